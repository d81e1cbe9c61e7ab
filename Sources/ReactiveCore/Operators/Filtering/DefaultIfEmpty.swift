/// `ifEmpty(default:)`: one stage that remembers whether an element passed and sends
/// `element` before a completion that found none.
extension Engine {
    /// Rx `ifEmpty(default:)`.
    @inlinable
    package func ifEmpty(default element: Element) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
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
