/// `single`: one stage that sends the first element passing `predicate` at once and
/// fails on a second one (`RxError.moreThanOneElement`) or on a completion without one
/// (`RxError.noElements`).
extension Engine {
    /// Rx `single()` / `single(_:)`.
    @inlinable
    package func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable.make(singleRun(predicate))
    }

    /// The `Run` of `single`: what each of its subscriptions runs.
    @inlinable
    package func singleRun(_ predicate: @escaping (Element) throws -> Bool) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end
            // `ended`: after our own error, a late end from the source is dropped.
            let state = StageState((seen: false, ended: false))
            source.subscribeEngine(EventSink(next: { element in
                if scope.isDisposed || state.value.ended { return }
                do {
                    guard try predicate(element) else { return }
                } catch {
                    state.value.ended = true
                    return end(.error(error))
                }
                if state.value.seen {
                    state.value.ended = true
                    return end(.error(RxError.moreThanOneElement))
                }
                state.value.seen = true
                next(element)
            }, end: { termination in
                if state.value.ended { return }
                state.value.ended = true
                if case .completed = termination, !state.value.seen {
                    return end(.error(RxError.noElements))
                }
                end(termination)
            }), scope)
        }
    }
}
