// The differential interpreter: runs generated parity cases (JSON lines on stdin, as
// `cases` writes them) with RxSwift's public API only, and prints one line per case.
// `run.sh` compiles this same file twice: once importing RxSwift and RxTest, once
// importing RxBridge and ReactiveTesting. Identical source, two libraries: any
// difference in the printed lines is a difference in behavior.
//
// It must not use anything either library lacks, so it declares its own copy of the
// case format (the JSON of ReactiveTesting's `GeneratedCase`).

import Foundation

struct Case: Decodable {
    struct Source: Decodable { var hot: Bool; var events: [Event] }
    struct Event: Decodable { var tick: Int; var kind: String; var value: Int? }
    struct Stage: Decodable { var name: String; var arguments: [Int]; var source: Int? }
    var sources: [Source]
    var stages: [Stage]
    var disposeAt: Int?
}

/// The error source `i` sends, printed `e<i>`.
struct SourceError: Error { let source: Int }

/// The order in which sources are subscribed and released, with ticks: `+s0@200`,
/// `-s0@250`. Virtual time runs on one thread.
final class Log {
    var entries: [String] = []
}

/// A hot source that calls its observers in the order they subscribed, and records
/// their windows as a test observable does. The test kits' hot observables differ in
/// one detail that is not an operator's behavior: RxTest keeps observers in a `Bag`
/// whose first slot is reused, so an observer that subscribes after the first one left
/// is called first. With this source both runs call observers in one order; set
/// `RXDIFF_HOT=testkit` to use each kit's own hot observable instead.
final class OrderedHotSource: ObservableType {
    typealias Element = Int
    let scheduler: TestScheduler
    var observers: [(key: Int, on: (Event<Int>) -> Void)] = []
    var windows: [(subscribe: Int, unsubscribe: Int)] = []
    var nextKey = 0

    init(_ events: [Recorded<Event<Int>>], scheduler: TestScheduler) {
        self.scheduler = scheduler
        for recorded in events {
            _ = scheduler.scheduleAt(recorded.time) { [unowned self] in
                // As in both kits, the observers present when the event is sent get it.
                for observer in self.observers { observer.on(recorded.value) }
            }
        }
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        let key = nextKey
        nextKey += 1
        observers.append((key, observer.on))
        windows.append((scheduler.clock, Int.max))
        let window = windows.count - 1
        return Disposables.create { [unowned self] in
            self.observers.removeAll { $0.key == key }
            self.windows[window].unsubscribe = self.scheduler.clock
        }
    }
}

/// A source as a plain `ObservableType`: it subscribes the test source (which records
/// the subscription window) and logs when it is subscribed and released. No sink in
/// between, so it releases exactly when the pipeline disposes it.
struct LoggedSource: ObservableType {
    typealias Element = Int
    let index: Int
    let source: Observable<Int>
    let scheduler: TestScheduler
    let log: Log

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        log.entries.append("+s\(index)@\(scheduler.clock)")
        let subscription = source.subscribe(observer)
        return Disposables.create { [log, scheduler, index] in
            log.entries.append("-s\(index)@\(scheduler.clock)")
            subscription.dispose()
        }
    }
}

let testKitHotSources = ProcessInfo.processInfo.environment["RXDIFF_HOT"] == "testkit"

func argument(_ stage: Case.Stage, _ index: Int, default fallback: Int = 1) -> Int {
    stage.arguments.indices.contains(index) ? stage.arguments[index] : fallback
}

func apply(_ stage: Case.Stage, to up: Observable<Int>, sources: [Observable<Int>], scheduler: TestScheduler) -> Observable<Int> {
    let other = sources[stage.source ?? 0]
    switch stage.name {
    case "map": let k = argument(stage, 0); return up.map { $0 + k }
    case "filter":
        let m = max(1, argument(stage, 0)), r = argument(stage, 1, default: 0)
        return up.filter { $0 % m == r }
    case "scan": return up.scan(argument(stage, 0, default: 0)) { $0 + $1 }
    case "take": return up.take(argument(stage, 0))
    case "skip": return up.skip(argument(stage, 0))
    case "takeLast": return up.takeLast(argument(stage, 0))
    case "takeWhile": let k = argument(stage, 0); return up.take(while: { $0 < k })
    case "skipWhile": let k = argument(stage, 0); return up.skip(while: { $0 < k })
    case "reduce": return up.reduce(argument(stage, 0, default: 0)) { $0 + $1 }
    case "observeOn": return up.observe(on: scheduler)
    case "distinctUntilChanged": return up.distinctUntilChanged()
    case "startWith": return up.startWith(argument(stage, 0))
    case "merge": return Observable.merge(up, other)
    case "concat": return up.concat(other)
    case "flatMap": return up.flatMap { x in other.map { $0 + x } }
    case "concatMap": return up.concatMap { x in other.map { $0 + x } }
    case "switchLatest": return up.map { x in other.map { $0 + x } }.switchLatest()
    case "combineLatest": return Observable.combineLatest(up, other) { $0 * 10 + $1 }
    case "zip": return Observable.zip(up, other) { $0 * 10 + $1 }
    case "withLatestFrom": return up.withLatestFrom(other) { $0 * 10 + $1 }
    case "sample": return up.sample(other)
    case "takeUntil": return up.take(until: other)
    case "catch": return up.catch { _ in other }
    case "retry": return up.retry(max(2, argument(stage, 0)))
    case "materialize": return up.materialize().dematerialize()
    case "delay": return up.delay(.seconds(argument(stage, 0)), scheduler: scheduler)
    case "debounce": return up.debounce(.seconds(argument(stage, 0)), scheduler: scheduler)
    case "throttle": return up.throttle(.seconds(argument(stage, 0)), latest: argument(stage, 1, default: 1) != 0, scheduler: scheduler)
    case "buffer":
        return up.buffer(timeSpan: .seconds(argument(stage, 0)), count: max(1, argument(stage, 1)), scheduler: scheduler)
            .map { $0.reduce(0, +) }
    case "share":
        let shared = up.share()
        return Observable.merge(shared, shared.map { $0 + 100 })
    case "shareReplay":
        let shared = up.share(replay: argument(stage, 0), scope: .whileConnected)
        return Observable.merge(shared, shared.map { $0 + 100 })
    default:
        fatalError("differential interpreter: no stage named \(stage.name)")
    }
}

func describe(_ recorded: Recorded<Event<Int>>) -> String {
    switch recorded.value {
    case .next(let value): return "\(value)@\(recorded.time)"
    case .completed: return "|@\(recorded.time)"
    case .error(let error): return "e\((error as? SourceError)?.source ?? -1)@\(recorded.time)"
    }
}

/// Runs one case in the standard scenario (made at 100, subscribed at 200, disposed at
/// `disposeAt` or 1000) and describes what happened: the events, each source's
/// subscription windows, and the order of subscriptions and releases.
func run(_ generated: Case) -> String {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Log()
    // Each source, and how to read its subscription windows afterwards.
    let made: [(Observable<Int>, () -> [(subscribe: Int, unsubscribe: Int)])] = generated.sources.enumerated().map { index, source in
        let events: [Recorded<Event<Int>>] = source.events.map { event in
            switch event.kind {
            case "next": return .next(event.tick, event.value ?? 0)
            case "completed": return .completed(event.tick)
            default: return .error(event.tick, SourceError(source: index))
            }
        }
        if source.hot && !testKitHotSources {
            let hot = OrderedHotSource(events, scheduler: scheduler)
            return (hot.asObservable(), { hot.windows })
        }
        let testable = source.hot ? scheduler.createHotObservable(events) : scheduler.createColdObservable(events)
        return (testable.asObservable(), { testable.subscriptions.map { ($0.subscribe, $0.unsubscribe) } })
    }
    let sources = made.enumerated().map { index, source in
        LoggedSource(index: index, source: source.0, scheduler: scheduler, log: log).asObservable()
    }
    let observer = scheduler.start(created: 100, subscribed: 200, disposed: generated.disposeAt ?? 1000) {
        generated.stages.reduce(sources[0]) { up, stage in apply(stage, to: up, sources: sources, scheduler: scheduler) }
    }
    let events = observer.events.map(describe).joined(separator: " ")
    let windows = made.enumerated().map { index, source in
        "s\(index)[" + source.1().map { "\($0.subscribe)-\($0.unsubscribe == Int.max ? "∞" : String($0.unsubscribe))" }.joined(separator: ",") + "]"
    }.joined(separator: " ")
    return "events: \(events) | windows: \(windows) | order: \(log.entries.joined(separator: " "))"
}

let decoder = JSONDecoder()
var index = 0
while let line = readLine(strippingNewline: true) {
    guard !line.isEmpty else { continue }
    let generated = try decoder.decode(Case.self, from: Data(line.utf8))
    print("\(index)\t\(run(generated))")
    index += 1
}
