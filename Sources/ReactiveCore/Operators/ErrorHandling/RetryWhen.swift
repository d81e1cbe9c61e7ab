/// `retry(when:)`: errors of type `Failure` go into the sequence given to
/// `notificationHandler`, and each element of the trigger it returned subscribes the
/// source again; the state, under one lock, decides whether a failure waits for
/// the trigger and when the trigger's end goes out (at the next failure, as in Rx).
/// The trigger is subscribed once, before the source.
extension Engine {
    /// Rx `retry(when:)`.
    @inlinable
    package func retry<Failure: Swift.Error, Trigger>(
        when notificationHandler: @escaping (Observable<Failure>) -> Observable<Trigger>
    ) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            // The trigger and the source may run on different threads.
            let out = GatedSink(sink)
            let end = out.end
            let errors = PublishSubject<Failure>()
            let trigger: Observable<Trigger> = notificationHandler(errors.asObservable())
            let state = Locked(RetryWhenState())
            let subscribeAttempt = RecursiveAction(.trampoline, scope) { _ in
                if scope.isDisposed { return }
                let attemptScope = scope.child()
                source.subscribeEngine(EventSink(next: out.next, end: { termination in
                    // A failed attempt's later end is not the result's (as in `retry`).
                    if attemptScope.isDisposed { return }
                    guard case .error(let error) = termination, let failure = error as? Failure else {
                        return end(termination)
                    }
                    attemptScope.dispose()
                    if let ended = state.withLock({ $0.sourceFailed() }) { return end(ended) }
                    errors.on(.next(failure))
                }), attemptScope)
            }
            scope.onDispose(errors.dispose)
            let triggerScope = scope.child()
            trigger.subscribeEngine(EventSink(next: { _ in
                if state.withLock({ $0.triggerFired() }) { subscribeAttempt.schedule() }
            }, end: { termination in
                triggerScope.dispose()
                if state.withLock({ $0.triggerEnded(termination) }) { end(termination) }
            }), triggerScope)
            subscribeAttempt.run()
        }
    }
}

/// The state of one `retry(when:)` subscription: whether a failed source waits for the
/// trigger, and the trigger's end.
///
/// Locking rule: kept in a `Locked`; subscribing and sending happen outside it.
@usableFromInline
package struct RetryWhenState {
    /// Whether a failed source waits for the trigger.
    @usableFromInline var waiting = false
    /// The trigger's end, kept until the source fails.
    @usableFromInline var triggerEnd: Termination?

    @inlinable init() {}

    /// Whether a trigger element resubscribes now.
    @inlinable mutating func triggerFired() -> Bool {
        defer { waiting = false }
        return waiting
    }

    /// Whether the trigger's end goes out now (otherwise it waits for a failure).
    @inlinable mutating func triggerEnded(_ termination: Termination) -> Bool {
        if waiting { return true }
        triggerEnd = termination
        return false
    }

    /// The end to send when the source fails after the trigger ended, else nil
    /// (and the failure waits for the trigger).
    @inlinable mutating func sourceFailed() -> Termination? {
        if let triggerEnd { return triggerEnd }
        waiting = true
        return nil
    }
}
