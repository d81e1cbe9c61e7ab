import XCTest
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

/// An observer class, to watch its lifetime.
private final class CountingObserver: ObserverType {
    var count = 0
    func on(_ event: Event<Int>) { if case .next = event { count += 1 } }
}

/// Objects captured by closures, and observers, are released when the subscription
/// ends (by disposal or by the sequence's end), not later: no retain cycle through
/// the engine.
final class LifetimeTests: ReactiveTestCase {
    func testSubjectCapturedByAClosureIsReleasedWhenTheSubscriptionEnds() {
        weak var weakSubject: PublishSubject<Int>?
        let source = PublishSubject<Int>()
        var subscription: Disposable?
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            subscription = source.map { value -> Int in subject.onNext(value); return value }.subscribe()
        }
        source.onNext(1)
        XCTAssertNotNil(weakSubject, "alive while subscribed")
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(weakSubject, "released when the subscription is disposed")
    }

    func testObserverIsReleasedOnDisposeAndOnCompletion() {
        let subject = PublishSubject<Int>()
        weak var disposedObserver: CountingObserver?
        weak var completedObserver: CountingObserver?
        var subscription: Disposable?
        do {
            let first = CountingObserver(), second = CountingObserver()
            disposedObserver = first
            completedObserver = second
            subscription = subject.subscribe(first)
            _ = subject.map { $0 }.subscribe(second)
        }
        subject.onNext(1)
        XCTAssertEqual(disposedObserver?.count, 1)
        subscription?.dispose()
        XCTAssertNil(disposedObserver, "released by dispose")
        XCTAssertNotNil(completedObserver)
        subject.onCompleted()
        XCTAssertNil(completedObserver, "released by the end, without dispose")
    }

    func testSchedulerCapturedByAnOperatorClosureIsReleased() {
        weak var weakScheduler: TestScheduler?
        do {
            let scheduler = TestScheduler(initialClock: 0)
            weakScheduler = scheduler
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let res = scheduler.start { xs.flatMap { value in Observable.just(value + scheduler.clock) } }
            XCTAssertEqual(res.events, [.next(210, 211), .completed(300)])
        }
        XCTAssertNil(weakScheduler, "the clock is released with its sequences")
    }

    func testRACSchedulerAndSubscriberAreReleased() {
        weak var weakScheduler: RACScheduler?
        weak var weakSubscriber: GrammarChecker<Int>?
        let subject = RACSubject<Int>()
        var disposable: RACDisposable?
        do {
            let scheduler: RACScheduler = RACTargetQueueScheduler(name: "LifetimeTests", targetQueue: DispatchQueue(label: "LifetimeTests"))
            weakScheduler = scheduler
            let checker = GrammarChecker<Int>()
            weakSubscriber = checker
            disposable = checker.subscribe(to: subject.map { value in _ = scheduler.now; return value })
        }
        subject.sendNext(1)
        XCTAssertEqual(weakSubscriber?.elements, [1])
        disposable?.dispose()
        disposable = nil
        XCTAssertNil(weakSubscriber, "RAC subscriber released by dispose")
        XCTAssertNil(weakScheduler, "RAC scheduler captured by the operator released")
    }

    func testDisposableActionClosureIsReleasedAfterDispose() {
        weak var weakPayload: NSObject?
        var disposable: Disposable?
        do {
            let payload = NSObject()
            weakPayload = payload
            disposable = Disposables.create { _ = payload }
        }
        XCTAssertNotNil(weakPayload)
        disposable?.dispose()
        XCTAssertNil(weakPayload, "the action is dropped once run, even while the disposable lives")
        disposable = nil
    }

    func testSharedSourceReleasesItsConnectionWhenTheLastSubscriberLeaves() {
        weak var weakSubject: PublishSubject<Int>?
        var shared: Observable<Int>?
        var subscription: Disposable?
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            shared = subject.map { $0 * 2 }.share(replay: 1)
            subscription = shared?.subscribe()
        }
        subscription?.dispose()
        subscription = nil
        shared = nil
        XCTAssertNil(weakSubject)
    }
}
