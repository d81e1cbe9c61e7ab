import XCTest
import Foundation
import RxBridge
import ReactiveTesting

// RxSwift 6.10 public API that RxBridge lacked or declared differently (issue 12). Each
// scenario was run against real RxSwift first; the expected values are its output.

private let firstError = NSError(domain: "RxSwiftSurfaceTests", code: 1)
private let secondError = NSError(domain: "RxSwiftSurfaceTests", code: 2)

final class CatchSequenceTests: ReactiveTestCase {
    func testMovesToTheNextSourceOnErrorAndEndsAtTheFirstCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, firstError)])
        let b = scheduler.createColdObservable([.next(10, 2), .error(20, secondError)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { Observable.catch(sequence: [a.asObservable(), b.asObservable(), c.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(c.subscriptions, [Subscription(240, 260)])
    }

    func testEndsWithTheLastErrorWhenEverySourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, firstError)])
        let b = scheduler.createColdObservable([.next(10, 2), .error(20, secondError)])
        let res = scheduler.start { Observable.catch(sequence: [a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .error(240, secondError)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
    }

    func testNoSourcesCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch(sequence: []) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testDisposalStopsTheCurrentSourceAndTakesNoMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, firstError)])
        let b = scheduler.createColdObservable([.next(10, 2), .next(50, 3), .completed(60)])
        let res = scheduler.start(disposed: 250) { Observable.catch(sequence: [a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 250)])
    }

    @available(*, deprecated)
    func testRxSwift5SpellingIsTheSameOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.error(220, firstError)] as [Recorded<Event<Int>>])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.catchError([a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(240)])
    }
}

final class JustOnSchedulerTests: ReactiveTestCase {
    func testObservableJustSendsTheElementAndTheEndAsTwoSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testMaybeAndInfallibleJustOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let maybe = scheduler.start { Maybe.just(1, scheduler: scheduler).asObservable() }
        XCTAssertEqual(maybe.events, [.next(201, 1), .completed(202)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let infallible = scheduler2.start { Infallible.just(2, scheduler: scheduler2).asObservable() }
        XCTAssertEqual(infallible.events, [.next(201, 2), .completed(202)])
    }
}

final class InfallibleSurfaceTests: ReactiveTestCase {
    func testSubscribeWithAnEventClosureReceivesInfallibleEvents() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe { (event: InfallibleEvent<Int>) in log.append("\(event.event)") }
        XCTAssertEqual(log, ["next(1)", "next(2)", "completed"])
    }

    func testCombineLatestOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(260)])
        let res = scheduler.start {
            Infallible.combineLatest([a.asInfallible(onErrorJustReturn: -1), b.asInfallible(onErrorJustReturn: -1)]).asObservable()
        }
        XCTAssertEqual(res.events, [.next(220, [1, 10]), .next(230, [3, 10]), .next(240, [3, 20]), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
    }

    func testCombineLatestWithAResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(260)])
        let res = scheduler.start {
            Infallible.combineLatest(a.asInfallible(onErrorJustReturn: -1), b.asInfallible(onErrorJustReturn: -1)) { $0 + $1 }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 13), .next(240, 23), .completed(260)])
        let collection = TestScheduler(initialClock: 0)
        let c = collection.createHotObservable([.next(210, 1), .completed(250)])
        let d = collection.createHotObservable([.next(220, 2), .completed(260)])
        let summed = collection.start {
            Infallible.combineLatest([c.asInfallible(onErrorJustReturn: 0), d.asInfallible(onErrorJustReturn: 0)]) { $0.reduce(0, +) }.asObservable()
        }
        XCTAssertEqual(summed.events, [.next(220, 3), .completed(260)])
    }

    func testConcatTakesAnyObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { a.asInfallible(onErrorJustReturn: -1).concat(b.asObservable()).asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 250)])
    }

    func testTakeUntilAnInfallibleTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let trigger = scheduler.createHotObservable([.next(240, "x"), .completed(400)])
        let res = scheduler.start {
            a.asInfallible(onErrorJustReturn: -1).take(until: trigger.asInfallible(onErrorJustReturn: "")).asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 240)])
    }

    func testFlatMapTakesAnySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            a.asInfallible(onErrorJustReturn: -1).flatMap { Observable.just($0 * 10) }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(300)])
    }

    func testStaticDeferredMayThrowAndDoClosuresMayThrow() {
        var deferred: [String] = []
        _ = Infallible<Int>.deferred { throw firstError }.asObservable().subscribe { deferred.append("\($0)") }
        XCTAssertEqual(deferred.count, 1)
        XCTAssertTrue(deferred[0].hasPrefix("error("))

        var events: [Event<Int>] = []
        _ = Infallible.of(1, 2).do(onNext: { if $0 == 2 { throw secondError } }).asObservable().subscribe { events.append($0) }
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.first?.element, 1)
        XCTAssertEqual(events.last?.error as NSError?, secondError)
    }

    func testRelaysAsInfallible() {
        let relay = ReplayRelay<Int>.createUnbound()
        relay.accept(1)
        relay.accept(2)
        var received: [Int] = []
        let subscription = relay.asInfallible().subscribe(onNext: { received.append($0) })
        relay.accept(3)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2, 3])

        let behavior = BehaviorRelay(value: 7)
        var current: [Int] = []
        let second = behavior.asInfallible().subscribe(onNext: { current.append($0) })
        behavior.accept(8)
        second.dispose()
        XCTAssertEqual(current, [7, 8])

        let publish = PublishRelay<Int>()
        var published: [Int] = []
        let third = publish.asInfallible().subscribe(onNext: { published.append($0) })
        publish.accept(5)
        third.dispose()
        XCTAssertEqual(published, [5])
    }

    func testObservableFlatMapLatestToInfalliblesIsAnInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { () -> Observable<Int> in
            let result: Infallible<Int> = xs.flatMapLatest { Infallible.just($0 * 3) }
            return result.asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 3), .next(220, 6), .completed(300)])
    }
}

final class PrimitiveSequenceSurfaceTests: ReactiveTestCase {
    func testSingleFlatMapMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().flatMapMaybe { Maybe.just($0 * 10) }.asObservable() }
        XCTAssertEqual(res.events, [.next(220, 10), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompletableInstanceConcat() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let second = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let res = scheduler.start { first.asCompletable().concat(second.asCompletable()).asObservable() }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testMaybeCatchAndReturnAndSingleTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe<Int>.error(firstError).catchAndReturn(7).asObservable() }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])

        let timer = TestScheduler(initialClock: 0)
        let fired = timer.start { Single<Int>.timer(.seconds(30), scheduler: timer).asObservable() }
        XCTAssertEqual(fired.events, [.next(230, 0), .completed(230)])
    }
}

final class ObservableSurfaceTests: ReactiveTestCase {
    func testDecodeWithAnyDataDecoder() {
        struct Payload: Decodable { let a: Int }
        var got: [String] = []
        _ = Observable.of(Data("{\"a\":1}".utf8), Data("x".utf8))
            .decode(type: Payload.self, decoder: JSONDecoder())
            .subscribe(onNext: { got.append("\($0.a)") }, onError: { _ in got.append("error") })
        XCTAssertEqual(got, ["1", "error"])
    }

    func testValuesThrowsCancellationErrorWhenTheTaskIsCancelled() async {
        let task = Task { () -> Swift.Error? in
            do {
                for try await _ in Observable<Int>.never().values {}
                return nil
            } catch {
                return error
            }
        }
        task.cancel()
        let error = await task.value
        XCTAssertTrue(error is CancellationError)
    }

    func testAsyncSequenceAsObservableCompletesOnCancellation() async {
        let stream = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: CancellationError())
        }
        let events = await withCheckedContinuation { (continuation: CheckedContinuation<[String], Never>) in
            let log = UncheckedBox<[String]>([])
            _ = stream.asObservable(priority: .userInitiated).subscribe { event in
                log.value.append("\(event)")
                if event.isStopEvent { continuation.resume(returning: log.value) }
            }
        }
        XCTAssertEqual(events, ["next(1)", "completed"])
    }

    func testDisposablesShareTheDisposeBaseClass() {
        let all: [DisposeBase] = [DisposeBag(), CompositeDisposable(), SerialDisposable(), SingleAssignmentDisposable(),
                                  RefCountDisposable(disposable: Disposables.create())]
        XCTAssertEqual(all.count, 5)
        var disposed = 0
        do {
            let bag = DisposeBag {
                Disposables.create { disposed += 1 }
                Disposables.create { disposed += 1 }
            }
            withExtendedLifetime(bag) { XCTAssertEqual(disposed, 0) }
        }
        XCTAssertEqual(disposed, 2)
    }
}

/// A mutable box for test callbacks that cross a `@Sendable` boundary.
private final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
