import XCTest
import RxBridgeBlocking
import ReactiveTesting

/// RxBlocking ends its subscription at the element it waits for, so a synchronous source
/// produces nothing after it (checked against RxBlocking: `first()` sees only `42`;
/// `single(_:)` calls the predicate for `42, 43, 44` and stops at the second match).
final class BlockingStopTests: ReactiveTestCase {
    func testSingleWithAPredicateStopsAtTheSecondMatch() {
        var seen: [Int] = []
        XCTAssertThrowsError(try Observable.of(42, 43, 44, 45).toBlocking().single { seen.append($0); return $0 >= 43 }) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(seen, [42, 43, 44])
    }

    func testFirstStopsTheSourceAfterTheFirstElement() throws {
        var produced: [Int] = []
        let first = try Observable.of(42, 43, 44).do(onNext: { produced.append($0) }).toBlocking().first()
        XCTAssertEqual(first, 42)
        XCTAssertEqual(produced, [42])
    }
}
