/// Shared pieces of the combining family (zip, combineLatest, withLatestFrom, sample):
/// a FIFO that keeps its storage, and the gate that serializes delivery from several
/// upstreams without holding a lock while calling downstream.

/// A first-in first-out ring buffer. It keeps its capacity once grown, so a steady
/// stream of pushes and pops does not allocate.
@usableFromInline
package struct CombiningBuffer<Element> {
    @usableFromInline var storage: ContiguousArray<Element?> = []
    @usableFromInline var head = 0
    @usableFromInline package private(set) var count = 0

    @inlinable package init() {}

    @inlinable package var isEmpty: Bool { count == 0 }

    /// Appends `element` at the back.
    @inlinable package mutating func push(_ element: Element) {
        if count == storage.count { grow() }
        var tail = head + count
        if tail >= storage.count { tail -= storage.count }
        storage[tail] = element
        count += 1
    }

    /// Removes and returns the front element, if any.
    @inlinable package mutating func pop() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head].take()
        head += 1
        if head == storage.count { head = 0 }
        count -= 1
        return element
    }

    /// The front element, if any.
    @inlinable package var first: Element? { count > 0 ? storage[head] : nil }

    /// Drops every element, keeping the storage.
    @inlinable package mutating func removeAll() {
        while count > 0 { _ = pop() }
        head = 0
    }

    @inlinable mutating func grow() {
        let newCapacity = Swift.max(4, storage.count * 2)
        var grown = ContiguousArray<Element?>(repeating: nil, count: newCapacity)
        for offset in 0 ..< count {
            var index = head + offset
            if index >= storage.count { index -= storage.count }
            grown[offset] = storage[index].take()
        }
        storage = grown
        head = 0
    }
}

/// What a `DeliveryGate` hands to the thread that delivers.
@usableFromInline
package enum GateItem<Values> {
    case next(Values)
    case end(Termination)
}

/// Serializes delivery from several upstreams: lives inside an operator's locked state.
///
/// Under the operator's lock a producer `offer`s what the operator decided to send. If no
/// thread is delivering, the producer becomes the deliverer: it gets the item back and
/// delivers it outside the lock, then asks `following()` (under the lock again) until the
/// queue is empty. Otherwise the item is queued for the thread already delivering. So
/// events leave in the order they were decided, never concurrently, and the common
/// single-threaded path never touches the queue.
@usableFromInline
package struct DeliveryGate<Values> {
    @usableFromInline var pending = CombiningBuffer<Values>()
    @usableFromInline var pendingEnd: Termination?
    @usableFromInline var delivering = false
    /// An end was decided: later offers are dropped.
    @usableFromInline package private(set) var ended = false

    @inlinable package init() {}

    /// Queues `values`; returns them if the caller must deliver now.
    @inlinable package mutating func offer(_ values: Values) -> GateItem<Values>? {
        if ended { return nil }
        if delivering {
            pending.push(values)
            return nil
        }
        delivering = true
        return .next(values)
    }

    /// Queues the end; returns it if the caller must deliver now.
    @inlinable package mutating func offerEnd(_ termination: Termination) -> GateItem<Values>? {
        if ended { return nil }
        ended = true
        if delivering {
            pendingEnd = termination
            return nil
        }
        delivering = true
        return .end(termination)
    }

    /// The next item for the deliverer, or `nil` when it may stop delivering.
    @inlinable package mutating func following() -> GateItem<Values>? {
        if let values = pending.pop() { return .next(values) }
        if let termination = pendingEnd {
            pendingEnd = nil
            return .end(termination)
        }
        delivering = false
        return nil
    }

    /// Ends the gate from the deliverer (its own error): queued items are dropped.
    @inlinable package mutating func stop() {
        ended = true
        pending.removeAll()
        pendingEnd = nil
    }
}

/// Delivers `first` and then whatever the gate queued meanwhile, outside the lock.
/// `lockedGate` runs its body under the operator's lock with the operator's gate.
/// A throwing `select` ends the sequence with its error and drops the queued items.
@inlinable
package func deliverThroughGate<Values, Result>(
    _ first: GateItem<Values>,
    scope: SubscriptionScope,
    select: (Values) throws -> Result,
    sink: EventSink<Result>,
    lockedGate: ((inout DeliveryGate<Values>) -> GateItem<Values>?) -> GateItem<Values>?
) {
    var item = first
    while true {
        switch item {
        case .next(let values):
            if scope.isDisposed { return }
            do {
                sink.next(try select(values))
            } catch {
                _ = lockedGate { gate in gate.stop(); return nil }
                sink.end(.error(error))
                return
            }
        case .end(let termination):
            if !scope.isDisposed { sink.end(termination) }
            return
        }
        guard let following = lockedGate({ $0.following() }) else { return }
        item = following
    }
}
