/// Serializes the events that several producers (a source and its trigger, a source
/// and a timer) send to one sink, without holding a lock while the sink runs.
///
/// - No producer running: the event is delivered at once, on the caller's thread.
/// - Another thread delivering: the event is queued and that thread delivers it next,
///   so the sink is never called concurrently.
/// - Re-entrant call from the delivering thread (the sink feeds a producer): delivered
///   at once, nested, as Rx delivers re-entrant events.
/// Nothing is delivered after the end.
///
/// Locking rule: `lock` guards `queue`, `head`, `owner` and `ended`; the sink is called
/// outside it.
@usableFromInline
package final class SerialForwarder<Element>: @unchecked Sendable {
    @usableFromInline
    enum Item {
        case next(Element)
        case end(Termination)
    }

    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let lock = Lock()
    @usableFromInline var queue: [Item] = []
    @usableFromInline var head = 0
    /// The trampoline (one per thread) of the thread delivering events, if any.
    @usableFromInline var owner: ObjectIdentifier?
    @usableFromInline var ended = false

    @inlinable package init(_ sink: EventSink<Element>) { self.sink = sink }

    /// Whether the end has been accepted (later events are dropped).
    @inlinable package var isEnded: Bool { lock.withLock { ended } }

    /// Delivers an element.
    @inlinable package func next(_ element: Element) { send(.next(element)) }

    /// Delivers the end, once.
    @inlinable package func end(_ termination: Termination) { send(.end(termination)) }

    @usableFromInline
    enum Decision { case drop, deliverNested, drain }

    @inlinable func send(_ item: Item) {
        let thread = ObjectIdentifier(Trampoline.current)
        let decision = lock.withLock { () -> Decision in
            if ended { return .drop }
            if case .end = item { ended = true }
            if let owner {
                if owner == thread {
                    // A nested end overtakes what other threads queued: drop it, as
                    // Rx drops events that wait for a sink that has ended.
                    if case .end = item { queue.removeAll(); head = 0 }
                    return .deliverNested
                }
                queue.append(item)
                return .drop
            }
            owner = thread
            return .drain
        }
        switch decision {
        case .drop: return
        case .deliverNested: deliver(item)
        case .drain:
            deliver(item)
            while let queued = lock.withLock({ () -> Item? in
                if head == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    head = 0
                    owner = nil
                    return nil
                }
                head += 1
                return queue[head - 1]
            }) {
                deliver(queued)
            }
        }
    }

    @inlinable func deliver(_ item: Item) {
        switch item {
        case .next(let element): sink.next(element)
        case .end(let termination): sink.end(termination)
        }
    }
}
