/// `timeout`: a `TimeoutWatch` asks its `TimeoutStateMachine`, under its lock, whether the
/// source's event or the timer comes first; the timer's win sends `error` (or switches to
/// `other`).
///
/// The dialects differ in what the deadline measures (`Dialect.timeoutMode`,
/// Docs/Semantics.md#timeout) and in the error, which is a parameter: Rx measures the
/// gap before the first element and between elements (`.betweenElements`) and raises
/// `RxError.timeout`; RAC sets one deadline for the whole sequence (`.wholeSequence`)
/// and raises `RACSignalError.timedOut`.
extension Engine {
    /// Rx `timeout(_:scheduler:)`, `timeout(_:other:scheduler:)` (`dialect: .rx`); RAC
    /// `-timeout:onScheduler:` (`dialect: .rac`, whose `timeoutMode` is `.wholeSequence`).
    @inlinable
    package func timeout(
        _ dueTime: RxTimeInterval,
        other: Observable<Element>? = nil,
        scheduler: SchedulerType,
        dialect: Dialect = .rx,
        error: Swift.Error = RxError.timeout
    ) -> Observable<Element> {
        let source = self.source
        let mode = dialect.timeoutMode
        return Observable.make { sink, scope in
            let sourceScope = scope.child()
            let watch = TimeoutWatch(sink: sink, scope: scope, sourceScope: sourceScope, dueTime: dueTime,
                                     scheduler: scheduler, other: other, mode: mode, error: error)
            scope.add(watch.timer)
            scope.onDispose { watch.state.withLock { $0.dispose() } }
            watch.startTimer(0)
            let next = sink.next, end = sink.end
            source.subscribeEngine(EventSink(next: { element in
                switch watch.state.withLock({ $0.next() }) {
                case .forward:
                    next(element)
                case .forwardAndRestartTimer(let deadline):
                    next(element)
                    watch.startTimer(deadline)
                case .drop:
                    break
                }
            }, end: { termination in
                guard watch.state.withLock({ $0.end() }) == .cancelTimerAndForward else { return }
                watch.timer.dispose()
                end(termination)
            }), sourceScope)
        }
    }
}

/// What a `timeout` deadline measures.
@usableFromInline
package enum TimeoutMode: Sendable {
    /// Rx: the time before the first element and between elements.
    case betweenElements
    /// RAC: the time from subscription to the end of the sequence.
    case wholeSequence
}

/// The deadline of one `timeout` subscription.
///
/// Locking rule: `state` (the `TimeoutStateMachine`) is only reached under its lock; it
/// decides which of the source and the timer wins. Events are delivered, the timer set
/// and `other` subscribed outside the lock.
@usableFromInline
final class TimeoutWatch<Element>: @unchecked Sendable {
    @usableFromInline let state: Locked<TimeoutStateMachine>
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let sourceScope: SubscriptionScope
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let other: Observable<Element>?
    @usableFromInline let error: Swift.Error

    @inlinable
    init(sink: EventSink<Element>, scope: SubscriptionScope, sourceScope: SubscriptionScope, dueTime: RxTimeInterval,
         scheduler: SchedulerType, other: Observable<Element>?, mode: TimeoutMode, error: Swift.Error) {
        self.state = Locked(TimeoutStateMachine(mode: mode, hasFallback: other != nil))
        self.sink = sink
        self.scope = scope
        self.sourceScope = sourceScope
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.other = other
        self.error = error
    }

    /// Sets the timer of deadline `id` (it replaces the previous one).
    @inlinable
    func startTimer(_ id: Int) {
        timer.disposable = scheduler.scheduleRelative(self, dueTime: dueTime) { watch in
            watch.timerFired(id)
            return Disposables.create()
        }
    }

    @inlinable
    func timerFired(_ id: Int) {
        switch state.withLock({ $0.timerFired(deadline: id) }) {
        case .drop:
            return
        case .fail:
            sourceScope.dispose()
            sink.end(.error(error))
        case .switchToFallback:
            sourceScope.dispose()
            other?.subscribeEngine(sink, scope)
        }
    }
}
