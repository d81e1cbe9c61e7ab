import XCTest
import RxBridge
import ReactiveTesting

private struct TestError: Error, Equatable {}

final class TraitsTests: ReactiveTestCase {
    // MARK: asSingle / asMaybe

    func testAsSingleEmitsTheElementAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(300)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAsSingleFailsAtTheSecondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleFailsWhenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(300, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAsSingleForwardsErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(400)])
        let res2 = scheduler2.start(disposed: 300) { ys.asSingle().asObservable() }
        XCTAssertEqual(res2.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testAsMaybeCompletesWhenEmptyAndFailsOnTwoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
        let two = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let one = scheduler.createHotObservable([.next(210, 7), .completed(300)])
        let resEmpty = scheduler.start { empty.asMaybe().asObservable() }
        XCTAssertEqual(resEmpty.events, [.completed(300)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let two2 = scheduler2.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let resTwo = scheduler2.start { two2.asMaybe().asObservable() }
        XCTAssertEqual(resTwo.events, [.error(230, RxError.moreThanOneElement)])
        XCTAssertEqual(two2.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(two.subscriptions, [])

        let scheduler3 = TestScheduler(initialClock: 0)
        let one3 = scheduler3.createHotObservable([.next(210, 7), .completed(300)])
        let resOne = scheduler3.start { one3.asMaybe().asObservable() }
        XCTAssertEqual(resOne.events, [.next(300, 7), .completed(300)])
        XCTAssertEqual(one.subscriptions, [])
    }

    // MARK: Single

    func testSingleCreateDeliversOneEventThenDisposes() {
        var log: [String] = []
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError()))
            return Disposables.create { log.append("disposed work") }
        }
        let subscription = single.subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("onDisposed") }
        )
        XCTAssertEqual(log, ["success 1", "onDisposed", "disposed work"])
        subscription.dispose()
        XCTAssertEqual(log, ["success 1", "onDisposed", "disposed work"])
    }

    func testSingleEventClosureAndFailure() {
        var events: [String] = []
        _ = Single<Int>.just(3).subscribe { event in
            if case .success(let value) = event { events.append("success \(value)") }
        }
        _ = Single<Int>.error(TestError()).subscribe { event in
            if case .failure(let error) = event { events.append("failure \(error is TestError)") }
        }
        XCTAssertEqual(events, ["success 3", "failure true"])
    }

    func testSingleDisposedBeforeSuccessRunsOnDisposedOnce() {
        var log: [String] = []
        let subscription = Single<Int>.never().subscribe(
            onSuccess: { _ in log.append("success") },
            onDisposed: { log.append("onDisposed") }
        )
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["onDisposed"])
    }

    func testSingleUnhandledFailureGoesToHook() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var reported: [Bool] = []
        Hooks.defaultErrorHandler = { _, error in reported.append(error is TestError) }
        _ = Single<Int>.error(TestError()).subscribe(onSuccess: { _ in })
        XCTAssertEqual(reported, [true])
    }

    func testSingleMapFilterCompactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 4), .completed(10)])
        let single = xs.asSingle()
        XCTAssertEqual(scheduler.start { single.map { $0 * 10 }.asObservable() }.events, [.next(210, 40), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        let mapped = Single.just(4).map { _ -> Int in throw TestError() }
        var failed = false
        _ = mapped.subscribe(onFailure: { failed = $0 is TestError })
        XCTAssertTrue(failed)

        var results: [String] = []
        _ = Single.just(4).filter { $0 > 5 }.subscribe(
            onSuccess: { results.append("success \($0)") },
            onCompleted: { results.append("empty") })
        _ = Single.just(6).filter { $0 > 5 }.subscribe(onSuccess: { results.append("success \($0)") })
        _ = Single.just(1).compactMap { $0 == 1 ? "one" : nil }.subscribe(onSuccess: { results.append($0) })
        _ = Single.just(2).compactMap { $0 == 1 ? "one" : nil }.subscribe(onCompleted: { results.append("none") })
        XCTAssertEqual(results, ["empty", "success 6", "one", "none"])
    }

    func testSingleDoOrder() {
        var log: [String] = []
        _ = Single.just(1)
            .do(onSuccess: { log.append("onSuccess \($0)") },
                afterSuccess: { log.append("afterSuccess \($0)") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") })
            .subscribe(onSuccess: { log.append("success \($0)") })
        // As in Rx: the synchronous success ends the subscription inside `subscribe`, and
        // its release (onDispose) waits until the upstream subscription call returned.
        XCTAssertEqual(log, ["onSubscribe", "onSuccess 1", "success 1", "afterSuccess 1", "onSubscribed", "onDispose"])
    }

    func testSingleDoThrowingFails() {
        var failed = false
        _ = Single.just(1).do(onSuccess: { _ in throw TestError() }).subscribe(onFailure: { failed = $0 is TestError })
        XCTAssertTrue(failed)
    }

    func testDeferredCallsFactoryPerSubscriptionAndReportsThrow() {
        var calls = 0
        let single = Single<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        var values: [Int] = []
        _ = single.subscribe(onSuccess: { values.append($0) })
        _ = single.subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [1, 2])

        var failed = false
        _ = Maybe<Int>.deferred { throw TestError() }.subscribe(onError: { failed = $0 is TestError })
        XCTAssertTrue(failed)
    }

    func testSingleAsMaybeAndAsCompletable() {
        var log: [String] = []
        _ = Single.just(1).asMaybe().subscribe(onSuccess: { log.append("maybe \($0)") })
        _ = Single.just(1).asCompletable().subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["maybe 1", "completed"])
    }

    func testJustOnASchedulerEmitsThenCompletesOneStepLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single.just(1, scheduler: scheduler).asObservable() }
        XCTAssertEqual(single.events, [.next(201, 1), .completed(202)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let maybe = scheduler2.start { Maybe.just(2, scheduler: scheduler2).asObservable() }
        XCTAssertEqual(maybe.events, [.next(201, 2), .completed(202)])
        let scheduler3 = TestScheduler(initialClock: 0)
        let disposedEarly = scheduler3.start(disposed: 201) { Single.just(3, scheduler: scheduler3).asObservable() }
        XCTAssertEqual(disposedEarly.events, [])
    }

    // MARK: Maybe

    func testMaybeCreateAndSubscribe() {
        var log: [String] = []
        _ = Maybe<Int>.create { observer in
            observer(.completed)
            observer(.success(1))
            return Disposables.create()
        }.subscribe(onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Maybe<Int>.just(2).subscribe { event in
            if case .success(let value) = event { log.append("event \(value)") }
        }
        _ = Maybe<Int>.empty().subscribe { event in
            if case .completed = event { log.append("event completed") }
        }
        _ = Maybe<Int>.error(TestError()).subscribe(onError: { _ in log.append("error") })
        XCTAssertEqual(log, ["completed", "disposed", "event 2", "event completed", "error"])
    }

    func testMaybeMapOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asMaybe().map { $0 + 1 }.filter { $0 > 0 }.asObservable() }
        XCTAssertEqual(res.events, [.next(250, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: Completable

    func testCompletableCreateAndSubscribe() {
        var log: [String] = []
        _ = Completable.create { observer in
            observer(.completed)
            observer(.error(TestError()))
            return Disposables.create { log.append("work disposed") }
        }.subscribe(onCompleted: { log.append("completed") }, onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
        _ = Completable.error(TestError()).subscribe { event in
            if case .error = event { log.append("event error") }
        }
        XCTAssertEqual(log, ["completed", "disposed", "work disposed", "event error"])
    }

    func testAndThenSubscribesSecondAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(50)])
        let second = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 1), .completed(270)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 270)])
    }

    func testAndThenSkipsSecondOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.error(50, TestError())])
        let second = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()).asObservable() }
        XCTAssertEqual(res.events, [.error(250, TestError())])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenDisposedMidFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(500)])
        let second = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start(disposed: 300) { first.asCompletable().andThen(second.asMaybe()).asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testCompletableConcatRunsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let c = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let res = scheduler.start {
            Completable.concat(a.asCompletable(), b.asCompletable(), c.asCompletable())
                .andThen(Completable.empty()).asObservable()
        }
        XCTAssertEqual(res.events, [.completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(c.subscriptions, [Subscription(230, 260)])
    }

    func testCompletableDoAndReentrantAndThen() {
        var log: [String] = []
        let completable = Completable.empty().do(onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") })
        // Re-entrancy: a nested subscription from inside a callback.
        _ = completable.andThen(Single.just(1)).subscribe(onSuccess: { value in
            log.append("success \(value)")
            _ = Completable.empty().subscribe(onCompleted: { log.append("nested") })
        })
        // The completion subscribes the second at once (inside the forwarded event), so
        // `afterCompleted` runs after everything it triggered, as in Rx.
        XCTAssertEqual(log, ["onCompleted", "success 1", "nested", "afterCompleted"])
    }

    func testCompletableMergeCompletesWhenAllHave() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let res = scheduler.start { Completable.merge(a.asCompletable(), b.asCompletable()).asObservable() }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testCompletableZipFailsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.error(20, TestError())])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let res = scheduler.start { Completable.zip([a.asCompletable(), b.asCompletable()]).asObservable() }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testCompletableMergeEmptyAndDisposed() {
        var completed = false
        _ = Completable.merge([Completable]()).subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)

        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(500)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let res = scheduler.start(disposed: 300) { Completable.merge([a, b].map { $0.asCompletable() }).asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
    }

    // MARK: Infallible

    func testAsInfallibleOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError()), .next(260, 3)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 9) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 9), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsInfallibleFallbackAndRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
        let fallback = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: 0)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 5), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(250, 270)])

        var recovered: [Int] = []
        _ = Observable<Int>.error(TestError())
            .asInfallible(onErrorRecover: { error in .just(error is TestError ? 42 : 0) })
            .subscribe(onNext: { recovered.append($0) })
        XCTAssertEqual(recovered, [42])
    }

    func testAsInfallibleDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let res = scheduler.start(disposed: 300) { xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testInfallibleSourcesAndOperators() {
        var log: [String] = []
        _ = Infallible.of(1, 2, 3, 4)
            .map { $0 * 10 }
            .filter { $0 != 20 }
            .compactMap { $0 == 30 ? nil : "v\($0)" }
            .subscribe(onNext: { log.append($0) }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Infallible<Int>.create { observer in
            observer(.next(7))
            observer(.completed)
            observer(.next(8))
            return Disposables.create()
        }.subscribe(onNext: { log.append("created \($0)") })
        _ = Infallible.just(1).subscribe(onCompleted: { log.append("just completed") })
        _ = Infallible<Int>.empty().subscribe(onCompleted: { log.append("empty completed") })
        _ = Infallible.from([5, 6]).subscribe(onNext: { log.append("from \($0)") })
        _ = Infallible.range(start: 1, count: 2).subscribe(onNext: { log.append("range \($0)") })
        _ = Infallible.from(optional: Int?.none).subscribe(onCompleted: { log.append("nil completed") })
        _ = Infallible.repeatElement(9).compactMap { $0 }.asObservable().take1().subscribe(onNext: { log.append("repeat \($0)") })
        let never = Infallible<Int>.never().subscribe(onDisposed: { log.append("never disposed") })
        never.dispose()
        XCTAssertEqual(log, ["v10", "v40", "completed", "disposed", "created 7", "just completed",
                             "empty completed", "from 5", "from 6", "range 1", "range 2", "nil completed",
                             "repeat 9", "never disposed"])
    }
}

extension Observable {
    /// The first element, then completion (a local stand-in for `take(1)`).
    fileprivate func take1() -> Observable<Element> {
        Observable.create { observer in
            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(self.subscribe(onNext: { element in
                observer.onNext(element)
                observer.onCompleted()
                subscription.dispose()
            }))
            return subscription
        }
    }
}
