import XCTest
import Foundation
import RACBridge
import ReactiveTesting

/// `startLazily(with:block:)` / `startEagerly(with:block:)`, `aggregate(withStartFactory:reduce:)`,
/// `reduceApply()`, `throttle(_:valuesPassingTest:)`, `RACScheduler.scheduler(with:)`,
/// `RACTestScheduler.step`, and `NotificationCenter.rac_addObserver(forName:object:)`.
final class RACStartingTests: ReactiveTestCase {
    // MARK: startLazily / startEagerly

    /// A start block that counts its runs, sends 42 and completes.
    private final class CountingBlock {
        var runs = 0
        func run(_ subscriber: RACPassthroughSubscriber<Int>) {
            runs += 1
            subscriber.sendNext(42)
            subscriber.sendCompleted()
        }
    }

    func testStartLazilyRunsTheBlockOnceAtTheFirstSubscriptionAndReplays() {
        let block = CountingBlock()
        let signal = RACSignal<Int>.startLazily(with: RACScheduler.immediate(), block: block.run)
        XCTAssertEqual(block.runs, 0)
        var first: [Int] = [], second: [Int] = []
        signal.subscribeNext { first.append($0) }
        XCTAssertEqual(block.runs, 1)
        signal.subscribeNext { second.append($0) }
        signal.subscribeNext { _ in }
        XCTAssertEqual(block.runs, 1)
        XCTAssertEqual(first, [42])
        XCTAssertEqual(second, [42], "a late subscriber gets the replayed value")
    }

    func testStartLazilyRunsTheBlockOnTheGivenScheduler() {
        let scheduler = RACScheduler.scheduler()
        let ran = expectation(description: "block ran")
        let current = Locked<RACScheduler?>(nil)
        let signal = RACSignal<Int>.startLazily(with: scheduler) { subscriber in
            current.withLock { $0 = RACScheduler.current() }
            subscriber.sendCompleted()
            ran.fulfill()
        }
        _ = signal.publish().connect()
        wait(for: [ran], timeout: 5)
        XCTAssertTrue(current.withLock { $0 } === scheduler)
    }

    func testStartEagerlyRunsTheBlockAtOnceAndOnlyOnce() {
        let block = CountingBlock()
        let signal = RACSignal<Int>.startEagerly(with: RACScheduler.immediate(), block: block.run)
        XCTAssertEqual(block.runs, 1)
        _ = signal.publish().connect()
        _ = signal.publish().connect()
        XCTAssertEqual(block.runs, 1)
        XCTAssertEqual(signal.toArray(), [42])
    }

    func testStartEagerlyRunsTheBlockOnTheGivenScheduler() {
        let scheduler = RACScheduler.scheduler(with: .background, name: "eager")
        let ran = expectation(description: "block ran")
        let current = Locked<RACScheduler?>(nil)
        RACSignal<Int>.startEagerly(with: scheduler) { _ in
            current.withLock { $0 = RACScheduler.current() }
            ran.fulfill()
        }
        wait(for: [ran], timeout: 5)
        XCTAssertTrue(current.withLock { $0 } === scheduler)
    }

    // MARK: aggregate(withStartFactory:reduce:), reduceApply

    func testAggregateWithStartFactoryMakesAFreshStartPerSubscription() {
        var made = 0
        let signal = RACSignal.merge([RACSignal.return(1), RACSignal.return(2)]).aggregate(withStartFactory: { () -> [Int] in
            made += 1
            return []
        }, reduce: { $0 + [$1] })
        XCTAssertEqual(made, 0, "nothing is made before a subscription")
        let first = RACTestScheduler().start { signal }
        let second = RACTestScheduler().start { signal }
        XCTAssertEqual(first.events, [.next(200, [1, 2]), .completed(200)])
        XCTAssertEqual(second.events, [.next(200, [1, 2]), .completed(200)])
        XCTAssertEqual(made, 2)
    }

    func testAggregateWithStartFactoryOfAnEmptySignalSendsTheStart() {
        let res = RACTestScheduler().start { RACSignal<Int>.empty().aggregate(withStartFactory: { 10 }, reduce: +) }
        XCTAssertEqual(res.events, [.next(200, 10), .completed(200)])
    }

    func testReduceApplyCallsTheBlockWithTheOtherMembers() {
        let sum = { (a: Int, b: Int) in a + b }
        let subject = RACReplaySubject<((Int, Int) -> Int, Int, Int)>()
        subject.sendNext((sum, 1, 2))
        subject.sendNext(({ $0 * $1 }, 2, 3))
        subject.sendCompleted()
        XCTAssertEqual(subject.reduceApply().toArray(), [3, 6])
        let madd = { (a: Int, b: Int, c: Int) in a * b + c }
        XCTAssertEqual(RACSignal.return((madd, 2, 3, 1)).reduceApply().toArray(), [7])
        XCTAssertEqual(RACSignal.return(({ "\($0)!" }, 5)).reduceApply().toArray(), ["5!"])
    }

    // MARK: throttle(_:valuesPassingTest:)

    func testThrottleValuesPassingTestSendsFailingValuesAtOnce() {
        // No processing delay: `deliver(on:)` sends at the same tick, from a block run by
        // the test scheduler, so it is current when `throttle` starts its timers (ticks
        // are seconds at the default resolution).
        let scheduler = RACTestScheduler()
        let xs = scheduler.testScheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 4), .next(300, 6), .next(310, 7), .completed(400)])
        let res = scheduler.start { xs.racSignal.deliver(on: scheduler).throttle(50, valuesPassingTest: { $0 % 2 == 0 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(280, 4), .next(310, 7), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testThrottleValuesPassingTestFlushesAtCompletionAndDropsAtError() {
        let scheduler = RACTestScheduler()
        let xs = scheduler.testScheduler.createHotObservable([.next(210, 2), .completed(220)])
        let flushed = scheduler.start { xs.racSignal.deliver(on: scheduler).throttle(50, valuesPassingTest: { _ in true }) }
        XCTAssertEqual(flushed.events, [.next(220, 2), .completed(220)])
        let other = RACTestScheduler()
        let ys = other.testScheduler.createHotObservable([.next(210, 2), .error(220, TestError())])
        let dropped = other.start { ys.racSignal.deliver(on: other).throttle(50, valuesPassingTest: { _ in true }) }
        XCTAssertEqual(dropped.events, [.error(220, TestError())])
    }

    // MARK: schedulers

    func testSchedulerWithPriorityIsAFreshSerialBackgroundScheduler() {
        let first = RACScheduler.scheduler(with: .high)
        let second = RACScheduler.scheduler(with: .high)
        XCTAssertFalse(first === second)
        XCTAssertEqual(first.name, "org.reactivecocoa.ReactiveObjC.RACScheduler.backgroundScheduler")
        XCTAssertEqual(RACScheduler.scheduler(with: .low, name: "named").name, "named")
        let ran = expectation(description: "ran")
        let order = Locked<[Int]>([])
        let current = Locked<RACScheduler?>(nil)
        for index in 0..<20 {
            first.schedule {
                order.withLock { $0.append(index) }
                if index == 19 {
                    current.withLock { $0 = RACScheduler.current() }
                    ran.fulfill()
                }
            }
        }
        wait(for: [ran], timeout: 5)
        XCTAssertEqual(order.withLock { $0 }, Array(0..<20), "serial: in order")
        XCTAssertTrue(current.withLock { $0 } === first)
    }

    func testStepWhileEmptyDoesNothingAndStepCountStopsEarly() {
        let scheduler = RACTestScheduler()
        scheduler.step()
        scheduler.step(5)
        scheduler.stepAll()
        var log: [Int] = []
        scheduler.schedule { log.append(1) }
        scheduler.schedule { log.append(2) }
        scheduler.schedule { log.append(3) }
        scheduler.step(2)
        XCTAssertEqual(log, [1, 2])
        scheduler.step(1)
        XCTAssertEqual(log, [1, 2, 3])
    }

    func testStepRunsRepeatingBlocksInDateOrder() {
        let scheduler = RACTestScheduler()
        var log: [String] = []
        let start = scheduler.now
        let repeating = scheduler.after(start, repeatingEvery: 1, withLeeway: 0) { log.append("a") }
        scheduler.after(start.addingTimeInterval(1.5)) { log.append("b") }
        scheduler.step(4)
        XCTAssertEqual(log, ["a", "a", "b", "a"])
        repeating?.dispose()
        scheduler.stepAll()
        XCTAssertEqual(log, ["a", "a", "b", "a"])
    }

    // MARK: NotificationCenter

    private static let name = "RACStartingTests.notification"

    func testNotificationsFromAnyObjectUntilDisposed() {
        let center = NotificationCenter()
        var received: [Notification] = []
        let subscription = RACScheduler.mainThread().scheduleSynchronouslyForTest {
            center.rac_addObserver(forName: Self.name, object: nil).subscribeNext { received.append($0) }
        }
        XCTAssertEqual(received.count, 0)
        center.post(name: Notification.Name(Self.name), object: nil)
        center.post(name: Notification.Name(Self.name), object: self)
        center.post(name: Notification.Name("other"), object: nil)
        XCTAssertEqual(received.count, 2)
        XCTAssertEqual(received.first?.name.rawValue, Self.name)
        subscription.dispose()
        center.post(name: Notification.Name(Self.name), object: nil)
        XCTAssertEqual(received.count, 2, "the observer is removed on disposal")
    }

    func testNotificationsFromOneObject() {
        // The sender is an NSObject, as on Apple platforms: Swift 6.2's Foundation on Linux
        // matches no other kind of sender (6.3's matches any object).
        let sender = NSObject()
        let center = NotificationCenter()
        var received: [Notification] = []
        let subscription = RACScheduler.mainThread().scheduleSynchronouslyForTest {
            center.rac_addObserver(forName: Self.name, object: sender).subscribeNext { received.append($0) }
        }
        center.post(name: Notification.Name(Self.name), object: nil)
        XCTAssertEqual(received.count, 0)
        center.post(name: Notification.Name(Self.name), object: sender)
        XCTAssertEqual(received.count, 1)
        XCTAssertTrue(received.first?.object as AnyObject? === sender)
        subscription.dispose()
    }

    func testTheSignalDoesNotKeepTheObjectAlive() {
        weak var weakObject: NSObject?
        var signal: RACSignal<Notification>?
        do {
            let object = NSObject()
            weakObject = object
            signal = NotificationCenter.default.rac_addObserver(forName: Self.name, object: object)
        }
        XCTAssertNil(weakObject)
        XCTAssertNotNil(signal)
    }
}

private extension RACScheduler {
    /// Runs `body` with this scheduler as the current one (so RAC subscriptions made in
    /// it are synchronous) and returns its result.
    func scheduleSynchronouslyForTest<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        performAsCurrentScheduler { result = body() }
        return result!
    }
}
