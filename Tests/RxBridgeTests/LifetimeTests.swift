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

    // MARK: - RAC commands and subjects

    func testRACCommandAndItsWorkSignalAreReleasedAfterExecutionEnds() {
        final class WorkWatch { weak var work: RACSubject<Int>? }
        let watch = WorkWatch()
        let scheduler = RACTestScheduler()
        weak var weakCommand: RACCommand<Int, Int>?
        weak var weakResult: RACSignal<Int>?
        var values: [Int] = []
        do {
            let command = RACCommand<Int, Int>(scheduler: scheduler) { input in
                let work = RACReplaySubject<Int>(capacity: nil)
                watch.work = work
                work.sendNext(input ?? 0)
                work.sendCompleted()
                return work
            }
            weakCommand = command
            let executing = command.executing.subscribeNext { _ in }
            let result = command.execute(7)
            weakResult = result
            result.subscribeNext { values.append($0) }
            scheduler.stepAll()
            XCTAssertNotNil(watch.work, "alive while the command keeps its execution's result")
            executing.dispose()
        }
        scheduler.stepAll()
        XCTAssertEqual(values, [7])
        XCTAssertNil(weakCommand, "the command is released once dropped")
        XCTAssertNil(weakResult, "the execution's signal is released")
        XCTAssertNil(watch.work, "the work signal is released after the execution ended")
    }

    func testRACCommandWithARunningExecutionIsReleasedWithItsWorkWhenDropped() {
        let scheduler = RACTestScheduler()
        weak var weakCommand: RACCommand<Int, Int>?
        weak var weakWork: RACSubject<Int>?
        let work = RACSubject<Int>()
        weakWork = work
        do {
            let command = RACCommand<Int, Int>(scheduler: scheduler) { [weak work] _ in work ?? RACSignal.empty() }
            weakCommand = command
            _ = command.execute(1)
            scheduler.stepAll()
            XCTAssertTrue(work.hasSubscribers, "the execution runs")
        }
        work.sendCompleted()
        scheduler.stepAll()
        XCTAssertNil(weakCommand, "released after the execution ended and the command was dropped")
        XCTAssertFalse(work.hasSubscribers)
        XCTAssertNotNil(weakWork)
    }

    func testRACSubjectsAndTheirSubscribersAreReleased() {
        final class Sink { var count = 0 }
        let makers: [(String, () -> RACSubject<Int>)] = [
            ("RACSubject", { RACSubject<Int>() }),
            ("RACReplaySubject", { RACReplaySubject<Int>(capacity: 1) }),
            ("RACBehaviorSubject", { RACBehaviorSubject<Int>(defaultValue: 0) }),
        ]
        for (name, make) in makers {
            weak var weakSubject: RACSubject<Int>?
            weak var weakDisposedSink: Sink?
            weak var weakCompletedSink: Sink?
            var subscription: RACDisposable?
            var subject: RACSubject<Int>? = make()
            do {
                let disposedSink = Sink(), completedSink = Sink()
                weakDisposedSink = disposedSink
                weakCompletedSink = completedSink
                weakSubject = subject
                subscription = subject?.subscribeNext { _ in disposedSink.count += 1 }
                _ = subject?.map { $0 }.subscribeNext { _ in completedSink.count += 1 }
                subject?.sendNext(1)
            }
            XCTAssertNotNil(weakDisposedSink, name)
            subscription?.dispose()
            subscription = nil
            XCTAssertNil(weakDisposedSink, "\(name): a subscriber's blocks are released on dispose")
            XCTAssertNotNil(weakCompletedSink, name)
            subject?.sendCompleted()
            XCTAssertNil(weakCompletedSink, "\(name): a subscriber's blocks are released on completion")
            subject = nil
            XCTAssertNil(weakSubject, "\(name): the subject is released once dropped")
        }
    }

    func testRACSubjectCapturedByAClosureIsReleasedWhenTheSubscriptionEnds() {
        weak var weakSubject: RACReplaySubject<Int>?
        let source = RACSubject<Int>()
        var subscription: RACDisposable?
        do {
            let subject = RACReplaySubject<Int>(capacity: nil)
            weakSubject = subject
            subscription = source.map { value -> Int in subject.sendNext(value); return value }.subscribeNext { _ in }
        }
        source.sendNext(1)
        XCTAssertNotNil(weakSubject, "alive while subscribed")
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(weakSubject, "released when the subscription is disposed")
    }
}
