import XCTest
import Dispatch
import RACBridge
import ReactiveTesting

final class RACDisposableTests: ReactiveTestCase {
    func testBlockRunsOnceOnFirstDispose() {
        var runs = 0
        let disposable = RACDisposable { runs += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(runs, 1)
    }

    func testPlainDisposableOnlyRecordsDisposal() {
        let disposable = RACDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
    }

    func testConcurrentDisposeRunsBlockExactlyOnce() {
        let runs = Counter()
        for _ in 0..<50 {
            let disposable = RACDisposable { runs.increment() }
            DispatchQueue.concurrentPerform(iterations: 8) { _ in disposable.dispose() }
        }
        XCTAssertEqual(runs.value, 50)
    }

    func testScopedDisposableDisposesOnDeinit() {
        let inner = RACDisposable()
        do {
            let scoped = inner.asScopedDisposable()
            XCTAssertFalse(scoped.isDisposed)
        }
        XCTAssertTrue(inner.isDisposed)
    }

    func testCompoundDisposesInOrderAndLateMembersAtOnce() {
        var log: [String] = []
        let compound = RACCompoundDisposable(disposables: [RACDisposable { log.append("a") }])
        compound.add(RACDisposable { log.append("b") })
        compound.add(nil)
        let removed = RACDisposable { log.append("removed") }
        compound.add(removed)
        compound.remove(removed)
        compound.dispose()
        XCTAssertEqual(log, ["a", "b"])
        XCTAssertFalse(removed.isDisposed, "remove(_:) does not dispose")
        XCTAssertTrue(compound.isDisposed)

        let late = RACDisposable { log.append("late") }
        compound.add(late)
        XCTAssertTrue(late.isDisposed)
        XCTAssertEqual(log, ["a", "b", "late"])
    }

    func testCompoundWithBlock() {
        var runs = 0
        let compound = RACCompoundDisposable { runs += 1 }
        compound.dispose()
        compound.dispose()
        XCTAssertEqual(runs, 1)
    }

    func testSerialSwapInReturnsPreviousWithoutDisposingIt() {
        let first = RACDisposable()
        let serial = RACSerialDisposable(disposable: first)
        XCTAssertTrue(serial.disposable === first)
        let second = RACDisposable()
        let previous = serial.swapIn(second)
        XCTAssertTrue(previous === first)
        XCTAssertFalse(first.isDisposed, "RAC's serial disposable hands the old one back, undisposed")
        serial.disposable = nil
        XCTAssertFalse(second.isDisposed)
        serial.disposable = second
        serial.dispose()
        XCTAssertTrue(second.isDisposed)
        XCTAssertTrue(serial.isDisposed)
        XCTAssertNil(serial.disposable)

        let late = RACDisposable()
        XCTAssertNil(serial.swapIn(late))
        XCTAssertTrue(late.isDisposed, "set after disposal: disposed at once")
    }

    func testSerialWithBlock() {
        var runs = 0
        let serial = RACSerialDisposable { runs += 1 }
        serial.dispose()
        serial.dispose()
        XCTAssertEqual(runs, 1)
    }

    func testRACDisposablesAreCoreDisposables() {
        var runs = 0
        do {
            let bag = DisposeBag()
            RACDisposable { runs += 1 }.disposed(by: bag)
            let cancelable: Cancelable = RACCompoundDisposable()
            XCTAssertFalse(cancelable.isDisposed)
        }
        XCTAssertEqual(runs, 1)
    }
}

/// A thread-safe counter for tests.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

/// A thread-safe log for tests.
final class SharedLog<Entry>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Entry] = []
    func append(_ entry: Entry) { lock.lock(); entries.append(entry); lock.unlock() }
    var all: [Entry] { lock.lock(); defer { lock.unlock() }; return entries }
}

struct TestError: Error, Equatable {
    let code: Int
    init(_ code: Int = 1) { self.code = code }
}
