/// `delaySubscription`: subscribes the source in an action scheduled `dueTime` after
/// the subscription.
extension Engine {
    /// Rx `delaySubscription(_:scheduler:)`.
    @inlinable
    package func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            scope.add(scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                if !scope.isDisposed { source.subscribeEngine(sink, scope) }
                return Disposables.create()
            })
        }
    }
}
