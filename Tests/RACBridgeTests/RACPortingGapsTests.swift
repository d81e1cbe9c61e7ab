import XCTest
import Foundation
import RACBridge
import ReactiveTesting

/// The API and behaviors Migration/FromReactiveObjC.md relies on where real ports hurt:
/// a Swift sequence as a signal, a typed continuation after `ignoreValues`, a subject's
/// behavior extended without overriding it, and a command without `scheduler:` in a test.
final class RACPortingGapsTests: RACTestCase {
    // MARK: Sequence.rac_signal(with:)

    func testASequenceSendsOneElementPerScheduledBlockThenCompletes() {
        let scheduler = makeScheduler()
        var seen: [String] = []
        var completed = false
        _ = ["a", "b", "c"].rac_signal(with: scheduler).subscribeNext({ seen.append($0) }, completed: { completed = true })
        XCTAssertEqual(seen, [], "nothing is sent before the scheduler runs")
        scheduler.step()
        XCTAssertEqual(seen, ["a"])
        scheduler.step()
        XCTAssertEqual(seen, ["a", "b"])
        scheduler.stepAll()
        XCTAssertEqual(seen, ["a", "b", "c"])
        XCTAssertTrue(completed)
    }

    func testASequenceSignalIsColdAndCopiesTheElements() {
        var numbers = [1, 2]
        let signal = numbers.rac_signal(with: .immediate())
        numbers.append(3)
        var first: [Int] = []
        var second: [Int] = []
        _ = signal.subscribeNext { first.append($0) }
        _ = signal.subscribeNext { second.append($0) }
        XCTAssertEqual(first, [1, 2], "a later change to the collection is not seen")
        XCTAssertEqual(second, [1, 2], "each subscription sends every element again")
    }

    func testDisposingBetweenElementsStopsTheRest() {
        let scheduler = makeScheduler()
        var seen: [Int] = []
        let subscription = (1...5).rac_signal(with: scheduler).subscribeNext { seen.append($0) }
        scheduler.step(2)
        subscription.dispose()
        scheduler.stepAll()
        XCTAssertEqual(seen, [1, 2])
    }

    func testTheDefaultSchedulerDeliversLaterOnAnotherThread() {
        let delivered = expectation(description: "completed")
        let values = ValuesFromAnyThread()
        _ = [7, 8].rac_signal().subscribeNext({ value in
            values.append(value, onMainThread: Thread.isMainThread)
        }, completed: { delivered.fulfill() })
        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(values.values, [7, 8])
        XCTAssertEqual(values.onMainThread, [false, false])
    }

    // MARK: ignoreValues(as:)

    func testIgnoreValuesAsAnotherTypeContinuesWithConcat() {
        let saved = RACSignal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
            return nil
        }
        var seen: [String] = []
        var completed = false
        RACScheduler.immediate().performAsCurrentScheduler {
            _ = saved.ignoreValues(as: String.self).concat(RACSignal.return("reloaded"))
                .subscribeNext({ seen.append($0) }, completed: { completed = true })
        }
        XCTAssertEqual(seen, ["reloaded"], "the first signal's values are dropped")
        XCTAssertTrue(completed)
    }

    func testIgnoreValuesAsAnotherTypeForwardsTheError() {
        struct SaveFailed: Error {}
        var error: Swift.Error?
        var next = false
        _ = RACSignal<Int>.error(SaveFailed()).ignoreValues(as: String.self).concat(RACSignal.return("never"))
            .subscribeNext({ _ in next = true }, error: { error = $0 })
        XCTAssertTrue(error is SaveFailed)
        XCTAssertFalse(next, "an error does not continue with the next signal")
    }

    // MARK: Subject subclasses (Migration/FromReactiveObjC.md; the guide's wrapper for
    // -sendNext: and -subscribe: overrides is run by MigrationTests' GuidePatternTests)

    func testASubjectSubclassOverridesTheTerminalEvents() {
        let subject = EndLoggingSubject<Int>()
        var completed = false
        _ = subject.subscribeNext({ _ in }, completed: { completed = true })
        _ = RACSignal<Int>.empty().subscribe(subject)     // a completion from a signal
        XCTAssertEqual(subject.ends, ["completed"])
        XCTAssertTrue(completed, "the override calls super, which ends the subscribers")
        struct Failure: Error {}
        subject.sendError(Failure())                       // an error sent by hand
        XCTAssertEqual(subject.ends, ["completed", "error"])
    }

    // MARK: A command without scheduler: in an XCTest test

    func testACommandWithoutASchedulerDeliversOnlyWhenTheMainQueueRuns() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs this test on the main thread")
        let command = RACCommand<Int, Int> { input in RACSignal.return((input ?? 0) * 10) }
        var seen: [Int] = []
        _ = command.executionSignals.flatten().subscribeNext { seen.append($0) }
        _ = command.execute(1)
        XCTAssertEqual(seen, [], "delivery waits for the main queue, which a test does not service by itself")
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.2))
        XCTAssertEqual(seen, [10], "running the main run loop delivers it")
    }

    func testACommandWithAnImmediateSchedulerDeliversAtOnce() {
        let command = RACCommand<Int, Int>(scheduler: .immediate()) { input in RACSignal.return((input ?? 0) * 10) }
        var seen: [Int] = []
        _ = command.executionSignals.flatten().subscribeNext { seen.append($0) }
        _ = command.execute(1)
        XCTAssertEqual(seen, [10])
    }
}

/// Values appended from any thread, with whether each came on the main thread.
private final class ValuesFromAnyThread: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [(Int, Bool)] = []
    func append(_ value: Int, onMainThread: Bool) { lock.withLock { stored.append((value, onMainThread)) } }
    var values: [Int] { lock.withLock { stored.map(\.0) } }
    var onMainThread: [Bool] { lock.withLock { stored.map(\.1) } }
}

/// A ReactiveObjC-style subject subclass that overrides the terminal events.
private final class EndLoggingSubject<Value>: RACSubject<Value>, @unchecked Sendable {
    private(set) var ends: [String] = []

    override func sendCompleted() {
        ends.append("completed")
        super.sendCompleted()
    }

    override func sendError(_ error: Swift.Error) {
        ends.append("error")
        super.sendError(error)
    }
}
