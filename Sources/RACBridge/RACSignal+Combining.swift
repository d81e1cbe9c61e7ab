// RAC's combining operators: sample, which repeats the latest value on every tick
// (Docs/Semantics.md#sample), reduceEach and reduceApply (zip and combineLatest, every form
// generated from one template, are in RACSignal+Zip+CombineLatest.swift; they pass
// `dialect: .rac`, whose completion rules are RAC's). RAC's RACTuple is a Swift tuple here
// (Docs/Semantics.md#values-and-tuples).

// MARK: - sample, reduceEach

extension RACSignal {
    /// Sends, at each value of `sampler`, the latest value of this signal, **repeated** when
    /// nothing new arrived (Docs/Semantics.md#sample; Rx sends only new values). Ticks before the
    /// first value are ignored; the completion of either signal completes it at once;
    /// an error from either ends it.
    ///
    /// ```
    /// self:    -1---2-------|
    /// sampler: -------t--t------
    /// result:  -------2--2--|
    /// ```
    ///
    /// - Parameter sampler: the ticks; its values are ignored, only their timing counts.
    /// - Returns: a signal of this signal's latest value at each tick.
    ///
    /// RAC: `-sample:`. Rx: `sample(_:)`.
    @inlinable
    public func sample<Tick>(_ sampler: RACSignal<Tick>) -> RACSignal<Value> {
        RACSignal.stage(engine.sample(sampler, dialect: .rac))
    }

    /// Spreads each tuple value into the arguments of `block` (as from `zip(with:)` or
    /// `combineLatest(with:)`).
    ///
    /// ```swift
    /// a.combineLatest(with: b).reduceEach { x, y in x + y }
    /// ```
    ///
    /// - Parameter block: called with the members of each tuple as its arguments.
    /// - Returns: a signal of `block`'s results, one per value.
    ///
    /// RAC: `-reduceEach:`. Rx: `map { a, b in … }`.
    @inlinable
    public func reduceEach<each Element, Result>(_ block: @escaping (repeat each Element) -> Result) -> RACSignal<Result> where Value == (repeat each Element) {
        RACSignal<Result>.stage(engine.mapRun { (value: Value) in block(repeat each value) })
    }
}

// `-reduceApply`: RAC sends a tuple whose first member is a block and whose other
// members are its arguments. Swift tuples cannot split a leading member off a
// parameter pack, so there is one overload per argument count (1 to 6).
extension RACSignal {
    /// Calls the block in each tuple value with the tuple's other members, and sends
    /// the result.
    ///
    /// ```swift
    /// let sum = { (a: Int, b: Int) in a + b }
    /// RACSignal.return((sum, 1, 2)).reduceApply()   // sends 3
    /// ```
    ///
    /// - Returns: a signal of the blocks' results, one per value.
    ///
    /// RAC: `-reduceApply` (on a `RACTuple` of a block and its arguments). Rx: `map { $0.0($0.1, …) }`.
    @inlinable
    public func reduceApply<A, Result>() -> RACSignal<Result> where Value == ((A) -> Result, A) {
        RACSignal<Result>.stage(engine.mapRun { $0.0($0.1) })
    }

    /// `reduceApply()` for a block of 2 arguments.
    ///
    /// - Returns: a signal of the blocks' results, one per value.
    ///
    /// RAC: `-reduceApply`.
    @inlinable
    public func reduceApply<A, B, Result>() -> RACSignal<Result> where Value == ((A, B) -> Result, A, B) {
        RACSignal<Result>.stage(engine.mapRun { $0.0($0.1, $0.2) })
    }

    /// `reduceApply()` for a block of 3 arguments.
    ///
    /// - Returns: a signal of the blocks' results, one per value.
    ///
    /// RAC: `-reduceApply`.
    @inlinable
    public func reduceApply<A, B, C, Result>() -> RACSignal<Result> where Value == ((A, B, C) -> Result, A, B, C) {
        RACSignal<Result>.stage(engine.mapRun { $0.0($0.1, $0.2, $0.3) })
    }

    /// `reduceApply()` for a block of 4 arguments.
    ///
    /// - Returns: a signal of the blocks' results, one per value.
    ///
    /// RAC: `-reduceApply`.
    @inlinable
    public func reduceApply<A, B, C, D, Result>() -> RACSignal<Result> where Value == ((A, B, C, D) -> Result, A, B, C, D) {
        RACSignal<Result>.stage(engine.mapRun { $0.0($0.1, $0.2, $0.3, $0.4) })
    }

    /// `reduceApply()` for a block of 5 arguments.
    ///
    /// - Returns: a signal of the blocks' results, one per value.
    ///
    /// RAC: `-reduceApply`.
    @inlinable
    public func reduceApply<A, B, C, D, E, Result>() -> RACSignal<Result> where Value == ((A, B, C, D, E) -> Result, A, B, C, D, E) {
        RACSignal<Result>.stage(engine.mapRun { $0.0($0.1, $0.2, $0.3, $0.4, $0.5) })
    }

    /// `reduceApply()` for a block of 6 arguments.
    ///
    /// - Returns: a signal of the blocks' results, one per value.
    ///
    /// RAC: `-reduceApply`.
    @inlinable
    public func reduceApply<A, B, C, D, E, F, Result>() -> RACSignal<Result> where Value == ((A, B, C, D, E, F) -> Result, A, B, C, D, E, F) {
        RACSignal<Result>.stage(engine.mapRun { $0.0($0.1, $0.2, $0.3, $0.4, $0.5, $0.6) })
    }
}
