// RAC's filtering operators. Each is one engine stage with RAC's name; where RAC
// behaves differently (take(until:), Docs/Semantics.md#take-until) the engine takes RAC's rule as a parameter.

extension RACSignal {
    /// Drops the first `count` values and sends the rest: `-1-2-3-|` with 1 gives `---2-3-|`.
    ///
    /// A negative `count` is a precondition failure (RAC's count is unsigned).
    ///
    /// - Parameter count: how many values to drop; `0` drops none. Must not be negative.
    /// - Returns: a signal of the values after the first `count`.
    ///
    /// RAC: `-skip:`. Rx: `skip(_:)`.
    @inlinable
    public func skip(_ count: Int) -> RACSignal<Value> {
        precondition(count >= 0, "RACSignal.skip(_:): count must not be negative (got \(count))")
        return RACSignal.stage(engine.skip(count))
    }

    /// Sends the first `count` values, then completes at once (the source is released
    /// then): `-1-2-3-4-|` with 2 gives `-1-(2|)`. `take(0)` completes without subscribing.
    ///
    /// A negative `count` is a precondition failure (RAC's count is unsigned).
    ///
    /// - Parameter count: how many values to send before completing. Must not be negative.
    /// - Returns: a signal of at most `count` values.
    ///
    /// RAC: `-take:`. Rx: `take(_:)`.
    @inlinable
    public func take(_ count: Int) -> RACSignal<Value> {
        precondition(count >= 0, "RACSignal.take(_:): count must not be negative (got \(count))")
        return RACSignal.stage(engine.take(count))
    }

    /// Sends the last `count` values when the signal completes: `-1-2-3-|` with 2 gives
    /// `-------(23|)`. An error drops them.
    ///
    /// A negative `count` is a precondition failure (RAC's count is unsigned).
    ///
    /// - Parameter count: how many of the last values to keep; `0` keeps none. Must not be negative.
    /// - Returns: a signal of the last `count` values, sent at completion.
    ///
    /// RAC: `-takeLast:`. Rx: `takeLast(_:)`.
    @inlinable
    public func takeLast(_ count: Int) -> RACSignal<Value> {
        precondition(count >= 0, "RACSignal.takeLast(_:): count must not be negative (got \(count))")
        return RACSignal.stage(engine.takeLastRun(count))
    }

    /// Sends the values until `trigger` sends a value **or completes**, then completes. The
    /// trigger is subscribed first (if it completes then, the signal is never
    /// subscribed); an error from the trigger is ignored.
    ///
    /// ```
    /// self:     -1-2-3-4-|
    /// trigger:  -----|
    /// result:   -1-2-|
    /// ```
    ///
    /// - Parameter trigger: the signal whose first value or completion ends the result.
    /// - Returns: a signal of this signal's values until the trigger fires.
    ///
    /// RAC: `-takeUntil:`. Rx: `take(until:)`, which ignores the trigger's completion
    /// and forwards its error (Docs/Semantics.md#take-until).
    @inlinable
    public func take<Trigger>(until trigger: RACSignal<Trigger>) -> RACSignal<Value> {
        RACSignal.stage(engine.takeRun(until: trigger.asObservable(), dialect: .rac))
    }

    /// Sends the values until one passes `predicate` (that one is dropped), then
    /// completes: `-1-2-5-1-|` with `{ $0 > 3 }` gives `-1-2-|`.
    ///
    /// - Parameter predicate: called for each value; `true` ends the signal without sending it.
    /// - Returns: a signal of the values before the first that passes.
    ///
    /// RAC: `-takeUntilBlock:`. Rx: `take(until:behavior: .exclusive)` with a predicate.
    @inlinable
    public func take(untilBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
        RACSignal.stage(engine.takeRun(while: { !predicate($0) }, inclusive: false))
    }

    /// Sends the values while they pass `predicate`; the first that fails is dropped and
    /// completes the signal: `-1-2-5-1-|` with `{ $0 < 3 }` gives `-1-2-|`.
    ///
    /// - Parameter predicate: called for each value; `false` ends the signal without sending it.
    /// - Returns: a signal of the values before the first that fails.
    ///
    /// RAC: `-takeWhileBlock:`. Rx: `take(while:)`.
    @inlinable
    public func take(whileBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
        RACSignal.stage(engine.takeRun(while: predicate, inclusive: false))
    }

    /// Drops values until one passes `predicate`; it and every later value are sent:
    /// `-1-2-5-1-|` with `{ $0 > 3 }` gives `-----5-1-|`.
    ///
    /// - Parameter predicate: called for each value until one passes; not called after that.
    /// - Returns: a signal of the values from the first that passes on.
    ///
    /// RAC: `-skipUntilBlock:`. Rx: `skip(while:)` with the negated predicate.
    @inlinable
    public func skip(untilBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
        RACSignal.stage(engine.skipRun(while: { !predicate($0) }))
    }

    /// Drops values while they pass `predicate`; the first that fails and every later
    /// value are sent: `-1-2-5-1-|` with `{ $0 < 3 }` gives `-----5-1-|`.
    ///
    /// - Parameter predicate: called for each value until one fails; not called after that.
    /// - Returns: a signal of the values from the first that fails on.
    ///
    /// RAC: `-skipWhileBlock:`. Rx: `skip(while:)`.
    @inlinable
    public func skip(whileBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
        RACSignal.stage(engine.skipRun(while: predicate))
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
    /// - Parameter replacement: the signal that takes over at its first event.
    /// - Returns: a signal of this signal's values, then `replacement`'s events.
    ///
    /// RAC: `-takeUntilReplacement:`. Rx: no single operator (`take(until:)` + `merge`).
    @inlinable
    public func take(untilReplacement replacement: RACSignal<Value>) -> RACSignal<Value> {
        RACSignal.stage(engine.takeRun(untilReplacement: replacement))
    }
}

extension RACSignal where Value: Equatable {
    /// Drops a value equal to the one sent before it; the first value always passes.
    /// `-1-1-2-2-1-|` gives `-1---2---1-|`.
    ///
    /// - Returns: a signal without consecutive repeats.
    ///
    /// RAC: `-distinctUntilChanged` (which compares with `isEqual:`, identity for plain
    /// objects; here `==`, Docs/Semantics.md#distinct-until-changed). Rx: `distinctUntilChanged()`.
    @inlinable
    public func distinctUntilChanged() -> RACSignal<Value> {
        RACSignal.stage(engine.distinctUntilChangedRun(key: { $0 }, comparer: ==))
    }
}
