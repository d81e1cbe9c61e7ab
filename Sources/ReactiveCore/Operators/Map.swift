/// `map`: `--1--2--|` with `x * 10` gives `--10--20--|`. A thrown error ends the
/// sequence with that error.
extension Engine {
    /// Rx `map`, RAC `map:`.
    @inlinable
    package func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = self.source
        return Observable.make { handler, scope in
            source.subscribeEngine({ event in
                switch event {
                case .next(let element):
                    // A thrown error disposes the scope: later elements are dropped here.
                    if scope.isDisposed { return }
                    do {
                        handler(.next(try transform(element)))
                    } catch {
                        handler(.error(error))
                    }
                case .error(let error):
                    handler(.error(error))
                case .completed:
                    handler(.completed)
                }
            }, scope)
        }
    }
}
