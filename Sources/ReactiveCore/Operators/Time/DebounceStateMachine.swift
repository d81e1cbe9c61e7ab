/// The decisions of one `debounce` subscription (RAC `-throttle:`), as a value: which
/// element waits for the quiet interval, and whether a timer that fires is still the
/// latest one.
///
/// States (`Lifecycle`) and transitions:
/// - `idle`: nothing waits. An element waits with a new timer id (`waiting`).
/// - `waiting(timer:element:)`: the element waits for timer `timer`. A newer element
///   replaces it with a new id; that timer's firing forwards it (`idle`), an older id's
///   firing is stale and dropped. An element that `delays` refuses (RAC's
///   `valuesPassingTest:`) drops it and is sent at once (`idle`). A completion forwards
///   it before the completion, an error drops it (`finished`).
/// - `finished`: the end went out or the subscription was disposed; everything is dropped.
///
/// No lock, no scheduler, no sink: the owner keeps it in a `Locked` and sends or
/// schedules as the returned action says.
@usableFromInline
package struct DebounceStateMachine<Element> {
    /// Where the subscription is (see the type's comment).
    @usableFromInline
    package enum Lifecycle {
        case idle
        case waiting(timer: UInt64, element: Element)
        case finished
    }

    /// What the owner does with an element that waits for the quiet interval.
    @usableFromInline
    package enum NextAction: Equatable {
        /// Set a timer with this id (it replaces the previous timer).
        case startTimer(id: UInt64)
        /// The sequence has ended.
        case drop
    }

    /// What the owner does with an element sent at once (`delays` returned false).
    @usableFromInline
    package enum PassAction: Equatable {
        /// Cancel the timer of the dropped waiting element, then send this one.
        case cancelTimerAndForward
        /// The sequence has ended.
        case drop
    }

    /// What the owner does when a timer fires.
    @usableFromInline
    package enum TimerAction {
        /// Send the waiting element: the timer is the latest one.
        case forward(Element)
        /// A newer element (or the end) replaced the one this timer was set for.
        case drop
    }

    /// What the owner does with the source's end (after cancelling the timer).
    @usableFromInline
    package enum EndAction {
        /// Send the end.
        case forward
        /// Send the waiting element, then the completion.
        case forwardWaitingThenEnd(Element)
        /// The sequence has already ended.
        case drop
    }

    @usableFromInline package private(set) var lifecycle: Lifecycle = .idle
    /// The id of the last timer set; each waiting element gets the next one.
    @usableFromInline package private(set) var lastTimer: UInt64 = 0

    @inlinable package init() {}

    /// The source sent an element that waits for the quiet interval.
    @inlinable
    package mutating func next(_ element: Element) -> NextAction {
        if case .finished = lifecycle { return .drop }
        lastTimer &+= 1
        lifecycle = .waiting(timer: lastTimer, element: element)
        return .startTimer(id: lastTimer)
    }

    /// The source sent an element that `delays` refused: it goes out at once.
    @inlinable
    package mutating func nextPassingThrough() -> PassAction {
        if case .finished = lifecycle { return .drop }
        lifecycle = .idle
        return .cancelTimerAndForward
    }

    /// Timer `id` fired.
    @inlinable
    package mutating func timerFired(id: UInt64) -> TimerAction {
        guard case .waiting(let timer, let element) = lifecycle, timer == id else { return .drop }
        lifecycle = .idle
        return .forward(element)
    }

    /// The source ended: a completion sends the waiting element first, an error drops it.
    @inlinable
    package mutating func end(_ termination: Termination) -> EndAction {
        let previous = lifecycle
        lifecycle = .finished
        switch (previous, termination) {
        case (.finished, _): return .drop
        case (.waiting(_, let element), .completed): return .forwardWaitingThenEnd(element)
        default: return .forward
        }
    }

    /// The subscription was disposed: the waiting element is released.
    @inlinable
    package mutating func dispose() {
        lifecycle = .finished
    }
}

extension DebounceStateMachine.TimerAction: Equatable where Element: Equatable {}
extension DebounceStateMachine.EndAction: Equatable where Element: Equatable {}
extension DebounceStateMachine.Lifecycle: Equatable where Element: Equatable {}
