import XCTest
@testable import ReactiveCore
import ReactiveTesting
import RxBridge

/// `SubscriptionScope.park()` / `reuseParked()` / `unpark()`: a finished scope serving
/// the next subscription, as `MergeStateMachine` does with a completed inner.
final class SubscriptionScopeReuseTests: ReactiveTestCase {
    func testParkedScopeIsNotCountedAndUnparkCountsItAgain() {
        let before = Resources.total
        let scope = SubscriptionScope()
        XCTAssertEqual(Resources.total, before + 1)
        scope.dispose()
        scope.park()
        XCTAssertEqual(Resources.total, before, "a parked scope is a released subscription")
        scope.unpark()
        XCTAssertEqual(Resources.total, before + 1, "unparked for its release: counted until it goes")
    }

    func testReusedScopeIsLiveAgainAndCounted() {
        let before = Resources.total
        let scope = SubscriptionScope()
        XCTAssertTrue(scope.markTerminated())
        scope.dispose()
        XCTAssertFalse(scope.isLive)
        scope.park()
        scope.reuseParked()
        XCTAssertEqual(Resources.total, before + 1)
        XCTAssertFalse(scope.isDisposed)
        XCTAssertTrue(scope.isLive)
        XCTAssertTrue(scope.markTerminated(), "the set-once terminal flag is set once again")
        XCTAssertFalse(scope.markTerminated())
    }

    func testReusedScopeRegistersAndReleasesAsANewOne() {
        let scope = SubscriptionScope()
        var log: [String] = []
        scope.onDispose { log.append("first") }
        scope.dispose()
        XCTAssertEqual(log, ["first"])
        scope.park()
        scope.reuseParked()
        scope.onDispose { log.append("second") }
        XCTAssertEqual(log, ["first"], "a live scope keeps what is registered")
        scope.dispose()
        XCTAssertEqual(log, ["first", "second"], "the old entry is not released twice")
        scope.dispose()
        XCTAssertEqual(log, ["first", "second"])
    }

    /// Through `flatMap`: each `just` inner after the first that is subscribed (on an
    /// active trampoline, so not run on the stack) may reuse the previous inner's scope;
    /// each inner's window still ends with its completion and nothing leaks.
    func testFlatMapInnersOnReusedScopesKeepTheirWindows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let inners = (1...3).map { value in scheduler.createColdObservable([.next(5, value * 10), .completed(5)]) }
        let res = scheduler.start { xs.flatMap { inners[$0 - 1].asObservable() } }
        XCTAssertEqual(res.events, [.next(215, 10), .next(225, 20), .next(235, 30), .completed(240)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 215)], [Subscription(220, 225)], [Subscription(230, 235)]])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }
}
