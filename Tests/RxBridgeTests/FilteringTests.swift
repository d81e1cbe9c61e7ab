import XCTest
import Foundation
import RxBridge
import ReactiveTesting

private let testError = NSError(domain: "FilteringTests", code: 1)
private let otherError = NSError(domain: "FilteringTests", code: 2)

private struct Point: Equatable {
    var x: Int
    var y: Int
}

final class DistinctUntilChangedTests: ReactiveTestCase {
    func testDropsConsecutiveDuplicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(300),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testKeySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(220, 4), .next(230, 5), .next(240, 7), .next(250, 8), .completed(300),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 5), .next(250, 8), .completed(300)])
    }

    func testComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 10), .next(240, 11), .completed(300),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) < 5 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 10), .completed(300)])
    }

    func testKeySelectorAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "A"), .next(230, "b"), .completed(300),
        ])
        let res = scheduler.start { xs.distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 }) }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .completed(300)])
    }

    func testKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Point(x: 1, y: 1)), .next(220, Point(x: 1, y: 2)), .next(230, Point(x: 2, y: 2)), .completed(300),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.x) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 1)), .next(230, Point(x: 2, y: 2)), .completed(300)])
    }

    func testThrowingKeySelectorEndsWithErrorAndReleasesSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.distinctUntilChanged { (value: Int) -> Int in
                if value == 2 { throw testError }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingComparerEndsWithError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw testError } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3)])
        let res = scheduler.start(disposed: 250) { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}

final class TakeTests: ReactiveTestCase {
    func testTakeCompletesAfterNthElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let res = scheduler.start { xs.take(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTakeMoreThanAvailable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let res = scheduler.start { xs.take(5) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeDisposeMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeIsReentrancySafe() {
        // The element that fills the count feeds the source again: nothing more passes.
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completions = 0
        let subscription = subject.take(2).subscribe(onNext: { value in
            received.append(value)
            subject.onNext(value + 10)
        }, onCompleted: { completions += 1 })
        subject.onNext(1)
        subject.onNext(100)
        XCTAssertEqual(received, [1, 11])
        XCTAssertEqual(completions, 1)
        subscription.dispose()
    }

    func testTakeOnSynchronousSourceStopsIt() {
        var received: [Int] = []
        _ = Observable.from(Array(1...100)).take(3).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testTakeForDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(250, 3), .next(260, 4), .completed(300),
        ])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(250, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeForDurationSourceEndsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhileExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
        ])
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhileInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
        ])
        let res = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 5), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhileThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.take(while: { (value: Int) throws -> Bool in
                if value == 2 { throw testError }
                return true
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
        ])
        let exclusive = scheduler.start { xs.take(until: { $0 > 3 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .next(220, 2), .completed(230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(230, 5), .completed(300)])
        let inclusive = scheduler2.start { ys.take(until: { $0 > 3 }, behavior: .inclusive) }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(230, 5), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilTriggerElementCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let trigger = scheduler.createHotObservable([.next(150, "x"), .next(230, "y"), .completed(260)])
        let res = scheduler.start { xs.take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilTriggerCompletionIsIgnored() {
        // Docs/Semantics.md#take-until, Rx: trigger completion releases the trigger; the source goes on.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let trigger = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilTriggerErrorIsForwarded() {
        // Docs/Semantics.md#take-until, Rx: a trigger error ends the sequence.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let trigger = scheduler.createHotObservable([.error(220, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilSynchronousEmptyTriggerPassesEverything() {
        // Docs/Semantics.md#take-until (checked on RxSwift): take(until: empty) -> [1, 2, c].
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).take(until: Observable<Int>.empty()).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testTakeUntilSourceEndsFirstReleasesTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(300, 0)])
        let res = scheduler.start { xs.take(until: trigger) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntilRACRule() {
        // Docs/Semantics.md#take-until, RAC: trigger completion completes; trigger error is ignored.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let completing = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.engine.take(until: completing.asObservable(), dialect: .rac) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let failing = scheduler2.createHotObservable([.error(220, testError)] as [Recorded<Event<Int>>])
        let res2 = scheduler2.start { ys.engine.take(until: failing.asObservable(), dialect: .rac) }
        XCTAssertEqual(res2.events, [.next(210, 1), .next(240, 2), .completed(300)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilRACRuleSynchronousCompletionNeverSubscribesSource() {
        var subscribed = false
        var events: [Event<Int>] = []
        let source = Observable<Int>.create { observer in
            subscribed = true
            observer.onNext(1)
            return Disposables.create()
        }
        _ = source.engine.take(until: Observable<Int>.empty(), dialect: .rac).subscribe { events.append($0) }
        XCTAssertFalse(subscribed)
        XCTAssertEqual(events, [.completed])
    }

    func testTakeUntilSubscribesTriggerFirstAndSkipUntilSourceFirst() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in log.append("source"); return Disposables.create() }
        let trigger = Observable<Int>.create { _ in log.append("trigger"); return Disposables.create() }
        source.take(until: trigger).subscribe().dispose()
        XCTAssertEqual(log, ["trigger", "source"])
        log = []
        source.skip(until: trigger).subscribe().dispose()
        XCTAssertEqual(log, ["source", "trigger"])
    }

    func testTakeUntilReentrantTriggerFromElement() {
        // The downstream fires the trigger while handling an element: completion is
        // delivered nested, and nothing follows it.
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Void>()
        var events: [Event<Int>] = []
        let subscription = source.take(until: trigger).subscribe { event in
            events.append(event)
            if event.element == 2 { trigger.onNext(()) }
        }
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        subscription.dispose()
    }

    func testTakeLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.next(300, 3), .next(300, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLastFewerThanCountAndZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.takeLast(3) }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
        let res2 = scheduler2.start { ys.takeLast(0) }
        XCTAssertEqual(res2.events, [.completed(300)])
    }

    func testTakeLastErrorDropsBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, testError)])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLastDisposedWhileFlushing() {
        // Disposing from inside the flush stops it: no further element, no completion.
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        var subscription: Disposable?
        subscription = subject.takeLast(3).subscribe { event in
            events.append(event)
            if event.element == 2 { subscription?.dispose() }
        }
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(events, [.next(1), .next(2)])
        subscription = nil
    }
}

final class SkipTests: ReactiveTestCase {
    func testSkip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipNegativeSkipsNothing() {
        // RxSwift's behavior: a count of 0 or less skips nothing.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, testError)])
        let res = scheduler.start { xs.skip(-1) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipForDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(250, 2), .next(260, 3), .completed(300),
        ])
        let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
        // The hot event at 250 was scheduled before the timer: it is still skipped.
        XCTAssertEqual(res.events, [.next(260, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipForDurationErrorWithinWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipWhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
        ])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(230, 5), .next(240, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipWhileThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.skip(while: { (value: Int) throws -> Bool in
                if value == 2 { throw testError }
                return true
            })
        }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(300),
        ])
        let trigger = scheduler.createHotObservable([.next(230, "go"), .next(245, "again"), .completed(400)])
        let res = scheduler.start { xs.skip(until: trigger) }
        XCTAssertEqual(res.events, [.next(240, 3), .next(250, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
    }

    func testSkipUntilTriggerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let trigger = scheduler.createHotObservable([.error(230, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.skip(until: trigger) }
        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
    }

    func testSkipUntilSourceCompletesBeforeTriggerSendsNothing() {
        // As in RxSwift: both subscriptions are released and no event is sent.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(300, 0)])
        let res = scheduler.start { xs.skip(until: trigger) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testSkipUntilTriggerCompletesWithoutElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3)])
        let trigger = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.skip(until: trigger) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }
}

final class ElementAtSingleTests: ReactiveTestCase {
    func testElementAt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300)])
        let res = scheduler.start { xs.element(at: 1) }
        XCTAssertEqual(res.events, [.next(220, "b"), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testElementAtOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(300)])
        let res = scheduler.start { xs.element(at: 3) }
        XCTAssertEqual(res.events, [.error(300, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testElementAtError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, testError)])
        let res = scheduler.start { xs.element(at: 3) }
        XCTAssertEqual(res.events, [.error(220, testError)])
    }

    func testSingleSendsElementAsItArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSingleMoreThanOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.error(300, RxError.noElements)])
    }

    func testSinglePredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        let res = scheduler.start { xs.single { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(220, 2), .error(240, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
        let res2 = scheduler2.start { ys.single { $0 > 5 } }
        XCTAssertEqual(res2.events, [.error(300, RxError.noElements)])
    }

    func testSinglePredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.single { (_: Int) throws -> Bool in throw testError } }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testIgnoreElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.engine.ignoreElements() }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 300)
        XCTAssertTrue(res.events.first?.value.isCompleted ?? false)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, testError)])
        let res2 = scheduler2.start { ys.engine.ignoreElements() }
        XCTAssertEqual(res2.events.count, 1)
        XCTAssertEqual(res2.events.first?.time, 220)
        XCTAssertNotNil(res2.events.first?.value.error)

        // RAC's `-ignoreValues` keeps the element type.
        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createHotObservable([.next(210, 1), .completed(230)])
        let res3 = scheduler3.start { zs.engine.ignoreElements(as: Int.self) }
        XCTAssertEqual(res3.events, [.completed(230)])
    }
}

final class IfEmptyTests: ReactiveTestCase {
    func testDefaultOnEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.ifEmpty(default: 7) }
        XCTAssertEqual(res.events, [.next(300, 7), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDefaultNotUsedWhenElementsOrError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.ifEmpty(default: 7) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.error(250, testError)] as [Recorded<Event<Int>>])
        let res2 = scheduler2.start { ys.ifEmpty(default: 7) }
        XCTAssertEqual(res2.events, [.error(250, testError)])
    }

    func testSwitchToOnEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let other = scheduler.createColdObservable([.next(10, 8), .next(20, 9), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 8), .next(270, 9), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 280)])
    }

    func testSwitchToNotUsedWithElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let other = scheduler.createColdObservable([.next(10, 8), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testSwitchToDisposedWhileOnOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let other = scheduler.createColdObservable([.next(10, 8), .next(100, 9)])
        let res = scheduler.start(disposed: 300) { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 8)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 300)])
    }
}

final class DebounceThrottleTests: ReactiveTestCase {
    private func p1Source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(310),
        ])
    }

    func testThrottleVerifiedMarble() {
        // Docs/Semantics.md#throttle (checked on RxSwift): throttle(50) -> 1@210, 3@260, 4@310, |@310.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = p1Source(scheduler)
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 3), .next(310, 4), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testDebounceVerifiedMarble() {
        // Docs/Semantics.md#throttle (checked on RxSwift): debounce(50) -> 3@280, 4@310, |@310.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = p1Source(scheduler)
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 3), .next(310, 4), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testThrottleDelaysCompletionForPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 2), .completed(260)])
        // As in Rx, the source is released at its own completion; the completion waits.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testThrottleNotLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = p1Source(scheduler)
        let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(300, 4), .completed(310)])
    }

    func testThrottleErrorDropsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testThrottleDisposedWithPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(400, 3)])
        let res = scheduler.start(disposed: 240) { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDebounceErrorDropsPending() {
        // Docs/Semantics.md#throttle: an error drops the pending element.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDebounceCompletionFlushesOnSameTick() {
        // Docs/Semantics.md#throttle: completion sends the pending element at once, then completes.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(230)])
    }

    func testDebounceDisposedWithPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 3)])
        let res = scheduler.start(disposed: 240) { xs.debounce(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDebounceValuesPassingTest() {
        // RAC `throttle:valuesPassingTest:`: a value that fails the test drops the
        // pending one and goes out at once.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, -2), .next(230, 3), .completed(400),
        ])
        let res = scheduler.start { xs.engine.debounce(.seconds(50), scheduler: scheduler, delays: { $0 > 0 }) }
        XCTAssertEqual(res.events, [.next(220, -2), .next(280, 3), .completed(400)])
    }

    func testDebounceReentrantSourceElement() {
        // An element sent from inside the delivery of the previous one restarts the wait.
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var fed = false
        let subscription = subject.debounce(.seconds(10), scheduler: scheduler).do(onNext: { _ in
            if !fed { fed = true; subject.onNext(2) }
        }).subscribe(observer)
        scheduler.scheduleAt(100) { subject.onNext(1) }
        scheduler.scheduleAt(200) { subject.onCompleted() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(110, 1), .next(120, 2), .completed(200)])
        subscription.dispose()
    }
}

/// Records events from any thread and notes whether two deliveries ever overlapped.
private final class OverlapRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = false
    private(set) var overlapped = false
    private(set) var elements = 0
    private(set) var ends: [Int] = []   // element counts at which an end arrived

    func on(_ event: Event<Int>) {
        lock.lock()
        if inside { overlapped = true }
        inside = true
        lock.unlock()
        // Widen the window in which an overlapping delivery would be seen.
        for _ in 0..<50 { _ = lock.try() ? lock.unlock() : () }
        lock.lock()
        if event.isStopEvent { ends.append(elements) } else { elements += 1 }
        inside = false
        lock.unlock()
    }
}

final class FilteringConcurrencyTests: ReactiveTestCase {
    func testTakeUntilSerializesSourceAndTriggerFromTwoThreads() {
        for _ in 0..<20 {
            let source = PublishSubject<Int>()
            let trigger = PublishSubject<Int>()
            let recorder = OverlapRecorder()
            let subscription = source.take(until: trigger).subscribe(recorder.on)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    for value in 0..<2_000 { source.onNext(value) }
                } else {
                    for _ in 0..<200 { _ = recorder.elements }
                    trigger.onNext(0)
                }
            }
            XCTAssertFalse(recorder.overlapped)
            XCTAssertEqual(recorder.ends.count, 1)
            XCTAssertEqual(recorder.ends.first, recorder.elements, "nothing may follow the end")
            subscription.dispose()
        }
    }

    func testGatedSinkDeliversEveryEventOnceWithoutOverlap() {
        let recorder = OverlapRecorder()
        let out = GatedSink(EventSink<Int>(recorder.on))
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for value in 0..<5_000 { out.next(value) }
        }
        out.end(.completed)
        out.next(1)
        XCTAssertFalse(recorder.overlapped)
        XCTAssertEqual(recorder.elements, 20_000)
        XCTAssertEqual(recorder.ends, [20_000])
    }
}
