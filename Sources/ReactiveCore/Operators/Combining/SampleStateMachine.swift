/// The decisions of one `sample` subscription: the source's latest element, and what
/// each tick of the sampler and each end delivers.
///
/// `repeatsLatest` is the dialect parameter (see `Engine.sample`): Rx (`false`) sends an
/// element once (or `defaultValue`) and lets the source's completion wait for the next
/// tick; RAC (`true`) sends the latest element at every tick and ends at either side's
/// completion.
///
/// States (`lifecycle`):
/// - `running`: the source's elements are kept, each tick samples.
/// - `sourceCompleted` (Rx only): the next tick (the sampler's completion counts as
///   one) delivers the last element, if any, and the completion.
/// - `completed`: the completion was admitted to the gate.
/// - `failed`: an error of either side was admitted.
/// - `disposed`: the subscription was disposed before the result ended.
/// `completed`, `failed` and `disposed` are final and ignore every input but
/// `finishDelivery`.
///
/// Transitions:
/// - `sourceNext(element)` (running): keeps it as the latest (no action).
/// - `tick()`: `.forward(element, decision, thenComplete:)` when there is an element to
///   send (`thenComplete` in `sourceCompleted`), `.complete` (→ completed) in
///   `sourceCompleted` with nothing to send, else `.none`.
/// - `sourceCompleted()`: Rx → sourceCompleted (no action); RAC → completed.
/// - `samplerCompleted()`: Rx: a last `tick()`; RAC → completed.
/// - `sourceFailed()`/`samplerFailed()` → failed; `dispose()` → disposed, refusing
///   waiting threads.
/// - `completeAfterForwarding()`: the completion that `thenComplete` announced (→ completed).
@usableFromInline
package struct SampleStateMachine<Element> {
    /// Where the result is in its life (see the type's comment).
    @usableFromInline
    package enum Lifecycle: Equatable, Sendable {
        case running, sourceCompleted, completed, failed, disposed
    }

    /// What the owner does at a tick.
    @usableFromInline
    package enum TickAction {
        /// Nothing to send.
        case none
        /// Deliver `element` if the decision says so (`thenComplete`: the completion
        /// follows it, `completeAfterForwarding`).
        case forward(Element, GateDecision, thenComplete: Bool)
        /// Deliver `.completed` if the decision says so.
        case complete(GateDecision)
    }

    /// Where the result is in its life.
    @usableFromInline package private(set) var lifecycle = Lifecycle.running
    /// The source's latest element (Rx: since the last tick).
    @usableFromInline package private(set) var latest: Element?
    @usableFromInline var gate = DeliveryGate<Element>()
    @usableFromInline let defaultValue: Element?
    @usableFromInline let repeatsLatest: Bool

    /// A machine sending `defaultValue` at a tick with no new element (Rx), or the
    /// latest element at every tick (`repeatsLatest`, RAC).
    @inlinable
    package init(defaultValue: Element?, repeatsLatest: Bool) {
        self.defaultValue = defaultValue
        self.repeatsLatest = repeatsLatest
    }

    /// The source sent `element`: it is the latest from now on.
    @inlinable
    package mutating func sourceNext(_ element: Element) {
        if lifecycle == .running { latest = element }
    }

    /// The sampler ticked.
    @inlinable
    package mutating func tick() -> TickAction {
        let thenComplete: Bool
        switch lifecycle {
        case .running: thenComplete = false
        case .sourceCompleted: thenComplete = true
        case .completed, .failed, .disposed: return .none
        }
        var element: Element?
        if repeatsLatest {
            element = latest
        } else if let sampled = latest ?? defaultValue {
            latest = nil
            element = sampled
        }
        if let element { return .forward(element, gate.admit(ending: false), thenComplete: thenComplete) }
        return thenComplete ? .complete(end(.completed)) : .none
    }

    /// The source completed: deliver the completion if the returned decision says so
    /// (RAC); Rx waits for the next tick (`.none`).
    @inlinable
    package mutating func sourceCompleted() -> GateDecision {
        if !repeatsLatest {
            if lifecycle == .running { lifecycle = .sourceCompleted }
            return .none
        }
        return end(.completed)
    }

    /// The sampler completed: Rx samples a last time; RAC completes.
    @inlinable
    package mutating func samplerCompleted() -> TickAction {
        repeatsLatest ? .complete(end(.completed)) : tick()
    }

    /// The source failed: deliver its error if the returned decision says so.
    @inlinable
    package mutating func sourceFailed() -> GateDecision { end(.failed) }

    /// The sampler failed: deliver its error if the returned decision says so.
    @inlinable
    package mutating func samplerFailed() -> GateDecision { end(.failed) }

    /// The completion announced by `.forward(_, _, thenComplete: true)`, offered by the
    /// thread that delivered that element (so it nests after it).
    @inlinable
    package mutating func completeAfterForwarding() -> GateDecision { end(.completed) }

    /// Never called: `sample` has no selector (`ClaimedDeliveryMachine`).
    @inlinable
    package mutating func selectorFailed() {
        if isLive { lifecycle = .failed }
        gate.cancel()
    }

    /// The subscription was disposed: nothing more is decided, waiting threads are refused.
    @inlinable
    package mutating func dispose() {
        if !isLive { return }
        lifecycle = .disposed
        gate.cancel()
    }

    /// The owner delivered an item it was admitted for: pass the gate on.
    @inlinable
    package mutating func finishDelivery() { gate.finishDelivery() }

    /// Whether the result has not ended.
    @inlinable
    var isLive: Bool { lifecycle == .running || lifecycle == .sourceCompleted }

    @inlinable
    mutating func end(_ final: Lifecycle) -> GateDecision {
        if !isLive { return .none }
        lifecycle = final
        return gate.admit(ending: true)
    }
}

extension SampleStateMachine.TickAction: Equatable where Element: Equatable {}

extension SampleStateMachine.TickAction: Sendable where Element: Sendable {}

extension SampleStateMachine: ClaimedDeliveryMachine {}
