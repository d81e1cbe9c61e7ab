import XCTest
import Dispatch
import Foundation
import RACBridge
import ReactiveTesting

/// The ReactiveObjC header spellings RACBridge gained so that every core selector has a
/// counterpart: `-sequence`, `+try:`, `+interval:onScheduler:withLeeway:`,
/// `-setKeyPath:onObject:nilValue:` and `RACQueueScheduler`'s `-initWithName:queue:` /
/// `+wallTimeWithDate:`.
final class RACHeaderCompletionTests: ReactiveTestCase {
    private final class Label {
        var text = "unset"
    }

    // MARK: -sequence

    func testSequenceSubscribesAtOnceAndGivesTheValuesInOrderOnEveryPass() {
        let subscriptions = SharedLog<Int>()
        let signal = RACSignal<Int>.createSignal { subscriber in
            subscriptions.append(1)
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendNext(3)
            subscriber.sendCompleted()
            return nil
        }
        let sequence = synchronously { signal.sequence }
        XCTAssertEqual(subscriptions.all.count, 1, "reading sequence subscribes, before any iteration")
        XCTAssertEqual(Array(sequence), [1, 2, 3])
        XCTAssertEqual(Array(sequence), [1, 2, 3], "a second pass sees the same values")
        XCTAssertEqual(subscriptions.all.count, 1, "iterating does not subscribe again")
    }

    func testSequenceWaitsForValuesSentLaterFromAnotherThread() {
        let subject = RACSubject<Int>()
        let sequence = synchronously { subject.sequence }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            subject.sendNext(10)
            subject.sendNext(20)
            subject.sendCompleted()
        }
        XCTAssertEqual(Array(sequence), [10, 20])
    }

    func testSequenceEndsAtAnError() {
        let subject = RACReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendError(TestError())
        let sequence = synchronously { subject.sequence }
        XCTAssertEqual(Array(sequence), [1])
    }

    // MARK: +try:

    func testStaticTrySendsTheBlocksValueThenCompletesOnEachSubscription() {
        var calls = 0
        let signal = RACSignal<Int>.try {
            calls += 1
            return calls * 10
        }
        XCTAssertEqual(calls, 0, "the block runs at subscription")
        var events: [RACEvent<Int>] = []
        synchronously {
            _ = signal.materialize().subscribeNext { events.append($0) }
            _ = signal.materialize().subscribeNext { events.append($0) }
        }
        XCTAssertEqual(events, [RACEvent(value: 10), .completed, RACEvent(value: 20), .completed])
    }

    func testStaticTrySendsTheThrownError() {
        let signal = RACSignal<Int>.try { throw TestError(7) }
        var received: Error?
        var values: [Int] = []
        synchronously { _ = signal.subscribeNext({ values.append($0) }, error: { received = $0 }) }
        XCTAssertEqual(values, [])
        XCTAssertEqual(received as? TestError, TestError(7))
    }

    // MARK: +interval:onScheduler:withLeeway:

    func testIntervalWithLeewayTicksEveryIntervalWithTheSchedulersDate() {
        let scheduler = RACTestScheduler(testScheduler: TestScheduler(initialClock: 0))
        let res = scheduler.start(disposed: 450) { RACSignal<Date>.interval(100, on: scheduler, withLeeway: 30) }
        XCTAssertEqual(res.events, [
            .next(300, Date(timeIntervalSince1970: 300)),
            .next(400, Date(timeIntervalSince1970: 400)),
        ])
    }

    // MARK: -setKeyPath:onObject:nilValue:

    func testSetKeyPathWritesNilValueWhereTheSignalSendsNil() {
        let subject = RACSubject<String?>()
        let label = Label()
        let binding = subject.setKeyPath(\.text, on: label, nilValue: "")
        subject.sendNext("a")
        XCTAssertEqual(label.text, "a")
        subject.sendNext(nil)
        XCTAssertEqual(label.text, "")
        subject.sendNext("b")
        XCTAssertEqual(label.text, "b")
        binding.dispose()
        subject.sendNext(nil)
        XCTAssertEqual(label.text, "b", "disposing the binding stops it")
    }

    // MARK: RACQueueScheduler

    func testQueueSchedulerRunsBlocksOnTheGivenQueueAsTheCurrentScheduler() {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "racmap.queue-scheduler")
        queue.setSpecific(key: key, value: "mine")
        let scheduler = RACQueueScheduler(name: "custom", queue: queue)
        XCTAssertEqual(scheduler.name, "custom")
        XCTAssertTrue(scheduler.queue === queue)
        let ran = expectation(description: "scheduled block ran")
        let seen = SharedLog<(String?, Bool)>()
        _ = scheduler.schedule {
            seen.append((DispatchQueue.getSpecific(key: key), RACScheduler.current() === scheduler))
            ran.fulfill()
        }
        wait(for: [ran], timeout: 5)
        XCTAssertEqual(seen.all.map(\.0), ["mine"])
        XCTAssertEqual(seen.all.map(\.1), [true])
    }

    func testWallTimeWithDateIsThatWallClockTime() {
        let later = RACQueueScheduler.wallTime(with: Date(timeIntervalSinceNow: 60))
        XCTAssertGreaterThan(later, DispatchWallTime.now() + 59)
        XCTAssertLessThan(later, DispatchWallTime.now() + 61)
        XCTAssertLessThan(RACQueueScheduler.wallTime(with: Date(timeIntervalSinceNow: -60)), DispatchWallTime.now())
    }

    /// Runs `body` as if on a RAC scheduler, so subscriptions made in it run at once.
    private func synchronously<T>(_ body: () -> T) -> T {
        var result: T?
        RACTestScheduler().performAsCurrentScheduler { result = body() }
        return result!
    }
}
