import XCTest
import Foundation
import RxBridgeBlocking
import ReactiveTesting

private struct TestError: Error, Equatable {}

final class BlockingTests: ReactiveTestCase {
    func testToArrayCollectsUntilCompletion() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testToArrayRethrows() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError()).toBlocking().toArray()) { error in
            XCTAssertTrue(error is TestError)
        }
    }

    func testFirstStopsTheSubscriptionAfterOneElement() throws {
        var disposed = false
        var sentAfterFirst = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            sentAfterFirst += 1
            observer.onCompleted()
            return Disposables.create { disposed = true }
        }
        XCTAssertEqual(try source.toBlocking().first(), 1)
        XCTAssertTrue(disposed)
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().first(), nil)
        XCTAssertThrowsError(try Observable<Int>.error(TestError()).toBlocking().first())
    }

    func testLast() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().last(), nil)
        XCTAssertThrowsError(try Observable<Int>.error(TestError()).toBlocking().last())
    }

    func testSingle() throws {
        XCTAssertEqual(try Observable.just(4).toBlocking().single(), 4)
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            guard case RxError.noElements = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 }) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 }) { error in
            guard case RxError.noElements = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Observable.of(1).toBlocking().single { _ in throw TestError() }) { error in
            XCTAssertTrue(error is TestError)
        }
    }

    func testMaterialize() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completion")
        }
        XCTAssertEqual(elements, [1, 2])
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError())
            return Disposables.create()
        }
        guard case .failed(let partial, let error) = failing.toBlocking().materialize() else {
            return XCTFail("expected failure")
        }
        XCTAssertEqual(partial, [1])
        XCTAssertTrue(error is TestError)
    }

    func testTimeoutThrowsAndDisposes() {
        var disposed = false
        let source = Observable<Int>.create { _ in Disposables.create { disposed = true } }
        XCTAssertThrowsError(try source.toBlocking(timeout: 0.05).toArray()) { error in
            guard case RxError.timeout = error else { return XCTFail("\(error)") }
        }
        XCTAssertTrue(disposed)
        guard case .failed(_, let error) = Observable<Int>.never().toBlocking(timeout: 0.05).materialize(),
              case RxError.timeout = error else {
            return XCTFail("expected a timeout")
        }
    }

    func testMainThreadWaitRunsTheMainQueue() throws {
        try XCTSkipUnless(Thread.isMainThread, "the run-loop path is taken on the main thread only")
        let source = Observable<Int>.create { observer in
            let observer = UncheckedSendable(observer)
            DispatchQueue.main.async {
                observer.value.onNext(1)
                observer.value.onCompleted()
            }
            return Disposables.create()
        }
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [1])
    }

    func testWaitOnABackgroundThreadForAnotherThread() {
        let done = expectation(description: "blocking call returned")
        let source = Observable<Int>.create { observer in
            let observer = UncheckedSendable(observer)
            DispatchQueue.global().async {
                observer.value.onNext(1)
                observer.value.onNext(2)
                observer.value.onCompleted()
            }
            return Disposables.create()
        }
        let box = UncheckedSendable(source)
        DispatchQueue.global().async {
            let result = try? box.value.toBlocking(timeout: 5).toArray()
            XCTAssertEqual(result, [1, 2])
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testBlockingInsideARunningSubscriptionDoesNotDeadlock() {
        var result: [Int]?
        _ = Observable.just(0).subscribe(onNext: { _ in
            result = try? Observable.of(1, 2).toBlocking(timeout: 5).toArray()
        })
        XCTAssertEqual(result, [1, 2])
    }
}
