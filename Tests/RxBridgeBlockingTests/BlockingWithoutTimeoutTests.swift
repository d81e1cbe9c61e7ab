import XCTest
import Foundation
import RxBridgeBlocking
import RACBridge
import ReactiveTesting

/// Blocking waits with no timeout, off the main thread: they wait on a condition without
/// a deadline (a wait until `distantFuture` stops the program on Linux's Foundation).
final class BlockingWithoutTimeoutTests: ReactiveTestCase {
    /// A source that sends 1 and 2 from another thread after a short delay, then completes.
    private func lateSource() -> Observable<Int> {
        Observable<Int>.create { observer in
            let observer = UncheckedSendable(observer)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
                observer.value.onNext(1)
                observer.value.onNext(2)
                observer.value.onCompleted()
            }
            return Disposables.create()
        }
    }

    func testRxWaitOnABackgroundThreadWithoutTimeout() {
        let done = expectation(description: "blocking calls returned")
        let box = UncheckedSendable(lateSource())
        DispatchQueue.global().async {
            XCTAssertEqual(try? box.value.toBlocking().toArray(), [1, 2])
            XCTAssertEqual(try? box.value.toBlocking().first(), 1)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testRACWaitOnABackgroundThread() {
        let done = expectation(description: "blocking calls returned")
        let box = UncheckedSendable(lateSource().racSignal)
        DispatchQueue.global().async {
            let signal: RACSignal<Int> = box.value
            let values: [Int]? = signal.toArray()
            let first: Int? = signal.first()
            XCTAssertEqual(values, [1, 2])
            XCTAssertEqual(first, 1)
            do { try signal.waitUntilCompleted() } catch { XCTFail("unexpected error \(error)") }
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
