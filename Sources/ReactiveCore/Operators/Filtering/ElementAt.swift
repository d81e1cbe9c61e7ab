/// `element(at:)`: one stage that counts elements, sends the one at `index` and
/// completes, or fails with `RxError.argumentOutOfRange` when the source completes first.
extension Engine {
    /// Rx `element(at:)`. `index` must not be negative (checked by the facade).
    @inlinable
    package func element(at index: Int) -> Observable<Element> {
        Observable.make(elementRun(at: index))
    }

    /// The `Run` of `element`: what each of its subscriptions runs.
    @inlinable
    package func elementRun(at index: Int) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end, state = StageState((remaining: index, done: false))
            source.subscribeEngine(EventSink(next: { element in
                if state.value.done || scope.isDisposed { return }
                if state.value.remaining > 0 { state.value.remaining -= 1; return }
                state.value.done = true
                next(element)
                end(.completed)
            }, end: { termination in
                if state.value.done { return }
                state.value.done = true
                switch termination {
                case .completed: end(.error(RxError.argumentOutOfRange))
                case .error: end(termination)
                }
            }), scope)
        }
    }
}
