/// `map`: one stage that calls `transform` per element and forwards the result; a
/// thrown error ends the stage with it.
extension Engine {
    /// Rx `map`, RAC `map:`.
    @inlinable
    package func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Observable.make(mapRun(transform))
    }

    /// The `Run` of `map`: what each of its subscriptions runs.
    @inlinable
    package func mapRun<Result>(_ transform: @escaping (Element) throws -> Result) -> Run<Result> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end
            source.subscribeEngine(EventSink(next: { element in
                // A thrown error disposes the scope: later elements are dropped here.
                if scope.isDisposed { return }
                do {
                    next(try transform(element))
                } catch {
                    end(.error(error))
                }
            }, end: end), scope)
        }
    }
}
