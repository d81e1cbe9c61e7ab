import XCTest
import Foundation
@testable import ReactiveCore
import ReactiveTesting

/// `Parking` (Platform/Parking.swift): the one way the engine blocks a thread. A sleeper
/// wakes when another thread changes the state and wakes it, never misses a wake-up that
/// comes before it sleeps, and a timed wait returns `false` once its deadline passes.
final class ParkingTests: ReactiveTestCase {
    /// A state box the tests keep under the parking's mutex.
    private final class Flag: @unchecked Sendable { var isSet = false }

    func testASleeperWakesWhenAnotherThreadSetsTheStateUnderTheLock() {
        let parking = Parking(), flag = Flag()
        let woke = expectation(description: "woke")
        Thread.detachNewThread {
            parking.withLock { while !flag.isSet { parking.wait() } }
            woke.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.02)
        parking.withLock {
            flag.isSet = true
            parking.wakeAllLocked()
        }
        wait(for: [woke], timeout: 5)
    }

    /// A wake-up given before the sleeper waits is not lost: it checks the state first.
    func testAWakeUpBeforeTheWaitIsNotLost() {
        let parking = Parking(), flag = Flag()
        parking.withLock { flag.isSet = true }
        parking.wakeAll()
        let done = parking.withLock { () -> Bool in
            while !flag.isSet { parking.wait() }
            return true
        }
        XCTAssertTrue(done)
    }

    func testATimedWaitReturnsFalseAfterItsDeadline() {
        let parking = Parking()
        let start = Date()
        let woken = parking.withLock { parking.wait(until: start.addingTimeInterval(0.05)) }
        XCTAssertFalse(woken)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.04)
    }

    func testATimedWaitReturnsTrueWhenWoken() {
        let parking = Parking(), flag = Flag()
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.02)
            parking.withLock {
                flag.isSet = true
                parking.wakeAllLocked()
            }
        }
        let result = parking.withLock { () -> Bool in
            while !flag.isSet {
                if !parking.wait(until: Date().addingTimeInterval(5)) { return false }
            }
            return true
        }
        XCTAssertTrue(result)
    }
}
