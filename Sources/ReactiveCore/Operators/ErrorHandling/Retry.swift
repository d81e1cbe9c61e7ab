/// `retry`: on an error, subscribes to the source again, up to a number of
/// subscriptions in total; the last attempt's error is forwarded.
///
///     -1-#  retry(maxAttempts: 2)  ->  -1--1-#   (two subscriptions)
///
/// Each attempt has its own subscription, released at its error. Where the next one is
/// subscribed is the dialects' other difference (`Resubscription`): through the
/// current-thread trampoline in Rx, on a RAC scheduler in RAC; neither grows the stack
/// when a source fails synchronously.
///
/// Counting differs between the dialects (Docs/Semantics.md#retry); `maxAttempts` is the total number of
/// subscriptions, nil for no limit:
/// - Rx `retry(n)`: `n` (`retry(0)` completes without subscribing); `retry()`: nil.
/// - RAC `-retry:n`: `n + 1`, and `-retry:0` / `-retry`: nil.
extension Engine {
    /// Rx `retry()` / `retry(_:)`, RAC `-retry` / `-retry:`.
    @inlinable
    package func retry(maxAttempts: Int?, resubscribing: Resubscription = .trampoline) -> Observable<Element> {
        if let maxAttempts, maxAttempts <= 0 { return Engine.empty() }
        let source = self.source
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
                    guard case .error = termination, !isLast else { return end(termination) }
                    attemptScope.dispose()
                    again.schedule()
                }), attemptScope)
            }
            subscribeAttempt.run()
        }
    }
}

/// Where `retry` and `repeat` subscribe again once an attempt has ended: the one
/// difference between the dialects' resubscription, a parameter of both operators.
@usableFromInline
package enum Resubscription: Sendable {
    /// Rx: through the current-thread trampoline, at once if nothing runs on it,
    /// otherwise after the running work (so synchronous failures loop, not recurse).
    case trampoline
    /// RAC: on the scheduler `choose` returns when the first resubscription is due (RAC
    /// passes the current `RACScheduler`, or a new background one), then on that same
    /// scheduler each time, one scheduled block per resubscription.
    case scheduler(choose: @Sendable () -> ImmediateSchedulerType)
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
