import XCTest
import Foundation
import RxBridge
import ReactiveTesting

/// The virtual clock's rules, as RxTest has them. Every expected value here was
/// produced by the same scenario run on RxSwift 6.10 / RxTest.
final class VirtualTimeRulesTests: ReactiveTestCase {
    // MARK: Processing delay: only `schedule` and `scheduleRelative`

    /// Work scheduled from tick 100 for tick 100 (or earlier): `scheduleAt`,
    /// `scheduleAbsoluteVirtual` and `scheduleRelativeVirtual` run on that very tick;
    /// `schedule` and `scheduleRelative` (the operators' path) run one tick later.
    /// Same-tick work runs in the order it was scheduled; past work runs first.
    func testOnlyTheOperatorPathGetsTheProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        var queueAtScheduling = ""
        scheduler.scheduleAt(100) {
            scheduler.scheduleAt(100) { log.append("at100@\(scheduler.clock)") }
            scheduler.scheduleAt(50) { log.append("at50@\(scheduler.clock)") }
            _ = scheduler.scheduleAbsoluteVirtual((), time: 100) { _ in log.append("abs100@\(scheduler.clock)"); return Disposables.create() }
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 0) { _ in log.append("relv0@\(scheduler.clock)"); return Disposables.create() }
            _ = scheduler.schedule(()) { _ in log.append("sched@\(scheduler.clock)"); return Disposables.create() }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in log.append("rel0@\(scheduler.clock)"); return Disposables.create() }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(-5)) { _ in log.append("relneg@\(scheduler.clock)"); return Disposables.create() }
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1500)) { _ in log.append("rel1.5@\(scheduler.clock)"); return Disposables.create() }
            queueAtScheduling = scheduler.debugDescription
        }
        scheduler.start()
        XCTAssertEqual(log, ["at50@100", "at100@100", "abs100@100", "relv0@100",
                             "sched@101", "rel0@101", "relneg@101", "rel1.5@102"])
        XCTAssertEqual(scheduler.clock, 102)
        // The queue while the tick-100 item still runs (it stays queued, as in RxSwift).
        XCTAssertEqual(queueAtScheduling, "[50, 100, 100, 100, 100, 101, 101, 101, 102]")
    }

    /// `start(created:subscribed:disposed:)` creates, subscribes and disposes at exactly
    /// those ticks, even the current one.
    func testStartUsesExactTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 5) { () -> Observable<Int> in
            log.append("create@\(scheduler.clock)")
            return Observable.create { observer in
                log.append("subscribe@\(scheduler.clock)")
                observer.onNext(1)
                return Disposables.create { log.append("dispose@\(scheduler.clock)") }
            }
        }
        XCTAssertEqual(log, ["create@0", "subscribe@0", "dispose@5"])
        XCTAssertEqual(res.events, [.next(0, 1)])
    }

    /// A cold observable's event at relative time 0 arrives on the subscription tick.
    func testColdEventAtZeroArrivesOnTheSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .next(5, 2), .completed(10)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(200, 1), .next(205, 2), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    /// A hot event on the subscription tick was queued first (when the observable was
    /// made), so it is sent before the subscription and missed.
    func testHotEventOnTheSubscriptionTickIsMissed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(200, 1), .next(201, 2), .completed(1000)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(201, 2), .completed(1000)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    /// A `.never` due time is `Date.distantFuture` on the clock.
    func testNeverIsTheDistantFuture() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt = -1
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        XCTAssertEqual(scheduler.debugDescription, "[64092211200]")
        scheduler.start()
        XCTAssertEqual(ranAt, 64_092_211_200)
    }

    // MARK: The queue

    /// `debugDescription` lists the queued times in heap order, cancelled work included
    /// until it is dropped; `advanceTo` may move the clock back.
    func testDebugDescriptionAndAdvanceTo() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.scheduleAt(300) {}
        scheduler.scheduleAt(200) {}
        scheduler.scheduleAt(250) {}
        scheduler.scheduleAbsoluteVirtual((), time: 100) { _ in Disposables.create() }.dispose()
        XCTAssertEqual(scheduler.debugDescription, "[100, 200, 250, 300]")
        scheduler.advanceTo(220)
        XCTAssertEqual(scheduler.debugDescription, "[250, 300]")
        XCTAssertEqual(scheduler.clock, 220)
        scheduler.advanceTo(100)
        XCTAssertEqual(scheduler.clock, 100)
        scheduler.start()

        let historical = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 10))
        _ = historical.scheduleRelative((), dueTime: .seconds(5)) { _ in Disposables.create() }
        XCTAssertEqual(historical.debugDescription, "[\(Date(timeIntervalSince1970: 15))]")
        historical.start()
    }

    /// A disposed cold subscription's events stay queued (and are skipped), so the
    /// clock still runs up to them.
    func testDisposedColdEventsStillMoveTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(900)])
        let res = scheduler.start(disposed: 300) { xs }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(scheduler.clock, 1100)
    }

    // MARK: Lifetimes

    private static func subscribeToHotSource(_ scheduler: TestScheduler, _ observer: TestableObserver<Int>) -> Disposable {
        scheduler.createHotObservable([.next(210, 1), .completed(220)]).subscribe(observer)
    }

    /// A hot observable nobody references is kept alive by its queued events.
    func testHotObservableLivesWhileItHasEventsQueued() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subscription = TestableObservableLifetime.subscribe { Self.subscribeToHotSource(scheduler, observer) }
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
    }

    /// The disposable of a subscription to a hot observable holds it until disposed.
    func testHotSubscriptionHoldsTheObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        weak var weakSource: TestableObservable<Int>?
        let subscription: Disposable = {
            let xs = scheduler.createHotObservable([.next(210, 1)])
            weakSource = xs
            return xs.subscribe(observer)
        }()
        scheduler.start()
        XCTAssertNotNil(weakSource, "held by the subscription after its events were sent")
        subscription.dispose()
        XCTAssertNil(weakSource)
        XCTAssertEqual(observer.events, [.next(210, 1)])
    }

    /// Test observables and observers hold their scheduler strongly.
    func testObservablesAndObserversHoldTheirScheduler() {
        weak var weakScheduler: TestScheduler?
        let (xs, observer): (TestableObservable<Int>, TestableObserver<Int>) = {
            let scheduler = TestScheduler(initialClock: 0)
            weakScheduler = scheduler
            return (scheduler.createColdObservable([.next(10, 1)]), scheduler.createObserver(Int.self))
        }()
        XCTAssertNotNil(weakScheduler)
        XCTAssertEqual(xs.testScheduler.clock, 0)
        XCTAssertEqual(observer.scheduler.clock, 0)

        weak var observerScheduler: TestScheduler?
        let lone: TestableObserver<Int> = {
            let scheduler = TestScheduler(initialClock: 7)
            observerScheduler = scheduler
            return scheduler.createObserver(Int.self)
        }()
        XCTAssertNotNil(observerScheduler)
        lone.on(.next(1))
        XCTAssertEqual(lone.events, [.next(7, 1)])
    }

    // MARK: Printing and equality

    /// `(200: 210)`, and `(200: Infinity)` while open, however it is printed.
    func testSubscriptionPrintsLikeRxTest() {
        XCTAssertEqual(Subscription(200, 210).debugDescription, "(200: 210)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200: Infinity)")
        XCTAssertEqual("\(Subscription(3))", "(3: Infinity)")
        XCTAssertEqual(String(describing: Subscription(200, 210)), "(200: 210)")
        XCTAssertEqual("\([Subscription(200, 210)])", "[(200: 210)]")
    }

    /// RxTest's equality operators and hashing.
    func testEqualityOperators() {
        XCTAssertTrue(Subscription(200, 300) == Subscription(200, 300))
        XCTAssertFalse(Subscription(200, 300) == Subscription(200))
        XCTAssertEqual(Set([Subscription(1, 2), Subscription(1, 2), Subscription(1)]).count, 2)
        XCTAssertTrue(Recorded.next(210, 1) == Recorded.next(210, 1))
        XCTAssertFalse(Recorded.next(210, 1) == Recorded.next(211, 1))
        let error = NSError(domain: "test", code: 1)
        XCTAssertTrue(CompletableEvent.completed == .completed)
        XCTAssertTrue(CompletableEvent.error(error) == .error(NSError(domain: "test", code: 1)))
        XCTAssertFalse(CompletableEvent.error(error) == .completed)
        XCTAssertTrue(MaybeEvent.success(1) == .success(1))
        XCTAssertFalse(MaybeEvent.success(1) == .completed)
        XCTAssertTrue(MaybeEvent<Int>.error(error) == .error(NSError(domain: "test", code: 1)))
        XCTAssertEqual(HistoricalSchedulerTimeConverter().convertToVirtualTimeInterval(2.5), 2.5)
    }
}

/// Calls a subscription helper and returns its disposable (keeps the helper's locals
/// out of the test's scope).
private enum TestableObservableLifetime {
    static func subscribe(_ make: () -> Disposable) -> Disposable { make() }
}
