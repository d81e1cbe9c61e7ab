import XCTest
import RACBridge
import ReactiveTesting

/// RACReplaySubject, RACBehaviorSubject, RACMulticastConnection and the replay family.
final class RACMulticastTests: RACTestCase {
    /// Subscribes to `signal` and collects what it sends, as text (`|` completed, `#` error).
    private func record<Value>(_ signal: RACSignal<Value>) -> (log: Box<[String]>, disposable: RACDisposable) {
        let log = Box<[String]>([])
        let disposable = signal.subscribeNext({ log.value.append("\($0)") }, error: { _ in log.value.append("#") }, completed: { log.value.append("|") })
        return (log, disposable)
    }

    // MARK: RACReplaySubject

    func testReplaySubjectKeepsRecordingAfterItsEnd() {
        let subject = RACReplaySubject<Int>(capacity: 2)
        let early = record(subject)
        subject.sendNext(1); subject.sendNext(2); subject.sendNext(3)
        subject.sendCompleted()
        subject.sendNext(4)
        XCTAssertEqual(early.log.value, ["1", "2", "3", "|"])
        let late = record(subject)
        XCTAssertEqual(late.log.value, ["3", "4", "|"])     // Rx ReplaySubject: 2, 3, |
        XCTAssertFalse(subject.hasSubscribers)
    }

    func testReplaySubjectUnlimitedZeroCapacityAndError() {
        let all = RACReplaySubject<Int>()
        (1...5).forEach(all.sendNext)
        XCTAssertEqual(record(all).log.value, ["1", "2", "3", "4", "5"])
        let unlimited = RACReplaySubject<Int>(capacity: RACReplaySubjectUnlimitedCapacity)
        (1...3).forEach(unlimited.sendNext)
        XCTAssertEqual(record(unlimited).log.value, ["1", "2", "3"])

        let none = RACReplaySubject<Int>(capacity: 0)
        none.sendNext(1)
        none.sendError(TestError())
        XCTAssertEqual(record(none).log.value, ["#"])

        let failed = RACReplaySubject<Int>(capacity: 1)
        failed.sendNext(1)
        failed.sendError(TestError())
        XCTAssertEqual(record(failed).log.value, ["1", "#"])
        failed.sendCompleted()                                 // RAC checks "completed" first on replay
        XCTAssertEqual(record(failed).log.value, ["1", "|"])
    }

    func testReplaySubjectDeliversWhatAReplayedSubscriberSendsAfterTheReplay() {
        let subject = RACReplaySubject<Int>()
        subject.sendNext(1); subject.sendNext(2)
        var received: [Int] = []
        let subscription = subject.subscribeNext { value in
            received.append(value)
            if value == 1 { subject.sendNext(3) }
        }
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func testReplaySubjectDisposesTheSubscriptionsFeedingItWhenItEnds() {
        let scheduler = makeScheduler()
        let xs = scheduler.testScheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let subject = RACReplaySubject<Int>()
        scheduler.testScheduler.scheduleAt(200) { xs.racSignal.subscribe(subject) }
        scheduler.testScheduler.scheduleAt(220) { subject.sendCompleted() }
        let res = scheduler.start(created: 100, subscribed: 230, disposed: 1000) { subject }
        XCTAssertEqual(res.events, [.next(230, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: RACBehaviorSubject

    func testBehaviorSubjectSendsTheCurrentValueFirstAndKeepsNoTerminalState() {
        let subject = RACBehaviorSubject<Int>(defaultValue: 5)
        let early = record(subject)
        subject.sendNext(6)
        subject.sendCompleted()
        XCTAssertEqual(early.log.value, ["5", "6", "|"])
        let late = record(subject)
        XCTAssertEqual(late.log.value, ["6"])                  // Rx BehaviorSubject: |
        subject.sendNext(7)
        XCTAssertEqual(late.log.value, ["6", "7"])
        late.disposable.dispose()
        XCTAssertFalse(subject.hasSubscribers)
    }

    /// As in RAC, a subscriber is attached before it gets the current value, so a value
    /// it sends from inside that delivery reaches it (nested) and everyone else.
    func testBehaviorSubjectDeliversWhatANewSubscriberSendsFromInsideTheCurrentValue() {
        let subject = RACBehaviorSubject<Int>(defaultValue: 0)
        var early: [Int] = []
        let earlyDisposable = subject.subscribeNext { early.append($0) }
        var received: [Int] = []
        let disposable = subject.subscribeNext { value in
            received.append(value)
            if value == 0 { subject.sendNext(5) }
        }
        XCTAssertEqual(received, [0, 5])
        XCTAssertEqual(early, [0, 5])
        disposable.dispose()
        earlyDisposable.dispose()
    }

    /// Concurrent senders wait while a new subscriber gets the buffer: every value is
    /// either replayed or delivered live to it, once, in order.
    func testReplaySubjectSubscribersJoiningDuringSendsSeeEveryValueOnceInOrder() {
        let subject = RACReplaySubject<Int>()
        let total = 2_000
        let sender = Thread { for value in 0..<total { subject.sendNext(value) } }
        sender.start()
        var logs: [SharedLog<Int>] = []
        var disposables: [RACDisposable] = []
        for _ in 0..<20 {
            let log = SharedLog<Int>()
            logs.append(log)
            disposables.append(subject.subscribeNext { log.append($0) })
        }
        let deadline = Date().addingTimeInterval(5)
        while logs.contains(where: { $0.all.count < total }) && Date() < deadline { usleep(1_000) }
        for log in logs { XCTAssertEqual(log.all, Array(0..<total)) }
        disposables.forEach { $0.dispose() }
    }

    func testBehaviorSubjectWithoutDefaultSendsNil() {
        let subject = RACBehaviorSubject<String?>()
        XCTAssertEqual(record(subject).log.value, ["nil"])
        let asSubject: RACSubject<String?> = subject         // a RACSubject, as in RAC
        asSubject.sendNext("x")
        XCTAssertEqual(record(subject).log.value, ["Optional(\"x\")"])
    }

    // MARK: RACMulticastConnection

    func testConnectSubscribesOnceEvenAfterDisposal() {
        let scheduler = makeScheduler()
        let xs = scheduler.testScheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(300)])
        let connection = xs.racSignal.publish()
        var first: RACDisposable?
        scheduler.testScheduler.scheduleAt(200) {
            first = connection.connect()
            connection.connect()
        }
        scheduler.testScheduler.scheduleAt(215) { first?.dispose() }
        scheduler.testScheduler.scheduleAt(250) { connection.connect() }
        let res = scheduler.start(created: 100, subscribed: 150, disposed: 1000) { connection.signal }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(first?.isDisposed, true)
    }

    func testPublishSharesOneSubscriptionAndForwardsTheError() {
        let scheduler = makeScheduler()
        let xs = scheduler.testScheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let connection = xs.racSignal.publish()
        let other = scheduler.testScheduler.createObserver(Int.self)
        scheduler.testScheduler.scheduleAt(205) {
            _ = connection.signal.subscribe(other)
            connection.connect()
        }
        let res = scheduler.start { connection.signal }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError())])
        XCTAssertEqual(other.events, res.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 230)])
    }

    func testMulticastThroughABehaviorSubject() {
        let scheduler = makeScheduler()
        let xs = scheduler.testScheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { () -> RACSignal<Int> in
            let connection = xs.racSignal.multicast(RACBehaviorSubject(defaultValue: 0))
            connection.connect()
            return connection.signal
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 230)])
    }

    func testAutoconnectDisconnectsWithTheLastSubscriberAndNeverReconnects() {
        let scheduler = makeScheduler()
        let xs = scheduler.testScheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3), .completed(400)])
        let shared = xs.racSignal.publish().autoconnect()
        let first = scheduler.start(created: 100, subscribed: 200, disposed: 250) { shared }
        XCTAssertEqual(first.events, [.next(210, 1)])
        let second = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { shared }
        XCTAssertEqual(second.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: replay family

    func testReplayConnectsEagerlyAndReplaysEverything() {
        let scheduler = makeScheduler()
        let xs = scheduler.testScheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.racSignal.replay() }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 300)])
    }

    func testReplayLastReplaysOnlyTheLatestValue() {
        let scheduler = makeScheduler()
        let xs = scheduler.testScheduler.createHotObservable([.next(150, 1), .next(160, 2), .next(210, 3), .completed(300)])
        let res = scheduler.start { xs.racSignal.replayLast() }
        XCTAssertEqual(res.events, [.next(200, 2), .next(210, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 300)])
    }

    func testReplayLazilyConnectsOnFirstSubscriptionAndNeverDisconnects() {
        let scheduler = makeScheduler()
        // The source completes at 1100, after the last subscriber left (1000): the
        // connection is still there then. (A source that never ends would keep the
        // connection and the hot observable alive for good: its subscription's
        // disposable holds it, as in RxTest.)
        let xs = scheduler.testScheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(260, 2), .next(350, 3), .completed(1100)])
        let shared = xs.racSignal.replayLazily()
        let first = scheduler.testScheduler.createObserver(Int.self)
        var firstSubscription: Disposable?
        scheduler.testScheduler.scheduleAt(200) { scheduler.performAsCurrentScheduler { firstSubscription = shared.subscribe(first) } }
        scheduler.testScheduler.scheduleAt(250) { firstSubscription?.dispose() }
        let second = scheduler.start(created: 100, subscribed: 300, disposed: 1000) { shared }
        XCTAssertEqual(first.events, [.next(210, 1)])
        XCTAssertEqual(second.events, [.next(300, 1), .next(300, 2), .next(350, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1100)])
    }

    func testReplayLazilySubscribesASynchronousSourceOnce() {
        let scheduler = makeScheduler()
        var subscriptions = 0
        scheduler.performAsCurrentScheduler {
            let shared = RACSignal<Int>.createSignal { subscriber in
                subscriptions += 1
                subscriber.sendNext(1)
                subscriber.sendNext(2)
                subscriber.sendCompleted()
                return nil
            }.replayLazily()
            XCTAssertEqual(subscriptions, 0)
            XCTAssertEqual(record(shared).log.value, ["1", "2", "|"])
            XCTAssertEqual(record(shared).log.value, ["1", "2", "|"])
        }
        XCTAssertEqual(subscriptions, 1)
    }
}

/// A mutable value shared with closures in tests.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
