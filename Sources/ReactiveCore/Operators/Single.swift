/// `single`: the one element that passes `predicate`, sent as soon as it arrives.
/// A second passing element ends the sequence with `RxError.moreThanOneElement`; a
/// source that completes without one ends with `RxError.noElements`.
extension Engine {
    /// Rx `single()` / `single(_:)`.
    @inlinable
    package func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let next = sink.next, end = sink.end
            var seen = false
            var ended = false   // after our own error, a late end from the source is dropped
            source.subscribeEngine(EventSink(next: { element in
                if scope.isDisposed || ended { return }
                do {
                    guard try predicate(element) else { return }
                } catch {
                    ended = true
                    return end(.error(error))
                }
                if seen {
                    ended = true
                    return end(.error(RxError.moreThanOneElement))
                }
                seen = true
                next(element)
            }, end: { termination in
                if ended { return }
                ended = true
                if case .completed = termination, !seen {
                    return end(.error(RxError.noElements))
                }
                end(termination)
            }), scope)
        }
    }
}
