/// `filter`: `--1--2--3--|` with `isOdd` gives `--1-----3--|`. A thrown error ends the
/// sequence with that error.
extension Engine {
    /// Rx `filter`, RAC `filter:`.
    @inlinable
    package func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let next = sink.next, end = sink.end
            source.subscribeEngine(EventSink(next: { element in
                // A thrown error disposes the scope: later elements are dropped here.
                if scope.isDisposed { return }
                do {
                    if try predicate(element) { next(element) }
                } catch {
                    end(.error(error))
                }
            }, end: end), scope)
        }
    }
}
