import XCTest
import RACBridge
import ReactiveTesting

final class RACFilteringTests: RACTestCase {
    // MARK: skip / take / takeLast

    func testSkipDropsTheFirstValues() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        let res = scheduler.start { xs.racSignal.skip(1) }
        XCTAssertEqual(res.events, [.next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipZeroPassesEverythingAndErrorsPassThrough() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .error(250, TestError())])
        let res = scheduler.start { xs.racSignal.skip(0) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeCompletesRightAfterTheLastValueAndReleasesTheSource() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.racSignal.take(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeZeroCompletesWithoutSubscribing() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.racSignal.take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTakeForwardsAnEarlyEndAndStopsAtDisposal() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.racSignal.take(5) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let ys = hot(scheduler, [.next(1210, 1), .next(1260, 2), .completed(1300)])
        let disposed = scheduler.start(created: 1100, subscribed: 1200, disposed: 1250) { ys.racSignal.take(5) }
        XCTAssertEqual(disposed.events, [.next(1210, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(1200, 1250)])
    }

    func testTakeIsNotReenteredByASubscriberThatSendsAgain() {
        let subject = RACSubject<Int>()
        var values: [Int] = []
        var completions = 0
        subject.take(2).subscribeNext({ value in
            values.append(value)
            if value == 1 {
                subject.sendNext(2)
                subject.sendNext(3)
            }
        }, completed: { completions += 1 })
        subject.sendNext(1)
        subject.sendNext(4)
        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(completions, 1)
    }

    func testTakeLastSendsTheLastValuesAtCompletion() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.racSignal.takeLast(2) }
        XCTAssertEqual(res.events, [.next(300, 2), .next(300, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLastDropsItsValuesOnErrorAndZeroSendsNothing() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .error(300, TestError())])
        let res = scheduler.start { xs.racSignal.takeLast(2) }
        XCTAssertEqual(res.events, [.error(300, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let ys = hot(scheduler, [.next(1210, 1), .completed(1300)])
        let none = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { ys.racSignal.takeLast(0) }
        XCTAssertEqual(none.events, [.completed(1300)])
    }

    // MARK: take(until:) (Docs/Semantics.md#take-until)

    func testTakeUntilCompletesAtTheTriggersValue() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let trigger = hot(scheduler, [.next(250, 99), .completed(400)])
        let res = scheduler.start { xs.racSignal.take(until: trigger.racSignal) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntilCompletesAtTheTriggersCompletion() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(260, 2), .completed(300)])
        let trigger = hot(scheduler, [.completed(250)])
        let res = scheduler.start { xs.racSignal.take(until: trigger.racSignal) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntilIgnoresTheTriggersError() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(260, 2), .completed(300)])
        let trigger = hot(scheduler, [.error(250, TestError())])
        let res = scheduler.start { xs.racSignal.take(until: trigger.racSignal) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntilATriggerThatCompletesAtOnceNeverSubscribesTheSource() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.racSignal.take(until: RACSignal<String>.empty()) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTakeUntilDisposedReleasesBoth() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(260, 2), .completed(300)])
        let trigger = hot(scheduler, [.next(400, 0)])
        let res = scheduler.start(disposed: 250) { xs.racSignal.take(until: trigger.racSignal) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntilASourceErrorEndsAndReleasesTheTrigger() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .error(230, TestError(2))])
        let trigger = hot(scheduler, [.next(400, 0)])
        let res = scheduler.start { xs.racSignal.take(until: trigger.racSignal) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError(2))])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilALifetimeEndsTheSignalWhenItEnds() {
        let subject = RACSubject<Int>()
        var lifetime: RACLifetime? = RACLifetime()
        var values: [Int] = []
        var completions = 0
        subject.take(until: lifetime!.ended).subscribeNext({ values.append($0) }, completed: { completions += 1 })
        subject.sendNext(1)
        lifetime = nil
        subject.sendNext(2)
        XCTAssertEqual(values, [1])
        XCTAssertEqual(completions, 1, "the lifetime's completion (not a value) ends the signal (Docs/Semantics.md#take-until)")
        XCTAssertFalse(subject.hasSubscribers)
    }

    // MARK: block forms

    func testTakeUntilBlockDropsTheValueThatStopsIt() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300)])
        let res = scheduler.start { xs.racSignal.take(untilBlock: { $0 > 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhileBlockStopsAtTheFirstFailure() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300)])
        let res = scheduler.start { xs.racSignal.take(whileBlock: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let ys = hot(scheduler, [.next(1210, 1), .error(1220, TestError())])
        let failing = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            ys.racSignal.take(whileBlock: { $0 < 3 })
        }
        XCTAssertEqual(failing.events, [.next(1210, 1), .error(1220, TestError())])
    }

    func testSkipUntilBlockSendsTheValueThatPassesAndEverythingAfter() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300)])
        var calls = 0
        let res = scheduler.start { xs.racSignal.skip(untilBlock: { calls += 1; return $0 > 3 }) }
        XCTAssertEqual(res.events, [.next(230, 5), .next(240, 1), .completed(300)])
        XCTAssertEqual(calls, 3, "the block is not asked again once it passed")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipWhileBlockSendsFromTheFirstFailure() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .error(300, TestError())])
        let res = scheduler.start { xs.racSignal.skip(whileBlock: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(230, 5), .next(240, 1), .error(300, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: distinctUntilChanged

    func testDistinctUntilChangedDropsRepeats() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(300)])
        let res = scheduler.start { xs.racSignal.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChangedComparesOptionalsAndForwardsErrors() {
        let subject = RACSubject<Int?>()
        var values: [Int?] = []
        var errors = 0
        subject.distinctUntilChanged().subscribeNext({ values.append($0) }, error: { _ in errors += 1 })
        subject.sendNext(nil)
        subject.sendNext(nil)
        subject.sendNext(1)
        subject.sendNext(nil)
        subject.sendError(TestError())
        XCTAssertEqual(values, [nil, 1, nil])
        XCTAssertEqual(errors, 1)
    }
}
