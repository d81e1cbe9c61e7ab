// RAC's filtering operators. Each is one engine stage with RAC's name; where RAC
// behaves differently (take(until:), Docs/Semantics.md#take-until) the engine takes RAC's rule as a parameter.

extension RACSignal {
    /// `-1-2-3-|` with 1 gives `---2-3-|`: drops the first `count` values.
    ///
    /// A negative `count` is a precondition failure (RAC's count is unsigned).
    ///
    /// RAC: `-skip:`. Rx: `skip(_:)`.
    @inlinable
    public func skip(_ count: Int) -> RACSignal<Value> {
        precondition(count >= 0, "RACSignal.skip(_:): count must not be negative (got \(count))")
        return RACSignal(engine.skip(count))
    }

    /// `-1-2-3-4-|` with 2 gives `-1-(2|)`: the first `count` values, then completion
    /// at once (the source is released then). `take(0)` completes without subscribing.
    ///
    /// A negative `count` is a precondition failure (RAC's count is unsigned).
    ///
    /// RAC: `-take:`. Rx: `take(_:)`.
    @inlinable
    public func take(_ count: Int) -> RACSignal<Value> {
        precondition(count >= 0, "RACSignal.take(_:): count must not be negative (got \(count))")
        return RACSignal(engine.take(count))
    }

    /// `-1-2-3-|` with 2 gives `-------(23|)`: the last `count` values, sent when the
    /// signal completes. An error drops them.
    ///
    /// A negative `count` is a precondition failure (RAC's count is unsigned).
    ///
    /// RAC: `-takeLast:`. Rx: `takeLast(_:)`.
    @inlinable
    public func takeLast(_ count: Int) -> RACSignal<Value> {
        precondition(count >= 0, "RACSignal.takeLast(_:): count must not be negative (got \(count))")
        return RACSignal(engine.takeLast(count))
    }

    /// The values until `trigger` sends a value **or completes**, then completion. The
    /// trigger is subscribed first (if it completes then, the signal is never
    /// subscribed); an error from the trigger is ignored.
    ///
    /// ```
    /// self:     -1-2-3-4-|
    /// trigger:  -----|
    /// result:   -1-2-|
    /// ```
    ///
    /// RAC: `-takeUntil:`. Rx: `take(until:)`, which ignores the trigger's completion
    /// and forwards its error (Docs/Semantics.md#take-until).
    @inlinable
    public func take<Trigger>(until trigger: RACSignal<Trigger>) -> RACSignal<Value> {
        RACSignal(engine.take(until: trigger.asObservable(), rule: .rac))
    }

    /// `-1-2-5-1-|` with `{ $0 > 3 }` gives `-1-2-|`: the values until one passes
    /// `predicate` (that one is dropped), then completion.
    ///
    /// RAC: `-takeUntilBlock:`. Rx: `take(until:behavior: .exclusive)` with a predicate.
    @inlinable
    public func take(untilBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
        RACSignal(engine.take(while: { !predicate($0) }, inclusive: false))
    }

    /// `-1-2-5-1-|` with `{ $0 < 3 }` gives `-1-2-|`: the values while they pass
    /// `predicate`; the first that fails is dropped and completes the signal.
    ///
    /// RAC: `-takeWhileBlock:`. Rx: `take(while:)`.
    @inlinable
    public func take(whileBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
        RACSignal(engine.take(while: predicate, inclusive: false))
    }

    /// `-1-2-5-1-|` with `{ $0 > 3 }` gives `-----5-1-|`: drops values until one
    /// passes `predicate`; it and every later value are sent.
    ///
    /// RAC: `-skipUntilBlock:`. Rx: `skip(while:)` with the negated predicate.
    @inlinable
    public func skip(untilBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
        RACSignal(engine.skip(while: { !predicate($0) }))
    }

    /// `-1-2-5-1-|` with `{ $0 < 3 }` gives `-----5-1-|`: drops values while they pass
    /// `predicate`; the first that fails and every later value are sent.
    ///
    /// RAC: `-skipWhileBlock:`. Rx: `skip(while:)`.
    @inlinable
    public func skip(whileBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
        RACSignal(engine.skip(while: predicate))
    }

    /// Forwards the values (and an error) of this signal until `replacement` sends any
    /// event; from then on forwards only `replacement`'s events. `replacement` is
    /// subscribed first, so if it sends at once this signal is never subscribed. This
    /// signal's completion is not forwarded: the result ends when `replacement` does.
    ///
    /// ```
    /// receiver:     --1--2--3--4-|
    /// replacement:  --------a-----b--|
    /// result:       --1--2--a-----b--|
    /// ```
    ///
    /// RAC: `-takeUntilReplacement:`. Rx: no single operator (`take(until:)` + `merge`).
    @inlinable
    public func take(untilReplacement replacement: RACSignal<Value>) -> RACSignal<Value> {
        RACSignal(engine.take(untilReplacement: replacement))
    }
}

extension RACSignal where Value: Equatable {
    /// `-1-1-2-2-1-|` gives `-1---2---1-|`: drops a value equal to the one sent before
    /// it. The first value always passes.
    ///
    /// RAC: `-distinctUntilChanged` (which compares with `isEqual:`, identity for plain
    /// objects; here `==`, Docs/Semantics.md#distinct-until-changed). Rx: `distinctUntilChanged()`.
    @inlinable
    public func distinctUntilChanged() -> RACSignal<Value> {
        RACSignal(engine.distinctUntilChanged(key: { $0 }, comparer: ==))
    }
}
