/// The decisions of one `window` subscription: which window is open, how many elements
/// it has, and when it closes (full, its timer fired, or the source ended).
///
/// A value type with no lock and no calls out: `WindowSink` keeps it under its lock,
/// makes the windows' subjects (through the `newWindow` argument), sends to them,
/// schedules and delivers outside it. Outputs are offered to the delivery gate in the
/// section that decides them, so windows and the outer sink are called by one thread at
/// a time, in decision order. Generic over the window (a subject) so that its tests can
/// drive it with plain objects.
///
/// Each window has an id; its timer carries it, so a timer whose window was already
/// closed (it filled up, or the source ended) is stale and does nothing.
///
/// States (`Lifecycle`) and transitions:
/// - `open(windowId:)`: the `current` window takes the elements. `openFirst()` emits
///   the first window (once, at subscription). The `limit`-th element of a window, or
///   the current window's timer, rolls over: the window closes, the next one (id + 1)
///   opens and is emitted, and its timer starts. The source's end → `stopped`.
/// - `stopped`: the end reaches the open window, then the outer sequence. Everything
///   later does nothing.
@frozen @usableFromInline
package struct WindowStateMachine<Element, Window: AnyObject>: GatedState {
    /// Where the subscription is (see the type's comment).
    @frozen @usableFromInline
    package enum Lifecycle: Equatable {
        /// The window `windowId` (`current`) is open.
        case open(windowId: Int)
        /// The source ended.
        case stopped
    }

    /// A window closed by the source or the timer, and the one opened in its place.
    @frozen @usableFromInline
    package struct Rollover {
        /// The window to complete.
        @usableFromInline package let closed: Window
        /// The window to emit in its place.
        @usableFromInline package let opened: Window
        /// The opened window's id: the owner starts its timer.
        @usableFromInline package let windowId: Int
        @inlinable init(closed: Window, opened: Window, windowId: Int) {
            self.closed = closed
            self.opened = opened
            self.windowId = windowId
        }
    }

    /// What the owner delivers through the gate, outside its lock.
    @frozen @usableFromInline
    package enum Output {
        /// Emit the first window.
        case open(Window)
        /// Send an element to its window, then roll over if the window is full.
        case element(Window, Element, Rollover?)
        /// The timer closed the window: complete it, emit the next one, start its timer.
        case rollover(Rollover)
        /// End the open window, then the outer sequence.
        case end(Window, Termination)
    }

    /// The current state; window 0 is `first`, timed from subscription.
    @usableFromInline package private(set) var lifecycle = Lifecycle.open(windowId: 0)
    /// The open window (the last one, once stopped).
    @usableFromInline package private(set) var current: Window
    /// The elements the open window has taken.
    @usableFromInline package private(set) var elementCount = 0
    /// Serializes the outputs (`GatedState`).
    @usableFromInline package var delivery = DeliveryGate<Output>()
    /// The window opened at subscription, emitted by `openFirst()`.
    @usableFromInline package let first: Window
    /// How many elements fill a window.
    @usableFromInline package let limit: Int

    /// - Parameters:
    ///   - first: the window open from the start.
    ///   - limit: how many elements fill a window (greater than 0).
    @inlinable
    package init(first: Window, limit: Int) {
        self.first = first
        current = first
        self.limit = limit
    }

    /// Emits the first window, through the gate: a timer on another thread may already
    /// be rolling it over.
    @inlinable
    package mutating func openFirst() -> GateTurn<Output> {
        delivery.offer(.open(first))
    }

    /// The source sent `element`; `newWindow` makes the next window if this one is full.
    @inlinable
    package mutating func next(_ element: Element, newWindow: () -> Window) -> GateTurn<Output> {
        guard case .open(let windowId) = lifecycle else { return .none }
        let window = current
        elementCount += 1
        let rollover = elementCount >= limit ? roll(from: windowId, newWindow()) : nil
        return delivery.offer(.element(window, element, rollover))
    }

    /// The timer of window `windowId` fired; `newWindow` makes the next window.
    @inlinable
    package mutating func timerFired(_ windowId: Int, newWindow: () -> Window) -> GateTurn<Output> {
        guard case .open(let current) = lifecycle, current == windowId else { return .none }
        return delivery.offer(.rollover(roll(from: windowId, newWindow())))
    }

    /// The source ended: the open window ends, then the outer sequence (the owner also
    /// stops the timer).
    @inlinable
    package mutating func end(_ termination: Termination) -> GateTurn<Output> {
        guard case .open = lifecycle else { return .none }
        lifecycle = .stopped
        return delivery.offer(.end(current, termination))
    }

    /// Closes window `windowId` and opens `opened` in its place.
    @inlinable
    mutating func roll(from windowId: Int, _ opened: Window) -> Rollover {
        let closed = current
        current = opened
        elementCount = 0
        lifecycle = .open(windowId: windowId &+ 1)
        return Rollover(closed: closed, opened: opened, windowId: windowId &+ 1)
    }
}
