/// `retry`: on an error, subscribes to the source again, up to a number of
/// subscriptions in total; the last attempt's error is forwarded.
///
///     -1-#  retry(maxAttempts: 2)  ->  -1--1-#   (two subscriptions)
///
/// Each attempt has its own subscription, released at its error; the next one is
/// subscribed through the current-thread trampoline, as in Rx, so a source that fails
/// synchronously does not grow the stack.
///
/// Counting differs between the dialects (Docs/Semantics.md#retry); `maxAttempts` is the total number of
/// subscriptions, nil for no limit:
/// - Rx `retry(n)`: `n` (`retry(0)` completes without subscribing); `retry()`: nil.
/// - RAC `-retry:n`: `n + 1`, and `-retry:0` / `-retry`: nil.
extension Engine {
    /// Rx `retry()` / `retry(_:)`, RAC `-retry` / `-retry:`.
    @inlinable
    package func retry(maxAttempts: Int?) -> Observable<Element> {
        if let maxAttempts, maxAttempts <= 0 { return Engine.empty() }
        let source = self.source
        return Observable.make { sink, scope in
            let end = sink.end
            // Attempts run one after another: the count is touched by one at a time.
            let attempts = StageState(0)
            let subscribeAttempt = RecursiveAction { again in
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

/// An action that can run itself again (each attempt of `retry`), through the
/// current-thread trampoline. The action receives the recursion instead of capturing
/// it, so no reference cycle keeps a finished subscription alive.
@usableFromInline
package final class RecursiveAction: @unchecked Sendable {
    @usableFromInline let body: (RecursiveAction) -> Void

    @inlinable package init(_ body: @escaping (RecursiveAction) -> Void) { self.body = body }

    /// Runs the action now.
    @inlinable package func run() { body(self) }

    /// Runs the action on the current-thread trampoline: at once if nothing runs on it,
    /// otherwise after the running work (so synchronous failures loop, not recurse).
    @inlinable package func schedule() {
        _ = CurrentThreadScheduler.instance.schedule(self) { action in
            action.run()
            return Disposables.create()
        }
    }
}
