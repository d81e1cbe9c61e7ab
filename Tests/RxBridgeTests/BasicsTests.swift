import XCTest
import RxBridge
import ReactiveTesting

final class BasicsTests: ReactiveTestCase {
    func testMapFilterOnHotObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
        ])
        let res = scheduler.start { xs.map { $0 * 10 }.filter { $0 != 30 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(230, 40), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMergeOrderOfTrampolinedSources() {
        var received: [Int] = []
        _ = Observable.of(1, 2).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }
}
