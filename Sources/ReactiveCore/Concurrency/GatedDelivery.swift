// How operators deliver through the `DeliveryGate` their locked state holds: decide
// under the lock (`offer`/`admit`), then, outside it, claim the turn, deliver, and
// finish the delivery under the lock again.

/// An operator state that holds its `DeliveryGate` as `delivery`.
@usableFromInline
package protocol GatedState {
    associatedtype Output
    var delivery: DeliveryGate<Output> { get set }
}

extension Locked where State: GatedState {
    /// Offers `element` and delivers it (at once, nested, or after this thread's turn
    /// came), outside the lock.
    /// (Decided with the trivial `GateDecision`: the caller keeps the element, so the
    /// per-event path copies no `GateTurn`.)
    @inlinable
    package borrowing func deliver(_ element: State.Output, to sink: EventSink<State.Output>) {
        guard withLock({ $0.delivery.admit(ending: false) }).claim() else { return }
        sink.next(element)
        withLock { $0.delivery.finishDelivery() }
    }

    /// Offers the terminal event and delivers it, as `deliver`.
    @inlinable
    package borrowing func deliverEnd(_ termination: Termination, to sink: EventSink<State.Output>) {
        guard withLock({ $0.delivery.admit(ending: true) }).claim() else { return }
        sink.end(termination)
        withLock { $0.delivery.finishDelivery() }
    }

    /// Offers `item` and delivers it, as `deliver`.
    @inlinable
    package borrowing func deliverItem(_ item: Event<State.Output>, to sink: EventSink<State.Output>) {
        act(withLock { $0.delivery.offer(item) }, to: sink)
    }

    /// Carries out a `GateTurn` decided under the lock: delivers its item to `sink`.
    @inlinable
    package borrowing func act(_ turn: GateTurn<State.Output>, to sink: EventSink<State.Output>) {
        act(turn) { sink.on($0) }
    }

    /// Carries out a `GateTurn` decided under the lock: claims it (blocking while another
    /// thread delivers), runs `deliver` with its item outside the lock, then finishes the
    /// delivery under the lock.
    @inlinable
    package borrowing func act(_ turn: GateTurn<State.Output>, _ deliver: (Event<State.Output>) -> Void) {
        guard let item = turn.claim() else { return }
        deliver(item)
        withLock { $0.delivery.finishDelivery() }
    }

    /// Carries out a `GateTurn` of an operator whose outputs carry their own end (the
    /// gate only sees them as elements): runs `perform` with the output outside the lock,
    /// then finishes the delivery.
    @inlinable
    package borrowing func act(_ turn: GateTurn<State.Output>, perform: (State.Output) -> Void) {
        act(turn) { item in
            if case .next(let output) = item { perform(output) }
        }
    }
}
