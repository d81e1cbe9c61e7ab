import XCTest
import Dispatch
import Foundation
import RACBridge
import ReactiveTesting

final class RACCommandTests: ReactiveTestCase {
    private static func isNotEnabled(_ error: Swift.Error) -> Bool {
        let error = error as NSError
        return error.domain == RACCommandErrorDomain && error.code == RACCommandError.notEnabled.rawValue
    }

    // MARK: executing / enabled

    func testExecutingAndEnabledFollowOneExecution() {
        let scheduler = RACTestScheduler()
        let ts = scheduler.testScheduler
        let work = ts.createColdObservable([.next(10, 1), .completed(20)])
        let command = RACCommand<Int, Int>(scheduler: scheduler) { _ in work.racSignal }
        let executing = ts.createObserver(Bool.self)
        let enabled = ts.createObserver(Bool.self)
        let values = ts.createObserver(Int.self)
        let executingSubscription = command.executing.subscribe(executing)
        let enabledSubscription = command.enabled.subscribe(enabled)
        ts.scheduleAt(100) { scheduler.performAsCurrentScheduler { _ = command.execute(1).subscribe(values) } }
        ts.start()
        // Ended here: the completion the command sends on its scheduler when it goes
        // away would wait on the clock forever, holding the observers and the clock.
        executingSubscription.dispose()
        enabledSubscription.dispose()
        XCTAssertEqual(executing.events, [.next(0, false), .next(100, true), .next(120, false)])
        XCTAssertEqual(enabled.events, [.next(0, true), .next(100, false), .next(120, true)])
        XCTAssertEqual(values.events, [.next(110, 1), .completed(120)])
        XCTAssertEqual(work.subscriptions, [Subscription(100, 120)])
    }

    func testFirstValuesAreImmediateAndReplayedToLateSubscribers() {
        let scheduler = RACTestScheduler()
        let work = RACSubject<Int>()
        let command = RACCommand<Int, Int>(scheduler: scheduler) { _ in work }
        _ = command.execute(nil)
        var executing: [Bool] = [], enabled: [Bool] = []
        command.executing.subscribeNext { executing.append($0) }
        command.enabled.subscribeNext { enabled.append($0) }
        XCTAssertEqual(executing, [false], "the change is not delivered before the scheduler runs")
        XCTAssertEqual(enabled, [true])
        scheduler.stepAll()
        XCTAssertEqual(executing, [false, true])
        XCTAssertEqual(enabled, [true, false])
        var late: [Bool] = []
        command.executing.subscribeNext { late.append($0) }
        XCTAssertEqual(late, [true], "replays only the latest value")
        work.sendCompleted()
        scheduler.stepAll()
        XCTAssertEqual(executing, [false, true, false])
        XCTAssertEqual(enabled, [true, false, true])
    }

    func testEnabledSignalStartsTrueAndGatesExecute() {
        let scheduler = RACTestScheduler()
        let enabledInput = RACSubject<Bool>()
        var started = 0
        let command = RACCommand<Int, Int>(enabled: enabledInput, scheduler: scheduler) { _ in
            started += 1
            return RACSignal.empty()
        }
        var enabled: [Bool] = []
        command.enabled.subscribeNext { enabled.append($0) }
        XCTAssertEqual(enabled, [true])
        enabledInput.sendNext(false)
        enabledInput.sendNext(false)
        scheduler.stepAll()
        XCTAssertEqual(enabled, [true, false], "no repeats")
        var failure: Swift.Error?
        command.execute(1).subscribeError { failure = $0 }
        XCTAssertEqual(started, 0)
        XCTAssertTrue(failure.map(RACCommandTests.isNotEnabled) ?? false)
        enabledInput.sendNext(true)
        _ = command.execute(1)
        XCTAssertEqual(started, 1, "the enabled state changes at once; only its delivery waits")
        scheduler.stepAll()
        XCTAssertEqual(enabled, [true, false, true, false, true], "disabled while the execution ran")
    }

    func testEnabledSignalSendingSynchronouslySetsTheFirstValue() {
        let scheduler = RACTestScheduler()
        scheduler.performAsCurrentScheduler {
            let command = RACCommand<Int, Int>(enabled: RACSignal.return(false), scheduler: scheduler) { _ in RACSignal.empty() }
            var enabled: [Bool] = []
            command.enabled.subscribeNext { enabled.append($0) }
            XCTAssertEqual(enabled, [false])
        }
        scheduler.stepAll()
    }

    // MARK: Disabled execution

    func testExecuteWhileExecutingFailsWithNotEnabledAndNotOnErrors() {
        let scheduler = RACTestScheduler()
        let work = RACSubject<Int>()
        var started = 0
        let command = RACCommand<Int, Int>(scheduler: scheduler) { _ in
            started += 1
            return work
        }
        var errors: [Swift.Error] = []
        command.errors.subscribeNext { errors.append($0) }
        _ = command.execute(1)
        var failure: Swift.Error?
        scheduler.performAsCurrentScheduler {
            command.execute(2).subscribeError { failure = $0 }
        }
        XCTAssertEqual(started, 1)
        let error = failure as NSError?
        XCTAssertEqual(error?.domain, RACCommandErrorDomain)
        XCTAssertEqual(error?.code, 1)
        XCTAssertTrue(error?.userInfo[RACUnderlyingCommandErrorKey] as AnyObject? === command)
        XCTAssertEqual(RACEvent<Int>(error: error!), RACEvent<Int>(error: RACCommandError(.notEnabled)))
        scheduler.stepAll()
        work.sendCompleted()
        scheduler.stepAll()
        XCTAssertTrue(errors.isEmpty, "a refused execution is not reported on errors")
    }

    // MARK: Concurrency

    func testConcurrentExecutionAllowedKeepsEnabledAndCountsExecutions() {
        let scheduler = RACTestScheduler()
        let first = RACSubject<Int>(), second = RACSubject<Int>()
        let command = RACCommand<Int, Int>(scheduler: scheduler) { input in input == 1 ? first : second }
        command.allowsConcurrentExecution = true
        XCTAssertTrue(command.allowsConcurrentExecution)
        var executing: [Bool] = [], enabled: [Bool] = []
        command.executing.subscribeNext { executing.append($0) }
        command.enabled.subscribeNext { enabled.append($0) }
        var firstValues: [Int] = [], secondValues: [Int] = []
        command.execute(1).subscribeNext { firstValues.append($0) }
        command.execute(2).subscribeNext { secondValues.append($0) }
        scheduler.stepAll()
        first.sendNext(10)
        second.sendNext(20)
        first.sendCompleted()
        scheduler.stepAll()
        XCTAssertEqual(executing, [false, true], "still executing while one runs")
        second.sendCompleted()
        scheduler.stepAll()
        XCTAssertEqual(executing, [false, true, false])
        XCTAssertEqual(enabled, [true])
        XCTAssertEqual(firstValues, [10])
        XCTAssertEqual(secondValues, [20])
    }

    func testTurningConcurrencyOnWhileExecutingEnables() {
        let scheduler = RACTestScheduler()
        let work = RACSubject<Int>()
        let command = RACCommand<Int, Int>(scheduler: scheduler) { _ in work }
        var enabled: [Bool] = []
        command.enabled.subscribeNext { enabled.append($0) }
        _ = command.execute(1)
        scheduler.stepAll()
        command.allowsConcurrentExecution = true
        scheduler.stepAll()
        command.allowsConcurrentExecution = false
        scheduler.stepAll()
        XCTAssertEqual(enabled, [true, false, true, false])
        work.sendCompleted()
        scheduler.stepAll()
        XCTAssertEqual(enabled, [true, false, true, false, true])
    }

    // MARK: errors and executionSignals

    func testErrorsGoToErrorsAndEndExecutionSignalsEmpty() {
        let scheduler = RACTestScheduler()
        let ts = scheduler.testScheduler
        let work = ts.createColdObservable([.next(10, 1), .error(20, TestError(3))])
        let command = RACCommand<Int, Int>(scheduler: scheduler) { _ in work.racSignal }
        let errors = ts.createObserver(Swift.Error.self)
        let inner = ts.createObserver(Int.self)
        let returned = ts.createObserver(Int.self)
        var signals = 0
        let errorsSubscription = command.errors.subscribe(errors)
        let executions = command.executionSignals.subscribeNext { signal in
            signals += 1
            _ = signal.subscribe(inner)
        }
        ts.scheduleAt(100) { scheduler.performAsCurrentScheduler { _ = command.execute(1).subscribe(returned) } }
        ts.start()
        // Ended here: left open, the completion the command sends when it goes away
        // would wait on the clock forever, holding this subscription, `inner`, and
        // through it the clock (an observer holds its scheduler, as in RxTest).
        executions.dispose()
        errorsSubscription.dispose()
        XCTAssertEqual(signals, 1)
        XCTAssertEqual(inner.events, [.next(110, 1), .completed(120)])
        XCTAssertEqual(returned.events, [.next(110, 1), .error(120, TestError(3))])
        XCTAssertEqual(errors.events.count, 1)
        XCTAssertEqual(errors.events.first?.time, 120)
        XCTAssertEqual(errors.events.first?.value.element as? TestError, TestError(3))
    }

    func testExecutionSignalsOnlyCoverExecutionsStartedAfterSubscription() {
        let scheduler = RACTestScheduler()
        let command = RACCommand<Int, Int>(scheduler: scheduler) { input in RACSignal.return(input ?? 0) }
        _ = command.execute(1)
        var received: [Int] = []
        command.executionSignals.subscribeNext { signal in signal.subscribeNext { received.append($0) } }
        scheduler.stepAll()
        XCTAssertEqual(received, [])
        _ = command.execute(2)
        XCTAssertEqual(received, [], "delivered on the scheduler")
        scheduler.stepAll()
        XCTAssertEqual(received, [2])
    }

    func testReturnedSignalReplaysEverythingToLateSubscribers() {
        let scheduler = RACTestScheduler()
        let work = RACSubject<Int>()
        var subscriptions = 0
        let command = RACCommand<Int, Int>(scheduler: scheduler) { _ in
            RACSignal.defer {
                subscriptions += 1
                return work
            }
        }
        let result = command.execute(nil)
        XCTAssertEqual(subscriptions, 0, "the work is subscribed on the scheduler")
        scheduler.performAsCurrentScheduler { scheduler.stepAll() }
        XCTAssertEqual(subscriptions, 1)
        work.sendNext(1)
        work.sendNext(2)
        work.sendCompleted()
        var events: [String] = []
        result.subscribeNext({ events.append("\($0)") }, completed: { events.append("completed") })
        result.subscribeNext({ events.append("\($0)") }, completed: { events.append("completed") })
        XCTAssertEqual(events, ["1", "2", "completed", "1", "2", "completed"])
        XCTAssertEqual(subscriptions, 1, "the work runs once however many subscribe")
    }

    func testDeinitCompletesTheCommandSignals() {
        let scheduler = RACTestScheduler()
        var command: RACCommand<Int, Int>? = RACCommand(scheduler: scheduler) { _ in RACSignal.empty() }
        var ended: [String] = []
        command!.executing.subscribeCompleted { ended.append("executing") }
        command!.enabled.subscribeCompleted { ended.append("enabled") }
        command!.errors.subscribeCompleted { ended.append("errors") }
        command!.executionSignals.subscribeCompleted { ended.append("executionSignals") }
        let commandIsReleased = { [weak command] in command == nil }
        command = nil
        XCTAssertTrue(commandIsReleased())
        scheduler.stepAll()
        XCTAssertEqual(Set(ended), ["executing", "enabled", "errors", "executionSignals"])
    }

    // MARK: Re-entrancy and lifetime of the work

    func testRetryingFromTheErrorsSubscriberExecutesAgain() {
        let scheduler = RACTestScheduler()
        var attempts = 0
        let command = RACCommand<Int, Int>(scheduler: scheduler) { _ in
            attempts += 1
            return attempts == 1 ? RACSignal.error(TestError(1)) : RACSignal.return(attempts)
        }
        var values: [Int] = []
        command.executionSignals.subscribeNext { signal in signal.subscribeNext { values.append($0) } }
        let retrying = command.errors.subscribeNext { _ in _ = command.execute(nil) }
        scheduler.performAsCurrentScheduler { _ = command.execute(nil) }
        scheduler.performAsCurrentScheduler { scheduler.stepAll() }
        XCTAssertEqual(attempts, 2, "the command is idle again when its error is delivered")
        XCTAssertEqual(values, [2])
        retrying.dispose()  // the subscriber holds the command
    }

    func testDisposingTheResultDoesNotCancelTheWork() {
        let scheduler = RACTestScheduler()
        let ts = scheduler.testScheduler
        let work = ts.createColdObservable([.next(10, 1), .completed(50)])
        let command = RACCommand<Int, Int>(scheduler: scheduler) { _ in work.racSignal }
        let executing = ts.createObserver(Bool.self)
        let subscription = command.executing.subscribe(executing)
        ts.scheduleAt(100) {
            scheduler.performAsCurrentScheduler { command.execute(1).subscribeNext { _ in }.dispose() }
        }
        ts.start()
        subscription.dispose() // see testExecutingAndEnabledFollowOneExecution
        XCTAssertEqual(work.subscriptions, [Subscription(100, 150)], "an execution runs to its end")
        XCTAssertEqual(executing.events, [.next(0, false), .next(100, true), .next(150, false)])
    }

    func testAnErrorOfTheEnabledSignalKeepsItsLastValue() {
        let scheduler = RACTestScheduler()
        let enabledInput = RACSubject<Bool>()
        let command = RACCommand<Int, Int>(enabled: enabledInput, scheduler: scheduler) { _ in RACSignal.empty() }
        var enabled: [Bool] = []
        command.enabled.subscribeNext { enabled.append($0) }
        enabledInput.sendNext(false)
        enabledInput.sendError(TestError(1))
        enabledInput.sendNext(true)
        scheduler.stepAll()
        XCTAssertEqual(enabled, [true, false])
        XCTAssertFalse(enabledInput.hasSubscribers, "the command let go of the enabled signal")
    }

    // MARK: Threads

    func testExecutingFromManyThreadsStartsExactlyOneWhenNotConcurrent() {
        let pending = Locked<[RACPassthroughSubscriber<Int>]>([])
        let subscribed = expectation(description: "the one execution subscribed its work")
        let command = RACCommand<Int, Int>(scheduler: .scheduler()) { _ in
            RACSignal.createSignal { subscriber in
                pending.withLock { $0.append(subscriber) }
                subscribed.fulfill()
                return nil
            }
        }
        let threads = 16
        let refused = expectation(description: "every other execution is refused")
        refused.expectedFulfillmentCount = threads - 1
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            command.execute(1).subscribeError { error in
                if RACCommandTests.isNotEnabled(error) { refused.fulfill() }
            }
        }
        wait(for: [subscribed, refused], timeout: 5)
        XCTAssertEqual(pending.withLock { $0.count }, 1)
        pending.withLock { $0 }.forEach { $0.sendCompleted() }
        let idle = expectation(description: "the command becomes idle")
        let subscription = command.executing.subscribeNext { if !$0 { idle.fulfill() } }
        wait(for: [idle], timeout: 5)
        subscription.dispose()
    }

    func testConcurrentExecutionsFromManyThreadsAllRunAndReport() {
        let command = RACCommand<Int, Int>(scheduler: .scheduler()) { input in
            let value = input ?? 0
            return value % 2 == 0 ? RACSignal.return(value) : RACSignal.error(TestError(value))
        }
        command.allowsConcurrentExecution = true
        let threads = 8, perThread = 50
        let errorsSeen = TestAtomic(0)
        let allErrors = expectation(description: "every odd execution reported on errors")
        allErrors.expectedFulfillmentCount = threads * perThread / 2
        let errorsSubscription = command.errors.subscribeNext { _ in
            errorsSeen.add(1, ordering: .relaxed)
            allErrors.fulfill()
        }
        let values = TestAtomic(0)
        let allValues = expectation(description: "every even execution delivered its value")
        allValues.expectedFulfillmentCount = threads * perThread / 2
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                command.execute(thread * perThread + index).subscribeNext { _ in
                    values.add(1, ordering: .relaxed)
                    allValues.fulfill()
                }
            }
        }
        wait(for: [allErrors, allValues], timeout: 5)
        XCTAssertEqual(errorsSeen.load(ordering: .relaxed), threads * perThread / 2)
        XCTAssertEqual(values.load(ordering: .relaxed), threads * perThread / 2)
        let idle = expectation(description: "the command becomes idle")
        let subscription = command.executing.subscribeNext { if !$0 { idle.fulfill() } }
        wait(for: [idle], timeout: 5)
        subscription.dispose()
        errorsSubscription.dispose()
    }
}
