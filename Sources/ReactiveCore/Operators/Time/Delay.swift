import Foundation

/// `delay`: a `DelayQueue` keeps each element and the completion with its due date in a
/// `DelayStateMachine`; an error is sent at once and drops what waits (after the delivery
/// that runs, if one does; Docs/Semantics.md#delay).
///
/// `onePerFiring` (`Dialect.delaySendsOnePerFiring`) is the difference between the
/// dialects, for events that arrive together:
/// - Rx (`true`): one timer, for the earliest waiting event; a firing sends that event,
///   then the timer is set again for the next one (at once if it is already due), so
///   `1, 2, |` arriving at 210 with `delay(20)` on a test scheduler leave at 230, 231 and
///   232, as RxSwift's do.
/// - RAC (`false`): every event has its own timer, set when it arrives (as ReactiveObjC's
///   `-delay:` does), and each firing sends the first waiting event: 230, 230, 230.
extension Engine {
    /// Rx `delay(_:scheduler:)` (`dialect: .rx`), RAC `-delay:` (`dialect: .rac`); the
    /// dialect's `delaySendsOnePerFiring` is `onePerFiring` above.
    @inlinable
    package func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType, dialect: Dialect = .rx) -> Observable<Element> {
        let source = self.source
        let onePerFiring = dialect.delaySendsOnePerFiring
        return Observable.make { sink, scope in
            let queue = DelayQueue(sink: sink, scope: scope, dueTime: dueTime, scheduler: scheduler,
                                   onePerFiring: onePerFiring)
            scope.add(queue.timer)
            scope.add(queue.eventTimers)
            scope.onDispose { queue.state.withLock { $0.dispose() } }
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

/// The waiting events of one `delay` subscription and their timers.
///
/// Locking rule: `state` (the `DelayStateMachine`: the queue, whether a timer is set or a
/// delivery runs, an error waiting for it) is only reached under its lock. The clock is
/// read, events are delivered and the scheduler is called outside it.
@usableFromInline
final class DelayQueue<Element>: @unchecked Sendable {
    @usableFromInline typealias Machine = DelayStateMachine<Element>

    @usableFromInline let state: Locked<Machine>
    /// Rx: the one timer, for the earliest waiting event.
    @usableFromInline let timer = SerialDisposable()
    /// RAC: the timers of the events still waiting, one per event, so a delayed event is
    /// ordered with the other work of its tick by its arrival.
    @usableFromInline let eventTimers = CompositeDisposable()
    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(sink: EventSink<Element>, scope: SubscriptionScope, dueTime: RxTimeInterval, scheduler: SchedulerType,
         onePerFiring: Bool) {
        self.state = Locked(Machine(onePerFiring: onePerFiring))
        self.sink = sink
        self.scope = scope
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    @inlinable func next(_ element: Element) { enqueue(.next(element)) }

    @inlinable
    func end(_ termination: Termination) {
        switch termination {
        case .completed:
            enqueue(.completed)
        case .error(let error):
            switch state.withLock({ $0.fail(error) }) {
            case .forward: sink.end(.error(error))
            case .waitForDelivery, .drop: break
            }
        }
    }

    @inlinable
    func enqueue(_ item: Machine.Item) {
        if scope.isDisposed { return }
        let due = scheduler.now.addingDispatchInterval(dueTime)
        switch state.withLock({ $0.enqueue(item, due: due) }) {
        case .startTimer:
            schedule(after: dueTime)
        case .startEventTimer:
            // The slot is inserted before the scheduler is called, so a timer that fires
            // at once can remove it.
            let slot = SingleAssignmentDisposable()
            guard let key = eventTimers.insert(slot) else { return }
            slot.setDisposable(scheduler.scheduleRelative(self, dueTime: dueTime) { queue in
                queue.eventTimers.remove(for: key)
                queue.eventTimerFired()
                return Disposables.create()
            })
        case .wait, .drop:
            break
        }
    }

    /// Sets the timer. The slot goes into `timer` before the scheduler is called: on a
    /// concurrent scheduler the firing can run, and set the timer again, before
    /// `scheduleRelative` returns, and storing its result afterwards would then cancel
    /// that newer timer (the events waiting for it were lost).
    @inlinable
    func schedule(after interval: RxTimeInterval) {
        let slot = SingleAssignmentDisposable()
        timer.disposable = slot
        slot.setDisposable(scheduler.scheduleRelative(self, dueTime: interval) { queue in
            queue.timerFired()
            return Disposables.create()
        })
    }

    /// Rx: the one timer fired: delivers the first waiting event, then sets the timer for
    /// the next one (or sends an error that arrived meanwhile).
    @inlinable
    func timerFired() {
        if scope.isDisposed { return }
        guard case .deliver(let item) = state.withLock({ $0.timerFired() }) else { return }
        if !scope.isDisposed { deliver(item) }
        let action = state.withLock { $0.deliveryFinished() }
        if scope.isDisposed { return }
        switch action {
        case .idle:
            break
        case .startTimer(let due):
            let now = scheduler.now.addingTimeInterval(Machine.dueTolerance)
            let remaining = due.timeIntervalSince(now) + Machine.dueTolerance
            schedule(after: .fromSeconds(Swift.max(0, remaining)))
        case .forwardError(let error):
            sink.end(.error(error))
        }
    }

    /// RAC: one event's timer fired: delivers the first waiting event (timers fire in the
    /// order their events arrived), then an error that arrived during the delivery.
    @inlinable
    func eventTimerFired() {
        if scope.isDisposed { return }
        guard case .deliver(let item) = state.withLock({ $0.timerFired() }) else { return }
        deliver(item)
        if case .forwardError(let error) = state.withLock({ $0.deliveryFinished() }) {
            sink.end(.error(error))
        }
    }

    @inlinable
    func deliver(_ item: Machine.Item) {
        switch item {
        case .next(let element): sink.next(element)
        case .completed: sink.completed()
        }
    }
}
