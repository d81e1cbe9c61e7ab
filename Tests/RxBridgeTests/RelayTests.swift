import XCTest
import RxBridge
import ReactiveTesting

private struct TestError: Error, Equatable {}

final class RelayTests: ReactiveTestCase {
    // MARK: PublishRelay

    func testPublishRelaySendsOnlyToCurrentObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(150) { relay.accept(0) }
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(220) { relay.accept(2) }
        scheduler.scheduleAt(1100) { relay.accept(3) }
        let res = scheduler.start { relay.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    }

    func testPublishRelayDisposingOneObserverKeepsTheOthers() {
        let relay = PublishRelay<Int>()
        var a: [Int] = [], b: [Int] = []
        let sa = relay.subscribe(onNext: { a.append($0) })
        let sb = relay.subscribe(onNext: { b.append($0) })
        relay.accept(1)
        sa.dispose()
        relay.accept(2)
        sb.dispose()
        relay.accept(3)
        XCTAssertEqual(a, [1])
        XCTAssertEqual(b, [1, 2])
    }

    func testPublishRelayReentrantAcceptIsDelivered() {
        let relay = PublishRelay<Int>()
        var log: [Int] = []
        let subscription = relay.subscribe(onNext: { value in
            log.append(value)
            if value == 1 { relay.accept(2) }
        })
        relay.accept(1)
        subscription.dispose()
        XCTAssertEqual(log, [1, 2])
    }

    // MARK: BehaviorRelay

    func testBehaviorRelayValueAndReplayOfCurrent() {
        let relay = BehaviorRelay(value: 1)
        XCTAssertEqual(relay.value, 1)
        relay.accept(2)
        XCTAssertEqual(relay.value, 2)
        var log: [Int] = []
        let subscription = relay.subscribe(onNext: { log.append($0) })
        relay.accept(3)
        subscription.dispose()
        relay.accept(4)
        XCTAssertEqual(log, [2, 3])
        XCTAssertEqual(relay.value, 4)
    }

    func testBehaviorRelayOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        scheduler.scheduleAt(1100) { relay.accept(3) }
        let res = scheduler.start { relay.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2)])
        XCTAssertEqual(relay.value, 3)
    }

    // MARK: ReplayRelay

    func testReplayRelayBoundedReplaysTheLastElements() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        var log: [Int] = []
        let subscription = relay.subscribe(onNext: { log.append($0) })
        relay.accept(4)
        subscription.dispose()
        XCTAssertEqual(log, [2, 3, 4])
    }

    func testReplayRelayUnboundedReplaysEverything() {
        let relay = ReplayRelay<String>.createUnbounded()
        relay.accept("a")
        relay.accept("b")
        var log: [String] = []
        let subscription = relay.asObservable().subscribe(onNext: { log.append($0) })
        subscription.dispose()
        XCTAssertEqual(log, ["a", "b"])
    }

    // MARK: bind(to:)

    func testBindToPublishRelaysForwardsElementsAndDropsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let r1 = PublishRelay<Int>(), r2 = PublishRelay<Int>()
        let o1 = scheduler.createObserver(Int.self), o2 = scheduler.createObserver(Int.self)
        let s1 = r1.subscribe(o1), s2 = r2.subscribe(o2)
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.bind(to: r1, r2) }
        scheduler.start()
        XCTAssertEqual(o1.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(o2.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        binding?.dispose()
        s1.dispose()
        s2.dispose()
    }

    func testBindToOptionalRelays() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.create(bufferSize: 1)
        var published: [Int?] = []
        let s = publish.subscribe(onNext: { published.append($0) })
        let d1 = Observable.of(1, 2).bind(to: publish)
        let d2 = Observable.just(5).bind(to: behavior)
        let d3 = Observable.just(7).bind(to: replay)
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(behavior.value, 5)
        var replayed: [Int?] = []
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [7])
        [s, d1, d2, d3].forEach { $0.dispose() }
    }

    func testBindToBehaviorAndReplayRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(400, 3)])
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.createUnbounded()
        var bindings: [Disposable] = []
        scheduler.scheduleAt(200) { bindings = [xs.bind(to: behavior), xs.bind(to: replay)] }
        scheduler.scheduleAt(300) { bindings.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(200, 300)])
        let res = scheduler.createObserver(Int.self)
        replay.subscribe(res).dispose()
        XCTAssertEqual(res.events.map { $0.value.element }, [1, 2])
    }

    func testInfallibleBindsToRelays() {
        let relay = BehaviorRelay(value: 0)
        let binding = Infallible.of(1, 2, 3).bind(to: relay)
        XCTAssertEqual(relay.value, 3)
        binding.dispose()
    }
}
