import XCTest
@testable import ReactiveCore
import ReactiveTesting

/// `OnceFlag` (and `AtomicFlag` under it): set once, `true` for exactly one caller.
final class OnceFlagTests: ReactiveTestCase {
    func testSetsOnceAndReportsTheOneCallerThatSetIt() {
        let flag = OnceFlag()
        XCTAssertFalse(flag.isSet)
        XCTAssertTrue(flag.set())
        XCTAssertTrue(flag.isSet)
        XCTAssertFalse(flag.set())
        XCTAssertTrue(flag.isSet)
    }

    /// Stress: threads race to set fresh flags; exactly one wins each race.
    func testExactlyOneOfManyRacingThreadsSetsIt() {
        let rounds = 500, threads = 4
        let flags = (0..<rounds).map { _ in OnceFlag() }
        let winners = DeliveryLog<Int>()
        onThreads(threads) { _ in
            for (round, flag) in flags.enumerated() where flag.set() { winners.append(round) }
        }
        XCTAssertEqual(winners.received.sorted(), Array(0..<rounds))
        XCTAssertTrue(flags.allSatisfy(\.isSet))
    }
}
