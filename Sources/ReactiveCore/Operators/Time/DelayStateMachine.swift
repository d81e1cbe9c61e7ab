import Foundation

/// The decisions of one `delay` subscription, as a value: the events waiting with their
/// due dates, which one a timer delivers, and when an error goes out.
///
/// States (`Lifecycle`) and transitions:
/// - `idle`: no delivery runs; with `onePerFiring` (Rx) no timer is set either. An event
///   (an element or the completion) joins the queue: Rx sets the one timer for it
///   (`timerSet`) unless one is set; RAC sets a timer for each event, staying `idle`.
/// - `timerSet` (Rx): the timer is set for the first waiting event; more events queue.
/// - `delivering`: a timer took the first waiting event and delivers it. When it returns,
///   Rx sets the timer for the next waiting event (`timerSet`) or stops (`idle`); RAC
///   goes back to `idle`.
/// - `failing(error)`: an error arrived during a delivery: the waiting events were
///   dropped and the error goes out when the delivery returns (`failed`).
/// - `failed`: an error went out, at once when no delivery ran; the waiting events were
///   dropped, and every later input is dropped.
/// - `disposed`: the subscription was disposed; the waiting events were released.
///
/// No lock, no scheduler, no sink: the owner keeps it in a `Locked`, reads the clock,
/// delivers and sets the timers as the returned actions say.
@usableFromInline
package struct DelayStateMachine<Element> {
    /// How close to `now` a due date counts as due: due dates are `Date`s (seconds since
    /// 2001 in a Double), so `now + dueTime` can land a few hundred nanoseconds past the
    /// tick it was meant for on a virtual clock of fractional seconds (10 ms ticks), and
    /// would then wait a whole extra tick. A microsecond absorbs that rounding; on a real
    /// clock it is far below a timer's own precision.
    @inlinable package static var dueTolerance: TimeInterval { 0.000_001 }

    /// A waiting event.
    @usableFromInline
    package enum Item {
        case next(Element)
        case completed
    }

    /// Where the subscription is (see the type's comment).
    @usableFromInline
    package enum Lifecycle {
        case idle
        case timerSet
        case delivering
        case failing(Swift.Error)
        case failed
        case disposed
    }

    /// What the owner does after an event joined the queue.
    @usableFromInline
    package enum EnqueueAction: Equatable {
        /// Rx: set the one timer, `dueTime` from now.
        case startTimer
        /// RAC: set this event's own timer, `dueTime` from now.
        case startEventTimer
        /// Rx: the timer is already set (or a delivery will set it).
        case wait
        /// An error ended the sequence (or it was disposed): the event is dropped.
        case drop
    }

    /// What the owner does with an error from the source.
    @usableFromInline
    package enum ErrorAction: Equatable {
        /// Send it now (the waiting events were dropped).
        case forward
        /// A delivery runs: it sends the error when it returns.
        case waitForDelivery
        /// The sequence has already ended.
        case drop
    }

    /// What the owner does when a timer fires.
    @usableFromInline
    package enum TimerAction {
        /// Deliver this event, then report `deliveryFinished()`.
        case deliver(Item)
        /// Nothing waits.
        case none
    }

    /// What the owner does when a delivery has returned.
    @usableFromInline
    package enum AfterDeliveryAction {
        /// Nothing more to do now.
        case idle
        /// Rx: set the timer for the next waiting event, due at `due`.
        case startTimer(due: RxTime)
        /// Send the error that arrived during the delivery.
        case forwardError(Swift.Error)
    }

    /// Rx: one timer, each firing delivers one event; RAC: one timer per event.
    @usableFromInline let onePerFiring: Bool
    @usableFromInline package private(set) var lifecycle: Lifecycle = .idle
    /// The waiting events in arrival order, from `head` on (the prefix was delivered).
    @usableFromInline var queue: [(due: RxTime, item: Item)] = []
    @usableFromInline var head = 0

    /// - Parameter onePerFiring: Rx's one timer for the earliest event (`true`) or RAC's
    ///   timer per event (`false`).
    @inlinable
    package init(onePerFiring: Bool) { self.onePerFiring = onePerFiring }

    /// How many events wait.
    @inlinable package var waitingCount: Int { queue.count - head }

    /// The source sent an element or completed; the event is due at `due`.
    @inlinable
    package mutating func enqueue(_ item: Item, due: RxTime) -> EnqueueAction {
        switch lifecycle {
        case .failing, .failed, .disposed:
            return .drop
        case .idle, .timerSet, .delivering:
            queue.append((due, item))
            if !onePerFiring { return .startEventTimer }
            guard case .idle = lifecycle else { return .wait }
            lifecycle = .timerSet
            return .startTimer
        }
    }

    /// The source failed: the waiting events are dropped.
    @inlinable
    package mutating func fail(_ error: Swift.Error) -> ErrorAction {
        switch lifecycle {
        case .failing, .failed, .disposed:
            return .drop
        case .delivering:
            dropQueue()
            lifecycle = .failing(error)
            return .waitForDelivery
        case .idle, .timerSet:
            dropQueue()
            lifecycle = .failed
            return .forward
        }
    }

    /// A timer fired: takes the first waiting event (timers fire in the order their
    /// events arrived).
    @inlinable
    package mutating func timerFired() -> TimerAction {
        guard head < queue.count else {
            if case .timerSet = lifecycle { lifecycle = .idle }
            return .none
        }
        let item = queue[head].item
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        lifecycle = .delivering
        return .deliver(item)
    }

    /// The delivery of the taken event returned.
    @inlinable
    package mutating func deliveryFinished() -> AfterDeliveryAction {
        switch lifecycle {
        case .failing(let error):
            lifecycle = .failed
            return .forwardError(error)
        case .delivering:
            if onePerFiring, head < queue.count {
                lifecycle = .timerSet
                return .startTimer(due: queue[head].due)
            }
            lifecycle = .idle
            return .idle
        case .idle, .timerSet, .failed, .disposed:
            return .idle
        }
    }

    /// The subscription was disposed: the waiting events are released.
    @inlinable
    package mutating func dispose() {
        dropQueue()
        lifecycle = .disposed
    }

    @inlinable
    mutating func dropQueue() {
        queue.removeAll()
        head = 0
    }
}

extension DelayStateMachine.Item: Equatable where Element: Equatable {}
extension DelayStateMachine.TimerAction: Equatable where Element: Equatable {}
