import XCTest
import RxBridge
import ReactiveTesting

private struct TestError: Error, Equatable {}

final class ConcurrencyBridgeTests: ReactiveTestCase {
    func testValuesYieldsElementsThenEnds() async throws {
        var received: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testValuesThrowsTheError() async {
        var received: [Int] = []
        do {
            for try await value in Observable.concatLike(1, then: TestError()).values {
                received.append(value)
            }
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error is TestError)
        }
        XCTAssertEqual(received, [1])
    }

    @MainActor
    func testValuesInAMainActorContext() async throws {
        var received: [Int] = []
        let observable = Observable.of(1, 2)
        for try await x in observable.values {
            received.append(x)
        }
        XCTAssertEqual(received, [1, 2])
    }

    func testCancellingTheConsumerDisposesTheSubscription() async {
        let disposed = expectation(description: "subscription disposed")
        let subscribed = expectation(description: "subscribed")
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            subscribed.fulfill()
            return Disposables.create { disposed.fulfill() }
        }
        let stream = source.values
        let task = Task {
            var count = 0
            for try await _ in stream { count += 1 }
            return count
        }
        await fulfillment(of: [subscribed], timeout: 5)
        task.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        _ = await task.result
    }

    func testBreakingOutOfTheLoopDisposesTheSubscription() async throws {
        let disposed = expectation(description: "subscription disposed")
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed.fulfill() }
        }
        for try await value in source.values {
            XCTAssertEqual(value, 1)
            break
        }
        await fulfillment(of: [disposed], timeout: 5)
    }

    func testInfallibleValues() async {
        var received: [Int] = []
        for await value in Infallible.of(4, 5).values {
            received.append(value)
        }
        XCTAssertEqual(received, [4, 5])
    }

    func testTraitValues() async throws {
        let single = try await Single.just(3).value
        XCTAssertEqual(single, 3)
        let maybe = try await Maybe.just(4).value
        XCTAssertEqual(maybe, 4)
        let empty = try await Maybe<Int>.empty().value
        XCTAssertNil(empty)
        try await Completable.empty().value
        do {
            _ = try await Single<Int>.error(TestError()).value
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error is TestError)
        }
        do {
            try await Completable.error(TestError()).value
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error is TestError)
        }
    }

    func testCancellingAnAwaitedValueDisposesAndThrows() async {
        let disposed = expectation(description: "disposed")
        let subscribed = expectation(description: "subscribed")
        let single = Single<Int>.create { _ in
            subscribed.fulfill()
            return Disposables.create { disposed.fulfill() }
        }
        let task = Task { try await single.value }
        await fulfillment(of: [subscribed], timeout: 5)
        task.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    }

    func testAsyncSequenceAsObservable() {
        let done = expectation(description: "completed")
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let received = Locked<[Int]>([])
        let subscription = stream.asObservable().subscribe(
            onNext: { value in received.withLock { $0.append(value) } },
            onCompleted: { done.fulfill() }
        )
        wait(for: [done], timeout: 5)
        XCTAssertEqual(received.withLock { $0 }, [1, 2, 3])
        subscription.dispose()
    }

    func testAsyncSequenceErrorAndDisposalCancelsTheTask() {
        let failed = expectation(description: "failed")
        let throwing = AsyncThrowingStream<Int, Error> { $0.finish(throwing: TestError()) }
        let first = throwing.asObservable().subscribe(onError: { error in
            XCTAssertTrue(error is TestError)
            failed.fulfill()
        })
        wait(for: [failed], timeout: 5)
        first.dispose()

        let terminated = expectation(description: "iteration cancelled")
        let endless = AsyncStream<Int> { continuation in
            continuation.onTermination = { _ in terminated.fulfill() }
        }
        let subscription = endless.asObservable().subscribe(onNext: { _ in })
        subscription.dispose()
        wait(for: [terminated], timeout: 5)
    }

    func testAsyncSingleCreate() async throws {
        let value = try await Single<Int>.create { () async throws -> Int in 5 }.value
        XCTAssertEqual(value, 5)
        let detached = try await Single<Int>.create(detached: true, priority: .low) { 6 }.value
        XCTAssertEqual(detached, 6)
        do {
            _ = try await Single<Int>.create { () async throws -> Int in throw TestError() }.value
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error is TestError)
        }
    }

    func testDisposingAsyncSingleCreateCancelsTheWork() {
        let cancelled = expectation(description: "work cancelled")
        let started = expectation(description: "work started")
        let single = Single<Int>.create {
            started.fulfill()
            do {
                try await Task.sleep(nanoseconds: 10_000_000_000)
            } catch {
                cancelled.fulfill()
                throw error
            }
            return 1
        }
        let subscription = single.subscribe(onSuccess: { _ in XCTFail("no success after disposal") },
                                            onFailure: { _ in XCTFail("no failure after disposal") })
        wait(for: [started], timeout: 5)
        subscription.dispose()
        wait(for: [cancelled], timeout: 5)
    }
}

extension Observable {
    /// `-(element)-#`: one element, then `error`.
    fileprivate static func concatLike(_ element: Element, then error: Error) -> Observable<Element> {
        Observable.create { observer in
            observer.onNext(element)
            observer.onError(error)
            return Disposables.create()
        }
    }
}
