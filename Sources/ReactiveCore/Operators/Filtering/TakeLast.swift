/// `takeLast(n)`: one stage that keeps the last `count` elements in a ring and sends
/// them at the source's completion.
extension Engine {
    /// Rx `takeLast(_:)`, RAC `-takeLast:`. `count` must not be negative (checked by
    /// the facades).
    @inlinable
    package func takeLast(_ count: Int) -> Observable<Element> {
        Observable.make(takeLastRun(count))
    }

    /// The `Run` of `takeLast`: what each of its subscriptions runs.
    @inlinable
    package func takeLastRun(_ count: Int) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end
            // A ring of at most `count` elements; `start` is the oldest.
            let state = StageState((ring: [Element](), start: 0))
            source.subscribeEngine(EventSink(next: { element in
                if count == 0 { return }
                if state.value.ring.count < count {
                    state.value.ring.append(element)
                } else {
                    state.value.ring[state.value.start] = element
                    state.value.start = (state.value.start + 1) % count
                }
            }, end: { termination in
                // Taken out first: a re-entrant send during delivery must not touch it.
                let (ring, start) = state.value
                state.value.ring = []
                if case .completed = termination {
                    for offset in 0..<ring.count {
                        if scope.isDisposed { return }
                        next(ring[(start + offset) % ring.count])
                    }
                }
                end(termination)
            }), scope)
        }
    }
}
