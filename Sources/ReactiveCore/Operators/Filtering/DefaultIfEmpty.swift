/// `ifEmpty(default:)`: one stage that remembers whether an element passed and sends
/// `element` before a completion that found none.
extension Engine {
    /// Rx `ifEmpty(default:)`.
    @inlinable
    package func ifEmpty(default element: Element) -> Observable<Element> {
        Observable.make(ifEmptyRun(default: element))
    }

    /// The `Run` of `ifEmpty`: what each of its subscriptions runs.
    @inlinable
    package func ifEmptyRun(default element: Element) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end, isEmpty = StageState(true)
            source.subscribeEngine(EventSink(next: { value in
                isEmpty.value = false
                next(value)
            }, end: { termination in
                if case .completed = termination, isEmpty.value {
                    next(element)
                    if scope.isDisposed { return }
                }
                end(termination)
            }), scope)
        }
    }
}
