// RAC's flattening, switching and aggregating operators. Each names one engine
// operator (MergeCore, SwitchCore, ConcatCore, scan, reduce...) with RAC's parameter
// where the dialects differ (Docs/Semantics.md#switch-to-latest, Docs/Semantics.md#concurrency-limit-zero).

// MARK: - Flattening

extension RACSignal {
    /// Maps each value to a signal and merges what those signals send. Completes when
    /// this signal and every mapped signal have completed; any error ends it at once.
    ///
    /// ```
    /// self:    --1-----2-------|
    /// block:     --a--b|
    ///                  --c--d|
    /// result:  ----a--bc--d----|
    /// ```
    ///
    /// - Parameter block: maps a value to the signal to merge in; called once per value.
    /// - Returns: a signal of the values of every mapped signal.
    ///
    /// RAC: `-flattenMap:`. Rx: `flatMap`.
    @inlinable
    public func flattenMap<Result>(_ block: @escaping (Value) -> RACSignal<Result>) -> RACSignal<Result> {
        RACSignal<Result>.stage(engine.flatMapRun { block($0) })
    }

    /// `flattenMap(_:)` whose block may return nil for "nothing" (an empty signal).
    ///
    /// - Parameter block: maps a value to the signal to merge in, or to nil to add nothing.
    /// - Returns: a signal of the values of every mapped signal.
    ///
    /// RAC: `-flattenMap:` returning nil. Rx: `flatMap { … ?? .empty() }`.
    @_disfavoredOverload @inlinable
    public func flattenMap<Result>(_ block: @escaping (Value) -> RACSignal<Result>?) -> RACSignal<Result> {
        RACSignal<Result>.stage(engine.flatMapRun { block($0) ?? Engine<Result>.empty() })
    }

    /// Sends this signal's events, then (when it completes) `signal`'s. An error ends
    /// it before `signal` is subscribed.
    ///
    /// ```
    /// self:    --1--2--|
    /// signal:          --3--|
    /// result:  --1--2----3--|
    /// ```
    ///
    /// - Parameter signal: the signal to continue with; subscribed only once this one completes.
    /// - Returns: a signal of this signal's values followed by `signal`'s.
    ///
    /// RAC: `-concat:`. Rx: `concat(_:)`.
    @inlinable
    public func concat(_ signal: RACSignal<Value>) -> RACSignal<Value> {
        RACSignal.stage(Engine.concat([self as Observable<Value>, signal]))
    }

    /// Sends the signals' values one signal after the other: each is subscribed when
    /// the previous one completes. Empty for `[]`.
    ///
    /// - Parameter signals: the signals, in the order they run.
    /// - Returns: a signal of every signal's values, one signal after the other.
    ///
    /// RAC: `+concat:`. Rx: `Observable.concat(_:)`.
    @inlinable
    public static func concat(_ signals: [RACSignal<Value>]) -> RACSignal<Value> {
        RACSignal.stage(Engine.concat(signals.map { $0 as Observable<Value> }))
    }

    /// Sends this signal's values and `signal`'s, as they arrive. Completes when both have
    /// completed; an error from either ends it.
    ///
    /// - Parameter signal: the other signal, subscribed together with this one.
    /// - Returns: a signal of both signals' values.
    ///
    /// RAC: `-merge:`. Rx: `Observable.merge(self, signal)`.
    @inlinable
    public func merge(_ signal: RACSignal<Value>) -> RACSignal<Value> {
        RACSignal.stage(Engine.merge([self, signal]))
    }

    /// Sends every signal's values as they arrive; all are subscribed at once, in order.
    /// Completes when all have completed (at once for `[]`).
    ///
    /// - Parameter signals: the signals to merge, subscribed in array order.
    /// - Returns: a signal of every signal's values.
    ///
    /// RAC: `+merge:`. Rx: `Observable.merge(_:)`.
    @inlinable
    public static func merge(_ signals: [RACSignal<Value>]) -> RACSignal<Value> {
        RACSignal.stage(Engine.merge(signals.map { $0 as Observable<Value> }))
    }
}

extension RACSignal where Value: ObservableConvertibleType {
    /// Merges the signals this signal sends: all are subscribed as they arrive.
    /// Completes when this signal and every inner one have completed.
    ///
    /// - Returns: a signal of every inner signal's values.
    ///
    /// RAC: `-flatten`. Rx: `merge()`.
    @inlinable
    public func flatten() -> RACSignal<Value.Element> {
        RACSignal<Value.Element>.stage(engine.merge(policy: .merge))
    }

    /// Merges the signals this signal sends, at most `maxConcurrent` at a time; the
    /// others wait, in order, for one to complete. **`0` means unlimited**
    /// (Docs/Semantics.md#concurrency-limit-zero; in Rx `merge(maxConcurrent: 0)` never subscribes an inner). A negative
    /// count is a programming error.
    ///
    /// - Parameter maxConcurrent: how many inner signals may be subscribed at once; `0` for
    ///   no limit. Must not be negative.
    /// - Returns: a signal of every inner signal's values.
    ///
    /// RAC: `-flatten:`. Rx: `merge(maxConcurrent:)`.
    @inlinable
    public func flatten(_ maxConcurrent: Int) -> RACSignal<Value.Element> {
        precondition(maxConcurrent >= 0, "RACSignal.flatten(_:): maxConcurrent must not be negative (got \(maxConcurrent))")
        return RACSignal<Value.Element>.stage(engine.merge(policy: maxConcurrent == 0 ? .merge : .limited(maxConcurrent), dialect: .rac))
    }

    /// Sends the values of the signals this signal sends, one signal after the other
    /// (`flatten(1)`).
    ///
    /// - Returns: a signal of every inner signal's values, one signal after the other.
    ///
    /// RAC: `-concat`. Rx: `concat()`.
    @inlinable
    public func concat() -> RACSignal<Value.Element> {
        RACSignal<Value.Element>.stage(engine.merge(policy: .limited(1), dialect: .rac))
    }

    /// Forwards the values of the latest signal this signal sent. A new signal is
    /// subscribed **before** the previous one is disposed (Docs/Semantics.md#switch-to-latest; Rx disposes
    /// first). Completes when this signal and the latest inner have completed; an
    /// error from either ends it.
    ///
    /// ```
    /// self:    --a-------b-------|
    /// a:         --1--2----3--|
    /// b:                 --4----5--|
    /// result:  ----1--2----4----5--|
    /// ```
    ///
    /// - Returns: a signal of the values of the latest inner signal.
    ///
    /// RAC: `-switchToLatest`. Rx: `switchLatest()`.
    @inlinable
    public func switchToLatest() -> RACSignal<Value.Element> {
        RACSignal<Value.Element>.stage(engine.switchLatest(dialect: .rac))
    }
}

extension RACSignal {
    /// `switchToLatest()` over optional signals: a nil ends the previous inner signal
    /// and switches to nothing (Docs/Semantics.md#switch-to-latest: RAC's `takeUntil:` on nil gives nil,
    /// which `flattenMap:` treats as empty).
    ///
    /// - Returns: a signal of the values of the latest non-nil inner signal.
    ///
    /// RAC: `-switchToLatest` with nil values. Rx: `flatMapLatest { $0 ?? .empty() }`.
    @inlinable
    public func switchToLatest<Inner>() -> RACSignal<Inner> where Value == RACSignal<Inner>? {
        RACSignal<Inner>.stage(engine.flatMapLatest(dialect: .rac) { $0 ?? Engine<Inner>.empty() })
    }

    /// `flatten()` over optional signals: nil values are skipped.
    ///
    /// - Returns: a signal of every non-nil inner signal's values.
    ///
    /// RAC: `-flatten` with nil values. Rx: `compactMap { $0 }.merge()`.
    @inlinable
    public func flatten<Inner>() -> RACSignal<Inner> where Value == RACSignal<Inner>? {
        RACSignal<Inner>.stage(engine.compactMap { $0 }.engine.merge(policy: .merge))
    }

    /// `flatten(_:)` over optional signals: nil values are skipped; `0` is unlimited.
    ///
    /// - Parameter maxConcurrent: how many inner signals may be subscribed at once; `0` for
    ///   no limit. Must not be negative.
    /// - Returns: a signal of every non-nil inner signal's values.
    ///
    /// RAC: `-flatten:` with nil values. Rx: `compactMap { $0 }.merge(maxConcurrent:)`.
    @inlinable
    public func flatten<Inner>(_ maxConcurrent: Int) -> RACSignal<Inner> where Value == RACSignal<Inner>? {
        precondition(maxConcurrent >= 0, "RACSignal.flatten(_:): maxConcurrent must not be negative (got \(maxConcurrent))")
        return RACSignal<Inner>.stage(engine.compactMap { $0 }.engine.merge(policy: maxConcurrent == 0 ? .merge : .limited(maxConcurrent), dialect: .rac))
    }
}

extension RACSignal {
    /// For each key `signal` sends, switches to `cases[key]`, or to `defaultSignal` when
    /// there is no such case; with neither, fails with `RACSignalError.noMatchingCase`
    /// at once (on the thread of the key, not through the subscription scheduler).
    /// Switching follows `switchToLatest()`.
    ///
    /// ```swift
    /// RACSignal.switch(mode, cases: ["a": aSignal, "b": bSignal], default: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - signal: the keys; each one switches to its case.
    ///   - cases: the signal for each key.
    ///   - defaultSignal: the signal for a key with no case, or nil to fail on such a key.
    /// - Returns: a signal of the values of the signal chosen for the latest key.
    ///
    /// RAC: `+switch:cases:default:`. Rx: `flatMapLatest { cases[$0] ?? … }`.
    @inlinable
    public static func `switch`<Key: Hashable>(
        _ signal: RACSignal<Key>, cases: [Key: RACSignal<Value>], default defaultSignal: RACSignal<Value>?
    ) -> RACSignal<Value> {
        RACSignal.stage(signal.engine.flatMapLatest(dialect: .rac) { key -> Observable<Value> in
            if let chosen = cases[key] ?? defaultSignal { return chosen }
            return Engine<Value>.error(RACSignalError.noMatchingCase)
        })
    }

    /// Switches to `trueSignal` while `boolSignal`'s latest value is true, to
    /// `falseSignal` while it is false (as `switchToLatest()`).
    ///
    /// - Parameters:
    ///   - boolSignal: the condition; each value switches to one of the two signals.
    ///   - trueSignal: the signal followed while the condition is true.
    ///   - falseSignal: the signal followed while the condition is false.
    /// - Returns: a signal of the values of the signal chosen for the latest condition.
    ///
    /// RAC: `+if:then:else:`. Rx: `flatMapLatest { $0 ? a : b }`.
    @inlinable
    public static func `if`(_ boolSignal: RACSignal<Bool>, then trueSignal: RACSignal<Value>, else falseSignal: RACSignal<Value>) -> RACSignal<Value> {
        RACSignal.stage(boolSignal.engine.flatMapLatest(dialect: .rac) { $0 ? trueSignal : falseSignal })
    }
}
