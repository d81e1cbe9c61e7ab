// The combining family of the Rx facade: collection forms of `zip` / `combineLatest`,
// `withLatestFrom`, `sample`. The fixed arities (2 to 8) are in
// `ObservableType+Zip+arity.swift` and `ObservableType+CombineLatest+arity.swift`.

extension ObservableType {
    /// Combines the sources' elements in strict order, by index: the n-th result is made of
    /// the n-th element of every source.
    /// ```
    /// a:      -1---2-----3--|
    /// b:      ---x----y-----z-|
    /// result: ---1x---2y----3z|     (elements passed as [a, b])
    /// ```
    /// Completes when every source completed, or when all but one source completed and an
    /// element arrives that cannot be paired (Docs/Semantics.md#zip); an empty collection
    /// completes at once. An error from any source, or from `resultSelector`, ends it.
    ///
    /// - Parameters:
    ///   - collection: The sources, all subscribed at once, in order.
    ///   - resultSelector: Makes a result from one element of each source, passed in the
    ///     collection's order.
    /// - Returns: An observable of one result per complete set of elements.
    ///
    /// Rx: `zip(_:resultSelector:)` (collection). RAC: `+zip:reduce:`.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        Engine.combining(.zip, dialect: .rx, collection.map { $0.asObservable() }, resultSelector)
    }

    /// Combines the sources' elements in strict order, by index, into arrays (see
    /// `zip(_:resultSelector:)`); an empty collection completes at once.
    ///
    /// - Parameter collection: The sources, all subscribed at once, in order.
    /// - Returns: An observable of arrays holding one element of each source, in the
    ///   collection's order.
    ///
    /// Rx: `zip(_:)` (collection). RAC: `+zip:`.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
        where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Engine.combining(.zip, dialect: .rx, collection.map { $0.asObservable() }, { $0 })
    }

    /// Each time any source emits, once every source has emitted, combines the latest
    /// element of every source.
    /// ```
    /// a:      -1----2------|
    /// b:      ---x-----y------|
    /// result: ---1x-2x-2y-----|     (elements passed as [a, b])
    /// ```
    /// Completes when every source completed, or when an element arrives while every other
    /// source completed and some never emitted (Docs/Semantics.md#combine-latest). An empty collection sends
    /// `resultSelector([])` and completes at once. An error from any source, or from
    /// `resultSelector`, ends it.
    ///
    /// - Parameters:
    ///   - collection: The sources, all subscribed at once, in order.
    ///   - resultSelector: Makes a result from the latest element of each source, passed
    ///     in the collection's order.
    /// - Returns: An observable of one result per element received once every source has
    ///   emitted.
    ///
    /// Rx: `combineLatest(_:resultSelector:)` (collection). RAC: `+combineLatest:reduce:`.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        Engine.combining(.combineLatest, dialect: .rx, collection.map { $0.asObservable() }, resultSelector)
    }

    /// The latest element of every source, as an array, each time any source emits (see
    /// `combineLatest(_:resultSelector:)`); an empty collection sends `[]` and completes.
    ///
    /// - Parameter collection: The sources, all subscribed at once, in order.
    /// - Returns: An observable of arrays of the latest elements, in the collection's order.
    ///
    /// Rx: `combineLatest(_:)` (collection). RAC: `+combineLatest:`.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
        where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Engine.combining(.combineLatest, dialect: .rx, collection.map { $0.asObservable() }, { $0 })
    }

    /// Each element of this sequence combined with the latest element of `second`;
    /// elements that arrive before `second` has emitted are dropped.
    /// ```
    /// self:   --1-----2---3--|
    /// second: ----a-b----c-----
    /// result: --------2b--3c-|
    /// ```
    /// `second` is subscribed first; its completion is ignored, its error ends the result.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is paired with each element of this one.
    ///   - resultSelector: Combines an element of this sequence with `second`'s latest
    ///     element; a thrown error ends the result.
    /// - Returns: An observable of one result per element of this sequence sent after
    ///   `second`'s first element; it completes when this sequence completes.
    ///
    /// Rx: `withLatestFrom(_:resultSelector:)`.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        engine.withLatestFrom(second.asObservable(), resultSelector)
    }

    /// The latest element of `second` at each element of this sequence (see
    /// `withLatestFrom(_:resultSelector:)`).
    ///
    /// - Parameter second: The sequence whose latest element is sent at each element of
    ///   this one.
    /// - Returns: An observable of `second`'s latest element, once per element of this
    ///   sequence sent after `second`'s first element.
    ///
    /// Rx: `withLatestFrom(_:)`.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        engine.withLatestFrom(second.asObservable()) { $1 }
    }

    /// At each element of `sampler`, the element this sequence sent since the previous
    /// one, if any (else `defaultValue`, if given).
    /// ```
    /// self:    -1---2-------|
    /// sampler: -------t--t------t--
    /// result:  -------2---------|
    /// ```
    /// This sequence's completion is delivered at the next tick (or the sampler's
    /// completion); the sampler's completion alone does not complete the result. An error
    /// from either side ends it.
    ///
    /// - Parameters:
    ///   - sampler: The ticks: each element sends the element that arrived since the
    ///     previous tick.
    ///   - defaultValue: Sent at a tick with no new element; `nil` (the default) sends
    ///     nothing then.
    /// - Returns: An observable of at most one element per tick.
    ///
    /// Rx: `sample(_:defaultValue:)`. RAC: `-sample:` repeats the latest element on every
    /// tick and completes with either side (Docs/Semantics.md#sample).
    @inlinable
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        engine.sample(sampler.asObservable(), defaultValue: defaultValue)
    }
}
