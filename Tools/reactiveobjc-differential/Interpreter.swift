// The differential's Swift interpreter: reads generated cases (JSON lines on stdin, as
// `cases` writes them), builds each RAC pipeline with RACBridge's public API, runs it
// on virtual time and prints one line per case in the canonical form that Runner.m
// prints for ReactiveObjC (README.md describes it).
//
// Its structure follows Runner.m step for step (the same virtual scheduler, the same
// sources, the same scenario), so that the two differ only in the library under them:
// keep the two files in step when adding a stage kind. It declares its own copy of the
// case format (the JSON of ReactiveTesting's `GeneratedCase`) and uses no test kit.

import Foundation
import RACBridge

struct Case: Decodable {
    struct Source: Decodable { var hot: Bool; var events: [Event] }
    struct Event: Decodable { var tick: Int; var kind: String; var value: Int? }
    struct Stage: Decodable { var name: String; var arguments: [Int]; var source: Int? }
    var sources: [Source]
    var stages: [Stage]
    var disposeAt: Int?
}

// MARK: Virtual time

/// A scheduler on a virtual clock of whole seconds (one tick = one second after the
/// reference date). Blocks run in (tick, order of queuing) order, with this scheduler
/// current. `schedule` queues at the current tick; `after` at the date's tick (the
/// current one if the date is past); `afterDelay` at now + delay on this clock.
/// Blocks queued through RACScheduler's API are "hops" (an operator scheduled them);
/// the sources and the scenario queue theirs with `at(_:root:)`. Virtual time runs on
/// one thread.
final class VirtualScheduler: RACScheduler, @unchecked Sendable {
    final class Action {
        let tick: Int, order: Int, hop: Bool, block: () -> Void
        var cancelled = false
        init(tick: Int, order: Int, hop: Bool, block: @escaping () -> Void) {
            self.tick = tick; self.order = order; self.hop = hop; self.block = block
        }
    }
    var clock = 0
    var inHop = false
    var exhausted = false
    private var queue: [Action] = []
    private var nextOrder = 0

    init() { super.init(name: "differential.virtual") }

    override var now: Date { Date(timeIntervalSinceReferenceDate: TimeInterval(clock)) }

    private func enqueue(_ tick: Int, hop: Bool, _ block: @escaping () -> Void) -> RACDisposable {
        let action = Action(tick: max(tick, clock), order: nextOrder, hop: hop, block: block)
        nextOrder += 1
        queue.append(action)
        return RACDisposable { action.cancelled = true }
    }

    private static func tick(of date: Date) -> Int { Int(date.timeIntervalSinceReferenceDate.rounded()) }

    @discardableResult
    func at(_ tick: Int, root block: @escaping () -> Void) -> RACDisposable { enqueue(tick, hop: false, block) }

    override func schedule(_ block: @escaping () -> Void) -> RACDisposable? { enqueue(clock, hop: true, block) }

    override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
        enqueue(Self.tick(of: date), hop: true, block)
    }

    override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval,
                        schedule block: @escaping () -> Void) -> RACDisposable? {
        let disposable = RACCompoundDisposable()
        let period = Int(interval.rounded())
        func recurse(_ tick: Int) {
            disposable.add(enqueue(tick, hop: true) {
                if disposable.isDisposed { return }
                recurse(tick + period)
                block()
            })
        }
        recurse(Self.tick(of: date))
        return disposable
    }

    /// Runs the queue until it is empty, or 100,000 blocks have run (`exhausted`).
    func run() {
        var ran = 0
        while !queue.isEmpty {
            ran += 1
            if ran > 100_000 { exhausted = true; return }
            var next = 0
            for i in queue.indices.dropFirst() where queue[i].tick < queue[next].tick
                || (queue[i].tick == queue[next].tick && queue[i].order < queue[next].order) { next = i }
            let action = queue.remove(at: next)
            if action.cancelled { continue }
            clock = action.tick
            let outer = inHop
            inHop = action.hop
            performAsCurrentScheduler(action.block)
            inHop = outer
        }
    }
}

// MARK: The log

/// What a case did: the events the pipeline sent, and each source's subscriptions.
final class Log {
    var events: [String] = []
    var order: [String] = []
    var windows: [[(open: Int, close: Int?)]] = []
}

// MARK: Sources

/// The error source `i` sends, printed `e<i>`.
struct SourceError: Error { let source: Int }

final class HotSubscription {
    let subscriber: RACPassthroughSubscriber<Int>
    var active = true
    init(_ subscriber: RACPassthroughSubscriber<Int>) { self.subscriber = subscriber }
}

func send(_ event: Case.Event, to subscriber: RACPassthroughSubscriber<Int>, index: Int) {
    switch event.kind {
    case "next": subscriber.sendNext(event.value ?? 0)
    case "completed": subscriber.sendCompleted()
    default: subscriber.sendError(SourceError(source: index))
    }
}

/// A hot or cold source of a case, logging its subscriptions and their releases.
func makeSource(_ index: Int, _ source: Case.Source, scheduler: VirtualScheduler, log: Log) -> RACSignal<Int> {
    log.windows.append([])
    let opened = { () -> Int in
        log.order.append("+s\(index)@\(scheduler.clock)")
        log.windows[index].append((scheduler.clock, nil))
        return log.windows[index].count - 1
    }
    let closed = { (window: Int) in
        log.order.append("-s\(index)@\(scheduler.clock)")
        log.windows[index][window].close = scheduler.clock
    }
    if source.hot {
        // Events at absolute ticks, to the subscribers present, in subscription order.
        final class Subscribers { var all: [HotSubscription] = [] }
        let subscribers = Subscribers()
        for event in source.events {
            scheduler.at(event.tick) {
                for subscription in subscribers.all where subscription.active {
                    send(event, to: subscription.subscriber, index: index)
                }
            }
        }
        return RACSignal<Int>.createSignal { subscriber in
            let window = opened()
            let subscription = HotSubscription(subscriber)
            subscribers.all.append(subscription)
            return RACDisposable {
                subscription.active = false
                subscribers.all.removeAll { $0 === subscription }
                closed(window)
            }
        }
    }
    // Events at ticks counted from each subscription.
    return RACSignal<Int>.createSignal { subscriber in
        let window = opened()
        let pending = RACCompoundDisposable()
        let start = scheduler.clock
        for event in source.events {
            pending.add(scheduler.at(start + event.tick) { send(event, to: subscriber, index: index) })
        }
        return RACDisposable {
            pending.dispose()
            closed(window)
        }
    }
}

// MARK: Stages

func argument(_ stage: Case.Stage, _ index: Int, default fallback: Int = 1) -> Int {
    stage.arguments.indices.contains(index) ? stage.arguments[index] : fallback
}

/// Subscribed twice and merged, the second copy + 100: how a multicast is read.
func twice(_ shared: RACSignal<Int>) -> RACSignal<Int> {
    RACSignal.merge([shared, shared.map { $0 + 100 }])
}

/// Logs a side effect among the case's events (set by `run` for each case).
var sideEffect: (String) -> Void = { _ in }

func apply(_ stage: Case.Stage, to up: RACSignal<Int>, sources: [RACSignal<Int>], scheduler: VirtualScheduler) -> RACSignal<Int> {
    let other = sources[stage.source ?? 0]
    switch stage.name {
    case "map": let k = argument(stage, 0); return up.map { $0 + k }
    case "filter":
        let m = max(1, argument(stage, 0)), r = argument(stage, 1, default: 0)
        return up.filter { $0 % m == r }
    case "scan": return up.scan(withStart: argument(stage, 0, default: 0), reduce: { $0 + $1 })
    case "take": return up.take(argument(stage, 0))
    case "skip": return up.skip(argument(stage, 0))
    case "takeLast": return up.takeLast(argument(stage, 0))
    case "takeWhile": let k = argument(stage, 0); return up.take(whileBlock: { $0 < k })
    case "skipWhile": let k = argument(stage, 0); return up.skip(whileBlock: { $0 < k })
    case "reduce": return up.aggregate(withStart: argument(stage, 0, default: 0), reduce: { $0 + $1 })
    case "observeOn": return up.deliver(on: scheduler)
    case "subscribeOn": return up.subscribe(on: scheduler)
    case "distinctUntilChanged": return up.distinctUntilChanged()
    case "startWith": return up.startWith(argument(stage, 0))
    case "merge": return up.merge(other)
    case "concat": return up.concat(other)
    case "flatMap": return up.flattenMap { x in other.map { $0 + x } }
    case "concatMap": return up.map { x in other.map { $0 + x } }.concat()
    case "switchLatest": return up.map { x in other.map { $0 + x } }.switchToLatest()
    case "combineLatest": return RACSignal<Int>.combineLatest(up, other, reduce: { $0 * 10 + $1 })
    case "zip": return RACSignal<Int>.zip(up, other, reduce: { $0 * 10 + $1 })
    case "sample": return up.sample(other)
    case "takeUntil": return up.take(until: other)
    case "catch": return up.catch { _ in other }
    case "retry": return up.retry(max(2, argument(stage, 0)) - 1)
    case "materialize": return up.materialize().dematerialize()
    case "delay": return up.delay(TimeInterval(argument(stage, 0)))
    case "debounce": return up.throttle(TimeInterval(argument(stage, 0)))
    case "buffer": return up.buffer(withTime: TimeInterval(argument(stage, 0)), on: scheduler).map { $0.reduce(0, +) }
    case "share": return twice(up.publish().autoconnect())
    case "replay": return twice(up.replay())
    case "replayLast": return twice(up.replayLast())
    case "replayLazily": return twice(up.replayLazily())
    case "publishConnected":
        let connection = up.publish()
        connection.connect()
        return twice(connection.signal)
    case "behavior": return twice(up.multicast(RACBehaviorSubject(defaultValue: argument(stage, 0, default: 0))).autoconnect())
    case "replaySubject": return twice(up.multicast(RACReplaySubject(capacity: argument(stage, 0))).autoconnect())
    case "takeUntilReplacement": return up.take(untilReplacement: other)
    case "then": return up.then { other }
    case "ignoreValues": return up.ignoreValues().concat(RACSignal.return(0))
    case "flatten2": return up.map { x in other.map { $0 + x } }.flatten(2)
    case "collect": return up.collect().map { $0.reduce(0, +) }
    case "combinePrevious": return up.combinePrevious(withStart: argument(stage, 0, default: 0), reduce: { $0 * 10 + $1 })
    case "takeUntilBlock": let k = argument(stage, 0); return up.take(untilBlock: { $0 >= k })
    case "skipUntilBlock": let k = argument(stage, 0); return up.skip(untilBlock: { $0 >= k })
    case "any": let k = argument(stage, 0); return up.any { $0 >= k }.map { $0 ? 1 : 0 }
    case "finally": return up.finally { sideEffect("F") }
    case "initially": return up.initially { sideEffect("I") }
    case "doCompleted": return up.doCompleted { sideEffect("C") }.doError { _ in sideEffect("E") }
    case "all": let k = argument(stage, 0); return up.all { $0 < k }.map { $0 ? 1 : 0 }
    case "ignore": return up.ignore(argument(stage, 0))
    case "tryMap":
        let k = argument(stage, 0)
        return up.tryMap { x in
            if x == k { throw SourceError(source: 9) }
            return x * 2
        }
    case "throttleWhere": return up.throttle(TimeInterval(argument(stage, 0)), valuesPassingTest: { $0 % 2 == 0 })
    case "timeout": return up.timeout(TimeInterval(argument(stage, 0)), on: scheduler)
    default: fatalError("differential interpreter: no stage named \(stage.name)")
    }
}

// MARK: Running a case

func describe(_ error: Error) -> String {
    if let error = error as? SourceError { return "e\(error.source)" }
    if let error = error as? RACSignalError, error == .timedOut { return "eT" }
    return "e?\(error)"
}

func run(_ generated: Case) -> String {
    let scheduler = VirtualScheduler()
    let log = Log()
    let sources = generated.sources.enumerated().map { makeSource($0, $1, scheduler: scheduler, log: log) }
    let event = { (text: String) in log.events.append("\(text)@\(scheduler.clock)\(scheduler.inHop ? "'" : "")") }
    sideEffect = event
    var signal: RACSignal<Int>?
    var subscription: RACDisposable?
    scheduler.at(100) {
        signal = generated.stages.reduce(sources[0]) { up, stage in apply(stage, to: up, sources: sources, scheduler: scheduler) }
    }
    scheduler.at(200) {
        subscription = signal?.subscribeNext({ event(String($0)) }, error: { event(describe($0)) }, completed: { event("|") })
    }
    scheduler.at(generated.disposeAt ?? 1000) { subscription?.dispose() }
    scheduler.run()
    if scheduler.exhausted { event("!exhausted") }
    let windows = log.windows.enumerated().map { index, windows in
        "s\(index)[" + windows.map { "\($0.open)-\($0.close.map(String.init) ?? "∞")" }.joined(separator: ",") + "]"
    }
    return "events: \(log.events.joined(separator: " ")) | windows: \(windows.joined(separator: " ")) | order: \(log.order.joined(separator: " "))"
}

// The index of the first case read (run.sh restarts an interpreter after a crash).
setvbuf(stdout, nil, _IOLBF, 0)
let decoder = JSONDecoder()
var index = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 0 : 0
while let line = readLine(strippingNewline: true) {
    guard !line.isEmpty else { continue }
    let generated = try decoder.decode(Case.self, from: Data(line.utf8))
    print("\(index)\t\(run(generated))")
    index += 1
}
