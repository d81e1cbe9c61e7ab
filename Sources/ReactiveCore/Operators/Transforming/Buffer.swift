/// `buffer`: collects elements into arrays, emitted when a time window closes or when
/// `count` elements are in (whichever comes first).
///
/// Rx (`timer: .periodic`), timeSpan 100, count 3, subscribed at 200:
/// ```
/// source: ---1--2--------------------|     (1@210, 2@220, |@470)
/// result: ----------[1,2]-----[]-----([]|)  ([1,2]@300, []@400, []@470, |@470)
/// ```
/// RAC (`timer: .startedByFirstElement`), same input: `[1,2]@310, |@470` (Docs/Semantics.md#buffer-with-time).
///
/// Completion emits what is buffered, then completes; an error discards the buffer.
extension Engine {
    /// Rx `buffer(timeSpan:count:scheduler:)`; with `timer: .startedByFirstElement`
    /// and `count: .max`, RAC `-bufferWithTime:onScheduler:`.
    ///
    /// `count` must be greater than 0 (a precondition naming the operator).
    @inlinable
    package func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, timer: BufferTimer = .periodic) -> Observable<[Element]> {
        precondition(count > 0, "buffer(timeSpan:count:scheduler:): count must be greater than 0 (got \(count))")
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

/// The state of one `buffer` subscription, fed by the source and by the timer.
///
/// Locking rule: `state` guards the buffer, the window id, the stopped flag and the
/// delivery gate. The sink, the scheduler and `timer` are called outside it; outputs go
/// through the delivery gate, so the sink is called by one thread at a time, in decision
/// order. A timer whose window id is no longer current does nothing, so a late timer
/// cannot close a newer window.
@usableFromInline
package final class BufferSink<Element>: @unchecked Sendable {
    @usableFromInline
    enum Output {
        /// Emit a buffer, then (periodic mode) open window `restartTimer`.
        case emit([Element], restartTimer: Int?)
        /// Emit the last buffer if there is one, then end.
        case end([Element]?, Termination)
    }

    @usableFromInline
    struct State: GatedState {
        @usableFromInline var buffer: [Element] = []
        @usableFromInline var windowId = 0
        @usableFromInline var stopped = false
        @usableFromInline var delivery = DeliveryGate<Output>()
        @inlinable init() {}
    }

    @usableFromInline let state = Locked(State())
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline let sink: EventSink<[Element]>
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let count: Int
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let mode: BufferTimer

    @inlinable
    init(_ sink: EventSink<[Element]>, _ scope: SubscriptionScope, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, timer: BufferTimer) {
        self.sink = sink
        self.scope = scope
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        self.mode = timer
    }

    /// Schedules the close of window `windowId`.
    @inlinable func startTimer(_ windowId: Int) {
        if timer.isDisposed { return }
        // The slot is in place before scheduling, so a timer that fires at once and
        // starts the next one cannot be overwritten by this one.
        let slot = SingleAssignmentDisposable()
        timer.disposable = slot
        slot.setDisposable(scheduler.scheduleRelative(windowId, dueTime: timeSpan) { [self] windowId in
            timerFired(windowId)
            return Disposables.create()
        })
    }

    @inlinable func timerFired(_ windowId: Int) {
        let output = state.withLock { state -> GateTurn<Output> in
            guard !state.stopped, state.windowId == windowId else { return .none }
            state.windowId &+= 1
            let buffer = state.buffer
            state.buffer = []
            switch mode {
            case .periodic:
                return state.delivery.offer(.emit(buffer, restartTimer: state.windowId))
            case .startedByFirstElement:
                return buffer.isEmpty ? .none : state.delivery.offer(.emit(buffer, restartTimer: nil))
            }
        }
        deliver(output)
    }

    @inlinable func next(_ element: Element) {
        var startTimerId: Int?
        var cancelTimer = false
        let output = state.withLock { state -> GateTurn<Output> in
            if state.stopped { return .none }
            let wasEmpty = state.buffer.isEmpty
            state.buffer.append(element)
            if state.buffer.count >= count {
                state.windowId &+= 1
                let buffer = state.buffer
                state.buffer = []
                cancelTimer = mode == .startedByFirstElement
                return state.delivery.offer(.emit(buffer, restartTimer: mode == .periodic ? state.windowId : nil))
            }
            if mode == .startedByFirstElement, wasEmpty {
                state.windowId &+= 1
                startTimerId = state.windowId
            }
            return .none
        }
        // One-shot timers are only started and cancelled here, by the one source
        // thread, so a cancellation never hits a newer timer. (A stale timer that still
        // fires does nothing: its window id is no longer current.)
        if cancelTimer { timer.disposable = Disposables.create() }
        if let startTimerId { startTimer(startTimerId) }
        deliver(output)
    }

    @inlinable func end(_ termination: Termination) {
        let output = state.withLock { state -> GateTurn<Output> in
            if state.stopped { return .none }
            state.stopped = true
            let buffer = state.buffer
            state.buffer = []
            guard case .completed = termination else { return state.delivery.offer(.end(nil, termination)) }
            let last = mode == .periodic || !buffer.isEmpty ? buffer : nil
            return state.delivery.offer(.end(last, termination))
        }
        timer.dispose()
        deliver(output)
    }

    @inlinable func deliver(_ turn: GateTurn<Output>) { state.act(turn, perform: perform) }

    @inlinable func perform(_ output: Output) {
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
