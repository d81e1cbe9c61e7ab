import XCTest
import Foundation
@testable import ReactiveCore
import RxBridge
import ReactiveTesting

private enum SchedulingTestError: Error { case boom }

/// A minimal `RACSignalError.timedOut` stand-in: the engine's error parameter is tested
/// without the RAC facade.
private enum WholeSignalTimeout: Error { case timedOut }

final class SchedulingOperatorTests: ReactiveTestCase {
    // MARK: observe(on:) on virtual time

    // The source is released when its end passes into observe(on:), one tick before the
    // end is delivered (RxSwift: the stage upstream releases itself after forwarding).
    func testObserveOnDeliversOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testObserveOnSameTickEventsKeepOrderOneStepEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testObserveOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, SchedulingTestError.boom), .next(260, 2)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .error(251, SchedulingTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testObserveOnDisposedBeforeQueuedEventRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start(disposed: 241) { xs.observe(on: scheduler) }
        // The dispose at 241 was scheduled before the drain of the 240 event.
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 241)])
    }

    func testObserveOnReentrantEventsKeepOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
            received.append(value)
            if value < 3 { subject.onNext(value + 10) }
        })
        scheduler.scheduleAt(10) {
            subject.onNext(1)
            subject.onNext(2)
        }
        scheduler.start()
        XCTAssertEqual(received, [1, 2, 11, 12])
        subscription.dispose()
    }

    // MARK: observe(on:) on real queues

    func testObserveOnSerialQueueKeepsOrderAndThread() {
        let done = expectation(description: "completed")
        let queue = DispatchQueue(label: "test.observeOn")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "test.observeOn.inner")
        var received: [Int] = []
        var offQueue = 0
        let subscription = Observable.from(Array(0 ..< 500)).observe(on: scheduler).subscribe(onNext: { value in
            if DispatchQueue.getSpecific(key: key) != 7 { offQueue += 1 }
            received.append(value)
        }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(received, Array(0 ..< 500))
        XCTAssertEqual(offQueue, 0)
    }

    /// A burst is delivered by one dispatch (Docs/Schedulers.md): a block scheduled on the
    /// same queue between two events of the burst runs after it. The queue is held busy
    /// so that the burst is certain to pile up.
    func testObserveOnSerialQueueDeliversABurstInOneDispatch() {
        let done = expectation(description: "completed")
        let queue = DispatchQueue(label: "test.observeOn.burst")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "test.observeOn.burst.inner")
        let release = DispatchSemaphore(value: 0)
        let order = Locked<[String]>([])
        _ = scheduler.schedule(()) { _ in release.wait(); return Disposables.create() }
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
            order.withLock { $0.append("\(value)") }
        }, onCompleted: { done.fulfill() })
        subject.onNext(1)
        _ = scheduler.schedule(()) { _ in order.withLock { $0.append("other") }; return Disposables.create() }
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(order.withLock { $0 }, [], "nothing is delivered synchronously")
        release.signal()
        wait(for: [done], timeout: 5)
        subscription.dispose()
        let other = expectation(description: "other block ran")
        queue.async { other.fulfill() }
        wait(for: [other], timeout: 5)
        // The burst drain is a fast path: with fast paths off, every event has a dispatch of its own.
        XCTAssertEqual(order.withLock { $0 }, FastPaths.enabled ? ["1", "2", "other"] : ["1", "other", "2"])
    }

    func testObserveOnConcurrentQueueNeverOverlaps() {
        let done = expectation(description: "completed")
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let active = Locked(0)
        let overlaps = Locked(0)
        var received: [Int] = []
        let subscription = Observable.from(Array(0 ..< 300)).observe(on: scheduler).subscribe(onNext: { value in
            if active.withLock({ count -> Int in count += 1; return count }) > 1 { overlaps.withLock { $0 += 1 } }
            received.append(value)
            active.withLock { $0 -= 1 }
        }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(received, Array(0 ..< 300))
        XCTAssertEqual(overlaps.withLock { $0 }, 0)
    }

    func testObserveOnMainInstanceIsSynchronousOnMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        var received: [Int] = []
        let subscription = Observable.of(1, 2, 3).observe(on: MainScheduler.instance).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func testObserveOnMainInstanceFromBackgroundHopsToMain() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        let done = expectation(description: "completed on main")
        var onMain: [Bool] = []
        let subscription = Observable.of(1, 2, 3)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { _ in onMain.append(Thread.isMainThread) }, onCompleted: {
                onMain.append(Thread.isMainThread)
                done.fulfill()
            })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(onMain, [true, true, true, true])
    }

    func testObserveOnMainAsyncInstanceIsNeverSynchronous() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        let done = expectation(description: "completed")
        var received: [Int] = []
        let subscription = Observable.of(1, 2).observe(on: MainScheduler.asyncInstance).subscribe(onNext: { received.append($0) }, onCompleted: { done.fulfill() })
        XCTAssertEqual(received, [])
        wait(for: [done], timeout: 5)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }

    // MARK: subscribe(on:)

    func testSubscribeOnSchedulesSubscriptionAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2)])
        // Rx (Docs/Semantics.md#subscribe-on): the disposal at 1000 runs one scheduler step later.
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testSubscribeOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 252)])
    }

    func testSubscribeOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(30, SchedulingTestError.boom)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.error(231, SchedulingTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 232)])
    }

    func testSubscribeOnDisposedBeforeSubscriptionRunsNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(on: scheduler).subscribe { _ in } }
        scheduler.scheduleAt(200) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testSubscribeOnRACModeDisposesSynchronously() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let res = scheduler.start { xs.asObservable().engine.subscribe(on: scheduler, dialect: .rac) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2)])
        // RAC (Docs/Semantics.md#subscribe-on): only the subscription is scheduled.
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1000)])
    }

    func testSubscribeOnRealQueueSubscribesThere() {
        let done = expectation(description: "subscribed")
        let queue = DispatchQueue(label: "test.subscribeOn")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 3)
        var subscribedOnQueue = false
        let source = Observable<Int>.create { observer in
            subscribedOnQueue = DispatchQueue.getSpecific(key: key) == 3
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = source.subscribe(on: SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "test.subscribeOn.inner"))
            .subscribe(onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertTrue(subscribedOnQueue)
    }

    // MARK: delay

    func testDelayShiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(290, 3), .completed(300)])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(260, 1), .next(270, 2), .next(340, 3), .completed(350)])
        // As in RxSwift, the source is released at its own completion.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDelayErrorIsNotDelayedAndDropsPendingValues() {
        // Docs/Semantics.md#delay.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, SchedulingTestError.boom)])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(220, SchedulingTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDelayErrorAfterSomeValuesWereDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .error(270, SchedulingTestError.boom)])
        let res = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 1), .error(270, SchedulingTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testDelayDisposedWithValuesPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start(disposed: 265) { xs.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(260, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 265)])
    }

    func testDelayZeroKeepsOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(220)])
        let res = scheduler.start { xs.delay(.seconds(0), scheduler: scheduler) }
        // One event per timer firing, as RxSwift (checked on it): 2 leaves a pass after 1.
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .completed(221)])
    }

    // MARK: delaySubscription

    func testDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 260)])
    }

    func testDelaySubscriptionDisposedBeforeDue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDelaySubscriptionError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, SchedulingTestError.boom)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(240, SchedulingTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 240)])
    }

    // MARK: timeout

    func testTimeoutIsAGapBetweenElements() {
        // Docs/Semantics.md#timeout, Rx side.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 1), .next(280, 2), .next(320, 3)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 1), .next(280, 2), .next(320, 3), .error(370, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    func testTimeoutSourceCompletesInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testTimeoutSourceErrorsInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(240, SchedulingTestError.boom)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(240, SchedulingTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testTimeoutSwitchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let ys = scheduler.createColdObservable([.next(10, 10), .completed(20)])
        let res = scheduler.start { xs.timeout(.seconds(40), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 10), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
    }

    func testTimeoutDisposedBeforeDeadline() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.next(10, 10)])
        let res = scheduler.start(disposed: 230) { xs.timeout(.seconds(40), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testTimeoutWholeSequenceModeForRAC() {
        // Docs/Semantics.md#timeout, RAC side: one deadline from subscription; elements do not reset it.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 1), .next(280, 2), .next(320, 3)])
        let res = scheduler.start {
            xs.asObservable().engine.timeout(.seconds(50), scheduler: scheduler, dialect: .rac, error: WholeSignalTimeout.timedOut)
        }
        XCTAssertEqual(res.events, [.next(240, 1), .error(250, WholeSignalTimeout.timedOut)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: real queues for the time operators

    func testTimeoutAndDelayOnRealQueue() {
        let done = expectation(description: "timed out")
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.timeout")
        let received = Locked<[String]>([])
        let subscription = Observable<Int>.never()
            .timeout(.milliseconds(10), other: Observable.just(7), scheduler: scheduler)
            .delay(.milliseconds(5), scheduler: scheduler)
            .subscribe(onNext: { value in received.withLock { $0.append("next \(value)") } },
                       onCompleted: {
                received.withLock { $0.append("completed") }
                done.fulfill()
            })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(received.withLock { $0 }, ["next 7", "completed"])
    }

    func testTimeoutErrorOnRealQueue() {
        let done = expectation(description: "timed out")
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subscription = Observable<Int>.never()
            .timeout(.milliseconds(5), scheduler: scheduler)
            .subscribe(onError: { error in
                if case RxError.timeout = error { done.fulfill() }
            })
        wait(for: [done], timeout: 5)
        subscription.dispose()
    }
}
