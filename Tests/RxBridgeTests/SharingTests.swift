import XCTest
import Foundation
import RxBridge
import ReactiveTesting

private struct TestError: Error {}
private let testError = TestError()

/// RAC's subject engine (`RACSubject`'s `SerialHub`: no terminal state,
/// Docs/Semantics.md#subjects-after-termination) as engine parts.
private func racSubject() -> SubjectParts<Int, Int> {
    parts(SerialHub<Int>())
}

/// RAC's unbounded replay engine (`RACReplaySubject`'s `SerialReplayHub`: keeps
/// appending after the end, Docs/Semantics.md#subjects-after-termination) as engine parts.
private func racReplaySubject() -> SubjectParts<Int, Int> {
    parts(SerialReplayHub<Int>(capacity: nil))
}

private func parts<Hub: SerializingHub<Int>>(_ hub: Hub) -> SubjectParts<Int, Int> {
    SubjectParts(on: hub.on, observable: Observable.make { sink, scope in hub.subscribe(sink, scope) })
}

/// A never-ending source that sends the number of its subscription at each
/// subscription, and counts disposals.
private final class CountingSource: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribed = 0
    private var disposed = 0
    var subscriptions: Int { lock.lock(); defer { lock.unlock() }; return subscribed }
    var disposals: Int { lock.lock(); defer { lock.unlock() }; return disposed }

    var observable: Observable<Int> {
        Observable.create { [self] observer in
            lock.lock(); subscribed += 1; let number = subscribed; lock.unlock()
            observer.onNext(number)
            return Disposables.create { [self] in lock.lock(); disposed += 1; lock.unlock() }
        }
    }
}

private final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

final class SharingTests: ReactiveTestCase {
    private let publishInput: [Recorded<Event<Int>>] = [
        .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
        .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2), .next(450, 9), .next(520, 11),
        .next(560, 20), .completed(600),
    ]

    /// Subscribes at 200 (disposed at 1000) and connects over [300, 400), [500, 550), [650, 800).
    private func runConnections(_ make: @escaping (TestableObservable<Int>) -> ConnectableObservable<Int>) -> (TestableObservable<Int>, TestableObserver<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(publishInput)
        let res = scheduler.createObserver(Int.self)
        var ys: ConnectableObservable<Int>?
        var subscription: Disposable?
        var connection: Disposable?
        scheduler.scheduleAt(100) { ys = make(xs) }
        scheduler.scheduleAt(200) { subscription = ys!.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        for (connect, disconnect) in [(300, 400), (500, 550), (650, 800)] {
            scheduler.scheduleAt(connect) { connection = ys!.connect() }
            scheduler.scheduleAt(disconnect) { connection?.dispose() }
        }
        scheduler.start()
        return (xs, res)
    }

    // MARK: publish / multicast / replay

    func testPublishGivesEachConnectionAFreshSubject() {
        // `publish()` is `multicast(makeSubject:)`: the subject is dropped when a
        // connection ends, so the subscriber from 200 only sees the first connection.
        let (xs, res) = runConnections { $0.publish() }
        XCTAssertEqual(res.events, [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 550), Subscription(650, 800)])
    }

    func testMulticastThroughAFixedSubjectKeepsItAcrossConnections() {
        let (xs, res) = runConnections { $0.multicast(PublishSubject<Int>()) }
        XCTAssertEqual(res.events, [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 550), Subscription(650, 800)])
    }

    func testFixedSubjectAfterSourceTermination() {
        // The source completes at 600 during the third connection window's absence;
        // connecting at 650 subscribes again, but the subject already ended: the
        // subscriber got the completion once.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let subject = PublishSubject<Int>()
        let ys = xs.multicast(subject)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        scheduler.scheduleAt(200) { disposables.append(ys.subscribe(early)); disposables.append(ys.connect()) }
        scheduler.scheduleAt(300) { disposables.append(ys.subscribe(late)) }
        scheduler.scheduleAt(400) { disposables.append(ys.connect()) }
        scheduler.scheduleAt(500) { disposables.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(late.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(400, 500)])
    }

    func testConnectTwiceReturnsTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2)])
        let ys = xs.publish()
        let res = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        scheduler.scheduleAt(200) {
            disposables.append(ys.subscribe(res))
            disposables.append(ys.connect())
            disposables.append(ys.connect())
        }
        scheduler.scheduleAt(300) { disposables[2].dispose() }    // disposing either disconnects
        scheduler.scheduleAt(400) { disposables.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReplayConnectedBeforeSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(350, 5), .next(520, 6), .completed(600),
        ])
        let ys = xs.replay(2)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = ys.connect() }
        scheduler.scheduleAt(300) { disposables.append(ys.subscribe(first)) }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.scheduleAt(500) { connection = ys.connect() }
        scheduler.scheduleAt(550) { disposables.append(ys.subscribe(second)) }
        scheduler.scheduleAt(1000) { disposables.forEach { $0.dispose() } }
        scheduler.start()
        // The first subscriber stays on the first connection's subject.
        XCTAssertEqual(first.events, [.next(300, 3), .next(300, 4), .next(350, 5)])
        XCTAssertEqual(second.events, [.next(550, 6), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func testReplayAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let ys = xs.replayAll()
        let res = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        scheduler.scheduleAt(200) { disposables.append(ys.connect()) }
        scheduler.scheduleAt(300) { disposables.append(ys.subscribe(res)) }
        scheduler.scheduleAt(1000) { disposables.forEach { $0.dispose() } }
        scheduler.start()
        // The connection ended with the error, so the subject was dropped: the
        // subscriber at 300 gets a fresh subject that nobody feeds.
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMulticastWithSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 * 10 } })
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMulticastWithSelectorDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 215) {
            xs.multicast({ ReplaySubject<Int>.create(bufferSize: 1) }, selector: { $0 })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testMulticastSelectorErrors() {
        for throwsInSelector in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let res = scheduler.start {
                xs.multicast({ () throws -> PublishSubject<Int> in
                    if !throwsInSelector { throw testError }
                    return PublishSubject<Int>()
                }, selector: { shared -> Observable<Int> in
                    if throwsInSelector { throw testError }
                    return shared
                })
            }
            XCTAssertEqual(res.events, [.error(200, testError)])
            XCTAssertEqual(xs.subscriptions, [])
        }
    }

    // MARK: refCount

    func testRefCountConnectsWhileSubscribedAndReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5),
            .next(280, 0), .next(310, 6), .next(320, 7), .completed(400),
        ])
        var ys: Observable<Int>?
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        let c = scheduler.createObserver(Int.self), d = scheduler.createObserver(Int.self)
        var subscriptions: [String: Disposable] = [:]
        scheduler.scheduleAt(100) { ys = xs.publish().refCount() }
        scheduler.scheduleAt(200) { subscriptions["a"] = ys!.subscribe(a) }
        scheduler.scheduleAt(215) { subscriptions["b"] = ys!.subscribe(b) }
        scheduler.scheduleAt(235) { subscriptions["b"]?.dispose() }
        scheduler.scheduleAt(260) { subscriptions["a"]?.dispose() }
        scheduler.scheduleAt(300) { subscriptions["c"] = ys!.subscribe(c) }
        scheduler.scheduleAt(500) { subscriptions["d"] = ys!.subscribe(d) }
        scheduler.scheduleAt(600) { subscriptions["d"]?.dispose() }
        scheduler.scheduleAt(1000) { subscriptions.values.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5)])
        XCTAssertEqual(b.events, [.next(220, 2), .next(230, 3)])
        XCTAssertEqual(c.events, [.next(310, 6), .next(320, 7), .completed(400)])
        XCTAssertEqual(d.events, [])
        // Connected 200-260 (last one left), 300-400 (source completed), 500-600 (after
        // the end, a new subscriber reconnects).
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260), Subscription(300, 400), Subscription(500, 600)])
    }

    func testRefCountSubscribesBeforeConnecting() {
        // The first subscriber is attached before the connection, so a synchronous
        // source reaches it; after completion the next subscriber reconnects.
        let source = Observable.of(1, 2, 3)
        let shared = source.publish().refCount()
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        _ = shared.subscribe { first.append($0) }
        _ = shared.subscribe { second.append($0) }
        XCTAssertEqual(first, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(second, [.next(1), .next(2), .next(3), .completed])
    }

    func testRefCountErrorEndsConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError), .next(230, 2)])
        let res = scheduler.start { xs.publish().refCount() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRefCountSubscriberDisposingItselfInOnNextDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let shared = xs.share()
        var received: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = shared.subscribe(onNext: { element in
                received.append(element)
                subscription?.dispose()
            })
        }
        scheduler.start()
        XCTAssertEqual(received, [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testResubscribingInsideOnCompletedReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300), .next(310, 2)])
        let shared = xs.share()
        let res = scheduler.createObserver(Int.self)
        var inner: Disposable?
        var outer: Disposable?
        scheduler.scheduleAt(200) {
            outer = shared.subscribe(onCompleted: { inner = shared.subscribe(res) })
        }
        scheduler.scheduleAt(400) { inner?.dispose(); outer?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(310, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(300, 400)])
    }

    // MARK: share(replay:scope:)

    func testShareOneSubscriptionForOverlappingSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let shared = xs.share()
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        scheduler.scheduleAt(200) { disposables.append(shared.subscribe(a)) }
        scheduler.scheduleAt(215) { disposables.append(shared.subscribe(b)) }
        scheduler.scheduleAt(1000) { disposables.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(b.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testShareReplayOneWhileConnectedResubscribesAfterCompletion() {
        // Docs/Semantics.md#replay-and-share (checked on RxSwift): a completing source does the work twice for two
        // sequential subscribers under `.whileConnected`...
        let (xs, a, b) = runSequential(scope: .whileConnected)
        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(b.events, [.next(310, 1), .next(320, 2), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testShareReplayOneForeverReplaysTheEndWithoutResubscribing() {
        // ...and once under `.forever`: the kept subject replays its buffer and the end.
        let (xs, a, b) = runSequential(scope: .forever)
        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(b.events, [.next(300, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    private func runSequential(scope: SubjectLifetimeScope) -> (TestableObservable<Int>, TestableObserver<Int>, TestableObserver<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.share(replay: 1, scope: scope)
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        scheduler.scheduleAt(200) { disposables.append(shared.subscribe(a)) }
        scheduler.scheduleAt(300) { disposables.append(shared.subscribe(b)) }
        scheduler.scheduleAt(1000) { disposables.forEach { $0.dispose() } }
        scheduler.start()
        return (xs, a, b)
    }

    func testShareReplayWithNonTerminatingSource() {
        // Docs/Semantics.md#replay-and-share (checked on RxSwift): subscribe, dispose, subscribe again.
        // `.forever`: [1, 1, 2] and two source subscriptions (stale value, then new one).
        // `.whileConnected`: [1, 2], nothing stale.
        for (scope, expected) in [(SubjectLifetimeScope.forever, [1, 1, 2]), (.whileConnected, [1, 2])] {
            let source = CountingSource()
            let shared = source.observable.share(replay: 1, scope: scope)
            var received: [Int] = []
            shared.subscribe(onNext: { received.append($0) }).dispose()
            shared.subscribe(onNext: { received.append($0) }).dispose()
            XCTAssertEqual(received, expected, "\(scope)")
            XCTAssertEqual(source.subscriptions, 2, "\(scope)")
            XCTAssertEqual(source.disposals, 2, "\(scope)")
        }
    }

    func testShareReplayMarblesWithLateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        let shared = xs.share(replay: 2)
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        scheduler.scheduleAt(200) { disposables.append(shared.subscribe(a)) }
        scheduler.scheduleAt(235) { disposables.append(shared.subscribe(b)) }
        scheduler.scheduleAt(1000) { disposables.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(b.events, [.next(235, 2), .next(235, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testConcurrentSubscribeAndDisposeOnShareBalancesConnections() {
        let source = CountingSource()
        let shared = UncheckedBox(source.observable.share(replay: 1))   // the engine is thread-safe
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<500 {
                shared.value.subscribe(onNext: { _ in }).dispose()
            }
        }
        XCTAssertGreaterThan(source.subscriptions, 0)
        XCTAssertEqual(source.subscriptions, source.disposals)
    }

    // MARK: RAC compositions of the engine (Docs/Semantics.md#replay-and-share, Docs/Semantics.md#multicast-connection)

    func testRACAutoconnectNeverReconnects() {
        // Docs/Semantics.md#multicast-connection: subscribe, dispose, subscribe against publish + autoconnect: one source
        // subscription; the later subscriber sees a dead subject (no events, no end).
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(410, 2), .completed(500)])
        let connection = Multicaster(source: xs.asObservable(), dialect: .rac) { racSubject() }
        _ = connection.subject()
        let autoconnected = MulticastObservable(connection).engine.refCount(connect: { connection.connect() })
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        var disposables: [String: Disposable] = [:]
        scheduler.scheduleAt(200) { disposables["a"] = autoconnected.subscribe(a) }
        scheduler.scheduleAt(300) { disposables["a"]?.dispose() }
        scheduler.scheduleAt(400) { disposables["b"] = autoconnected.subscribe(b) }
        scheduler.scheduleAt(1000) { disposables["b"]?.dispose() }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1)])
        XCTAssertEqual(b.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testRxPublishRefCountReconnects() {
        // Docs/Semantics.md#multicast-connection, Rx side: the same scenario subscribes twice.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(410, 2), .completed(500)])
        let shared = xs.publish().refCount()
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        var disposables: [String: Disposable] = [:]
        scheduler.scheduleAt(200) { disposables["a"] = shared.subscribe(a) }
        scheduler.scheduleAt(300) { disposables["a"]?.dispose() }
        scheduler.scheduleAt(400) { disposables["b"] = shared.subscribe(b) }
        scheduler.scheduleAt(1000) { disposables["b"]?.dispose() }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1)])
        XCTAssertEqual(b.events, [.next(410, 2), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
    }

    func testRACConnectOnlyOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(410, 2)])
        let connection = Multicaster(source: xs.asObservable(), dialect: .rac) { racSubject() }
        var first: MulticastConnection?
        var second: MulticastConnection?
        scheduler.scheduleAt(200) { first = connection.connect() }
        scheduler.scheduleAt(300) { first?.dispose() }
        scheduler.scheduleAt(400) { second = connection.connect() }
        scheduler.start()
        XCTAssertTrue(first === second)
        XCTAssertTrue(second?.isDisposed == true)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testRACReplayLazilyConnectsOnFirstSubscriptionAndNeverDisconnects() {
        // Docs/Semantics.md#replay-and-share: subscribe, dispose, subscribe: one source subscription; the second
        // subscriber gets the whole buffer.
        let source = CountingSource()
        let connection = Multicaster(source: source.observable, dialect: .rac) { racReplaySubject() }
        let lazily = connection.lazilyConnected()
        XCTAssertEqual(source.subscriptions, 0)
        var received: [Int] = []
        lazily.subscribe(onNext: { received.append($0) }).dispose()
        lazily.subscribe(onNext: { received.append($0) }).dispose()
        XCTAssertEqual(received, [1, 1])
        XCTAssertEqual(source.subscriptions, 1)
        XCTAssertEqual(source.disposals, 0)
        connection.connect().dispose()
        XCTAssertEqual(source.disposals, 1)
    }

    func testRACReplayConnectsEagerly() {
        // Docs/Semantics.md#replay-and-share: RAC `replay` is connected before anyone subscribes.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .completed(300), .next(350, 3)])
        var connection: Multicaster<Int, Int>?
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) {
            connection = Multicaster(source: xs.asObservable(), dialect: .rac) { racReplaySubject() }
            _ = connection!.connect()
        }
        scheduler.scheduleAt(400) { _ = connection!.subject().observable.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(400, 1), .next(400, 2), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 300)])
    }

    // MARK: bind(to:)

    func testBindToObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let first = scheduler.createObserver(Int.self), second = scheduler.createObserver(Int.self)
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.bind(to: first, second) }
        scheduler.scheduleAt(1000) { binding?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testBindToOptionalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let observer = scheduler.createObserver(Int?.self)
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.bind(to: observer) }
        scheduler.scheduleAt(250) { binding?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testBindDisposedMidStream() {
        let subject = PublishSubject<Int>()
        let target = BehaviorSubject(value: 0)
        let binding = subject.bind(to: target)
        subject.onNext(1)
        binding.dispose()
        subject.onNext(2)
        XCTAssertEqual(try target.value(), 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testBindToBinderFunctions() {
        let source = Observable.of(1, 2)
        func collect(_ observable: Observable<Int>) -> [Int] {
            var result: [Int] = []
            _ = observable.subscribe(onNext: { result.append($0) })
            return result
        }
        func scale(_ observable: Observable<Int>) -> (Int) -> [Int] {
            { factor in collect(observable.map { $0 * factor }) }
        }
        XCTAssertEqual(source.bind(to: collect), [1, 2])
        XCTAssertEqual(source.bind(to: scale, curriedArgument: 10), [10, 20])
    }

    func testBindOnNextAndWithObject() {
        final class Target { var values: [Int] = [] }
        var target: Target? = Target()
        let targetIsReleased = { [weak target] in target == nil }
        let subject = PublishSubject<Int>()
        var plain: [Int] = []
        let first = subject.bind(onNext: { plain.append($0) })
        let second = subject.bind(with: target!, onNext: { $0.values.append($1) })
        subject.onNext(1)
        XCTAssertEqual(target?.values, [1])
        target = nil                                  // held weakly by the binding
        XCTAssertTrue(targetIsReleased())
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(plain, [1, 2])
        XCTAssertFalse(subject.hasObservers)
        first.dispose()
        second.dispose()
    }
}
