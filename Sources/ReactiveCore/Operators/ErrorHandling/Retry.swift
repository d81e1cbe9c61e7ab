/// `retry`: a `RecursiveAction` subscribes the source again after each error, in a new
/// subscription released at that error, up to `maxAttempts` subscriptions in all (nil:
/// no limit); the last error is forwarded.
///
/// The dialects differ in two parameters:
/// - counting (Docs/Semantics.md#retry), which the facades turn into `maxAttempts`: Rx
///   `retry(n)` is `n` (`retry(0)` completes without subscribing); RAC `-retry:n` is
///   `n + 1`; Rx `retry()`, RAC `-retry` and `-retry:0` are nil;
/// - where the next attempt is subscribed (`Dialect.resubscribesOnScheduler`): the
///   current-thread trampoline in Rx, the scheduler `resubscriptionScheduler` chooses in
///   RAC. Neither grows the stack when a source fails synchronously.
extension Engine {
    /// Rx `retry()` / `retry(_:)`, RAC `-retry` / `-retry:`. `resubscriptionScheduler`
    /// is used only by a dialect that resubscribes on a scheduler (RAC), which must pass it.
    @inlinable
    package func retry(maxAttempts: Int?, dialect: Dialect = .rx,
                       resubscriptionScheduler: (@Sendable () -> ImmediateSchedulerType)? = nil) -> Observable<Element> {
        if let maxAttempts, maxAttempts <= 0 { return Engine.empty() }
        let source = self.source
        let resubscribing = Resubscription(dialect, scheduler: resubscriptionScheduler, "retry")
        return Observable.make { sink, scope in
            let end = sink.end
            // Attempts run one after another: the count is touched by one at a time.
            let attempts = StageState(0)
            let subscribeAttempt = RecursiveAction(resubscribing, scope) { again in
                if scope.isDisposed { return }
                attempts.value += 1
                let attemptScope = scope.child()
                let isLast = maxAttempts.map { attempts.value >= $0 } ?? false
                source.subscribeEngine(EventSink(next: sink.next, end: { termination in
                    // An attempt that failed has been released: an end it sends after
                    // its error (a `takeLast` completing after the value a throwing `map`
                    // failed on) is not the result's.
                    if attemptScope.isDisposed { return }
                    guard case .error = termination, !isLast else { return end(termination) }
                    attemptScope.dispose()
                    again.schedule()
                }), attemptScope)
            }
            subscribeAttempt.run()
        }
    }
}

/// Where `retry` and `repeat` subscribe again once an attempt has ended: what
/// `Dialect.resubscribesOnScheduler` says, with the scheduler the facade chooses.
@usableFromInline
package enum Resubscription: Sendable {
    /// Rx: through the current-thread trampoline, at once if nothing runs on it,
    /// otherwise after the running work (so synchronous failures loop, not recurse).
    case trampoline
    /// RAC: on the scheduler `choose` returns when the first resubscription is due (RAC
    /// passes the current `RACScheduler`, or a new background one), then on that same
    /// scheduler each time, one scheduled block per resubscription.
    case scheduler(choose: @Sendable () -> ImmediateSchedulerType)

    /// Where `dialect` resubscribes; `scheduler` chooses the scheduler for a dialect that
    /// resubscribes on one (a precondition names `operatorName` when it is missing).
    @inlinable
    package init(_ dialect: Dialect, scheduler: (@Sendable () -> ImmediateSchedulerType)?, _ operatorName: StaticString) {
        guard dialect.resubscribesOnScheduler else {
            self = .trampoline
            return
        }
        guard let scheduler else {
            preconditionFailure("\(operatorName): this dialect resubscribes on a scheduler; pass resubscriptionScheduler")
        }
        self = .scheduler(choose: scheduler)
    }
}

/// An action that can run itself again (each attempt of `retry`, each pass of
/// `repeat`), scheduled as `Resubscription` says. The action receives the recursion
/// instead of capturing it, so no reference cycle keeps a finished subscription alive.
///
/// Locking rule: none; attempts run one after another, so `chosen` is touched by one
/// at a time (each scheduling happens-before the run it schedules).
@usableFromInline
package final class RecursiveAction: @unchecked Sendable {
    @usableFromInline let body: (RecursiveAction) -> Void
    @usableFromInline let resubscribing: Resubscription
    /// For `.scheduler`: the pending resubscription, cancelled with the subscription.
    @usableFromInline let pending: SerialDisposable?
    /// For `.scheduler`: the scheduler chosen at the first resubscription.
    @usableFromInline var chosen: ImmediateSchedulerType?

    @inlinable package init(_ resubscribing: Resubscription, _ scope: SubscriptionScope,
                            _ body: @escaping (RecursiveAction) -> Void) {
        self.body = body
        self.resubscribing = resubscribing
        if case .scheduler = resubscribing {
            let pending = SerialDisposable()
            scope.add(pending)
            self.pending = pending
        } else {
            pending = nil
        }
    }

    /// Runs the action now.
    @inlinable package func run() { body(self) }

    /// Runs the action again, where `resubscribing` says.
    @inlinable package func schedule() {
        switch resubscribing {
        case .trampoline:
            _ = CurrentThreadScheduler.instance.schedule(self) { action in
                action.run()
                return Disposables.create()
            }
        case .scheduler(let choose):
            let scheduler = chosen ?? choose()
            chosen = scheduler
            pending?.disposable = scheduler.schedule(self) { action in
                action.run()
                return Disposables.create()
            }
        }
    }
}
