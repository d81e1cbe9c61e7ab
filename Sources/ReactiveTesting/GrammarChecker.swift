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
    private let location: AssertionLocation

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
    ///   - fileID: the file ID a violation is reported at under Swift Testing.
    ///   - file: the file a violation is reported at.
    ///   - line: the line a violation is reported at.
    ///   - column: the column a violation is reported at under Swift Testing.
    public convenience init(forwardingTo forward: ((Event<Element>) -> Void)? = nil,
                onViolation: ((String) -> Void)? = nil,
                allowingReentrancy: Bool = false,
                fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(forwardingTo: forward, onViolation: onViolation, allowingReentrancy: allowingReentrancy,
                  location: AssertionLocation(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// A checker whose violations fail the test at `location` (see the public initializer).
    package init(forwardingTo forward: ((Event<Element>) -> Void)?, onViolation: ((String) -> Void)?,
                 allowingReentrancy: Bool, location: AssertionLocation) {
        self.forward = forward
        self.onViolation = onViolation
        self.allowsReentrancy = allowingReentrancy
        self.location = location
    }

    /// A checker that forwards every event to `observer`.
    ///
    /// - Parameters:
    ///   - observer: receives every event.
    ///   - allowingReentrancy: whether a same-thread nested event is accepted
    ///     (see `init(forwardingTo:onViolation:allowingReentrancy:fileID:file:line:column:)`).
    ///   - fileID: the file ID a violation is reported at under Swift Testing.
    ///   - file: the file a violation is reported at.
    ///   - line: the line a violation is reported at.
    ///   - column: the column a violation is reported at under Swift Testing.
    public convenience init<Observer: ObserverType>(forwardingTo observer: Observer,
                                                   allowingReentrancy: Bool = false,
                                                   fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) where Observer.Element == Element {
        self.init(forwardingTo: { observer.on($0) }, onViolation: nil, allowingReentrancy: allowingReentrancy, fileID: fileID, file: file, line: line, column: column)
    }

    /// The events received, in order.
    public var events: [Event<Element>] { lock.withLock { state.events } }

    /// The elements received, in order.
    public var elements: [Element] { events.compactMap(\.element) }

    /// Descriptions of the grammar violations seen so far.
    public var violations: [String] { lock.withLock { state.violations } }

    /// Whether a terminal event was received.
    public var isTerminated: Bool { lock.withLock { state.terminated } }

    /// Checks `event` against the grammar and delivery rules, records it and forwards
    /// it; a violation fails the test (or goes to `onViolation`) and the event is still
    /// recorded and forwarded.
    ///
    /// - Parameter event: the event the observed sequence sends.
    ///
    /// Rx: `ObserverType.on(_:)`. RAC: the `RACSubscriber` methods call it.
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

    /// Subscribes the checker to an Rx sequence, tracking the subscription's disposal.
    ///
    /// - Parameter source: the sequence to check.
    /// - Returns: the subscription; disposing it disposes the source's subscription,
    ///   then marks the checker disposed, so later events are violations.
    ///
    /// Rx: `subscribe(_:)`. RAC: `subscribe(to:)` for a `RACSignal`.
    public func subscribe<Source: ObservableConvertibleType>(to source: Source) -> Disposable where Source.Element == Element {
        let subscription = source.asObservable().subscribe(self)
        return Disposables.create { [self] in
            subscription.dispose()
            markDisposed()
        }
    }

    /// Subscribes the checker to a RAC signal, tracking the subscription's disposal.
    ///
    /// - Parameter signal: the signal to check.
    /// - Returns: the subscription; disposing it (or the disposable the checker received
    ///   in `didSubscribe(with:)`) marks the checker disposed, so later events are
    ///   violations.
    ///
    /// RAC: `-subscribe:`. Rx: `subscribe(to:)` for an observable.
    @discardableResult
    public func subscribe(to signal: RACSignal<Element>) -> RACDisposable {
        signal.subscribe(self)
    }

    /// Marks the subscription disposed: any later event is a violation. `subscribe(to:)`
    /// calls it; call it yourself when subscribing the checker another way.
    ///
    /// Rx: none. RAC: none.
    public func markDisposed() {
        lock.withLock { state.disposed = true }
    }

    // MARK: RACSubscriber

    /// Checks and records `next(value)`, as `on(_:)` does.
    ///
    /// - Parameter value: the value the signal sends.
    ///
    /// RAC: `-sendNext:`. Rx: `onNext(_:)`.
    public func sendNext(_ value: Element) { on(.next(value)) }

    /// Checks and records `error(error)`, as `on(_:)` does.
    ///
    /// - Parameter error: the error the signal ends with.
    ///
    /// RAC: `-sendError:`. Rx: `onError(_:)`.
    public func sendError(_ error: Swift.Error) { on(.error(error)) }

    /// Checks and records `completed`, as `on(_:)` does.
    ///
    /// RAC: `-sendCompleted`. Rx: `onCompleted()`.
    public func sendCompleted() { on(.completed) }

    /// Arranges for the checker to be marked disposed when the subscription is
    /// disposed.
    ///
    /// - Parameter disposable: the subscription's disposable; the checker adds its mark
    ///   to it, so the mark comes after the subscription's own resources, which were
    ///   added before.
    ///
    /// RAC: `-didSubscribeWithDisposable:`. Rx: none.
    public func didSubscribe(with disposable: RACCompoundDisposable) {
        disposable.add(RACDisposable { [weak self] in self?.markDisposed() })
    }

    private func report(_ message: String) {
        if let onViolation {
            onViolation(message)
        } else {
            reportTestFailure("event grammar: \(message)", at: location)
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
    ///   - fileID: the file ID a violation is reported at under Swift Testing.
    ///   - file: the file a violation is reported at.
    ///   - line: the line a violation is reported at.
    ///   - column: the column a violation is reported at under Swift Testing.
    /// - Returns: the checker, to subscribe to the sequence under test (it forwards to
    ///   the observer), and the observer, which records the events with their ticks.
    ///
    /// Rx: none (RxTest's `createObserver(_:)` does not check). RAC: none.
    public func createGrammarCheckedObserver<Element>(_ type: Element.Type,
                                                      allowingReentrancy: Bool = false,
                                                      fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> (checker: GrammarChecker<Element>, observer: TestableObserver<Element>) {
        let observer = createObserver(type)
        return (GrammarChecker(forwardingTo: observer, allowingReentrancy: allowingReentrancy, fileID: fileID, file: file, line: line, column: column), observer)
    }

    /// The standard scenario (create at `created`, subscribe at `subscribed`, dispose at
    /// `disposed`), with the subscription made through a `GrammarChecker` when
    /// `checkingGrammar` is true: the test fails on an event after the end, an event
    /// that overlaps another from a second thread, or an event after the disposal at
    /// `disposed`. A re-entrant event (sent from inside another's delivery, on the same
    /// thread) is recorded, not failed: RxSwift delivers it nested and RxTest records
    /// it. Plain `start` checks the grammar too; pass `false` to record without checking.
    ///
    /// - Parameters:
    ///   - checkingGrammar: whether the subscription goes through a `GrammarChecker`.
    ///   - created: the tick `create` is called at (default 100).
    ///   - subscribed: the tick the observer subscribes at (default 200); before
    ///     `created`, nothing is subscribed.
    ///   - disposed: the tick the subscription is disposed at (default 1000); before
    ///     `subscribed`, the disposal finds nothing and the subscription lasts until the
    ///     clock stops.
    ///   - fileID: the file ID a violation is reported at under Swift Testing.
    ///   - file: the file a violation is reported at.
    ///   - line: the line a violation is reported at.
    ///   - column: the column a violation is reported at under Swift Testing.
    ///   - create: makes the sequence under test, called once at `created`.
    /// - Returns: the observer, holding the events with the ticks they arrived at.
    ///
    /// Rx: RxTest `TestScheduler.start(created:subscribed:disposed:create:)`, which does
    /// not check. RAC: `RACTestScheduler.start(checkingGrammar:created:subscribed:disposed:fileID:file:line:column:_:)`.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        checkingGrammar: Bool,
        created: TestTime = Defaults.created, subscribed: TestTime = Defaults.subscribed, disposed: TestTime = Defaults.disposed,
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(checkingGrammar: checkingGrammar, created: created, subscribed: subscribed, disposed: disposed,
              location: AssertionLocation(fileID: fileID, filePath: file, line: line, column: column), create: create)
    }

    /// The standard scenario, a grammar violation failing the test at `location`.
    package func start<Element, OutputSequence: ObservableConvertibleType>(
        checkingGrammar: Bool, created: TestTime, subscribed: TestTime, disposed: TestTime,
        location: AssertionLocation, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        guard checkingGrammar else {
            let observer = createObserver(Element.self)
            runStandardScenario(created: created, subscribed: subscribed, disposed: disposed,
                                create: { create().asObservable() }, subscribe: { $0.subscribe(observer) })
            return observer
        }
        let observer = createObserver(Element.self)
        let checker = GrammarChecker(forwardingTo: { observer.on($0) }, onViolation: nil, allowingReentrancy: true, location: location)
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
    ///
    /// - Parameters:
    ///   - checkingGrammar: whether the signal is subscribed through a `GrammarChecker`.
    ///   - created: the tick `create` is called at (default 100).
    ///   - subscribed: the tick the observer subscribes at (default 200); before
    ///     `created`, nothing is subscribed.
    ///   - disposed: the tick the subscription is disposed at (default 1000); before
    ///     `subscribed`, the disposal finds nothing and the subscription lasts until the
    ///     clock stops.
    ///   - fileID: the file ID a violation is reported at under Swift Testing.
    ///   - file: the file a violation is reported at.
    ///   - line: the line a violation is reported at.
    ///   - column: the column a violation is reported at under Swift Testing.
    ///   - create: makes the signal under test, called once at `created`.
    /// - Returns: the observer, holding the events with the ticks they arrived at.
    ///
    /// RAC: none. Rx: `TestScheduler.start(checkingGrammar:created:subscribed:disposed:fileID:file:line:column:create:)`.
    public func start<Value>(checkingGrammar: Bool,
                             created: TestTime = TestScheduler.Defaults.created,
                             subscribed: TestTime = TestScheduler.Defaults.subscribed,
                             disposed: TestTime = TestScheduler.Defaults.disposed,
                             fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
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
        let (checker, observer) = testScheduler.createGrammarCheckedObserver(Value.self, allowingReentrancy: true, fileID: fileID, file: file, line: line, column: column)
        testScheduler.scheduleAt(created) { self.performAsCurrentScheduler { signal = create() } }
        testScheduler.scheduleAt(subscribed) { self.performAsCurrentScheduler { subscription = signal.map { checker.subscribe(to: $0) } } }
        testScheduler.scheduleAt(disposed) { self.performAsCurrentScheduler { subscription?.dispose() } }
        runClock()
        return observer
    }
}
