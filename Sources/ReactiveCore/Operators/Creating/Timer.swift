/// `timer` and `interval`: `0` after `dueTime`, then (with a period) `1`, `2`, ...
/// every period, on a scheduler's clock.
///
/// `timer(30)`: `---0|`. `timer(30, period: 10)`: `---0-1-2-...`.
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
