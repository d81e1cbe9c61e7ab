// Application code of the kinds Swift 6 projects write with RxBridge, compiled in the
// Swift 6 language mode with warnings as errors: a change to the library that makes
// any of it produce a diagnostic fails the build of this target.
// The tests in AppPatternTests.swift run it.
import Foundation
import RxBridge
import RACBridge

// MARK: - @MainActor view models with Driver and Signal

struct User: Sendable, Equatable {
    let name: String
}

/// A view model on the main actor: it exposes Drivers, and its `drive`/`emit` closures
/// mutate its own state (they are not `@Sendable`, so this needs no ceremony).
@MainActor
final class ProfileViewModel {
    let greeting: Driver<String>
    let isSaving: Driver<Bool>
    let errors: Signal<String>
    private(set) var renders: [String] = []
    private(set) var lastError = ""
    private let saving = BehaviorRelay<Bool>(value: false)
    private let failures = PublishRelay<String>()
    private let bag = DisposeBag()

    init(names: Observable<String>) {
        greeting = names.map { "Hello, \($0)" }.asDriver(onErrorJustReturn: "")
        isSaving = saving.asDriver()
        errors = failures.asSignal()
    }

    func bind() {
        greeting.drive(onNext: { [weak self] text in self?.renders.append(text) }).disposed(by: bag)
        errors.emit(onNext: { [weak self] message in self?.lastError = message }).disposed(by: bag)
    }

    /// Awaits a `Single` from the main actor, then updates main-actor state.
    func save(_ request: Single<User>) async throws -> User {
        saving.accept(true)
        defer { saving.accept(false) }
        do {
            return try await request.value
        } catch {
            failures.accept("\(error)")
            throw error
        }
    }

    /// What a screen needs, as a `Sendable` value a coordinator can pass around.
    var outputs: ProfileOutputs { ProfileOutputs(greeting: greeting, isSaving: isSaving, errors: errors) }
}

/// Drivers and Signals in a `Sendable` struct.
struct ProfileOutputs: Sendable {
    let greeting: Driver<String>
    let isSaving: Driver<Bool>
    let errors: Signal<String>
}

// MARK: - Awaiting traits from actors

/// An actor that awaits `Single`, `Maybe` and `Completable` and caches the result.
actor TokenStore {
    private var token: String?
    private(set) var fetches = 0

    func token(from request: Single<String>) async throws -> String {
        if let token { return token }
        fetches += 1
        let fresh = try await request.value
        token = fresh
        return fresh
    }

    func lookup(_ query: Maybe<String>) async throws -> String? {
        try await query.value
    }

    func flush(_ work: Completable) async throws {
        try await work.value
        token = nil
    }

    /// Iterates an observable inside the actor.
    func sum(_ numbers: Observable<Int>) async throws -> Int {
        var total = 0
        for try await number in numbers.values { total += number }
        return total
    }
}

// MARK: - Wrapping async and callback APIs

/// An async API of the app.
func fetchUser(named name: String) async throws -> User {
    try await Task.sleep(nanoseconds: 1_000)
    return User(name: name)
}

/// A completion-handler API with a `@Sendable` callback (as most system APIs have in Swift 6).
enum LegacyClient {
    static func fetch(_ path: String, completion: @escaping @Sendable (Result<String, Error>) -> Void) {
        DispatchQueue.global().async {
            completion(path.isEmpty ? .failure(LegacyError.emptyPath) : .success("body of \(path)"))
        }
    }

    enum LegacyError: Error { case emptyPath }
}

/// `Observable.create` whose observer is used by a `Task` and by a dispatch queue.
func countdown(from start: Int) -> Observable<Int> {
    Observable.create { observer in
        let task = Task {
            for value in stride(from: start, through: 0, by: -1) {
                if Task.isCancelled { return }
                observer.onNext(value)
            }
            observer.onCompleted()
        }
        return Disposables.create { task.cancel() }
    }
}

func legacyLines(_ lines: [String]) -> Observable<String> {
    Observable.create { observer in
        DispatchQueue.global().async {
            lines.forEach(observer.onNext)
            observer.onCompleted()
        }
        return Disposables.create()
    }
}

/// `Single.create` whose callback is captured by a `Task`, a detached task, and a
/// `@Sendable` completion handler.
func userSingle(named name: String) -> Single<User> {
    Single.create { single in
        let task = Task {
            do { single(.success(try await fetchUser(named: name))) }
            catch { single(.failure(error)) }
        }
        return Disposables.create { task.cancel() }
    }
}

func detachedUserSingle(named name: String) -> Single<User> {
    Single.create { single in
        let task = Task.detached {
            do { single(.success(try await fetchUser(named: name))) }
            catch { single(.failure(error)) }
        }
        return Disposables.create { task.cancel() }
    }
}

func legacySingle(_ path: String) -> Single<String> {
    Single.create { single in
        LegacyClient.fetch(path) { result in single(result) }
        return Disposables.create()
    }
}

func firstMatch(_ query: String, in words: [String]) -> Maybe<String> {
    Maybe.create { maybe in
        let task = Task {
            if let word = words.first(where: { $0.hasPrefix(query) }) {
                maybe(.success(word))
            } else {
                maybe(.completed)
            }
        }
        return Disposables.create { task.cancel() }
    }
}

func legacyCompletable(_ path: String) -> Completable {
    Completable.create { completable in
        LegacyClient.fetch(path) { result in
            switch result {
            case .success: completable(.completed)
            case .failure(let error): completable(.error(error))
            }
        }
        return Disposables.create()
    }
}

// MARK: - Sendable values and services holding Rx types

/// A `Sendable` struct holding an observable, a trait and a scheduler.
struct PriceFeed: Sendable {
    let symbol: String
    let prices: Observable<Double>
    let quote: Single<Double>
    let scheduler: SerialDispatchQueueScheduler
}

/// A `Sendable` service holding relays: any thread or task may call it.
final class SessionService: Sendable {
    let isLoggedIn = BehaviorRelay<Bool>(value: false)
    let events = PublishRelay<String>()
    let history = ReplayRelay<String>.create(bufferSize: 8)

    func logIn() {
        isLoggedIn.accept(true)
        events.accept("login")
        history.accept("login")
    }
}

/// An actor that keeps an observer and sends to it.
actor ProgressReporter {
    private let observer: AnyObserver<Double>
    init(observer: AnyObserver<Double>) { self.observer = observer }

    func report(_ fraction: Double) {
        observer.onNext(fraction)
        if fraction >= 1 { observer.onCompleted() }
    }
}

// MARK: - Disposal in deinit of a @MainActor class

/// Keeps its subscription in a `SerialDisposable` (a `Sendable` class), which its
/// nonisolated `deinit` may touch. (A stored `Disposable?` may not be read there: the
/// protocol is not `Sendable`, as in RxSwift, so that your own disposables need not be.)
@MainActor
final class ClockController {
    private let subscription = SerialDisposable()
    private(set) var ticks: [Int] = []

    func start(_ clock: Observable<Int>) {
        subscription.disposable = clock.subscribe(onNext: { [weak self] value in
            MainActor.assumeIsolated { self?.ticks.append(value) }
        })
    }

    deinit {
        subscription.dispose()
    }
}

/// The pattern issue 26 reported: a stored `Disposable?`, disposed in `deinit`. A plain
/// `var subscription: Disposable?` is rejected there ("non-Sendable type '(any
/// Disposable)?' from nonisolated deinit"), because `protocol Disposable` is not `Sendable`
/// (as in RxSwift). `nonisolated(unsafe)` is the spelling that compiles: `deinit` has the
/// only reference to the object, so nothing else can touch the property then, and every
/// disposable the library returns may be disposed from any thread. (Your own `Disposable`
/// types must be safe to dispose from another thread for this to hold.)
@MainActor
final class StoredDisposableController {
    nonisolated(unsafe) private var subscription: Disposable?
    private(set) var ticks: [Int] = []

    func start(_ clock: Observable<Int>) {
        subscription?.dispose()
        subscription = clock.subscribe(onNext: { [weak self] value in
            MainActor.assumeIsolated { self?.ticks.append(value) }
        })
    }

    deinit {
        subscription?.dispose()
    }
}

/// The RAC spelling of the same view model: `RACDisposable` is a `Sendable` class, so a
/// stored `RACDisposable?` is disposed in the nonisolated `deinit` as it is.
@MainActor
final class RACStoredDisposableController {
    private var subscription: RACDisposable?
    private(set) var names: [String] = []

    func start(_ names: RACSignal<String>) {
        subscription?.dispose()
        subscription = names.subscribeNext { [weak self] name in
            MainActor.assumeIsolated { self?.names.append(name) }
        }
    }

    deinit {
        subscription?.dispose()
    }
}

/// Keeps its subscriptions in a `DisposeBag`, which disposes them when the controller
/// releases it: no `deinit` at all. `reset()` ends them early by replacing the bag.
@MainActor
final class ListController {
    private var bag = DisposeBag()
    private(set) var items: [String] = []

    func show(_ source: Observable<[String]>) {
        source.subscribe(onNext: { [weak self] list in
            MainActor.assumeIsolated { self?.items = list }
        }).disposed(by: bag)
    }

    func track(_ source: Observable<String>) {
        source.subscribe(onNext: { [weak self] item in
            MainActor.assumeIsolated { self?.items.append(item) }
        }).disposed(by: bag)
    }

    func reset() {
        bag = DisposeBag()
    }
}
