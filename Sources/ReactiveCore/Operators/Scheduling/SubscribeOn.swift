/// `subscribe(on:)`: subscribes the source in an action scheduled on `scheduler`.
/// `Dialect.subscribeOnSchedulesDisposal` is the difference between the dialects: Rx
/// also disposes the source's subscription on the scheduler, RAC where `dispose` is
/// called (Docs/Semantics.md#subscribe-on).
extension Engine {
    /// Rx `subscribe(on:)` (`.rx`), RAC `-subscribeOn:` (`.rac`).
    /// `sourceReleasesAtEnd`: the source is an operator stage, which releases itself as
    /// soon as its end has passed (Rx holds the receiver itself: a stage there releases
    /// at the end, a test observable or a subject only through the scheduled disposal).
    @inlinable
    package func subscribe(on scheduler: ImmediateSchedulerType, dialect: Dialect = .rx,
                           sourceReleasesAtEnd: Bool = false) -> Observable<Element> {
        let source = self.source
        let schedulesDisposal = dialect.subscribeOnSchedulesDisposal
        return Observable.make { sink, scope in
            let upstream = SubscriptionScope()
            let next = sink.next, end = sink.end
            // With scheduled disposal the source may still send until the disposal runs:
            // nothing passes once the downstream scope is disposed.
            let guarded = EventSink<Element>(next: { element in
                if !scope.isDisposed { next(element) }
            }, end: { termination in
                if !scope.isDisposed { end(termination) }
                if sourceReleasesAtEnd { upstream.dispose() }
            })
            scope.add(scheduler.schedule(()) { _ in
                source.subscribeEngine(guarded, upstream)
                return Disposables.create()
            })
            if schedulesDisposal {
                scope.add(ScheduledDisposable(scheduler: scheduler, disposable: upstream))
            } else {
                scope.add(upstream)
            }
        }
    }
}
