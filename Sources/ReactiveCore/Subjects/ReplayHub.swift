/// The engine of `ReplaySubject`: a `SubjectHub` plus a buffer of the last elements,
/// which a new subscriber receives first, followed by the terminal event if there was
/// one. After a terminal event, later elements are ignored; a subscriber that arrives
/// after the end gets the buffer, then the terminal event, and is not attached. (RAC's
/// replay subject keeps appending after the end and runs on `SerialReplayHub`.)
///
/// Locking rule: `buffer` changes together with the subscriber list and the terminal
/// event, under the hub's lock. The buffer is replayed to a new subscriber outside the
/// lock, through a `ReplayHandoff`: the snapshot and the attachment are one step under the
/// lock, so an element sent concurrently is either in the snapshot or delivered after
/// it through the gate, never both and never lost.
@usableFromInline
package final class ReplayHub<Element>: UncheckedStateOwner<ReplayBuffer<Element>>, HubSending, @unchecked Sendable {
    @usableFromInline let hub = SubjectHub<Element>()
    /// The buffer (`uncheckedState`), guarded by `hub`'s lock (which stands for the
    /// dynamic exclusivity check); modified in place, never copied.
    @inlinable var buffer: ReplayBuffer<Element> {
        _read { yield uncheckedState }
        _modify { yield &uncheckedState }
    }

    /// A hub keeping the last `capacity` elements (`nil`: all).
    @inlinable package init(capacity: Int?) { super.init(uncheckedState: ReplayBuffer(capacity: capacity)) }

    @inlinable package var hasObservers: Bool { hub.hasObservers }
    @inlinable package var isDisposed: Bool { hub.isDisposed }

    /// Detaches everyone, empties the buffer and refuses later events, in one step.
    @inlinable package func dispose() {
        hub.withLock { state in
            buffer.removeAll()
            state.disposed = true
            state.terminal = nil
            _ = state.observers.removeAll()
        }
    }

    /// Records `element` for later subscribers and sends it to the current ones.
    @inlinable package func next(_ element: Element) {
        let receivers = hub.withLock { state -> SubjectHub<Element>.Receivers in
            if state.disposed || state.terminal != nil { return [] }
            buffer.append(element)
            return state.subscribers
        }
        for receiver in receivers { receiver.handler.next(element) }
    }

    /// Ends every current subscriber; later subscribers get the buffer, then this end.
    @inlinable package func end(_ termination: Termination) { hub.end(termination) }

    @usableFromInline
    enum Attachment {
        case attached(UInt64, ReplayHandoff<Element>?, ContiguousArray<Element>)
        case ended(ContiguousArray<Element>, Event<Element>)
    }

    /// Subscription as a closure assembled where `Element` is concrete. `owner` is the
    /// subject named by `RxError.disposed`.
    @inlinable package func subscriber() -> (_ owner: AnyObject, EventSink<Element>, SubscriptionScope) -> Void {
        { [unowned self] owner, sink, scope in
            let attachment = hub.withLock { state -> Attachment in
                if state.disposed { return .ended([], .error(RxError.disposed(object: owner))) }
                if let terminal = state.terminal { return .ended(buffer.elements, terminal) }
                // Nothing to replay: attach the sink itself, no gate on its event path.
                let gate = buffer.isEmpty ? nil : ReplayHandoff(sink)
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
