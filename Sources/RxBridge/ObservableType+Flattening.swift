// The flattening family: sequences of sequences into one sequence. Every operator
// here is a name for one engine operator (`MergeCore` for the merging ones, `Switch`,
// `Concat`, `Amb`); RACBridge names the same engine with RAC's names.
//
// Common rules (RxSwift's): the result completes when the outer sequence and every
// active inner have completed; the first error, from any source or a selector, ends
// everything at once; each inner's subscription ends when that inner ends; events
// from inners on different threads are delivered one at a time.

extension ObservableType {
    /// Maps each element to a sequence and merges the elements of all of them.
    ///
    /// ```
    /// source:  --a------b--------|
    /// f(a):      --1------2--|
    /// f(b):             --3-----4--|
    /// result:  ----1----3-2-----4--|
    /// ```
    ///
    /// - Parameter selector: Maps an element to the sequence to merge, called once per
    ///   element; a thrown error ends the result with that error.
    /// - Returns: An observable of the elements of every mapped sequence, as they arrive.
    ///
    /// Rx: `flatMap`. RAC: `-flattenMap:`.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        engine.flatMap(policy: .merge) { try selector($0).asObservable() }
    }

    /// Like `flatMap`, but ignores source elements while a mapped sequence is still
    /// running (the selector is not called for them).
    ///
    /// ```
    /// source:  --a---b----c----|
    /// f(a):      --1---2--|
    /// f(c):               --3--|
    /// result:  ----1---2----3--|   (b ignored)
    /// ```
    ///
    /// - Parameter selector: Maps an element to a sequence; called only for elements that
    ///   arrive while no mapped sequence is running. A thrown error ends the result.
    /// - Returns: An observable of the elements of the mapped sequences that were not
    ///   ignored.
    ///
    /// Rx: `flatMapFirst`.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        engine.flatMap(policy: .dropWhileActive) { try selector($0).asObservable() }
    }

    /// Maps each element to a sequence and forwards only the latest one: a new source
    /// element disposes the previous sequence, then subscribes the new one.
    ///
    /// ```
    /// source:  --a-------b-------|
    /// f(a):      --1--2----3--|
    /// f(b):              --4----5--|
    /// result:  ----1--2----4----5--|
    /// ```
    ///
    /// - Parameter selector: Maps an element to a sequence, called once per element; a
    ///   thrown error ends the result with that error.
    /// - Returns: An observable of the elements of the most recent mapped sequence.
    ///
    /// Rx: `flatMapLatest`. RAC: `-map:` then `-switchToLatest`, which subscribes the
    /// new sequence before disposing the old one (Docs/Semantics.md#switch-to-latest).
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        engine.flatMapLatest(dialect: .rx) { try selector($0).asObservable() }
    }

    /// Maps each element to an `Infallible` and forwards only the latest one, as
    /// `flatMapLatest` does for observables; the result is typed as an `Infallible`, as in
    /// RxSwift.
    ///
    /// The source's own error, or one thrown by `selector`, still passes through;
    /// subscribers of an `Infallible` report it as unhandled.
    ///
    /// - Parameter selector: Maps an element to the `Infallible` to forward, called once
    ///   per element.
    /// - Returns: An `Infallible` of the elements of the most recent mapped sequence.
    ///
    /// Rx: `flatMapLatest(_:)` (to an `InfallibleType`).
    @inlinable
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source) -> Infallible<Source.Element> {
        Infallible(engine.flatMapLatest(dialect: .rx) { try selector($0).asObservable() })
    }

    /// Maps each element to a sequence and concatenates them: each mapped sequence is
    /// subscribed after the previous one completed; the waiting ones are kept in order.
    ///
    /// ```
    /// source:  --a--b-------------|
    /// f(a):      --1--2--|
    /// f(b):              --3--4--|
    /// result:  ----1--2----3--4--|
    /// ```
    ///
    /// - Parameter selector: Maps an element to a sequence, called when the element
    ///   arrives (not when its sequence is subscribed); a thrown error ends the result.
    /// - Returns: An observable of the mapped sequences' elements, one sequence after the
    ///   other.
    ///
    /// Rx: `concatMap`. RAC: `-flattenMap:` then `-flatten:1`.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        engine.flatMap(policy: .limited(1)) { try selector($0).asObservable() }
    }

    /// Emits the elements of this sequence, then, once it completed, those of `second`.
    ///
    /// `--1--2--|` concat `--3--|` gives `--1--2----3--|`.
    ///
    /// - Parameter second: The sequence subscribed once this one completes; not subscribed
    ///   if this one fails.
    /// - Returns: An observable of this sequence's elements followed by `second`'s.
    ///
    /// Rx: `concat(_:)`. RAC: `-concat:`.
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Engine.concat([asObservable(), second.asObservable()])
    }

    /// Forwards the sequence that sends an event first (element, error or completion)
    /// and disposes the other one at once.
    ///
    /// ```
    /// self:    ----1--2--|
    /// right:   --3----4----|
    /// result:  --3----4----|
    /// ```
    ///
    /// - Parameter right: The sequence racing this one; both are subscribed at once.
    /// - Returns: An observable of the events of whichever sequence sent first.
    ///
    /// Rx: `amb(_:)`.
    @inlinable
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Engine.amb([asObservable(), right.asObservable()])
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the latest inner sequence: each new inner disposes the
    /// previous one, then is subscribed. Completes when this sequence and the latest
    /// inner have completed.
    ///
    /// ```
    /// source:  --a-------b-------|
    /// a:         --1--2----3--|
    /// b:                 --4----5--|
    /// result:  ----1--2----4----5--|
    /// ```
    ///
    /// - Returns: An observable of the elements of the most recent inner sequence.
    ///
    /// Rx: `switchLatest()`. RAC: `-switchToLatest` (new inner subscribed before the old
    /// one is disposed, Docs/Semantics.md#switch-to-latest).
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        engine.switchLatest(dialect: .rx)
    }

    /// Merges the elements of every inner sequence as they arrive.
    ///
    /// ```
    /// source:  --a-----b-------|
    /// a:         --1-----2--|
    /// b:               --3------4--|
    /// result:  ----1---3-2------4--|
    /// ```
    ///
    /// - Returns: An observable of the elements of every inner sequence, completing when
    ///   this sequence and every inner have completed.
    ///
    /// Rx: `merge()`. RAC: `-flatten`.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        engine.merge(policy: .merge)
    }

    /// Merges the inner sequences, at most `maxConcurrent` subscribed at a time; the
    /// others wait in order for an active one to complete.
    ///
    /// As in RxSwift, a `maxConcurrent` of 0 (or less) subscribes no inner sequence:
    /// they are dropped and the result completes with the source (Docs/Semantics.md#concurrency-limit-zero).
    ///
    /// - Parameter maxConcurrent: The most inner sequences subscribed at once.
    /// - Returns: An observable of the inner sequences' elements, completing when this
    ///   sequence and every inner have completed.
    ///
    /// Rx: `merge(maxConcurrent:)`. RAC: `-flatten:`, where 0 means unlimited.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        engine.merge(policy: .limited(maxConcurrent))
    }

    /// Concatenates the inner sequences: each is subscribed after the previous one
    /// completed, the others wait in order.
    ///
    /// - Returns: An observable of the inner sequences' elements, one inner after the other.
    ///
    /// Rx: `concat()`. RAC: `-concat` (`-flatten:1`).
    @inlinable
    public func concat() -> Observable<Element.Element> {
        engine.merge(policy: .limited(1))
    }
}

extension ObservableType {
    /// Subscribes every source at once and merges their elements; completes when all
    /// have completed.
    ///
    /// `Observable.merge(.of(1, 2), .of(3, 4))` gives 1, 3, 2, 4: both are subscribed
    /// before either emits, and trampolined sources take turns.
    ///
    /// - Parameter sources: The sequences to merge, all subscribed at once, in order.
    /// - Returns: An observable of every source's elements; an empty collection completes
    ///   at once.
    ///
    /// Rx: `Observable.merge(_:)`. RAC: `+merge:`.
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        Engine.merge(Array(sources))
    }

    /// Subscribes every source at once and merges their elements; completes when all
    /// have completed.
    ///
    /// - Parameter sources: The sequences to merge, all subscribed at once, in order.
    /// - Returns: An observable of every source's elements; an empty array completes at once.
    ///
    /// Rx: `Observable.merge(_:)`. RAC: `+merge:`.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Engine.merge(sources)
    }

    /// Subscribes every source at once and merges their elements; completes when all
    /// have completed.
    ///
    /// - Parameter sources: The sequences to merge, all subscribed at once, in order.
    /// - Returns: An observable of every source's elements; no sources completes at once.
    ///
    /// Rx: `Observable.merge(_:)`. RAC: `+merge:`.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Engine.merge(sources)
    }

    /// Emits the elements of each source in turn, subscribing the next one when the
    /// previous one completed. The sources are taken from `sequence` lazily.
    ///
    /// `Observable.concat(.of(1, 2), .of(3, 4))` gives 1, 2, 3, 4.
    ///
    /// - Parameter sequence: The sources, in order; the next one is read from it only when
    ///   the previous source completed.
    /// - Returns: An observable of each source's elements in turn, completing after the
    ///   last one.
    ///
    /// Rx: `Observable.concat(_:)`. RAC: `+concat:`.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        Engine.concat(sequence)
    }

    /// Emits the elements of each source in turn, subscribing the next one when the
    /// previous one completed.
    ///
    /// - Parameter collection: The sources, in order.
    /// - Returns: An observable of each source's elements in turn, completing after the
    ///   last one; an empty collection completes at once.
    ///
    /// Rx: `Observable.concat(_:)`. RAC: `+concat:`.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        Engine.concat(collection)
    }

    /// Emits the elements of each source in turn, subscribing the next one when the
    /// previous one completed.
    ///
    /// - Parameter sources: The sources, in order.
    /// - Returns: An observable of each source's elements in turn, completing after the
    ///   last one.
    ///
    /// Rx: `Observable.concat(_:)`. RAC: `+concat:`.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Engine.concat(sources)
    }

    /// Forwards the source that sends an event first and disposes the others at once.
    /// With no sources, never sends anything.
    ///
    /// - Parameter sequence: The racing sources, all subscribed at once, in order.
    /// - Returns: An observable of the events of the source that sent first.
    ///
    /// Rx: `Observable.amb(_:)`.
    @inlinable
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        Engine.amb(Array(sequence))
    }
}
