import Foundation

/// Rx `throttle`: a `ThrottleStateMachine` under one lock sends an element at once when
/// the window of the last one sent has closed, and (with `latest`) holds the last element
/// received meanwhile for a timer at the window's end; completion waits for that element,
/// an error drops it. RAC's `throttle:` is `debounce` (Docs/Semantics.md#throttle).
///
/// Locking rule: `state` (the machine) is reached only under its lock; the clock is read
/// before it, and elements are sent (through a `GatedSink`, since the timer and the source
/// may run on different threads) and the timer set after it.
extension Engine {
    /// Rx `throttle(_:latest:scheduler:)`.
    @inlinable
    package func throttle(_ dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let out = GatedSink(sink)
            let next = out.next, end = out.end
            let state = Locked(ThrottleStateMachine<Element>(window: dueTime.nanoseconds, latest: latest))
            let timer = SerialDisposable()
            scope.add(timer)
            scope.onDispose { state.withLock { $0.dispose() } }
            // Runs when the window of the last sent element closes.
            let windowClosed: () -> Void = {
                let now = scheduler.now
                switch state.withLock({ $0.windowClosed(now: now) }) {
                case .none:
                    break
                case .forward(let element):
                    next(element)
                case .forwardThenComplete(let element):
                    next(element)
                    if !scope.isDisposed { end(.completed) }
                }
            }
            // The source is released at its own end, even when the completion waits for
            // a held element (the stage upstream releases itself, as in Rx).
            let upstream = scope.child()
            source.subscribeEngine(EventSink(next: { element in
                let now = scheduler.now
                switch state.withLock({ $0.next(element, now: now) }) {
                case .forward: next(element)
                case .drop, .hold: break
                case .holdAndStartTimer(let nanoseconds):
                    timer.disposable = scheduler.scheduleRelative((), dueTime: .nanoseconds(nanoseconds)) { _ in
                        windowClosed()
                        return Disposables.create()
                    }
                }
            }, end: { termination in
                switch state.withLock({ $0.end(termination) }) {
                case .forward: end(termination)
                case .waitForHeld, .drop: break
                }
                upstream.dispose()
            }), upstream)
        }
    }
}
