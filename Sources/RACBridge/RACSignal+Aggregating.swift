import Foundation

// RAC's aggregating operators: `startWith`, `scan`, `combinePrevious`, `aggregate`, `collect`.
// Each names one engine stage (scan, reduce, combinePrevious, toArray).

extension RACSignal {
    /// Sends `value` first, then this signal's events (subscribed after `value` is sent).
    ///
    /// - Parameter value: the value sent first, on subscription.
    /// - Returns: a signal of `value` followed by this signal's events.
    ///
    /// RAC: `-startWith:`. Rx: `startWith(_:)`.
    @inlinable
    public func startWith(_ value: Value) -> RACSignal<Value> {
        RACSignal.stage(engine.startWith([value]))
    }

    /// Combines each value with the running result, which starts at `start`, and sends
    /// every running result.
    ///
    /// `--1--2--3--|` with start 0 and `+` gives `--1--3--6--|`.
    ///
    /// - Parameters:
    ///   - start: the running result before the first value (not sent itself).
    ///   - reduce: combines the running result with the next value.
    /// - Returns: a signal of the running results, one per value.
    ///
    /// RAC: `-scanWithStart:reduce:`. Rx: `scan(_:accumulator:)`.
    @inlinable
    public func scan<Result>(withStart start: Result, reduce: @escaping (_ running: Result, _ next: Value) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.stage(engine.scanRun(start, accumulator: reduce))
    }

    /// `scan(withStart:reduce:)` whose block also gets the index of the value (from 0).
    ///
    /// - Parameters:
    ///   - start: the running result before the first value (not sent itself).
    ///   - reduceWithIndex: combines the running result with the next value and its index.
    /// - Returns: a signal of the running results, one per value.
    ///
    /// RAC: `-scanWithStart:reduceWithIndex:`. Rx: `enumerated()` + `scan`.
    @inlinable
    public func scan<Result>(withStart start: Result, reduceWithIndex: @escaping (_ running: Result, _ next: Value, _ index: Int) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.stage(engine.scanRun(start, accumulatorWithIndex: reduceWithIndex))
    }

    /// Combines each value with the value before it (`start` for the first) and sends the result.
    ///
    /// `--1--2--3--|` with start 0 and `+` gives `--1--3--5--|`.
    ///
    /// - Parameters:
    ///   - start: what the first value is paired with.
    ///   - reduce: combines the previous value with the current one.
    /// - Returns: a signal of the combined pairs, one per value.
    ///
    /// RAC: `-combinePreviousWithStart:reduce:`. Rx: `scan` over a pair, then `map`.
    @inlinable
    public func combinePrevious<Result>(withStart start: Value, reduce: @escaping (_ previous: Value, _ current: Value) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.stage(engine.combinePreviousRun(start: start, reduce: reduce))
    }

    /// Sends the final running result when this signal completes (`start` if it sent
    /// nothing); an error is forwarded instead.
    ///
    /// `--1--2--3--|` with start 0 and `+` gives `-----------(6|)`.
    ///
    /// - Parameters:
    ///   - start: the running result before the first value.
    ///   - reduce: combines the running result with the next value.
    /// - Returns: a signal of one value, the final result.
    ///
    /// RAC: `-aggregateWithStart:reduce:`. Rx: `reduce(_:accumulator:)`.
    @inlinable
    public func aggregate<Result>(withStart start: Result, reduce: @escaping (_ running: Result, _ next: Value) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.stage(engine.aggregate(start: start, reduce: reduce))
    }

    /// `aggregate(withStart:reduce:)` with a start value made by `startFactory` for
    /// each subscription, so a mutable start (an array being filled, a builder) is never
    /// shared between subscriptions.
    ///
    /// - Parameters:
    ///   - startFactory: makes the start value; called once per subscription.
    ///   - reduce: combines the running result with the next value.
    /// - Returns: a signal of one value, the final result.
    ///
    /// RAC: `-aggregateWithStartFactory:reduce:`. Rx: `deferred { reduce(start(), accumulator:) }`.
    @inlinable
    public func aggregate<Result>(withStartFactory startFactory: @escaping () -> Result,
                                  reduce: @escaping (_ running: Result, _ next: Value) -> Result) -> RACSignal<Result> {
        let engine = self.engine
        return RACSignal<Result>.stage(Engine.deferred { engine.aggregate(start: startFactory(), reduce: reduce) })
    }

    /// `aggregate(withStart:reduce:)` whose block also gets the index of the value.
    ///
    /// - Parameters:
    ///   - start: the running result before the first value.
    ///   - reduceWithIndex: combines the running result with the next value and its index (from 0).
    /// - Returns: a signal of one value, the final result.
    ///
    /// RAC: `-aggregateWithStart:reduceWithIndex:`. Rx: `enumerated()` + `reduce`.
    @inlinable
    public func aggregate<Result>(withStart start: Result, reduceWithIndex: @escaping (_ running: Result, _ next: Value, _ index: Int) -> Result) -> RACSignal<Result> {
        RACSignal<Result>.stage(engine.reduce(into: (running: start, index: 0), accumulator: { state, value in
            state.running = reduceWithIndex(state.running, value, state.index)
            state.index += 1
        }, mapResult: { $0.running }))
    }

    /// Sends all the values, as one array, when this signal completes (`[]` if it sent
    /// nothing); an error is forwarded instead.
    ///
    /// - Returns: a signal of one array, sent when this signal completes.
    ///
    /// RAC: `-collect`. Rx: `toArray()` (a `Single`).
    @inlinable
    public func collect() -> RACSignal<[Value]> {
        RACSignal<[Value]>.stage(engine.collect())
    }
}
