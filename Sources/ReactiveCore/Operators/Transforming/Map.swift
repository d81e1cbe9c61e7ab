/// `map`: `--1--2--|` with `x * 10` gives `--10--20--|`. A thrown error ends the
/// sequence with that error.
extension Engine {
    /// Rx `map`, RAC `map:`.
    @inlinable
    package func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            return EventSink(next: { element in
                if !scope.isDisposed, let result = attempt(orEnd: end, { try transform(element) }) { next(result) }
            }, end: end)
        }
    }
}
