extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// All the `Completable`s at once: completes when every one has completed (at once
    /// for none); the first error ends the result and disposes the others.
    ///
    /// - Parameter sources: The `Completable`s, all subscribed when the result is.
    /// - Returns: A `Completable` that completes after all of them.
    ///
    /// Rx: `Completable.merge(_:)`. RAC: `+merge:` (on signals without values).
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable where Collection.Element == Completable {
        combined(Array(sources), by: Engine.merge)
    }

    /// All the `Completable`s of an array at once, as `merge(_:)` over a collection.
    ///
    /// - Parameter sources: The `Completable`s, all subscribed when the result is.
    /// - Returns: A `Completable` that completes after all of them.
    ///
    /// Rx: `Completable.merge(_:)` (array).
    @inlinable
    public static func merge(_ sources: [Completable]) -> Completable {
        combined(sources, by: Engine.merge)
    }

    /// All the `Completable`s given as arguments at once, as `merge(_:)` over a collection.
    ///
    /// - Parameter sources: The `Completable`s, all subscribed when the result is.
    /// - Returns: A `Completable` that completes after all of them.
    ///
    /// Rx: `Completable.merge(_:)` (variadic).
    @inlinable
    public static func merge(_ sources: Completable...) -> Completable {
        combined(sources, by: Engine.merge)
    }

    /// All the `Completable`s at once: for `Completable`s, `zip` is `merge` (there are
    /// no elements to pair).
    ///
    /// - Parameter sources: The `Completable`s, all subscribed when the result is.
    /// - Returns: A `Completable` that completes after all of them.
    ///
    /// Rx: `Completable.zip(_:)`.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable where Collection.Element == Completable {
        merge(sources)
    }

    /// All the `Completable`s of an array at once, as `merge(_:)`.
    ///
    /// - Parameter sources: The `Completable`s, all subscribed when the result is.
    /// - Returns: A `Completable` that completes after all of them.
    ///
    /// Rx: `Completable.zip(_:)` (array).
    @inlinable
    public static func zip(_ sources: [Completable]) -> Completable {
        merge(sources)
    }

    /// All the `Completable`s given as arguments at once, as `merge(_:)`.
    ///
    /// - Parameter sources: The `Completable`s, all subscribed when the result is.
    /// - Returns: A `Completable` that completes after all of them.
    ///
    /// Rx: `Completable.zip(_:)` (variadic).
    @inlinable
    public static func zip(_ sources: Completable...) -> Completable {
        merge(sources)
    }
}
