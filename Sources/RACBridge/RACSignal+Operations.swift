import Foundation

// RAC operators that the engine's linear stages implement. Each is one engine stage;
// the wrapper only gives it RAC's name and type.

extension RACSignal {
    /// `--1--2--|` with `x * 10` gives `--10--20--|`.
    ///
    /// RAC: `-map:`. Rx: `map`.
    @inlinable
    public func map<Result>(_ block: @escaping (Value) -> Result) -> RACSignal<Result> {
        RACSignal<Result>(engine.map(block))
    }

    /// Replaces every value with `value`.
    ///
    /// RAC: `-mapReplace:`. Rx: `map { _ in value }`.
    @inlinable
    public func mapReplace<Result>(_ value: Result) -> RACSignal<Result> {
        RACSignal<Result>(engine.map { _ in value })
    }

    /// Keeps the values that pass `block`.
    ///
    /// RAC: `-filter:`. Rx: `filter`.
    @inlinable
    public func filter(_ block: @escaping (Value) -> Bool) -> RACSignal<Value> {
        RACSignal(engine.filter(block))
    }

    /// Drops every value and forwards only the end.
    ///
    /// RAC: `-ignoreValues`. Rx: `ignoreElements()`.
    @inlinable
    public func ignoreValues() -> RACSignal<Value> {
        RACSignal(engine.filter { _ in false })
    }

    /// RAC's primitive: `block` runs once per subscription and returns a binding that
    /// maps each value to a signal to merge in (nil to stop) and may set `stop` to stop
    /// taking values. The result completes when the source (or the stop) and every
    /// returned signal have completed; an error from any ends it at once.
    ///
    /// ```swift
    /// signal.bind { { value, stop in
    ///     if value == 3 { stop = true }
    ///     return RACSignal.return(value * 10)
    /// } }
    /// ```
    ///
    /// RAC: `-bind:`. Rx: `flatMap` (without the stop flag).
    @inlinable
    public func bind<Result>(_ block: @escaping () -> (_ value: Value, _ stop: inout Bool) -> RACSignal<Result>?) -> RACSignal<Result> {
        RACSignal<Result>(engine.bind { () -> (Value, inout Bool) -> Observable<Result>? in
            let binding = block()
            return { value, stop in binding(value, &stop) }
        })
    }

    /// Runs `block` before each value is forwarded.
    ///
    /// RAC: `-doNext:`. Rx: `do(onNext:)`.
    @inlinable
    public func doNext(_ block: @escaping (Value) -> Void) -> RACSignal<Value> {
        RACSignal(engine.do(onNext: block))
    }

    /// Runs `block` before an error is forwarded.
    ///
    /// RAC: `-doError:`. Rx: `do(onError:)`.
    @inlinable
    public func doError(_ block: @escaping (Swift.Error) -> Void) -> RACSignal<Value> {
        RACSignal(engine.do(onError: block))
    }

    /// Runs `block` before the completion is forwarded.
    ///
    /// RAC: `-doCompleted:`. Rx: `do(onCompleted:)`.
    @inlinable
    public func doCompleted(_ block: @escaping () -> Void) -> RACSignal<Value> {
        RACSignal(engine.do(onCompleted: block))
    }

    /// Runs `block` on each subscription, before subscribing (through the subscription
    /// scheduler, as `defer` does).
    ///
    /// RAC: `-initially:`. Rx: `do(onSubscribe:)`.
    @inlinable
    public func initially(_ block: @escaping () -> Void) -> RACSignal<Value> {
        RACSignal.defer {
            block()
            return self
        }
    }

    /// Runs `block` before the error or completion is forwarded; **not** on disposal
    /// (Docs/Semantics.md#finally-and-do).
    ///
    /// RAC: `-finally:`. Rx: `do(onError:onCompleted:)` (Rx `onDispose` also runs on disposal).
    @inlinable
    public func finally(_ block: @escaping () -> Void) -> RACSignal<Value> {
        RACSignal(engine.do(onError: { _ in block() }, onCompleted: block))
    }

    /// Ignores the values; on completion continues with the signal `block` returns
    /// (created then). An error is forwarded.
    ///
    /// RAC: `-then:`. Rx: `ignoreElements()` + `concat`.
    @inlinable
    public func then<Result>(_ block: @escaping () -> RACSignal<Result>) -> RACSignal<Result> {
        RACSignal<Result>(engine.then { block() })
    }

    /// Every event as a `RACEvent` value; after an error or completion event, completes.
    ///
    /// RAC: `-materialize`. Rx: `materialize()`.
    @inlinable
    public func materialize() -> RACSignal<RACEvent<Value>> {
        RACSignal<RACEvent<Value>>(engine.materialize(RACEvent.init))
    }

    /// `true` at the first value, then completes; `false` if the signal completes empty.
    ///
    /// RAC: `-any`.
    @inlinable
    public func any() -> RACSignal<Bool> {
        RACSignal<Bool>(engine.contains { _ in true })
    }

    /// `true` at the first value that passes `block`, then completes; `false` if the
    /// signal completes without one.
    ///
    /// RAC: `-any:`.
    @inlinable
    public func any(_ block: @escaping (Value) -> Bool) -> RACSignal<Bool> {
        RACSignal<Bool>(engine.contains(where: block))
    }

    /// `false` at the first value that fails `block`, then completes; `true` if the
    /// signal completes without one.
    ///
    /// RAC: `-all:`.
    @inlinable
    public func all(_ block: @escaping (Value) -> Bool) -> RACSignal<Bool> {
        RACSignal<Bool>(engine.contains { !block($0) }.engine.map { !$0 })
    }
}

extension RACSignal where Value: Equatable {
    /// Drops the values equal to `value`.
    ///
    /// RAC: `-ignore:` (which compares with `isEqual:`). Rx: `filter { $0 != value }`.
    @inlinable
    public func ignore(_ value: Value) -> RACSignal<Value> {
        RACSignal(engine.filter { $0 != value })
    }
}

extension RACSignal where Value: EventConvertible {
    /// Turns `RACEvent` (or `Event`) values back into events; the first error or
    /// completion event ends the signal.
    ///
    /// RAC: `-dematerialize`. Rx: `dematerialize()`.
    @inlinable
    public func dematerialize() -> RACSignal<Value.Element> {
        RACSignal<Value.Element>(engine.dematerialize())
    }
}

// MARK: - Boolean signals

extension RACSignal where Value == Bool {
    /// Negates each value.
    ///
    /// RAC: `-not`.
    @inlinable
    public func not() -> RACSignal<Bool> {
        RACSignal<Bool>(engine.map { !$0 })
    }
}

extension RACSignal where Value == [Bool] {
    /// Whether all the flags of each value are true (true for an empty array).
    ///
    /// RAC: `-and` (on tuples of `NSNumber`).
    @inlinable
    public func and() -> RACSignal<Bool> {
        RACSignal<Bool>(engine.map { $0.allSatisfy { $0 } })
    }

    /// Whether any flag of each value is true (false for an empty array).
    ///
    /// RAC: `-or` (on tuples of `NSNumber`).
    @inlinable
    public func or() -> RACSignal<Bool> {
        RACSignal<Bool>(engine.map { $0.contains(true) })
    }
}

extension RACSignal where Value == (Bool, Bool) {
    /// `a && b` for each pair (as from `combineLatest(with:)`).
    ///
    /// RAC: `-and`.
    @inlinable
    public func and() -> RACSignal<Bool> { RACSignal<Bool>(engine.map { $0.0 && $0.1 }) }

    /// `a || b` for each pair.
    ///
    /// RAC: `-or`.
    @inlinable
    public func or() -> RACSignal<Bool> { RACSignal<Bool>(engine.map { $0.0 || $0.1 }) }
}

extension RACSignal where Value == (Bool, Bool, Bool) {
    /// `a && b && c` for each triple.
    ///
    /// RAC: `-and`.
    @inlinable
    public func and() -> RACSignal<Bool> { RACSignal<Bool>(engine.map { $0.0 && $0.1 && $0.2 }) }

    /// `a || b || c` for each triple.
    ///
    /// RAC: `-or`.
    @inlinable
    public func or() -> RACSignal<Bool> { RACSignal<Bool>(engine.map { $0.0 || $0.1 || $0.2 }) }
}

extension RACSignal where Value == (Bool, Bool, Bool, Bool) {
    /// `a && b && c && d` for each quadruple.
    ///
    /// RAC: `-and`.
    @inlinable
    public func and() -> RACSignal<Bool> { RACSignal<Bool>(engine.map { $0.0 && $0.1 && $0.2 && $0.3 }) }

    /// `a || b || c || d` for each quadruple.
    ///
    /// RAC: `-or`.
    @inlinable
    public func or() -> RACSignal<Bool> { RACSignal<Bool>(engine.map { $0.0 || $0.1 || $0.2 || $0.3 }) }
}
