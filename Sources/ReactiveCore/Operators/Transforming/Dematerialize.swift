/// `dematerialize`: turns event elements back into events, the reverse of
/// `materialize`. `--next(1)--error(#)--` gives `--1--#`; the first `error` or
/// `completed` element ends the sequence (later ones are dropped).
extension Engine where Element: EventConvertible {
    /// Rx `dematerialize()`, RAC `-dematerialize`.
    @inlinable
    package func dematerialize() -> Observable<Element.Element> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            return EventSink(next: { element in
                // An event element that ended the sequence disposed the scope.
                if scope.isDisposed { return }
                switch element.event {
                case .next(let value): next(value)
                case .error(let error): end(.error(error))
                case .completed: end(.completed)
                }
            }, end: end)
        }
    }
}
