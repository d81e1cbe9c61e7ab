import XCTest
import Foundation
import RACBridge
import ReactiveTesting

/// `first(orDefault:success:)` (blocking) and the main-run-loop waits
/// `asynchronousFirst(orDefault:success:timeout:)` / `asynchronouslyWaitUntilCompleted(timeout:)`.
/// XCTest runs these methods on the main thread, on Linux as on Apple platforms.
final class RACWaitingTests: ReactiveTestCase {
    private func values(_ values: [Int], then end: Swift.Error? = nil) -> RACSignal<Int> {
        RACSignal.createSignal { subscriber in
            for value in values { subscriber.sendNext(value) }
            if let end { subscriber.sendError(end) } else { subscriber.sendCompleted() }
            return nil
        }
    }

    // MARK: first(orDefault:success:)

    func testFirstOrDefaultSuccessReturnsTheFirstValue() throws {
        var success = false
        XCTAssertEqual(try values([1, 2, 3]).first(orDefault: 5, success: &success), 1)
        XCTAssertTrue(success)
    }

    func testFirstOrDefaultSuccessReturnsTheDefaultWhenEmpty() throws {
        var success = false
        XCTAssertEqual(try values([]).first(orDefault: 5, success: &success), 5)
        XCTAssertTrue(success)
    }

    func testFirstOrDefaultSuccessThrowsTheErrorAndClearsSuccess() {
        var success = true
        XCTAssertThrowsError(try values([], then: TestError()).first(orDefault: 5, success: &success)) { error in
            XCTAssertTrue(error is TestError)
        }
        XCTAssertFalse(success)
    }

    func testFirstOrDefaultSuccessWaitsForAnErrorFromABackgroundScheduler() {
        let signal = RACSignal<Int>.createSignal { subscriber in
            RACScheduler.scheduler().schedule { subscriber.sendError(TestError()) }
        }
        XCTAssertThrowsError(try signal.first(orDefault: 5, success: nil))
    }

    func testFirstOrDefaultSuccessDisposesTheSubscriptionBeforeReturning() throws {
        let disposed = Locked(false)
        let signal = RACSignal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            return RACDisposable { disposed.withLock { $0 = true } }
        }
        XCTAssertEqual(try signal.first(orDefault: 0, success: nil), 1)
        XCTAssertTrue(disposed.withLock { $0 })
    }

    // MARK: asynchronous waits

    func testTheTestsRunOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread, "the asynchronous waits below need the main thread")
    }

    func testAsynchronousFirstRunsTheMainRunLoopWhileWaiting() throws {
        var scheduledBlockRan = false
        RACScheduler.mainThread().schedule { scheduledBlockRan = true }
        XCTAssertFalse(scheduledBlockRan)
        var success = false
        let value = try RACSignal.return(1).delay(0).asynchronousFirst(orDefault: 0, success: &success)
        XCTAssertTrue(scheduledBlockRan, "main-queue work ran during the wait")
        XCTAssertEqual(value, 1)
        XCTAssertTrue(success)
    }

    func testAsynchronousFirstThrowsADelayedErrorAndClearsSuccess() {
        let signal = RACSignal<Int>.createSignal { subscriber in
            RACScheduler.scheduler().schedule { subscriber.sendError(TestError()) }
        }.deliver(on: RACScheduler.mainThread())
        var success = true
        XCTAssertThrowsError(try signal.asynchronousFirst(orDefault: 0, success: &success)) { XCTAssertTrue($0 is TestError) }
        XCTAssertFalse(success)
    }

    func testAsynchronousFirstReturnsTheDefaultWhenEmpty() throws {
        XCTAssertEqual(try RACSignal<Int>.empty().delay(0).asynchronousFirst(orDefault: 9, success: nil), 9)
    }

    func testAsynchronousFirstTimesOut() {
        XCTAssertThrowsError(try RACSignal<Int>.never().asynchronousFirst(orDefault: 0, success: nil, timeout: 0.05)) { error in
            XCTAssertEqual(error as? RACSignalError, .timedOut)
        }
    }

    func testAsynchronouslyWaitUntilCompleted() throws {
        var scheduledBlockRan = false
        RACScheduler.mainThread().schedule { scheduledBlockRan = true }
        try RACSignal.return(1).delay(0).asynchronouslyWaitUntilCompleted()
        XCTAssertTrue(scheduledBlockRan)
        XCTAssertThrowsError(try RACSignal<Int>.error(TestError()).delay(0).asynchronouslyWaitUntilCompleted()) { XCTAssertTrue($0 is TestError) }
        XCTAssertThrowsError(try RACSignal<Int>.never().asynchronouslyWaitUntilCompleted(timeout: 0.05)) { error in
            XCTAssertEqual(error as? RACSignalError, .timedOut)
        }
    }
}
