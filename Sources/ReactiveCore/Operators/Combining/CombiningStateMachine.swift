/// Which combining operator a `CombiningCore` runs.
@usableFromInline
package enum CombiningMode: Sendable {
    /// `zip`, with its completion rule.
    case zip(ZipCompletion)
    /// `combineLatest`, with its completion rule.
    case combineLatest(CombineLatestCompletion)
}

/// When `combineLatest` completes (Docs/Semantics.md#combine-latest).
@usableFromInline
package enum CombineLatestCompletion: Sendable {
    /// Rx: when every source completed, or when an element arrives while every other
    /// source completed and some source never emitted (no combination can ever come).
    case allCompletedOrStarved
    /// RAC: only when every source completed.
    case allCompleted
}

/// When `zip` completes besides "every source completed" (Docs/Semantics.md#zip).
@usableFromInline
package enum ZipCompletion: Sendable {
    /// Rx fixed-arity `zip`: only when every source has completed.
    case allCompleted
    /// Rx collection `zip`: also when all sources but one completed and an element
    /// arrives that cannot be paired.
    case allOthersCompletedUnpaired
    /// RAC `zip`: also as soon as a completed source has an empty buffer (checked at each
    /// completion and after each emitted combination).
    case anyCompletedAndDrained
}

extension CombiningMode {
    /// Whether each slot keeps only its latest element (combineLatest) or a queue (zip).
    @inlinable package var keepsLatestOnly: Bool {
        if case .combineLatest = self { return true }
        return false
    }
}

/// The decisions of `zip` and `combineLatest` over `count` sources, without their elements.
///
/// One machine for both operators, the mode a parameter: they share everything but the
/// rule that says when a combination is ready and when the result completes, and the
/// owner (`CombiningCore`) is one class for both. The elements stay in the owner's
/// typed `CombiningSlot`s; the machine counts what each slot holds (a queue length for
/// `zip`, 0 or 1 for `combineLatest`) and holds the delivery gate, so every per-event
/// action is a trivial value (`GateDecision`, no element, no error).
///
/// States (`lifecycle`):
/// - `running`: combinations are decided as elements arrive.
/// - `completed`: the completion was admitted to the gate.
/// - `failed`: a source's error was admitted, or the selector threw.
/// - `disposed`: the subscription was disposed while running.
/// Every state but `running` is final and ignores every input but `finishDelivery`.
///
/// Transitions from `running`:
/// - `sourceNext(i)`: `.forward` when every source has an element (zip then dequeues one
///   of each; RAC's zip completes right after it when a completed source is drained),
///   `.complete` (→ completed) when the completion rule says no combination can come,
///   else `.wait`.
/// - `sourceCompleted(i)`: a gate decision for the completion (→ completed) when every
///   source completed, or (RAC's zip) the source completed with nothing buffered.
/// - `sourceFailed()` → failed; `selectorFailed()` → failed, refusing waiting threads;
///   `dispose()` → disposed, refusing waiting threads.
/// - `completeAfterForwarding()`: the completion that `.forward(_, thenComplete: true)`
///   announced, offered by the thread that delivered the combination (→ completed).
@usableFromInline
package struct CombiningStateMachine<Values> {
    /// Where the result is in its life (see the type's comment).
    @usableFromInline
    package enum Lifecycle: Equatable, Sendable {
        case running, completed, failed, disposed
    }

    /// What the owner does with an element that arrived, in the same locked section.
    @usableFromInline
    package enum NextAction: Equatable, Sendable {
        /// The result has ended: discard the element (do not store it).
        case drop
        /// Store the element; no combination yet.
        case wait
        /// Store the element, take the combination out of the slots and deliver it
        /// (`thenComplete`: offer the completion right after it, `completeAfterForwarding`).
        case forward(GateDecision, thenComplete: Bool)
        /// Store the element, deliver `.completed`: no combination can ever come.
        case complete(GateDecision)
    }

    @usableFromInline
    struct Source {
        /// Elements buffered (zip) or 0/1 "has a value" (combineLatest).
        @usableFromInline var stored = 0
        @usableFromInline var completed = false
        @inlinable init() {}
    }

    /// Where the result is in its life.
    @usableFromInline package private(set) var lifecycle = Lifecycle.running
    @usableFromInline var sources: ContiguousArray<Source>
    @usableFromInline var sourcesWithValues = 0
    @usableFromInline var completedCount = 0
    @usableFromInline var gate = DeliveryGate<Values>()
    @usableFromInline let mode: CombiningMode
    @usableFromInline let count: Int

    /// A machine for `count` sources combined by `mode`.
    @inlinable
    package init(count: Int, mode: CombiningMode) {
        self.mode = mode
        self.count = count
        sources = ContiguousArray(repeating: Source(), count: count)
    }

    /// Source `index` sent an element (the owner stores it unless told to `drop`).
    @inlinable
    package mutating func sourceNext(_ index: Int) -> NextAction {
        if lifecycle != .running { return .drop }
        sources[index].stored += 1
        if sources[index].stored == 1 { sourcesWithValues += 1 }
        switch mode {
        case .combineLatest(let completion):
            if sources[index].stored > 1 { sources[index].stored = 1 }
            if sourcesWithValues == count { return .forward(gate.admit(ending: false), thenComplete: false) }
            if completion == .allCompleted { return .wait }
            let othersCompleted = completedCount - (sources[index].completed ? 1 : 0)
            if othersCompleted == count - 1 { return .complete(admitCompletion()) }
            return .wait
        case .zip(let completion):
            if sourcesWithValues < count {
                if completion == .allOthersCompletedUnpaired, completedCount == count - 1 {
                    return .complete(admitCompletion())
                }
                return .wait
            }
            let decision = gate.admit(ending: false)
            for source in sources.indices {
                sources[source].stored -= 1
                if sources[source].stored == 0 { sourcesWithValues -= 1 }
            }
            // A completed source is drained: the completion follows this tuple.
            let thenComplete = completion == .anyCompletedAndDrained
                && sources.contains(where: { $0.completed && $0.stored == 0 })
            return .forward(decision, thenComplete: thenComplete)
        }
    }

    /// Source `index` completed: deliver the completion if the returned decision says so.
    @inlinable
    package mutating func sourceCompleted(_ index: Int) -> GateDecision {
        if lifecycle != .running || sources[index].completed { return .none }
        sources[index].completed = true
        completedCount += 1
        if completedCount == count { return admitCompletion() }
        if case .zip(.anyCompletedAndDrained) = mode, sources[index].stored == 0 { return admitCompletion() }
        return .none
    }

    /// A source failed: deliver its error if the returned decision says so.
    @inlinable
    package mutating func sourceFailed() -> GateDecision {
        if lifecycle != .running { return .none }
        lifecycle = .failed
        return gate.admit(ending: true)
    }

    /// The completion announced by `.forward(_, thenComplete: true)`, offered by the
    /// thread that delivered that combination (so it nests after it).
    @inlinable
    package mutating func completeAfterForwarding() -> GateDecision {
        if lifecycle != .running { return .none }
        return admitCompletion()
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

    /// The owner delivered an item it was admitted for: pass the gate on.
    @inlinable
    package mutating func finishDelivery() { gate.finishDelivery() }

    @inlinable
    mutating func admitCompletion() -> GateDecision {
        lifecycle = .completed
        return gate.admit(ending: true)
    }
}
