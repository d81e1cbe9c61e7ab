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

/// The delivery loop of the combining family (withLatestFrom, sample) over its
/// `DeliveryGate`, which applies the operator's selector outside the lock: claims `turn` (waiting for this thread's turn if another thread delivers), delivers
/// its item outside the lock, then passes the gate on. `lockedGate` runs its body under
/// the operator's lock with the operator's gate. `completesAfter`: the item is the last
/// one (zip whose completed source is drained): the completion is offered, and
/// delivered nested, right after it. A throwing `select` ends the sequence with its
/// error and refuses what other threads wait to send.
@inlinable @inline(__always)
package func deliverThroughGate<Values, Result>(
    _ turn: GateTurn<Values>,
    completesAfter: Bool = false,
    scope: SubscriptionScope,
    select: (Values) throws -> Result,
    sink: EventSink<Result>,
    lockedGate: ((inout DeliveryGate<Values>) -> GateTurn<Values>) -> GateTurn<Values>
) {
    guard let item = turn.claim() else { return }
    switch item {
    case .next(let values):
        if !scope.isDisposed {
            do {
                sink.next(try select(values))
            } catch {
                _ = lockedGate { gate in gate.cancel(); return .none }
                sink.end(.error(error))
                return
            }
        }
        // This thread delivers: the completion's offer nests (no recursion here, so
        // that this function is inlined into each operator).
        if completesAfter, lockedGate({ $0.offerEnd(.completed) }).claim() != nil {
            if !scope.isDisposed { sink.end(.completed) }
            _ = lockedGate { $0.finishDelivery(); return .none }
        }
    case .error, .completed:
        if !scope.isDisposed, let termination = item.termination { sink.end(termination) }
    }
    _ = lockedGate { $0.finishDelivery(); return .none }
}
