/// `take(while:)`: one stage that completes at the first element failing `predicate`;
/// `inclusive` sends that element first.
extension Engine {
    /// Rx `take(while:behavior:)` and (negated) `take(until:behavior:)`; RAC
    /// `-takeWhileBlock:` and `-takeUntilBlock:` (exclusive).
    @inlinable
    package func take(while predicate: @escaping (Element) throws -> Bool, inclusive: Bool) -> Observable<Element> {
        Observable.make(takeRun(while: predicate, inclusive: inclusive))
    }

    /// The `Run` of `take`: what each of its subscriptions runs.
    @inlinable
    package func takeRun(while predicate: @escaping (Element) throws -> Bool, inclusive: Bool) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end
            let running = StageState(true)
            source.subscribeEngine(EventSink(next: { element in
                if scope.isDisposed || !running.value { return }
                let passes: Bool
                do { passes = try predicate(element) } catch {
                    running.value = false
                    return end(.error(error))
                }
                if passes { return next(element) }
                running.value = false
                if inclusive { next(element) }
                end(.completed)
            }, end: { termination in
                if running.value { end(termination) }
            }), scope)
        }
    }
}
