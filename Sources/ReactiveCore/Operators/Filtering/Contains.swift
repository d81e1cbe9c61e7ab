/// `contains(where:)`: one stage that ends at the first element passing `predicate`
/// with `true`, or at the source's completion with `false`.
extension Engine {
    /// RAC `-any:` (and, negated, `-all:`).
    @inlinable
    package func contains(where predicate: @escaping (Element) throws -> Bool) -> Observable<Bool> {
        stage(state: false) { next, end, done, scope in
            // Only the source's thread touches `done` (one producer).
            EventSink(next: { element in
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
                }
                end(termination)
            })
        }
    }
}
