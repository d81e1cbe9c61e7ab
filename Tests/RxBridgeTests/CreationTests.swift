import XCTest
import RxBridge
import ReactiveTesting

private enum CreationTestError: Error { case boom, other }

/// A disposable that counts its disposals and records the tick of the first.
private final class TestResource: Disposable, @unchecked Sendable {
    let scheduler: TestScheduler
    private(set) var disposeCount = 0
    private(set) var disposedAt: TestTime?

    init(_ scheduler: TestScheduler) { self.scheduler = scheduler }

    func dispose() {
        disposeCount += 1
        if disposedAt == nil { disposedAt = scheduler.clock }
    }
}

final class CreationTests: ReactiveTestCase {
    // MARK: deferred

    func testDeferredCallsFactoryPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryCalls = 0
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start {
            Observable<Int>.deferred {
                factoryCalls += 1
                return xs.asObservable()
            }
        }
        XCTAssertEqual(factoryCalls, 1)
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDeferredFactoryIsLazyAndRunsAgainOnEachSubscription() {
        var factoryCalls = 0
        let deferred = Observable<Int>.deferred {
            factoryCalls += 1
            return Observable.just(factoryCalls)
        }
        XCTAssertEqual(factoryCalls, 0)
        var received: [Int] = []
        _ = deferred.subscribe(onNext: { received.append($0) })
        _ = deferred.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }

    func testDeferredFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.deferred { throw CreationTestError.boom }
        }
        XCTAssertEqual(res.events, [.error(200, CreationTestError.boom)])
    }

    func testDeferredDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) {
            Observable<Int>.deferred { xs.asObservable() }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: repeatElement

    func testRepeatElementOnVirtualScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 205) {
            Observable.repeatElement(42, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(201, 42), .next(202, 42), .next(203, 42), .next(204, 42)])
    }

    func testRepeatElementOnCurrentThreadStopsWhenDisposed() {
        var received = 0
        var subscription: Disposable?
        // Inside a trampoline action `subscribe` returns before the first element, so the
        // callback can dispose the endless source.
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.repeatElement("x").subscribe(onNext: { _ in
                received += 1
                if received == 5 { subscription?.dispose() }
            })
            return Disposables.create()
        }
        XCTAssertEqual(received, 5)
        subscription = nil
    }

    // MARK: generate

    func testGenerateFinite() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
    }

    func testGenerateInitialStateFailingConditionCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 10, condition: { $0 < 3 }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testGenerateConditionThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in throw CreationTestError.boom }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.error(201, CreationTestError.boom)])
    }

    func testGenerateIterateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { _ in throw CreationTestError.other }
        }
        XCTAssertEqual(res.events, [.next(201, 0), .error(202, CreationTestError.other)])
    }

    func testGenerateDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
    }

    func testGenerateDefaultSchedulerIsCurrentThread() {
        var received: [Int] = []
        var completed = false
        _ = Observable.generate(initialState: 1, condition: { $0 < 100 }) { $0 * 3 }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 3, 9, 27, 81])
        XCTAssertTrue(completed)
    }

    // MARK: timer / interval

    func testTimerOneShot() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.timer(.seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
    }

    func testTimerDisposedBeforeDue() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 250) {
            Observable<Int>.timer(.seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [])
    }

    func testTimerPeriodic() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 330) {
            Observable<Int64>.timer(.seconds(100), period: .seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(300, 0), .next(310, 1), .next(320, 2)])
    }

    func testInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 550) {
            Observable<Int>.interval(.seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(300, 0), .next(400, 1), .next(500, 2)])
    }

    func testIntervalWrapsAroundInsteadOfTrapping() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 1200) {
            Observable<UInt8>.interval(.seconds(1), scheduler: scheduler)
        }
        // 256 ticks after the first value the counter is back at 0.
        XCTAssertEqual(res.events[255].value, .next(255))
        XCTAssertEqual(res.events[256].value, .next(0))
    }

    func testIntervalOnRealQueue() {
        let done = expectation(description: "three ticks")
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.interval")
        // A tick already running on the queue may still append after `dispose` returns
        // (disposal does not wait for a running action, as in RxSwift): read under a lock.
        let lock = NSLock()
        var received: [Int] = []
        let subscription = Observable<Int>.interval(.milliseconds(5), scheduler: scheduler)
            .subscribe(onNext: { value in
                let count = lock.withLock { () -> Int in
                    received.append(value)
                    return received.count
                }
                if count == 3 { done.fulfill() }
            })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(lock.withLock { Array(received.prefix(3)) }, [0, 1, 2])
    }

    // MARK: using

    func testUsingDisposesResourceAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TestResource?
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let res = scheduler.start {
            Observable<Int>.using({ () -> TestResource in
                let made = TestResource(scheduler)
                resource = made
                return made
            }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(resource?.disposeCount, 1)
        XCTAssertEqual(resource?.disposedAt, 250)
    }

    func testUsingDisposesResourceOnDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TestResource?
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let res = scheduler.start(disposed: 300) {
            Observable<Int>.using({ () -> TestResource in
                let made = TestResource(scheduler)
                resource = made
                return made
            }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(resource?.disposedAt, 300)
        XCTAssertEqual(resource?.disposeCount, 1)
    }

    func testUsingResourceFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryCalled = false
        let res = scheduler.start {
            Observable<Int>.using({ () -> TestResource in throw CreationTestError.boom },
                                  observableFactory: { _ in
                factoryCalled = true
                return Observable.never()
            })
        }
        XCTAssertEqual(res.events, [.error(200, CreationTestError.boom)])
        XCTAssertFalse(factoryCalled)
    }

    func testUsingObservableFactoryThrowsStillDisposesResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TestResource?
        let res = scheduler.start {
            Observable<Int>.using({ () -> TestResource in
                let made = TestResource(scheduler)
                resource = made
                return made
            }, observableFactory: { _ in throw CreationTestError.other })
        }
        XCTAssertEqual(res.events, [.error(200, CreationTestError.other)])
        XCTAssertEqual(resource?.disposeCount, 1)
        XCTAssertEqual(resource?.disposedAt, 200)
    }

    func testUsingPassesTheResourceToTheFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        var seen: TestResource?
        var made: TestResource?
        _ = scheduler.start {
            Observable<Int>.using({ () -> TestResource in
                made = TestResource(scheduler)
                return made!
            }, observableFactory: { resource in
                seen = resource
                return Observable.empty()
            })
        }
        XCTAssertTrue(seen === made)
    }
}
