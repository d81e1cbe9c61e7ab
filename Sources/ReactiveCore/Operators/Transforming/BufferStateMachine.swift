/// The decisions of one `buffer` subscription: what is collected, when a buffer is
/// emitted (full, its timer fired, or the source ended) and which timer runs.
///
/// A value type with no lock and no calls out: `BufferSink` keeps it under its lock,
/// and schedules, cancels timers and delivers outside it, as the actions say. Outputs
/// are offered to the delivery gate in the section that decides them, so they reach the
/// sink one at a time, in decision order.
///
/// Each timer closes one *window*, named by an id: a timer whose window is no longer the
/// current one is stale and does nothing, so a late timer cannot close a newer window.
///
/// States (`Lifecycle`) and transitions:
/// - `collecting(windowId:)`: elements are appended. The `limit`-th element emits the
///   buffer and opens the next window (`.periodic`: restarting the timer for it;
///   `.startedByFirstElement`: cancelling the running one). `.startedByFirstElement`:
///   an element entering an empty buffer opens a window and starts its timer. The
///   current window's timer emits the buffer and opens the next window (`.periodic`:
///   always, empty or not, and restarts the timer; `.startedByFirstElement`: only when
///   not empty). The source's end → `stopped`.
/// - `stopped`: the completion emits the last buffer (`.periodic`: even empty;
///   `.startedByFirstElement`: only when not empty) with the end; an error drops it.
///   Everything later does nothing.
@frozen @usableFromInline
package struct BufferStateMachine<Element>: GatedState {
    /// Where the subscription is (see the type's comment).
    @frozen @usableFromInline
    package enum Lifecycle: Equatable {
        /// Collecting into the window `windowId`.
        case collecting(windowId: Int)
        /// The source ended.
        case stopped
    }

    /// What the owner delivers through the gate, outside its lock.
    @frozen @usableFromInline
    package enum Output {
        /// Emit a buffer, then (`.periodic`) start the timer of window `restartTimer`.
        case emit([Element], restartTimer: Int?)
        /// Emit the last buffer if there is one, then end.
        case end([Element]?, Termination)
    }

    /// What the owner does after an element, outside its lock.
    @frozen @usableFromInline
    package enum NextAction {
        /// Nothing (collected, or stopped).
        case none
        /// `.startedByFirstElement`: the element opened window `windowId`: start its timer.
        case startTimer(windowId: Int)
        /// The buffer is full: carry out the turn (`cancelsTimer`, `.startedByFirstElement`:
        /// first cancel the running timer).
        case deliver(GateTurn<Output>, cancelsTimer: Bool)
    }

    /// The current state; window 0 is the one `.periodic` times from subscription.
    @usableFromInline package private(set) var lifecycle = Lifecycle.collecting(windowId: 0)
    /// The elements collected in the current window.
    @usableFromInline package private(set) var buffer: [Element] = []
    /// Serializes the outputs (`GatedState`).
    @usableFromInline package var delivery = DeliveryGate<Output>()
    /// How many elements fill a buffer.
    @usableFromInline package let limit: Int
    @usableFromInline package let timer: BufferTimer

    /// - Parameters:
    ///   - limit: how many elements fill a buffer (greater than 0).
    ///   - timer: how the timer runs (Rx `.periodic`, RAC `.startedByFirstElement`).
    @inlinable
    package init(limit: Int, timer: BufferTimer) {
        self.limit = limit
        self.timer = timer
    }

    /// The source sent `element`.
    @inlinable
    package mutating func next(_ element: Element) -> NextAction {
        guard case .collecting(let windowId) = lifecycle else { return .none }
        let wasEmpty = buffer.isEmpty
        buffer.append(element)
        if buffer.count >= limit {
            lifecycle = .collecting(windowId: windowId &+ 1)
            let periodic = timer == .periodic
            let turn = delivery.offer(.emit(takeBuffer(), restartTimer: periodic ? windowId &+ 1 : nil))
            return .deliver(turn, cancelsTimer: !periodic)
        }
        if timer == .startedByFirstElement, wasEmpty {
            lifecycle = .collecting(windowId: windowId &+ 1)
            return .startTimer(windowId: windowId &+ 1)
        }
        return .none
    }

    /// The timer of window `windowId` fired: returns the turn to carry out.
    @inlinable
    package mutating func timerFired(_ windowId: Int) -> GateTurn<Output> {
        guard case .collecting(let current) = lifecycle, current == windowId else { return .none }
        lifecycle = .collecting(windowId: current &+ 1)
        let collected = takeBuffer()
        switch timer {
        case .periodic:
            return delivery.offer(.emit(collected, restartTimer: current &+ 1))
        case .startedByFirstElement:
            return collected.isEmpty ? .none : delivery.offer(.emit(collected, restartTimer: nil))
        }
    }

    /// The source ended: returns the turn to carry out (the owner also stops the timer).
    @inlinable
    package mutating func end(_ termination: Termination) -> GateTurn<Output> {
        guard case .collecting = lifecycle else { return .none }
        lifecycle = .stopped
        let collected = takeBuffer()
        guard case .completed = termination else { return delivery.offer(.end(nil, termination)) }
        let last = timer == .periodic || !collected.isEmpty ? collected : nil
        return delivery.offer(.end(last, termination))
    }

    /// The buffer, leaving an empty one.
    @inlinable
    mutating func takeBuffer() -> [Element] {
        let collected = buffer
        buffer = []
        return collected
    }
}
