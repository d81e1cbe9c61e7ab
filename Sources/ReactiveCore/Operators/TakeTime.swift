/// `take(for:scheduler:)`: the elements sent within `duration` of the subscription,
/// then `completed`. The timer starts before the source is subscribed.
extension Engine {
    /// Rx `take(for:scheduler:)`.
    @inlinable
    package func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let next = sink.next, end = sink.end
            let gate = EndGate()
            scope.add(scheduler.scheduleRelative((), dueTime: duration) { _ in
                if gate.close() { end(.completed) }
                return Disposables.create()
            })
            source.subscribeEngine(EventSink(next: { element in
                if !gate.isClosed { next(element) }
            }, end: { termination in
                if gate.close() { end(termination) }
            }), scope)
        }
    }
}
