/// `filter`: `--1--2--3--|` with `isOdd` gives `--1-----3--|`. A thrown error ends the
/// sequence with that error.
extension Engine {
    /// Rx `filter`, RAC `filter:`.
    @inlinable
    package func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            return EventSink(next: { element in
                if !scope.isDisposed, attempt(orEnd: end, { try predicate(element) }) == true { next(element) }
            }, end: end)
        }
    }
}
