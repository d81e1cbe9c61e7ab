/// `reduce`: one stage that folds every element into an accumulator and sends
/// `mapResult` of it at the source's completion; an error, from the source or a
/// closure, is sent alone.
extension Engine {
    /// Rx `reduce(into:accumulator:mapResult:)`: the accumulator is updated in place,
    /// `mapResult` runs once at completion.
    @inlinable
    package func reduce<Accumulate, Result>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        Observable.make(reduceRun(into: seed, accumulator: accumulator, mapResult: mapResult))
    }

    /// The `Run` of `reduce`: what each of its subscriptions runs.
    @inlinable
    package func reduceRun<Accumulate, Result>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Run<Result> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end, accumulate = StageState(seed)
            source.subscribeEngine(EventSink(next: { element in
                _ = Engine.fold(element, into: accumulate, accumulator, scope, end)
            }, end: { termination in
                guard case .completed = termination else { return end(termination) }
                // After an error thrown by `accumulator` the scope is disposed.
                if scope.isDisposed { return }
                let result: Result
                do {
                    result = try mapResult(accumulate.value)
                } catch {
                    return end(.error(error))
                }
                next(result)
                if !scope.isDisposed { end(.completed) }
            }), scope)
        }
    }

    /// Rx `reduce(_:accumulator:mapResult:)`.
    @inlinable
    package func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        reduce(into: seed, accumulator: { accumulate, element in accumulate = try accumulator(accumulate, element) }, mapResult: mapResult)
    }

    /// Rx `reduce(into:accumulator:)`.
    @inlinable
    package func reduce<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) -> Observable<Accumulate> {
        reduce(into: seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// Rx `reduce(_:accumulator:)`.
    @inlinable
    package func reduce<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        reduce(into: seed, accumulator: { accumulate, element in accumulate = try accumulator(accumulate, element) }, mapResult: { $0 })
    }

    /// RAC `-aggregateWithStart:reduce:`, which ReactiveObjC builds as
    /// `scan` + `startWith:start` + `takeLast:1` (Docs/Semantics.md#expected-parity). That composition emits
    /// exactly what `reduce` emits, at the same tick (the seed for an empty source, the
    /// last accumulator otherwise, only the error on error), so it is `reduce` itself.
    @inlinable
    package func aggregate<Accumulate>(start: Accumulate, reduce combine: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        reduce(start, accumulator: combine)
    }
}
