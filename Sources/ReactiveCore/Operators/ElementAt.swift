/// `element(at:)`: `-a-b-c-|` with 1 gives `---(b|)`. A source that completes first
/// ends with `RxError.argumentOutOfRange`.
extension Engine {
    /// Rx `element(at:)`. `index` must not be negative (checked by the facade).
    @inlinable
    package func element(at index: Int) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let next = sink.next, end = sink.end
            var remaining = index
            var done = false
            source.subscribeEngine(EventSink(next: { element in
                if done || scope.isDisposed { return }
                if remaining > 0 { remaining -= 1; return }
                done = true
                next(element)
                end(.completed)
            }, end: { termination in
                if done { return }
                done = true
                switch termination {
                case .completed: end(.error(RxError.argumentOutOfRange))
                case .error: end(termination)
                }
            }), scope)
        }
    }
}
