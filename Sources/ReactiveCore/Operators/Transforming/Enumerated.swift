/// `enumerated`: one stage that pairs each element with a per-subscription counter.
extension Engine {
    /// Rx `enumerated()`. An index past `Int.max` ends the sequence with
    /// `RxError.overflow`.
    @inlinable
    package func enumerated() -> Observable<(index: Int, element: Element)> {
        Observable.make(enumeratedRun())
    }

    /// The `Run` of `enumerated`: what each of its subscriptions runs.
    @inlinable
    package func enumeratedRun() -> Run<(index: Int, element: Element)> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end
            let state = StageState((index: 0, overflowed: false))
            source.subscribeEngine(EventSink(next: { element in
                if scope.isDisposed { return }
                if state.value.overflowed { return end(.error(RxError.overflow)) }
                let current = state.value.index
                (state.value.index, state.value.overflowed) = current.addingReportingOverflow(1)
                next((index: current, element: element))
            }, end: end), scope)
        }
    }
}
