// `+zip:` / `+combineLatest:` of 2 to 8 signals at fixed arities. The parameter-pack
// forms in `RACSignal+Combining.swift` take any number of signals, but Swift runs pack
// code unspecialized: each combination looked up generic metadata (~3 µs per value, 20x
// the fixed form). Swift prefers these overloads whenever the count matches, so the pack
// forms only serve 9 signals and more. Each one is the engine's fixed arity with RAC's
// completion rules (Docs/Semantics.md#zip, Docs/Semantics.md#combine-latest).

// MARK: - zip

extension RACSignal {
    /// The n-th values of 2 signals, as a tuple.
    ///
    /// RAC: `+zip:`. Rx: `Observable.zip(_:_:)`.
    @inlinable
    public static func zip<A, B>(_ a: RACSignal<A>, _ b: RACSignal<B>) -> RACSignal<(A, B)> where Value == (A, B) {
        RACSignal(Engine.combining(.racZip, a, b) { $0 })
    }

    /// The n-th values of 2 signals, reduced by `reduce`.
    ///
    /// RAC: `+zip:reduce:`. Rx: `Observable.zip(_:_:resultSelector:)`.
    @inlinable
    public static func zip<A, B>(_ a: RACSignal<A>, _ b: RACSignal<B>, reduce: @escaping (A, B) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racZip, a, b) { reduce($0.0, $0.1) })
    }

    /// The n-th values of 3 signals, as a tuple.
    ///
    /// RAC: `+zip:`. Rx: `Observable.zip(_:_:_:)`.
    @inlinable
    public static func zip<A, B, C>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>) -> RACSignal<(A, B, C)> where Value == (A, B, C) {
        RACSignal(Engine.combining(.racZip, a, b, c) { $0 })
    }

    /// The n-th values of 3 signals, reduced by `reduce`.
    ///
    /// RAC: `+zip:reduce:`. Rx: `Observable.zip(_:_:_:resultSelector:)`.
    @inlinable
    public static func zip<A, B, C>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, reduce: @escaping (A, B, C) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racZip, a, b, c) { reduce($0.0, $0.1, $0.2) })
    }

    /// The n-th values of 4 signals, as a tuple.
    ///
    /// RAC: `+zip:`. Rx: `Observable.zip(_:_:_:_:)`.
    @inlinable
    public static func zip<A, B, C, D>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>) -> RACSignal<(A, B, C, D)> where Value == (A, B, C, D) {
        RACSignal(Engine.combining(.racZip, a, b, c, d) { $0 })
    }

    /// The n-th values of 4 signals, reduced by `reduce`.
    ///
    /// RAC: `+zip:reduce:`. Rx: `Observable.zip(_:_:_:_:resultSelector:)`.
    @inlinable
    public static func zip<A, B, C, D>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, reduce: @escaping (A, B, C, D) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racZip, a, b, c, d) { reduce($0.0, $0.1, $0.2, $0.3) })
    }

    /// The n-th values of 5 signals, as a tuple.
    ///
    /// RAC: `+zip:`. Rx: `Observable.zip(_:_:_:_:_:)`.
    @inlinable
    public static func zip<A, B, C, D, E>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>) -> RACSignal<(A, B, C, D, E)> where Value == (A, B, C, D, E) {
        RACSignal(Engine.combining(.racZip, a, b, c, d, e) { $0 })
    }

    /// The n-th values of 5 signals, reduced by `reduce`.
    ///
    /// RAC: `+zip:reduce:`. Rx: `Observable.zip(_:_:_:_:_:resultSelector:)`.
    @inlinable
    public static func zip<A, B, C, D, E>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, reduce: @escaping (A, B, C, D, E) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racZip, a, b, c, d, e) { reduce($0.0, $0.1, $0.2, $0.3, $0.4) })
    }

    /// The n-th values of 6 signals, as a tuple.
    ///
    /// RAC: `+zip:`. Rx: `Observable.zip(_:_:_:_:_:_:)`.
    @inlinable
    public static func zip<A, B, C, D, E, F>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, _ f: RACSignal<F>) -> RACSignal<(A, B, C, D, E, F)> where Value == (A, B, C, D, E, F) {
        RACSignal(Engine.combining(.racZip, a, b, c, d, e, f) { $0 })
    }

    /// The n-th values of 6 signals, reduced by `reduce`.
    ///
    /// RAC: `+zip:reduce:`. Rx: `Observable.zip(_:_:_:_:_:_:resultSelector:)`.
    @inlinable
    public static func zip<A, B, C, D, E, F>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, _ f: RACSignal<F>, reduce: @escaping (A, B, C, D, E, F) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racZip, a, b, c, d, e, f) { reduce($0.0, $0.1, $0.2, $0.3, $0.4, $0.5) })
    }

    /// The n-th values of 7 signals, as a tuple.
    ///
    /// RAC: `+zip:`. Rx: `Observable.zip(_:_:_:_:_:_:_:)`.
    @inlinable
    public static func zip<A, B, C, D, E, F, G>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, _ f: RACSignal<F>, _ g: RACSignal<G>) -> RACSignal<(A, B, C, D, E, F, G)> where Value == (A, B, C, D, E, F, G) {
        RACSignal(Engine.combining(.racZip, a, b, c, d, e, f, g) { $0 })
    }

    /// The n-th values of 7 signals, reduced by `reduce`.
    ///
    /// RAC: `+zip:reduce:`. Rx: `Observable.zip(_:_:_:_:_:_:_:resultSelector:)`.
    @inlinable
    public static func zip<A, B, C, D, E, F, G>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, _ f: RACSignal<F>, _ g: RACSignal<G>, reduce: @escaping (A, B, C, D, E, F, G) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racZip, a, b, c, d, e, f, g) { reduce($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6) })
    }

    /// The n-th values of 8 signals, as a tuple.
    ///
    /// RAC: `+zip:`. Rx: `Observable.zip(_:_:_:_:_:_:_:_:)`.
    @inlinable
    public static func zip<A, B, C, D, E, F, G, H>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, _ f: RACSignal<F>, _ g: RACSignal<G>, _ h: RACSignal<H>) -> RACSignal<(A, B, C, D, E, F, G, H)> where Value == (A, B, C, D, E, F, G, H) {
        RACSignal(Engine.combining(.racZip, a, b, c, d, e, f, g, h) { $0 })
    }

    /// The n-th values of 8 signals, reduced by `reduce`.
    ///
    /// RAC: `+zip:reduce:`. Rx: `Observable.zip(_:_:_:_:_:_:_:_:resultSelector:)`.
    @inlinable
    public static func zip<A, B, C, D, E, F, G, H>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, _ f: RACSignal<F>, _ g: RACSignal<G>, _ h: RACSignal<H>, reduce: @escaping (A, B, C, D, E, F, G, H) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racZip, a, b, c, d, e, f, g, h) { reduce($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7) })
    }
}


// MARK: - combineLatest

extension RACSignal {
    /// The latest values of 2 signals, as a tuple.
    ///
    /// RAC: `+combineLatest:`. Rx: `Observable.combineLatest(_:_:)`.
    @inlinable
    public static func combineLatest<A, B>(_ a: RACSignal<A>, _ b: RACSignal<B>) -> RACSignal<(A, B)> where Value == (A, B) {
        RACSignal(Engine.combining(.racCombineLatest, a, b) { $0 })
    }

    /// The latest values of 2 signals, reduced by `reduce`.
    ///
    /// RAC: `+combineLatest:reduce:`. Rx: `Observable.combineLatest(_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<A, B>(_ a: RACSignal<A>, _ b: RACSignal<B>, reduce: @escaping (A, B) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racCombineLatest, a, b) { reduce($0.0, $0.1) })
    }

    /// The latest values of 3 signals, as a tuple.
    ///
    /// RAC: `+combineLatest:`. Rx: `Observable.combineLatest(_:_:_:)`.
    @inlinable
    public static func combineLatest<A, B, C>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>) -> RACSignal<(A, B, C)> where Value == (A, B, C) {
        RACSignal(Engine.combining(.racCombineLatest, a, b, c) { $0 })
    }

    /// The latest values of 3 signals, reduced by `reduce`.
    ///
    /// RAC: `+combineLatest:reduce:`. Rx: `Observable.combineLatest(_:_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<A, B, C>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, reduce: @escaping (A, B, C) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racCombineLatest, a, b, c) { reduce($0.0, $0.1, $0.2) })
    }

    /// The latest values of 4 signals, as a tuple.
    ///
    /// RAC: `+combineLatest:`. Rx: `Observable.combineLatest(_:_:_:_:)`.
    @inlinable
    public static func combineLatest<A, B, C, D>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>) -> RACSignal<(A, B, C, D)> where Value == (A, B, C, D) {
        RACSignal(Engine.combining(.racCombineLatest, a, b, c, d) { $0 })
    }

    /// The latest values of 4 signals, reduced by `reduce`.
    ///
    /// RAC: `+combineLatest:reduce:`. Rx: `Observable.combineLatest(_:_:_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<A, B, C, D>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, reduce: @escaping (A, B, C, D) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racCombineLatest, a, b, c, d) { reduce($0.0, $0.1, $0.2, $0.3) })
    }

    /// The latest values of 5 signals, as a tuple.
    ///
    /// RAC: `+combineLatest:`. Rx: `Observable.combineLatest(_:_:_:_:_:)`.
    @inlinable
    public static func combineLatest<A, B, C, D, E>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>) -> RACSignal<(A, B, C, D, E)> where Value == (A, B, C, D, E) {
        RACSignal(Engine.combining(.racCombineLatest, a, b, c, d, e) { $0 })
    }

    /// The latest values of 5 signals, reduced by `reduce`.
    ///
    /// RAC: `+combineLatest:reduce:`. Rx: `Observable.combineLatest(_:_:_:_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<A, B, C, D, E>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, reduce: @escaping (A, B, C, D, E) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racCombineLatest, a, b, c, d, e) { reduce($0.0, $0.1, $0.2, $0.3, $0.4) })
    }

    /// The latest values of 6 signals, as a tuple.
    ///
    /// RAC: `+combineLatest:`. Rx: `Observable.combineLatest(_:_:_:_:_:_:)`.
    @inlinable
    public static func combineLatest<A, B, C, D, E, F>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, _ f: RACSignal<F>) -> RACSignal<(A, B, C, D, E, F)> where Value == (A, B, C, D, E, F) {
        RACSignal(Engine.combining(.racCombineLatest, a, b, c, d, e, f) { $0 })
    }

    /// The latest values of 6 signals, reduced by `reduce`.
    ///
    /// RAC: `+combineLatest:reduce:`. Rx: `Observable.combineLatest(_:_:_:_:_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<A, B, C, D, E, F>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, _ f: RACSignal<F>, reduce: @escaping (A, B, C, D, E, F) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racCombineLatest, a, b, c, d, e, f) { reduce($0.0, $0.1, $0.2, $0.3, $0.4, $0.5) })
    }

    /// The latest values of 7 signals, as a tuple.
    ///
    /// RAC: `+combineLatest:`. Rx: `Observable.combineLatest(_:_:_:_:_:_:_:)`.
    @inlinable
    public static func combineLatest<A, B, C, D, E, F, G>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, _ f: RACSignal<F>, _ g: RACSignal<G>) -> RACSignal<(A, B, C, D, E, F, G)> where Value == (A, B, C, D, E, F, G) {
        RACSignal(Engine.combining(.racCombineLatest, a, b, c, d, e, f, g) { $0 })
    }

    /// The latest values of 7 signals, reduced by `reduce`.
    ///
    /// RAC: `+combineLatest:reduce:`. Rx: `Observable.combineLatest(_:_:_:_:_:_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<A, B, C, D, E, F, G>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, _ f: RACSignal<F>, _ g: RACSignal<G>, reduce: @escaping (A, B, C, D, E, F, G) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racCombineLatest, a, b, c, d, e, f, g) { reduce($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6) })
    }

    /// The latest values of 8 signals, as a tuple.
    ///
    /// RAC: `+combineLatest:`. Rx: `Observable.combineLatest(_:_:_:_:_:_:_:_:)`.
    @inlinable
    public static func combineLatest<A, B, C, D, E, F, G, H>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, _ f: RACSignal<F>, _ g: RACSignal<G>, _ h: RACSignal<H>) -> RACSignal<(A, B, C, D, E, F, G, H)> where Value == (A, B, C, D, E, F, G, H) {
        RACSignal(Engine.combining(.racCombineLatest, a, b, c, d, e, f, g, h) { $0 })
    }

    /// The latest values of 8 signals, reduced by `reduce`.
    ///
    /// RAC: `+combineLatest:reduce:`. Rx: `Observable.combineLatest(_:_:_:_:_:_:_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<A, B, C, D, E, F, G, H>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>, _ d: RACSignal<D>, _ e: RACSignal<E>, _ f: RACSignal<F>, _ g: RACSignal<G>, _ h: RACSignal<H>, reduce: @escaping (A, B, C, D, E, F, G, H) -> Value) -> RACSignal<Value> {
        RACSignal(Engine.combining(.racCombineLatest, a, b, c, d, e, f, g, h) { reduce($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7) })
    }
}
