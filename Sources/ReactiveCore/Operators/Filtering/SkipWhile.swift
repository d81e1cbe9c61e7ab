/// `skip(while:)`: one stage that drops elements until one fails `predicate`, then
/// forwards everything without calling it again.
extension Engine {
    /// Rx `skip(while:)`; RAC `-skipWhileBlock:` and (negated) `-skipUntilBlock:`.
    @inlinable
    package func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable.make(skipRun(while: predicate))
    }

    /// The `Run` of `skip`: what each of its subscriptions runs.
    @inlinable
    package func skipRun(while predicate: @escaping (Element) throws -> Bool) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end, skipping = StageState(true)
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
