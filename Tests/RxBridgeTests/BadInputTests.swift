import XCTest
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

private struct BadInputError: Error, Equatable {}

/// The bad-input catalog of Docs/Errors.md: every row has a test here (or names the
/// test elsewhere that proves it). Preconditions run in a child process, the
/// `crash-probe` executable, since a trap cannot be caught inside XCTest.
final class BadInputTests: ReactiveTestCase {
    // MARK: - Preconditions (child process)

    /// The `crash-probe` executable next to the test bundle (same build folder).
    private func crashProbeURL(file: StaticString = #filePath, line: UInt = #line) -> URL? {
        var folders: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for folder in folders {
            let candidate = folder.appendingPathComponent("crash-probe")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        XCTFail("crash-probe not found next to the test bundle (searched \(folders.map(\.path))); build it with `swift build`", file: file, line: line)
        return nil
    }

    /// Runs `crash-probe name`; asserts it crashed and printed every `expected` text.
    private func assertPrecondition(_ name: String, mentions expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        guard let probe = crashProbeURL(file: file, line: line) else { return }
        let process = Process()
        process.executableURL = probe
        process.arguments = [name]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"     // a short, fast crash
        process.environment = environment
        let errorPipe = Pipe(), outputPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = outputPipe
        try process.run()
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        let outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = String(decoding: errorData, as: UTF8.self)
        let stdout = String(decoding: outputData, as: UTF8.self)
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "\(name) did not crash: \(stdout)\(stderr)", file: file, line: line)
        for text in expected {
            XCTAssertTrue(stderr.contains(text), "\(name): stderr lacks \"\(text)\":\n\(stderr)", file: file, line: line)
        }
    }

    func testBufferCountZeroIsAPrecondition() throws {
        try assertPrecondition("buffer-count-0", mentions: ["buffer(timeSpan:count:scheduler:)", "count must be greater than 0 (got 0)"])
    }

    func testWindowCountZeroIsAPrecondition() throws {
        try assertPrecondition("window-count-0", mentions: ["window(timeSpan:count:scheduler:)", "count must be greater than 0 (got 0)"])
    }

    func testReplaySubjectNegativeBufferSizeIsAPrecondition() throws {
        try assertPrecondition("replay-subject-buffer-negative", mentions: ["ReplaySubject.create(bufferSize:)", "bufferSize must not be negative (got -1)"])
    }

    func testReplayNegativeBufferSizeIsAPrecondition() throws {
        try assertPrecondition("replay-negative", mentions: ["replay(_:)", "bufferSize must not be negative (got -1)"])
    }

    func testShareNegativeReplayIsAPrecondition() throws {
        try assertPrecondition("share-replay-negative", mentions: ["share(replay:scope:)", "replay must not be negative (got -1)"])
    }

    func testRangeNegativeCountIsAPrecondition() throws {
        try assertPrecondition("range-count-negative", mentions: ["range(start:count:)", "count must not be negative (got -1)"])
    }

    func testSingleAssignmentDisposableSetTwiceIsAPrecondition() throws {
        try assertPrecondition("single-assignment-twice", mentions: ["SingleAssignmentDisposable.setDisposable", "already set"])
    }

    func testRACRepeatingIntervalZeroIsAPrecondition() throws {
        try assertPrecondition("rac-repeating-interval-0", mentions: ["after(_:repeatingEvery:withLeeway:schedule:)", "interval must be positive (got 0.0)"])
    }

    // MARK: - Documented no-ops and error events

    func testMergeMaxConcurrentZeroDropsInnersAndCompletes() {
        var events: [Event<Int>] = []
        _ = Observable.of(Observable.just(1), Observable.just(2)).merge(maxConcurrent: 0).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    func testSendingAfterCompletionIsIgnoredByRxSubjectsAndCreate() {
        let subject = PublishSubject<Int>()
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: subject)
        subject.onCompleted()
        subject.onNext(1)
        subject.onError(BadInputError())
        XCTAssertEqual(checker.events, [.completed])

        let created = GrammarChecker<Int>()
        let other = created.subscribe(to: Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)             // dropped
            observer.onError(BadInputError())  // dropped
            return Disposables.create()
        })
        XCTAssertEqual(created.events, [.next(1), .completed])
        subscription.dispose()
        other.dispose()
    }

    func testSendingAfterCompletionReachesLaterRACSubjectSubscribers() {
        // SEMANTICS P6: a RAC subject keeps no terminal state.
        let subject = RACSubject<Int>()
        var early: [Event<Int>] = [], late: [Event<Int>] = []
        let first = subject.subscribeNext({ early.append(.next($0)) }, completed: { early.append(.completed) })
        subject.sendCompleted()
        let second = subject.subscribeNext({ late.append(.next($0)) }, completed: { late.append(.completed) })
        subject.sendNext(1)
        XCTAssertEqual(early, [.completed])
        XCTAssertEqual(late, [.next(1)])
        first.dispose()
        second.dispose()
    }

    func testDisposingTwiceIsANoOp() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(runs, 1)

        let subscription = PublishSubject<Int>().subscribe()
        subscription.dispose()
        subscription.dispose()

        var racRuns = 0
        let compound = RACCompoundDisposable(disposables: [RACDisposable { racRuns += 1 }])
        compound.dispose()
        compound.dispose()
        XCTAssertEqual(racRuns, 1)
        XCTAssertTrue(compound.isDisposed)

        let composite = CompositeDisposable(Disposables.create { runs += 1 }, Disposables.create { runs += 1 })
        composite.dispose()
        composite.dispose()
        XCTAssertEqual(runs, 3)
    }

    func testSingleEmittingTwiceDeliversOnlyTheFirstResult() {
        var events: [String] = []
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(BadInputError()))
            return Disposables.create()
        }
        _ = single.subscribe(onSuccess: { events.append("success \($0)") }, onFailure: { _ in events.append("failure") })
        XCTAssertEqual(events, ["success 1"])
    }

    func testCreateSignalReturningNilIsFine() {
        let checker = GrammarChecker<Int>()
        let scheduler = RACTestScheduler()
        var disposable: RACDisposable?
        scheduler.performAsCurrentScheduler {
            disposable = checker.subscribe(to: RACSignal<Int>.createSignal { subscriber in
                subscriber.sendNext(1)
                subscriber.sendCompleted()
                return nil
            })
        }
        XCTAssertEqual(checker.events, [.next(1), .completed])
        disposable?.dispose()
    }

    func testConnectTwiceReturnsTheSameConnection() {
        let subject = PublishSubject<Int>()
        let connectable = subject.publish()
        let first = connectable.connect()
        let second = connectable.connect()
        XCTAssertTrue((first as AnyObject) === (second as AnyObject))
        first.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribingToADisposedSubjectGetsRxErrorDisposed() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        guard case .error(RxError.disposed)? = received.first else { return XCTFail("\(received)") }
        XCTAssertThrowsError(try subject.value())
    }

    func testThrowingClosureBecomesAnErrorEvent() {
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: Observable.of(1, 2, 3).map { value -> Int in
            if value == 2 { throw BadInputError() }
            return value
        })
        XCTAssertEqual(checker.events.count, 2)
        XCTAssertEqual(checker.elements, [1])
        XCTAssertTrue(checker.events.last?.error is BadInputError)
        subscription.dispose()
    }
}
