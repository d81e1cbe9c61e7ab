/// `ignoreElements`: `-1-2-|` gives `-----|`; only the end passes.
extension Engine {
    /// Rx `ignoreElements()` (the facade wraps it as `Completable`), RAC `-ignoreValues`.
    @inlinable
    package func ignoreElements() -> Observable<Never> {
        let source = self.source
        return Observable.make { sink, scope in
            source.subscribeEngine(EventSink(next: { _ in }, end: sink.end), scope)
        }
    }
}
