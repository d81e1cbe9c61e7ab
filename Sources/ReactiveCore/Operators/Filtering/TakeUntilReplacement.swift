/// `take(untilReplacement:)`: the replacement is subscribed first; its first event of
/// any kind disposes the source, and from then on only its events pass. The source's
/// completion is not forwarded; its error is. RAC only.
extension Engine {
    /// RAC `-takeUntilReplacement:`.
    @inlinable
    package func take(untilReplacement replacement: Observable<Element>) -> Observable<Element> {
        Observable.make(takeRun(untilReplacement: replacement))
    }

    /// The `Run` of `take`: what each of its subscriptions runs.
    @inlinable
    package func takeRun(untilReplacement replacement: Observable<Element>) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            // The source and the replacement may send on different threads.
            let out = GatedSink(sink)
            let sourceScope = scope.child()
            let replacementScope = scope.child()
            replacement.subscribeEngine(EventSink(next: { value in
                sourceScope.dispose()
                out.next(value)
            }, end: { termination in
                sourceScope.dispose()
                out.end(termination)
                replacementScope.dispose()
            }), replacementScope)
            if sourceScope.isDisposed { return }
            source.subscribeEngine(EventSink(next: { value in
                if !sourceScope.isDisposed { out.next(value) }
            }, end: { termination in
                if case .error = termination, !sourceScope.isDisposed { out.end(termination) }
                sourceScope.dispose()
            }), sourceScope)
        }
    }
}
