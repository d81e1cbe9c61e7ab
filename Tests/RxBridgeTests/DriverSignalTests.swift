import XCTest
import RxBridge
import ReactiveTesting

private struct TestError: Error, Equatable {}

final class DriverSignalTests: ReactiveTestCase {
    func testMockReplacesAndRestoresTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
            XCTAssertTrue(DriverSharingStrategy.scheduler as AnyObject === scheduler)
            XCTAssertTrue(SignalSharingStrategy.scheduler as AnyObject === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testAsDriverOnErrorJustReturnDeliversOnTheSchedulerAndRecovers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .error(230, TestError())])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testAsDriverOnErrorDriveWithAndRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: Driver.just(9)) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(222, 9), .completed(222)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

            let scheduler2 = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler2) {
                let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, TestError())])
                var errors = 0
                let res2 = scheduler2.start {
                    ys.asDriver(onErrorRecover: { error in
                        if error is TestError { errors += 1 }
                        return Driver.empty()
                    })
                }
                XCTAssertEqual(res2.events, [.next(211, 1), .completed(222)])
                XCTAssertEqual(errors, 1)
            }
        }
    }

    func testDriverReplaysTheLatestElementAndSharesOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(first)) }
            scheduler.scheduleAt(230) { subscriptions.append(driver.asObservable().subscribe(second)) }
            scheduler.scheduleAt(260) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .next(241, 3)])
            XCTAssertEqual(second.events, [.next(230, 2), .next(241, 3)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        }
    }

    func testSignalReplaysNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let signal = xs.asSignal(onErrorJustReturn: -1)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(signal.emit(to: first)) }
            scheduler.scheduleAt(230) { subscriptions.append(signal.emit(to: second)) }
            scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .next(241, 3), .completed(301)])
            XCTAssertEqual(second.events, [.next(241, 3), .completed(301)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testAsSignalOnErrorSignalWith() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
            let res = scheduler.start { xs.asSignal(onErrorSignalWith: Signal.empty()) }
            XCTAssertEqual(res.events, [.next(211, 1), .completed(222)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func testDriveToObserversRelaysAndClosures() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let observer = scheduler.createObserver(Int.self)
            let optional = scheduler.createObserver(Int?.self)
            let behavior = BehaviorRelay(value: 0)
            let replay = ReplayRelay<Int>.createUnbounded()
            var log: [String] = []
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions = [
                    driver.drive(observer, observer),
                    driver.drive(optional),
                    driver.drive(behavior),
                    driver.drive(replay),
                    driver.drive(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") }),
                ]
            }
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(211, 1), .next(211, 1), .next(221, 2), .next(221, 2), .completed(301), .completed(301)])
            XCTAssertEqual(optional.events, [.next(211, 1), .next(221, 2), .completed(301)])
            XCTAssertEqual(behavior.value, 2)
            XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testDriveWithObjectAndEmitWithObject() {
        final class Target { var values: [Int] = [] }
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let target = Target()
            let relay = PublishRelay<Int>()
            let d1 = Driver.of(1, 2).drive(with: target, onNext: { target, value in target.values.append(value) })
            let d2 = relay.asSignal().emit(with: target, onNext: { target, value in target.values.append(value * 10) })
            scheduler.scheduleAt(300) { relay.accept(3) }
            scheduler.start()
            XCTAssertEqual(target.values, [1, 2, 30])
            d1.dispose()
            d2.dispose()
        }
    }

    func testOperatorsKeepTheStrategyAndUseItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .next(300, 4), .completed(400)])
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: -1)
                    .map { $0 * 10 }
                    .filter { $0 != 30 }
                    .distinctUntilChanged()
                    .startWith(0)
                    .scan(0) { $0 + $1 }
            }
            // startWith's element goes out on subscription; the others one tick after
            // each source element (observe(on:) of the test scheduler).
            XCTAssertEqual(res.events, [.next(200, 0), .next(211, 10), .next(221, 30), .next(301, 70), .completed(401)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        }
    }

    func testDebounceAndThrottleRunOnTheStrategyScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = PublishRelay<Int>()
            scheduler.scheduleAt(210) { relay.accept(1) }
            scheduler.scheduleAt(220) { relay.accept(2) }
            scheduler.scheduleAt(300) { relay.accept(3) }
            let res = scheduler.start { relay.asSignal().debounce(.seconds(20)) }
            XCTAssertEqual(res.events, [.next(241, 2), .next(321, 3)])
        }
    }

    func testFlatMapLatestCombineLatestZipMergeWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)]).asDriver(onErrorJustReturn: -1)
            let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)]).asDriver(onErrorJustReturn: -1)
            let combined = scheduler.start { Driver.combineLatest(a, b) { $0 + $1 } }
            XCTAssertEqual(combined.events, [.next(221, 11), .next(231, 12), .next(241, 22), .completed(301)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let a = scheduler2.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)]).asDriver(onErrorJustReturn: -1)
            let b = scheduler2.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)]).asDriver(onErrorJustReturn: -1)
            let zipped = scheduler2.start { Driver.zip(a, b).map { $0.0 + $0.1 } }
            XCTAssertEqual(zipped.events, [.next(221, 11), .next(241, 22), .completed(301)])
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler3) {
            let a = scheduler3.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)]).asDriver(onErrorJustReturn: -1)
            let b = scheduler3.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)]).asDriver(onErrorJustReturn: -1)
            let merged = scheduler3.start { Driver.merge(a, b) }
            XCTAssertEqual(merged.events, [.next(211, 1), .next(221, 10), .next(231, 2), .next(241, 20), .completed(301)])
        }
        let scheduler4 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler4) {
            let a = scheduler4.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)]).asDriver(onErrorJustReturn: -1)
            let b = scheduler4.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)]).asDriver(onErrorJustReturn: -1)
            let latest = scheduler4.start { a.withLatestFrom(b) { $0 + $1 } }
            XCTAssertEqual(latest.events, [.next(231, 12), .completed(301)])
        }
        let scheduler5 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler5) {
            let outer = scheduler5.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)]).asDriver(onErrorJustReturn: -1)
            let res = scheduler5.start { outer.flatMapLatest { value in Driver.just(value * 100) } }
            XCTAssertEqual(res.events, [.next(212, 100), .next(252, 200), .completed(401)])
        }
    }

    func testUserExtensionsOnAStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.of(1, 2, 3).doubled() }
            XCTAssertEqual(res.events, [.next(201, 2), .next(202, 4), .next(203, 6), .completed(204)])
        }
    }

    func testInfallibleAndRelaysBecomeDriversAndSignals() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: 1)
            scheduler.scheduleAt(300) { relay.accept(2) }
            let res = scheduler.start { relay.asDriver() }
            XCTAssertEqual(res.events, [.next(201, 1), .next(301, 2)])
        }
    }
}

// A library-style extension, written the way RxCocoa users extend Driver.
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy, Element == Int {
    fileprivate func doubled() -> Driver<Int> { map { $0 * 2 } }
}
