/// `take(while:)`: `-1-2-5-1-|` with `< 3` gives `-1-2|` (exclusive) or `-1-2-5|`
/// (inclusive: the first failing element is sent before completing). A thrown error
/// ends the sequence with it.
extension Engine {
    /// Rx `take(while:behavior:)` and (negated) `take(until:behavior:)`; RAC
    /// `-takeWhileBlock:` and `-takeUntilBlock:` (exclusive).
    @inlinable
    package func take(while predicate: @escaping (Element) throws -> Bool, inclusive: Bool) -> Observable<Element> {
        stage { sink, scope in
            let next = sink.next, end = sink.end
            let running = StageState(true)
            return EventSink(next: { element in
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
            })
        }
    }
}
