import XCTest
import RxBridge
import ReactiveTesting

private struct TestError: Error, Equatable {}

private func isNoElements(_ error: Error?) -> Bool {
    if case .noElements? = error as? RxError { return true }
    return false
}

/// The one subscriber behind `Single`, `Maybe` and `Completable` (`subscribeTrait`), seen
/// through each trait's `subscribe` forms, and the observer fan-out behind
/// `Infallible.bind(to:)`, `Driver.drive(_:)` and `Signal.emit(to:)`.
final class TraitSubscriberTests: ReactiveTestCase {
    // MARK: Single

    /// `retry(0)` completes without subscribing: the only way to get a `Single` that
    /// completes empty from the public API.
    private var emptySingle: Single<Int> { Single.just(1).retry(0) }

    func testSingleEventSubscriberReportsAnEmptyCompletionAsNoElements() {
        var events: [String] = []
        _ = emptySingle.subscribe { event in
            switch event {
            case .success(let element): events.append("success \(element)")
            case .failure(let error): events.append("failure \(isNoElements(error))")
            }
        }
        XCTAssertEqual(events, ["failure true"])
    }

    func testSingleOnFailureReceivesNoElementsForAnEmptyCompletion() {
        var errors: [Error] = []
        var disposed = 0
        _ = emptySingle.subscribe(onSuccess: { _ in XCTFail("no element") }, onFailure: { errors.append($0) }, onDisposed: { disposed += 1 })
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(isNoElements(errors.first))
        XCTAssertEqual(disposed, 1)
    }

    func testSingleWithoutOnFailureSendsTheErrorToTheDefaultHandler() {
        let saved = Hooks.defaultErrorHandler
        var handled: [Error] = []
        Hooks.defaultErrorHandler = { _, error in handled.append(error) }
        defer { Hooks.defaultErrorHandler = saved }
        _ = Single<Int>.error(TestError()).subscribe(onSuccess: { _ in XCTFail("no element") })
        _ = emptySingle.subscribe(onSuccess: { _ in XCTFail("no element") })
        XCTAssertEqual(handled.count, 2)
        XCTAssertEqual(handled.first as? TestError, TestError())
        XCTAssertTrue(isNoElements(handled.last))
    }

    func testDisposingBeforeTheEventRunsOnDisposedOnceAndDeliversNothing() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.asSingle().subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        subscription.dispose()
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, ["disposed"])
    }

    // MARK: Maybe

    func testMaybeEventSubscriberReceivesEachKindOfEnd() {
        var events: [String] = []
        let record: (MaybeEvent<Int>) -> Void = { event in
            switch event {
            case .success(let element): events.append("success \(element)")
            case .error: events.append("error")
            case .completed: events.append("completed")
            }
        }
        _ = Maybe.just(4).subscribe(record)
        _ = Maybe<Int>.empty().subscribe(record)
        _ = Maybe<Int>.error(TestError()).subscribe(record)
        XCTAssertEqual(events, ["success 4", "completed", "error"])
    }

    func testMaybeCallsOnCompletedForAnEmptyEndThenOnDisposed() {
        var log: [String] = []
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { log.append("success \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["completed", "disposed"])
    }

    // MARK: Completable

    func testCompletableEventSubscriberReceivesTheEnd() {
        var events: [String] = []
        let record: (CompletableEvent) -> Void = { event in
            switch event {
            case .error: events.append("error")
            case .completed: events.append("completed")
            }
        }
        _ = Completable.empty().subscribe(record)
        _ = Completable.error(TestError()).subscribe(record)
        XCTAssertEqual(events, ["completed", "error"])
    }

    func testCompletableWithoutOnErrorSendsTheErrorToTheDefaultHandler() {
        let saved = Hooks.defaultErrorHandler
        var handled = 0
        Hooks.defaultErrorHandler = { _, _ in handled += 1 }
        defer { Hooks.defaultErrorHandler = saved }
        var log: [String] = []
        _ = Completable.error(TestError()).subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(handled, 1)
        XCTAssertEqual(log, ["disposed"])
    }

    // MARK: Observer fan-out

    func testInfallibleBindSendsEveryEventToEachObserverInOrder() {
        let first = TestScheduler(initialClock: 0).createObserver(Int.self)
        let second = TestScheduler(initialClock: 0).createObserver(Int?.self)
        _ = Infallible.from([1, 2]).bind(to: first, first)
        _ = Infallible.from([3]).bind(to: second)
        XCTAssertEqual(first.events, [.next(0, 1), .next(0, 1), .next(0, 2), .next(0, 2), .completed(0), .completed(0)])
        XCTAssertEqual(second.events, [.next(0, 3), .completed(0)])
    }

    func testSignalEmitToObserversOfOptionalsWrapsEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int?.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = PublishRelay<Int>()
            let subscription = relay.asSignal().emit(to: observer, observer)
            relay.accept(5)
            scheduler.start()
            subscription.dispose()
        }
        XCTAssertEqual(observer.events.map(\.value), [.next(5), .next(5)])
    }
}
