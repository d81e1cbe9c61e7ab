/// The decisions of one `withLatestFrom` subscription: the latest element of `second`,
/// and when a source element is combined with it or the result ends.
///
/// The source's element stays with the owner (`WithLatestFromCore`); only `second`'s
/// latest element, which the machine keeps, comes out of the locked section.
///
/// States (`lifecycle`):
/// - `running`: source elements are combined with `second`'s latest element, or
///   dropped while `second` has sent none.
/// - `completed`: the source's completion was admitted to the gate.
/// - `failed`: an error of the source or of `second` was admitted, or the selector threw.
/// - `disposed`: the subscription was disposed while running.
/// Every state but `running` is final and ignores every input but `finishDelivery`.
///
/// Transitions from `running`:
/// - `secondNext(value)`: keeps `value` as the latest (no action). `second`'s completion
///   is no input: the latest element stays and the result goes on.
/// - `sourceNext()`: `.forward(latest, decision)`, or `.drop` while there is no latest.
/// - `sourceCompleted()` → completed; `sourceFailed()`/`secondFailed()` → failed: a
///   gate decision for the end.
/// - `selectorFailed()` → failed, refusing waiting threads; `dispose()` → disposed, the same.
@usableFromInline
package struct WithLatestFromStateMachine<Second> {
    /// Where the result is in its life (see the type's comment).
    @usableFromInline
    package enum Lifecycle: Equatable, Sendable {
        case running, completed, failed, disposed
    }

    /// What the owner does with a source element.
    @usableFromInline
    package enum SourceNextAction {
        /// Nothing to combine with yet, or the result has ended.
        case drop
        /// Combine the element with `latest` and deliver the result if the decision says so.
        case forward(latest: Second, GateDecision)
    }

    /// Where the result is in its life.
    @usableFromInline package private(set) var lifecycle = Lifecycle.running
    /// The latest element of `second`.
    @usableFromInline package private(set) var latest: Second?
    @usableFromInline var gate = DeliveryGate<Second>()

    @inlinable package init() {}

    /// `second` sent `value`: it is the latest from now on.
    @inlinable
    package mutating func secondNext(_ value: Second) {
        if lifecycle == .running { latest = value }
    }

    /// The source sent an element.
    @inlinable
    package mutating func sourceNext() -> SourceNextAction {
        guard lifecycle == .running, let latest else { return .drop }
        return .forward(latest: latest, gate.admit(ending: false))
    }

    /// The source completed: deliver the completion if the returned decision says so.
    @inlinable
    package mutating func sourceCompleted() -> GateDecision {
        end(.completed)
    }

    /// The source failed: deliver its error if the returned decision says so.
    @inlinable
    package mutating func sourceFailed() -> GateDecision {
        end(.failed)
    }

    /// `second` failed: deliver its error if the returned decision says so.
    @inlinable
    package mutating func secondFailed() -> GateDecision {
        end(.failed)
    }

    /// The selector threw while this thread delivered: the owner sends that error
    /// itself; what other threads wait to send is refused.
    @inlinable
    package mutating func selectorFailed() {
        if lifecycle == .running { lifecycle = .failed }
        gate.cancel()
    }

    /// The subscription was disposed: nothing more is decided, waiting threads are refused.
    @inlinable
    package mutating func dispose() {
        if lifecycle != .running { return }
        lifecycle = .disposed
        gate.cancel()
    }

    /// Nothing follows a `withLatestFrom` element: never a decision (`ClaimedDeliveryMachine`).
    @inlinable
    package mutating func completeAfterForwarding() -> GateDecision { .none }

    /// The owner delivered an item it was admitted for: pass the gate on.
    @inlinable
    package mutating func finishDelivery() { gate.finishDelivery() }

    @inlinable
    mutating func end(_ final: Lifecycle) -> GateDecision {
        if lifecycle != .running { return .none }
        lifecycle = final
        return gate.admit(ending: true)
    }
}

extension WithLatestFromStateMachine.SourceNextAction: Equatable where Second: Equatable {}

extension WithLatestFromStateMachine.SourceNextAction: Sendable where Second: Sendable {}

extension WithLatestFromStateMachine: ClaimedDeliveryMachine {}
