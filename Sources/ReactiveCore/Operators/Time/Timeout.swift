/// `timeout`: a `TimeoutWatch` decides, under its lock, whether the source's event or
/// the timer comes first; the timer's win sends `error` (or switches to `other`).
///
/// The dialects differ in what the deadline measures (`TimeoutMode`,
/// Docs/Semantics.md#timeout) and in the error, which is a parameter: Rx measures the
/// gap before the first element and between elements (`.betweenElements`) and raises
/// `RxError.timeout`; RAC sets one deadline for the whole sequence (`.wholeSequence`)
/// and raises `RACSignalError.timedOut`.
extension Engine {
    /// Rx `timeout(_:scheduler:)`, `timeout(_:other:scheduler:)`; RAC `-timeout:onScheduler:`.
    @inlinable
    package func timeout(
        _ dueTime: RxTimeInterval,
        other: Observable<Element>? = nil,
        scheduler: SchedulerType,
        mode: TimeoutMode = .betweenElements,
        error: Swift.Error = RxError.timeout
    ) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let sourceScope = scope.child()
            let watch = TimeoutWatch(sink: sink, scope: scope, sourceScope: sourceScope, dueTime: dueTime,
                                     scheduler: scheduler, other: other, error: error)
            scope.add(watch.timer)
            watch.startTimer(0)
            let resets = mode == .betweenElements
            let next = sink.next, end = sink.end
            source.subscribeEngine(EventSink(next: { element in
                guard let id = watch.accept(resets: resets) else { return }
                next(element)
                if resets { watch.startTimer(id) }
            }, end: { termination in
                guard watch.finish() else { return }
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
/// Locking rule: `phase` is only reached under its lock; it decides which of the source
/// and the timer wins. Events are delivered, the timer set and `other` subscribed
/// outside the lock.
@usableFromInline
final class TimeoutWatch<Element>: @unchecked Sendable {
    @usableFromInline
    enum Phase {
        /// The source is running; the id of the current deadline.
        case running(Int)
        /// The source ended, or the deadline passed.
        case finished
    }

    @usableFromInline let phase = Locked(Phase.running(0))
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
         scheduler: SchedulerType, other: Observable<Element>?, error: Swift.Error) {
        self.sink = sink
        self.scope = scope
        self.sourceScope = sourceScope
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.other = other
        self.error = error
    }

    /// Whether an element may pass; with `resets`, it also starts a new deadline id.
    @inlinable
    func accept(resets: Bool) -> Int? {
        phase.withLock { phase -> Int? in
            guard case .running(let id) = phase else { return nil }
            if !resets { return id }
            phase = .running(id &+ 1)
            return id &+ 1
        }
    }

    /// Whether the source's end wins over the deadline.
    @inlinable
    func finish() -> Bool {
        phase.withLock { phase -> Bool in
            guard case .running = phase else { return false }
            phase = .finished
            return true
        }
    }

    @inlinable
    func startTimer(_ id: Int) {
        timer.disposable = scheduler.scheduleRelative(self, dueTime: dueTime) { watch in
            watch.fire(id)
            return Disposables.create()
        }
    }

    @inlinable
    func fire(_ id: Int) {
        let won = phase.withLock { phase -> Bool in
            guard case .running(let current) = phase, current == id else { return false }
            phase = .finished
            return true
        }
        guard won else { return }
        sourceScope.dispose()
        if let other {
            other.subscribeEngine(sink, scope)
        } else {
            sink.end(.error(error))
        }
    }
}
