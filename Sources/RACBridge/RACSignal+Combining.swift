// RAC's combining operators on the engine's CombiningCore and sample, with RAC's rules:
// zip completes as soon as a completed source has nothing buffered (SEMANTICS P15),
// combineLatest only when every source completed, and `[]` is empty for both (P16);
// sample repeats the latest value on every tick (P20). RAC's RACTuple is a Swift tuple
// (parameter packs: any number of signals of any types) or an array (the array forms),
// as DESIGN Decision 3 says.

extension CombiningMode {
    /// RAC `zip`: also completes when a completed source has an empty buffer (P15).
    @inlinable static var racZip: CombiningMode { .zip(.anyCompletedAndDrained) }
    /// RAC `combineLatest`: completes only when every source completed (P16).
    @inlinable static var racCombineLatest: CombiningMode { .combineLatest(.allCompleted) }
}

// MARK: - zip

extension RACSignal {
    /// Pairs the n-th value of this signal with the n-th value of `signal`. Completes
    /// as soon as one side has completed and has no unpaired value left (SEMANTICS
    /// P15; Rx `zip` waits for both sides); an error from either ends it.
    ///
    /// ```
    /// self:    --1-----2--|
    /// signal:  ----a-b------c--
    /// result:  ----(1,a)-(2,b)|
    /// ```
    ///
    /// RAC: `-zipWith:`. Rx: `Observable.zip(_:_:)`.
    @inlinable
    public func zip<Other>(with signal: RACSignal<Other>) -> RACSignal<(Value, Other)> {
        RACSignal<(Value, Other)>(Engine.combining(.racZip, self, signal) { $0 })
    }

    /// The n-th values of every signal, as an array in signal order. Completes as
    /// `zip(with:)` does; `[]` gives an empty signal.
    ///
    /// RAC: `+zip:`. Rx: `Observable.zip(_ collection:)` (other completion rule).
    @inlinable
    public static func zip(_ signals: [RACSignal<Value>]) -> RACSignal<[Value]> {
        RACSignal<[Value]>(Engine.combining(.racZip, signals.map { $0 as Observable<Value> }, emptyEmitsCombination: false) { $0 })
    }

    /// `zip(_:)` with each array of values reduced by `reduce`.
    ///
    /// RAC: `+zip:reduce:`. Rx: `Observable.zip(_:resultSelector:)`.
    @inlinable
    public static func zip<Element>(_ signals: [RACSignal<Element>], reduce: @escaping ([Element]) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racZip, signals.map { $0 as Observable<Element> }, emptyEmitsCombination: false, reduce))
    }

    /// The n-th values of every signal (of any types), as a tuple.
    ///
    /// ```swift
    /// RACSignal.zip(names, ages, flags)   // RACSignal<(String, Int, Bool)>
    /// ```
    ///
    /// RAC: `+zip:` (a `RACTuple`). Rx: `Observable.zip(_:_:…)`.
    @inlinable
    public static func zip<each Element>(_ signals: repeat RACSignal<each Element>) -> RACSignal<(repeat each Element)> where Value == (repeat each Element) {
        RACSignal(Engine.combining(.racZip, packed: repeat (each signals) as Observable<each Element>, select: { $0 }))
    }

    /// The n-th values of every signal (of any types), reduced by `reduce`.
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
    /// RAC: `+zip:reduce:` (the reduce block's return type is free).
    @inlinable @_disfavoredOverload
    public static func zip<Element, Result>(_ signals: [RACSignal<Element>], reduce: @escaping ([Element]) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.zip(signals, reduce: reduce)
    }

    /// The pack form of `zip(_:reduce:)` whose result type is the reduce block's.
    ///
    /// RAC: `+zip:reduce:` (the reduce block's return type is free).
    @inlinable @_disfavoredOverload
    public static func zip<each Element, Result>(_ signals: repeat RACSignal<each Element>, reduce: @escaping (repeat each Element) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.zip(repeat each signals, reduce: reduce)
    }
}

// MARK: - combineLatest

extension RACSignal {
    /// The latest values of this signal and `signal`, each time either sends, once both
    /// have sent. Completes only when **both** have completed (SEMANTICS P16; Rx also
    /// completes when a source completed without sending); an error ends it.
    ///
    /// ```
    /// self:    --1-----2-----|
    /// signal:  ----a------b-----|
    /// result:  ----(1,a)(2,a)(2,b)--|
    /// ```
    ///
    /// RAC: `-combineLatestWith:`. Rx: `Observable.combineLatest(_:_:)`.
    @inlinable
    public func combineLatest<Other>(with signal: RACSignal<Other>) -> RACSignal<(Value, Other)> {
        RACSignal<(Value, Other)>(Engine.combining(.racCombineLatest, self, signal) { $0 })
    }

    /// The latest values of every signal, as an array in signal order. Completes when
    /// all have completed; `[]` gives an empty signal (Rx sends `[]` first, P16).
    ///
    /// RAC: `+combineLatest:`. Rx: `Observable.combineLatest(_ collection:)`.
    @inlinable
    public static func combineLatest(_ signals: [RACSignal<Value>]) -> RACSignal<[Value]> {
        RACSignal<[Value]>(Engine.combining(.racCombineLatest, signals.map { $0 as Observable<Value> }, emptyEmitsCombination: false) { $0 })
    }

    /// `combineLatest(_:)` with each array of values reduced by `reduce`.
    ///
    /// RAC: `+combineLatest:reduce:`. Rx: `Observable.combineLatest(_:resultSelector:)`.
    @inlinable
    public static func combineLatest<Element>(_ signals: [RACSignal<Element>], reduce: @escaping ([Element]) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racCombineLatest, signals.map { $0 as Observable<Element> }, emptyEmitsCombination: false, reduce))
    }

    /// The latest values of every signal (of any types), as a tuple.
    ///
    /// ```swift
    /// RACSignal.combineLatest(name, age)   // RACSignal<(String, Int)>
    /// ```
    ///
    /// RAC: `+combineLatest:` (a `RACTuple`). Rx: `Observable.combineLatest(_:_:…)`.
    @inlinable
    public static func combineLatest<each Element>(_ signals: repeat RACSignal<each Element>) -> RACSignal<(repeat each Element)> where Value == (repeat each Element) {
        RACSignal(Engine.combining(.racCombineLatest, packed: repeat (each signals) as Observable<each Element>, select: { $0 }))
    }

    /// The latest values of every signal (of any types), reduced by `reduce`.
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
    /// RAC: `+combineLatest:reduce:` (the reduce block's return type is free).
    @inlinable @_disfavoredOverload
    public static func combineLatest<Element, Result>(_ signals: [RACSignal<Element>], reduce: @escaping ([Element]) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.combineLatest(signals, reduce: reduce)
    }

    /// The pack form of `combineLatest(_:reduce:)` whose result type is the reduce block's.
    ///
    /// RAC: `+combineLatest:reduce:` (the reduce block's return type is free).
    @inlinable @_disfavoredOverload
    public static func combineLatest<each Element, Result>(_ signals: repeat RACSignal<each Element>, reduce: @escaping (repeat each Element) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.combineLatest(repeat each signals, reduce: reduce)
    }
}

// MARK: - sample, reduceEach

extension RACSignal {
    /// At each value of `sampler`, the latest value of this signal, **repeated** when
    /// nothing new arrived (SEMANTICS P20; Rx sends only new values). Ticks before the
    /// first value are ignored; the completion of either signal completes it at once;
    /// an error from either ends it.
    ///
    /// ```
    /// self:    -1---2-------|
    /// sampler: -------t--t------
    /// result:  -------2--2--|
    /// ```
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
    /// RAC: `-reduceEach:`. Rx: `map { a, b in … }`.
    @inlinable
    public func reduceEach<each Element, Result>(_ block: @escaping (repeat each Element) -> Result) -> RACSignal<Result> where Value == (repeat each Element) {
        RACSignal<Result>(engine.map { (value: Value) in block(repeat each value) })
    }
}
