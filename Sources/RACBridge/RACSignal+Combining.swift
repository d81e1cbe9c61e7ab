// RAC's combining operators on the engine's CombiningCore and sample, with RAC's rules:
// zip completes as soon as a completed source has nothing buffered (Docs/Semantics.md#zip),
// combineLatest only when every source completed, and `[]` is empty for both (Docs/Semantics.md#combine-latest);
// sample repeats the latest value on every tick (Docs/Semantics.md#sample). RAC's RACTuple is a Swift tuple
// (parameter packs: any number of signals of any types) or an array (the array forms),
// (Docs/Semantics.md#values-and-tuples).

extension CombiningMode {
    /// RAC `zip`: also completes when a completed source has an empty buffer (Docs/Semantics.md#zip).
    @inlinable static var racZip: CombiningMode { .zip(.anyCompletedAndDrained) }
    /// RAC `combineLatest`: completes only when every source completed (Docs/Semantics.md#combine-latest).
    @inlinable static var racCombineLatest: CombiningMode { .combineLatest(.allCompleted) }
}

// MARK: - zip

extension RACSignal {
    /// Pairs the n-th value of this signal with the n-th value of `signal`. Completes
    /// as soon as one side has completed and has no unpaired value left
    /// (Docs/Semantics.md#zip; Rx `zip` waits for both sides); an error from either ends it.
    ///
    /// ```
    /// self:    --1-----2--|
    /// signal:  ----a-b------c--
    /// result:  ----(1,a)-(2,b)|
    /// ```
    ///
    /// - Parameter signal: the other signal, subscribed after this one.
    /// - Returns: a signal of `(this value, other value)` pairs.
    ///
    /// RAC: `-zipWith:`. Rx: `Observable.zip(_:_:)`.
    @inlinable
    public func zip<Other>(with signal: RACSignal<Other>) -> RACSignal<(Value, Other)> {
        RACSignal<(Value, Other)>(Engine.combining(.racZip, self, signal) { $0 })
    }

    /// Sends the n-th values of every signal, as an array in signal order. Completes as
    /// `zip(with:)` does; `[]` gives an empty signal.
    ///
    /// - Parameter signals: the signals to zip, subscribed in array order.
    /// - Returns: a signal of arrays with the n-th value of each signal.
    ///
    /// RAC: `+zip:`. Rx: `Observable.zip(_ collection:)` (other completion rule).
    @inlinable
    public static func zip(_ signals: [RACSignal<Value>]) -> RACSignal<[Value]> {
        RACSignal<[Value]>(Engine.combining(.racZip, signals.map { $0 as Observable<Value> }, emptyEmitsCombination: false) { $0 })
    }

    /// `zip(_:)` with each array of values reduced by `reduce`.
    ///
    /// - Parameters:
    ///   - signals: the signals to zip, subscribed in array order.
    ///   - reduce: turns each array of n-th values into the value sent.
    /// - Returns: a signal of the reduced values.
    ///
    /// RAC: `+zip:reduce:`. Rx: `Observable.zip(_:resultSelector:)`.
    @inlinable
    public static func zip<Element>(_ signals: [RACSignal<Element>], reduce: @escaping ([Element]) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racZip, signals.map { $0 as Observable<Element> }, emptyEmitsCombination: false, reduce))
    }

    /// Sends the n-th values of every signal (of any types), as a tuple.
    ///
    /// ```swift
    /// RACSignal.zip(names, ages, flags)   // RACSignal<(String, Int, Bool)>
    /// ```
    ///
    /// - Parameter signals: the signals to zip, subscribed in argument order.
    /// - Returns: a signal of tuples with the n-th value of each signal.
    ///
    /// RAC: `+zip:` (a `RACTuple`). Rx: `Observable.zip(_:_:…)`.
    @inlinable
    public static func zip<each Element>(_ signals: repeat RACSignal<each Element>) -> RACSignal<(repeat each Element)> where Value == (repeat each Element) {
        RACSignal(Engine.combining(.racZip, packed: repeat (each signals) as Observable<each Element>, select: { $0 }))
    }

    /// Sends the n-th values of every signal (of any types), reduced by `reduce`.
    ///
    /// - Parameters:
    ///   - signals: the signals to zip, subscribed in argument order.
    ///   - reduce: turns the n-th values (one argument per signal) into the value sent.
    /// - Returns: a signal of the reduced values.
    ///
    /// RAC: `+zip:reduce:`. Rx: `Observable.zip(_:_:…resultSelector:)`.
    @inlinable
    public static func zip<each Element>(_ signals: repeat RACSignal<each Element>, reduce: @escaping (repeat each Element) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racZip, packed: repeat (each signals) as Observable<each Element>, select: { (values: (repeat each Element)) in reduce(repeat each values) }))
    }
}

extension RACSignal {
    /// `zip(_:reduce:)` whose result type is the reduce block's, whatever signal type it
    /// is called on (`RACSignal<Int>.zip(ints) { "\($0)" }` is a `RACSignal<String>`).
    ///
    /// - Parameters:
    ///   - signals: the signals to zip, subscribed in array order.
    ///   - reduce: turns each array of n-th values into the value sent.
    /// - Returns: a signal of the reduced values.
    ///
    /// RAC: `+zip:reduce:` (the reduce block's return type is free).
    @inlinable @_disfavoredOverload
    public static func zip<Element, Result>(_ signals: [RACSignal<Element>], reduce: @escaping ([Element]) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.zip(signals, reduce: reduce)
    }

    /// Zips any number of signals, of any types, into values of the reduce block's type
    /// (the pack form of `zip(_:reduce:)`).
    ///
    /// - Parameters:
    ///   - signals: the signals to zip, subscribed in argument order.
    ///   - reduce: turns the n-th values (one argument per signal) into the value sent.
    /// - Returns: a signal of the reduced values.
    ///
    /// RAC: `+zip:reduce:` (the reduce block's return type is free).
    @inlinable @_disfavoredOverload
    public static func zip<each Element, Result>(_ signals: repeat RACSignal<each Element>, reduce: @escaping (repeat each Element) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.zip(repeat each signals, reduce: reduce)
    }
}

// MARK: - combineLatest

extension RACSignal {
    /// Sends the latest values of this signal and `signal` each time either sends, once
    /// both have sent. Completes only when **both** have completed (Docs/Semantics.md#combine-latest; Rx also
    /// completes when a source completed without sending); an error ends it.
    ///
    /// ```
    /// self:    --1-----2-----|
    /// signal:  ----a------b-----|
    /// result:  ----(1,a)(2,a)(2,b)--|
    /// ```
    ///
    /// - Parameter signal: the other signal, subscribed after this one.
    /// - Returns: a signal of `(this value, other value)` pairs.
    ///
    /// RAC: `-combineLatestWith:`. Rx: `Observable.combineLatest(_:_:)`.
    @inlinable
    public func combineLatest<Other>(with signal: RACSignal<Other>) -> RACSignal<(Value, Other)> {
        RACSignal<(Value, Other)>(Engine.combining(.racCombineLatest, self, signal) { $0 })
    }

    /// Sends the latest values of every signal, as an array in signal order, each time
    /// one sends (once all have sent). Completes when
    /// all have completed; `[]` gives an empty signal (Rx sends `[]` first, Docs/Semantics.md#combine-latest).
    ///
    /// - Parameter signals: the signals to combine, subscribed in array order.
    /// - Returns: a signal of arrays with one latest value per signal.
    ///
    /// RAC: `+combineLatest:`. Rx: `Observable.combineLatest(_ collection:)`.
    @inlinable
    public static func combineLatest(_ signals: [RACSignal<Value>]) -> RACSignal<[Value]> {
        RACSignal<[Value]>(Engine.combining(.racCombineLatest, signals.map { $0 as Observable<Value> }, emptyEmitsCombination: false) { $0 })
    }

    /// `combineLatest(_:)` with each array of values reduced by `reduce`.
    ///
    /// - Parameters:
    ///   - signals: the signals to combine, subscribed in array order.
    ///   - reduce: turns each array of latest values into the value sent.
    /// - Returns: a signal of the reduced values.
    ///
    /// RAC: `+combineLatest:reduce:`. Rx: `Observable.combineLatest(_:resultSelector:)`.
    @inlinable
    public static func combineLatest<Element>(_ signals: [RACSignal<Element>], reduce: @escaping ([Element]) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racCombineLatest, signals.map { $0 as Observable<Element> }, emptyEmitsCombination: false, reduce))
    }

    /// Sends the latest values of every signal (of any types) as a tuple, each time one
    /// sends (once all have sent).
    ///
    /// ```swift
    /// RACSignal.combineLatest(name, age)   // RACSignal<(String, Int)>
    /// ```
    ///
    /// - Parameter signals: the signals to combine, subscribed in argument order.
    /// - Returns: a signal of tuples with one latest value per signal.
    ///
    /// RAC: `+combineLatest:` (a `RACTuple`). Rx: `Observable.combineLatest(_:_:…)`.
    @inlinable
    public static func combineLatest<each Element>(_ signals: repeat RACSignal<each Element>) -> RACSignal<(repeat each Element)> where Value == (repeat each Element) {
        RACSignal(Engine.combining(.racCombineLatest, packed: repeat (each signals) as Observable<each Element>, select: { $0 }))
    }

    /// Sends the latest values of every signal (of any types), reduced by `reduce`.
    ///
    /// - Parameters:
    ///   - signals: the signals to combine, subscribed in argument order.
    ///   - reduce: turns the latest values (one argument per signal) into the value sent.
    /// - Returns: a signal of the reduced values.
    ///
    /// RAC: `+combineLatest:reduce:`. Rx: `Observable.combineLatest(_:_:…resultSelector:)`.
    @inlinable
    public static func combineLatest<each Element>(_ signals: repeat RACSignal<each Element>, reduce: @escaping (repeat each Element) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racCombineLatest, packed: repeat (each signals) as Observable<each Element>, select: { (values: (repeat each Element)) in reduce(repeat each values) }))
    }
}

extension RACSignal {
    /// `combineLatest(_:reduce:)` whose result type is the reduce block's, whatever
    /// signal type it is called on (`RACSignal<Int>.combineLatest(ints) { "\($0)" }` is a
    /// `RACSignal<String>`).
    ///
    /// - Parameters:
    ///   - signals: the signals to combine, subscribed in array order.
    ///   - reduce: turns each array of latest values into the value sent.
    /// - Returns: a signal of the reduced values.
    ///
    /// RAC: `+combineLatest:reduce:` (the reduce block's return type is free).
    @inlinable @_disfavoredOverload
    public static func combineLatest<Element, Result>(_ signals: [RACSignal<Element>], reduce: @escaping ([Element]) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.combineLatest(signals, reduce: reduce)
    }

    /// Combines any number of signals, of any types, into values of the reduce block's
    /// type (the pack form of `combineLatest(_:reduce:)`).
    ///
    /// - Parameters:
    ///   - signals: the signals to combine, subscribed in argument order.
    ///   - reduce: turns the latest values (one argument per signal) into the value sent.
    /// - Returns: a signal of the reduced values.
    ///
    /// RAC: `+combineLatest:reduce:` (the reduce block's return type is free).
    @inlinable @_disfavoredOverload
    public static func combineLatest<each Element, Result>(_ signals: repeat RACSignal<each Element>, reduce: @escaping (repeat each Element) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.combineLatest(repeat each signals, reduce: reduce)
    }
}

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
        RACSignal(engine.sample(sampler, repeatsLatest: true))
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
        RACSignal<Result>(engine.map { (value: Value) in block(repeat each value) })
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
        RACSignal<Result>(engine.map { $0.0($0.1) })
    }

    /// `reduceApply()` for a block of 2 arguments.
    ///
    /// - Returns: a signal of the blocks' results, one per value.
    ///
    /// RAC: `-reduceApply`.
    @inlinable
    public func reduceApply<A, B, Result>() -> RACSignal<Result> where Value == ((A, B) -> Result, A, B) {
        RACSignal<Result>(engine.map { $0.0($0.1, $0.2) })
    }

    /// `reduceApply()` for a block of 3 arguments.
    ///
    /// - Returns: a signal of the blocks' results, one per value.
    ///
    /// RAC: `-reduceApply`.
    @inlinable
    public func reduceApply<A, B, C, Result>() -> RACSignal<Result> where Value == ((A, B, C) -> Result, A, B, C) {
        RACSignal<Result>(engine.map { $0.0($0.1, $0.2, $0.3) })
    }

    /// `reduceApply()` for a block of 4 arguments.
    ///
    /// - Returns: a signal of the blocks' results, one per value.
    ///
    /// RAC: `-reduceApply`.
    @inlinable
    public func reduceApply<A, B, C, D, Result>() -> RACSignal<Result> where Value == ((A, B, C, D) -> Result, A, B, C, D) {
        RACSignal<Result>(engine.map { $0.0($0.1, $0.2, $0.3, $0.4) })
    }

    /// `reduceApply()` for a block of 5 arguments.
    ///
    /// - Returns: a signal of the blocks' results, one per value.
    ///
    /// RAC: `-reduceApply`.
    @inlinable
    public func reduceApply<A, B, C, D, E, Result>() -> RACSignal<Result> where Value == ((A, B, C, D, E) -> Result, A, B, C, D, E) {
        RACSignal<Result>(engine.map { $0.0($0.1, $0.2, $0.3, $0.4, $0.5) })
    }

    /// `reduceApply()` for a block of 6 arguments.
    ///
    /// - Returns: a signal of the blocks' results, one per value.
    ///
    /// RAC: `-reduceApply`.
    @inlinable
    public func reduceApply<A, B, C, D, E, F, Result>() -> RACSignal<Result> where Value == ((A, B, C, D, E, F) -> Result, A, B, C, D, E, F) {
        RACSignal<Result>(engine.map { $0.0($0.1, $0.2, $0.3, $0.4, $0.5, $0.6) })
    }
}
