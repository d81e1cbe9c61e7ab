/// `materialize`: every event becomes an element, then the sequence completes; the
/// result itself never fails.
///
/// ```
/// source:  --1--2--#
/// result:  --n(1)--n(2)--(e(#)|)
/// ```
extension Engine {
    /// Rx `materialize`; RAC `-materialize` (with `wrap` making a `RACEvent`).
    @inlinable
    package func materialize<Wrapped>(_ wrap: @escaping (Event<Element>) -> Wrapped) -> Observable<Wrapped> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            return EventSink(next: { element in
                next(wrap(.next(element)))
            }, end: { termination in
                if scope.isDisposed { return }
                next(wrap(termination.event()))
                if !scope.isDisposed { end(.completed) }
            })
        }
    }

    /// Rx `materialize`: the events as `Event` values.
    @inlinable
    package func materialize() -> Observable<Event<Element>> {
        materialize { $0 }
    }
}
