import Foundation

// RAC operators that the engine's linear stages implement. Each is one engine stage;
// the wrapper only gives it RAC's name and type.

extension RACSignal {
    /// Sends `block`'s result for each value; the error or completion passes through
    /// unchanged. `--1--2--|` with `x * 10` gives `--10--20--|`.
    ///
    /// - Parameter block: the transform, called once per value on the thread that sent it.
    /// - Returns: a signal of the transformed values.
    ///
    /// RAC: `-map:`. Rx: `map`.
    @inlinable
    public func map<Result>(_ block: @escaping (Value) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.stage(engine.mapRun(block))
    }

    /// Replaces every value with `value`; the error or completion passes through.
    ///
    /// - Parameter value: what each value becomes (the same instance every time).
    /// - Returns: a signal that sends `value` once per value of this one.
    ///
    /// RAC: `-mapReplace:`. Rx: `map { _ in value }`.
    @inlinable
    public func mapReplace<Result>(_ value: Result) -> RACSignal<Result> {
        RACSignal<Result>.stage(engine.mapRun { _ in value })
    }

    /// Keeps the values that pass `block` and drops the others; the error or
    /// completion passes through.
    ///
    /// - Parameter block: the test, called once per value; `true` keeps it.
    /// - Returns: a signal of the values that passed.
    ///
    /// RAC: `-filter:`. Rx: `filter`.
    @inlinable
    public func filter(_ block: @escaping (Value) -> Bool) -> RACSignal<Value> {
        RACSignal.stage(engine.filterRun(block))
    }

    /// Drops every value and forwards only the error or completion.
    ///
    /// - Returns: a signal that sends no values and ends when this one ends.
    ///
    /// RAC: `-ignoreValues`. Rx: `ignoreElements()`.
    @inlinable
    public func ignoreValues() -> RACSignal<Value> {
        RACSignal.stage(engine.filterRun { _ in false })
    }

    /// Drops every value and forwards only the error or completion, as a signal of
    /// another value type: the typed way to continue with a signal of that type, as
    /// ReactiveObjC code does with `[[a ignoreValues] concat:b]`.
    ///
    /// ```swift
    /// let saved: RACSignal<Void> = save()
    /// let reloaded: RACSignal<[String]> = saved.ignoreValues(as: [String].self).concat(reload())
    /// ```
    ///
    /// - Parameter type: the value type of the result; it never sends one.
    /// - Returns: a signal that sends no values and ends when this one ends.
    ///
    /// RAC: `-ignoreValues` (untyped there). Rx: `ignoreElements()` + `asObservable()`,
    /// or `Completable.andThen(_:)`. See also `then(_:)`, which continues with a signal
    /// made at completion.
    @inlinable
    public func ignoreValues<Other>(as type: Other.Type) -> RACSignal<Other> {
        RACSignal<Other>.stage(engine.ignoreElementsRun(as: type))
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
    /// - Parameter block: called on each subscription; the binding it returns gets each
    ///   value and a `stop` flag, and returns the signal to merge in (nil stops, as
    ///   setting `stop` does after that signal).
    /// - Returns: the merged signal of everything the binding returned.
    ///
    /// RAC: `-bind:`. Rx: `flatMap` (without the stop flag).
    @inlinable
    public func bind<Result>(_ block: @escaping () -> (_ value: Value, _ stop: inout Bool) -> RACSignal<Result>?) -> RACSignal<Result> {
        RACSignal<Result>.stage(engine.bind { () -> (Value, inout Bool) -> Observable<Result>? in
            let binding = block()
            return { value, stop in binding(value, &stop) }
        })
    }

    /// Runs `block` before each value is forwarded; everything is forwarded unchanged.
    ///
    /// - Parameter block: the side effect, given the value.
    /// - Returns: a signal that sends what this one sends.
    ///
    /// RAC: `-doNext:`. Rx: `do(onNext:)`.
    @inlinable
    public func doNext(_ block: @escaping (Value) -> Void) -> RACSignal<Value> {
        RACSignal.stage(engine.doRun(onNext: block))
    }

    /// Runs `block` before an error is forwarded; everything is forwarded unchanged.
    ///
    /// - Parameter block: the side effect, given the error.
    /// - Returns: a signal that sends what this one sends.
    ///
    /// RAC: `-doError:`. Rx: `do(onError:)`.
    @inlinable
    public func doError(_ block: @escaping (Swift.Error) -> Void) -> RACSignal<Value> {
        RACSignal.stage(engine.doRun(onError: block))
    }

    /// Runs `block` before the completion is forwarded; everything is forwarded unchanged.
    ///
    /// - Parameter block: the side effect.
    /// - Returns: a signal that sends what this one sends.
    ///
    /// RAC: `-doCompleted:`. Rx: `do(onCompleted:)`.
    @inlinable
    public func doCompleted(_ block: @escaping () -> Void) -> RACSignal<Value> {
        RACSignal.stage(engine.doRun(onCompleted: block))
    }

    /// Runs `block` on each subscription, before subscribing (through the subscription
    /// scheduler, as `defer` does).
    ///
    /// - Parameter block: the side effect, run once per subscription.
    /// - Returns: a signal that sends what this one sends.
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
    /// - Parameter block: the side effect, run at most once per subscription.
    /// - Returns: a signal that sends what this one sends.
    ///
    /// RAC: `-finally:`. Rx: `do(onError:onCompleted:)` (Rx `onDispose` also runs on disposal).
    @inlinable
    public func finally(_ block: @escaping () -> Void) -> RACSignal<Value> {
        RACSignal.stage(engine.doRun(onError: { _ in block() }, onCompleted: block))
    }

    /// Ignores the values; on completion continues with the signal `block` returns
    /// (created then). An error is forwarded and `block` is not called.
    ///
    /// - Parameter block: makes the signal to continue with, called once per
    ///   subscription when this signal completes.
    /// - Returns: a signal that sends the values of `block`'s signal.
    ///
    /// RAC: `-then:`. Rx: `ignoreElements()` + `concat`.
    @inlinable
    public func then<Result>(_ block: @escaping () -> RACSignal<Result>) -> RACSignal<Result> {
        RACSignal<Result>.stage(engine.then { block() })
    }

    /// Sends every event as a `RACEvent` value; after the error or completion event, completes.
    ///
    /// - Returns: a signal of events that never fails.
    ///
    /// RAC: `-materialize`. Rx: `materialize()`.
    @inlinable
    public func materialize() -> RACSignal<RACEvent<Value>> {
        RACSignal<RACEvent<Value>>(engine.materialize(RACEvent.init))
    }

    /// Sends `true` at the first value, then completes; `false` if the signal
    /// completes empty or fails (the error is not forwarded: RAC counts it as the end).
    ///
    /// - Returns: a signal of one `Bool`.
    ///
    /// RAC: `-any`.
    @inlinable
    public func any() -> RACSignal<Bool> {
        RACSignal<Bool>.stage(engine.containsRun(where: { _ in true }, answeringAnError: false))
    }

    /// Sends `true` at the first value that passes `block`, then completes; `false` if
    /// the signal completes or fails without one (the error is not forwarded: RAC counts
    /// it as the end).
    ///
    /// - Parameter block: the test, called for each value until one passes.
    /// - Returns: a signal of one `Bool`.
    ///
    /// RAC: `-any:`.
    @inlinable
    public func any(_ block: @escaping (Value) -> Bool) -> RACSignal<Bool> {
        RACSignal<Bool>.stage(engine.containsRun(where: block, answeringAnError: false))
    }

    /// Sends `false` at the first value that fails `block`, then completes; `true` if
    /// the signal completes without one (so `true` for an empty signal); `false` if it
    /// fails first (the error is not forwarded, as in RAC).
    ///
    /// - Parameter block: the test, called for each value until one fails.
    /// - Returns: a signal of one `Bool`.
    ///
    /// RAC: `-all:`.
    @inlinable
    public func all(_ block: @escaping (Value) -> Bool) -> RACSignal<Bool> {
        RACSignal<Bool>.stage(engine.contains(where: { !block($0) }, answeringAnError: true).engine.mapRun { !$0 })
    }
}

extension RACSignal where Value: Equatable {
    /// Drops the values equal to `value` (compared with `==`); the rest, and the end,
    /// pass through.
    ///
    /// - Parameter value: the value to drop.
    /// - Returns: a signal of the other values.
    ///
    /// RAC: `-ignore:` (which compares with `isEqual:`). Rx: `filter { $0 != value }`.
    @inlinable
    public func ignore(_ value: Value) -> RACSignal<Value> {
        RACSignal.stage(engine.filterRun { $0 != value })
    }
}

extension RACSignal where Value: EventConvertible {
    /// Turns `RACEvent` (or `Event`) values back into events; the first error or
    /// completion event ends the signal (values after it are not read).
    ///
    /// - Returns: a signal of the events' values.
    ///
    /// RAC: `-dematerialize`. Rx: `dematerialize()`.
    @inlinable
    public func dematerialize() -> RACSignal<Value.Element> {
        RACSignal<Value.Element>.stage(engine.dematerializeRun())
    }
}
