import Foundation

/// Virtual time in ticks.
///
/// Rx: `TestTime`.
public typealias TestTime = Int

/// A virtual clock for tests, counted in ticks.
///
/// Sources made with `createHotObservable` / `createColdObservable` send recorded events
/// at their ticks, observers from `createObserver` record what they receive and when,
/// and `start` runs the standard scenario: create at 100, subscribe at 200, dispose at
/// 1000. With `simulateProcessingDelay` (the default), work that operators schedule
/// (`schedule`, `scheduleRelative`) for the current tick or earlier runs one tick later,
/// as in RxTest; `scheduleAt`, `scheduleAbsoluteVirtual`, `scheduleRelativeVirtual`, the
/// test observables' events and `start`'s create/subscribe/dispose steps run at exactly
/// their ticks.
///
/// Rx: `TestScheduler` (RxTest). RAC: `RACTestScheduler` runs on the same clock type.
open class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    /// Default values of the standard scenario.
    ///
    /// Rx: `TestScheduler.Defaults` (RxTest).
    public enum Defaults {
        /// When the observable is created: 100.
        public static let created = 100
        /// When it is subscribed: 200.
        public static let subscribed = 200
        /// When the subscription is disposed: 1000.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// A test scheduler whose clock starts at `initialClock` and only moves when it runs
    /// (`start`, or the scenario `start` methods).
    ///
    /// - Parameters:
    ///   - initialClock: the tick the clock starts at; scenarios usually start at 0.
    ///   - resolution: how many seconds one tick stands for (default 1.0), used whenever
    ///     code schedules with real intervals or dates: at 0.01, `.milliseconds(300)` is
    ///     30 ticks; at 1.0 it rounds to 0. It is not checked: zero or a negative value
    ///     makes every converted interval meaningless (zero saturates at `Int.max`).
    ///   - simulateProcessingDelay: when true (the default), work scheduled for the
    ///     current tick or earlier through `schedule` / `scheduleRelative` runs one tick
    ///     later, as in RxTest; when false it runs on the current tick.
    ///
    /// Rx: RxTest `TestScheduler.init(initialClock:resolution:simulateProcessingDelay:)`.
    /// RAC: none (`RACTestScheduler.init(testScheduler:)` runs on one of these).
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// A hot observable: it sends `events` at their absolute ticks to whoever is subscribed
    /// at that tick, so a late subscriber misses what was sent before it came.
    ///
    /// The events are queued on the clock when the observable is made, subscribed or
    /// not, and are sent as written: the observable does not check the event grammar, so
    /// a test can feed an operator events after a completion on purpose.
    ///
    /// - Parameter events: the events with their absolute ticks, e.g.
    ///   `[.next(210, 1), .completed(300)]`.
    /// - Returns: the observable; its `subscriptions` records each subscription's ticks.
    ///
    /// Rx: RxTest `TestScheduler.createHotObservable(_:)`. RAC: none (wrap it with
    /// `RACSignal(_:)`, as `ParityCheck.recordRAC` does).
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable: each subscription receives all of `events`, each at its tick
    /// counted from the subscription's tick (an event at 0 arrives on the subscription
    /// tick).
    ///
    /// Disposing a subscription stops its delivery; its queued events still hold the
    /// observer until their ticks pass. Like the hot one, it does not check the grammar.
    ///
    /// - Parameter events: the events with ticks relative to each subscription, e.g.
    ///   `[.next(10, 1), .completed(30)]`.
    /// - Returns: the observable; its `subscriptions` records each subscription's ticks.
    ///
    /// Rx: RxTest `TestScheduler.createColdObservable(_:)`. RAC: none (wrap it with
    /// `RACSignal(_:)`).
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records every event with the tick it arrived at, without checking
    /// the grammar (`createGrammarCheckedObserver` also checks it).
    ///
    /// - Returns: a new observer on this scheduler's clock, with no events yet; the
    ///   argument only names its element type (`createObserver(Int.self)`).
    ///
    /// Rx: RxTest `TestScheduler.createObserver(_:)`. RAC: none (subscribe it to a
    /// `RACSignal` with `subscribe(_:)`, as `RACTestScheduler.start` does).
    public func createObserver<Element>(_: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at exactly tick `time` once the clock gets there, with no
    /// processing delay.
    ///
    /// - Parameters:
    ///   - time: the absolute tick; a tick already past runs `action` at the current
    ///     tick, before the work due later. Work queued for the same tick runs in the
    ///     order it was queued.
    ///   - action: the work, run on the thread that runs the clock.
    ///
    /// Rx: RxTest `TestScheduler.scheduleAt(_:action:)`. RAC: none (`RACTestScheduler`
    /// schedules with `after(_:schedule:)`).
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Moves work that `schedule` / `scheduleRelative` computed for now or the past to
    /// one tick after now when `simulateProcessingDelay` is on (and to now, otherwise);
    /// later times are kept. Override it to model another delay.
    ///
    /// - Parameter time: the tick the work was computed for.
    /// - Returns: the tick it runs at.
    ///
    /// Rx: RxTest `TestScheduler.adjustScheduledTime(_:)`. RAC: none.
    open override func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Runs the standard scenario: creates the observable at `created`, subscribes at
    /// `subscribed`, disposes at `disposed`, runs the clock until nothing is queued and
    /// returns what the observer recorded.
    ///
    /// The subscription goes through a `GrammarChecker`, so the test also fails on an
    /// event after the end, an overlapping event, or an event after the disposal (use
    /// `start(checkingGrammar: false, …)` to turn that off).
    ///
    /// - Parameters:
    ///   - created: the tick `create` is called at.
    ///   - subscribed: the tick the observer subscribes at; if it is before `created`,
    ///     nothing is subscribed and nothing is recorded.
    ///   - disposed: the tick the subscription is disposed at; events after it are not
    ///     recorded. At `subscribed` it is disposed right after it is made; before
    ///     `subscribed` the disposal finds nothing to dispose and the subscription lasts
    ///     until the clock stops.
    ///   - create: makes the sequence under test, called once at `created`.
    /// - Returns: the observer, holding the events with the ticks they arrived at.
    ///
    /// Rx: RxTest `TestScheduler.start(created:subscribed:disposed:create:)`. RAC:
    /// `RACTestScheduler.start(created:subscribed:disposed:_:)`.
    public func start<Element, OutputSequence: ObservableConvertibleType>(created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(checkingGrammar: true, created: created, subscribed: subscribed, disposed: disposed, location: .runningTest, create: create)
    }

    /// The standard scenario; `subscribe` makes the subscription to the created source.
    func runStandardScenario<Element>(created: TestTime, subscribed: TestTime, disposed: TestTime,
                                      create: @escaping () -> Observable<Element>,
                                      subscribe: @escaping (Observable<Element>) -> Disposable) {
        var source: Observable<Element>?
        var subscription: Disposable?
        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            source = create()
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            subscription = source.map(subscribe)
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            subscription?.dispose()
            return Disposables.create()
        }
        start()
    }

    /// Runs the standard scenario with a custom disposal tick: creates at 100,
    /// subscribes at 200, disposes at `disposed` (see `start(created:subscribed:disposed:create:)`,
    /// grammar checked).
    ///
    /// - Parameters:
    ///   - disposed: the tick the subscription is disposed at; events after it are not
    ///     recorded. Before 200 the disposal finds nothing to dispose and the
    ///     subscription lasts until the clock stops.
    ///   - create: makes the sequence under test, called once at 100.
    /// - Returns: the observer, holding the events with the ticks they arrived at.
    ///
    /// Rx: RxTest `TestScheduler.start(disposed:create:)`. RAC:
    /// `RACTestScheduler.start(created:subscribed:disposed:_:)` with its defaults.
    public func start<Element, OutputSequence: ObservableConvertibleType>(disposed: TestTime, create: @escaping () -> OutputSequence) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// Runs the standard scenario with its default ticks: creates at 100, subscribes at
    /// 200, disposes at 1000 (see `start(created:subscribed:disposed:create:)`, grammar
    /// checked).
    ///
    /// - Parameters:
    ///   - create: makes the sequence under test, called once at 100.
    /// - Returns: the observer, holding the events with the ticks they arrived at.
    ///
    /// Rx: RxTest `TestScheduler.start(_:)`. RAC: `RACTestScheduler.start(_:)`.
    public func start<Element, OutputSequence: ObservableConvertibleType>(_ create: @escaping () -> OutputSequence) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}

/// Converts ticks to real time: one tick is `resolution` seconds.
///
/// Rx: `TestSchedulerVirtualTimeConverter`.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// Time is a tick count.
    public typealias VirtualTimeUnit = Int
    /// Intervals are tick counts.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    /// Converts a tick count to a date: `virtualTime * resolution` seconds after
    /// 1 January 1970.
    ///
    /// - Parameter virtualTime: the tick.
    /// - Returns: the date the tick stands for.
    ///
    /// Rx: RxTest `TestSchedulerVirtualTimeConverter.convertFromVirtualTime(_:)`. RAC: none.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// Converts a date to ticks since 1970, rounded to the nearest tick.
    ///
    /// - Parameter time: the date; one too far for an `Int` saturates at `Int.max` (or
    ///   `Int.min`), so `Date.distantFuture` at a fine resolution does not trap.
    /// - Returns: the tick count.
    ///
    /// Rx: RxTest `TestSchedulerVirtualTimeConverter.convertToVirtualTime(_:)`. RAC: none.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        ticks(time.timeIntervalSince1970 / resolution + 0.5)
    }

    private func ticks(_ value: Double) -> Int {
        if value.isNaN { return 0 }
        if value >= Double(Int.max) { return Int.max }
        if value <= Double(Int.min) { return Int.min }
        return Int(value)
    }

    /// Converts a tick count to seconds: `virtualTimeInterval * resolution`.
    ///
    /// - Parameter virtualTimeInterval: the number of ticks.
    /// - Returns: the interval in seconds.
    ///
    /// Rx: RxTest `TestSchedulerVirtualTimeConverter.convertFromVirtualTimeInterval(_:)`.
    /// RAC: none.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// Converts seconds to ticks, rounded to the nearest tick.
    ///
    /// - Parameter timeInterval: the interval in seconds; one too long for an `Int`
    ///   saturates at `Int.max` (or `Int.min`), and NaN gives 0.
    /// - Returns: the number of ticks.
    ///
    /// Rx: RxTest `TestSchedulerVirtualTimeConverter.convertToVirtualTimeInterval(_:)`.
    /// RAC: none.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        ticks(timeInterval / resolution + 0.5)
    }

    /// Adds a tick count to a tick.
    ///
    /// - Parameters:
    ///   - time: the starting tick.
    ///   - offset: the ticks to add (may be negative).
    /// - Returns: `time + offset`, or `Int.max` when the sum overflows.
    ///
    /// Rx: RxTest `TestSchedulerVirtualTimeConverter.offsetVirtualTime(_:offset:)`. RAC: none.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        return overflow ? Int.max : sum
    }

    /// Orders two ticks.
    ///
    /// - Parameters:
    ///   - lhs: the first tick.
    ///   - rhs: the second tick.
    /// - Returns: `.lessThan`, `.equal` or `.greaterThan`, as `lhs` compares to `rhs`.
    ///
    /// Rx: RxTest `TestSchedulerVirtualTimeConverter.compareVirtualTime(_:_:)`. RAC: none.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}
