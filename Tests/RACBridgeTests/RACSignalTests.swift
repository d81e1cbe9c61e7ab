import XCTest
import Dispatch
import Foundation
import RACBridge
import RxBridge
import ReactiveTesting

final class RACSignalTests: ReactiveTestCase {
    // MARK: createSignal

    func testCreateSignalDeliversValuesThenCompletes() {
        let scheduler = RACTestScheduler()
        let res = scheduler.start { () -> RACSignal<Int> in
            RACSignal<Int>.createSignal { subscriber in
                subscriber.sendNext(1)
                scheduler.afterDelay(10) { subscriber.sendNext(2) }
                scheduler.afterDelay(20) {
                    subscriber.sendCompleted()
                    subscriber.sendNext(3)
                }
                return nil
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2), .completed(220)])
    }

    func testCreateSignalErrorEndsAndReleasesTheReturnedDisposable() {
        let scheduler = RACTestScheduler()
        var disposedAt: Int?
        let res = scheduler.start { () -> RACSignal<Int> in
            RACSignal<Int>.createSignal { subscriber in
                scheduler.afterDelay(5) { subscriber.sendNext(1) }
                scheduler.afterDelay(10) {
                    subscriber.sendError(TestError(7))
                    subscriber.sendCompleted()
                }
                return RACDisposable { disposedAt = scheduler.testScheduler.clock }
            }
        }
        XCTAssertEqual(res.events, [.next(205, 1), .error(210, TestError(7))])
        XCTAssertEqual(disposedAt, 210)
    }

    func testDisposalMidStreamReleasesAndDropsLaterEvents() {
        let scheduler = RACTestScheduler()
        var disposedAt: Int?
        var captured: RACPassthroughSubscriber<Int>?
        let res = scheduler.start(disposed: 250) { () -> RACSignal<Int> in
            RACSignal<Int>.createSignal { subscriber in
                captured = subscriber
                scheduler.afterDelay(10) { subscriber.sendNext(1) }
                scheduler.afterDelay(100) { subscriber.sendNext(2) }
                return RACDisposable { disposedAt = scheduler.testScheduler.clock }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(disposedAt, 250)
        captured?.sendNext(3)
        captured?.sendCompleted()
        XCTAssertEqual(res.events, [.next(210, 1)], "passthrough: nothing after disposal")
    }

    /// The shapes the docs invite: the subscriber kept in an array, an optional and a
    /// lock-protected box, sent to from another thread (it is `Sendable`), and handed to
    /// code that takes `any RACSubscriber<Int>` or a generic subscriber. A concrete type
    /// keeps all of them at the package's floor (no constrained existential as a generic
    /// argument, which needs iOS 16 / macOS 13).
    func testTheCreateSignalSubscriberCanBeKeptAnywhereAndSentToFromAnyThread() {
        func sendThroughExistential(_ subscriber: any RACSubscriber<Int>) { subscriber.sendNext(2) }
        func sendGenerically<S: RACSubscriber>(_ subscriber: S) where S.Value == Int { subscriber.sendNext(3) }
        let kept = Locked<[RACPassthroughSubscriber<Int>]>([])
        let received = Locked<[Int]>([])
        let done = expectation(description: "completed from another thread")
        let disposable = RACSignal<Int>.createSignal { subscriber in
            let optional: RACPassthroughSubscriber<Int>? = subscriber
            kept.withLock { $0.append(subscriber) }
            optional?.sendNext(1)
            sendThroughExistential(subscriber)
            sendGenerically(subscriber)
            DispatchQueue.global().async {
                subscriber.sendNext(4)
                subscriber.sendCompleted()
            }
            return nil
        }.subscribeNext({ value in received.withLock { $0.append(value) } }, completed: { done.fulfill() })
        wait(for: [done], timeout: 5)
        XCTAssertEqual(received.withLock { $0 }, [1, 2, 3, 4])
        kept.withLock { $0.first?.sendNext(5) }
        XCTAssertEqual(received.withLock { $0 }, [1, 2, 3, 4], "nothing passes after the end")
        disposable.dispose()
    }

    func testWrappedHotObservableSubscriptionWindows() {
        let scheduler = RACTestScheduler(testScheduler: TestScheduler(initialClock: 0))
        let xs = scheduler.testScheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(400, 4), .completed(500),
        ])
        let res = scheduler.start(disposed: 300) { xs.racSignal.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(220, 30)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testRacSignalWrapsWithoutCopyingAndReturnsItselfForSignals() {
        let signal = RACSignal<Int>.return(1)
        XCTAssertTrue(signal.racSignal === signal)
        let subject = PublishSubject<Int>()
        let wrapped = RACSignal(subject.asObservable())
        var received: [Int] = []
        let disposable = wrapped.subscribeNext { received.append($0) }
        subject.onNext(5)
        disposable.dispose()
        subject.onNext(6)
        XCTAssertEqual(received, [5])
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: simple signals

    func testReturnEmptyErrorNever() {
        let scheduler = RACTestScheduler()
        XCTAssertEqual(scheduler.start { RACSignal.return(3) }.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { RACSignal<Int>.empty() }.events,
                       [.completed(1200)])
        XCTAssertEqual(scheduler.start(created: 1400, subscribed: 1500, disposed: 1600) { RACSignal<Int>.error(TestError(2)) }.events,
                       [.error(1500, TestError(2))])
        XCTAssertEqual(scheduler.start(created: 1700, subscribed: 1800, disposed: 1900) { RACSignal<Int>.never() }.events, [])
    }

    func testDeferCreatesASignalPerSubscription() {
        let scheduler = RACTestScheduler()
        var made = 0
        let signal = RACSignal<Int>.defer {
            made += 1
            return RACSignal.return(made)
        }
        XCTAssertEqual(made, 0)
        var received: [Int] = []
        scheduler.performAsCurrentScheduler {
            signal.subscribeNext { received.append($0) }
            signal.subscribeNext { received.append($0) }
        }
        XCTAssertEqual(received, [1, 2])
    }

    // MARK: subscribe forms

    func testEverySubscribeForm() {
        let scheduler = RACTestScheduler()
        var log: [String] = []
        scheduler.performAsCurrentScheduler {
            let ok = RACSignal.return(1)
            let failing = RACSignal<Int>.error(TestError(3))
            ok.subscribeNext { log.append("n\($0)") }
            ok.subscribeNext({ log.append("n\($0)") }, completed: { log.append("c") })
            failing.subscribeNext({ log.append("n\($0)") }, error: { log.append("e\(($0 as? TestError)?.code ?? 0)") })
            ok.subscribeNext({ log.append("n\($0)") }, error: { _ in log.append("e") }, completed: { log.append("c") })
            failing.subscribeError { log.append("e\(($0 as? TestError)?.code ?? 0)") }
            ok.subscribeCompleted { log.append("c") }
            failing.subscribeError({ _ in log.append("e") }, completed: { log.append("c") })
            ok.subscribeError({ _ in log.append("e") }, completed: { log.append("c") })
        }
        XCTAssertEqual(log, ["n1", "n1", "c", "e3", "n1", "c", "e3", "c", "e", "c"])
    }

    func testErrorWithoutErrorBlockIsDroppedAndTheRxHookIsNotCalled() {
        let saved = Hooks.defaultErrorHandler
        let hookCalls = Counter()
        Hooks.defaultErrorHandler = { _, _ in hookCalls.increment() }
        defer { Hooks.defaultErrorHandler = saved }

        let scheduler = RACTestScheduler()
        var log: [String] = []
        scheduler.performAsCurrentScheduler {
            let failing = RACSignal<Int>.createSignal { subscriber in
                subscriber.sendNext(1)
                subscriber.sendError(TestError())
                return nil
            }
            let disposable = failing.subscribeNext { log.append("n\($0)") }
            XCTAssertTrue(disposable.isDisposed, "the subscription ended with the error")
            failing.subscribeCompleted { log.append("c") }
        }
        XCTAssertEqual(log, ["n1"])
        XCTAssertEqual(hookCalls.value, 0)
    }

    func testSubscribeWithSubscriberGetsDisposableFirstAndItIsDisposedAtTheEnd() {
        final class Recorder: RACSubscriber {
            var log: [String] = []
            var disposable: RACCompoundDisposable?
            func sendNext(_ value: Int) { log.append("n\(value)") }
            func sendError(_ error: Error) { log.append("e") }
            func sendCompleted() { log.append("c") }
            func didSubscribe(with disposable: RACCompoundDisposable) {
                log.append("didSubscribe")
                self.disposable = disposable
            }
        }
        let recorder = Recorder()
        let scheduler = RACTestScheduler()
        var returned: RACDisposable?
        scheduler.performAsCurrentScheduler {
            returned = RACSignal.return(4).subscribe(recorder)
        }
        XCTAssertEqual(recorder.log, ["didSubscribe", "n4", "c"])
        XCTAssertTrue(recorder.disposable === returned)
        XCTAssertTrue(returned?.isDisposed ?? false)
    }

    func testDisposingTheDisposableGivenToDidSubscribeStopsDelivery() {
        final class Recorder: RACSubscriber {
            var values: [Int] = []
            var disposable: RACCompoundDisposable?
            func sendNext(_ value: Int) { values.append(value) }
            func sendError(_ error: Error) { values.append(-1) }
            func sendCompleted() { values.append(-2) }
            func didSubscribe(with disposable: RACCompoundDisposable) { self.disposable = disposable }
        }
        let source = RACSubject<Int>()
        let recorder = Recorder()
        var upstreamDisposed = false
        let returned = source.doNext { _ in }.finally { upstreamDisposed = true }.subscribe(recorder)
        source.sendNext(1)
        recorder.disposable?.dispose()
        source.sendNext(2)
        source.sendCompleted()
        XCTAssertEqual(recorder.values, [1], "passthrough: nothing after the subscription's disposable is disposed")
        XCTAssertTrue(returned.isDisposed)
        XCTAssertFalse(source.hasSubscribers)
        XCTAssertFalse(upstreamDisposed, "finally does not run on disposal")
    }

    // MARK: subscription-scheduler rule (Docs/Semantics.md#subscription-scheduling)

    func testMainThreadCountsAsACurrentScheduler() {
        guard Thread.isMainThread else { return } // XCTest on Linux runs tests on the main thread
        XCTAssertTrue(RACScheduler.current() === RACScheduler.mainThread())
        var log: [String] = []
        RACSignal.return(1).subscribeNext { log.append("n\($0)") }
        log.append("returned")
        XCTAssertEqual(log, ["n1", "returned"], "subscribing on the main thread is synchronous")
    }

    func testDisposableReturnedAfterASynchronousEndIsDisposedAtOnce() {
        let scheduler = RACTestScheduler()
        var disposed = false
        scheduler.performAsCurrentScheduler {
            RACSignal<Int>.createSignal { subscriber in
                subscriber.sendCompleted()
                return RACDisposable { disposed = true }
            }.subscribeCompleted {}
        }
        XCTAssertTrue(disposed)
    }


    func testSubscriptionIsSynchronousInsideASchedulerBlock() {
        let scheduler = RACTestScheduler()
        var log: [String] = []
        scheduler.schedule {
            RACSignal<Int>.createSignal { subscriber in
                log.append("didSubscribe")
                subscriber.sendNext(1)
                return nil
            }.subscribeNext { log.append("n\($0)") }
            log.append("returned")
        }
        scheduler.step()
        XCTAssertEqual(log, ["didSubscribe", "n1", "returned"])
    }

    func testSubscriptionFromABareThreadRunsOnABackgroundScheduler() {
        let done = expectation(description: "subscribed in the background")
        let log = SharedLog<String>()
        let signal = RACSignal<Int>.createSignal { subscriber in
            let current = RACScheduler.current()
            log.append(current == nil ? "no current scheduler" : "on a scheduler")
            subscriber.sendNext(1)
            subscriber.sendCompleted()
            return nil
        }
        let thread = Thread {
            let subscribingThread = Thread.current
            signal.subscribeNext({ _ in
                log.append(Thread.current === subscribingThread ? "same thread" : "other thread")
            }, completed: { done.fulfill() })
        }
        thread.start()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, ["on a scheduler", "other thread"])
    }

    func testDisposingBeforeAScheduledSubscriptionRunsSkipsIt() {
        // The engine producer behind RAC signals, on a stepped scheduler.
        let scheduler = RACTestScheduler()
        var runs = 0
        let signal = RACSignal(Engine<Int>.make(subscribingOn: scheduler) { sink, _ in
            runs += 1
            sink.next(1)
        })
        var received: [Int] = []
        signal.subscribeNext { received.append($0) }.dispose()
        let kept = signal.subscribeNext { received.append($0) }
        scheduler.stepAll()
        XCTAssertEqual(runs, 1, "the disposed subscription never ran")
        XCTAssertEqual(received, [1])
        kept.dispose()
    }

    // MARK: RACSubject (Docs/Semantics.md#subjects-after-termination)

    func testSubjectHasNoTerminalState() {
        let subject = RACSubject<Int>()
        var early: [String] = [], late: [String] = []
        subject.subscribeNext({ early.append("n\($0)") }, completed: { early.append("c") })
        subject.sendNext(1)
        subject.sendCompleted()
        subject.subscribeNext({ late.append("n\($0)") }, completed: { late.append("c") })
        subject.sendNext(2)
        XCTAssertEqual(early, ["n1", "c"])
        XCTAssertEqual(late, ["n2"], "a late subscriber gets no completion, and later values reach it")
    }

    func testSubjectSubscriptionIsSynchronousAndDisposable() {
        let subject = RACSubject<Int>()
        var received: [Int] = []
        let disposable = subject.subscribeNext { received.append($0) }
        subject.sendNext(1)
        disposable.dispose()
        subject.sendNext(2)
        XCTAssertEqual(received, [1])
    }

    /// A subscription disposed after values were sent (outside a send, or from another
    /// subscriber's callback during one) releases its block at once: the subject's
    /// sender keeps no copy of a detached subscriber until the next value.
    func testDisposedSubjectSubscriptionReleasesItsBlockWithoutAnotherSend() {
        final class Token {}
        let subject = RACSubject<Int>()
        weak var outsideToken: Token?
        weak var insideToken: Token?
        var inside: RACDisposable?
        var outside: RACDisposable?
        do {
            let first = Token(), second = Token()
            outsideToken = first
            insideToken = second
            outside = subject.subscribeNext { _ in _ = first }
            subject.subscribeNext { value in if value == 2 { inside?.dispose() } }
            inside = subject.subscribeNext { _ in _ = second }
        }
        subject.sendNext(1)
        outside?.dispose()
        outside = nil
        XCTAssertNil(outsideToken, "disposed outside a send: released at once")
        subject.sendNext(2) // the second subscriber disposes the third mid-send
        inside = nil
        XCTAssertNil(insideToken, "disposed from a callback: released when that send ends")
    }

    func testSubscribePicksTheRACOverloadForASubjectAndTheSubjectEndsItsSources() {
        let scheduler = RACTestScheduler()
        let subject = RACSubject<Int>()
        var received: [String] = []
        subject.subscribeNext({ received.append("n\($0)") }, error: { _ in received.append("e") }, completed: { received.append("c") })
        var upstreamDisposed = false
        let source = RACSignal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            return RACDisposable { upstreamDisposed = true }
        }
        var subscription: RACDisposable?
        scheduler.performAsCurrentScheduler {
            let disposable = source.subscribe(subject)
            subscription = disposable
        }
        XCTAssertEqual(received, ["n1"])
        XCTAssertFalse(upstreamDisposed)
        subject.sendCompleted()
        XCTAssertTrue(upstreamDisposed, "a subject's end disposes the subscriptions feeding it")
        XCTAssertTrue(subscription?.isDisposed ?? false)
        XCTAssertEqual(received, ["n1", "c"])
    }

    func testSubjectErrorReachesCurrentSubscribersOnly() {
        let subject = RACSubject<Int>()
        var log: [String] = []
        subject.subscribeNext({ log.append("n\($0)") }, error: { _ in log.append("e") })
        subject.sendError(TestError())
        subject.subscribeNext({ log.append("late n\($0)") }, error: { _ in log.append("late e") })
        subject.sendNext(3)
        XCTAssertEqual(log, ["e", "late n3"])
    }

    func testSubjectReentrantSendIsDeliveredRecursively() {
        let subject = RACSubject<Int>()
        var log: [Int] = []
        let subscription = subject.subscribeNext { value in
            log.append(value)
            if value < 3 { subject.sendNext(value + 1) }
        }
        subject.sendNext(1)
        XCTAssertEqual(log, [1, 2, 3])
        subscription.dispose() // the block holds the subject: end the cycle

    }

    // MARK: serialization (Docs/Semantics.md#serialization)

    func testConcurrentSendersToASubjectAreSerialized() {
        let subject = RACSubject<Int>()
        let inside = TestAtomic(0)
        let overlaps = TestAtomic(0)
        var count = 0
        subject.subscribeNext { _ in
            if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 { overlaps.add(1, ordering: .relaxed) }
            count += 1
            inside.subtract(1, ordering: .acquiringAndReleasing)
        }
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for value in 0..<10_000 { subject.sendNext(value) }
        }
        XCTAssertEqual(count, 20_000)
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
    }

    func testConcurrentSendersInCreateSignalAreSerializedThroughOperators() {
        let scheduler = RACTestScheduler()
        // Overlap detectors for the map block and the subscriber block; the counts are
        // shared too, since the map block runs on the sending threads.
        let inMap = TestAtomic(0), inSubscriber = TestAtomic(0)
        let overlaps = TestAtomic(0), mapped = TestAtomic(0), received = TestAtomic(0)
        var completed = false
        scheduler.performAsCurrentScheduler {
            RACSignal<Int>.createSignal { subscriber in
                let shared = UncheckedBox(subscriber)
                DispatchQueue.concurrentPerform(iterations: 2) { _ in
                    for value in 0..<10_000 { shared.value.sendNext(value) }
                }
                subscriber.sendCompleted()
                return nil
            }
            .map { value -> Int in
                if inMap.add(1, ordering: .acquiringAndReleasing).newValue != 1 { overlaps.add(1, ordering: .relaxed) }
                mapped.add(1, ordering: .relaxed)
                inMap.subtract(1, ordering: .acquiringAndReleasing)
                return value
            }
            .subscribeNext({ _ in
                if inSubscriber.add(1, ordering: .acquiringAndReleasing).newValue != 1 { overlaps.add(1, ordering: .relaxed) }
                received.add(1, ordering: .relaxed)
                inSubscriber.subtract(1, ordering: .acquiringAndReleasing)
            }, completed: { completed = true })
        }
        XCTAssertEqual(received.load(ordering: .relaxed), 20_000)
        XCTAssertEqual(mapped.load(ordering: .relaxed), 20_000)
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "the map block and the subscriber never run concurrently")
        XCTAssertTrue(completed)
    }

    // MARK: RACEvent and errors

    func testRACEvent() {
        let value = RACEvent(value: 5)
        XCTAssertEqual(value.eventType, .next)
        XCTAssertEqual(value.value, 5)
        XCTAssertNil(value.error)
        XCTAssertFalse(value.isFinished)
        let failure = RACEvent<Int>(error: TestError(4))
        XCTAssertEqual(failure.eventType, .error)
        XCTAssertEqual(failure.error as? TestError, TestError(4))
        XCTAssertTrue(failure.isFinished)
        XCTAssertNil(failure.value)
        XCTAssertEqual(RACEvent<Int>.completed.eventType, .completed)
        XCTAssertTrue(RACEvent<Int>.completed.isFinished)
        XCTAssertEqual(RACEvent<Int>.completed, .completed)
        XCTAssertNotEqual(value, RACEvent(value: 6))
    }

    func testErrorDomainsAndCodes() {
        let notEnabled = RACCommandError(.notEnabled) as NSError
        XCTAssertEqual(notEnabled.domain, "RACCommandErrorDomain")
        XCTAssertEqual(notEnabled.code, 1)
        XCTAssertEqual(RACCommandErrorDomain, "RACCommandErrorDomain")
        let timedOut = RACSignalError.timedOut as NSError
        XCTAssertEqual(timedOut.domain, "RACSignalErrorDomain")
        XCTAssertEqual(timedOut.code, 1)
        XCTAssertEqual((RACSignalError.noMatchingCase as NSError).code, 2)
        XCTAssertEqual(RACSignalErrorDomain, "RACSignalErrorDomain")
    }
}

/// Hands a non-Sendable value to concurrent test code (the value is thread-safe).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
