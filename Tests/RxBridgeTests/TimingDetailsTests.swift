import XCTest
import RxBridge
import ReactiveTesting

private struct TimingDetailsError: Error, Equatable {}

/// Timing and boundary details where RxSwift's exact behavior is visible to tests:
/// `delay`'s one event per timer firing and `range`'s last-element rule. Every expected
/// result was checked on RxSwift 6.10.
final class TimingDetailsTests: ReactiveTestCase {
    // MARK: delay

    func testDelaySendsEventsThatArrivedTogetherOnePassApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1), .next(231, 2), .completed(232)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDelayKeepsTheSpacingOfEventsThatArrivedApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(230, 3), .completed(231)])
        let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1), .next(235, 2), .next(250, 3), .completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 231)])
    }

    func testDelayOfSingleSendsTheCompletionInItsOwnPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).delay(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(202, 1), .completed(203)])
    }

    func testDelayOfMaybeSendsTheCompletionInItsOwnPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.just(1).delay(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(202, 1), .completed(203)])
    }

    func testDelayErrorBetweenFiringsIsSentAtOnceAndDropsTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .error(231, TimingDetailsError())])
        let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1), .error(231, TimingDetailsError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 231)])
    }

    func testDelayDisposedBetweenPassesSendsNoMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        let res = scheduler.start(disposed: 231) { xs.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: range

    func testRangeNeedsOnlyTheLastElementToFit() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, Int.max), .completed(202)])
    }

    func testRangeUpToTheLargestValueOfASmallType() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int8>.range(start: 125, count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 125), .next(202, 126), .next(203, 127), .completed(204)])
    }

    func testRangeOnTheCurrentThreadScheduler() {
        var received: [UInt8] = []
        _ = Observable<UInt8>.range(start: 254, count: 2).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [254, 255])
        var none: [Int] = []
        _ = Observable.range(start: Int.max, count: 0).subscribe(onNext: { none.append($0) })
        XCTAssertEqual(none, [])
    }
}
