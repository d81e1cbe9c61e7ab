import XCTest
import RxBridge
import ReactiveTesting

private struct DifferentialError: Error, Equatable { let source: Int }

/// Differences the RxSwift differential run (Tools/rxswift-differential) found, each
/// pinned with the outcome RxSwift 6.10 gave for the same case: the events, each
/// source's subscription window, and the order in which the sources were subscribed
/// and released at one tick.
final class RxSwiftDifferentialRegressionTests: ReactiveTestCase {
    /// The sources of one scenario: each logs `+name@tick` when subscribed and
    /// `-name@tick` when released, around the test observable that records the window.
    private final class Sources {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []

        func logged(_ name: String, _ testable: TestableObservable<Int>) -> Observable<Int> {
            Observable.create { [unowned self] observer in
                self.log.append("+\(name)@\(self.scheduler.clock)")
                let subscription = testable.subscribe(observer)
                return Disposables.create { [unowned self] in
                    self.log.append("-\(name)@\(self.scheduler.clock)")
                    subscription.dispose()
                }
            }
        }
    }

    // MARK: sample

    func testSampleReleasesACompletedSamplerAtItsCompletion() {
        let sources = Sources()
        let xs = sources.scheduler.createHotObservable([.next(210, 1), .next(320, 2), .completed(400)])
        let ticks = sources.scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
        let res = sources.scheduler.start { sources.logged("s0", xs).sample(sources.logged("s1", ticks)) }
        XCTAssertEqual(res.events, [.next(300, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(sources.log, ["+s0@200", "+s1@200", "-s1@300", "-s0@400"])
    }

    func testSampleReleasesTheSourceBeforeTheSamplerWhenTheSamplerFails() {
        let sources = Sources()
        let xs = sources.scheduler.createColdObservable([Recorded<Event<Int>>]())
        let ticks = sources.scheduler.createColdObservable([.next(10, 5), .next(40, 4), .error(70, DifferentialError(source: 1))])
        let res = sources.scheduler.start { sources.logged("s0", xs).sample(sources.logged("s1", ticks)) }
        XCTAssertEqual(res.events, [.error(270, DifferentialError(source: 1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(sources.log, ["+s0@200", "+s1@200", "-s0@270", "-s1@270"])
    }

    func testSampleForwardsASourceErrorBeforeReleasingTheSource() {
        let sources = Sources()
        let xs = sources.scheduler.createHotObservable([.next(210, 1), .error(250, DifferentialError(source: 0))])
        let ticks = sources.scheduler.createHotObservable([.next(220, 9), .next(300, 9)])
        let fallback = sources.scheduler.createColdObservable([.next(10, 7)])
        let res = sources.scheduler.start {
            sources.logged("s0", xs).sample(sources.logged("s1", ticks)).catch { _ in sources.logged("s2", fallback) }
        }
        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(250, 1000)])
        XCTAssertEqual(sources.log, ["+s0@200", "+s1@200", "+s2@250", "-s0@250", "-s1@250", "-s2@1000"])
    }

    // MARK: take(until:)

    func testTakeUntilReleasesTheSourceBeforeTheTrigger() {
        let sources = Sources()
        let xs = sources.scheduler.createColdObservable([.next(10, 1), .next(30, 5), .completed(60)])
        let trigger = sources.scheduler.createColdObservable([.next(20, 2)])
        let fallback = sources.scheduler.createColdObservable([.next(10, 8)])
        let res = sources.scheduler.start {
            sources.logged("s0", xs).take(until: sources.logged("s1", trigger)).concat(sources.logged("s2", fallback))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 8)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(sources.log, ["+s1@200", "+s0@200", "-s0@220", "-s1@220", "+s2@220", "-s2@1000"])
    }

    func testTakeUntilReleasesTheSourceBeforeAFailedTrigger() {
        let sources = Sources()
        let xs = sources.scheduler.createColdObservable([.next(10, 1), .next(50, 2)])
        let trigger = sources.scheduler.createColdObservable([Recorded<Event<Int>>.error(30, DifferentialError(source: 1))])
        let res = sources.scheduler.start { sources.logged("s0", xs).take(until: sources.logged("s1", trigger)) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, DifferentialError(source: 1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(sources.log, ["+s1@200", "+s0@200", "-s0@230", "-s1@230"])
    }

    // MARK: withLatestFrom

    func testWithLatestFromReleasesTheSourceBeforeTheSecondWhenTheSourceCompletes() {
        let sources = Sources()
        let xs = sources.scheduler.createHotObservable([Recorded<Event<Int>>.completed(240)])
        let second = sources.scheduler.createColdObservable([.next(20, 5)])
        let res = sources.scheduler.start {
            sources.logged("s0", xs).withLatestFrom(sources.logged("s1", second)) { $0 * 10 + $1 }
        }
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(sources.log, ["+s1@200", "+s0@200", "-s0@240", "-s1@240"])
    }

    func testWithLatestFromReleasesTheSourceBeforeAFailedSecond() {
        let sources = Sources()
        let xs = sources.scheduler.createColdObservable([.next(20, 4), .next(40, 4)])
        let second = sources.scheduler.createColdObservable([.next(10, 3), .error(30, DifferentialError(source: 1))])
        let res = sources.scheduler.start {
            sources.logged("s0", xs).withLatestFrom(sources.logged("s1", second)) { $0 * 10 + $1 }
        }
        XCTAssertEqual(res.events, [.next(220, 43), .error(230, DifferentialError(source: 1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(sources.log, ["+s1@200", "+s0@200", "-s0@230", "-s1@230"])
    }

    // MARK: concat, flatMap

    func testConcatReleasesItsLastSourceAfterForwardingTheCompletion() {
        let sources = Sources()
        let first = sources.scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
        let last = sources.scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let inner = sources.scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = sources.scheduler.start {
            sources.logged("s0", first).concat(sources.logged("s1", last)).takeLast(1)
                .flatMap { x in sources.logged("s2", inner).map { $0 + x } }
        }
        XCTAssertEqual(res.events, [.next(240, 6), .completed(250)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(last.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(230, 250)])
        // A finished source that is not the last is released before the next one starts.
        XCTAssertEqual(sources.log, ["+s0@200", "-s0@210", "+s1@210", "+s2@230", "-s1@230", "-s2@250"])
    }

    func testFlatMapReleasesAnOuterThatCompletesTheResultAfterForwardingTheCompletion() {
        let sources = Sources()
        let outer = sources.scheduler.createColdObservable([Recorded<Event<Int>>.completed(20)])
        let inner = sources.scheduler.createColdObservable([.next(10, 5)])
        let second = sources.scheduler.createHotObservable([.next(210, 3)])
        let res = sources.scheduler.start {
            sources.logged("s0", outer).flatMap { _ in sources.logged("s1", inner) }.share()
                .withLatestFrom(sources.logged("s2", second)) { $0 * 10 + $1 }
        }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(sources.log, ["+s2@200", "+s0@200", "-s2@220", "-s0@220"])
    }

    // MARK: share

    func testShareTellsItsSubscribersAboutTheEndBeforeReleasingTheSource() {
        let sources = Sources()
        let xs = sources.scheduler.createHotObservable([.next(210, 3), .next(250, 1), .error(280, DifferentialError(source: 0))])
        let res = sources.scheduler.start { () -> Observable<Int> in
            let shared = sources.logged("s0", xs).share()
            return Observable.merge(shared, shared.map { $0 + 100 }).catch { _ in sources.logged("s0", xs) }
        }
        XCTAssertEqual(res.events, [.next(210, 3), .next(210, 103), .next(250, 1), .next(250, 101)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280), Subscription(280, 1000)])
        // The replacement is subscribed while the shared subscription is still held.
        XCTAssertEqual(sources.log, ["+s0@200", "+s0@280", "-s0@280", "-s0@1000"])
    }

    // MARK: startWith

    func testStartWithSubscribesTheSourceEvenWhenItsPrefixEndedTheSubscription() {
        let sources = Sources()
        let xs = sources.scheduler.createHotObservable([.next(210, 1)])
        let res = sources.scheduler.start { sources.logged("s0", xs).startWith(1).take(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(sources.log, ["+s0@200", "-s0@200"])
    }
}
