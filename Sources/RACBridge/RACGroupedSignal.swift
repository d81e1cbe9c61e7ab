/// One group of `groupBy(_:)`: a subject carrying the values that share `key`.
///
/// Like every `RACSubject` it is hot and keeps no terminal state: a subscriber gets the
/// values sent after it subscribed, and one that subscribes after the group has ended
/// gets nothing.
///
/// RAC: `RACGroupedSignal`. Rx: `GroupedObservable`.
open class RACGroupedSignal<Key: Hashable, Value>: RACSubject<Value>, @unchecked Sendable {
    /// The key shared by the group's values.
    ///
    /// RAC: `key`.
    public let key: Key

    /// Makes an empty group for `key`, which sends what is sent to it.
    ///
    /// - Parameter key: the key every value of the group shares.
    ///
    /// RAC: `+signalWithKey:`.
    @inlinable
    public init(key: Key) {
        self.key = key
        super.init()
    }
}

extension RACSignal {
    /// Splits the values into groups by `keyBlock`: the result sends a new
    /// `RACGroupedSignal` the first time a key appears, then that value goes to the group
    /// (so a group subscribed in `subscribeNext` gets it). The end reaches the result
    /// first, then the groups in the order they were made. Disposing the result's
    /// subscription disposes the source: the groups stop receiving.
    ///
    /// ```
    /// source:   --1--2--3--|      keyBlock: isEven
    /// result:   --F--T-----|
    /// group F:  --1-----3--|      group T: --2--|
    /// ```
    ///
    /// - Parameter keyBlock: gives each value's key; called once per value.
    /// - Returns: a signal of the groups, one per key, in the order the keys first appear.
    ///
    /// RAC: `-groupBy:`. Rx: `groupBy(keySelector:)`, which ends the groups before the
    /// result and keeps the source while a group is subscribed.
    @inlinable
    public func groupBy<Key: Hashable>(_ keyBlock: @escaping (Value) -> Key) -> RACSignal<RACGroupedSignal<Key, Value>> {
        groupBy(keyBlock, transform: { $0 })
    }

    /// `groupBy(_:)` whose groups carry `transformBlock` of each value (the key is
    /// taken from the original value).
    ///
    /// - Parameters:
    ///   - keyBlock: gives each value's key; called once per value.
    ///   - transformBlock: gives what the group sends for each value.
    /// - Returns: a signal of the groups, one per key, in the order the keys first appear.
    ///
    /// RAC: `-groupBy:transform:`. Rx: `groupBy(keySelector:)` + `map` in each group.
    @inlinable
    public func groupBy<Key: Hashable, Result>(_ keyBlock: @escaping (Value) -> Key,
                                               transform transformBlock: @escaping (Value) -> Result) -> RACSignal<RACGroupedSignal<Key, Result>> {
        RACSignal<RACGroupedSignal<Key, Result>>(engine.groupBy(keySelector: keyBlock, dialect: .rac) { key, _ in
            let group = RACGroupedSignal<Key, Result>(key: key)
            return (group, EventSink(next: { group.sendNext(transformBlock($0)) }, end: { termination in
                switch termination {
                case .completed: group.sendCompleted()
                case .error(let error): group.sendError(error)
                }
            }))
        })
    }
}
