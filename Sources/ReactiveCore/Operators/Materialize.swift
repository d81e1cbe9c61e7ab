/// `materialize`: every event becomes an element. `--1--#` gives
/// `--next(1)--(error(#)|)`; `--1--|` gives `--next(1)--(completed|)`.
/// The result itself never fails.
extension Engine {
    /// Rx `materialize()`, RAC `-materialize` (as `RACEvent` in the RAC facade).
    @inlinable
    package func materialize() -> Observable<Event<Element>> {
        let source = self.source
        return Observable.make { sink, scope in
            let next = sink.next, end = sink.end
            source.subscribeEngine(EventSink(next: { element in
                next(.next(element))
            }, end: { termination in
                if scope.isDisposed { return }
                next(termination.event())
                if !scope.isDisposed { end(.completed) }
            }), scope)
        }
    }
}
