/// `timer` and `interval`: one relative schedule (no period: `0`, then completion) or
/// a periodic one (a counter from `0`, never completing) on the scheduler's clock.
extension Engine where Element: FixedWidthInteger {
    /// Rx `timer(_:period:scheduler:)` and `interval(_:scheduler:)`, RAC
    /// `+interval:onScheduler:` (which sends dates; its facade maps them).
    @inlinable
    package static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) -> Observable<Element> {
        Observable.make { sink, scope in
            if let period {
                let next = sink.next
                scope.add(scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                    if !scope.isDisposed { next(count) }
                    return count &+ 1
                })
            } else {
                scope.add(scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    if scope.isDisposed { return Disposables.create() }
                    sink.next(Element.zero)
                    if !scope.isDisposed { sink.completed() }
                    return Disposables.create()
                })
            }
        }
    }
}
