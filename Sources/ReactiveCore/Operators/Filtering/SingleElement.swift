/// `asSingle` / `asMaybe`: a sequence of at most one element, emitted when the source
/// completes.
///
/// `--1--|` gives `-----(1|)`; `--1--2--` gives `-----#` (`RxError.moreThanOneElement`,
/// at the second element); `--|` gives `--#` (`RxError.noElements`) when an element is
/// required, `--|` otherwise.
extension Engine {
    /// Rx `asSingle()` (`requiresElement: true`) and `asMaybe()` (`false`).
    @inlinable
    package func singleElement(requiresElement: Bool) -> Observable<Element> {
        stage { sink, scope in
            // One producer drives this stage: the state needs no lock.
            let element = StageState<Element?>(nil)
            return EventSink(next: { value in
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
            })
        }
    }
}
