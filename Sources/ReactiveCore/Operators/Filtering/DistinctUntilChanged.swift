/// `distinctUntilChanged`: `-1-1-2-2-1-|` gives `-1---2---1-|`. Each element's key is
/// compared with the key of the last element sent; a thrown error from either closure
/// ends the sequence with it.
extension Engine {
    /// Rx `distinctUntilChanged(_:comparer:)` (every Rx form maps here), RAC
    /// `-distinctUntilChanged` (with the facade's equality, Docs/Semantics.md#distinct-until-changed).
    @inlinable
    package func distinctUntilChanged<Key>(
        key keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        return stage { sink, scope in
            let next = sink.next, end = sink.end
            // One producer drives `next`: the last key needs no lock.
            let lastKey = StageState<Key?>(nil)
            return EventSink(next: { element in
                if scope.isDisposed { return }
                do {
                    let key = try keySelector(element)
                    if let previous = lastKey.value, try comparer(previous, key) { return }
                    lastKey.value = key
                } catch {
                    return end(.error(error))
                }
                next(element)
            }, end: end)
        }
    }
}
