/// `enumerated`: pairs each element with its index. `--a--b--|` gives
/// `--(0, a)--(1, b)--|`. The index is per subscription.
extension Engine {
    /// Rx `enumerated()`. An index past `Int.max` ends the sequence with
    /// `RxError.overflow`.
    @inlinable
    package func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = self.source
        return Observable.make { sink, scope in
            let next = sink.next, end = sink.end
            var index = 0
            var overflowed = false
            source.subscribeEngine(EventSink(next: { element in
                if scope.isDisposed { return }
                if overflowed { return end(.error(RxError.overflow)) }
                let current = index
                (index, overflowed) = index.addingReportingOverflow(1)
                next((index: current, element: element))
            }, end: end), scope)
        }
    }
}
