/// `compactMap`: `--1--2--3--|` with `{ $0 == 2 ? nil : $0 * 10 }` gives
/// `--10-----30--|`. A thrown error ends the sequence with that error.
extension Engine {
    /// Rx `compactMap`. RAC: `-map:` followed by `-ignore:nil`.
    @inlinable
    package func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = self.source
        return Observable.make { sink, scope in
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
