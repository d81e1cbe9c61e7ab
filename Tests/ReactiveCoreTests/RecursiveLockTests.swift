import XCTest
@testable import ReactiveCore
import ReactiveTesting

/// `RecursiveLock`: bodies never overlap across threads; the thread inside a body may
/// enter again and runs at once, nested; a concurrent thread blocks until the body ends.
final class RecursiveLockTests: ReactiveTestCase {
    func testTheThreadInsideMayEnterAgainAtOnce() {
        let lock = RecursiveLock()
        var log: [String] = []
        lock.run {
            log.append("outer")
            lock.run {
                log.append("inner")
                lock.run { log.append("innermost") }
            }
            log.append("outer again")
        }
        lock.run { log.append("next") }
        XCTAssertEqual(log, ["outer", "inner", "innermost", "outer again", "next"])
    }

    func testAnotherThreadWaitsUntilTheBodyReturns() {
        let lock = RecursiveLock()
        let log = DeliveryLog<String>()
        let started = DispatchSemaphore(value: 0)
        var other: DispatchSemaphore?
        lock.run {
            other = onThread {
                started.signal()
                lock.run { log.append("other thread") }
            }
            started.wait()
            // The other thread is blocked on the lock (or about to be): it cannot run
            // before this body returns.
            Thread.sleep(forTimeInterval: 0.01)
            log.append("body")
        }
        other?.wait()
        XCTAssertEqual(log.received, ["body", "other thread"])
    }

    /// Stress: threads run bodies at once, some nested; no two bodies overlap and every
    /// increment of an unprotected counter survives.
    func testConcurrentBodiesNeverOverlap() {
        let threads = 4, perThread = 5_000
        let lock = RecursiveLock()
        let counter = UnguardedCounter()
        let log = DeliveryLog<Int>()
        onThreads(threads) { _ in
            for index in 0..<perThread {
                lock.run {
                    log.record(index) {
                        counter.value += 1
                        if index % 10 == 0 { lock.run { counter.value += 1 } }
                    }
                }
            }
        }
        XCTAssertFalse(log.overlapped)
        XCTAssertEqual(counter.value, threads * (perThread + perThread / 10))
    }
}

/// A counter with no synchronization of its own: the primitive under test guards it.
final class UnguardedCounter: @unchecked Sendable {
    var value = 0
}
