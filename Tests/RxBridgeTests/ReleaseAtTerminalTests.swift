import XCTest
import RxBridge
import ReactiveTesting

private struct ReleaseError: Error, Equatable {}

/// A stage releases its upstream when a terminal event passes it, as in RxSwift: not
/// one hop later, and for a source that ends during `subscribe`, before the stages
/// downstream of it finish subscribing. Expected values come from RxSwift 6.10.
final class ReleaseAtTerminalTests: ReactiveTestCase {
    private var log: [String] = []
    private func note(_ line: String) { log.append(line) }

    override func setUp() {
        super.setUp()
        log = []
    }

    // MARK: asynchronous hops

    func testObserveOnReleasesTheSourceAtItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.map { $0 * 2 }.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 2), .completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testObserveOnDirectlyOnATestObservableReleasesAtItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDelayReleasesTheSourceAtItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.map { $0 }.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeBeforeObserveOnReleasesAtTheTakenElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.take(1).observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(212)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testThrottleHoldingTheLastElementReleasesTheSourceAtItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.throttle(.seconds(50), latest: true, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testThrowingMapBeforeObserveOnReleasesAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw ReleaseError() }
                return value
            }.observe(on: scheduler)
        }
        XCTAssertEqual(res.events, [.next(211, 1), .error(221, ReleaseError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCreateAndDoUpstreamOfObserveOnReleaseAtTheCompletionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: AnyObserver<Int>?
        scheduler.scheduleAt(300) {
            observer?.onNext(1)
            observer?.onCompleted()
        }
        let res = scheduler.start {
            Observable<Int>.create { created in
                observer = created
                return Disposables.create { self.note("source dispose \(scheduler.clock)") }
            }
            .do(onDispose: { self.note("upstream do dispose \(scheduler.clock)") })
            .observe(on: scheduler)
            .do(onCompleted: { self.note("downstream completed \(scheduler.clock)") },
                onDispose: { self.note("downstream do dispose \(scheduler.clock)") })
        }
        observer = nil
        XCTAssertEqual(res.events, [.next(301, 1), .completed(302)])
        XCTAssertEqual(log, ["source dispose 300", "upstream do dispose 300",
                             "downstream completed 302", "downstream do dispose 302"])
    }

    // MARK: ending during subscribe

    func testSourceEndingDuringSubscribeReleasesBeforeOnSubscribed() {
        _ = Observable<Int>.create { observer in
            self.note("create")
            observer.onCompleted()
            return Disposables.create { self.note("source dispose") }
        }
        .do(onCompleted: { self.note("do completed") }, onSubscribe: { self.note("subscribe") },
            onSubscribed: { self.note("subscribed") }, onDispose: { self.note("do dispose") })
        .subscribe(onCompleted: { self.note("onCompleted") }, onDisposed: { self.note("onDisposed") })
        XCTAssertEqual(log, ["subscribe", "create", "do completed", "onCompleted", "onDisposed",
                             "source dispose", "subscribed", "do dispose"])
    }

    func testTakeReleasesAfterTheSubscriberHandledTheCompletion() {
        _ = Observable.of(1, 2).do(onDispose: { self.note("source do dispose") }).take(1)
            .do(onCompleted: { self.note("do completed") }, onDispose: { self.note("do dispose") })
            .subscribe(onNext: { self.note("next \($0)") }, onCompleted: { self.note("onCompleted") },
                       onDisposed: { self.note("onDisposed") })
        XCTAssertEqual(log, ["next 1", "do completed", "onCompleted", "onDisposed", "source do dispose", "do dispose"])
    }

    func testThrowingMapReleasesAfterTheSubscriberHandledTheError() {
        _ = Observable.of(1, 2).do(onDispose: { self.note("source dispose") })
            .map { value -> Int in
                if value == 1 { throw ReleaseError() }
                return value
            }
            .do(onError: { _ in self.note("do error") }, onDispose: { self.note("do dispose") })
            .subscribe(onError: { _ in self.note("onError") }, onDisposed: { self.note("onDisposed") })
        XCTAssertEqual(log, ["do error", "onError", "onDisposed", "source dispose", "do dispose"])
    }

    private struct EndsWhileSubscribing: ObservableType {
        typealias Element = Int
        let note: (String) -> Void
        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            note("custom subscribe")
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { note("custom dispose") }
        }
    }

    func testCustomObservableTypeIsAStageThatReleasesWhenItsSubscribeReturns() {
        let source = EndsWhileSubscribing(note: { self.note($0) })
        _ = source.asObservable()
            .do(onCompleted: { self.note("do completed") }, onSubscribed: { self.note("subscribed") },
                onDispose: { self.note("do dispose") })
            .subscribe(onCompleted: { self.note("onCompleted") }, onDisposed: { self.note("onDisposed") })
        XCTAssertEqual(log, ["custom subscribe", "do completed", "onCompleted", "onDisposed", "custom dispose",
                             "subscribed", "do dispose"])
        log = []
        _ = source.map { $0 }
            .do(onCompleted: { self.note("do completed") }, onSubscribed: { self.note("subscribed") },
                onDispose: { self.note("do dispose") })
            .subscribe(onCompleted: { self.note("onCompleted") }, onDisposed: { self.note("onDisposed") })
        XCTAssertEqual(log, ["custom subscribe", "do completed", "onCompleted", "onDisposed", "custom dispose",
                             "subscribed", "do dispose"])
    }
}

/// `subscribe(on:)` disposes its source on the scheduler, but an operator stage there
/// releases itself at its end first (RxSwift subscribes the receiver as it is).
final class ReleaseAtTerminalSubscribeOnTests: ReactiveTestCase {
    func testTestObservableIsReleasedByTheScheduledDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testOperatorStageIsReleasedAtItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.map { $0 }.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 300)])
    }

    func testTakeIsReleasedAtItsOwnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(1).subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 210)])
    }

    func testMapAfterSubscribeOnDoesNotReleaseTheTestObservableEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler).map { $0 } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }
}

/// A scope disposed while its subscription is still running stops its sources at once,
/// inner subscriptions included; only the release of resources waits for the run.
final class ReleaseAtTerminalStopTests: ReactiveTestCase {
    func testLongSynchronousInnerSourcesStopWhenTheSubscriptionEndsWhileSubscribing() {
        var values: [Int] = []
        var disposed: [String] = []
        _ = Observable.merge(Observable.range(start: 0, count: 1_000_000_000), Observable.of(7))
            .do(onDispose: { disposed.append("merge") })
            .take(2)
            .subscribe(onNext: { values.append($0) }, onDisposed: { disposed.append("subscriber") })
        XCTAssertEqual(values.count, 2)
        XCTAssertEqual(disposed, ["subscriber", "merge"])
    }

    func testInnerOfFlatMapStopsWhenTakeEndsDuringSubscribe() {
        var seen = 0
        _ = Observable.just(1)
            .flatMap { _ in Observable.range(start: 0, count: 1_000_000_000).do(onNext: { _ in seen += 1 }) }
            .take(3)
            .subscribe()
        XCTAssertEqual(seen, 3)
    }
}

/// Inner subscriptions that end the whole subscription while it is being subscribed.
final class ReleaseAtTerminalInnerTests: ReactiveTestCase {
    private var log: [String] = []
    private func note(_ line: String) { log.append(line) }

    func testFlatMapInnerEndingTheSubscriptionWhileSubscribing() {
        _ = Observable.just(1)
            .flatMap { _ in
                Observable<Int>.create { observer in
                    observer.onNext(1)
                    return Disposables.create { self.note("inner dispose") }
                }
            }
            .do(onDispose: { self.note("do dispose") })
            .take(1)
            .do(onSubscribed: { self.note("subscribed") }, onDispose: { self.note("outer do dispose") })
            .subscribe(onCompleted: { self.note("completed") }, onDisposed: { self.note("onDisposed") })
        XCTAssertEqual(log, ["completed", "onDisposed", "inner dispose", "do dispose", "subscribed", "outer do dispose"])
    }

    func testMergeEndedByItsFirstSourceWhileSubscribing() {
        let first = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { self.note("a dispose") }
        }
        let second = Observable<Int>.create { _ in
            self.note("b subscribe")
            return Disposables.create { self.note("b dispose") }
        }
        _ = Observable.merge(first, second)
            .do(onDispose: { self.note("do dispose") })
            .take(1)
            .do(onSubscribed: { self.note("subscribed") })
            .subscribe(onCompleted: { self.note("completed") }, onDisposed: { self.note("onDisposed") })
        XCTAssertEqual(log, ["completed", "onDisposed", "b subscribe", "a dispose", "b dispose", "do dispose", "subscribed"])
    }
}
