/// The delivery loop of the combining family (zip, combineLatest, withLatestFrom,
/// sample) over its `DeliveryGate`: applies the operator's selector outside the lock.

/// Claims `turn` (waiting for this thread's turn if another thread delivers), delivers
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
    case .end(let termination):
        if !scope.isDisposed { sink.end(termination) }
    }
    _ = lockedGate { $0.finishDelivery(); return .none }
}
