import XCTest
import RxBridge
import ReactiveTesting

/// RxTest's `Recorded` factories, spelled as RxSwift's own tests spell them.
final class RecordedFactoryTests: ReactiveTestCase {
    private struct Failure: Error {}

    /// A terminal event alone names no element type; RxTest lets the test pass it
    /// (`.completed(300, Int.self)`), and ported tests do so in every file where a
    /// source sends nothing but its end.
    func testTerminalFactoriesTakeTheElementType() {
        let scheduler = TestScheduler(initialClock: 0)
        let completedOnly = scheduler.createHotObservable([.completed(300, Int.self)])
        let completed = scheduler.start { completedOnly.map { $0 + 1 } }
        XCTAssertEqual(completed.events, [.completed(300)])

        let coldScheduler = TestScheduler(initialClock: 0)
        let failedOnly = coldScheduler.createColdObservable([.error(20, Failure(), String.self)])
        let failed = coldScheduler.start { failedOnly.asObservable() }
        XCTAssertEqual(failed.events.count, 1)
        XCTAssertEqual(failed.events.first?.time, 220)
        XCTAssertNotNil(failed.events.first?.value.error)
    }
}
