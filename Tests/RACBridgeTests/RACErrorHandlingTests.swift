import XCTest
import RACBridge
import ReactiveTesting

final class RACErrorHandlingTests: RACTestCase {
    /// A signal that fails synchronously on each subscription, counting them.
    private func failing(_ subscriptions: Counter) -> RACSignal<Int> {
        RACSignal.createSignal { subscriber in
            subscriptions.increment()
            subscriber.sendNext(subscriptions.value)
            subscriber.sendError(TestError(subscriptions.value))
            return nil
        }
    }

    // MARK: catch

    func testCatchContinuesWithTheSignalForTheError() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .error(230, TestError(7))])
        let ys = cold(scheduler, [.next(10, 8), .next(20, 9), .completed(30)])
        var caught: [TestError] = []
        let res = scheduler.start { () -> RACSignal<Int> in
            xs.racSignal.catch { error in
                caught.append(error as! TestError)
                return ys.racSignal
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 8), .next(250, 9), .completed(260)])
        XCTAssertEqual(caught, [TestError(7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
    }

    func testCatchPassesCompletionAndTheReplacementsError() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .completed(230)])
        let completed = scheduler.start { xs.racSignal.catch { _ in RACSignal.return(0) } }
        XCTAssertEqual(completed.events, [.next(210, 1), .completed(230)])

        let ys = hot(scheduler, [.error(1210, TestError(1))])
        let failedAgain = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            ys.racSignal.catch { _ in RACSignal.error(TestError(2)) }
        }
        XCTAssertEqual(failedAgain.events, [.error(1210, TestError(2))])
        XCTAssertEqual(ys.subscriptions, [Subscription(1200, 1210)])
    }

    func testCatchToSubscribesTheGivenSignalAndCanBeDisposedThere() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .error(230, TestError())])
        let ys = cold(scheduler, [.next(10, 8), .next(50, 9), .completed(60)])
        let res = scheduler.start(disposed: 260) { xs.racSignal.catch(to: ys.racSignal) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 8)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
    }

    // MARK: retry (Docs/Semantics.md#retry)
    //
    // RAC resubscribes in a block scheduled on the current scheduler: here the
    // RACTestScheduler, whose clock (with processing delay) runs it one tick later.

    func testRetryCountSubscribesCountPlusOneTimes() {
        let scheduler = makeScheduler()
        let xs = cold(scheduler, [.next(10, 1), .next(20, 2), .error(30, TestError())])
        let res = scheduler.start { xs.racSignal.retry(2) }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(220, 2),
            .next(241, 1), .next(251, 2),
            .next(272, 1), .next(282, 2), .error(292, TestError()),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(231, 261), Subscription(262, 292)])
    }

    func testRetryZeroAndRetryKeepGoingUntilDisposed() {
        let scheduler = makeScheduler()
        let xs = cold(scheduler, [.next(10, 1), .error(30, TestError())])
        let zero = scheduler.start(disposed: 300) { xs.racSignal.retry(0) }
        XCTAssertEqual(zero.events, [.next(210, 1), .next(241, 1), .next(272, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(231, 261), Subscription(262, 292), Subscription(293, 300)])

        let ys = cold(scheduler, [.next(10, 1), .error(30, TestError())])
        let forever = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { ys.racSignal.retry() }
        XCTAssertEqual(forever.events, [.next(1210, 1), .next(1241, 1), .next(1272, 1)])
        XCTAssertEqual(ys.subscriptions.count, 4)
    }

    func testRetryPassesCompletion() {
        let scheduler = makeScheduler()
        let xs = cold(scheduler, [.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.racSignal.retry(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryCountsOnASynchronousSignal() {
        let scheduler = makeScheduler()
        for (count, expected) in [(1, 2), (3, 4)] {
            let subscriptions = Counter()
            var values: [Int] = []
            var errors: [TestError] = []
            scheduler.performAsCurrentScheduler {
                failing(subscriptions).retry(count).subscribeNext({ values.append($0) }, error: { errors.append($0 as! TestError) })
            }
            scheduler.stepAll()
            XCTAssertEqual(subscriptions.value, expected, "retry(\(count))")
            XCTAssertEqual(values, Array(1...expected))
            XCTAssertEqual(errors, [TestError(expected)], "the last error is sent")
        }
    }

    func testRetryWithTheLargestCountRetriesWithoutLimit() {
        let scheduler = makeScheduler()
        let xs = cold(scheduler, [.next(10, 1), .error(30, TestError())])
        let res = scheduler.start(disposed: 300) { xs.racSignal.retry(Int.max) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(241, 1), .next(272, 1)])
        XCTAssertEqual(xs.subscriptions.count, 4)
    }

    func testRetryForeverOnASynchronousSignalLoopsWithoutGrowingTheStack() {
        let scheduler = makeScheduler()
        let subscriptions = Counter()
        let flaky = RACSignal<Int>.createSignal { subscriber in
            subscriptions.increment()
            if subscriptions.value < 20_000 {
                subscriber.sendError(TestError())
            } else {
                subscriber.sendNext(subscriptions.value)
                subscriber.sendCompleted()
            }
            return nil
        }
        var values: [Int] = []
        var completed = false
        scheduler.performAsCurrentScheduler {
            flaky.retry().subscribeNext({ values.append($0) }, completed: { completed = true })
        }
        scheduler.stepAll()
        XCTAssertEqual(values, [20_000])
        XCTAssertTrue(completed)
    }

    func testRetryDisposedFromInsideAValueStopsResubscribing() {
        let scheduler = makeScheduler()
        let subscriptions = Counter()
        var disposable: RACDisposable?
        var values: [Int] = []
        scheduler.performAsCurrentScheduler {
            disposable = RACSignal<Int>.createSignal { subscriber in
                subscriptions.increment()
                scheduler.afterDelay(10) {
                    subscriber.sendNext(subscriptions.value)
                    subscriber.sendError(TestError())
                }
                return nil
            }.retry().subscribeNext { value in
                values.append(value)
                if value == 2 { disposable?.dispose() }
            }
        }
        scheduler.stepAll()
        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(subscriptions.value, 2)
    }

    // MARK: try / tryMap

    func testTryForwardsValuesUntilTheBlockThrows() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, -1), .next(240, 3), .completed(300)])
        var checked: [Int] = []
        let res = scheduler.start { () -> RACSignal<Int> in
            xs.racSignal.try { value in
                checked.append(value)
                if value < 0 { throw TestError(value) }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError(-1))])
        XCTAssertEqual(checked, [1, 2, -1], "nothing runs after the error")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTryMapMapsUntilTheBlockThrowsAndPassesErrors() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 0), .next(230, 4), .completed(300)])
        let res = scheduler.start { () -> RACSignal<String> in
            xs.racSignal.tryMap { value -> String in
                if value == 0 { throw TestError(0) }
                return "\(10 / value)"
            }
        }
        XCTAssertEqual(res.events, [.next(210, "10"), .error(220, TestError(0))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let ys = hot(scheduler, [.next(1210, 2), .error(1220, TestError(9))])
        let passed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { ys.racSignal.tryMap { $0 * 2 } }
        XCTAssertEqual(passed.events, [.next(1210, 4), .error(1220, TestError(9))])
    }

    // MARK: repeat

    func testRepeatResubscribesAtEachCompletion() {
        let scheduler = makeScheduler()
        let xs = cold(scheduler, [.next(10, 1), .completed(20)])
        let res = scheduler.start(disposed: 265) { xs.racSignal.repeat() }
        // Each resubscription is a block on the current scheduler: one tick later here.
        XCTAssertEqual(res.events, [.next(210, 1), .next(231, 1), .next(252, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(221, 241), Subscription(242, 262), Subscription(263, 265)])
    }

    func testRepeatForwardsAnError() {
        let scheduler = makeScheduler()
        var passes = 0
        let signal = RACSignal<Int>.createSignal { subscriber in
            passes += 1
            subscriber.sendNext(passes)
            if passes == 3 { subscriber.sendError(TestError(3)) } else { subscriber.sendCompleted() }
            return nil
        }
        var values: [Int] = []
        var errors: [TestError] = []
        scheduler.performAsCurrentScheduler {
            signal.repeat().subscribeNext({ values.append($0) }, error: { errors.append($0 as! TestError) })
        }
        scheduler.stepAll()
        XCTAssertEqual(values, [1, 2, 3])
        XCTAssertEqual(errors, [TestError(3)])
        XCTAssertEqual(passes, 3)
    }

    func testRepeatOfASynchronousSignalLoopsWithoutGrowingTheStack() {
        let scheduler = makeScheduler()
        var count = 0
        var completed = false
        scheduler.performAsCurrentScheduler {
            RACSignal.return(1).repeat().take(20_000).subscribeNext({ count += $0 }, completed: { completed = true })
        }
        scheduler.stepAll()
        XCTAssertEqual(count, 20_000)
        XCTAssertTrue(completed)
    }

    func testRepeatOfAnEmptySignalStopsWhenDisposedFromOutside() {
        let scheduler = makeScheduler()
        let passes = Counter()
        let empty = RACSignal<Int>.createSignal { subscriber in
            passes.increment()
            scheduler.afterDelay(1) { subscriber.sendCompleted() }
            return nil
        }
        var disposable: RACDisposable?
        scheduler.performAsCurrentScheduler { disposable = empty.repeat().subscribeNext { _ in } }
        // Five blocks: each pass's completion, then its resubscription.
        scheduler.step(5)
        disposable?.dispose()
        scheduler.stepAll()
        XCTAssertEqual(passes.value, 3, "the pending resubscription is cancelled")
    }
}
