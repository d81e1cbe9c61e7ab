/// `compactMap`: `--1--2--3--|` with `{ $0 == 2 ? nil : $0 * 10 }` gives
/// `--10-----30--|`. A thrown error ends the sequence with that error.
extension Engine {
    /// Rx `compactMap`. RAC: `-map:` followed by `-ignore:nil`.
    @inlinable
    package func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            return EventSink(next: { element in
                if !scope.isDisposed, let result = attempt(orEnd: end, { try transform(element) }) ?? nil { next(result) }
            }, end: end)
        }
    }
}
