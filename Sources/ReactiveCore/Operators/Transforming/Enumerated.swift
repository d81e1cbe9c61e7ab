/// `enumerated`: pairs each element with its index. `--a--b--|` gives
/// `--(0, a)--(1, b)--|`. The index is per subscription.
extension Engine {
    /// Rx `enumerated()`. An index past `Int.max` ends the sequence with
    /// `RxError.overflow`.
    @inlinable
    package func enumerated() -> Observable<(index: Int, element: Element)> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            let state = StageState((index: 0, overflowed: false))
            return EventSink(next: { element in
                if scope.isDisposed { return }
                if state.value.overflowed { return end(.error(RxError.overflow)) }
                let current = state.value.index
                (state.value.index, state.value.overflowed) = current.addingReportingOverflow(1)
                next((index: current, element: element))
            }, end: end)
        }
    }
}
