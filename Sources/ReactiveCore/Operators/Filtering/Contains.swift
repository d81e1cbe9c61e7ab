/// `contains(where:)`: `true` at the first element that matches, then completes;
/// `false` when the source completes without one. A thrown error ends the sequence.
///
/// ```
/// source:  --1--4--5--|     (isEven)
/// result:  -----(true|)
/// ```
extension Engine {
    /// RAC `-any:` (and, negated, `-all:`).
    @inlinable
    package func contains(where predicate: @escaping (Element) throws -> Bool) -> Observable<Bool> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            // Only the source's thread touches `done` (one producer).
            let done = StageState(false)
            return EventSink(next: { element in
                if done.value || scope.isDisposed { return }
                let fail = { (error: Swift.Error) in
                    done.value = true
                    end(.error(error))
                }
                guard attempt(onError: fail, { try predicate(element) }) == true else { return }
                done.value = true
                next(true)
                if !scope.isDisposed { end(.completed) }
            }, end: { termination in
                if done.value { return }
                done.value = true
                if case .completed = termination {
                    next(false)
                    if scope.isDisposed { return }
                }
                end(termination)
            })
        }
    }
}
