/// `take(for:scheduler:)`: the elements sent within `duration` of the subscription,
/// then `completed`. The timer starts before the source is subscribed.
extension Engine {
    /// Rx `take(for:scheduler:)`.
    @inlinable
    package func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        stage { sink, scope in
            // The timer and the source may run on different threads.
            let out = GatedSink(sink)
            scope.add(scheduler.scheduleRelative((), dueTime: duration) { _ in
                out.end(.completed)
                return Disposables.create()
            })
            return EventSink(next: out.next, end: out.end)
        }
    }
}
