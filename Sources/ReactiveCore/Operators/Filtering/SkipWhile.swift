/// `skip(while:)`: `-1-2-5-1-|` with `< 3` gives `-----5-1-|`: once an element fails
/// the predicate, it and every later element pass. A thrown error ends the sequence.
extension Engine {
    /// Rx `skip(while:)`; RAC `-skipWhileBlock:` and (negated) `-skipUntilBlock:`.
    @inlinable
    package func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let next = sink.next, end = sink.end
            let skipping = StageState(true)
            source.subscribeEngine(EventSink(next: { element in
                if scope.isDisposed { return }
                if skipping.value {
                    do { skipping.value = try predicate(element) } catch { return end(.error(error)) }
                    if skipping.value { return }
                }
                next(element)
            }, end: end), scope)
        }
    }
}
