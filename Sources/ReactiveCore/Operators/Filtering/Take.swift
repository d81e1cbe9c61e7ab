/// `take(n)`: one stage that counts elements and completes, releasing the source, right
/// after the `count`-th.
extension Engine {
    /// Rx `take(_:)`, RAC `-take:`. `take(0)` completes without subscribing.
    /// `count` must not be negative (checked by the facades).
    @inlinable
    package func take(_ count: Int) -> Observable<Element> {
        if count <= 0 { return Engine.empty() }
        return Observable.make(takeRun(count))
    }

    /// The `Run` of `take`: what each of its subscriptions runs.
    @inlinable
    package func takeRun(_ count: Int) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end
            let remaining = StageState(count)
            source.subscribeEngine(EventSink(next: { element in
                if scope.isDisposed || remaining.value == 0 { return }
                remaining.value -= 1
                next(element)
                if remaining.value == 0 { end(.completed) }
            }, end: { termination in
                if remaining.value > 0 { end(termination) }
            }), scope)
        }
    }
}
