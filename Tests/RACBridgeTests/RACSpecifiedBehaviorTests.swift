import XCTest
import Dispatch
import Foundation
import RACBridge
import ReactiveTesting

/// Behaviors ReactiveObjC's specs require and a port relies on: a command's signals at
/// its end, the error of a refused execution, empty combinations, the subscription
/// scheduler's rules for disposed subscribers and replaying subjects, the immediate
/// scheduler's recursion, and the free result type of the reducing combinations.
/// A value shared between threads, under a lock.
private final class Shared<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

final class RACSpecifiedBehaviorTests: ReactiveTestCase {
    // MARK: RACCommand

    func testDeallocatedCommandCompletesEverySignalOnTheMainThread() {
        let names = ["executionSignals", "executing", "enabled", "errors"]
        let completed = names.map { expectation(description: "\($0) completes on the main thread") }
        let onMain = Shared<[String: Bool]>([:])
        DispatchQueue.global().async {
            // Made, subscribed and released on a background thread.
            let command = RACCommand<Int, Int> { _ in RACSignal.empty() }
            func record(_ index: Int) -> () -> Void {
                return {
                    let main = Thread.isMainThread && RACScheduler.current() === RACScheduler.mainThread()
                    onMain.withLock { $0[names[index]] = main }
                    completed[index].fulfill()
                }
            }
            command.executionSignals.subscribeCompleted(record(0))
            command.executing.subscribeCompleted(record(1))
            command.enabled.subscribeCompleted(record(2))
            command.errors.subscribeCompleted(record(3))
        }
        wait(for: completed, timeout: 5)
        XCTAssertEqual(onMain.withLock { $0 }, ["executionSignals": true, "executing": true, "enabled": true, "errors": true])
    }

    func testExecuteWhileDisabledFailsWithACatchableNotEnabledErrorThatBridgesToNSError() throws {
        let command = RACCommand<Int, Int>(enabled: RACSignal.return(false)) { _ in RACSignal.return(1) }
        var failure: Swift.Error?
        command.execute(1).subscribeError { failure = $0 }
        let error = try XCTUnwrap(failure)

        var caught = false
        do { try { throw error }() } catch RACCommandError.notEnabled { caught = true } catch {}
        XCTAssertTrue(caught, "catch RACCommandError.notEnabled matches the refusal")
        if case RACCommandError.notEnabled = error {} else { XCTFail("if case RACCommandError.notEnabled matches the refusal") }

        let nsError = error as NSError
        XCTAssertEqual(nsError.domain, "RACCommandErrorDomain")
        XCTAssertEqual(nsError.code, 1)
        XCTAssertTrue(nsError.userInfo[RACUnderlyingCommandErrorKey] as AnyObject? === command)
    }

    // MARK: combining no signals

    func testCombiningNoSignalsCompletesAtOnceInEverySpelling() {
        var ended: [String] = []
        func record<Value>(_ name: String, _ signal: RACSignal<Value>) {
            var values = 0
            signal.subscribeNext({ _ in values += 1 }, completed: { if values == 0 { ended.append(name) } })
        }
        record("zip([])", RACSignal<Int>.zip([RACSignal<Int>]()))
        record("combineLatest([])", RACSignal<Int>.combineLatest([RACSignal<Int>]()))
        record("zip([], reduce:)", RACSignal<Int>.zip([RACSignal<Int>]()) { $0.count })
        record("combineLatest([], reduce:)", RACSignal<Int>.combineLatest([RACSignal<Int>]()) { $0.count })
        record("zip()", RACSignal<Void>.zip())
        record("combineLatest()", RACSignal<Void>.combineLatest())
        record("zip(reduce:)", RACSignal<Int>.zip(reduce: { 1 }))
        record("combineLatest(reduce:)", RACSignal<Int>.combineLatest(reduce: { 1 }))
        XCTAssertEqual(ended, [
            "zip([])", "combineLatest([])", "zip([], reduce:)", "combineLatest([], reduce:)",
            "zip()", "combineLatest()", "zip(reduce:)", "combineLatest(reduce:)",
        ])
    }

    // MARK: the subscription scheduler

    /// A subscriber that disposes its subscription before anything is sent.
    private final class DisposedSubscriber: RACSubscriber, @unchecked Sendable {
        func sendNext(_ value: Int) { XCTFail("a disposed subscriber receives nothing") }
        func sendError(_ error: Swift.Error) { XCTFail("a disposed subscriber receives nothing") }
        func sendCompleted() { XCTFail("a disposed subscriber receives nothing") }
        func didSubscribe(with disposable: RACCompoundDisposable) { disposable.dispose() }
    }

    func testSynchronousSubscriptionOfADisposedSubscriberRunsTheBlockAndDisposesItsResult() {
        var ran = false
        let returned = RACDisposable()
        let signal = RACSignal<Int>.createSignal { subscriber in
            ran = true
            subscriber.sendNext(1)
            return returned
        }
        XCTAssertNotNil(RACScheduler.current(), "the main thread has a current scheduler")
        signal.subscribe(DisposedSubscriber())
        XCTAssertTrue(ran, "the block runs on the synchronous path")
        XCTAssertTrue(returned.isDisposed, "what it returns is disposed at once")
    }

    func testAsynchronousSubscriptionOfADisposedSubscriberSkipsTheBlock() {
        let ran = Shared(false)
        let signal = RACSignal<Int>.createSignal { _ in
            ran.withLock { $0 = true }
            return nil
        }
        let done = expectation(description: "subscribed from a plain thread")
        let checked = expectation(description: "the background scheduler had its turn")
        DispatchQueue.global().async {
            XCTAssertNil(RACScheduler.current())
            signal.subscribe(DisposedSubscriber())
            done.fulfill()
            // The subscription scheduler's background scheduler is serial: a block
            // scheduled by a later subscription runs after the skipped one.
            RACSignal<Int>.createSignal { _ in
                checked.fulfill()
                return nil
            }.subscribeNext { _ in }
        }
        wait(for: [done, checked], timeout: 5)
        XCTAssertFalse(ran.withLock { $0 })
    }

    func testReplaySubjectAndBehaviorSubjectReplayWithACurrentScheduler() {
        let replay = RACReplaySubject<Int>()
        replay.sendNext(1)
        let behavior = RACBehaviorSubject(defaultValue: 2)
        var onMain: [RACScheduler?] = []
        replay.subscribeNext { _ in onMain.append(RACScheduler.current()) }
        behavior.subscribeNext { _ in onMain.append(RACScheduler.current()) }
        XCTAssertEqual(onMain.count, 2, "at once on the main thread")

        let replayed = expectation(description: "replayed from a plain thread")
        let current = Shared<[Int: Bool]>([:])
        replayed.expectedFulfillmentCount = 2
        DispatchQueue.global().async {
            XCTAssertNil(RACScheduler.current())
            for subject in [replay, behavior] as [RACSubject<Int>] {
                subject.subscribeNext { value in
                    current.withLock { $0[value] = RACScheduler.current() != nil }
                    replayed.fulfill()
                }
            }
        }
        wait(for: [replayed], timeout: 5)
        XCTAssertEqual(current.withLock { $0 }, [1: true, 2: true], "replayed on a background scheduler")
    }

    // MARK: RACImmediateScheduler

    func testImmediateSchedulerRunsDeepRecursionInConstantStack() {
        let finished = expectation(description: "the recursion ended")
        let count = Shared(0)
        // A small stack: 100,000 nested calls would overflow it.
        let thread = Thread {
            var depth = 0
            RACScheduler.immediate().scheduleRecursiveBlock { reschedule in
                depth += 1
                if depth < 100_000 { reschedule() }
            }
            count.withLock { $0 = depth }
            finished.fulfill()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        wait(for: [finished], timeout: 30)
        XCTAssertEqual(count.withLock { $0 }, 100_000)
    }

    // MARK: reduce's result type

    func testReducingCombinationsReturnTheReduceBlocksType() {
        let a = RACSignal.return(1), b = RACSignal.return(2)
        let combined: RACSignal<String> = RACSignal<Int>.combineLatest([a, b]) { "\($0)" }
        let zipped: RACSignal<String> = RACSignal<Int>.zip([a, b]) { "\($0)" }
        let combinedPack: RACSignal<String> = RACSignal<Int>.combineLatest(a, b, reduce: { "\($0)+\($1)" })
        let zippedPack: RACSignal<String> = RACSignal<Int>.zip(a, b, reduce: { "\($0)+\($1)" })
        var values: [String] = []
        for signal in [combined, zipped, combinedPack, zippedPack] { signal.subscribeNext { values.append($0) } }
        XCTAssertEqual(values, ["[1, 2]", "[1, 2]", "1+2", "1+2"])
    }
}
