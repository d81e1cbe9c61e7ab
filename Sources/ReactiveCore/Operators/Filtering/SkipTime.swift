/// `skip(for:scheduler:)`: drops the elements sent within `duration` of the
/// subscription; the end always passes. The timer starts before the source is subscribed.
extension Engine {
    /// Rx `skip(for:scheduler:)`.
    @inlinable
    package func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        stage { sink, scope in
            let next = sink.next
            let open = OnceFlag()
            scope.add(scheduler.scheduleRelative((), dueTime: duration) { _ in
                _ = open.set()
                return Disposables.create()
            })
            return EventSink(next: { element in
                if open.isSet { next(element) }
            }, end: sink.end)
        }
    }
}
