import XCTest
import Foundation
@testable import ReactiveCore
import RxBridge
import ReactiveTesting

/// Collects values from several threads.
private final class Collector<Value>: @unchecked Sendable {
    private let values = Locked<[Value]>([])
    func append(_ value: Value) { values.withLock { $0.append(value) } }
    var all: [Value] { values.withLock { $0 } }
}

final class SchedulerTests: ReactiveTestCase {
    // MARK: SerialDispatchQueueScheduler

    func testSerialSchedulerRunsInOrderOnItsQueue() {
        let done = expectation(description: "all ran")
        let queue = DispatchQueue(label: "test.serial.target")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 1)
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "test.serial")
        let collected = Collector<Int>()
        let offQueue = Collector<Int>()
        for index in 0 ..< 50 {
            _ = scheduler.schedule(index) { value in
                if DispatchQueue.getSpecific(key: key) != 1 { offQueue.append(value) }
                collected.append(value)
                if value == 49 { done.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(collected.all, Array(0 ..< 50))
        XCTAssertEqual(offQueue.all, [])
    }

    func testSerialSchedulerCancelledWorkDoesNotRun() {
        let done = expectation(description: "later work ran")
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.cancel")
        let ran = Collector<String>()
        let gate = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let cancelled = scheduler.schedule(()) { _ in
            ran.append("cancelled")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            ran.append("kept")
            done.fulfill()
            return Disposables.create()
        }
        cancelled.dispose()
        gate.signal()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(ran.all, ["kept"])
    }

    func testSerialSchedulerRelativeAndItsCancellation() {
        let done = expectation(description: "relative ran")
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let ran = Collector<String>()
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            ran.append("cancelled")
            return Disposables.create()
        }
        cancelled.dispose()
        let start = scheduler.now
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            ran.append("due")
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(ran.all, ["due"])
        XCTAssertGreaterThanOrEqual(scheduler.now.timeIntervalSince(start), 0.015)
    }

    func testSerialSchedulerPeriodicPassesStateAndStopsOnDispose() {
        let done = expectation(description: "five periods")
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.periodic", serialQueueConfiguration: { _ in })
        let states = Collector<Int>()
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(2)) { state in
            states.append(state)
            if state == 4 { done.fulfill() }
            return state + 1
        }
        wait(for: [done], timeout: 5)
        periodic.dispose()
        let count = states.all.count
        // After disposal no new period runs (allow one in flight).
        let settled = expectation(description: "settled")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            settled.fulfill()
            return Disposables.create()
        }
        wait(for: [settled], timeout: 5)
        XCTAssertEqual(Array(states.all.prefix(5)), [0, 1, 2, 3, 4])
        XCTAssertLessThanOrEqual(states.all.count, count + 1)
    }

    func testSerialSchedulerRecursiveScheduling() {
        let done = expectation(description: "recursion ended")
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.recursive")
        let seen = Collector<Int>()
        let recursion = scheduler.scheduleRecursive(0) { state, recurse in
            seen.append(state)
            if state < 9 { recurse(state + 1) } else { done.fulfill() }
        }
        wait(for: [done], timeout: 5)
        recursion.dispose()
        XCTAssertEqual(seen.all, Array(0 ..< 10))
    }

    func testSerialSchedulerRecursiveSchedulingWithDelay() {
        let done = expectation(description: "recursion ended")
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.recursive.delay")
        let seen = Collector<Int>()
        let recursion = scheduler.scheduleRecursive(0, dueTime: .milliseconds(1)) { state, recurse in
            seen.append(state)
            if state < 4 { recurse.schedule(state + 1, dueTime: .milliseconds(1)) } else { done.fulfill() }
        }
        wait(for: [done], timeout: 5)
        recursion.dispose()
        XCTAssertEqual(seen.all, [0, 1, 2, 3, 4])
    }

    // MARK: ConcurrentDispatchQueueScheduler

    func testConcurrentSchedulerRunsEverything() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let expectations = (0 ..< 20).map { expectation(description: "work \($0)") }
        let seen = Collector<Int>()
        for (index, done) in expectations.enumerated() {
            _ = scheduler.schedule(index) { value in
                seen.append(value)
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: expectations, timeout: 5)
        XCTAssertEqual(seen.all.sorted(), Array(0 ..< 20))
    }

    func testConcurrentSchedulerPeriodicNeverOverlaps() {
        let done = expectation(description: "periods")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global(), leeway: .milliseconds(1))
        let active = Locked(0)
        let overlaps = Locked(0)
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { state in
            if active.withLock({ count -> Int in count += 1; return count }) > 1 { overlaps.withLock { $0 += 1 } }
            if state == 10 { done.fulfill() }
            active.withLock { $0 -= 1 }
            return state + 1
        }
        wait(for: [done], timeout: 5)
        periodic.dispose()
        XCTAssertEqual(overlaps.withLock { $0 }, 0)
    }

    // MARK: MainScheduler

    func testMainSchedulerInstanceRunsAtOnceOnMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        var ran = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread(errorMessage: "on main")
    }

    func testMainSchedulerInstanceQueuesBehindWorkAlreadyQueued() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        let done = expectation(description: "both ran")
        let order = Collector<String>()
        let background = expectation(description: "queued from background")
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                order.append("first")
                return Disposables.create()
            }
            background.fulfill()
        }
        // Wait for the background thread without running the main queue.
        XCTAssertEqual(XCTWaiter().wait(for: [background], timeout: 5), .completed)
        _ = MainScheduler.instance.schedule(()) { _ in
            order.append("second")
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(order.all, ["first", "second"])
    }

    func testMainSchedulerFromBackgroundRunsOnMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        let done = expectation(description: "ran on main")
        let onMain = Collector<Bool>()
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                onMain.append(Thread.isMainThread)
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(onMain.all, [true])
    }

    func testMainAsyncInstanceNeverRunsAtOnce() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        let done = expectation(description: "ran later")
        var ran = false
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            ran = true
            done.fulfill()
            return Disposables.create()
        }
        XCTAssertFalse(ran)
        wait(for: [done], timeout: 5)
        XCTAssertTrue(ran)
    }

    func testMainSchedulerRelative() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        let done = expectation(description: "ran")
        var onMain = false
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            onMain = Thread.isMainThread
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertTrue(onMain)
    }

    func testConcurrentMainSchedulerRunsAtOnceOnMainAndHopsFromBackground() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        var ranAtOnce = false
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            ranAtOnce = true
            return Disposables.create()
        }
        XCTAssertTrue(ranAtOnce)
        let done = expectation(description: "hopped")
        let onMain = Collector<Bool>()
        DispatchQueue.global().async {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                onMain.append(Thread.isMainThread)
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(onMain.all, [true])
    }

    // MARK: OperationQueueScheduler

    func testOperationQueueSchedulerRunsAndCancels() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertEqual(scheduler.queuePriority, .high)
        queue.isSuspended = true
        let ran = Collector<String>()
        let cancelled = scheduler.schedule(()) { _ in
            ran.append("cancelled")
            return Disposables.create()
        }
        let done = expectation(description: "ran")
        _ = scheduler.schedule(()) { _ in
            ran.append("kept")
            done.fulfill()
            return Disposables.create()
        }
        cancelled.dispose()
        queue.isSuspended = false
        wait(for: [done], timeout: 5)
        XCTAssertEqual(ran.all, ["kept"])
    }

    // MARK: Virtual time

    func testVirtualTimeRunsInTimeOrderThenSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var log: [String] = []
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 20) { _ in log.append("b@\(scheduler.clock)"); return Disposables.create() }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in log.append("a@\(scheduler.clock)"); return Disposables.create() }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 20) { _ in log.append("c@\(scheduler.clock)"); return Disposables.create() }
        let cancelled = scheduler.scheduleRelativeVirtual((), dueTime: 15) { _ in log.append("x"); return Disposables.create() }
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(log, ["a@10", "b@20", "c@20"])
        XCTAssertEqual(scheduler.clock, 20)
    }

    func testVirtualTimeAdvanceToRunsOnlyDueWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(10) { log.append(10) }
        scheduler.scheduleAt(30) { log.append(30) }
        scheduler.advanceTo(20)
        XCTAssertEqual(log, [10])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advanceTo(40)
        XCTAssertEqual(log, [10, 30])
    }

    func testVirtualTimeWorkScheduledWhileRunningRunsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(10) {
            log.append("outer@\(scheduler.clock)")
            _ = scheduler.schedule(()) { _ in log.append("inner@\(scheduler.clock)"); return Disposables.create() }
        }
        scheduler.scheduleAt(11) { log.append("later@\(scheduler.clock)") }
        scheduler.start()
        // With simulated processing delay, work scheduled "now" runs one tick later,
        // after the work already due then.
        XCTAssertEqual(log, ["outer@10", "later@11", "inner@11"])
    }

    func testVirtualTimeRecursiveAndPeriodic() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [Int] = []
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(5), period: .seconds(10)) { state in
            ticks.append(scheduler.clock)
            return state + 1
        }
        scheduler.scheduleAt(40) { periodic.dispose() }
        scheduler.start()
        XCTAssertEqual(ticks, [5, 15, 25, 35])
    }

    func testHistoricalSchedulerUsesDates() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var seen: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(60)) { _ in seen.append(scheduler.now); return Disposables.create() }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in seen.append(scheduler.now); return Disposables.create() }
        scheduler.start()
        XCTAssertEqual(seen, [start.addingTimeInterval(30), start.addingTimeInterval(60)])
        XCTAssertEqual(scheduler.clock, start.addingTimeInterval(60))
    }

    func testHistoricalSchedulerDrivesInterval() {
        let scheduler = HistoricalScheduler()
        var values: [Int] = []
        let subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler).subscribe(onNext: { values.append($0) })
        scheduler.advanceTo(Date(timeIntervalSince1970: 35))
        subscription.dispose()
        XCTAssertEqual(values, [0, 1, 2])
    }
}
