/// `scan`: one stage whose `StageState` is the accumulator (a fresh one per
/// subscription), updated per element and sent after each update.
extension Engine {
    /// Rx `scan(into:accumulator:)`: the accumulator is updated in place.
    @inlinable
    package func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) -> Observable<Accumulate> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            let accumulate = StageState(seed)
            return EventSink(next: { element in
                if scope.isDisposed { return }
                do {
                    try accumulator(&accumulate.value, element)
                } catch {
                    return end(.error(error))
                }
                next(accumulate.value)
            }, end: end)
        }
    }

    /// Rx `scan(_:accumulator:)`, RAC `-scanWithStart:reduce:`.
    @inlinable
    package func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
    }

    /// RAC `-scanWithStart:reduceWithIndex:`: the accumulator also receives the
    /// element's index (0 for the first element).
    @inlinable
    package func scan<Accumulate>(_ seed: Accumulate, accumulatorWithIndex: @escaping (Accumulate, Element, Int) throws -> Accumulate) -> Observable<Accumulate> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            let state = StageState((accumulate: seed, index: 0))
            return EventSink(next: { element in
                if scope.isDisposed { return }
                do {
                    state.value.accumulate = try accumulatorWithIndex(state.value.accumulate, element, state.value.index)
                } catch {
                    return end(.error(error))
                }
                state.value.index &+= 1
                next(state.value.accumulate)
            }, end: end)
        }
    }
}
