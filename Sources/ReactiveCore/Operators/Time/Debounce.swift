/// `debounce`: an element is sent once `dueTime` passes with no newer element; each
/// element restarts the wait. Completion sends the pending element at once, then
/// completes; an error drops it.
///
///     1@210, 2@220, 3@230, 4@300, |@310  debounce(50)  ->  3@280, 4@310, |@310
///
/// `delays` (RAC `throttle:valuesPassingTest:`): an element for which it returns false
/// drops the pending one and is sent at once.
extension Engine {
    /// Rx `debounce(_:scheduler:)`; RAC `-throttle:` and `-throttle:valuesPassingTest:` (Docs/Semantics.md#throttle).
    @inlinable
    package func debounce(
        _ dueTime: RxTimeInterval,
        scheduler: SchedulerType,
        delays: ((Element) -> Bool)? = nil
    ) -> Observable<Element> {
        return stage { sink, scope in
            // The timer and the source may run on different threads.
            let out = GatedSink(sink)
            let next = out.next, end = out.end
            let state = Locked(DebounceState<Element>())
            let timer = SerialDisposable()
            scope.add(timer)
            return EventSink(next: { element in
                if let delays, !delays(element) {
                    state.withLock { $0.drop() }
                    timer.disposable = Disposables.create()
                    return next(element)
                }
                guard let id = state.withLock({ $0.hold(element) }) else { return }
                timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
                    if let element = state.withLock({ $0.take(id) }) { next(element) }
                    return Disposables.create()
                }
            }, end: { termination in
                let pending = state.withLock { $0.finish(flushing: termination) }
                timer.dispose()
                if let pending {
                    next(pending)
                    if scope.isDisposed { return }
                }
                end(termination)
            })
        }
    }
}

/// The state of one `debounce` subscription: the element waiting for its timer.
///
/// Locking rule: kept in a `Locked`; elements are sent and timers scheduled outside it.
@usableFromInline
package struct DebounceState<Element> {
    /// The element waiting for its timer, stamped with the timer's id.
    @usableFromInline var pending: (id: UInt64, element: Element)?
    @usableFromInline var lastId: UInt64 = 0
    @usableFromInline var finished = false

    @inlinable init() {}

    /// Holds `element` for a new timer; nil once finished.
    @inlinable mutating func hold(_ element: Element) -> UInt64? {
        if finished { return nil }
        lastId &+= 1
        pending = (lastId, element)
        return lastId
    }

    @inlinable mutating func drop() { pending = nil }

    /// The pending element if timer `id` is still the current one.
    @inlinable mutating func take(_ id: UInt64) -> Element? {
        guard let held = pending, held.id == id else { return nil }
        pending = nil
        return held.element
    }

    /// Ends: completion hands back the pending element, an error drops it.
    @inlinable mutating func finish(flushing termination: Termination) -> Element? {
        finished = true
        defer { pending = nil }
        if case .completed = termination { return pending?.element }
        return nil
    }
}
