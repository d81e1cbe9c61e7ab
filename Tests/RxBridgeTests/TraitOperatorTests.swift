import XCTest
import RxBridge
import ReactiveTesting

private struct TestError: Error, Equatable {}

/// The traits' own operators (`Single`, `Maybe`, `Completable`, `Infallible`) on virtual
/// time, and the `Hooks` that report unhandled errors.
final class TraitOperatorTests: ReactiveTestCase {
    // MARK: Single

    func testSingleFlatMapSubscribesTheInnerAtSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.next(20, 100), .completed(20)])
        let res = scheduler.start { xs.asSingle().flatMap { value in ys.asSingle().map { $0 + value } } }
        XCTAssertEqual(res.events, [.next(230, 101), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testSingleFlatMapSelectorThrowsAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asSingle().flatMap { _ -> Single<Int> in throw TestError() } }
        XCTAssertEqual(res.events, [.error(210, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let a = scheduler2.createColdObservable([.next(10, 1), .completed(10)])
        let b = scheduler2.createColdObservable([.next(100, 2), .completed(100)])
        let res2 = scheduler2.start(disposed: 250) { a.asSingle().flatMap { _ in b.asSingle() } }
        XCTAssertEqual(res2.events, [])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 250)])
    }

    func testSingleFlatMapMaybeAndCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let empty = scheduler.createColdObservable([Recorded<Event<Int>>.completed(5)])
        let res = scheduler.start { xs.asSingle().flatMapMaybe { _ in empty.asMaybe() } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(empty.subscriptions, [Subscription(210, 215)])

        var completed = false
        let subscription = Single.just(1).flatMapCompletable { _ in Completable.empty() }.subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testSingleZipArityAndCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let b = scheduler.createColdObservable([.next(30, "x"), .completed(30)])
        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(230, "1x"), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])

        var sums: [Int] = []
        _ = Single.zip(Single.just(1), Single.just(2), Single.just(3), resultSelector: { $0 + $1 + $2 }).subscribe(onSuccess: { sums.append($0) })
        _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { sums.append($0.reduce(0, +)) })
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { sums.append($0.count) })
        _ = Single.zip([Single<Int>](), resultSelector: { $0.count + 40 }).subscribe(onSuccess: { sums.append($0) })
        XCTAssertEqual(sums, [6, 3, 0, 40])
    }

    func testSingleZipFailsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Int>>.error(20, TestError())])
        let b = scheduler.createColdObservable([.next(30, 2), .completed(30)])
        let res = scheduler.start { Single.zip([a.asSingle(), b.asSingle()]) }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testSingleCatchCatchAndReturnRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])
        let res = scheduler.start { xs.asSingle().retry(3).catchAndReturn(-1) }
        XCTAssertEqual(res.events, [.next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])

        var results: [Int] = []
        _ = Single<Int>.error(TestError()).catch { _ in .just(7) }.subscribe(onSuccess: { results.append($0) })
        var failures = 0
        _ = Single<Int>.error(TestError()).catch { _ in throw TestError() }.subscribe(onFailure: { _ in failures += 1 })
        XCTAssertEqual(results, [7])
        XCTAssertEqual(failures, 1)
    }

    func testSingleRetryWhen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])
        let res = scheduler.start {
            xs.asSingle().retry(when: { (errors: Observable<TestError>) in errors.enumerated().map { pair -> Int in
                if pair.index >= 1 { throw pair.element }
                return pair.index
            } })
        }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }

    func testSingleTimeDelaySubscriptionAndTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asSingle().delaySubscription(.seconds(50), scheduler: scheduler).delay(.seconds(20), scheduler: scheduler) }
        // The completion leaves in its own timer pass, as in RxSwift (checked on it).
        XCTAssertEqual(res.events, [.next(280, 1), .completed(281)])
        // delay releases its source at the source's own end, as RxSwift does.
        XCTAssertEqual(xs.subscriptions, [Subscription(250, 260)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let slow = scheduler2.createColdObservable([.next(100, 1), .completed(100)])
        let res2 = scheduler2.start { slow.asSingle().timeout(.seconds(50), scheduler: scheduler2) }
        XCTAssertEqual(res2.events, [.error(250, RxError.timeout)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 250)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let slow3 = scheduler3.createColdObservable([.next(100, 1), .completed(100)])
        let res3 = scheduler3.start { slow3.asSingle().timeout(.seconds(50), other: Single.just(9), scheduler: scheduler3) }
        XCTAssertEqual(res3.events, [.next(250, 9), .completed(250)])
    }

    func testTraitObserveOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asSingle().subscribe(on: scheduler).observe(on: scheduler) }
        // observe(on:) takes one scheduler step per event; the asSingle stage releases the
        // source at its completion (RxSwift: (201: 211)), not through subscribe(on:)'s
        // scheduled disposal.
        XCTAssertEqual(res.events, [.next(212, 1), .completed(213)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 211)])
    }

    // MARK: Maybe

    func testMaybeFlatMapAndIfEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
        let other = scheduler.createColdObservable([.next(5, 3), .completed(5)])
        let res = scheduler.start { empty.asMaybe().ifEmpty(switchTo: other.asSingle()) }
        XCTAssertEqual(res.events, [.next(215, 3), .completed(215)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 215)])

        var log: [String] = []
        _ = Maybe<Int>.empty().ifEmpty(default: 4).subscribe(onSuccess: { log.append("default \($0)") })
        _ = Maybe.just(1).flatMap { Maybe.just($0 + 1) }.subscribe(onSuccess: { log.append("flat \($0)") })
        _ = Maybe<Int>.empty().flatMap { Maybe.just($0 + 1) }.subscribe(onCompleted: { log.append("empty") })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(8)).subscribe(onSuccess: { log.append("switched \($0)") })
        _ = Maybe<Int>.error(TestError()).catchAndReturn(5).subscribe(onSuccess: { log.append("caught \($0)") })
        _ = Maybe<Int>.error(TestError()).catch { _ in .empty() }.subscribe(onCompleted: { log.append("caught empty") })
        XCTAssertEqual(log, ["default 4", "flat 2", "empty", "switched 8", "caught 5", "caught empty"])
    }

    func testMaybeZip() {
        var log: [String] = []
        _ = Maybe.zip(Maybe.just(1), Maybe.just("a")).subscribe(onSuccess: { log.append("\($0.0)\($0.1)") })
        _ = Maybe.zip([Maybe.just(1), Maybe.just(2)]).subscribe(onSuccess: { log.append("\($0)") })
        XCTAssertEqual(log, ["1a", "[1, 2]"])
    }

    // MARK: Completable

    func testCompletableCatchAndRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Never>>.error(10, TestError())])
        let fallback = scheduler.createColdObservable([Recorded<Event<Never>>.completed(5)])
        let res = scheduler.start { xs.asCompletable().retry(2).catch { _ in fallback.asCompletable() } }
        XCTAssertEqual(res.events, [.completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(220, 225)])
    }

    func testCompletableConcatOnTheConcatEngine() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.error(20, TestError())])
        let c = scheduler.createColdObservable([Recorded<Event<Never>>.completed(5)])
        let res = scheduler.start { Completable.concat(a.asCompletable(), b.asCompletable(), c.asCompletable()) }
        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(c.subscriptions, [])
    }

    // MARK: Infallible

    func testInfallibleFlatteningFamily() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            outer.asInfallible(onErrorJustReturn: 0).flatMapLatest { value in
                Infallible<Int>.timer(.seconds(15), scheduler: scheduler).map { _ in value }
            }
        }
        XCTAssertEqual(res.events, [.next(235, 2), .completed(300)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])

        var log: [Int] = []
        _ = Infallible.of(1, 2).flatMap { Infallible.of($0, $0 * 10) }.subscribe(onNext: { log.append($0) })
        _ = Infallible.of(1, 2).concatMap { Infallible.of($0, $0 * 10) }.subscribe(onNext: { log.append($0) })
        _ = Infallible.of(1, 2).flatMapFirst { Infallible.just($0) }.subscribe(onNext: { log.append($0) })
        // Trampolined inners interleave with the outer, as in RxSwift.
        XCTAssertEqual(log, [1, 10, 2, 20, 1, 10, 2, 20, 1, 2])
    }

    func testInfallibleCombiningAndFiltering() {
        var log: [String] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.of(2, 3)) { $0 + $1 }.subscribe(onNext: { log.append("c\($0)") })
        _ = Infallible.zip(Infallible.of(1, 2), Infallible.of("a", "b")).subscribe(onNext: { log.append("z\($0.0)\($0.1)") })
        _ = Infallible.merge(Infallible.just(1), Infallible.just(2)).subscribe(onNext: { log.append("m\($0)") })
        _ = Infallible.of(1, 1, 2, 3, 4).distinctUntilChanged().skip(1).take(2).startWith(0).scan(0, accumulator: +).subscribe(onNext: { log.append("s\($0)") })
        _ = Infallible.just(5).withLatestFrom(Infallible.just(6)) { $0 * $1 }.subscribe(onNext: { log.append("w\($0)") })
        XCTAssertEqual(log, ["c3", "c4", "z1a", "z2b", "m1", "m2", "s0", "s2", "s5", "w30"])
    }

    func testInfallibleTimeOperatorsAndShare() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(300, 3), .completed(400)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(235, 2), .next(320, 3), .completed(400)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let res2 = scheduler2.start { Infallible<Int>.interval(.seconds(100), scheduler: scheduler2).take(3) }
        XCTAssertEqual(res2.events, [.next(300, 0), .next(400, 1), .next(500, 2), .completed(500)])

        var subscriptions = 0
        let shared = Infallible<Int>.deferred { subscriptions += 1; return .never() }.share()
        let d1 = shared.subscribe(), d2 = shared.subscribe()
        XCTAssertEqual(subscriptions, 1)
        d1.dispose()
        d2.dispose()
    }

    func testInfallibleAsInfallibleUsesTheCatchEngine() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let fallback = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: 0)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 5), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(220, 240)])
    }

    // MARK: Hooks

    func testDefaultErrorHandlerIsCalledOnceForAnUnhandledErrorAndNeverWithOnError() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error is TestError)") }
        _ = Observable<Int>.error(TestError()).subscribe(onNext: { _ in })
        XCTAssertEqual(reported, ["true"])
        _ = Observable<Int>.error(TestError()).subscribe(onError: { _ in })
        _ = Maybe<Int>.error(TestError()).subscribe(onError: { _ in })
        _ = Completable.error(TestError()).subscribe(onError: { _ in })
        XCTAssertEqual(reported, ["true"])
        _ = Completable.error(TestError()).subscribe()
        XCTAssertEqual(reported, ["true", "true"])
    }

    func testCallStackIsCapturedOnlyWhenRecording() {
        let savedHandler = Hooks.defaultErrorHandler
        let savedCapture = Hooks.customCaptureSubscriptionCallstack
        let savedRecord = Hooks.recordCallStackOnError
        defer {
            Hooks.defaultErrorHandler = savedHandler
            Hooks.customCaptureSubscriptionCallstack = savedCapture
            Hooks.recordCallStackOnError = savedRecord
        }
        var stacks: [[String]] = []
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }
        Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
        Hooks.recordCallStackOnError = false
        _ = Observable<Int>.error(TestError()).subscribe()
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(TestError()).subscribe()
        XCTAssertEqual(stacks, [[], ["frame"]])
    }
}
