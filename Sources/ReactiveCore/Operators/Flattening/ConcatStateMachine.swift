/// The decisions of `concat` over a sequence of sources (and of `catch(sequence:)`, the
/// same loop with error and completion swapped), as a value its owner (`ConcatCore`)
/// keeps under its lock: who runs the step loop, which source is current, which
/// finished source waits to be released, and when the result ends.
///
/// A *step* releases the source that finished and subscribes the next one (or ends the
/// result when the sources ran out). Steps never nest: a source that finishes while it
/// is being subscribed asks for the next step, which the step still running takes next
/// (Rx's tail-recursive loop), so long chains of synchronous sources use no stack.
///
/// States (`Lifecycle`) and transitions:
/// - `idle` (the start): no step runs. `requestStep()` makes the caller the loop's
///   owner (`stepping`).
/// - `stepping`: the owner runs a step. A request meanwhile is remembered
///   (`steppingWithPendingStep`); `stepFinished()` returns to `idle`.
/// - `steppingWithPendingStep`: `stepFinished()` tells the owner to run the next step
///   (`stepping`).
/// - `ended`: the sources ran out, or a source's end was forwarded as the result's.
/// - `disposed`: the subscription ended; steps release what finished and stop.
/// `dispose()` goes to `disposed` from every state, handing back the current source's
/// scope to release.
@frozen @usableFromInline
package struct ConcatStateMachine {
    /// Where the loop is (see the type's comment for the transitions).
    @frozen @usableFromInline
    package enum Lifecycle: Sendable, Equatable {
        /// No step runs: the current source runs, or nothing started yet.
        case idle
        /// A step runs; its caller owns the loop (and the sources' iterator).
        case stepping
        /// A step runs, and another one was requested meanwhile.
        case steppingWithPendingStep
        /// The result ended.
        case ended
        /// The subscription was disposed.
        case disposed
    }

    /// What a request for a step, or the end of a step, tells the caller to do.
    @frozen @usableFromInline
    package enum LoopAction: Sendable, Equatable {
        /// Run a step: the caller owns the loop.
        case runStep
        /// Nothing: the loop's owner runs the step (or there is no step to run).
        case none
    }

    /// What the owner does at the start of a step, outside the lock.
    @frozen @usableFromInline
    package enum StepAction: Equatable {
        /// Take the next source from the iterator (nil ends the result: see
        /// `sourcesExhausted()`), then release `finished`, then subscribe the source.
        case pullNextSource(finished: SubscriptionScope?)
        /// Release `finished` and stop: the subscription was disposed.
        case stop(finished: SubscriptionScope?)

        @inlinable
        package static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case let (.pullNextSource(a), .pullNextSource(b)), let (.stop(a), .stop(b)): return a === b
            default: return false
            }
        }
    }

    /// What the owner does at the end of the current source, outside the lock.
    @frozen @usableFromInline
    package enum SourceEndAction: Sendable, Equatable {
        /// Request the next step, then release the source if the step did not
        /// (`releaseIfStillFinished`).
        case moveToNextSource
        /// Forward the end as the result's, then release the source.
        case forwardEnd
    }

    @usableFromInline package private(set) var lifecycle = Lifecycle.idle
    /// The scope of the source subscribed last (released at disposal).
    @usableFromInline package private(set) var current: SubscriptionScope?
    /// A source that finished, released by the next step, before it subscribes the
    /// next source (RxSwift's order).
    @usableFromInline package private(set) var finished: SubscriptionScope?
    /// The error of the last source, kept in `catch(sequence:)` mode.
    @usableFromInline package private(set) var lastError: Swift.Error?
    /// `false`: `concat` (a completion moves on, an error ends the result). `true`:
    /// `catch(sequence:)` (an error moves on, a completion ends the result; when the
    /// sources run out, the last error ends it).
    @usableFromInline package let advancesOnError: Bool

    /// A machine in `idle`.
    /// - Parameter advancesOnError: `false` for `concat`, `true` for `catch(sequence:)`.
    @inlinable
    package init(advancesOnError: Bool) {
        self.advancesOnError = advancesOnError
    }

    /// A step is wanted (at the start, or after a source finished).
    @inlinable
    package mutating func requestStep() -> LoopAction {
        switch lifecycle {
        case .idle:
            lifecycle = .stepping
            return .runStep
        case .stepping:
            lifecycle = .steppingWithPendingStep
            return .none
        case .steppingWithPendingStep, .ended, .disposed:
            return .none
        }
    }

    /// The owner's step returned: runs the step requested meanwhile, if any.
    @inlinable
    package mutating func stepFinished() -> LoopAction {
        switch lifecycle {
        case .steppingWithPendingStep:
            lifecycle = .stepping
            return .runStep
        case .stepping:
            lifecycle = .idle
            return .none
        case .idle, .ended, .disposed:
            return .none
        }
    }

    /// A step starts: hands over the finished source to release.
    @inlinable
    package mutating func beginStep() -> StepAction {
        defer { finished = nil }
        if case .disposed = lifecycle { return .stop(finished: finished) }
        return .pullNextSource(finished: finished)
    }

    /// The iterator has no more sources: the result ends, with the last error in
    /// `catch(sequence:)` mode when there was one.
    @inlinable
    package mutating func sourcesExhausted() -> Termination {
        end()
        if let lastError { return .error(lastError) }
        return .completed
    }

    /// The next source is about to be subscribed with `scope`; `false` (do not
    /// subscribe it) once disposed.
    @inlinable
    package mutating func subscribing(_ scope: SubscriptionScope) -> Bool {
        if case .disposed = lifecycle { return false }
        current = scope
        return true
    }

    /// The source subscribed with `scope` completed.
    @inlinable
    package mutating func sourceCompleted(_ scope: SubscriptionScope) -> SourceEndAction {
        advancesOnError ? endResult() : moveOn(from: scope)
    }

    /// The source subscribed with `scope` failed with `error`.
    @inlinable
    package mutating func sourceFailed(_ scope: SubscriptionScope, _ error: Swift.Error) -> SourceEndAction {
        guard advancesOnError else { return endResult() }
        lastError = error
        return moveOn(from: scope)
    }

    @inlinable
    mutating func moveOn(from scope: SubscriptionScope) -> SourceEndAction {
        finished = scope
        return .moveToNextSource
    }

    @inlinable
    mutating func endResult() -> SourceEndAction {
        end()
        return .forwardEnd
    }

    /// The result ends (a disposed machine stays disposed).
    @inlinable
    mutating func end() {
        if case .disposed = lifecycle { return }
        lifecycle = .ended
    }

    /// After requesting the next step for the source of `scope`: the scope if no step
    /// took it yet (the step waits for the one still subscribing that source, or the
    /// subscription was disposed), to release now, before that step runs, as RxSwift's
    /// queued step finds it.
    @inlinable
    package mutating func releaseIfStillFinished(_ scope: SubscriptionScope) -> SubscriptionScope? {
        guard finished === scope else { return nil }
        finished = nil
        return scope
    }

    /// The subscription is disposed: returns the current source's scope, to release
    /// outside the lock.
    @inlinable
    package mutating func dispose() -> SubscriptionScope? {
        lifecycle = .disposed
        defer { current = nil }
        return current
    }
}
