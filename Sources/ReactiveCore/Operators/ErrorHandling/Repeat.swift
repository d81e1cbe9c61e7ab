/// `repeat`: a `RecursiveAction` subscribes the source again at each completion, in a
/// new subscription released at that completion, where `resubscribing` says (the
/// trampoline, or RAC's scheduler), so a source that completes synchronously loops
/// instead of growing the stack.
extension Engine {
    /// RAC `-repeat` (Rx has no `repeat()` on Observable, only `repeatElement`).
    @inlinable
    package func `repeat`(resubscribing: Resubscription = .trampoline) -> Observable<Element> {
        let source = self.source
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
