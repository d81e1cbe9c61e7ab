/// `skip(n)`: one stage that counts elements and forwards those after the first `count`.
extension Engine {
    /// Rx `skip(_:)`, RAC `-skip:`.
    @inlinable
    package func skip(_ count: Int) -> Observable<Element> {
        if count <= 0 { return source }
        return Observable.make(skipRun(count))
    }

    /// The `Run` of `skip`: what each of its subscriptions runs.
    @inlinable
    package func skipRun(_ count: Int) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next
            let remaining = StageState(count)
            source.subscribeEngine(EventSink(next: { element in
                if remaining.value > 0 { remaining.value -= 1 } else { next(element) }
            }, end: sink.end), scope)
        }
    }
}
