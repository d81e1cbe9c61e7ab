import XCTest
import Foundation
import RACBridge
import ReactiveTesting

/// Signal names (`name`, `setName(withFormat:)`) and the `log…` operators.
final class RACDebuggingTests: ReactiveTestCase {
    /// The lines the `log…` operators write while `body` runs.
    private func logged(_ body: () -> Void) -> [String] {
        let lines = Locked<[String]>([])
        let previous = RACLog.redirect { line in lines.withLock { $0.append(line) } }
        defer { RACLog.redirect(to: previous) }
        body()
        return lines.withLock { $0 }
    }

    func testNameIsEmptyUntilSetAndSetNameFormats() {
        let signal = RACSignal.return(1)
        XCTAssertEqual(signal.name, "")
        signal.name = "plain"
        XCTAssertEqual(signal.name, "plain")
        let returned = signal.setName(withFormat: "[%@] -map: %d", "source", 42)
        XCTAssertTrue(returned === signal)
        XCTAssertEqual(signal.name, "[source] -map: 42")
        XCTAssertTrue(signal.description.hasSuffix("> name: [source] -map: 42"), signal.description)
        XCTAssertTrue(signal.description.hasPrefix("<RACSignal<Int>: "), signal.description)
    }

    func testLogAllWritesEveryEventWithTheName() {
        let scheduler = RACTestScheduler()
        let lines = logged {
            let res = scheduler.start { RACSignal.return(7).setName(withFormat: "seven").logAll() }
            XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
        }
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines[0].hasSuffix("name: seven next: 7"), lines[0])
        XCTAssertTrue(lines[1].hasSuffix("name: seven completed"), lines[1])
    }

    func testEachLogOperatorWritesOnlyItsEventAndKeepsTheName() {
        let scheduler = RACTestScheduler()
        let failing = RACSignal<Int>.error(TestError()).setName(withFormat: "failing")
        var nextOnly: RACSignal<Int>?
        let lines = logged {
            nextOnly = failing.logNext()
            _ = scheduler.start { nextOnly! }
            _ = scheduler.start { failing.logCompleted() }
            _ = scheduler.start { failing.logError() }
            _ = scheduler.start { RACSignal.return(1).logError().logNext() }
        }
        XCTAssertEqual(nextOnly?.name, "failing")
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines[0].contains("name: failing error: "), lines[0])
        XCTAssertTrue(lines[1].hasSuffix("name:  next: 1"), lines[1])
    }

    func testRenamingAfterLogNextShowsTheCurrentName() {
        let scheduler = RACTestScheduler()
        let source = RACSignal.return(1)
        let logging = source.logNext()
        source.name = "renamed"
        let lines = logged { _ = scheduler.start { logging } }
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasSuffix("name: renamed next: 1"), lines[0])
    }

    func testNameIsSafeToSetFromManyThreads() {
        let signal = RACSignal<Int>.never()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            signal.name = "n\(index)"
            _ = signal.name
        }
        XCTAssertTrue(signal.name.hasPrefix("n"))
    }
}
