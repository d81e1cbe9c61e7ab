// How the combining family's owners (`CombiningCore`, `WithLatestFromCore`, `SampleCore`)
// deliver what their state machine admitted: the machine returns a trivial
// `GateDecision` while the owner keeps the item, and the owner claims it outside the
// lock, delivers, and reports back to the machine under the lock.

/// A combining-family state machine that holds its `DeliveryGate`: the inputs its owner
/// sends while and after delivering an item it was admitted for.
@usableFromInline
package protocol ClaimedDeliveryMachine {
    /// The selector threw while this thread delivered: the owner sends that error
    /// itself, so waiting threads are refused.
    mutating func selectorFailed()
    /// The completion announced with the item just delivered (zip's drained source,
    /// sample's completed source), offered by its deliverer so that it nests after it.
    mutating func completeAfterForwarding() -> GateDecision
    /// The owner delivered an item it was admitted for: pass the gate on.
    mutating func finishDelivery()
}

extension Locked where State: ClaimedDeliveryMachine {
    /// Delivers `make()` to `sink`, for an element this thread has claimed the gate for,
    /// outside the lock, then passes the gate on. A throwing `make` (the selector) ends
    /// the sequence with its error. `thenComplete`: the completion follows, delivered by
    /// this thread right after the element.
    @inlinable @inline(__always)
    package borrowing func forwardClaimed<Result>(
        _ make: () throws -> Result, thenComplete: Bool, scope: SubscriptionScope, sink: EventSink<Result>
    ) {
        if !scope.isDisposed {
            do {
                sink.next(try make())
            } catch {
                withLock { $0.selectorFailed() }
                sink.end(.error(error))
                return
            }
        }
        if thenComplete, withLock({ $0.completeAfterForwarding() }).claim() {
            endClaimed(.completed, scope: scope, sink: sink)
        }
        withLock { $0.finishDelivery() }
    }

    /// Delivers `termination` to `sink`, for a terminal event this thread has claimed the
    /// gate for, outside the lock, then passes the gate on.
    @inlinable @inline(__always)
    package borrowing func endClaimed<Result>(_ termination: Termination, scope: SubscriptionScope, sink: EventSink<Result>) {
        if !scope.isDisposed { sink.end(termination) }
        withLock { $0.finishDelivery() }
    }
}

extension CombiningStateMachine: ClaimedDeliveryMachine {}
