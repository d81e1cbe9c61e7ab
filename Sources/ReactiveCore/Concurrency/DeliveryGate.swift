/// What a `DeliveryGate` hands to the thread that delivers.
@usableFromInline
package enum GateItem<Element> {
    case next(Element)
    case end(Termination)
}

/// How a re-entrant offer (made on the delivering thread, from inside the sink) is
/// delivered. Only the nesting offer answers `.deliverNested`.
@usableFromInline
package enum DeliveryTurn {
    /// Nothing to do: the item was queued for the thread delivering, or refused.
    case none
    /// Deliver the item now, then `following()` until it returns nil.
    case deliver
    /// Deliver the item now, inside the delivery that caused it; do not drain.
    case deliverNested
}

/// The one serializer of the engine: several producers (merge inners, zip sources, a
/// source and its trigger or timer) feed one downstream sink, which must receive one
/// event at a time, in the order each producer's events were decided, with no lock
/// held while it runs.
///
/// The gate is a plain value kept inside the operator's locked state, so "may I send
/// this?" is decided in the same lock section as the operator's own state. The first
/// producer to offer while nobody delivers becomes the deliverer: it gets its item
/// back, delivers it outside the lock, then asks `following()` (under the lock) until
/// it returns nil. Others queue their item and return at once: nobody waits for the
/// sink. The single-producer path never touches the queue, and the queue is a ring
/// buffer that keeps its storage, so no event allocates.
///
/// Re-entrancy (the sink makes a producer emit on the delivering thread) is the one
/// behavior that differs between operators, so it is chosen per call:
/// - `offer` / `offerEnd` queue it: delivered right after the event that caused it
///   (merge, flatMap, switch, zip, combineLatest, withLatestFrom, sample, buffer, window).
/// - `offer(_:nestingOn:)` delivers it nested, at once, as Rx delivers re-entrant events
///   of takeUntil, throttle, debounce... (`SerialForwarder`) and RAC bind. A nested end
///   drops what other threads queued.
///
/// The first terminal item wins; after it (or `cancel`) every offer is refused. A
/// terminal item is delivered after the items queued before it.
///
/// Locking rule: every member is called under the lock of the state that holds the
/// gate, and nothing here calls out. The caller delivers what it is handed outside
/// that lock.
@usableFromInline
package struct DeliveryGate<Element> {
    @usableFromInline var pending = RingBuffer<GateItem<Element>>()
    @usableFromInline var delivering = false
    /// The trampoline (one per thread) of the deliverer, when a nesting offer made it so.
    @usableFromInline var owner: ObjectIdentifier?
    /// A terminal item was accepted or the gate was cancelled: later offers are refused.
    @usableFromInline package private(set) var isEnded = false

    @inlinable package init() {}

    /// Offers an element. Returns it if the caller must deliver it now (and then drain
    /// with `following()`); otherwise it was queued for the deliverer, or refused.
    @inlinable
    package mutating func offer(_ element: Element) -> GateItem<Element>? {
        if isEnded { return nil }
        if delivering {
            pending.push(.next(element))
            return nil
        }
        delivering = true
        return .next(element)
    }

    /// Offers the terminal event; the first one wins. Returns it if the caller must
    /// deliver it now (and then drain with `following()`).
    @inlinable
    package mutating func offerEnd(_ termination: Termination) -> GateItem<Element>? {
        if isEnded { return nil }
        isEnded = true
        if delivering {
            pending.push(.end(termination))
            return nil
        }
        delivering = true
        return .end(termination)
    }

    /// Offers `item`, delivering a re-entrant offer from the deliverer's own thread
    /// (`thread` is `ObjectIdentifier(Trampoline.current)`) nested instead of queued.
    @inlinable
    package mutating func offer(_ item: GateItem<Element>, nestingOn thread: ObjectIdentifier) -> DeliveryTurn {
        if isEnded { return .none }
        if case .end = item { isEnded = true }
        if delivering {
            if owner == thread {
                // A nested end overtakes what other threads queued: drop it, as Rx drops
                // events that wait for a sink that has ended.
                if case .end = item { pending.removeAll() }
                return .deliverNested
            }
            pending.push(item)
            return .none
        }
        delivering = true
        owner = thread
        return .deliver
    }

    /// For the deliverer: the next queued item, or nil, which ends its turn.
    @inlinable
    package mutating func following() -> GateItem<Element>? {
        if let item = pending.pop() { return item }
        delivering = false
        owner = nil
        return nil
    }

    /// Drops what is queued and refuses everything from now on (the subscription was
    /// disposed, or the deliverer ended the sequence itself).
    @inlinable
    package mutating func cancel() {
        isEnded = true
        pending.removeAll()
    }
}

/// An operator state that holds its `DeliveryGate` as `delivery`.
@usableFromInline
package protocol SerialDeliveryState {
    associatedtype Output
    var delivery: DeliveryGate<Output> { get set }
}

extension Locked where State: SerialDeliveryState {
    /// Offers `element` (re-entrant offers queue) and, if this caller became the
    /// deliverer, delivers it and everything queued behind it, outside the lock.
    @inlinable
    package borrowing func deliver(_ element: State.Output, to sink: EventSink<State.Output>) {
        if withLock({ $0.delivery.offer(element) }) != nil {
            sink.next(element)
            drain(sink)
        }
    }

    /// Offers the terminal event and, if this caller became the deliverer, delivers it
    /// (after anything queued before it).
    @inlinable
    package borrowing func deliverEnd(_ termination: Termination, to sink: EventSink<State.Output>) {
        if withLock({ $0.delivery.offerEnd(termination) }) != nil {
            sink.end(termination)
            drain(sink)
        }
    }

    /// Offers `item`, delivering re-entrant offers nested (see
    /// `DeliveryGate.offer(_:nestingOn:)`).
    @inlinable
    package borrowing func deliverNesting(_ item: GateItem<State.Output>, to sink: EventSink<State.Output>) {
        let thread = ObjectIdentifier(Trampoline.current)
        act(withLock { $0.delivery.offer(item, nestingOn: thread) }, item, to: sink)
    }

    /// Carries out a `DeliveryTurn` decided under the lock for `item`.
    @inlinable
    package borrowing func act(_ turn: DeliveryTurn, _ item: GateItem<State.Output>, to sink: EventSink<State.Output>) {
        switch turn {
        case .none: return
        case .deliverNested: sink.send(item)
        case .deliver:
            sink.send(item)
            drain(sink)
        }
    }

    /// For the deliverer: delivers what other producers queued meanwhile, until the
    /// queue is empty.
    @inlinable
    package borrowing func drain(_ sink: EventSink<State.Output>) {
        while let item = withLock({ $0.delivery.following() }) {
            sink.send(item)
        }
    }
}

extension EventSink {
    /// Delivers a gate item.
    @inlinable
    package func send(_ item: GateItem<Element>) {
        switch item {
        case .next(let element): next(element)
        case .end(let termination): end(termination)
        }
    }
}

/// A first-in first-out ring buffer. It keeps its capacity once grown, so a steady
/// stream of pushes and pops does not allocate.
@usableFromInline
package struct RingBuffer<Element> {
    @usableFromInline var storage: ContiguousArray<Element?> = []
    @usableFromInline var head = 0
    @usableFromInline package private(set) var count = 0

    @inlinable package init() {}

    @inlinable package var isEmpty: Bool { count == 0 }

    /// Appends `element` at the back (consumed: a caller's last use of it is moved in).
    @inlinable package mutating func push(_ element: consuming Element) {
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
