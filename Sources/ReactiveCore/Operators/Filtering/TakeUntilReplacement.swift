/// `take(untilReplacement:)`: the source's values and error until the replacement sends
/// anything; from then on only the replacement's events.
///
/// ```
/// source:       --1--2--3-----|
/// replacement:  --------a--b--|
/// result:       --1--2--a--b--|
/// ```
/// - The replacement is subscribed first; if it sends during its subscription, the
///   source is never subscribed.
/// - The replacement's first event (value, error or completion) disposes the source.
/// - The source's completion is not forwarded (the result waits for the replacement);
///   its error is.
extension Engine {
    /// RAC `-takeUntilReplacement:`.
    @inlinable
    package func take(untilReplacement replacement: Observable<Element>) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
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
