import XCTest
import RxBridge
import ReactiveTesting

private struct TestError: Error, Equatable {}

final class DoOrderTests: ReactiveTestCase {
    func testSideEffectsRunAroundEachEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var log: [String] = []
        let res = scheduler.start {
            xs.do(onNext: { log.append("onNext \($0) @\(scheduler.clock)") },
                  afterNext: { log.append("afterNext \($0)") },
                  onCompleted: { log.append("onCompleted") },
                  afterCompleted: { log.append("afterCompleted") },
                  onSubscribe: { log.append("onSubscribe") },
                  onSubscribed: { log.append("onSubscribed") },
                  onDispose: { log.append("onDispose @\(scheduler.clock)") })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(log, ["onSubscribe", "onSubscribed", "onNext 1 @210", "afterNext 1", "onNext 2 @220",
                             "afterNext 2", "onCompleted", "afterCompleted", "onDispose @300"])
    }

    func testThrowingCallbackEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.do(onNext: { if $0 == 2 { throw TestError() } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingAfterNextComesAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.do(afterNext: { _ in throw TestError() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(210, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testErrorCallbacksAndThrowingOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(250, TestError())])
        var log: [String] = []
        let res = scheduler.start {
            xs.do(onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") })
        }
        XCTAssertEqual(res.events, [.error(250, TestError())])
        XCTAssertEqual(log, ["onError", "afterError"])

        struct Other: Error {}
        var received: [String] = []
        _ = Observable<Int>.empty().do(onCompleted: { throw Other() }).subscribe(
            onError: { received.append("error \($0 is Other)") }, onCompleted: { received.append("completed") })
        XCTAssertEqual(received, ["error true"])
    }

    func testDisposalMidStreamRunsOnDisposeOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        var disposals = 0
        let res = scheduler.start(disposed: 300) { xs.do(onDispose: { disposals += 1 }) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(disposals, 1)
    }
}
