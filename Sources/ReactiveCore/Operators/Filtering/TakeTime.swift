/// `take(for:scheduler:)`: a timer, started before the source is subscribed, completes
/// the result; the timer and the source are serialized, since they may run on
/// different threads.
extension Engine {
    /// Rx `take(for:scheduler:)`.
    @inlinable
    package func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Observable.make(takeRun(for: duration, scheduler: scheduler))
    }

    /// The `Run` of `take`: what each of its subscriptions runs.
    @inlinable
    package func takeRun(for duration: RxTimeInterval, scheduler: SchedulerType) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            // The timer and the source may run on different threads.
            let out = GatedSink(sink)
            scope.add(scheduler.scheduleRelative((), dueTime: duration) { _ in
                out.end(.completed)
                return Disposables.create()
            })
            source.subscribeEngine(EventSink(next: out.next, end: out.end), scope)
        }
    }
}
