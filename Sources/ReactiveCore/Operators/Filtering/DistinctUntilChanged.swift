/// `distinctUntilChanged`: one stage that keeps the key of the last element sent in its
/// `StageState` and drops an element whose key `comparer` finds equal. The facades choose
/// the key and the equality.
extension Engine {
    /// Rx `distinctUntilChanged(_:comparer:)` (every Rx form maps here), RAC
    /// `-distinctUntilChanged` (with the facade's equality, Docs/Semantics.md#distinct-until-changed).
    @inlinable
    package func distinctUntilChanged<Key>(
        key keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        Observable.make(distinctUntilChangedRun(key: keySelector, comparer: comparer))
    }

    /// The `Run` of `distinctUntilChanged`: what each of its subscriptions runs.
    @inlinable
    package func distinctUntilChangedRun<Key>(
        key keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end
            // One producer drives `next`: the last key needs no lock.
            let lastKey = StageState<Key?>(nil)
            source.subscribeEngine(EventSink(next: { element in
                if scope.isDisposed { return }
                do {
                    let key = try keySelector(element)
                    if let previous = lastKey.value, try comparer(previous, key) { return }
                    lastKey.value = key
                } catch {
                    return end(.error(error))
                }
                next(element)
            }, end: end), scope)
        }
    }
}
