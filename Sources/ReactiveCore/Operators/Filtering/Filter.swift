/// `filter`: one stage that calls `predicate` per element and forwards the ones that
/// pass; a thrown error ends the stage with it.
extension Engine {
    /// Rx `filter`, RAC `filter:`.
    @inlinable
    package func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable.make(filterRun(predicate))
    }

    /// The `Run` of `filter`: what each of its subscriptions runs.
    @inlinable
    package func filterRun(_ predicate: @escaping (Element) throws -> Bool) -> Run<Element> {
        let source = self.source
        return { sink, scope in
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
