/// `repeat`: a `RecursiveAction` subscribes the source again at each completion, in a
/// new subscription released at that completion, where the dialect resubscribes
/// (`Dialect.resubscribesOnScheduler`: the trampoline, or the scheduler
/// `resubscriptionScheduler` chooses), so a source that completes synchronously loops
/// instead of growing the stack.
extension Engine {
    /// RAC `-repeat` (Rx has no `repeat()` on Observable, only `repeatElement`).
    /// `resubscriptionScheduler` is used only by a dialect that resubscribes on a
    /// scheduler (RAC), which must pass it.
    @inlinable
    package func `repeat`(dialect: Dialect = .rx,
                          resubscriptionScheduler: (@Sendable () -> ImmediateSchedulerType)? = nil) -> Observable<Element> {
        let source = self.source
        let resubscribing = Resubscription(dialect, scheduler: resubscriptionScheduler, "repeat")
        return Observable.make { sink, scope in
            let end = sink.end
            let subscribePass = RecursiveAction(resubscribing, scope) { again in
                if scope.isDisposed { return }
                let passScope = scope.child()
                source.subscribeEngine(EventSink(next: sink.next, end: { termination in
                    guard case .completed = termination else { return end(termination) }
                    passScope.dispose()
                    again.schedule()
                }), passScope)
            }
            subscribePass.run()
        }
    }
}
