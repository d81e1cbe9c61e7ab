/// `skip(for:scheduler:)`: a timer, started before the source is subscribed, opens the
/// gate; elements before it are dropped, the end always passes.
extension Engine {
    /// Rx `skip(for:scheduler:)`.
    @inlinable
    package func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Observable.make(skipRun(for: duration, scheduler: scheduler))
    }

    /// The `Run` of `skip`: what each of its subscriptions runs.
    @inlinable
    package func skipRun(for duration: RxTimeInterval, scheduler: SchedulerType) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next
            let open = OnceFlag()
            scope.add(scheduler.scheduleRelative((), dueTime: duration) { _ in
                _ = open.set()
                return Disposables.create()
            })
            source.subscribeEngine(EventSink(next: { element in
                if open.isSet { next(element) }
            }, end: sink.end), scope)
        }
    }
}
