/// `scan`: one stage whose `StageState` is the accumulator (a fresh one per
/// subscription), updated per element and sent after each update.
extension Engine {
    /// Rx `scan(into:accumulator:)`: the accumulator is updated in place.
    @inlinable
    package func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) -> Observable<Accumulate> {
        Observable.make(scanRun(into: seed, accumulator: accumulator))
    }

    /// The `Run` of `scan`: what each of its subscriptions runs.
    @inlinable
    package func scanRun<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) -> Run<Accumulate> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end, accumulate = StageState(seed)
            source.subscribeEngine(EventSink(next: { element in
                if Engine.fold(element, into: accumulate, accumulator, scope, end) { next(accumulate.value) }
            }, end: end), scope)
        }
    }

    /// The per-element step of `scan` and `reduce`: folds `element` into `accumulate`.
    /// Returns `false` if the scope is disposed, or if `accumulator` threw (the stage
    /// then ends with the error).
    @inlinable @inline(__always)
    static func fold<Accumulate>(
        _ element: Element, into accumulate: StageState<Accumulate>,
        _ accumulator: (inout Accumulate, Element) throws -> Void,
        _ scope: SubscriptionScope, _ end: (Termination) -> Void
    ) -> Bool {
        if scope.isDisposed { return false }
        do {
            try accumulator(&accumulate.value, element)
            return true
        } catch {
            end(.error(error))
            return false
        }
    }

    /// Rx `scan(_:accumulator:)`, RAC `-scanWithStart:reduce:`.
    @inlinable
    package func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
    }

    /// The `Run` of `scan(_:accumulator:)`: what each of its subscriptions runs.
    @inlinable
    package func scanRun<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Run<Accumulate> {
        scanRun(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
    }

    /// RAC `-scanWithStart:reduceWithIndex:`: the accumulator also receives the
    /// element's index (0 for the first element).
    @inlinable
    package func scan<Accumulate>(_ seed: Accumulate, accumulatorWithIndex: @escaping (Accumulate, Element, Int) throws -> Accumulate) -> Observable<Accumulate> {
        Observable.make(scanRun(seed, accumulatorWithIndex: accumulatorWithIndex))
    }

    /// The `Run` of `scan`: what each of its subscriptions runs.
    @inlinable
    package func scanRun<Accumulate>(_ seed: Accumulate, accumulatorWithIndex: @escaping (Accumulate, Element, Int) throws -> Accumulate) -> Run<Accumulate> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end, state = StageState((accumulate: seed, index: 0))
            source.subscribeEngine(EventSink(next: { element in
                if scope.isDisposed { return }
                do {
                    state.value.accumulate = try accumulatorWithIndex(state.value.accumulate, element, state.value.index)
                } catch {
                    return end(.error(error))
                }
                state.value.index &+= 1
                next(state.value.accumulate)
            }, end: end), scope)
        }
    }
}
