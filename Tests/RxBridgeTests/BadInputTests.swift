import XCTest
import TestSupport
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

private struct BadInputError: Error, Equatable {}

/// Counts from any thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// The bad-input catalog of Docs/Errors.md: every row has a test here (or names the
/// test elsewhere that proves it). Preconditions run in a child process, the
/// `crash-probe` executable, since a trap cannot be caught inside XCTest.
final class BadInputTests: ReactiveTestCase {
    // MARK: - Preconditions (child process)

    /// Runs `crash-probe name`; asserts it crashed and printed every `expected` text.
    private func assertPrecondition(_ name: String, mentions expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        guard let probe = BuiltExecutable.find("crash-probe") else {
            XCTFail("crash-probe not found next to the test bundle (searched \(BuiltExecutable.searchedFolders.map(\.path))); build it with `swift build`", file: file, line: line)
            return
        }
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"     // a short, fast crash
        let run = try BuiltExecutable.run(probe, [name], environment: environment)
        XCTAssertEqual(run.reason, .uncaughtSignal, "\(name) did not crash: \(run.stdout)\(run.stderr)", file: file, line: line)
        for text in expected {
            XCTAssertTrue(run.stderr.contains(text), "\(name): stderr lacks \"\(text)\":\n\(run.stderr)", file: file, line: line)
        }
    }

    func testBufferCountZeroIsAPrecondition() throws {
        try assertPrecondition("buffer-count-0", mentions: ["buffer(timeSpan:count:scheduler:)", "count must be greater than 0 (got 0)"])
    }

    func testWindowCountZeroIsAPrecondition() throws {
        try assertPrecondition("window-count-0", mentions: ["window(timeSpan:count:scheduler:)", "count must be greater than 0 (got 0)"])
    }

    func testReplaySubjectNegativeBufferSizeIsAPrecondition() throws {
        try assertPrecondition("replay-subject-buffer-negative", mentions: ["ReplaySubject.create(bufferSize:)", "bufferSize must not be negative (got -1)"])
    }

    func testReplayNegativeBufferSizeIsAPrecondition() throws {
        try assertPrecondition("replay-negative", mentions: ["replay(_:)", "bufferSize must not be negative (got -1)"])
    }

    func testShareNegativeReplayIsAPrecondition() throws {
        try assertPrecondition("share-replay-negative", mentions: ["share(replay:scope:)", "replay must not be negative (got -1)"])
    }

    func testRangeNegativeCountIsAPrecondition() throws {
        try assertPrecondition("range-count-negative", mentions: ["range(start:count:)", "count must not be negative (got -1)"])
    }

    /// Only the last element must fit (RxSwift's rule): `start: Int.max, count: 2` does not.
    func testRangeWhoseLastElementOverflowsIsAPrecondition() throws {
        try assertPrecondition("range-last-overflows", mentions: ["range(start:count:)", "start + count - 1, does not fit in Int"])
    }

    func testSingleAssignmentDisposableSetTwiceIsAPrecondition() throws {
        try assertPrecondition("single-assignment-twice", mentions: ["SingleAssignmentDisposable.setDisposable", "already set"])
    }

    func testRACRepeatingIntervalZeroIsAPrecondition() throws {
        try assertPrecondition("rac-repeating-interval-0", mentions: ["after(_:repeatingEvery:withLeeway:schedule:)", "interval must be positive (got 0.0)"])
    }

    func testTakeNegativeIsAPrecondition() throws {
        try assertPrecondition("take-negative", mentions: ["take(_:)", "count must not be negative (got -1)"])
    }

    func testTakeLastNegativeIsAPrecondition() throws {
        try assertPrecondition("take-last-negative", mentions: ["takeLast(_:)", "count must not be negative (got -1)"])
    }

    func testElementAtNegativeIsAPrecondition() throws {
        try assertPrecondition("element-at-negative", mentions: ["element(at:)", "index must not be negative (got -1)"])
    }

    func testRetryNegativeIsAPrecondition() throws {
        try assertPrecondition("retry-negative", mentions: ["retry(_:)", "maxAttemptCount must not be negative (got -1)"])
    }

    func testIntervalNegativePeriodIsAPrecondition() throws {
        try assertPrecondition("interval-period-negative", mentions: ["interval(_:scheduler:)", "period must not be negative"])
    }

    func testTimerNegativePeriodIsAPrecondition() throws {
        try assertPrecondition("timer-period-negative", mentions: ["timer(_:period:scheduler:)", "period must not be negative"])
    }

    func testRACTakeNegativeIsAPrecondition() throws {
        try assertPrecondition("rac-take-negative", mentions: ["RACSignal.take(_:)", "count must not be negative (got -1)"])
    }

    func testRACFlattenNegativeIsAPrecondition() throws {
        try assertPrecondition("rac-flatten-negative", mentions: ["RACSignal.flatten(_:)", "maxConcurrent must not be negative (got -1)"])
    }

    func testRACReplaySubjectNegativeCapacityIsAPrecondition() throws {
        try assertPrecondition("rac-replay-subject-capacity-negative", mentions: ["RACReplaySubject(capacity:)", "capacity must not be negative (got -1)"])
    }

    func testRACTimeoutOnTheImmediateSchedulerIsAPrecondition() throws {
        try assertPrecondition("rac-timeout-immediate", mentions: ["RACSignal.timeout(_:on:)", "must not be RACScheduler.immediate()"])
    }

    func testRACBufferWithTimeOnTheImmediateSchedulerIsAPrecondition() throws {
        try assertPrecondition("rac-buffer-immediate", mentions: ["RACSignal.buffer(withTime:on:)", "must not be RACScheduler.immediate()"])
    }

    func testRACIntervalOnTheImmediateSchedulerIsAPrecondition() throws {
        try assertPrecondition("rac-interval-immediate", mentions: ["RACSignal.interval(_:on:)", "must not be RACScheduler.immediate()"])
    }

    // MARK: - Documented no-ops and error events
    func testElementAtPastTheEndIsArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 230)
        guard case .error(RxError.argumentOutOfRange)? = res.events.first?.value else {
            return XCTFail("expected RxError.argumentOutOfRange, got \(res.events)")
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSkipNegativeSkipsNothing() {
        // As in RxSwift: a count of zero or less lets every element through.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(-1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testNegativeDueTimesActAsZeroLikeRxSwift() {
        // A negative relative time is "now", as in RxSwift: nothing waits. TestScheduler,
        // like RxTest's, runs work scheduled for now one tick later.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let delayed = scheduler.start { xs.delay(.seconds(-10), scheduler: scheduler) }
        XCTAssertEqual(delayed.events, [.next(211, 1), .next(221, 2), .completed(231)])

        let debounceScheduler = TestScheduler(initialClock: 0)
        let ys = debounceScheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let debounced = debounceScheduler.start { ys.debounce(.seconds(-10), scheduler: debounceScheduler) }
        XCTAssertEqual(debounced.events, [.next(211, 1), .next(221, 2), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])

        let throttleScheduler = TestScheduler(initialClock: 0)
        let zs = throttleScheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let throttled = throttleScheduler.start { zs.throttle(.seconds(-10), scheduler: throttleScheduler) }
        XCTAssertEqual(throttled.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 230)])

        let timerScheduler = TestScheduler(initialClock: 0)
        let timed = timerScheduler.start { Observable<Int>.timer(.seconds(-10), scheduler: timerScheduler) }
        XCTAssertEqual(timed.events, [.next(201, 0), .completed(201)])
    }

    func testRACFlattenZeroIsUnlimited() {
        // Docs/Semantics.md#concurrency-limit-zero: RAC's 0 means no limit (Rx's merge(maxConcurrent: 0) subscribes nothing).
        let inners = (0..<3).map { _ in RACSubject<Int>() }
        let outer = RACSubject<RACSignal<Int>>()
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: outer.flatten(0))
        inners.forEach { outer.sendNext($0) }
        XCTAssertTrue(inners.allSatisfy(\.hasSubscribers), "every inner is subscribed at once")
        for (index, inner) in inners.enumerated().reversed() { inner.sendNext(index) }
        outer.sendCompleted()
        inners.forEach { $0.sendCompleted() }
        XCTAssertEqual(checker.events, [.next(2), .next(1), .next(0), .completed])
        subscription.dispose()
    }

    func testExecutingADisabledRACCommandFailsWithNotEnabledAndNothingOnErrors() {
        let scheduler = RACTestScheduler()
        var started = 0
        let command = RACCommand<Int, Int>(enabled: RACSignal.return(false), scheduler: scheduler) { _ in
            started += 1
            return RACSignal.return(1)
        }
        var errors: [Swift.Error] = []
        let errorsSubscription = command.errors.subscribeNext { errors.append($0) }
        var events: [String] = []
        command.execute(1).subscribeNext({ events.append("next \($0)") }, error: { error in
            let error = error as NSError
            events.append("error \(error.domain) \(error.code)")
        }, completed: { events.append("completed") })
        scheduler.stepAll()
        XCTAssertEqual(started, 0, "the work never starts")
        XCTAssertEqual(events, ["error \(RACCommandErrorDomain) \(RACCommandError.notEnabled.rawValue)"])
        XCTAssertTrue(errors.isEmpty, "a refused execution is not reported on errors")
        errorsSubscription.dispose()
    }

    func testRACMulticastConnectionConnectTwiceReturnsTheSameDisposable() {
        var subscriptions = 0
        let source = RACSubject<Int>()
        let counted = RACSignal<Int>.createSignal { subscriber in
            subscriptions += 1
            let inner = source.subscribe(subscriber)
            return RACDisposable { inner.dispose() }
        }
        let connection = counted.publish()
        let first = connection.connect()
        let second = connection.connect()
        XCTAssertTrue(first === second, "connect() returns the one connection")
        XCTAssertEqual(subscriptions, 1)
        first.dispose()
        XCTAssertFalse(source.hasSubscribers)
        XCTAssertTrue(connection.connect() === first, "after disposal, still the same (disposed) connection")
        XCTAssertEqual(subscriptions, 1, "never subscribed again")
    }

    /// No scheduler has a `dispose()` (as in RxSwift and ReactiveObjC); what a caller can
    /// dispose is the work it scheduled. Disposed before it runs, it never runs.
    func testDisposedScheduledWorkNeverRuns() {
        let gate = DispatchSemaphore(value: 0)
        let ranDisposed = Counter()
        func check(_ name: String, schedule: (@escaping @Sendable () -> Void) -> () -> Void) {
            let done = expectation(description: "\(name) ran the work scheduled after")
            _ = schedule { gate.wait() }                    // holds the scheduler busy
            let cancel = schedule { ranDisposed.add() }
            cancel()
            _ = schedule { done.fulfill() }
            gate.signal()
            wait(for: [done], timeout: 5)
            XCTAssertEqual(ranDisposed.value, 0, "\(name) ran disposed work")
        }
        let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "bad-input.serial")
        check("SerialDispatchQueueScheduler") { action in
            let disposable = serial.schedule(()) { _ in action(); return Disposables.create() }
            return disposable.dispose
        }
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let operations = OperationQueueScheduler(operationQueue: queue)
        check("OperationQueueScheduler") { action in
            let disposable = operations.schedule(()) { _ in action(); return Disposables.create() }
            return disposable.dispose
        }
        let rac = RACScheduler.scheduler()
        check("RACScheduler.scheduler()") { action in
            let disposable = rac.schedule { action() }
            return { disposable?.dispose() }
        }
        queue.waitUntilAllOperationsAreFinished()
    }

    /// Delayed work disposed before its due time never runs (concurrent queues and RAC's
    /// `afterDelay`), nor does trampolined work disposed before the trampoline reaches it.
    func testDisposedDelayedAndTrampolinedWorkNeverRuns() {
        let ranDisposed = Counter()
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .default)
        let cancelled = concurrent.scheduleRelative((), dueTime: .milliseconds(200)) { _ in ranDisposed.add(); return Disposables.create() }
        cancelled.dispose()
        let racCancelled = RACScheduler.scheduler().afterDelay(0.2) { ranDisposed.add() }
        racCancelled?.dispose()
        let later = expectation(description: "work due after the disposed work ran")
        _ = concurrent.scheduleRelative((), dueTime: .milliseconds(400)) { _ in later.fulfill(); return Disposables.create() }
        wait(for: [later], timeout: 5)
        XCTAssertEqual(ranDisposed.value, 0, "disposed delayed work ran")

        var trampolined: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let skipped = CurrentThreadScheduler.instance.schedule(()) { _ in trampolined.append("disposed"); return Disposables.create() }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in trampolined.append("kept"); return Disposables.create() }
            skipped.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(trampolined, ["kept"])
    }


    func testMergeMaxConcurrentZeroDropsInnersAndCompletes() {
        var events: [Event<Int>] = []
        _ = Observable.of(Observable.just(1), Observable.just(2)).merge(maxConcurrent: 0).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    func testSendingAfterCompletionIsIgnoredByRxSubjectsAndCreate() {
        let subject = PublishSubject<Int>()
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: subject)
        subject.onCompleted()
        subject.onNext(1)
        subject.onError(BadInputError())
        XCTAssertEqual(checker.events, [.completed])

        let created = GrammarChecker<Int>()
        let other = created.subscribe(to: Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)             // dropped
            observer.onError(BadInputError())  // dropped
            return Disposables.create()
        })
        XCTAssertEqual(created.events, [.next(1), .completed])
        subscription.dispose()
        other.dispose()
    }

    func testSendingAfterCompletionReachesLaterRACSubjectSubscribers() {
        // Docs/Semantics.md#subjects-after-termination: a RAC subject keeps no terminal state.
        let subject = RACSubject<Int>()
        var early: [Event<Int>] = [], late: [Event<Int>] = []
        let first = subject.subscribeNext({ early.append(.next($0)) }, completed: { early.append(.completed) })
        subject.sendCompleted()
        let second = subject.subscribeNext({ late.append(.next($0)) }, completed: { late.append(.completed) })
        subject.sendNext(1)
        XCTAssertEqual(early, [.completed])
        XCTAssertEqual(late, [.next(1)])
        first.dispose()
        second.dispose()
    }

    func testDisposingTwiceIsANoOp() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(runs, 1)

        let subscription = PublishSubject<Int>().subscribe()
        subscription.dispose()
        subscription.dispose()

        var racRuns = 0
        let compound = RACCompoundDisposable(disposables: [RACDisposable { racRuns += 1 }])
        compound.dispose()
        compound.dispose()
        XCTAssertEqual(racRuns, 1)
        XCTAssertTrue(compound.isDisposed)

        let composite = CompositeDisposable(Disposables.create { runs += 1 }, Disposables.create { runs += 1 })
        composite.dispose()
        composite.dispose()
        XCTAssertEqual(runs, 3)
    }

    func testSingleEmittingTwiceDeliversOnlyTheFirstResult() {
        var events: [String] = []
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(BadInputError()))
            return Disposables.create()
        }
        _ = single.subscribe(onSuccess: { events.append("success \($0)") }, onFailure: { _ in events.append("failure") })
        XCTAssertEqual(events, ["success 1"])
    }

    func testCreateSignalReturningNilIsFine() {
        let checker = GrammarChecker<Int>()
        let scheduler = RACTestScheduler()
        var disposable: RACDisposable?
        scheduler.performAsCurrentScheduler {
            disposable = checker.subscribe(to: RACSignal<Int>.createSignal { subscriber in
                subscriber.sendNext(1)
                subscriber.sendCompleted()
                return nil
            })
        }
        XCTAssertEqual(checker.events, [.next(1), .completed])
        disposable?.dispose()
    }

    func testConnectTwiceReturnsTheSameConnection() {
        let subject = PublishSubject<Int>()
        let connectable = subject.publish()
        let first = connectable.connect()
        let second = connectable.connect()
        XCTAssertTrue((first as AnyObject) === (second as AnyObject))
        first.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribingToADisposedSubjectGetsRxErrorDisposed() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        guard case .error(RxError.disposed)? = received.first else { return XCTFail("\(received)") }
        XCTAssertThrowsError(try subject.value())
    }

    func testThrowingClosureBecomesAnErrorEvent() {
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: Observable.of(1, 2, 3).map { value -> Int in
            if value == 2 { throw BadInputError() }
            return value
        })
        XCTAssertEqual(checker.events.count, 2)
        XCTAssertEqual(checker.elements, [1])
        XCTAssertTrue(checker.events.last?.error is BadInputError)
        subscription.dispose()
    }
}
