import XCTest
import Foundation
import RxBridge
import ReactiveTesting

private let testError = NSError(domain: "FlatteningTests", code: 1)
private let otherError = NSError(domain: "FlatteningTests", code: 2)

/// Collects what a subscription receives synchronously.
private func collect<Element>(_ source: Observable<Element>) -> (elements: [Element], completed: Bool, error: Swift.Error?) {
    var elements: [Element] = []
    var completed = false
    var failure: Swift.Error?
    _ = source.subscribe(onNext: { elements.append($0) }, onError: { failure = $0 }, onCompleted: { completed = true })
    return (elements, completed, failure)
}

final class FlatteningTests: ReactiveTestCase {
    // MARK: - flatMap

    func testFlatMapMergesInnersAndCompletesAfterOuterAndEveryInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(40, 12), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(5, 21), .next(100, 22), .completed(110)])
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.flatMap { $0 == 1 ? ys1 : ys2 } }

        XCTAssertEqual(res.events, [
            .next(220, 11), .next(225, 21), .next(250, 12), .next(320, 22), .completed(330),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 330)])
    }

    func testFlatMapCompletesWithOuterWhenInnersAreDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])

        let res = scheduler.start { xs.flatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 1), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFlatMapInnerErrorEndsEverythingAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(20, 21), .error(30, testError)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])

        let res = scheduler.start { xs.flatMap { $0 == 1 ? ys1 : ys2 } }

        XCTAssertEqual(res.events, [.next(220, 11), .next(240, 21), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 250)])
    }

    func testFlatMapOuterErrorEndsEverythingAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])

        let res = scheduler.start { xs.flatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 11), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }

    func testFlatMapSelectorErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        var calls: [Int] = []

        let res = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                calls.append(value)
                if value == 2 { throw testError }
                return ys
            }
        }

        XCTAssertEqual(res.events, [.next(220, 11), .error(230, testError)])
        XCTAssertEqual(calls, [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 11), .next(300, 12), .completed(400)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(450, 2), .completed(600)])

        let res = scheduler.start(disposed: 400) { xs.flatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 400)])
    }

    func testFlatMapOfSynchronousInnersFollowsTheTrampoline() {
        // Rx order: each `of` element is one trampoline step, the sources take turns.
        let merged = collect(Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10, $0 * 100) })
        XCTAssertEqual(merged.elements, [1, 10, 2, 100, 20, 200])
        XCTAssertTrue(merged.completed)

        let immediate = collect(Observable.of(1, 2, 3).flatMap { Observable.just($0) })
        XCTAssertEqual(immediate.elements, [1, 2, 3])
        XCTAssertTrue(immediate.completed)

        let empty = collect(Observable.of(1, 2).flatMap { _ in Observable<Int>.empty() })
        XCTAssertEqual(empty.elements, [])
        XCTAssertTrue(empty.completed)
    }

    // MARK: - merge

    func testStaticMergeOfSynchronousSourcesInterleaves() {
        let merged = collect(Observable<Int>.merge(.of(1, 2), .of(3, 4)))
        XCTAssertEqual(merged.elements, [1, 3, 2, 4])
        XCTAssertTrue(merged.completed)

        let array = collect(Observable<Int>.merge([.of(1, 2), .of(3, 4)]))
        XCTAssertEqual(array.elements, [1, 3, 2, 4])

        let collection = collect(Observable<Int>.merge([Observable.of(1, 2), .of(3, 4)][...]))
        XCTAssertEqual(collection.elements, [1, 3, 2, 4])

        let none = collect(Observable<Int>.merge([]))
        XCTAssertEqual(none.elements, [])
        XCTAssertTrue(none.completed)
    }

    func testStaticMergeOfHotSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(240, 3), .completed(250)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .next(260, 4), .completed(300)])

        let res = scheduler.start { Observable.merge(xs1.asObservable(), xs2.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .next(260, 4), .completed(300)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 300)])
    }

    func testStaticMergeErrorDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .next(260, 4), .completed(300)])

        let res = scheduler.start { Observable.merge([xs1.asObservable(), xs2.asObservable()]) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 230)])
    }

    func testStaticMergeStopsSubscribingAfterASynchronousError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])

        let res = scheduler.start { Observable.merge(Observable<Int>.error(testError), xs.asObservable()) }

        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testMergeOfObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(30, 3), .completed(40)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(230)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(225, 2), .next(240, 3), .completed(315)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(215, 315)])
    }

    func testMergeMaxConcurrentQueuesExtraInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(110)])
        let ys3 = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .next(230, ys3), .completed(240)])

        let res = scheduler.start { xs.merge(maxConcurrent: 2) }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(270, 4), .next(320, 3), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 330)])
        // Subscribed when ys1 completed and made room.
        XCTAssertEqual(ys3.subscriptions, [Subscription(260, 280)])
    }

    func testMergeMaxConcurrentDisposalDropsQueuedInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(500)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(240)])

        let res = scheduler.start(disposed: 300) { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 300)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testMergeMaxConcurrentZeroNeverSubscribesInnersLikeRxSwift() {
        // Docs/Semantics.md#concurrency-limit-zero: Rx drops the queued inners and completes with the outer.
        let synchronous = collect(Observable.of(Observable.just(1), Observable.just(2)).merge(maxConcurrent: 0))
        XCTAssertEqual(synchronous.elements, [])
        XCTAssertTrue(synchronous.completed)

        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys), .next(220, ys), .completed(300)])

        let res = scheduler.start { xs.merge(maxConcurrent: 0) }

        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(ys.subscriptions, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMergeNegativeMaxConcurrentBehavesLikeZero() {
        // RxSwift has no check for it: a negative limit admits no inner, as 0 does.
        let result = collect(Observable.of(Observable.just(1)).merge(maxConcurrent: -1))
        XCTAssertEqual(result.elements, [])
        XCTAssertTrue(result.completed)
    }

    func testEngineUnlimitedPolicyIsWhatTheRACFlattenZeroUses() {
        // RAC's `flatten:0` means unlimited: its facade passes `.merge`, not `.limited(0)`.
        let result = collect(Observable.of(Observable.just(1), Observable.just(2)).engine.merge(policy: .merge))
        XCTAssertEqual(result.elements, [1, 2])
        XCTAssertTrue(result.completed)
    }

    // MARK: - flatMapFirst

    func testFlatMapFirstIgnoresElementsWhileAnInnerIsActive() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            1: scheduler.createColdObservable([.next(10, 10), .completed(50)]),
            2: scheduler.createColdObservable([.next(10, 20), .completed(50)]),
            3: scheduler.createColdObservable([.next(10, 30), .completed(50)]),
        ]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(270, 3), .completed(400)])
        var calls: [Int] = []

        let res = scheduler.start {
            xs.flatMapFirst { value -> TestableObservable<Int> in
                calls.append(value)
                return inners[value]!
            }
        }

        XCTAssertEqual(res.events, [.next(220, 10), .next(280, 30), .completed(400)])
        XCTAssertEqual(calls, [1, 3], "the selector is not called for ignored elements")
        XCTAssertEqual(inners[1]!.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(inners[2]!.subscriptions, [])
        XCTAssertEqual(inners[3]!.subscriptions, [Subscription(270, 320)])
    }

    func testFlatMapFirstInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .error(20, testError)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])

        let res = scheduler.start { xs.flatMapFirst { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 10), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    // MARK: - flatMapLatest / switchLatest

    func testSwitchLatestForwardsOnlyTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(60, 3), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(10, 4), .next(100, 5), .completed(110)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .completed(300)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(260, 4), .next(350, 5), .completed(360)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 360)])
    }

    func testSwitchLatestCompletesWithOuterWhenLatestInnerIsDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(300)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testSwitchLatestInnerErrorAndStaleInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        // ys1's error comes after it was replaced: ignored. ys2's error ends everything.
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(100, otherError)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .error(150, testError)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .completed(500)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 2), .error(400, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 400)])
    }

    func testFlatMapLatestOuterErrorAndSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(200, 2), .completed(300)])
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])

        let res = scheduler.start { xs.flatMapLatest { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 1), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])

        let thrown = collect(Observable.of(1, 2).flatMapLatest { value -> Observable<Int> in
            if value == 2 { throw testError }
            return .just(value)
        })
        XCTAssertEqual(thrown.elements, [1])
        XCTAssertEqual((thrown.error as NSError?)?.code, testError.code)
    }

    func testFlatMapLatestDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(200, 2), .completed(300)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(600)])

        let res = scheduler.start(disposed: 300) { xs.flatMapLatest { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 300)])
    }

    /// An inner that logs its subscription, emits `value` during it, and logs disposal.
    private func loggingInner(_ value: Int, _ log: @escaping (String) -> Void) -> Observable<Int> {
        Observable.create { observer in
            log("sub\(value)")
            observer.onNext(value)
            return Disposables.create { log("dispose\(value)") }
        }
    }

    func testSwitchLatestDisposesPreviousBeforeSubscribingNext() {
        // Docs/Semantics.md#switch-to-latest, Rx order: sub1, v1, dispose1, sub2, v2.
        var log: [String] = []
        let outer = PublishSubject<Int>()
        let subscription = outer.flatMapLatest { self.loggingInner($0) { log.append($0) } }
            .subscribe(onNext: { log.append("v\($0)") })
        outer.onNext(1)
        outer.onNext(2)
        XCTAssertEqual(log, ["sub1", "v1", "dispose1", "sub2", "v2"])
        subscription.dispose()
        XCTAssertEqual(log.last, "dispose2")
    }

    func testSwitchEngineCanSubscribeNextBeforeDisposingPrevious() {
        // The order RAC's -switchToLatest has (Docs/Semantics.md#switch-to-latest), chosen by the engine parameter.
        var log: [String] = []
        let outer = PublishSubject<Int>()
        let subscription = outer.map { self.loggingInner($0) { log.append($0) } }
            .engine.switchLatest(dialect: .rac)
            .subscribe(onNext: { log.append("v\($0)") })
        outer.onNext(1)
        outer.onNext(2)
        XCTAssertEqual(log, ["sub1", "v1", "sub2", "v2", "dispose1"])
        subscription.dispose()
    }

    // MARK: - concat

    func testStaticConcatSubscribesEachAfterThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let xs2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])

        let res = scheduler.start { Observable.concat(xs1.asObservable(), xs2.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testStaticConcatErrorStopsBeforeTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let xs2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])

        let res = scheduler.start { Observable.concat([xs1.asObservable(), xs2.asObservable()]) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func testStaticConcatDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 3), .next(200, 4), .completed(300)])

        let res = scheduler.start(disposed: 300) { xs1.concat(xs2) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(220, 300)])
    }

    func testConcatOfSynchronousSources() {
        let variadic = collect(Observable<Int>.concat(.of(1, 2), .of(3, 4)))
        XCTAssertEqual(variadic.elements, [1, 2, 3, 4])
        XCTAssertTrue(variadic.completed)

        XCTAssertEqual(collect(Observable.of(1, 2).concat(Observable.of(3, 4))).elements, [1, 2, 3, 4])
        XCTAssertEqual(collect(Observable<Int>.concat([.just(1), .empty(), .just(2)])).elements, [1, 2])

        let none = collect(Observable<Int>.concat([Observable<Int>]()))
        XCTAssertEqual(none.elements, [])
        XCTAssertTrue(none.completed)
    }

    func testStaticConcatKeepsRxOrderAgainstOtherTrampolinedWork() {
        // Rx subscribes the next `just` in concat's own loop, before the queued `of` steps.
        let result = collect(Observable<Int>.merge(.of(10, 20), .concat(.just(1), .just(2))))
        XCTAssertEqual(result.elements, [1, 2, 10, 20])
        XCTAssertTrue(result.completed)
    }

    func testStaticConcatTakesSourcesLazilyAndLoopsWithoutRecursion() {
        var pulled = 0
        let lazySources = AnySequence { () -> AnyIterator<Observable<Int>> in
            AnyIterator {
                pulled += 1
                return pulled <= 3 ? (pulled == 2 ? .error(testError) : .just(pulled)) : nil
            }
        }
        let failed = collect(Observable.concat(lazySources))
        XCTAssertEqual(failed.elements, [1])
        XCTAssertNotNil(failed.error)
        XCTAssertEqual(pulled, 2, "no source is taken after the error")

        // A long chain of synchronous sources runs in a loop, not one stack frame per source.
        let count = 20_000
        var sum = 0
        _ = Observable.concat((0 ..< count).lazy.map { Observable.just($0) }).subscribe(onNext: { sum += $0 })
        XCTAssertEqual(sum, (0 ..< count).reduce(0, +))
    }

    func testConcatOfObservablesQueuesInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(250, 2), .next(270, 3), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(260, 280)])

        let synchronous = collect(Observable.of(Observable.of(1, 2), Observable.of(3, 4)).concat())
        XCTAssertEqual(synchronous.elements, [1, 2, 3, 4])
        XCTAssertTrue(synchronous.completed)
    }

    func testConcatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .error(20, testError)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(300, 3), .completed(400)])

        let res = scheduler.start { xs.concatMap { $0 == 1 ? ys1 : ys2 } }

        XCTAssertEqual(res.events, [.next(220, 1), .next(250, 2), .error(260, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 260)])

        let synchronous = collect(Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10, $0 * 100) })
        XCTAssertEqual(synchronous.elements, [1, 10, 100, 2, 20, 200])
        XCTAssertTrue(synchronous.completed)
    }

    // MARK: - amb

    func testAmbForwardsTheFirstToSendAndDisposesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let xs2 = scheduler.createHotObservable([.next(150, 9), .next(220, 2), .next(260, 3), .completed(400)])

        let res = scheduler.start { xs1.amb(xs2) }

        XCTAssertEqual(res.events, [.next(220, 2), .next(260, 3), .completed(400)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 400)])
    }

    func testAmbWonByATerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let xs2 = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, testError)])
        let xs3 = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])

        let res = scheduler.start { Observable.amb([xs1.asObservable(), xs2.asObservable(), xs3.asObservable()]) }

        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(200, 220)])
    }

    func testAmbWithASynchronousWinnerStillSubscribesTheRestBriefly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 2), .completed(20)])

        let res = scheduler.start { Observable.amb([Observable.just(1), xs.asObservable()]) }

        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testAmbOfNothingNeverEndsAndDisposalReachesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let none = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(none.events, [])

        let second = TestScheduler(initialClock: 0)
        let xs1 = second.createHotObservable([.next(500, 1)])
        let xs2 = second.createHotObservable([.next(600, 2)])
        let res = second.start(disposed: 300) { xs1.amb(xs2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 300)])
    }

    // MARK: - re-entrancy

    /// Nested, as RxSwift's merge delivers it (checked on RxSwift 6.10); this test
    /// expected it queued after the current element before.
    func testReentrantEventsAreDeliveredNestedInsideTheCurrentOne() {
        let outer = PublishSubject<Observable<Int>>()
        let inner = PublishSubject<Int>()
        var log: [String] = []
        let subscription = outer.merge().subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { inner.onNext(2) } // feeds the merge while it delivers 1
            log.append("end \(value)")
        })
        outer.onNext(inner.asObservable())
        inner.onNext(1)
        XCTAssertEqual(log, ["begin 1", "begin 2", "end 2", "end 1"])
        subscription.dispose()
    }

    func testInnerThatEmitsAndCompletesDuringItsSubscription() {
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        var completed = false
        let subscription = outer
            .flatMap { value in
                Observable<Int>.create { observer in
                    observer.onNext(value)
                    observer.onNext(value * 10)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        outer.onNext(1)
        outer.onNext(2)
        XCTAssertEqual(received, [1, 10, 2, 20])
        XCTAssertFalse(completed)
        outer.onCompleted()
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testOuterReenteredFromTheInnersElement() {
        // The downstream pushes a new outer element while the merge delivers: the new
        // inner is subscribed and its elements follow, nothing is lost or duplicated.
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer
            .flatMap { Observable.just($0) }
            .subscribe(onNext: { value in
                received.append(value)
                if value < 3 { outer.onNext(value + 1) }
            })
        outer.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func testDisposingFromInsideAnElementStopsEverySource() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe(onNext: { value in
            received.append(value)
            // Delivered nested, before the disposal, as in RxSwift (checked on it; this
            // test expected it queued and dropped before).
            if value == 1 { b.onNext(value * 10) }
            subscription?.dispose()
        })
        a.onNext(1)
        b.onNext(2)
        a.onNext(3)
        XCTAssertEqual(received, [1, 10])
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
    }

    // MARK: - threads

    func testMergeOfInnersFedFromSeveralThreadsDeliversEverythingSerially() {
        let sourceCount = 4
        let perSource = 2_000
        let subjects = (0 ..< sourceCount).map { _ in PublishSubject<(source: Int, index: Int)>() }
        let inside = NSLock()
        let stats = NSLock()
        var overlaps = 0
        var received = 0
        var lastIndex = [Int](repeating: -1, count: sourceCount)
        var outOfOrder = 0
        var completions = 0

        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(
            onNext: { event in
                // `try` fails only if another delivery is running right now.
                let alone = inside.try()
                stats.lock()
                if !alone { overlaps += 1 }
                received += 1
                if event.index != lastIndex[event.source] + 1 { outOfOrder += 1 }
                lastIndex[event.source] = event.index
                stats.unlock()
                if alone { inside.unlock() }
            },
            onCompleted: {
                stats.lock()
                completions += 1
                stats.unlock()
            }
        )
        DispatchQueue.concurrentPerform(iterations: sourceCount) { source in
            for index in 0 ..< perSource {
                subjects[source].onNext((source, index))
            }
            subjects[source].onCompleted()
        }

        stats.lock()
        XCTAssertEqual(received, sourceCount * perSource)
        XCTAssertEqual(overlaps, 0)
        XCTAssertEqual(outOfOrder, 0)
        XCTAssertEqual(completions, 1)
        stats.unlock()
        subscription.dispose()
    }

    func testSwitchLatestWithInnersOnBackgroundThreadsNeverForwardsAReplacedInnerAfterANewerOne() {
        let innerCount = 8
        let perInner = 1_000
        let done = expectation(description: "completed")
        let inside = NSLock()
        let stats = NSLock()
        var overlaps = 0
        var stale = 0
        var newest = -1
        var fromLast = 0

        let outer = PublishSubject<Int>()
        let subscription = outer
            .flatMapLatest { inner in
                Observable<Int>.create { observer in
                    DispatchQueue.global().async {
                        for index in 0 ..< perInner { observer.onNext(inner * perInner + index) }
                        observer.onCompleted()
                    }
                    return Disposables.create()
                }
            }
            .subscribe(
                onNext: { value in
                    let alone = inside.try()
                    stats.lock()
                    if !alone { overlaps += 1 }
                    let inner = value / perInner
                    if inner < newest { stale += 1 }
                    newest = max(newest, inner)
                    if inner == innerCount - 1 { fromLast += 1 }
                    stats.unlock()
                    if alone { inside.unlock() }
                },
                onCompleted: { done.fulfill() }
            )
        for inner in 0 ..< innerCount { outer.onNext(inner) }
        outer.onCompleted()
        wait(for: [done], timeout: 5)
        stats.lock()
        XCTAssertEqual(overlaps, 0)
        XCTAssertEqual(stale, 0)
        XCTAssertEqual(fromLast, perInner, "the latest inner is never cut off")
        stats.unlock()
        subscription.dispose()
    }

    func testFlatMapOfInnersOnBackgroundThreadsCompletesOnce() {
        let innerCount = 8
        let perInner = 500
        let done = expectation(description: "completed")
        let inside = NSLock()
        let stats = NSLock()
        var overlaps = 0
        var received = 0

        let subscription = Observable.from(Array(0 ..< innerCount))
            .flatMap { _ in
                Observable<Int>.create { observer in
                    // Each inner emits from a pool thread; the observer is used by that thread only.
                    DispatchQueue.global().async {
                        for index in 0 ..< perInner { observer.onNext(index) }
                        observer.onCompleted()
                    }
                    return Disposables.create()
                }
            }
            .subscribe(
                onNext: { _ in
                    let alone = inside.try()
                    stats.lock()
                    if !alone { overlaps += 1 }
                    received += 1
                    stats.unlock()
                    if alone { inside.unlock() }
                },
                onCompleted: { done.fulfill() }
            )
        wait(for: [done], timeout: 5)
        stats.lock()
        XCTAssertEqual(received, innerCount * perInner)
        XCTAssertEqual(overlaps, 0)
        stats.unlock()
        subscription.dispose()
    }
}
