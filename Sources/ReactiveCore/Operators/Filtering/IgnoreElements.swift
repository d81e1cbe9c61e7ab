/// `ignoreElements`: `-1-2-|` gives `-----|`; only the end passes. The result's element
/// type is free (`Never` for Rx's `Completable`, the source's type for RAC's
/// `-ignoreValues`), since no element is ever sent.
extension Engine {
    /// Rx `ignoreElements()` (the facade wraps it as `Completable`), RAC `-ignoreValues`.
    @inlinable
    package func ignoreElements<Result>(as _: Result.Type = Never.self) -> Observable<Result> {
        stage { sink, scope in
            return EventSink(next: { _ in }, end: sink.end)
        }
    }
}
