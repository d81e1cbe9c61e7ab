import XCTest
@testable import ReactiveCore
import ReactiveTesting

final class SubscriptionScopeTests: ReactiveTestCase {
    func testReleasesInRegistrationOrderOnceAndLateRegistrationsAtOnce() {
        var log: [String] = []
        let scope = SubscriptionScope()
        scope.onDispose { log.append("a") }
        scope.add(Disposables.create { log.append("b") })
        scope.onDispose { log.append("c") }
        scope.dispose()
        scope.dispose()
        XCTAssertEqual(log, ["a", "b", "c"])
        scope.onDispose { log.append("late") }
        XCTAssertEqual(log, ["a", "b", "c", "late"])
    }

    func testDisposedChildLeavesItsParent() {
        let parent = SubscriptionScope()
        var released: [Int] = []
        for index in 0..<100 {
            let child = parent.child()
            child.onDispose { released.append(index) }
            child.dispose()
        }
        XCTAssertEqual(released.count, 100)
        XCTAssertEqual(parent.uncheckedState.entries.count, 0, "ended children must not accumulate in the parent")
        let live = parent.child()
        var liveReleased = false
        live.onDispose { liveReleased = true }
        parent.dispose()
        XCTAssertTrue(liveReleased)
        XCTAssertTrue(live.isDisposed)
    }

    func testTerminationIsMarkedOnce() {
        let scope = SubscriptionScope()
        XCTAssertTrue(scope.isLive)
        XCTAssertTrue(scope.markTerminated())
        XCTAssertFalse(scope.markTerminated())
        XCTAssertFalse(scope.isLive)
        XCTAssertFalse(scope.isDisposed)
    }
}
