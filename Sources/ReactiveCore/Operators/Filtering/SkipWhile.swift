/// `skip(while:)`: one stage that drops elements until one fails `predicate`, then
/// forwards everything without calling it again.
extension Engine {
    /// Rx `skip(while:)`; RAC `-skipWhileBlock:` and (negated) `-skipUntilBlock:`.
    @inlinable
    package func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        stage(state: true) { next, end, skipping, scope in
            EventSink(next: { element in
                if scope.isDisposed { return }
                if skipping.value {
                    do { skipping.value = try predicate(element) } catch { return end(.error(error)) }
                    if skipping.value { return }
                }
                next(element)
            }, end: end)
        }
    }
}
