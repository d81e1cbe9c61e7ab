import XCTest
import RxBridge
import RACBridge
import ReactiveTesting

/// The test kit as a team uses it: RxTest's spelling, and a RAC pipeline held against
/// its Rx port.
final class ConsumerTests: XCTestCase {
    func testMapOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testRACPortAgreesWithRx() {
        assertParity(input: "-a-b-|",
                     rac: { $0.map { $0.uppercased() } },
                     rx: { $0.map { $0.uppercased() } })
    }
}
