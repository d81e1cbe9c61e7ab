/// `ignoreElements`: one stage that forwards only the end. The result's element type is
/// free (`Never` for Rx's `Completable`, the source's type for RAC's `-ignoreValues`),
/// since no element is ever sent.
extension Engine {
    /// Rx `ignoreElements()` (the facade wraps it as `Completable`), RAC `-ignoreValues`.
    @inlinable
    package func ignoreElements<Result>(as _: Result.Type = Never.self) -> Observable<Result> {
        Observable.make(ignoreElementsRun(as: Result.self))
    }

    /// The `Run` of `ignoreElements`: what each of its subscriptions runs.
    @inlinable
    package func ignoreElementsRun<Result>(as _: Result.Type = Never.self) -> Run<Result> {
        let source = self.source
        return { sink, scope in
            source.subscribeEngine(EventSink(next: { _ in }, end: sink.end), scope)
        }
    }
}
