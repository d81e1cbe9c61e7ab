import Foundation

// RAC's time and scheduling operators over the engine's debounce, delay, timeout,
// timer, buffer, observe(on:) and subscribe(on:), each with RAC's parameter where the
// dialects differ (Docs/Semantics.md). Intervals are seconds, as in RAC.
//
// `throttle` and `delay` take no scheduler in RAC: they time on the scheduler current
// when each value arrives, or on a background scheduler of their own
// (Docs/Semantics.md#current-scheduler); the `on:` overloads pin the scheduler, for tests and servers.

extension RACSignal {
    // MARK: throttle

    /// Sends a value once `interval` seconds pass without a newer one; each value
    /// restarts the wait. Completion sends the waiting value at once, then completes;
    /// an error drops it. Timed on the current scheduler (or a background one).
    ///
    ///     1@210, 2@220, 3@230, 4@300, |@310   throttle(50)   ->   3@280, 4@310, |@310
    ///
    /// - Parameter interval: seconds without a newer value before a value is sent.
    /// - Returns: a signal of the values that were not followed by a newer one in time.
    ///
    /// RAC: `-throttle:`. Rx: `debounce(_:scheduler:)`; Rx `throttle` is rate limiting
    /// (first value at once, completion waits for the last one) (Docs/Semantics.md#throttle).
    @inlinable
    public func throttle(_ interval: TimeInterval) -> RACSignal<Value> {
        RACSignal.checkInterval(interval, "throttle(_:)")
        let engine = self.engine, dueTime = DispatchTimeInterval.fromSeconds(interval)
        return RACSignal.stage(Engine.deferred { engine.debounce(dueTime, scheduler: RACImplicitScheduler()) })
    }

    /// `throttle(_:)` timed on `scheduler`.
    ///
    /// - Parameters:
    ///   - interval: seconds without a newer value before a value is sent.
    ///   - scheduler: the scheduler whose timers measure the wait and send the value.
    /// - Returns: a signal of the values that were not followed by a newer one in time.
    ///
    /// RAC: `-throttle:` (no scheduler parameter in RAC). Rx: `debounce(_:scheduler:)`.
    @inlinable
    public func throttle(_ interval: TimeInterval, on scheduler: RACScheduler) -> RACSignal<Value> {
        RACSignal.checkInterval(interval, "throttle(_:on:)")
        return RACSignal.stage(engine.debounce(.fromSeconds(interval), scheduler: scheduler))
    }

    /// `throttle(_:)` for the values that pass `predicate`; a value that fails it drops
    /// the waiting value and is sent at once.
    ///
    /// - Parameters:
    ///   - interval: seconds without a newer value before a throttled value is sent.
    ///   - predicate: `true` for a value to throttle, `false` for one to send at once.
    /// - Returns: a signal of the unthrottled values and the throttled ones that survived.
    ///
    /// RAC: `-throttle:valuesPassingTest:`. Rx: no counterpart.
    @inlinable
    public func throttle(_ interval: TimeInterval, valuesPassingTest predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
        RACSignal.checkInterval(interval, "throttle(_:valuesPassingTest:)")
        let engine = self.engine, dueTime = DispatchTimeInterval.fromSeconds(interval)
        return RACSignal.stage(Engine.deferred { engine.debounce(dueTime, scheduler: RACImplicitScheduler(), delays: predicate) })
    }

    /// `throttle(_:valuesPassingTest:)` timed on `scheduler`.
    ///
    /// - Parameters:
    ///   - interval: seconds without a newer value before a throttled value is sent.
    ///   - predicate: `true` for a value to throttle, `false` for one to send at once.
    ///   - scheduler: the scheduler whose timers measure the wait and send the value.
    /// - Returns: a signal of the unthrottled values and the throttled ones that survived.
    ///
    /// RAC: `-throttle:valuesPassingTest:` (no scheduler parameter in RAC).
    @inlinable
    public func throttle(_ interval: TimeInterval, valuesPassingTest predicate: @escaping (Value) -> Bool, on scheduler: RACScheduler) -> RACSignal<Value> {
        RACSignal.checkInterval(interval, "throttle(_:valuesPassingTest:on:)")
        return RACSignal.stage(engine.debounce(.fromSeconds(interval), scheduler: scheduler, delays: predicate))
    }

    // MARK: delay

    /// Sends each value and the completion `interval` seconds later; an error is sent at
    /// once and drops the values still waiting. Timed on the current scheduler (or a
    /// background one).
    ///
    ///     -1-2-|   delay(20)   ->   ---1-2-|
    ///     -1-#     delay(20)   ->   ---#
    ///
    /// - Parameter interval: seconds each value and the completion are held back.
    /// - Returns: a signal of this signal's events, later.
    ///
    /// RAC: `-delay:`. Rx: `delay(_:scheduler:)` (same behavior, Docs/Semantics.md#delay).
    @inlinable
    public func delay(_ interval: TimeInterval) -> RACSignal<Value> {
        RACSignal.checkInterval(interval, "delay(_:)")
        let engine = self.engine, dueTime = DispatchTimeInterval.fromSeconds(interval)
        return RACSignal.stage(Engine.deferred { engine.delay(dueTime, scheduler: RACImplicitScheduler(), dialect: .rac) })
    }

    /// `delay(_:)` timed on `scheduler`.
    ///
    /// - Parameters:
    ///   - interval: seconds each value and the completion are held back.
    ///   - scheduler: the scheduler whose timers send the delayed events.
    /// - Returns: a signal of this signal's events, later.
    ///
    /// RAC: `-delay:` (no scheduler parameter in RAC). Rx: `delay(_:scheduler:)`.
    @inlinable
    public func delay(_ interval: TimeInterval, on scheduler: RACScheduler) -> RACSignal<Value> {
        RACSignal.checkInterval(interval, "delay(_:on:)")
        return RACSignal.stage(engine.delay(.fromSeconds(interval), scheduler: scheduler, dialect: .rac))
    }

    // MARK: timeout

    /// Fails with `RACSignalError.timedOut` if the signal has not ended `interval`
    /// seconds after the subscription (one deadline for the whole signal: values do not
    /// move it). The subscription is released before the error is sent.
    ///
    ///     1@240, 2@280, 3@320   timeout(50), subscribed at 200   ->   1@240, #@250
    ///
    /// `scheduler` must not be `RACScheduler.immediate()` (a precondition failure, as
    /// RAC asserts).
    ///
    /// - Parameters:
    ///   - interval: seconds from the subscription by which the signal must have ended.
    ///   - scheduler: the scheduler whose timer measures the deadline and sends the error.
    /// - Returns: a signal of this signal's events, failing if the deadline passes first.
    ///
    /// RAC: `-timeout:onScheduler:`. Rx: `timeout(_:scheduler:)` measures the gap
    /// before each element instead, and fails with `RxError.timeout` (Docs/Semantics.md#timeout).
    @inlinable
    public func timeout(_ interval: TimeInterval, on scheduler: RACScheduler) -> RACSignal<Value> {
        RACSignal.checkInterval(interval, "timeout(_:on:)")
        RACSignal.checkNotImmediate(scheduler, "timeout(_:on:)")
        return RACSignal.stage(engine.timeout(.fromSeconds(interval), scheduler: scheduler, dialect: .rac, error: RACSignalError.timedOut))
    }

    // MARK: buffer

    /// Collects values into arrays: the first value into an empty buffer starts a
    /// one-shot timer of `interval` seconds, and the buffer is sent when it fires.
    /// Completion sends a non-empty buffer, then completes; an error drops it. A buffer
    /// is never sent empty.
    ///
    ///     1@210, 2@220, |@470   buffer(withTime: 100)   ->   [1, 2]@310, |@470
    ///
    /// `scheduler` must not be `RACScheduler.immediate()` (a precondition failure, as
    /// RAC asserts).
    ///
    /// - Parameters:
    ///   - interval: seconds from a buffer's first value to its sending.
    ///   - scheduler: the scheduler whose clock and timers time the buffers.
    /// - Returns: a signal of non-empty arrays of values.
    ///
    /// RAC: `-bufferWithTime:onScheduler:` (which sends a `RACTuple`). Rx:
    /// `buffer(timeSpan:count:scheduler:)` runs a periodic window from the
    /// subscription and sends empty arrays (Docs/Semantics.md#buffer-with-time).
    @inlinable
    public func buffer(withTime interval: TimeInterval, on scheduler: RACScheduler) -> RACSignal<[Value]> {
        RACSignal.checkInterval(interval, "buffer(withTime:on:)")
        RACSignal.checkNotImmediate(scheduler, "buffer(withTime:on:)")
        return RACSignal<[Value]>.stage(engine.buffer(timeSpan: .fromSeconds(interval), count: .max, scheduler: scheduler, dialect: .rac))
    }

    // MARK: scheduling

    /// Sends every event on `scheduler`, in order (each one scheduled there).
    ///
    /// - Parameter scheduler: where the events are delivered.
    /// - Returns: a signal that sends this signal's events on `scheduler`.
    ///
    /// RAC: `-deliverOn:`. Rx: `observe(on:)` (on the main queue, RAC's
    /// `deliverOn:mainThreadScheduler` is `observe(on: MainScheduler.asyncInstance)`,
    /// Docs/Semantics.md#deliver-on).
    @inlinable
    public func deliver(on scheduler: RACScheduler) -> RACSignal<Value> {
        RACSignal.stage(engine.observe(on: scheduler, dialect: .rac))
    }

    /// Sends every event on the main thread: at once when it arrives on the main thread
    /// with nothing queued there, otherwise through the main queue.
    ///
    /// - Returns: a signal that sends this signal's events on the main thread.
    ///
    /// RAC: `-deliverOnMainThread`. Rx: `observe(on: MainScheduler.instance)` (Docs/Semantics.md#deliver-on).
    @inlinable
    public func deliverOnMainThread() -> RACSignal<Value> {
        // Rx's delivery rule on purpose: a step per burst, synchronous on the main thread
        // when nothing is queued (Docs/Semantics.md#deliver-on).
        RACSignal.stage(engine.observe(on: MainScheduler.instance, dialect: .rx))
    }

    /// Subscribes to the signal on `scheduler`. Only the subscription is scheduled:
    /// disposal runs where `dispose()` is called, and events are sent where the signal
    /// sends them.
    ///
    /// - Parameter scheduler: where the subscription to this signal is made.
    /// - Returns: a signal that subscribes to this one on `scheduler`.
    ///
    /// RAC: `-subscribeOn:`. Rx: `subscribe(on:)` also schedules the disposal
    /// (Docs/Semantics.md#subscribe-on).
    @inlinable
    public func subscribe(on scheduler: RACScheduler) -> RACSignal<Value> {
        RACSignal.stage(engine.subscribe(on: scheduler, dialect: .rac))
    }

    // MARK: argument checks

    @inlinable
    static func checkInterval(_ interval: TimeInterval, _ name: StaticString) {
        precondition(interval >= 0, "RACSignal.\(name): interval must not be negative (got \(interval))")
    }

    @inlinable
    static func checkNotImmediate(_ scheduler: RACScheduler, _ name: StaticString) {
        precondition(scheduler !== RACScheduler.immediate(),
                     "RACSignal.\(name): the scheduler must not be RACScheduler.immediate() (it would block the subscribing thread)")
    }
}

extension RACSignal where Value == Date {
    /// Sends the scheduler's current date every `interval` seconds, from `interval`
    /// after the subscription, until disposed. Never completes.
    ///
    /// ```swift
    /// RACSignal<Date>.interval(1, on: RACScheduler.mainThread()).subscribeNext { date in … }
    /// ```
    ///
    /// `interval` must be positive and `scheduler` must not be `RACScheduler.immediate()`
    /// (precondition failures, as RAC asserts). Subscription follows RAC's
    /// subscription-scheduler rule, like `createSignal`.
    ///
    /// - Parameters:
    ///   - interval: seconds between ticks, and before the first one. Must be positive.
    ///   - scheduler: the scheduler whose clock dates the ticks and whose timers send them.
    /// - Returns: a signal of dates that never completes.
    ///
    /// RAC: `+interval:onScheduler:` (which sends `NSDate`). Rx:
    /// `Observable<Int>.interval(_:scheduler:)` sends `0, 1, 2, …` (Docs/Semantics.md#interval).
    @inlinable
    public static func interval(_ interval: TimeInterval, on scheduler: RACScheduler) -> RACSignal<Date> {
        precondition(interval > 0, "RACSignal.interval(_:on:): interval must be positive (got \(interval))")
        checkNotImmediate(scheduler, "interval(_:on:)")
        let period = DispatchTimeInterval.fromSeconds(interval)
        let dates = Engine<Int>.timer(period, period: period, scheduler: scheduler).engine.map { _ in scheduler.now }
        return RACSignal.defer { RACSignal(dates) }
    }

    /// Sends the scheduler's date every `interval` seconds, allowing each
    /// tick up to `leeway` seconds late: ticks come at the same times as
    /// `interval(_:on:)`, which is within any leeway (the leeway only lets RAC's system
    /// timer save power).
    ///
    /// `interval` must be positive, `leeway` must not be negative, and `scheduler` must
    /// not be `RACScheduler.immediate()` (precondition failures).
    ///
    /// - Parameters:
    ///   - interval: seconds between ticks, and before the first one. Must be positive.
    ///   - scheduler: the scheduler whose clock dates the ticks and whose timers send them.
    ///   - leeway: how many seconds late a tick may come. Must not be negative.
    /// - Returns: a signal of dates that never completes.
    ///
    /// RAC: `+interval:onScheduler:withLeeway:`. Rx: `Observable<Int>.interval(_:scheduler:)`.
    @inlinable
    public static func interval(_ interval: TimeInterval, on scheduler: RACScheduler, withLeeway leeway: TimeInterval) -> RACSignal<Date> {
        precondition(leeway >= 0, "RACSignal.interval(_:on:withLeeway:): leeway must not be negative (got \(leeway))")
        return RACSignal<Date>.interval(interval, on: scheduler)
    }
}

/// RAC's implicit timing scheduler (`-throttle:`, `-delay:`): the scheduler current when
/// work is scheduled, otherwise a serial background scheduler made on first need, one
/// per subscription so that its timers run one at a time (as RAC does).
@usableFromInline
final class RACImplicitScheduler: SchedulerType, @unchecked Sendable {
    /// Guards `background`; the scheduler itself is called outside the lock.
    private let background = Locked<RACScheduler?>(nil)

    @usableFromInline init() {}

    private var resolved: RACScheduler {
        if let current = RACScheduler.current() { return current }
        return background.withLock { background in
            if let background { return background }
            let scheduler = RACScheduler.scheduler()
            background = scheduler
            return scheduler
        }
    }

    @usableFromInline var now: RxTime { resolved.now }

    @usableFromInline
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        resolved.schedule(state, action: action)
    }

    @usableFromInline
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        resolved.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}
