/// `materialize`: one stage that wraps every event as an element (`wrap` chooses the
/// facade's event type) and completes after the terminal one.
extension Engine {
    /// Rx `materialize`; RAC `-materialize` (with `wrap` making a `RACEvent`).
    @inlinable
    package func materialize<Wrapped>(_ wrap: @escaping (Event<Element>) -> Wrapped) -> Observable<Wrapped> {
        Observable.make(materializeRun(wrap))
    }

    /// The `Run` of `materialize`: what each of its subscriptions runs.
    @inlinable
    package func materializeRun<Wrapped>(_ wrap: @escaping (Event<Element>) -> Wrapped) -> Run<Wrapped> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end
            source.subscribeEngine(EventSink(next: { element in
                next(wrap(.next(element)))
            }, end: { termination in
                if scope.isDisposed { return }
                next(wrap(termination.event()))
                if !scope.isDisposed { end(.completed) }
            }), scope)
        }
    }

    /// Rx `materialize`: the events as `Event` values.
    @inlinable
    package func materialize() -> Observable<Event<Element>> {
        materialize { $0 }
    }
}
