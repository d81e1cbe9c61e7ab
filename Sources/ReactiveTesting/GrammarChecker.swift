import Foundation
import XCTest
import RACBridge

/// An observer that fails the running test when a sequence breaks the event grammar
/// `next* (error | completed)?` or the delivery rules every observer may rely on:
///
/// - an event after a terminal event,
/// - an `on` call that overlaps another one: from a second thread always, and
///   re-entrantly from inside the first unless the checker allows re-entrancy (RxSwift
///   delivers a re-entrant send nested, and RxTest records it, so the scenarios of
///   `TestScheduler.start` and `RACTestScheduler.start` allow it),
/// - an event after the subscription made through the checker was disposed
///   (`dispose()` had returned).
///
/// It records the events it receives and forwards them to `forward`, if given (for
/// example a `TestableObserver`, so virtual times are recorded too). Use it in both
/// dialects: subscribe it as an `ObserverType` (Rx), or pass it to
/// `RACSignal.subscribe(_:)` as a `RACSubscriber` (RAC). Subscribing through
/// `subscribe(to:)` also tracks disposal.
///
/// ```swift
/// let checker = GrammarChecker<Int>()
/// let subscription = checker.subscribe(to: xs.map { $0 * 2 })
/// ```
///
/// Thread-safe: its own state is guarded by a lock, which is never held while the
/// forwarded observer runs.
///
/// Rx: no counterpart (RxSwift checks the grammar with debug-only assertions).
/// RAC: no counterpart.
public final class GrammarChecker<Element>: ObserverType, RACSubscriber, @unchecked Sendable {
    /// The element type, for `RACSubscriber`.
    public typealias Value = Element

    // Guards `state`. NSLock is pthread-based, so ThreadSanitizer sees it.
    private let lock = NSLock()
    private var state = State()
    private let forward: ((Event<Element>) -> Void)?
    private let onViolation: ((String) -> Void)?
    private let allowsReentrancy: Bool
    private let file: StaticString
    private let line: UInt

    private struct State {
        var events: [Event<Element>] = []
        var violations: [String] = []
        /// `on` calls under way, and the thread of the outermost one.
        var depth = 0
        var deliveringThread: ObjectIdentifier?
        var terminated = false
        var disposed = false
    }

    /// A checker that forwards every event it accepts or rejects to `forward` (if any).
    /// Violations fail the test at `file`:`line`, or go to `onViolation` when one is
    /// given (for tests of the checker itself).
    ///
    /// - Parameters:
    ///   - forward: receives every event, accepted or not.
    ///   - onViolation: receives each violation instead of failing the test.
    ///   - allowingReentrancy: whether an event sent from inside the delivery
    ///     of another, on the same thread, is accepted (Rx's nesting; `false`: it is a
    ///     violation). An overlap from another thread is always a violation.
    ///   - file: the file a violation is reported at.
    ///   - line: the line a violation is reported at.
    public init(forwardingTo forward: ((Event<Element>) -> Void)? = nil,
                onViolation: ((String) -> Void)? = nil,
                allowingReentrancy: Bool = false,
                file: StaticString = #filePath, line: UInt = #line) {
        self.forward = forward
        self.onViolation = onViolation
        self.allowsReentrancy = allowingReentrancy
        self.file = file
        self.line = line
    }

    /// A checker that forwards every event to `observer`.
    ///
    /// - Parameters:
    ///   - observer: receives every event.
    ///   - allowingReentrancy: whether a same-thread nested event is accepted
    ///     (see `init(forwardingTo:onViolation:allowingReentrancy:file:line:)`).
    ///   - file: the file a violation is reported at.
    ///   - line: the line a violation is reported at.
    public convenience init<Observer: ObserverType>(forwardingTo observer: Observer,
                                                   allowingReentrancy: Bool = false,
                                                   file: StaticString = #filePath, line: UInt = #line) where Observer.Element == Element {
        self.init(forwardingTo: { observer.on($0) }, onViolation: nil, allowingReentrancy: allowingReentrancy, file: file, line: line)
    }

    /// The events received, in order.
    public var events: [Event<Element>] { lock.withLock { state.events } }

    /// The elements received, in order.
    public var elements: [Element] { events.compactMap(\.element) }

    /// Descriptions of the grammar violations seen so far.
    public var violations: [String] { lock.withLock { state.violations } }

    /// Whether a terminal event was received.
    public var isTerminated: Bool { lock.withLock { state.terminated } }

    /// Checks `event`, records it and forwards it.
    public func on(_ event: Event<Element>) {
        var found: [String] = []
        let thread = ObjectIdentifier(Thread.current)
        lock.withLock {
            if state.depth > 0 {
                if state.deliveringThread != thread {
                    found.append("overlapping on(\(event)) while another event was being delivered (concurrent call from another thread)")
                } else if !allowsReentrancy {
                    found.append("overlapping on(\(event)) while another event was being delivered (re-entrant call)")
                }
            } else {
                state.deliveringThread = thread
            }
            if state.terminated {
                found.append("\(event) after the terminal event \(state.events.last(where: \.isStopEvent).map { "\($0)" } ?? "")")
            }
            if state.disposed {
                found.append("\(event) after the subscription was disposed")
            }
            if event.isStopEvent { state.terminated = true }
            state.depth += 1
            state.events.append(event)
            state.violations += found
        }
        for message in found { report(message) }
        forward?(event)
        lock.withLock {
            state.depth -= 1
            if state.depth == 0 { state.deliveringThread = nil }
        }
    }

    /// Subscribes the checker to `source`; the returned disposable marks the checker
    /// disposed once the subscription is disposed, so later events are violations.
    public func subscribe<Source: ObservableConvertibleType>(to source: Source) -> Disposable where Source.Element == Element {
        let subscription = source.asObservable().subscribe(self)
        return Disposables.create { [self] in
            subscription.dispose()
            markDisposed()
        }
    }

    /// Subscribes the checker to a RAC signal; disposing the returned disposable (or
    /// the one the checker received in `didSubscribe(with:)`) marks it disposed.
    ///
    /// RAC: `-subscribe:`.
    @discardableResult
    public func subscribe(to signal: RACSignal<Element>) -> RACDisposable {
        signal.subscribe(self)
    }

    /// Marks the subscription disposed: any later event is a violation.
    public func markDisposed() {
        lock.withLock { state.disposed = true }
    }

    // MARK: RACSubscriber

    /// Checks and records `next(value)`.
    public func sendNext(_ value: Element) { on(.next(value)) }

    /// Checks and records `error(error)`.
    public func sendError(_ error: Swift.Error) { on(.error(error)) }

    /// Checks and records `completed`.
    public func sendCompleted() { on(.completed) }

    /// Marks the checker disposed when `disposable` is disposed (after the
    /// subscription's own resources, which were added before).
    public func didSubscribe(with disposable: RACCompoundDisposable) {
        disposable.add(RACDisposable { [weak self] in self?.markDisposed() })
    }

    private func report(_ message: String) {
        if let onViolation {
            onViolation(message)
        } else {
            XCTFail("event grammar: \(message)", file: file, line: line)
        }
    }
}

extension TestScheduler {
    /// An observer that records events with their ticks, like `createObserver`, and
    /// checks the event grammar on the way (see `GrammarChecker`).
    ///
    /// - Parameters:
    ///   - type: the element type.
    ///   - allowingReentrancy: whether a same-thread nested event is accepted (as
    ///     RxTest records it); an overlap from another thread is always a violation.
    ///   - file: the file a violation is reported at.
    ///   - line: the line a violation is reported at.
    public func createGrammarCheckedObserver<Element>(_ type: Element.Type,
                                                      allowingReentrancy: Bool = false,
                                                      file: StaticString = #filePath, line: UInt = #line) -> (checker: GrammarChecker<Element>, observer: TestableObserver<Element>) {
        let observer = createObserver(type)
        return (GrammarChecker(forwardingTo: observer, allowingReentrancy: allowingReentrancy, file: file, line: line), observer)
    }

    /// The standard scenario (create at `created`, subscribe at `subscribed`, dispose at
    /// `disposed`), with the subscription made through a `GrammarChecker` when
    /// `checkingGrammar` is true: the test fails on an event after the end, an event
    /// that overlaps another from a second thread, or an event after the disposal at
    /// `disposed`. A re-entrant event (sent from inside another's delivery, on the same
    /// thread) is recorded, not failed: RxSwift delivers it nested and RxTest records
    /// it. Plain `start` checks the grammar too; pass `false` to record without checking.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        checkingGrammar: Bool,
        created: TestTime = Defaults.created, subscribed: TestTime = Defaults.subscribed, disposed: TestTime = Defaults.disposed,
        file: StaticString = #filePath, line: UInt = #line,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        guard checkingGrammar else {
            let observer = createObserver(Element.self)
            runStandardScenario(created: created, subscribed: subscribed, disposed: disposed,
                                create: { create().asObservable() }, subscribe: { $0.subscribe(observer) })
            return observer
        }
        let (checker, observer) = createGrammarCheckedObserver(Element.self, allowingReentrancy: true, file: file, line: line)
        runStandardScenario(created: created, subscribed: subscribed, disposed: disposed,
                            create: { create().asObservable() }, subscribe: { checker.subscribe(to: $0) })
        return observer
    }
}

extension RACTestScheduler {
    /// RAC's standard scenario (`start(created:subscribed:disposed:_:)`), with the
    /// signal subscribed by a `GrammarChecker` through `-subscribe:` when
    /// `checkingGrammar` is true: the test fails on an event after the end, an event
    /// that overlaps another from a second thread, or an event after the disposal (a
    /// re-entrant event, nested on the delivering thread as RAC's subscribers deliver
    /// it, is recorded). Plain `start` checks too;
    /// pass `false` to record without checking.
    public func start<Value>(checkingGrammar: Bool,
                             created: TestTime = TestScheduler.Defaults.created,
                             subscribed: TestTime = TestScheduler.Defaults.subscribed,
                             disposed: TestTime = TestScheduler.Defaults.disposed,
                             file: StaticString = #filePath, line: UInt = #line,
                             _ create: @escaping () -> RACSignal<Value>) -> TestableObserver<Value> {
        guard checkingGrammar else {
            var signal: RACSignal<Value>?
            var subscription: Disposable?
            let observer = testScheduler.createObserver(Value.self)
            testScheduler.scheduleAt(created) { self.performAsCurrentScheduler { signal = create() } }
            testScheduler.scheduleAt(subscribed) { self.performAsCurrentScheduler { subscription = signal?.subscribe(observer) } }
            testScheduler.scheduleAt(disposed) { self.performAsCurrentScheduler { subscription?.dispose() } }
            runClock()
            return observer
        }
        var signal: RACSignal<Value>?
        var subscription: RACDisposable?
        let (checker, observer) = testScheduler.createGrammarCheckedObserver(Value.self, allowingReentrancy: true, file: file, line: line)
        testScheduler.scheduleAt(created) { self.performAsCurrentScheduler { signal = create() } }
        testScheduler.scheduleAt(subscribed) { self.performAsCurrentScheduler { subscription = signal.map { checker.subscribe(to: $0) } } }
        testScheduler.scheduleAt(disposed) { self.performAsCurrentScheduler { subscription?.dispose() } }
        runClock()
        return observer
    }
}
