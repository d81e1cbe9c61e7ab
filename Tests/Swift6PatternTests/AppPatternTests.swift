import XCTest
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

private struct Failure: Error, Equatable {}

/// Runs the app patterns of AppPatterns.swift: the code compiling without a diagnostic
/// in the Swift 6 language mode is half of each test, what it does is the other half.
final class AppPatternTests: ReactiveTestCase {
    // MARK: View models on the main actor

    @MainActor
    func testViewModelDrivesAndEmitsOnTheMainActor() async throws {
        let names = BehaviorRelay(value: "Ann")
        let model = ProfileViewModel(names: names.asObservable())
        model.bind()
        names.accept("Bob")
        XCTAssertEqual(model.renders, ["Hello, Ann", "Hello, Bob"])

        let saved = try await model.save(.just(User(name: "Cy")))
        XCTAssertEqual(saved, User(name: "Cy"))
        do {
            _ = try await model.save(.error(Failure()))
            XCTFail("expected the Single's error")
        } catch {
            XCTAssertTrue(error is Failure)
        }
        XCTAssertEqual(model.lastError, "\(Failure())")
    }

    @MainActor
    func testViewModelOutputsCrossToADetachedTask() async throws {
        let model = ProfileViewModel(names: .just("Di"))
        let outputs = model.outputs
        // The Sendable outputs are read off the main actor; Driver values arrive on the main thread.
        let first = try await Task.detached { try await outputs.greeting.asObservable().take(1).toArray().value }.value
        XCTAssertEqual(first, ["Hello, Di"])
    }

    // MARK: value and values from the main actor, actors, tasks

    @MainActor
    func testTraitValuesFromTheMainActor() async throws {
        let user = try await userSingle(named: "Ed").value
        XCTAssertEqual(user, User(name: "Ed"))
        let word = try await firstMatch("ca", in: ["dog", "cat"]).value
        XCTAssertEqual(word, "cat")
        let none = try await firstMatch("x", in: ["dog"]).value
        XCTAssertNil(none)
        try await legacyCompletable("/ok").value
        do {
            try await legacyCompletable("").value
            XCTFail("expected the Completable's error")
        } catch {
            XCTAssertTrue(error is LegacyClient.LegacyError)
        }
        XCTAssertTrue(Thread.isMainThread)
    }

    @MainActor
    func testValuesFromTheMainActor() async throws {
        var lines: [String] = []
        for try await line in legacyLines(["a", "b", "c"]).values {
            lines.append(line)
            XCTAssertTrue(Thread.isMainThread)
        }
        XCTAssertEqual(lines, ["a", "b", "c"])
        var infallible: [Int] = []
        for await value in Observable.of(1, 2).asInfallible(onErrorJustReturn: 0).values {
            infallible.append(value)
        }
        XCTAssertEqual(infallible, [1, 2])
    }

    func testTraitValuesAndValuesFromAnActor() async throws {
        let store = TokenStore()
        let calls = BehaviorRelay(value: 0)
        let request = Single<String>.deferred {
            calls.accept(calls.value + 1)
            return .just("token-\(calls.value)")
        }
        let first = try await store.token(from: request)
        let second = try await store.token(from: request)
        XCTAssertEqual([first, second], ["token-1", "token-1"])
        let fetches = await store.fetches
        XCTAssertEqual(fetches, 1)
        let found = try await store.lookup(firstMatch("b", in: ["a", "bee"]))
        XCTAssertEqual(found, "bee")
        try await store.flush(.empty())
        let total = try await store.sum(countdown(from: 4))
        XCTAssertEqual(total, 10)
    }

    func testValueFromANonisolatedFunctionAndADetachedTask() async throws {
        let detached = try await Task.detached { try await detachedUserSingle(named: "Flo").value }.value
        XCTAssertEqual(detached, User(name: "Flo"))
        let body = try await legacySingle("/a").value
        XCTAssertEqual(body, "body of /a")
        do {
            _ = try await legacySingle("").value
            XCTFail("expected the Single's error")
        } catch {
            XCTAssertTrue(error is LegacyClient.LegacyError)
        }
    }

    // MARK: create bodies that hand the observer to a Task or a queue

    func testCreateBodiesSendFromATaskAndAQueue() async throws {
        let counted = try await countdown(from: 3).toArray().value
        XCTAssertEqual(counted, [3, 2, 1, 0])
        let lines = try await legacyLines(["x", "y"]).toArray().value
        XCTAssertEqual(lines, ["x", "y"])
    }

    func testDisposingACreateCancelsItsTask() async throws {
        let values = try await countdown(from: 1_000_000).take(3).toArray().value
        XCTAssertEqual(values, [1_000_000, 999_999, 999_998])
    }

    // MARK: Sendable values and services

    func testSendableStructCrossesToADetachedTask() async throws {
        let feed = PriceFeed(symbol: "RX", prices: .of(1, 2), quote: .just(3),
                             scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "prices"))
        let total = try await Task.detached {
            let prices = try await feed.prices.subscribe(on: feed.scheduler).toArray().value
            return try await feed.quote.value + prices.reduce(0, +)
        }.value
        XCTAssertEqual(total, 6)
    }

    func testSendableServiceIsUsedFromConcurrentTasks() async throws {
        let service = SessionService()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0 ..< 10 { group.addTask { service.logIn() } }
        }
        XCTAssertTrue(service.isLoggedIn.value)
        let replayed = try await service.history.take(8).toArray().value
        XCTAssertEqual(replayed, Array(repeating: "login", count: 8))
    }

    func testSharedObservablesAndRelaysAreUsedFromManyTasksAtOnce() async throws {
        // Each task subscribes, accepts and disposes concurrently with the others: the
        // ThreadSanitizer run of the suite checks the Sendable conformances this relies on.
        let relay = BehaviorRelay(value: 0)
        let request = Single<Int>.create { single in
            DispatchQueue.global().async { single(.success(relay.value)) }
            return Disposables.create()
        }
        let tasks = 50
        let results = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 1 ... tasks {
                group.addTask {
                    let subscription = relay.subscribe()
                    relay.accept(index)
                    subscription.dispose()
                    return try await request.value
                }
            }
            var results: [Int] = []
            for try await value in group { results.append(value) }
            return results
        }
        XCTAssertEqual(results.count, tasks)
        XCTAssertTrue(results.allSatisfy { (1 ... tasks).contains($0) })
        XCTAssertTrue((1 ... tasks).contains(relay.value))
    }

    func testActorSendsToAStoredObserver() async throws {
        let progress = ReplaySubject<Double>.createUnbounded()
        let reporter = ProgressReporter(observer: progress.asObserver())
        await reporter.report(0.5)
        await reporter.report(1)
        let reported = try await progress.toArray().value
        XCTAssertEqual(reported, [0.5, 1])
    }

    // MARK: deinit of a @MainActor class

    @MainActor
    func testDeinitOfAMainActorClassDisposesItsSubscription() {
        let clock = PublishSubject<Int>()
        var controller: ClockController? = ClockController()
        controller?.start(clock)
        clock.onNext(1)
        XCTAssertEqual(controller?.ticks, [1])
        XCTAssertTrue(clock.hasObservers)
        controller = nil
        XCTAssertFalse(clock.hasObservers)
    }

    @MainActor
    func testDeinitDisposesAStoredDisposable() {
        let clock = PublishSubject<Int>()
        var controller: StoredDisposableController? = StoredDisposableController()
        controller?.start(clock)
        clock.onNext(1)
        XCTAssertEqual(controller?.ticks, [1])
        XCTAssertTrue(clock.hasObservers)
        controller = nil
        XCTAssertFalse(clock.hasObservers)
    }

    @MainActor
    func testDeinitDisposesAStoredRACDisposable() {
        let names = RACSubject<String>()
        var released = false
        let watched = RACSignal<String>.createSignal { subscriber in
            let forwarding = names.subscribe(subscriber)
            return RACDisposable { forwarding.dispose(); released = true }
        }
        var controller: RACStoredDisposableController? = RACStoredDisposableController()
        controller?.start(watched)
        names.sendNext("ada")
        XCTAssertEqual(controller?.names, ["ada"])
        XCTAssertFalse(released)
        controller = nil
        XCTAssertTrue(released)
    }

    @MainActor
    func testReleasingAMainActorClassDisposesItsBag() {
        let lists = PublishSubject<[String]>()
        let items = PublishSubject<String>()
        var controller: ListController? = ListController()
        controller?.show(lists)
        controller?.track(items)
        lists.onNext(["a"])
        items.onNext("b")
        XCTAssertEqual(controller?.items, ["a", "b"])
        controller?.reset()
        XCTAssertFalse(items.hasObservers)
        XCTAssertFalse(lists.hasObservers)
        controller?.track(items)
        XCTAssertTrue(items.hasObservers)
        controller = nil
        XCTAssertFalse(items.hasObservers)
    }
}
