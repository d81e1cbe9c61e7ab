import XCTest
import Foundation
import RxBridge
import ReactiveTesting

/// Counts disposals from any thread.
private final class DisposalFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var disposed = false
    func set() { lock.withLock { disposed = true } }
    var isSet: Bool { lock.withLock { disposed } }
}

/// `value` and `values` under task cancellation, as RxSwift has them: `value` always
/// subscribes and throws `CancellationError` only when the subscription is disposed
/// before a result; `values` ends by throwing `CancellationError` when its consumer is
/// cancelled. Expected results checked on RxSwift 6.10.
final class ConcurrencyCancellationTests: ReactiveTestCase {
    func testCompletableValueInACancelledTaskStillCompletes() async throws {
        let task = Task { () async throws -> Bool in
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable.empty().value
            return true
        }
        let completed = try await task.value
        XCTAssertTrue(completed)
    }

    func testMaybeValueInACancelledTaskStillReturnsItsResult() async throws {
        let empty = Task { () async throws -> Int? in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Maybe<Int>.empty().value
        }
        let emptyValue = try await empty.value
        XCTAssertNil(emptyValue)
        let just = Task { () async throws -> Int? in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Maybe.just(7).value
        }
        let justValue = try await just.value
        XCTAssertEqual(justValue, 7)
    }

    func testSingleValueInACancelledTaskSubscribesAndReturnsASynchronousResult() async throws {
        let subscribed = DisposalFlag()
        let task = Task { () async throws -> Int in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single.just(3).do(onSubscribe: { subscribed.set() }).value
        }
        let value = try await task.value
        XCTAssertEqual(value, 3)
        XCTAssertTrue(subscribed.isSet)
    }

    func testValueThrowsCancellationErrorWhenDisposedBeforeAResult() async {
        let disposed = DisposalFlag()
        let task = Task { () async throws -> Int in
            try await Single<Int>.never().do(onDispose: { disposed.set() }).value
        }
        try? await Task.sleep(nanoseconds: 2_000_000)
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("expected CancellationError")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertTrue(disposed.isSet)
    }

    func testValuesThrowsCancellationErrorWhenTheConsumerIsCancelled() async {
        let disposed = DisposalFlag()
        let task = Task { () async throws -> Void in
            withUnsafeCurrentTask { $0?.cancel() }
            for try await _ in Observable<Int>.never().do(onDispose: { disposed.set() }).values {}
        }
        do {
            try await task.value
            XCTFail("expected CancellationError")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertTrue(disposed.isSet)
    }

    func testValuesThatCompleteBeforeTheCancellationDoNotThrow() async throws {
        let task = Task { () async throws -> [Int] in
            var received: [Int] = []
            for try await value in Observable.from(1 ... 10).values { received.append(value) }
            return received
        }
        try await Task.sleep(nanoseconds: 1_000_000)
        task.cancel()
        let received = try await task.value
        XCTAssertEqual(received, Array(1 ... 10))
    }

    func testAsyncSequenceAsObservableWithPriority() async throws {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }
        let value = try await stream.asObservable(priority: .userInitiated).toArray().value
        XCTAssertEqual(value, [1, 2])
    }

    func testAsyncSequenceAsObservableCompletesWhenTheSequenceThrowsCancellation() async throws {
        let stream = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: CancellationError())
        }
        let value = try await stream.asObservable().toArray().value
        XCTAssertEqual(value, [1])
    }
}
