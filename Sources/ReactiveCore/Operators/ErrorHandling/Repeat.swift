/// `repeat`: when the source completes, subscribes to it again, forever; an error ends
/// the sequence with it.
///
///     -1-|  repeat  ->  -1---1---1-...   (a new subscription at each completion)
///
/// Built like `retry`: each pass has its own subscription, released at its completion,
/// and the next one is subscribed where `resubscribing` says (the trampoline, or RAC's
/// scheduler), so a source that completes synchronously loops instead of growing the
/// stack.
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
