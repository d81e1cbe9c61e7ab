import XCTest
import Foundation
import RxBridge
import ReactiveTesting

private let testError = NSError(domain: "ErrorHandlingTests", code: 1)
private let otherError = NSError(domain: "ErrorHandlingTests", code: 2)

private enum Recoverable: Error, Equatable { case flaky }

final class CatchTests: ReactiveTestCase {
    func testCatchContinuesWithReplacement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, testError)])
        let ys = scheduler.createColdObservable([.next(10, 8), .next(20, 9), .completed(30)])
        var caught: [Error] = []
        let res = scheduler.start { xs.catch { error in caught.append(error); return ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 8), .next(250, 9), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
        XCTAssertEqual(caught.count, 1)
    }

    func testCatchNotUsedOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, 8), .completed(30)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testCatchHandlerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])
        let res = scheduler.start { xs.catch { _ in throw otherError } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, otherError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testReplacementErrorPropagates() {
        // Docs/Semantics.md#catch: an error from the replacement is not caught again.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, testError)] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.next(10, 8), .error(20, otherError)])
        var calls = 0
        let res = scheduler.start { xs.catch { _ in calls += 1; return ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 8), .error(250, otherError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
        XCTAssertEqual(calls, 1)
    }

    func testCatchDisposedWhileOnReplacement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, testError)] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.next(10, 8), .next(200, 9)])
        let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 8)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
    }

    func testCatchSynchronous() {
        // Docs/Semantics.md#catch (checked on RxSwift): error.catch { just(7) } -> [7, c].
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(testError).catch { _ in .just(7) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(7), .completed])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])
        let res = scheduler.start { xs.catchAndReturn(0) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 0), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}

final class RetryTests: ReactiveTestCase {
    private func failing(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .error(250, testError)])
    }

    func testRetryCountSubscribesThatManyTimesInTotal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failing(scheduler)
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [
            .next(300, 1), .next(350, 2), .next(400, 3),
            .next(550, 1), .next(600, 2), .next(650, 3),
            .next(800, 1), .next(850, 2), .next(900, 3),
            .error(950, testError),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450), Subscription(450, 700), Subscription(700, 950)])
    }

    func testRetryOneIsASingleAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failing(scheduler)
        let res = scheduler.start { xs.retry(1) }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .error(450, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testRetryZeroCompletesWithoutSubscribing() {
        // Docs/Semantics.md#retry (checked on RxSwift): retry(0) on an error -> [c], no subscription.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failing(scheduler)
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testRetryForeverUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failing(scheduler)
        let res = scheduler.start(disposed: 1100) { xs.retry() }
        XCTAssertEqual(res.events, [
            .next(300, 1), .next(350, 2), .next(400, 3),
            .next(550, 1), .next(600, 2), .next(650, 3),
            .next(800, 1), .next(850, 2), .next(900, 3),
            .next(1050, 1),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 450), Subscription(450, 700), Subscription(700, 950), Subscription(950, 1100),
        ])
    }

    func testRetryStopsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempt = 0
        let source = Observable<Int>.create { observer in
            attempt += 1
            if attempt < 3 { observer.onError(testError) } else { observer.onNext(attempt); observer.onCompleted() }
            return Disposables.create()
        }
        let res = scheduler.start { source.retry(5) }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(attempt, 3)
    }

    func testRetrySynchronousFailuresDoNotGrowTheStack() {
        // Each attempt is trampolined, as in Rx: 10 000 synchronous failures run as a loop.
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onError(testError)
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = source.retry(10_000).subscribe { events.append($0) }
        XCTAssertEqual(subscriptions, 10_000)
        XCTAssertEqual(events.count, 1)
        XCTAssertNotNil(events.first?.error)
    }

    func testRACCountRuleOnTheSameEngine() {
        // Docs/Semantics.md#retry: RAC `retry:n` subscribes n + 1 times; the RAC facade maps n to maxAttempts n + 1.
        for (racCount, expected) in [(1, 2), (3, 4)] {
            var subscriptions = 0
            let source = Observable<Int>.create { observer in
                subscriptions += 1
                observer.onError(testError)
                return Disposables.create()
            }
            _ = source.engine.retry(maxAttempts: racCount + 1).subscribe { _ in }
            XCTAssertEqual(subscriptions, expected)
        }
        // RAC `retry:0` is forever: nil. Stop after 50 attempts by disposing.
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            if subscriptions < 50 { observer.onError(testError) }
            return Disposables.create()
        }
        let subscription = source.engine.retry(maxAttempts: nil).subscribe { _ in }
        XCTAssertEqual(subscriptions, 50)
        subscription.dispose()
    }

    func testRetryWhenResubscribesOnTriggerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let trigger = scheduler.createHotObservable([.next(250, ()), .completed(300)])
        var received: [Error] = []
        let res = scheduler.start {
            xs.retry { (errors: Observable<Error>) -> TestableObservable<Void> in
                _ = errors.subscribe(onNext: { received.append($0) })
                return trigger
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(250, 270)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(received.count, 2)
    }

    func testRetryWhenTriggerEndWaitsForTheNextFailure() {
        // As in Rx: a trigger that ends while the source runs ends the sequence at the
        // source's next failure.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(100, testError)])
        let trigger = scheduler.createHotObservable([.error(250, otherError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.retry { (_: Observable<Error>) in trigger } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(300, otherError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testRetryWhenSynchronousTriggerCountsAttempts() {
        // The trigger is the errors themselves, limited to two: three subscriptions,
        // then the trigger's completion ends the sequence.
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            observer.onError(testError)
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = source.retry { (errors: Observable<Error>) in errors.take(2) }.subscribe { events.append($0) }
        XCTAssertEqual(subscriptions, 3)
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
    }

    func testRetryWhenTypedErrorsOnly() {
        // Errors of another type than the handler's are forwarded at once.
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onError(subscriptions == 1 ? Recoverable.flaky : testError)
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = source.retry { (errors: Observable<Recoverable>) in errors }.subscribe { events.append($0) }
        XCTAssertEqual(subscriptions, 2)
        XCTAssertEqual(events, [.error(testError)])
    }

    func testRetryWhenDisposedWhileWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let trigger = scheduler.createHotObservable([.next(500, 0)])
        let res = scheduler.start(disposed: 400) { xs.retry { (_: Observable<Error>) in trigger } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 400)])
    }

    func testRetryWhenWithoutTypeAnnotationPicksSwiftError() {
        // As in RxSwift, an unannotated handler gets `Observable<Swift.Error>`.
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onError(testError)
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = source.retry(when: { errors in errors.take(1) }).subscribe { events.append($0) }
        XCTAssertEqual(subscriptions, 2)
        XCTAssertEqual(events, [.completed])
    }

    func testRetryDisposedFromInsideAnElementStopsAttempts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        var received: [TestTime] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.retry().subscribe(onNext: { _ in
                received.append(scheduler.clock)
                if received.count == 3 { subscription?.dispose() }
            })
        }
        scheduler.start()
        XCTAssertEqual(received, [210, 230, 250])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 250)])
        subscription = nil
    }
}
