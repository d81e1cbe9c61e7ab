// Generated from Docs/Concurrency.md's ```swift blocks by ConcurrencyGuideTests; do not edit.
// Refresh: REGENERATE=1 swift test --filter ConcurrencyGuideTests
import Foundation
import RxBridge

// Docs/Concurrency.md, swift block 1
final class CartService: Sendable {
    let items = BehaviorRelay<[String]>(value: [])
    let checkouts = PublishRelay<Int>()
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "cart")

    var count: Observable<Int> { items.map(\.count) }

    func add(_ item: String) { items.accept(items.value + [item]) }
}

struct CartOutputs: Sendable {
    let count: Driver<Int>
    let total: Single<Double>
}

// Docs/Concurrency.md, swift block 2
@MainActor
final class CounterModel {
    private(set) var total = 0
    private let bag = DisposeBag()

    func bind(taps: Observable<Void>) {
        taps.map { 1 }
            .scan(0, accumulator: +)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] sum in self?.total = sum })
            .disposed(by: bag)
    }
}

// Docs/Concurrency.md, swift block 3
@MainActor
final class TitleModel {
    private(set) var titles: [String] = []
    private let bag = DisposeBag()

    func bind(_ source: Observable<String>) {
        source
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] title in
                MainActor.assumeIsolated { self?.titles.append(title) }
            })
            .disposed(by: bag)
    }

    func collect(_ source: Observable<String>) async throws {
        for try await title in source.values { titles.append(title) }
    }
}

// Docs/Concurrency.md, swift block 4
actor ProfileCache {
    private var names: [Int: String] = [:]

    func name(_ id: Int, request: Single<String>) async throws -> String {
        if let name = names[id] { return name }
        let name = try await request.value
        names[id] = name
        return name
    }

    func sum(_ numbers: Observable<Int>) async throws -> Int {
        var total = 0
        for try await number in numbers.values { total += number }
        return total
    }
}

@MainActor
func showName(_ request: Single<String>, in label: inout String) async throws {
    label = try await request.value
}

// Docs/Concurrency.md, swift block 5
func fetchScore() async throws -> Int { 7 }

func legacyLoad(_ completion: @escaping @Sendable (Result<String, Error>) -> Void) {
    DispatchQueue.global().async { completion(.success("loaded")) }
}

// Docs/Concurrency.md, swift block 6
func concurrencySnippet6() async throws {
    // A Single that runs async work in a Task.
    let score = Single<Int>.create { try await fetchScore() }

    // An AsyncSequence as an Observable.
    let stream = AsyncStream<Int> { continuation in
        continuation.yield(1)
        continuation.finish()
    }
    let numbers = stream.asObservable()

    // create bodies may hand their observer to a Task (or a detached task, or a queue).
    let ticks = Observable<Int>.create { observer in
        let task = Task {
            for tick in 0 ..< 3 { observer.onNext(tick) }
            observer.onCompleted()
        }
        return Disposables.create { task.cancel() }
    }

    // A trait's callback may be captured by a @Sendable completion handler.
    let loaded = Single<String>.create { single in
        legacyLoad { result in single(result) }
        return Disposables.create()
    }

    let all = try await [score.value] + numbers.toArray().value + ticks.toArray().value
    print(all, try await loaded.value)
}

// Docs/Concurrency.md, swift block 7
func concurrencySnippet7() async throws {
    let never = Single<Int>.never()
    let waiting = Task { try await never.value }
    waiting.cancel()
    do {
        _ = try await waiting.value
    } catch is CancellationError {
        print("the subscription was disposed")
    }

    let slow = Single<Int>.create {
        try await Task.sleep(nanoseconds: 10_000_000_000)
        return 1
    }
    let subscription = slow.subscribe(onSuccess: { print($0) })
    subscription.dispose() // cancels the Task that runs the sleep
}

// Docs/Concurrency.md, swift block 8
@MainActor
final class SearchModel {
    let results: Driver<[String]>
    let errors: Signal<String>
    private(set) var shown: [String] = []
    private(set) var isLoading = false
    private let failures = PublishRelay<String>()
    private let bag = DisposeBag()

    init(query: Observable<String>, search: @escaping @Sendable (String) -> Single<[String]>) {
        results = query
            .flatMapLatest { search($0).asObservable().catchAndReturn([]) }
            .asDriver(onErrorJustReturn: [])
        errors = failures.asSignal()
        results.drive(onNext: { [weak self] list in self?.shown = list }).disposed(by: bag)
    }

    func refresh(_ request: Single<[String]>) async {
        isLoading = true
        defer { isLoading = false }
        do {
            shown = try await request.value
        } catch {
            failures.accept("\(error)")
        }
    }

    var outputs: SearchOutputs { SearchOutputs(results: results, errors: errors) }
}

struct SearchOutputs: Sendable {
    let results: Driver<[String]>
    let errors: Signal<String>
}

// Docs/Concurrency.md, swift block 9
@MainActor
final class PlayerController {
    private let playback = SerialDisposable()
    private var bag = DisposeBag()
    private(set) var position = 0

    func play(_ clock: Observable<Int>) {
        playback.disposable = clock
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] tick in
                MainActor.assumeIsolated { self?.position = tick }
            })
    }

    func stopEverything() {
        bag = DisposeBag()
    }

    deinit {
        playback.dispose()
    }
}

// Docs/Concurrency.md, swift block 10
@MainActor
final class TimerViewModel {
    nonisolated(unsafe) private var subscription: Disposable?
    private(set) var seconds = 0

    func start(_ timer: Observable<Int>) {
        subscription?.dispose()
        subscription = timer.subscribe(onNext: { [weak self] value in
            MainActor.assumeIsolated { self?.seconds = value }
        })
    }

    deinit {
        subscription?.dispose()
    }
}

// Docs/Concurrency.md, swift block 11
func concurrencySnippet11() async throws {
    let background = ConcurrentDispatchQueueScheduler(qos: .utility)
    let pages = Observable.from([1, 2, 3])
        .flatMap { page in
            Observable.just(page * 10).subscribe(on: background)
        }

    // Unsafe: `collected` would be appended to from several threads at once if the
    // closure were inside each inner sequence. Safe: the merged output is serialized,
    // so scan/toArray (or a single subscriber) accumulates without a lock.
    let everything = try await pages.toArray().value
    let running = pages.scan(0, accumulator: +)
    print(everything.sorted(), try await running.toArray().value.last ?? 0)
}

/// The function-body snippets, which the test runs.
let concurrencyGuideSnippets: [@Sendable () async throws -> Void] = [
    concurrencySnippet6,
    concurrencySnippet7,
    concurrencySnippet11,
]
