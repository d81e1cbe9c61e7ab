/// The delivery loop of the combining family (zip, combineLatest, withLatestFrom,
/// sample) over its `DeliveryGate`: applies the operator's selector outside the lock.

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
                _ = lockedGate { gate in gate.cancel(); return nil }
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
