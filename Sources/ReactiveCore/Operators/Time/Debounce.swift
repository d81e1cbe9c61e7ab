/// `debounce`: a `DebounceStateMachine` under one lock holds each element with a new
/// timer id; a timer that is still the latest sends it. Completion sends the waiting
/// element first; an error drops it. `delays` (RAC `throttle:valuesPassingTest:`)
/// returning false drops the waiting element and sends the new one at once.
///
/// Locking rule: `state` (the machine) is reached only under its lock; elements are sent
/// (through a `GatedSink`, since the timer and the source may run on different threads)
/// and timers set or cancelled after it.
extension Engine {
    /// Rx `debounce(_:scheduler:)`; RAC `-throttle:` and `-throttle:valuesPassingTest:` (Docs/Semantics.md#throttle).
    @inlinable
    package func debounce(
        _ dueTime: RxTimeInterval,
        scheduler: SchedulerType,
        delays: ((Element) -> Bool)? = nil
    ) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let out = GatedSink(sink)
            let next = out.next, end = out.end
            let state = Locked(DebounceStateMachine<Element>())
            let timer = SerialDisposable()
            scope.add(timer)
            scope.onDispose { state.withLock { $0.dispose() } }
            source.subscribeEngine(EventSink(next: { element in
                if let delays, !delays(element) {
                    switch state.withLock({ $0.nextPassingThrough() }) {
                    case .cancelTimerAndForward:
                        timer.disposable = Disposables.create()
                        next(element)
                    case .drop:
                        break
                    }
                    return
                }
                guard case .startTimer(let id) = state.withLock({ $0.next(element) }) else { return }
                timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
                    if case .forward(let element) = state.withLock({ $0.timerFired(id: id) }) { next(element) }
                    return Disposables.create()
                }
            }, end: { termination in
                let action = state.withLock { $0.end(termination) }
                timer.dispose()
                switch action {
                case .forward:
                    end(termination)
                case .forwardWaitingThenEnd(let element):
                    next(element)
                    if !scope.isDisposed { end(termination) }
                case .drop:
                    break
                }
            }), scope)
        }
    }
}
