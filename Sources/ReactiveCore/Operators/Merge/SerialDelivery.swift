/// The serializing gate of the operators that forward several sources to one sink
/// (merge, flatMap, switchLatest): sources may emit from different threads, and the
/// downstream sink must still receive one event at a time, in the order each source
/// sent them, with no lock held while it runs.
///
/// The gate lives inside the operator's locked state, so a source decides "may I
/// forward?" and "is this the latest inner?" atomically. The first source to offer an
/// event while nobody is delivering becomes the deliverer: it delivers outside the
/// lock, then drains what other sources queued meanwhile. The others append and return
/// at once, so no thread ever waits for the sink. A re-entrant event (the sink making a
/// source emit on the same thread) is queued the same way and delivered right after the
/// event that caused it, instead of nesting inside it.
///
/// After a terminal event is accepted, later offers are refused; the terminal event is
/// delivered after the elements queued before it.
@usableFromInline
package struct DeliveryQueue<Element> {
    @usableFromInline
    enum Item {
        case next(Element)
        case end(Termination)
    }

    @usableFromInline var isDelivering = false
    @usableFromInline var accepted: Termination?
    @usableFromInline var isCancelled = false
    @usableFromInline var items: [Item] = []

    @inlinable package init() {}

    /// Whether the sequence has ended: a terminal event was accepted or the gate was
    /// cancelled. Sources stop doing work once it is.
    @inlinable package var isEnded: Bool { accepted != nil || isCancelled }

    /// Offers an element. Returns `true` when the caller must deliver it now and then
    /// `drain`; otherwise the element was queued for the current deliverer, or refused.
    @inlinable
    package mutating func offer(_ element: Element) -> Bool {
        if isEnded { return false }
        if isDelivering {
            items.append(.next(element))
            return false
        }
        isDelivering = true
        return true
    }

    /// Offers the terminal event; the first one wins. Returns `true` when the caller must
    /// deliver it now and then `drain`.
    @inlinable
    package mutating func offerEnd(_ termination: Termination) -> Bool {
        if isEnded { return false }
        accepted = termination
        if isDelivering {
            items.append(.end(termination))
            return false
        }
        isDelivering = true
        return true
    }

    /// Drops what is queued and refuses everything from now on (the subscription was
    /// disposed).
    @inlinable
    package mutating func cancel() {
        isCancelled = true
        items = []
    }

    /// What was queued while the caller delivered; `nil` ends the caller's turn as
    /// deliverer.
    @inlinable
    mutating func takeQueued() -> [Item]? {
        if items.isEmpty {
            isDelivering = false
            return nil
        }
        let taken = items
        items = []
        return taken
    }
}

/// An operator state that contains a `DeliveryQueue`.
@usableFromInline
package protocol SerialDeliveryState {
    associatedtype Output
    var delivery: DeliveryQueue<Output> { get set }
}

extension Locked where State: SerialDeliveryState {
    /// Offers `element` and, if this caller became the deliverer, delivers it and
    /// everything queued behind it. Takes the lock, never holds it while `sink` runs.
    @inlinable
    package borrowing func deliver(_ element: State.Output, to sink: EventSink<State.Output>) {
        if withLock({ $0.delivery.offer(element) }) {
            sink.next(element)
            drain(sink)
        }
    }

    /// Offers the terminal event and, if this caller became the deliverer, delivers it
    /// (after anything queued before it).
    @inlinable
    package borrowing func deliverEnd(_ termination: Termination, to sink: EventSink<State.Output>) {
        if withLock({ $0.delivery.offerEnd(termination) }) {
            sink.end(termination)
            drain(sink)
        }
    }

    /// Delivers what other sources queued while this caller was delivering, until the
    /// queue is empty. Call after delivering an event this caller was told to deliver.
    @inlinable
    package borrowing func drain(_ sink: EventSink<State.Output>) {
        while let items = withLock({ $0.delivery.takeQueued() }) {
            for item in items {
                switch item {
                case .next(let element): sink.next(element)
                case .end(let termination): sink.end(termination)
                }
            }
        }
    }
}
