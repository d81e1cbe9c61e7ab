/// `withUnretained`: one stage that holds `object` weakly and pairs it with each
/// element; once it is gone, the next element completes the stage.
extension Engine {
    /// Rx `withUnretained(_:resultSelector:)`.
    @inlinable
    package func withUnretained<Object: AnyObject, Result>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) throws -> Result
    ) -> Observable<Result> {
        Observable.make(withUnretainedRun(object, resultSelector: resultSelector))
    }

    /// The `Run` of `withUnretained`: what each of its subscriptions runs.
    @inlinable
    package func withUnretainedRun<Object: AnyObject, Result>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) throws -> Result
    ) -> Run<Result> {
        let source = self.source
        return { [weak object] sink, scope in
            let next = sink.next, end = sink.end
            source.subscribeEngine(EventSink(next: { [weak object] element in
                if scope.isDisposed { return }
                guard let object else { return end(.completed) }
                do { next(try resultSelector(object, element)) } catch { end(.error(error)) }
            }, end: end), scope)
        }
    }
}
