/// `ifEmpty(switchTo:)`: one stage that remembers whether an element passed; a
/// completion that found none releases the source and subscribes `other`.
extension Engine {
    /// Rx `ifEmpty(switchTo:)`.
    @inlinable
    package func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let next = sink.next, end = sink.end
            let isEmpty = StageState(true)
            let sourceScope = scope.child()
            source.subscribeEngine(EventSink(next: { element in
                isEmpty.value = false
                next(element)
            }, end: { termination in
                guard case .completed = termination, isEmpty.value else { return end(termination) }
                sourceScope.dispose()
                other.subscribeEngine(sink, scope)
            }), sourceScope)
        }
    }
}
