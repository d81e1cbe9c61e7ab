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

    /// A test scheduler whose clock starts at `initialClock`; one tick lasts
    /// `resolution` seconds of real time.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// A hot observable: it sends `events` at their absolute ticks, whoever is subscribed.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable: each subscription receives `events` at ticks relative to its
    /// subscription time.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records every event with the tick it arrived at.
    public func createObserver<Element>(_: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at exactly tick `time` (no processing delay).
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Work that `schedule` / `scheduleRelative` computed for now or the past runs one
    /// tick later when `simulateProcessingDelay` is on (and now, otherwise).
    open override func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Creates the observable at `created`, subscribes at `subscribed`, disposes at
    /// `disposed`, runs the clock and returns what the observer recorded.
    ///
    /// The subscription goes through a `GrammarChecker`, so the test also fails on an
    /// event after the end, an overlapping event, or an event after the disposal (use
    /// `start(checkingGrammar: false, …)` to turn that off).
    public func start<Element, OutputSequence: ObservableConvertibleType>(created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(checkingGrammar: true, created: created, subscribed: subscribed, disposed: disposed, create: create)
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

    /// `start(created: 100, subscribed: 200, disposed:create:)`.
    public func start<Element, OutputSequence: ObservableConvertibleType>(disposed: TestTime, create: @escaping () -> OutputSequence) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created: 100, subscribed: 200, disposed: 1000, create:)`.
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

    /// Ticks -> a date: `ticks * resolution` seconds after 1970.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// A date -> ticks, rounded to the nearest tick (saturating at `Int.max`, so
    /// `Date.distantFuture` at a fine resolution does not trap).
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        ticks(time.timeIntervalSince1970 / resolution + 0.5)
    }

    private func ticks(_ value: Double) -> Int {
        if value.isNaN { return 0 }
        if value >= Double(Int.max) { return Int.max }
        if value <= Double(Int.min) { return Int.min }
        return Int(value)
    }

    /// Ticks -> seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// Seconds -> ticks, rounded (saturating at `Int.max`).
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        ticks(timeInterval / resolution + 0.5)
    }

    /// `time + offset`, saturating at `Int.max`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        return overflow ? Int.max : sum
    }

    /// Orders two tick counts.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}
