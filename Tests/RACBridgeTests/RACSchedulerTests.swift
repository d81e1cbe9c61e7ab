import XCTest
import Dispatch
import Foundation
import RACBridge
import ReactiveTesting

final class RACSchedulerTests: ReactiveTestCase {
    func testSharedInstances() {
        XCTAssertTrue(RACScheduler.immediate() === RACScheduler.immediate())
        XCTAssertTrue(RACScheduler.mainThread() === RACScheduler.mainThread())
        XCTAssertFalse(RACScheduler.scheduler() === RACScheduler.scheduler())
    }

    func testImmediateRunsAtOnceWithoutBecomingCurrent() {
        let test = RACTestScheduler()
        var ran = false
        var currentInside: RACScheduler?
        test.performAsCurrentScheduler {
            let disposable = RACScheduler.immediate().schedule {
                ran = true
                currentInside = RACScheduler.current()
            }
            XCTAssertNil(disposable, "nothing to cancel")
        }
        XCTAssertTrue(ran)
        XCTAssertTrue(currentInside === test, "the immediate scheduler does not set itself as current")
    }

    func testCurrentIsNilOnABareThreadAndSetInsideSchedulerBlocks() {
        let done = expectation(description: "background checks")
        let scheduler = RACScheduler.scheduler(with: .high, name: "test.scheduler")
        XCTAssertEqual(scheduler.name, "test.scheduler")
        let seen = SharedLog<String>()
        Thread {
            seen.append(RACScheduler.current() == nil ? "bare: nil" : "bare: set")
            scheduler.schedule {
                seen.append(RACScheduler.current() === scheduler ? "inside: scheduler" : "inside: other")
                done.fulfill()
            }
        }.start()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(seen.all, ["bare: nil", "inside: scheduler"])
    }

    func testDisposingBeforeRunCancelsQueueWork() {
        let scheduler = RACScheduler.scheduler()
        let ran = Counter()
        let blocker = DispatchSemaphore(value: 0)
        let done = expectation(description: "queue drained")
        scheduler.schedule { blocker.wait() }
        scheduler.schedule { ran.increment() }?.dispose()
        scheduler.schedule { done.fulfill() }
        blocker.signal()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(ran.value, 0)
    }

    func testTestSchedulerStepsInTimeOrder() {
        let scheduler = RACTestScheduler()
        var log: [String] = []
        scheduler.afterDelay(2) { log.append("2s") }
        scheduler.schedule { log.append("now") }
        scheduler.after(scheduler.now.addingTimeInterval(1)) { log.append("1s") }
        XCTAssertEqual(log, [])
        scheduler.step()
        XCTAssertEqual(log, ["now"])
        XCTAssertEqual(scheduler.testScheduler.clock, 0)
        scheduler.step()
        XCTAssertEqual(log, ["now", "1s"])
        XCTAssertEqual(scheduler.testScheduler.clock, 1)
        scheduler.step()
        XCTAssertEqual(log, ["now", "1s", "2s"])
        XCTAssertEqual(scheduler.testScheduler.clock, 2)
        scheduler.step()
        XCTAssertEqual(log.count, 3, "nothing left: step does nothing")
    }

    func testStepCountStepAllAndCancellation() {
        let scheduler = RACTestScheduler()
        var log: [Int] = []
        for index in 0..<5 { scheduler.schedule { log.append(index) } }
        scheduler.schedule { log.append(99) }?.dispose()
        scheduler.step(2)
        XCTAssertEqual(log, [0, 1])
        scheduler.step(0)
        XCTAssertEqual(log, [0, 1])
        scheduler.stepAll()
        XCTAssertEqual(log, [0, 1, 2, 3, 4])
    }

    func testBlocksRunAsCurrentScheduler() {
        let scheduler = RACTestScheduler()
        var current: RACScheduler?
        scheduler.schedule { current = RACScheduler.current() }
        scheduler.step()
        XCTAssertTrue(current === scheduler)
    }

    func testRepeatingOnVirtualTime() {
        let scheduler = RACTestScheduler()
        var ticks: [Int] = []
        let disposable = scheduler.after(scheduler.now.addingTimeInterval(10), repeatingEvery: 5, withLeeway: 0) {
            ticks.append(scheduler.testScheduler.clock)
        }
        scheduler.step(3)
        XCTAssertEqual(ticks, [10, 15, 20])
        disposable?.dispose()
        scheduler.stepAll()
        XCTAssertEqual(ticks, [10, 15, 20])
    }

    func testRecursiveBlockOnImmediateSchedulerDoesNotNest() {
        var depth = 0, maxDepth = 0, runs = 0
        RACScheduler.immediate().scheduleRecursiveBlock { reschedule in
            depth += 1
            maxDepth = max(maxDepth, depth)
            runs += 1
            if runs < 100 { reschedule() }
            depth -= 1
        }
        XCTAssertEqual(runs, 100)
        XCTAssertEqual(maxDepth, 1, "reschedules made while the block runs run after it returns")
    }

    func testRecursiveBlockStopsWhenDisposed() {
        let scheduler = RACTestScheduler()
        var runs = 0
        let disposable = scheduler.scheduleRecursiveBlock { reschedule in
            runs += 1
            reschedule()
        }
        scheduler.step(3)
        XCTAssertEqual(runs, 3)
        disposable?.dispose()
        scheduler.stepAll()
        XCTAssertEqual(runs, 3)
    }

    func testUsableAsCoreScheduler() {
        let scheduler = RACTestScheduler()
        var log: [Int] = []
        let core: SchedulerType = scheduler
        _ = core.scheduleRelative(7, dueTime: .seconds(30)) { value in
            log.append(value)
            return Disposables.create()
        }
        let cancelled = core.schedule(8) { value in
            log.append(value)
            return Disposables.create()
        }
        cancelled.dispose()
        scheduler.stepAll()
        XCTAssertEqual(log, [7])
        XCTAssertEqual(scheduler.testScheduler.clock, 30)
    }

    func testSharesATestSchedulerClock() {
        let testScheduler = TestScheduler(initialClock: 0)
        let scheduler = RACTestScheduler(testScheduler: testScheduler)
        var log: [String] = []
        testScheduler.scheduleAt(100) { log.append("rx@\(testScheduler.clock)") }
        scheduler.afterDelay(50) { log.append("rac@\(testScheduler.clock)") }
        testScheduler.start()
        XCTAssertEqual(log, ["rac@50", "rx@100"])
    }

    func testQueueSchedulerAfterDelayRuns() {
        let done = expectation(description: "after delay")
        let scheduler = RACScheduler.scheduler(with: .low, name: nil)
        scheduler.afterDelay(0.01) {
            XCTAssertTrue(RACScheduler.current() === scheduler)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
