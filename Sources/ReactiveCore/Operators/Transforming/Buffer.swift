/// `buffer`: collects elements into arrays under a lock, sent when a timer closes the
/// window or `count` elements are in.
///
/// How the timer runs is the one difference between the dialects (`Dialect.bufferTimer`,
/// Docs/Semantics.md#buffer-with-time): Rx's `.periodic` opens a window at subscription
/// and after each emission and sends empty buffers; RAC's `.startedByFirstElement` starts
/// a one-shot timer at the first element of an empty buffer and never sends one empty.
/// Both send the buffer at completion and drop it at an error.
extension Engine {
    /// Rx `buffer(timeSpan:count:scheduler:)` (`dialect: .rx`); with `dialect: .rac`
    /// (its `bufferTimer` is `.startedByFirstElement`) and `count: .max`, RAC
    /// `-bufferWithTime:onScheduler:`.
    ///
    /// `count` must be greater than 0 (a precondition naming the operator).
    @inlinable
    package func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, dialect: Dialect = .rx) -> Observable<[Element]> {
        precondition(count > 0, "buffer(timeSpan:count:scheduler:): count must be greater than 0 (got \(count))")
        let timer = dialect.bufferTimer
        let source = self.source
        return Observable.make { sink, scope in
            let buffer = BufferSink(sink, scope, timeSpan: timeSpan, count: count, scheduler: scheduler, timer: timer)
            scope.add(buffer.timer)
            // Rx opens the first window at subscription, before subscribing the source.
            if timer == .periodic { buffer.startTimer(0) }
            source.subscribeEngine(EventSink(next: buffer.next, end: buffer.end), scope)
        }
    }
}

/// How a timed buffer's timer runs: the one behavioral parameter between Rx's
/// `buffer` and RAC's `bufferWithTime:` (Docs/Semantics.md#buffer-with-time).
@usableFromInline
package enum BufferTimer: Sendable {
    /// Rx: a window of `timeSpan` opens at subscription and again after each emitted
    /// buffer (a full buffer restarts it); every window closes with an emission, empty
    /// or not, and completion emits the last (possibly empty) buffer.
    case periodic
    /// RAC: a one-shot timer starts when an element enters an empty buffer, so a buffer
    /// is never emitted empty, completion included.
    case startedByFirstElement
}

/// The owner of one `buffer` subscription, fed by the source and by the timer: its
/// `BufferStateMachine` decides, this class acts.
///
/// Locking rule: `state` (the machine: the buffer, the window id, the lifecycle and the
/// delivery gate) is only reached under its lock. The sink, the scheduler and `timer`
/// are called outside it; outputs go through the delivery gate, so the sink is called by
/// one thread at a time, in decision order.
@usableFromInline
package final class BufferSink<Element>: @unchecked Sendable {
    @usableFromInline typealias StateMachine = BufferStateMachine<Element>

    @usableFromInline let state: Locked<StateMachine>
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline let sink: EventSink<[Element]>
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(_ sink: EventSink<[Element]>, _ scope: SubscriptionScope, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, timer: BufferTimer) {
        state = Locked(StateMachine(limit: count, timer: timer))
        self.sink = sink
        self.scope = scope
        self.timeSpan = timeSpan
        self.scheduler = scheduler
    }

    /// Schedules the close of window `windowId`.
    @inlinable func startTimer(_ windowId: Int) {
        if timer.isDisposed { return }
        // The slot is in place before scheduling, so a timer that fires at once and
        // starts the next one cannot be overwritten by this one.
        let slot = SingleAssignmentDisposable()
        timer.disposable = slot
        slot.setDisposable(scheduler.scheduleRelative(windowId, dueTime: timeSpan) { [self] windowId in
            deliver(state.withLock { $0.timerFired(windowId) })
            return Disposables.create()
        })
    }

    @inlinable func next(_ element: Element) {
        // One-shot timers are only started and cancelled here, by the one source
        // thread, so a cancellation never hits a newer timer. (A stale timer that still
        // fires does nothing: its window id is no longer current.)
        switch state.withLock({ $0.next(element) }) {
        case .none:
            break
        case .startTimer(let windowId):
            startTimer(windowId)
        case .deliver(let turn, let cancelsTimer):
            if cancelsTimer { timer.disposable = Disposables.create() }
            deliver(turn)
        }
    }

    @inlinable func end(_ termination: Termination) {
        let turn = state.withLock { $0.end(termination) }
        timer.dispose()
        deliver(turn)
    }

    @inlinable func deliver(_ turn: GateTurn<StateMachine.Output>) { state.act(turn, perform: perform) }

    @inlinable func perform(_ output: StateMachine.Output) {
        if scope.isDisposed { return }
        switch output {
        case .emit(let buffer, let restartTimer):
            sink.next(buffer)
            if let restartTimer { startTimer(restartTimer) }
        case .end(let buffer, let termination):
            if let buffer { sink.next(buffer) }
            if !scope.isDisposed { sink.end(termination) }
        }
    }
}
