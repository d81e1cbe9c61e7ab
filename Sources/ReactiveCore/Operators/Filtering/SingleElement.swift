/// `asSingle` / `asMaybe`: one stage that holds at most one element and sends it at the
/// source's completion. `requiresElement` is the only difference between the two: with
/// it, an empty completion fails with `RxError.noElements`.
extension Engine {
    /// Rx `asSingle()` (`requiresElement: true`) and `asMaybe()` (`false`).
    @inlinable
    package func singleElement(requiresElement: Bool) -> Observable<Element> {
        Observable.make(singleElementRun(requiresElement: requiresElement))
    }

    /// The `Run` of `singleElement`: what each of its subscriptions runs.
    @inlinable
    package func singleElementRun(requiresElement: Bool) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            // One producer drives this stage: the state needs no lock.
            let element = StageState<Element?>(nil)
            source.subscribeEngine(EventSink(next: { value in
                if scope.isDisposed { return }
                if element.value == nil {
                    element.value = value
                } else {
                    element.value = nil
                    sink.error(RxError.moreThanOneElement)
                }
            }, end: { termination in
                guard case .completed = termination else { return sink.end(termination) }
                if let value = element.value {
                    element.value = nil
                    sink.next(value)
                    if !scope.isDisposed { sink.completed() }
                } else if requiresElement {
                    sink.error(RxError.noElements)
                } else {
                    sink.completed()
                }
            }), scope)
        }
    }
}
