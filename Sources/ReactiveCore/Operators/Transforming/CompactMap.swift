/// `compactMap`: one stage that calls `transform` per element and forwards the non-nil
/// results; a thrown error ends the stage with it.
extension Engine {
    /// Rx `compactMap`. RAC: `-map:` followed by `-ignore:nil`.
    @inlinable
    package func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        Observable.make(compactMapRun(transform))
    }

    /// The `Run` of `compactMap`: what each of its subscriptions runs.
    @inlinable
    package func compactMapRun<Result>(_ transform: @escaping (Element) throws -> Result?) -> Run<Result> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end
            source.subscribeEngine(EventSink(next: { element in
                // A thrown error disposes the scope: later elements are dropped here.
                if scope.isDisposed { return }
                do {
                    if let result = try transform(element) { next(result) }
                } catch {
                    end(.error(error))
                }
            }, end: end), scope)
        }
    }
}
