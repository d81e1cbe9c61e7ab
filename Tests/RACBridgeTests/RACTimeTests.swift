import XCTest
import Dispatch
import Foundation
import RACBridge
import ReactiveCore
import ReactiveTesting

final class RACTimeTests: RACTestCase {
    // MARK: throttle (Docs/Semantics.md#throttle)

    func testThrottleSendsAValueAfterAQuietIntervalAndCompletionFlushesIt() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(310)])
        let res = scheduler.start { xs.racSignal.throttle(50, on: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 3), .next(310, 4), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testThrottleDropsTheWaitingValueOnError() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .error(240, TestError())])
        let res = scheduler.start { xs.racSignal.throttle(50, on: scheduler) }
        XCTAssertEqual(res.events, [.error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testThrottleDisposedCancelsTheWaitingValue() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(300, 2), .completed(400)])
        let res = scheduler.start(disposed: 230) { xs.racSignal.throttle(50, on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testThrottleWithoutASchedulerTimesOnTheCurrentScheduler() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(310)])
        var currents: [Bool] = []
        // `deliver(on:)` sends each value from a block run by the test scheduler (one tick
        // later), so that scheduler is current when `throttle` starts its timers.
        let res = scheduler.start { () -> RACSignal<Int> in
            xs.racSignal.deliver(on: scheduler).throttle(50).doNext { _ in
                currents.append(RACScheduler.current() === scheduler)
            }
        }
        XCTAssertEqual(res.events, [.next(281, 3), .next(311, 4), .completed(311)])
        XCTAssertEqual(currents, [true, true])
    }

    func testThrottleWithoutACurrentSchedulerUsesABackgroundOne() {
        let subject = RACSubject<Int>()
        let received = expectation(description: "throttled value")
        let schedulers = SharedLog<RACScheduler?>()
        let values = SharedLog<Int>()
        let disposable = subject.throttle(0.01).subscribeNext { value in
            values.append(value)
            schedulers.append(RACScheduler.current())
            received.fulfill()
        }
        DispatchQueue.global().async {
            subject.sendNext(1)
            subject.sendNext(2)
        }
        wait(for: [received], timeout: 5)
        disposable.dispose()
        XCTAssertEqual(values.all, [2])
        let current = schedulers.all.first ?? nil
        XCTAssertNotNil(current)
        XCTAssertFalse(current === RACScheduler.mainThread())
    }

    func testThrottleValuesPassingTestSendsFailingValuesAtOnce() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
        let res = scheduler.start { xs.racSignal.throttle(50, valuesPassingTest: { $0 != 2 }, on: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2), .next(280, 3), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])

        let ys = hot(scheduler, [.next(1210, 1), .next(1220, 2), .completed(1300)])
        let implicit = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            ys.racSignal.deliver(on: scheduler).throttle(50, valuesPassingTest: { $0 == 1 })
        }
        XCTAssertEqual(implicit.events, [.next(1221, 2), .completed(1301)])
    }

    // MARK: delay (Docs/Semantics.md#delay)

    func testDelayShiftsValuesAndCompletion() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.racSignal.delay(20, on: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1), .next(240, 2), .completed(270)])
        // The source is released at its own completion (RAC's inner subscriber disposes
        // itself then), not when the delayed completion is sent.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDelaySendsAnErrorAtOnceAndDropsWaitingValues() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.racSignal.delay(50, on: scheduler) }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDelayWithoutASchedulerTimesOnTheCurrentSchedulerAndStopsAtDisposal() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start(disposed: 235) { xs.racSignal.deliver(on: scheduler).delay(20) }
        XCTAssertEqual(res.events, [.next(231, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    // MARK: timeout (Docs/Semantics.md#timeout)

    func testTimeoutIsOneDeadlineForTheWholeSignal() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(240, 1), .next(280, 2), .next(320, 3), .completed(400)])
        let res = scheduler.start { xs.racSignal.timeout(50, on: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 1), .error(250, RACSignalError.timedOut)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTimeoutErrorKeepsRACsDomainAndCode() {
        let error = RACSignalError.timedOut as NSError
        XCTAssertEqual(error.domain, RACSignalErrorDomain)
        XCTAssertEqual(error.code, 1)
    }

    func testTimeoutIsCancelledByAnEarlyEnd() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.racSignal.timeout(50, on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])

        let ys = hot(scheduler, [.error(1220, TestError())])
        let failed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { ys.racSignal.timeout(50, on: scheduler) }
        XCTAssertEqual(failed.events, [.error(1220, TestError())])
        XCTAssertEqual(ys.subscriptions, [Subscription(1200, 1220)])
    }

    // MARK: buffer(withTime:on:) (Docs/Semantics.md#buffer-with-time)

    func testBufferWithTimeStartsItsTimerAtTheFirstValueAndNeverSendsEmpty() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(400, 3), .completed(470)])
        let res = scheduler.start { xs.racSignal.buffer(withTime: 100, on: scheduler) }
        XCTAssertEqual(res.events, [.next(310, [1, 2]), .next(470, [3]), .completed(470)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 470)])
    }

    func testBufferWithTimeDropsTheBufferOnErrorAndCompletesEmptyWithoutAValue() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .error(250, TestError())])
        let res = scheduler.start { xs.racSignal.buffer(withTime: 100, on: scheduler) }
        XCTAssertEqual(res.events, [.error(250, TestError())])

        let ys = hot(scheduler, [.completed(1500)])
        let empty = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { ys.racSignal.buffer(withTime: 100, on: scheduler) }
        XCTAssertEqual(empty.events, [.completed(1500)])
    }

    func testBufferWithTimeDisposedMidBufferSendsNothing() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .completed(470)])
        let res = scheduler.start(disposed: 300) { xs.racSignal.buffer(withTime: 100, on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTimeoutDisposedBeforeTheDeadlineNeverFails() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .completed(500)])
        let res = scheduler.start(disposed: 230) { xs.racSignal.timeout(50, on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: interval (Docs/Semantics.md#interval)

    func testIntervalSendsTheSchedulersDate() {
        let scheduler = makeScheduler()
        let res = scheduler.start(disposed: 450) { RACSignal<Date>.interval(100, on: scheduler) }
        XCTAssertEqual(res.events, [
            .next(300, Date(timeIntervalSince1970: 300)),
            .next(400, Date(timeIntervalSince1970: 400)),
        ])
    }

    func testIntervalStopsAtDisposalAndEachSubscriptionHasItsOwnTimer() {
        let scheduler = makeScheduler()
        let signal = RACSignal<Date>.interval(10, on: scheduler)
        var first: [TimeInterval] = []
        var second: [TimeInterval] = []
        var disposables: [RACDisposable] = []
        scheduler.performAsCurrentScheduler {
            disposables.append(signal.subscribeNext { first.append($0.timeIntervalSince1970) })
        }
        scheduler.afterDelay(15) {
            disposables.append(signal.subscribeNext { second.append($0.timeIntervalSince1970) })
        }
        scheduler.afterDelay(36) { disposables.forEach { $0.dispose() } }
        scheduler.stepAll()
        XCTAssertEqual(first, [10, 20, 30])
        XCTAssertEqual(second, [25, 35])
    }

    func testIntervalSubscribedWithoutACurrentSchedulerStartsOnABackgroundScheduler() {
        let ticked = expectation(description: "ticked")
        let scheduler = RACScheduler.scheduler()
        let onScheduler = SharedLog<Bool>()
        let disposable = SharedLog<RACDisposable>()
        DispatchQueue.global().async {
            disposable.append(RACSignal<Date>.interval(0.01, on: scheduler).take(2).subscribeNext({ _ in
                onScheduler.append(RACScheduler.current() === scheduler)
            }, completed: { ticked.fulfill() }))
        }
        wait(for: [ticked], timeout: 5)
        XCTAssertEqual(onScheduler.all, [true, true])
        disposable.all.forEach { $0.dispose() }
    }

    // MARK: deliver(on:) / deliverOnMainThread (Docs/Semantics.md#deliver-on)

    func testDeliverOnSchedulesEachEventOnTheScheduler() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .error(230, TestError())])
        var currents: [Bool] = []
        let res = scheduler.start { () -> RACSignal<Int> in
            xs.racSignal.deliver(on: scheduler).doNext { _ in currents.append(RACScheduler.current() === scheduler) }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .error(231, TestError())])
        XCTAssertEqual(currents, [true, true])
        // RAC's inner subscriber disposes its subscription when it receives the error
        // (RACSubscriber -sendError:), before the scheduled delivery.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDeliverOnAQueueScheduler() {
        let queue = RACScheduler.scheduler()
        let done = expectation(description: "completed")
        let onQueue = SharedLog<Bool>()
        let values = SharedLog<Int>()
        let subject = RACSubject<Int>()
        let disposable = subject.deliver(on: queue).subscribeNext({ value in
            values.append(value)
            onQueue.append(RACScheduler.current() === queue)
        }, completed: {
            onQueue.append(RACScheduler.current() === queue)
            done.fulfill()
        })
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendCompleted()
        wait(for: [done], timeout: 5)
        disposable.dispose()
        XCTAssertEqual(values.all, [1, 2])
        XCTAssertEqual(onQueue.all, [true, true, true])
    }

    /// As Rx's `observe(on:)`: a burst goes out in one dispatch on a queue scheduler
    /// (Docs/Schedulers.md), so a block scheduled between two of its events runs after it.
    func testDeliverOnAQueueSchedulerDeliversABurstInOneDispatch() {
        let queue = RACScheduler.scheduler()
        let release = DispatchSemaphore(value: 0)
        let done = expectation(description: "completed")
        let order = SharedLog<String>()
        queue.schedule { release.wait() }
        let subject = RACSubject<Int>()
        let disposable = subject.deliver(on: queue).subscribeNext({ order.append("\($0)") }, completed: { done.fulfill() })
        subject.sendNext(1)
        let other = expectation(description: "other block ran")
        queue.schedule {
            order.append("other")
            other.fulfill()
        }
        subject.sendNext(2)
        subject.sendCompleted()
        XCTAssertEqual(order.all, [], "nothing is delivered synchronously")
        release.signal()
        // The burst drain is a fast path: with fast paths off, every event has a dispatch of its own.
        wait(for: FastPaths.enabled ? [done, other] : [other, done], timeout: 5, enforceOrder: true)
        disposable.dispose()
        XCTAssertEqual(order.all, FastPaths.enabled ? ["1", "2", "other"] : ["1", "other", "2"])
    }

    func testDeliverOnMainThreadIsSynchronousOnTheMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        var values: [Int] = []
        RACSignal.return(1).deliverOnMainThread().subscribeNext { values.append($0) }
        XCTAssertEqual(values, [1], "sent before subscribeNext returns")
    }

    func testDeliverOnMainThreadFromABackgroundThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        let done = expectation(description: "delivered")
        let onMain = SharedLog<Bool>()
        let subject = RACSubject<Int>()
        let disposable = subject.deliverOnMainThread().subscribeNext { _ in
            onMain.append(Thread.isMainThread)
            done.fulfill()
        }
        DispatchQueue.global().async { subject.sendNext(1) }
        wait(for: [done], timeout: 5)
        disposable.dispose()
        XCTAssertEqual(onMain.all, [true])
    }

    // MARK: subscribe(on:) (Docs/Semantics.md#subscribe-on)

    func testSubscribeOnSchedulesOnlyTheSubscription() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(190, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 215) { xs.racSignal.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        // Subscribed one processing tick later; released at once on disposal (Rx: 216).
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 215)])
    }

    func testSubscribeOnRunsTheSubscriptionAsTheScheduler() {
        let scheduler = makeScheduler()
        var current: RACScheduler?
        let signal = RACSignal<Int>.createSignal { subscriber in
            current = RACScheduler.current()
            subscriber.sendNext(1)
            subscriber.sendCompleted()
            return nil
        }
        var values: [Int] = []
        let disposable = signal.subscribe(on: scheduler).subscribeNext { values.append($0) }
        XCTAssertEqual(values, [])
        scheduler.stepAll()
        XCTAssertEqual(values, [1])
        XCTAssertTrue(current === scheduler)
        disposable.dispose()
    }
}
