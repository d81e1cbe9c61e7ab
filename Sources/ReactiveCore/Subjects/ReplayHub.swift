/// The last `capacity` elements (all of them when `capacity` is nil), oldest first.
/// A ring once full, so a bounded buffer allocates nothing per element.
@usableFromInline
package struct ReplayBuffer<Element> {
    @usableFromInline var storage: ContiguousArray<Element> = []
    /// Index of the oldest element once the ring is full.
    @usableFromInline var head = 0
    @usableFromInline let capacity: Int?

    @inlinable package init(capacity: Int?) { self.capacity = capacity }

    @inlinable package mutating func append(_ element: Element) {
        guard let capacity else { storage.append(element); return }
        if capacity == 0 { return }
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    /// The elements, oldest first.
    @inlinable package var elements: ContiguousArray<Element> {
        if head == 0 { return storage }
        var ordered = ContiguousArray<Element>()
        ordered.reserveCapacity(storage.count)
        ordered.append(contentsOf: storage[head...])
        ordered.append(contentsOf: storage[..<head])
        return ordered
    }

    @inlinable package var isEmpty: Bool { storage.isEmpty }

    @inlinable package mutating func removeAll() {
        storage = []
        head = 0
    }
}

/// The engine of replay subjects: a `SubjectHub` plus a buffer of the last elements,
/// which a new subscriber receives first, followed by the terminal event if there was one.
///
/// The dialects differ only through `remembersTermination`:
/// - Rx (`true`): after a terminal event, later elements are ignored; a late subscriber
///   gets the buffer, then the terminal event.
/// - RAC (`false`, Docs/Semantics.md#subjects-after-termination): elements after the terminal event are still appended
///   to the buffer (no stopped check); a late subscriber gets the buffer as it is now,
///   then the terminal event.
/// Either way a subscriber that arrives after the end is not attached.
///
/// Locking rule: `buffer` and `terminal` change together with the subscriber list,
/// under the hub's lock. The buffer is replayed to a new subscriber outside the lock,
/// through a `ReplayGate`: the snapshot and the attachment are one step under the
/// lock, so an element sent concurrently is either in the snapshot or delivered after
/// it through the gate, never both and never lost.
@usableFromInline
package final class ReplayHub<Element>: @unchecked Sendable {
    @usableFromInline let hub: SubjectHub<Element>
    /// Guarded by `hub`'s lock (which stands for the dynamic exclusivity check).
    @usableFromInline @exclusivity(unchecked) var buffer: ReplayBuffer<Element>
    /// The terminal event replayed to late subscribers (both dialects). Guarded by `hub`'s lock.
    @usableFromInline @exclusivity(unchecked) var terminal: Event<Element>?

    /// A hub keeping the last `capacity` elements (`nil`: all).
    @inlinable package init(capacity: Int?, remembersTermination: Bool) {
        hub = SubjectHub(remembersTermination: remembersTermination)
        buffer = ReplayBuffer(capacity: capacity)
    }

    @inlinable package var hasObservers: Bool { hub.hasObservers }
    @inlinable package var isDisposed: Bool { hub.isDisposed }

    /// Detaches everyone, empties the buffer and refuses later events, in one step.
    @inlinable package func dispose() {
        hub.withLock { state in
            buffer.removeAll()
            terminal = nil
            state.disposed = true
            state.terminal = nil
            state.observers = []
        }
    }

    /// Sends `event` to the current subscribers and records it for later ones.
    @inlinable package func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let receivers = hub.withLock { state -> ContiguousArray<(id: UInt64, handler: SubjectHub<Element>.Handler)> in
                if state.disposed { return [] }
                if terminal != nil && hub.remembersTermination { return [] }
                buffer.append(element)
                return state.subscribers
            }
            for receiver in receivers { receiver.handler.next(element) }
        case .error(let error): end(.error(error))
        case .completed: end(.completed)
        }
    }

    @inlinable func end(_ termination: Termination) {
        let receivers = hub.withLock { state -> ContiguousArray<(id: UInt64, handler: SubjectHub<Element>.Handler)> in
            if state.disposed { return [] }
            if terminal != nil && hub.remembersTermination { return [] }
            switch (terminal, termination) {
            case (.completed?, _): break                 // RAC: completion wins
            default: terminal = termination.event()
            }
            return hub.terminateLocked(&state, termination.event())
        }
        for receiver in receivers { receiver.handler.end(termination) }
    }

    @usableFromInline
    enum Attachment {
        case attached(UInt64, ReplayGate<Element>?, ContiguousArray<Element>)
        case ended(ContiguousArray<Element>, Event<Element>)
    }

    /// Subscription as a closure assembled where `Element` is concrete. `owner` is the
    /// subject named by `RxError.disposed`.
    @inlinable package func subscriber() -> (_ owner: AnyObject, EventSink<Element>, SubscriptionScope) -> Void {
        { [unowned self] owner, sink, scope in
            let attachment = hub.withLock { state -> Attachment in
                if state.disposed { return .ended([], .error(RxError.disposed(object: owner))) }
                if let terminal { return .ended(buffer.elements, terminal) }
                // Nothing to replay: attach the sink itself, no gate on its event path.
                let gate = buffer.isEmpty ? nil : ReplayGate(sink)
                switch hub.attachLocked(&state, gate?.sink ?? sink) {
                case .success(let id): return .attached(id, gate, buffer.elements)
                case .failure(let immediate): return .ended([], immediate.event)
                }
            }
            switch attachment {
            case .attached(let id, let gate, let snapshot):
                hub.detach(id, on: scope)
                gate?.replay(snapshot, scope)
            case .ended(let snapshot, let event):
                for element in snapshot {
                    if scope.isDisposed { return }
                    sink.next(element)
                }
                if !scope.isDisposed { sink.on(event) }
            }
        }
    }
}
