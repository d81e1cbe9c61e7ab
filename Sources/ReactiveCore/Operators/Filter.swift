/// `filter`: `--1--2--3--|` with `isOdd` gives `--1-----3--|`. A thrown error ends the
/// sequence with that error.
extension Engine {
    /// Rx `filter`, RAC `filter:`.
    @inlinable
    package func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = self.source
        return Observable.make { handler, scope in
            source.subscribeEngine({ event in
                guard case .next(let element) = event else { return handler(event) }
                // A thrown error disposes the scope: later elements are dropped here.
                if scope.isDisposed { return }
                do {
                    if try predicate(element) { handler(event) }
                } catch {
                    handler(.error(error))
                }
            }, scope)
        }
    }
}
