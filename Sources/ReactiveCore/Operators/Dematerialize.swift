/// `dematerialize`: the inverse of `materialize`. Event elements become events; the
/// first terminal event element ends the sequence.
extension Engine where Element: EventConvertible {
    /// Rx `dematerialize`; RAC `-dematerialize` (on `RACEvent` values).
    @inlinable
    package func dematerialize() -> Observable<Element.Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let next = sink.next, end = sink.end
            source.subscribeEngine(EventSink(next: { wrapped in
                if scope.isDisposed { return }
                switch wrapped.event {
                case .next(let element): next(element)
                case .error(let error): end(.error(error))
                case .completed: end(.completed)
                }
            }, end: end), scope)
        }
    }
}
