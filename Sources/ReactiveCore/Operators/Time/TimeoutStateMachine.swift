/// The decisions of one `timeout` subscription, as a value: whether the source's event or
/// the deadline comes first.
///
/// States (`Lifecycle`) and transitions:
/// - `running(deadline:)`: the source runs; `deadline` is the id of the current timer
///   (0 for the one set at subscription). An element is forwarded; with
///   `.betweenElements` (Rx) it also starts a new deadline, whose id replaces the old one.
///   The source's end is forwarded (`sourceEnded`). The current deadline's timer firing
///   ends the source and fails or switches to the fallback (`timedOut`); an older id's
///   firing is stale and dropped.
/// - `sourceEnded`, `timedOut`, `disposed`: final; every input is dropped.
///
/// No lock, no scheduler, no sink: the owner keeps it in a `Locked` and forwards,
/// schedules or switches as the returned action says.
@usableFromInline
package struct TimeoutStateMachine: Sendable {
    /// Where the subscription is (see the type's comment).
    @usableFromInline
    package enum Lifecycle: Equatable, Sendable {
        case running(deadline: Int)
        case sourceEnded
        case timedOut
        case disposed
    }

    /// What the owner does with an element from the source.
    @usableFromInline
    package enum NextAction: Equatable, Sendable {
        /// Send it; the deadline is unchanged (`.wholeSequence`).
        case forward
        /// Send it, then set the timer for the new deadline `deadline` (`.betweenElements`).
        case forwardAndRestartTimer(deadline: Int)
        /// The deadline passed (or the sequence ended): drop it.
        case drop
    }

    /// What the owner does with the source's end.
    @usableFromInline
    package enum EndAction: Equatable, Sendable {
        /// Cancel the timer and send the end.
        case cancelTimerAndForward
        /// The deadline passed first: drop it.
        case drop
    }

    /// What the owner does when a deadline's timer fires.
    @usableFromInline
    package enum TimerAction: Equatable, Sendable {
        /// Stale (a newer deadline replaced it) or the sequence ended.
        case drop
        /// Release the source and send the timeout error.
        case fail
        /// Release the source and subscribe the fallback in its place.
        case switchToFallback
    }

    /// What a deadline measures (Rx: each gap; RAC: the whole sequence).
    @usableFromInline let mode: TimeoutMode
    /// Whether a fallback sequence replaces the source at the deadline (Rx's `other:`).
    @usableFromInline let hasFallback: Bool
    @usableFromInline package private(set) var lifecycle: Lifecycle = .running(deadline: 0)

    /// - Parameters:
    ///   - mode: what a deadline measures.
    ///   - hasFallback: whether a fallback replaces the source at the deadline.
    @inlinable
    package init(mode: TimeoutMode, hasFallback: Bool) {
        self.mode = mode
        self.hasFallback = hasFallback
    }

    /// The source sent an element.
    @inlinable
    package mutating func next() -> NextAction {
        guard case .running(let deadline) = lifecycle else { return .drop }
        if mode == .wholeSequence { return .forward }
        lifecycle = .running(deadline: deadline &+ 1)
        return .forwardAndRestartTimer(deadline: deadline &+ 1)
    }

    /// The source ended.
    @inlinable
    package mutating func end() -> EndAction {
        guard case .running = lifecycle else { return .drop }
        lifecycle = .sourceEnded
        return .cancelTimerAndForward
    }

    /// The timer of deadline `id` fired.
    @inlinable
    package mutating func timerFired(deadline id: Int) -> TimerAction {
        guard case .running(let current) = lifecycle, current == id else { return .drop }
        lifecycle = .timedOut
        return hasFallback ? .switchToFallback : .fail
    }

    /// The subscription was disposed.
    @inlinable
    package mutating func dispose() {
        lifecycle = .disposed
    }
}
