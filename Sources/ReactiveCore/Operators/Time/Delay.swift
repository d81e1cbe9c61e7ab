import Foundation

/// `delay`: a `DelayQueue` holds each element and the completion with its due date and
/// one timer for the earliest; an error is sent at once and drops what waits
/// (Docs/Semantics.md#delay).
///
/// `onePerFiring` is the difference between the dialects, for events that arrive
/// together:
/// - Rx (`true`): one timer firing sends one event, then the timer is set again for the
///   next one (at once if it is already due), so `1, 2, |` arriving at 210 with
///   `delay(20)` on a test scheduler leave at 230, 231 and 232, as RxSwift's do.
/// - RAC (`false`): every event has its own timer, so a firing sends all that are due:
///   230, 230, 230.
extension Engine {
    /// Rx `delay(_:scheduler:)`, RAC `-delay:`. `onePerFiring`: see above.
    @inlinable
    package func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType, onePerFiring: Bool = true) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let queue = DelayQueue(sink: sink, scope: scope, dueTime: dueTime, scheduler: scheduler,
                                   onePerFiring: onePerFiring)
            scope.add(queue.timer)
            scope.add(queue.eventTimers)
            // The source is released at its own end, not at the delayed one: RxSwift's
            // delay does so, and so does RAC's (its inner subscriber disposes itself).
            let sourceScope = scope.child()
            source.subscribeEngine(EventSink(next: queue.next, end: { termination in
                sourceScope.dispose()
                queue.end(termination)
            }), sourceScope)
        }
    }
}

/// The waiting events of one `delay` subscription, with one timer for the earliest.
///
/// Locking rule: `state` (the queue, the timer and delivery flags, a held-back error)
/// is only reached under its lock; `batch` belongs to the one running drain (the timer
/// is set only while no drain runs). Events are delivered and the scheduler is called
/// outside the lock.
@usableFromInline
final class DelayQueue<Element>: @unchecked Sendable {
    /// How close to `now` a due date counts as due (see `drain()`).
    @inlinable static var dueTolerance: TimeInterval { 0.000_001 }

    @usableFromInline
    enum Item {
        case next(Element)
        case completed
    }

    @usableFromInline
    struct State {
        @usableFromInline var pending: [(due: RxTime, item: Item)] = []
        @usableFromInline var head = 0
        /// A timer is set or a drain is running.
        @usableFromInline var isActive = false
        /// A drain is delivering: an error must wait for it.
        @usableFromInline var isDelivering = false
        @usableFromInline var heldError: Swift.Error?
        /// An error was received: later events are dropped.
        @usableFromInline var isStopped = false
        @inlinable init() {}
    }

    @usableFromInline
    enum Step {
        case deliver
        case wait(RxTimeInterval)
        case idle
        case error(Swift.Error)
    }

    @usableFromInline let state = Locked(State())
    @usableFromInline @exclusivity(unchecked) var batch: [Item] = []
    @usableFromInline let timer = SerialDisposable()
    /// RAC: the timers of the events still waiting, one per event, each set when its
    /// event arrives (as ReactiveObjC's `-delay:` does), so a delayed event is ordered
    /// with the other work of its tick by its arrival; `timer` is Rx's only.
    @usableFromInline let eventTimers = CompositeDisposable()
    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    /// A firing sends one event and sets the timer again for the rest (Rx), instead of
    /// sending every event that is due (RAC).
    @usableFromInline let onePerFiring: Bool

    @inlinable
    init(sink: EventSink<Element>, scope: SubscriptionScope, dueTime: RxTimeInterval, scheduler: SchedulerType,
         onePerFiring: Bool) {
        self.sink = sink
        self.scope = scope
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.onePerFiring = onePerFiring
    }

    @inlinable func next(_ element: Element) { enqueue(.next(element)) }

    @inlinable
    func end(_ termination: Termination) {
        switch termination {
        case .completed:
            enqueue(.completed)
        case .error(let error):
            let sendNow = state.withLock { state -> Bool in
                if state.isStopped { return false }
                state.isStopped = true
                state.pending.removeAll()
                state.head = 0
                if state.isDelivering {
                    state.heldError = error
                    return false
                }
                return true
            }
            if sendNow { sink.end(.error(error)) }
        }
    }

    @inlinable
    func enqueue(_ item: Item) {
        if scope.isDisposed { return }
        let due = scheduler.now.addingDispatchInterval(dueTime)
        let onePerFiring = self.onePerFiring
        let start = state.withLock { state -> Bool in
            if state.isStopped { return false }
            state.pending.append((due, item))
            if onePerFiring {
                if state.isActive { return false }
                state.isActive = true
            }
            return true
        }
        if !start { return }
        if onePerFiring { return schedule(after: dueTime) }
        // RAC: this event's own timer. The slot is inserted before the scheduler is called,
        // so a timer that fires at once can remove it.
        let slot = SingleAssignmentDisposable()
        guard let key = eventTimers.insert(slot) else { return }
        slot.setDisposable(scheduler.scheduleRelative(self, dueTime: dueTime) { queue in
            queue.eventTimers.remove(for: key)
            queue.sendFirst()
            return Disposables.create()
        })
    }

    /// RAC: one event's timer fired; sends the first waiting event (timers fire in the
    /// order their events arrived), then an error that arrived during the delivery.
    @inlinable
    func sendFirst() {
        if scope.isDisposed { return }
        let first = state.withLock { state -> Item? in
            guard state.head < state.pending.count else { return nil }
            let item = state.pending[state.head].item
            state.head += 1
            if state.head == state.pending.count {
                state.pending.removeAll(keepingCapacity: true)
                state.head = 0
            }
            state.isDelivering = true
            return item
        }
        guard let first else { return }
        switch first {
        case .next(let element): sink.next(element)
        case .completed: sink.completed()
        }
        let heldError = state.withLock { state -> Swift.Error? in
            state.isDelivering = false
            defer { state.heldError = nil }
            return state.heldError
        }
        if let heldError { sink.end(.error(heldError)) }
    }

    /// Sets the timer. The slot goes into `timer` before the scheduler is called: on a
    /// concurrent scheduler the new drain can run, and set the timer again, before
    /// `scheduleRelative` returns, and storing its result afterwards would then cancel
    /// that newer timer (the events waiting for it were lost).
    @inlinable
    func schedule(after interval: RxTimeInterval) {
        let slot = SingleAssignmentDisposable()
        timer.disposable = slot
        slot.setDisposable(scheduler.scheduleRelative(self, dueTime: interval) { queue in
            queue.drain()
            return Disposables.create()
        })
    }

    /// Delivers what is due (only the first waiting event when `onePerFiring`: the timer
    /// was set for it), then sets the timer for the next waiting event.
    @inlinable
    func drain() {
        let onePerFiring = self.onePerFiring
        var hasDelivered = false
        while !scope.isDisposed {
            // Due dates are `Date`s (seconds since 2001 in a Double), so `now + dueTime`
            // can land a few hundred nanoseconds past the date of the tick it was meant
            // for on a virtual clock of fractional seconds (10 ms ticks), and would then
            // wait a whole extra tick. A microsecond of tolerance absorbs that rounding;
            // on a real clock it is far below a timer's own precision.
            let now = scheduler.now.addingTimeInterval(DelayQueue.dueTolerance)
            let step = state.withLock { state -> Step in
                if let error = state.heldError {
                    state.heldError = nil
                    return .error(error)
                }
                var index = state.head
                if onePerFiring {
                    if !hasDelivered, index < state.pending.count {
                        batch.append(state.pending[index].item)
                        index += 1
                    }
                } else {
                    while index < state.pending.count, state.pending[index].due <= now {
                        batch.append(state.pending[index].item)
                        index += 1
                    }
                }
                state.head = index
                if state.head == state.pending.count {
                    state.pending.removeAll(keepingCapacity: true)
                    state.head = 0
                }
                if !batch.isEmpty {
                    state.isDelivering = true
                    return .deliver
                }
                if state.head < state.pending.count {
                    let remaining = state.pending[state.head].due.timeIntervalSince(now) + DelayQueue.dueTolerance
                    return .wait(.fromSeconds(Swift.max(0, remaining)))
                }
                state.isActive = false
                return .idle
            }
            switch step {
            case .deliver:
                for item in batch {
                    if scope.isDisposed { break }
                    switch item {
                    case .next(let element): sink.next(element)
                    case .completed: sink.completed()
                    }
                }
                batch.removeAll(keepingCapacity: true)
                hasDelivered = true
                state.withLock { $0.isDelivering = false }
            case .wait(let interval):
                return schedule(after: interval)
            case .idle:
                return
            case .error(let error):
                return sink.end(.error(error))
            }
        }
    }
}
