/// `dematerialize`: one stage that turns event elements back into events; the first
/// terminal one ends the stage.
extension Engine where Element: EventConvertible {
    /// Rx `dematerialize()`, RAC `-dematerialize`.
    @inlinable
    package func dematerialize() -> Observable<Element.Element> {
        Observable.make(dematerializeRun())
    }

    /// The `Run` of `dematerialize`: what each of its subscriptions runs.
    @inlinable
    package func dematerializeRun() -> Run<Element.Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end
            source.subscribeEngine(EventSink(next: { element in
                // An event element that ended the sequence disposed the scope.
                if scope.isDisposed { return }
                switch element.event {
                case .next(let value): next(value)
                case .error(let error): end(.error(error))
                case .completed: end(.completed)
                }
            }, end: end), scope)
        }
    }
}
