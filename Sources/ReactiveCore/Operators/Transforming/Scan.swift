/// `scan`: each element updates an accumulator, and every new accumulator value is
/// emitted. `--1--2--3--|` with seed 0 and `+` gives `--1--3--6--|` (the seed itself
/// is not emitted). A thrown error ends the sequence with that error.
///
/// The accumulator is per subscription: each subscriber starts again from the seed.
extension Engine {
    /// Rx `scan(into:accumulator:)`: the accumulator is updated in place.
    @inlinable
    package func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) -> Observable<Accumulate> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            let accumulate = StageState(seed)
            return EventSink(next: { element in
                if !scope.isDisposed, attempt(orEnd: end, { try accumulator(&accumulate.value, element) }) != nil {
                    next(accumulate.value)
                }
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
                guard let accumulate = attempt(orEnd: end, { try accumulatorWithIndex(state.value.accumulate, element, state.value.index) }) else {
                    return
                }
                state.value = (accumulate, state.value.index &+ 1)
                next(state.value.accumulate)
            }, end: end)
        }
    }
}
