/// `contains(where:)`: one stage that ends at the first element passing `predicate`
/// with `true`, or at the source's completion with `false`. The source's error is
/// forwarded, or, given `answeringAnError`, answered with that value and a completion
/// (RAC's `-any:` and `-all:` count an error as the end of the search).
extension Engine {
    /// RAC `-any:` (and, negated, `-all:`).
    @inlinable
    package func contains(where predicate: @escaping (Element) throws -> Bool, answeringAnError errorAnswer: Bool? = nil) -> Observable<Bool> {
        Observable.make(containsRun(where: predicate, answeringAnError: errorAnswer))
    }

    /// The `Run` of `contains`: what each of its subscriptions runs.
    @inlinable
    package func containsRun(where predicate: @escaping (Element) throws -> Bool, answeringAnError errorAnswer: Bool? = nil) -> Run<Bool> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end, done = StageState(false)
            // Only the source's thread touches `done` (one producer).
            source.subscribeEngine(EventSink(next: { element in
                if done.value || scope.isDisposed { return }
                do {
                    guard try predicate(element) else { return }
                    done.value = true
                    next(true)
                    if !scope.isDisposed { end(.completed) }
                } catch {
                    done.value = true
                    end(.error(error))
                }
            }, end: { termination in
                if done.value { return }
                done.value = true
                if case .completed = termination {
                    next(false)
                    if scope.isDisposed { return }
                } else if let errorAnswer {
                    // The source's error ends the search with an answer (RAC).
                    next(errorAnswer)
                    if !scope.isDisposed { end(.completed) }
                    return
                }
                end(termination)
            }), scope)
        }
    }
}
