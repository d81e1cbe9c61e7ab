import XCTest
import Foundation
@testable import ReactiveCore
import ReactiveTesting

/// `Parking` (Platform/Parking.swift): the one way the engine blocks a thread. A sleeper
/// wakes when another thread changes the state and wakes it, and never misses a wake-up
/// that comes before it sleeps.
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
}
