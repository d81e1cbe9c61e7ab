/// `catch`: on the source's error, subscribes the sequence `handler` returns; the failed
/// source is released after the replacement is subscribed, as in Rx.
extension Engine {
    /// Rx `catch(_:)` / `catchAndReturn(_:)`, RAC `-catch:` / `-catchTo:` (Docs/Semantics.md#catch).
    @inlinable
    package func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let end = sink.end
            let sourceScope = scope.child()
            // Rx replaces the failed source's subscription (disposing it) at once.
            sourceScope.releasesOutermostStage = false
            source.subscribeEngine(EventSink(next: sink.next, end: { termination in
                // A source that failed has been replaced: an end it sends after its
                // error (a `take` completing after the value a throwing `map` failed
                // on) is not the result's.
                if sourceScope.isDisposed { return }
                guard case .error(let error) = termination else { return end(termination) }
                if scope.isDisposed { return }
                let replacement: Observable<Element>
                do { replacement = try handler(error) } catch { return end(.error(error)) }
                replacement.subscribeEngine(sink, scope)
                sourceScope.dispose()
            }), sourceScope)
        }
    }
}
