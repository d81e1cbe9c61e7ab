import Foundation

/// The decisions of one Rx `throttle` subscription, as a value: when an element goes out
/// at once, when one is held for the end of its window, and when the end goes out.
///
/// States (`Lifecycle`) and transitions:
/// - `open`: nothing held. An element after the window of the last one sent is forwarded
///   (`open`); one inside the window is dropped, or, with `latest`, held with a timer for
///   the window's end (`holding`).
/// - `holding(element)`: the latest element inside the window waits for the timer. A
///   newer one inside the window replaces it (`hold`); one after the window is forwarded
///   and the held one dropped (`open`). The timer forwards the held element (`open`); a
///   completion waits for it (`completing`); an error drops it (`finished`).
/// - `completing(element)`: the source completed while an element was held; the timer
///   forwards it, then the completion (`finished`). An error drops both.
/// - `finished`: the end went out (or the subscription was disposed); every input is
///   dropped.
///
/// No lock, no scheduler, no sink: the owner keeps it in a `Locked`, passes the clock's
/// `now`, and sends, holds or schedules as the returned action says.
@usableFromInline
package struct ThrottleStateMachine<Element> {
    /// Where the subscription is (see the type's comment).
    @usableFromInline
    package enum Lifecycle {
        case open
        case holding(Element)
        case completing(Element)
        case finished
    }

    /// What the owner does with an element it received.
    @usableFromInline
    package enum NextAction: Equatable {
        /// Send it now: its window has closed.
        case forward
        /// Drop it (inside the window without `latest`, or after the end).
        case drop
        /// It replaced the held element; the timer already runs.
        case hold
        /// It is held: set the timer for the window's end, `nanoseconds` from now.
        case holdAndStartTimer(nanoseconds: Int)
    }

    /// What the owner does when the window's timer fires.
    @usableFromInline
    package enum TimerAction {
        /// Nothing is held (a later element went out, or the sequence ended).
        case none
        /// Send the held element.
        case forward(Element)
        /// Send the held element, then the completion that waited for it.
        case forwardThenComplete(Element)
    }

    /// What the owner does with the source's end.
    @usableFromInline
    package enum EndAction: Equatable {
        /// Send the end now.
        case forward
        /// A completion waits for the held element (the timer sends both).
        case waitForHeld
        /// The sequence has already ended.
        case drop
    }

    /// The window, in nanoseconds (`Int.max`: never closes).
    @usableFromInline let window: Int
    /// Rx's `latest`: hold the last element received inside a window for its end.
    @usableFromInline let latest: Bool
    @usableFromInline package private(set) var lifecycle: Lifecycle = .open
    /// When the last element was sent; its window runs from there.
    @usableFromInline package private(set) var lastSent: Date?

    /// - Parameters:
    ///   - window: the window after each sent element, in nanoseconds.
    ///   - latest: whether an element inside a window is held for its end.
    @inlinable
    package init(window: Int, latest: Bool) {
        self.window = window
        self.latest = latest
    }

    /// The source sent an element at `now`.
    @inlinable
    package mutating func next(_ element: Element, now: Date) -> NextAction {
        switch lifecycle {
        case .completing, .finished: return .drop
        case .open, .holding: break
        }
        var remaining = 0
        if let lastSent {
            let elapsed = Int((now.timeIntervalSince(lastSent) * 1_000_000_000).rounded())
            remaining = window == .max ? .max : window - elapsed
        }
        if remaining <= 0 {
            lifecycle = .open
            lastSent = now
            return .forward
        }
        if !latest { return .drop }
        let timerRunning: Bool
        if case .holding = lifecycle { timerRunning = true } else { timerRunning = false }
        lifecycle = .holding(element)
        return timerRunning ? .hold : .holdAndStartTimer(nanoseconds: remaining)
    }

    /// The window's timer fired at `now`.
    @inlinable
    package mutating func windowClosed(now: Date) -> TimerAction {
        switch lifecycle {
        case .open, .finished:
            return .none
        case .holding(let element):
            lifecycle = .open
            lastSent = now
            return .forward(element)
        case .completing(let element):
            lifecycle = .finished
            lastSent = now
            return .forwardThenComplete(element)
        }
    }

    /// The source ended.
    @inlinable
    package mutating func end(_ termination: Termination) -> EndAction {
        switch (lifecycle, termination) {
        case (.finished, _):
            return .drop
        case (.holding(let element), .completed), (.completing(let element), .completed):
            lifecycle = .completing(element)
            return .waitForHeld
        default:
            lifecycle = .finished
            return .forward
        }
    }

    /// The subscription was disposed: the held element is released.
    @inlinable
    package mutating func dispose() {
        lifecycle = .finished
    }
}

extension ThrottleStateMachine.TimerAction: Equatable where Element: Equatable {}
extension ThrottleStateMachine.Lifecycle: Equatable where Element: Equatable {}
