import XCTest
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

private struct CommandError: Error {}

/// Stress scenarios fed from several threads at once: RAC commands and subjects through
/// their real classes, sharing, `observe(on:)`, `delay` and `switchLatest`. Same rules
/// as `StressTests`: exact counts, printed as `stress <name>: sent N received N`.
final class ConcurrentSendersStressTests: ReactiveTestCase {
    private let senders = 4

    // MARK: - RACCommand

    /// Concurrent executions from several threads: every execution runs once, every
    /// value and error arrives once, and `executing` alternates false/true, ending false.
    func testRACCommandExecutedFromSeveralThreads() {
        let perSender = scaled(500)
        let total = senders * perSender
        let started = Counter(), values = Counter(), errors = Counter(), executionValues = Counter()
        let command = RACCommand<Int, Int>(scheduler: .scheduler()) { input in
            started.add()
            let value = input ?? 0
            return value % 2 == 0 ? RACSignal.return(value) : RACSignal.error(CommandError())
        }
        command.allowsConcurrentExecution = true
        let allErrors = expectation(description: "every odd execution reported on errors")
        allErrors.expectedFulfillmentCount = total / 2
        let errorsSubscription = command.errors.subscribeNext { _ in
            errors.add()
            allErrors.fulfill()
        }
        let allExecutionValues = expectation(description: "every even execution's value on executionSignals")
        allExecutionValues.expectedFulfillmentCount = total / 2
        let executionSubscription = command.executionSignals.flatten().subscribeNext { _ in
            executionValues.add()
            allExecutionValues.fulfill()
        }
        let transitions = SafeRecorder<Bool>()
        let executingSubscription = command.executing.subscribeNext { transitions.append($0) }
        let allValues = expectation(description: "every even execution's returned signal")
        allValues.expectedFulfillmentCount = total / 2
        runConcurrently(senders) { lane in
            for index in 0..<perSender {
                command.execute(lane * perSender + index).subscribeNext { _ in
                    values.add()
                    allValues.fulfill()
                }
            }
        }
        wait(for: [allErrors, allExecutionValues, allValues], timeout: 5)
        let idle = expectation(description: "the command becomes idle")
        idle.assertForOverFulfill = false
        let idleSubscription = command.executing.subscribeNext { if !$0 { idle.fulfill() } }
        wait(for: [idle], timeout: 5)
        idleSubscription.dispose()
        reportStress("RACCommand executions", sent: total, received: started.value)
        reportStress("RACCommand values", sent: total / 2, received: values.value)
        reportStress("RACCommand executionSignals values", sent: total / 2, received: executionValues.value)
        reportStress("RACCommand errors", sent: total / 2, received: errors.value)
        let recorded = transitions.elements
        XCTAssertEqual(recorded.first, false)
        XCTAssertEqual(recorded.last, false)
        XCTAssertTrue(zip(recorded, recorded.dropFirst()).allSatisfy { $0 != $1 }, "executing repeated a value: \(recorded)")
        [errorsSubscription, executionSubscription, executingSubscription].forEach { $0.dispose() }
    }

    /// Without concurrent execution, each attempt either starts or is refused with
    /// `notEnabled` (never both, never neither).
    func testRACCommandSerialExecutionsFromSeveralThreadsStartOrAreRefused() {
        let perSender = scaled(500)
        let total = senders * perSender
        let started = Counter(), refused = Counter(), completed = Counter()
        let command = RACCommand<Int, Int>(scheduler: .scheduler()) { _ in
            started.add()
            return RACSignal.empty()
        }
        let allEnded = expectation(description: "every attempt ended")
        allEnded.expectedFulfillmentCount = total
        runConcurrently(senders) { lane in
            for index in 0..<perSender {
                command.execute(lane * perSender + index).subscribeError({ error in
                    let error = error as NSError
                    if error.domain == RACCommandErrorDomain, error.code == RACCommandError.notEnabled.rawValue { refused.add() }
                    allEnded.fulfill()
                }, completed: {
                    completed.add()
                    allEnded.fulfill()
                })
            }
        }
        wait(for: [allEnded], timeout: 5)
        reportStress("RACCommand serial attempts", sent: total, received: started.value + refused.value)
        XCTAssertEqual(completed.value, started.value)
        XCTAssertGreaterThan(started.value, 0)
        let idle = expectation(description: "the command becomes idle")
        idle.assertForOverFulfill = false
        let subscription = command.executing.subscribeNext { if !$0 { idle.fulfill() } }
        wait(for: [idle], timeout: 5)
        subscription.dispose()
    }

    // MARK: - RAC subjects (the real classes)

    /// `RACReplaySubject` fed from several threads while subscribers join: each gets
    /// every value exactly once (replayed or live), each sender's values in order.
    func testRACReplaySubjectFromSeveralThreadsWithJoiningSubscribers() {
        let perSender = scaled(5_000)
        let subject = RACReplaySubject<Int>(capacity: nil)
        let early = (0..<3).map { _ in GrammarChecker<Int>() }
        var disposables = early.map { $0.subscribe(to: subject) }
        let late = (0..<3).map { _ in GrammarChecker<Int>() }
        let lateDisposables = Shared(LockedBox<[RACDisposable]>([]))
        runConcurrently(senders + 1) { lane in
            if lane == self.senders {
                for checker in late {
                    let disposable = checker.subscribe(to: subject)
                    lateDisposables.value.withLock { $0.append(disposable) }
                }
                return
            }
            for index in 0..<perSender { subject.sendNext(lane * perSender + index) }
        }
        subject.sendCompleted()
        disposables += lateDisposables.value.withLock { $0 }
        let checkers = early + late
        let received = checkers.reduce(0) { $0 + $1.elements.count }
        reportStress("RACReplaySubject", sent: senders * perSender * checkers.count, received: received)
        for checker in checkers {
            XCTAssertTrue(checker.isTerminated)
            XCTAssertEqual(checker.violations, [])
            XCTAssertTrue(Self.keepsOrderPerSender(checker.elements, perSender: perSender), "a sender's values arrived out of order")
        }
        disposables.forEach { $0.dispose() }
    }

    /// `RACBehaviorSubject` fed from several threads: each early subscriber gets the
    /// default value and every value sent, exactly once, never overlapping.
    func testRACBehaviorSubjectFromSeveralThreads() {
        let perSender = scaled(5_000)
        let subject = RACBehaviorSubject<Int>(defaultValue: -1)
        let checkers = (0..<4).map { _ in GrammarChecker<Int>() }
        let disposables = checkers.map { $0.subscribe(to: subject) }
        let churned = Counter()
        runConcurrently(senders + 1) { lane in
            if lane == self.senders {
                // With a current scheduler, so that each subscription gets the current
                // value at once (from a plain thread it would come later, on a
                // background scheduler, and the disposal would cancel it).
                RACScheduler.scheduler().performAsCurrentScheduler {
                    for _ in 0..<scaled(1_000) { subject.subscribeNext { _ in churned.add() }.dispose() }
                }
                return
            }
            for index in 0..<perSender { subject.sendNext(lane * perSender + index) }
        }
        subject.sendCompleted()
        let received = checkers.reduce(0) { $0 + $1.elements.count }
        reportStress("RACBehaviorSubject", sent: (senders * perSender + 1) * checkers.count, received: received)
        XCTAssertGreaterThanOrEqual(churned.value, scaled(1_000), "each churned subscriber got at least the current value")
        for checker in checkers {
            XCTAssertEqual(checker.elements.first, -1)
            XCTAssertTrue(checker.isTerminated)
            XCTAssertEqual(checker.violations, [])
        }
        disposables.forEach { $0.dispose() }
    }

    // MARK: - Sharing

    /// `share()` and `publish().refCount()` over a source fed from several threads
    /// (through `merge`, which serializes them as the Rx grammar requires).
    private func stressShared(_ name: String, _ makeShared: (Observable<Int>) -> Observable<Int>) {
        let perSender = scaled(5_000)
        let subjects = (0..<senders).map { _ in PublishSubject<Int>() }
        let shared = makeShared(Observable.merge(subjects.map { $0.asObservable() }))
        let checkers = (0..<4).map { _ in GrammarChecker<Int>() }
        let disposables = checkers.map { $0.subscribe(to: shared) }
        let churned = Counter()
        runConcurrently(senders + 1) { lane in
            if lane == self.senders {
                for _ in 0..<scaled(1_000) { shared.subscribe(onNext: { _ in churned.add() }).dispose() }
                return
            }
            for index in 0..<perSender { subjects[lane].onNext(lane * perSender + index) }
            subjects[lane].onCompleted()
        }
        let received = checkers.reduce(0) { $0 + $1.elements.count }
        reportStress(name, sent: senders * perSender * checkers.count, received: received)
        for checker in checkers {
            XCTAssertTrue(checker.isTerminated)
            XCTAssertEqual(checker.violations, [])
            XCTAssertTrue(Self.keepsOrderPerSender(checker.elements, perSender: perSender))
        }
        disposables.forEach { $0.dispose() }
        XCTAssertTrue(subjects.allSatisfy { !$0.hasObservers }, "the shared connection was released")
    }

    func testShareFedFromSeveralThreads() {
        stressShared("share") { $0.share() }
    }

    func testPublishRefCountFedFromSeveralThreads() {
        stressShared("publish().refCount()") { $0.publish().refCount() }
    }

    // MARK: - observe(on:)

    /// Several producer threads (through `merge`) hand elements to a serial queue:
    /// nothing lost, each producer's order kept, delivered on the queue only.
    func testObserveOnSerialQueueFromSeveralProducers() {
        let perSender = scaled(10_000)
        let subjects = (0..<senders).map { _ in PublishSubject<Int>() }
        let queue = DispatchQueue(label: "stress.observe-on")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 1)
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "stress.observe-on.scheduler")
        let offQueue = Counter()
        let done = expectation(description: "completed on the queue")
        let checker = GrammarChecker<Int>(forwardingTo: { event in
            if DispatchQueue.getSpecific(key: key) != 1 { offQueue.add() }
            if event.isStopEvent { done.fulfill() }
        })
        let subscription = checker.subscribe(to: Observable.merge(subjects.map { $0.asObservable() }).observe(on: scheduler))
        runConcurrently(senders) { lane in
            for index in 0..<perSender { subjects[lane].onNext(lane * perSender + index) }
            subjects[lane].onCompleted()
        }
        wait(for: [done], timeout: 5)
        reportStress("observe(on: serial queue)", sent: senders * perSender, received: checker.elements.count)
        XCTAssertTrue(Self.keepsOrderPerSender(checker.elements, perSender: perSender), "a producer's elements arrived out of order")
        XCTAssertEqual(offQueue.value, 0, "an event was delivered off the queue")
        XCTAssertEqual(checker.violations, [])
        subscription.dispose()
    }

    // MARK: - delay on a concurrent scheduler

    /// `delay` on a concurrent queue sends one event per timer firing and sets the timer
    /// again for the rest; the next firing can run on another thread before the call that
    /// set it returns. Every subscription must still get all its events and its end
    /// (a timer replaced out of order used to cancel the newer one, losing the rest).
    func testDelayOnAConcurrentSchedulerDeliversEveryEvent() {
        let rounds = scaled(400)
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        var received = 0
        for round in 0..<rounds {
            let subject = PublishSubject<Int>()
            let recorder = SafeRecorder<Int>()
            let ended = DispatchSemaphore(value: 0)
            let subscription = subject.delay(.milliseconds(1), scheduler: scheduler).subscribe(
                onNext: { recorder.append($0) },
                onCompleted: { ended.signal() })
            let sender = Shared(subject)
            DispatchQueue.global().async {
                for element in 1...3 { sender.value.onNext(element) }
                sender.value.onCompleted()
            }
            if ended.wait(timeout: .now() + 5) == .timedOut {
                XCTFail("round \(round): the delayed completion never came; got \(recorder.elements)")
                subscription.dispose()
                break
            }
            XCTAssertEqual(recorder.elements, [1, 2, 3], "round \(round)")
            received += recorder.elements.count
            subscription.dispose()
        }
        reportStress("delay on a concurrent scheduler", sent: rounds * 3, received: received)
    }

    // MARK: - switchLatest

    /// Inner sequences send from their own threads while the outer switches from
    /// another: once an inner's element arrived, no element of an earlier inner
    /// follows. After the last switch, the last inner's elements all arrive.
    func testSwitchLatestUnderConcurrentOuterAndInnerSends() {
        let perSender = scaled(5_000)
        let innerCount = 2 * senders
        let inners = (0..<innerCount).map { _ in PublishSubject<Int>() }
        let outer = PublishSubject<Observable<Int>>()
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: outer.switchLatest())
        outer.onNext(inners[0])
        runConcurrently(senders + 1) { lane in
            if lane == self.senders {
                for next in 1..<innerCount { outer.onNext(inners[next]) }
                return
            }
            // Each lane owns two inners (one sender per subject) and interleaves them.
            for index in 0..<perSender {
                inners[lane].onNext(lane * perSender + index)
                inners[lane + self.senders].onNext((lane + self.senders) * perSender + index)
            }
        }
        let beforeEnd = checker.elements.count
        let tail = scaled(1_000)
        let last = innerCount - 1
        for index in 0..<tail { inners[last].onNext(last * perSender + perSender + index) }
        outer.onCompleted()
        inners[last].onCompleted()
        let elements = checker.elements
        let owners = elements.map { min($0 / perSender, last) }
        XCTAssertEqual(owners, owners.sorted(), "an element of a replaced inner arrived after a newer inner's")
        reportStress("switchLatest (after the last switch)", sent: tail, received: elements.count - beforeEnd)
        print("stress switchLatest: inner elements sent \(innerCount * perSender) delivered \(beforeEnd) (replaced inners are cut off)")
        XCTAssertTrue(checker.isTerminated)
        XCTAssertEqual(checker.violations, [])
        subscription.dispose()
        XCTAssertTrue(inners.allSatisfy { !$0.hasObservers })
    }

    // MARK: - Helpers

    /// Whether the values of each sender (`value / perSender`) arrived in increasing order.
    private static func keepsOrderPerSender(_ values: [Int], perSender: Int) -> Bool {
        var lastSeen: [Int: Int] = [:]
        for value in values where value >= 0 {
            let lane = value / perSender
            if let previous = lastSeen[lane], previous >= value { return false }
            lastSeen[lane] = value
        }
        return true
    }
}

/// A lock around a value, for the test threads.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result { lock.withLock { body(&value) } }
}
