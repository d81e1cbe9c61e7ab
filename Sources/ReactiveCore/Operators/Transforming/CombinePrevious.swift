/// `combinePrevious`: each element is combined with the one before it (`start` for
/// the first). `--1--2--3--|` with start 0 and `+` gives `--1--3--5--|`.
/// A thrown error ends the sequence with that error.
///
/// RAC's `-combinePreviousWithStart:reduce:` is a scan over (previous, result) pairs
/// followed by a map; here it is one stage with the previous element as its state.
extension Engine {
    /// RAC `-combinePreviousWithStart:reduce:`. Rx has no counterpart (`scan` over a pair).
    @inlinable
    package func combinePrevious<Result>(start: Element, reduce: @escaping (_ previous: Element, _ current: Element) throws -> Result) -> Observable<Result> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            let previous = StageState(start)
            return EventSink(next: { element in
                if scope.isDisposed { return }
                guard let result = attempt(orEnd: end, { try reduce(previous.value, element) }) else { return }
                previous.value = element
                next(result)
            }, end: end)
        }
    }
}
