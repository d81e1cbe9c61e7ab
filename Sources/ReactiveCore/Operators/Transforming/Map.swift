/// `map`: `--1--2--|` with `x * 10` gives `--10--20--|`. A thrown error ends the
/// sequence with that error.
extension Engine {
    /// Rx `map`, RAC `map:`.
    @inlinable
    package func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = self.source
        return Observable.make { sink, scope in
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
