/// `combinePrevious`: one stage whose `StageState` is the previous element (`start`
/// before the first), combined with each element by `reduce`.
///
/// RAC's `-combinePreviousWithStart:reduce:` is a scan over (previous, result) pairs
/// followed by a map; here it is one stage with the previous element as its state.
extension Engine {
    /// RAC `-combinePreviousWithStart:reduce:`. Rx has no counterpart (`scan` over a pair).
    @inlinable
    package func combinePrevious<Result>(start: Element, reduce: @escaping (_ previous: Element, _ current: Element) throws -> Result) -> Observable<Result> {
        Observable.make(combinePreviousRun(start: start, reduce: reduce))
    }

    /// The `Run` of `combinePrevious`: what each of its subscriptions runs.
    @inlinable
    package func combinePreviousRun<Result>(start: Element, reduce: @escaping (_ previous: Element, _ current: Element) throws -> Result) -> Run<Result> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end, previous = StageState(start)
            source.subscribeEngine(EventSink(next: { element in
                if scope.isDisposed { return }
                let result: Result
                do {
                    result = try reduce(previous.value, element)
                } catch {
                    return end(.error(error))
                }
                previous.value = element
                next(result)
            }, end: end), scope)
        }
    }
}
