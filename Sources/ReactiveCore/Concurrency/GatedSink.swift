/// A sink behind its own `DeliveryGate` and lock, for operators whose producers (a source
/// and its trigger, a source and a timer) share no other locked state: take(until:),
/// skip(until:), take(for:), take(untilReplacement:), throttle, debounce, retry(when:).
///
/// Guarantees (the `DeliveryGate` rules): the downstream sink is called by one thread at
/// a time, never under a lock; re-entrant events (the sink feeds a producer on the
/// delivering thread) are delivered nested, at once, as Rx delivers them; a thread
/// sending while another delivers blocks until that delivery returns, then delivers on
/// its own thread. The first end wins; nothing is delivered after it.
///
/// Locking rule: `state` guards the gate; the sink is called outside it.
@usableFromInline
package final class GatedSink<Element>: @unchecked Sendable {
    @usableFromInline
    struct State: GatedState {
        @usableFromInline var delivery = DeliveryGate<Element>()
        @inlinable init() {}
    }

    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let state = Locked(State())

    @inlinable package init(_ sink: EventSink<Element>) { self.sink = sink }

    /// Whether the end has been accepted (later events are dropped).
    @inlinable package var isEnded: Bool { state.withLock { $0.delivery.isEnded } }

    /// Delivers an element.
    @inlinable package func next(_ element: Element) { state.deliverItem(.next(element), to: sink) }

    /// Delivers the end, once.
    @inlinable package func end(_ termination: Termination) { state.deliverItem(.end(termination), to: sink) }
}
