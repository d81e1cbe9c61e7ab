import Foundation

/// Rx `throttle`: rate limiting. An element arriving `dueTime` or more after the last
/// one sent goes out at once (leading edge); with `latest`, the last element received
/// meanwhile goes out when the window ends (`lastSent + dueTime`). Completion waits
/// for that pending element; an error drops it.
///
///     1@210, 2@220, 3@230, 4@300, |@310  throttle(50)  ->  1@210, 3@260, 4@310, |@310
///
/// RAC's `throttle:` is `debounce` (Docs/Semantics.md#throttle).
extension Engine {
    /// Rx `throttle(_:latest:scheduler:)`.
    @inlinable
    package func throttle(_ dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            // The timer and the source may run on different threads.
            let out = GatedSink(sink)
            let next = out.next, end = out.end
            let state = Locked(ThrottleState<Element>(window: dueTime.nanoseconds))
            let timer = SerialDisposable()
            scope.add(timer)
            // Runs when the window of the last sent element closes.
            let windowClosed: () -> Void = {
                let (element, completes) = state.withLock { $0.windowClosed(now: scheduler.now) }
                if let element { next(element) }
                if completes && !scope.isDisposed { end(.completed) }
            }
            // The source is released at its own end, even when the completion waits for
            // a held element (the stage upstream releases itself, as in Rx).
            let upstream = scope.child()
            source.subscribeEngine(EventSink(next: { element in
                switch state.withLock({ $0.receive(element, now: scheduler.now, latest: latest) }) {
                case .send: next(element)
                case .hold: break
                case .startTimer(let nanoseconds):
                    timer.disposable = scheduler.scheduleRelative((), dueTime: .nanoseconds(nanoseconds)) { _ in
                        windowClosed()
                        return Disposables.create()
                    }
                }
            }, end: { termination in
                if state.withLock({ $0.end(termination) }) { end(termination) }
                upstream.dispose()
            }), upstream)
        }
    }
}

/// The state of one `throttle` subscription: the last send time and the held element.
///
/// Locking rule: kept in a `Locked`; elements are sent and timers scheduled outside it.
@usableFromInline
package struct ThrottleState<Element> {
    /// What to do with a received element.
    @usableFromInline
    enum Action {
        case send
        case hold
        case startTimer(nanoseconds: Int)
    }

    @usableFromInline let window: Int
    @usableFromInline var lastSent: Date?
    @usableFromInline var pending: Element?
    @usableFromInline var completionPending = false
    @usableFromInline var finished = false

    @inlinable init(window: Int) { self.window = window }

    @inlinable mutating func receive(_ element: Element, now: Date, latest: Bool) -> Action {
        if finished { return .hold }
        var remaining = 0
        if let lastSent {
            let elapsed = Int((now.timeIntervalSince(lastSent) * 1_000_000_000).rounded())
            remaining = window == .max ? .max : window - elapsed
        }
        if remaining <= 0 {
            pending = nil
            lastSent = now
            return .send
        }
        if !latest { return .hold }
        let timerRunning = pending != nil
        pending = element
        return timerRunning ? .hold : .startTimer(nanoseconds: remaining)
    }

    /// The held element to send, and whether the delayed completion follows it.
    @inlinable mutating func windowClosed(now: Date) -> (Element?, Bool) {
        if finished { return (nil, false) }
        let element = pending
        pending = nil
        if element != nil { lastSent = now }
        if completionPending { finished = true }
        return (element, completionPending)
    }

    /// Whether the end goes out now (a completion waits for a held element).
    @inlinable mutating func end(_ termination: Termination) -> Bool {
        if finished { return false }
        if case .completed = termination, pending != nil {
            completionPending = true
            return false
        }
        finished = true
        pending = nil
        return true
    }
}
