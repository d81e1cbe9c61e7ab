import XCTest
import Foundation
import RxBridgeBlocking
import ReactiveTesting

/// Blocking operators subscribe inside a current-thread-scheduler action and dispose the
/// subscription as soon as they have their answer, as RxBlocking does: a synchronous
/// source then produces no element past the answer. Expected results checked on RxSwift.
final class BlockingStopTests: ReactiveTestCase {
    func testSingleAppliesThePredicateToNoMoreElementsThanItNeeds() {
        var seen: [Int] = []
        XCTAssertThrowsError(try Observable.of(42, 43, 44, 45).toBlocking().single { element in
            seen.append(element)
            return element >= 43
        }) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(seen, [42, 43, 44])
    }

    func testFirstStopsASynchronousSourceAfterTheFirstElement() throws {
        var produced: [Int] = []
        let first = try Observable.of(1, 2, 3).do(onNext: { produced.append($0) }).toBlocking().first()
        XCTAssertEqual(first, 1)
        XCTAssertEqual(produced, [1])
    }

    func testSingleWithoutPredicateStopsAtTheSecondElement() {
        var produced: [Int] = []
        XCTAssertThrowsError(try Observable.range(start: 0, count: 10).do(onNext: { produced.append($0) }).toBlocking().single())
        XCTAssertEqual(produced, [0, 1])
    }

    func testBlockingInsideACurrentThreadActionStillAnswers() throws {
        var answer: [Int]?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            answer = try? Observable.of(1, 2, 3).toBlocking(timeout: 5).toArray()
            return Disposables.create()
        }
        XCTAssertEqual(answer, [1, 2, 3])
    }
}
