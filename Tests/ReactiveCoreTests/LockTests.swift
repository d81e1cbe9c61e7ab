import XCTest
@testable import ReactiveCore
import ReactiveTesting

/// `Lock` and `Locked<State>`: mutual exclusion; `withLock` returns the body's result
/// and rethrows its error, releasing the lock either way.
final class LockTests: ReactiveTestCase {
    func testLockedReturnsTheBodysResultAndKeepsItsChanges() {
        let locked = Locked([1])
        let count = locked.withLock { state -> Int in
            state.append(2)
            return state.count
        }
        XCTAssertEqual(count, 2)
        XCTAssertEqual(locked.withLock { $0 }, [1, 2])
    }

    func testLockedRethrowsAndReleasesTheLock() {
        let locked = Locked(0)
        XCTAssertThrowsError(try locked.withLock { state -> Void in
            state = 1
            throw TestError()
        }) { XCTAssertEqual($0 as? TestError, TestError()) }
        XCTAssertEqual(locked.withLock { $0 }, 1, "the change before the throw stays; the lock was released")
    }

    func testLockReturnsTheBodysResultAndIsReleasedAfterAThrow() {
        let holder = LockHolder()
        XCTAssertEqual(holder.lock.withLock { 42 }, 42)
        XCTAssertThrowsError(try holder.lock.withLock { throw TestError() })
        XCTAssertEqual(holder.lock.withLock { 7 }, 7, "released after the throw")
    }

    /// Stress: threads increment unprotected counters under `Lock` and under `Locked`;
    /// no increment is lost and no two sections overlap.
    func testConcurrentSectionsNeverOverlap() {
        let threads = 4, perThread = 20_000
        let holder = LockHolder()
        let log = DeliveryLog<Int>()
        onThreads(threads) { thread in
            for index in 0..<perThread {
                holder.lock.withLock { holder.counter.value += 1 }
                holder.locked.withLock { $0 += 1 }
                if index % 1_000 == 0 { holder.lock.withLock { log.record(thread) } }
            }
        }
        XCTAssertEqual(holder.counter.value, threads * perThread)
        XCTAssertEqual(holder.locked.withLock { $0 }, threads * perThread)
        XCTAssertFalse(log.overlapped)
    }
}

/// A `Lock`, a `Locked` and an unguarded counter in an object the test's threads share
/// (`Lock` is stored inline as a `let` of a class, as the engine stores it).
final class LockHolder: @unchecked Sendable {
    let lock = Lock()
    let locked = Locked(0)
    let counter = UnguardedCounter()
}
