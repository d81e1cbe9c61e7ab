/// `buffer`: collects elements into arrays, emitted when a time window closes or when
/// `count` elements are in (whichever comes first).
///
/// Rx (`timer: .periodic`), timeSpan 100, count 3, subscribed at 200:
/// ```
/// source: ---1--2--------------------|     (1@210, 2@220, |@470)
/// result: ----------[1,2]-----[]-----([]|)  ([1,2]@300, []@400, []@470, |@470)
/// ```
/// RAC (`timer: .startedByFirstElement`), same input: `[1,2]@310, |@470` (SEMANTICS P21).
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
/// `buffer` and RAC's `bufferWithTime:` (SEMANTICS P21).
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
/// Locking rule: `state` guards the buffer, the window id and the stopped flag. The
/// sink, the scheduler and `timer` are called outside it. A timer whose window id is
/// no longer current does nothing, so a late timer cannot close a newer window.
@usableFromInline
package final class BufferSink<Element>: @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var buffer: [Element] = []
        @usableFromInline var windowId = 0
        @usableFromInline var stopped = false
        @inlinable init() {}
    }

    @usableFromInline
    enum Action {
        case none
        case emit([Element], windowId: Int)
        case startTimer(windowId: Int)
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
        let closed = state.withLock { state -> (buffer: [Element], nextId: Int)? in
            guard !state.stopped, state.windowId == windowId else { return nil }
            state.windowId &+= 1
            let buffer = state.buffer
            state.buffer = []
            return (buffer, state.windowId)
        }
        guard let closed, !scope.isDisposed else { return }
        switch mode {
        case .periodic:
            sink.next(closed.buffer)
            startTimer(closed.nextId)
        case .startedByFirstElement:
            if !closed.buffer.isEmpty { sink.next(closed.buffer) }
        }
    }

    @inlinable func next(_ element: Element) {
        let action = state.withLock { state -> Action in
            if state.stopped { return .none }
            let wasEmpty = state.buffer.isEmpty
            state.buffer.append(element)
            if state.buffer.count >= count {
                state.windowId &+= 1
                let buffer = state.buffer
                state.buffer = []
                return .emit(buffer, windowId: state.windowId)
            }
            if mode == .startedByFirstElement, wasEmpty {
                state.windowId &+= 1
                return .startTimer(windowId: state.windowId)
            }
            return .none
        }
        switch action {
        case .none:
            break
        case .emit(let buffer, let windowId):
            if scope.isDisposed { return }
            sink.next(buffer)
            switch mode {
            case .periodic: startTimer(windowId)
            case .startedByFirstElement: timer.disposable = Disposables.create()
            }
        case .startTimer(let windowId):
            startTimer(windowId)
        }
    }

    @inlinable func end(_ termination: Termination) {
        let buffer = state.withLock { state -> [Element]? in
            if state.stopped { return nil }
            state.stopped = true
            let buffer = state.buffer
            state.buffer = []
            return buffer
        }
        guard let buffer else { return }
        timer.dispose()
        if scope.isDisposed { return }
        switch termination {
        case .completed:
            if mode == .periodic || !buffer.isEmpty { sink.next(buffer) }
            if !scope.isDisposed { sink.end(.completed) }
        case .error:
            sink.end(termination)
        }
    }
}
