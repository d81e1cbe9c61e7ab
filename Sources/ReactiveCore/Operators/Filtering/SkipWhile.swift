/// `skip(while:)`: `-1-2-5-1-|` with `< 3` gives `-----5-1-|`: once an element fails
/// the predicate, it and every later element pass. A thrown error ends the sequence.
extension Engine {
    /// Rx `skip(while:)`; RAC `-skipWhileBlock:` and (negated) `-skipUntilBlock:`.
    @inlinable
    package func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            let skipping = StageState(true)
            return EventSink(next: { element in
                if scope.isDisposed { return }
                if skipping.value {
                    guard let skips = attempt(orEnd: end, { try predicate(element) }) else { return }
                    skipping.value = skips
                    if skips { return }
                }
                next(element)
            }, end: end)
        }
    }
}
