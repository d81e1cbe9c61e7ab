// The peer comparison's executable: the subscription scenarios for hand-written
// closures, ReactiveBridge (Rx and RAC facades), RxSwift and OpenCombine, interleaved in
// one process by the repository's own harness and hand-written floors (Harness.swift,
// LiveHarness.swift and HandWritten.swift, which run.sh copies next to this file).
// Prints one JSON object per line; aggregate.py turns the lines of several processes
// into the table.
import Foundation
import OnRxBridge
import OnRxSwift
import RACBridge
import RxBridge

let cycles = 50_000, outerValues = 50_000, events = 1_000_000
let liveCount = 100_000, scaleCount = 1_000_000

// MARK: hand-written floors

func handChain() -> (Int) -> Void { handMap({ $0 &+ 1 }, handFilter({ $0 > 0 }, consume)) }

/// Runs `count` live subscriptions through `clock`: subscribe all, send once, dispose all.
func live<Held>(_ clock: PhaseClock, _ count: Int, subscribe: () -> Held, send: () -> Void, dispose: (Held) -> Void) {
    var held: [Held] = []
    held.reserveCapacity(count)
    clock.measure(.subscribe) { for _ in 0..<count { held.append(subscribe()) } }
    clock.measure(.send, send)
    clock.measure(.dispose) {
        for item in held { dispose(item) }
        held.removeAll(keepingCapacity: true)
    }
}

/// Adapts the Rx modules' phase callback to the clock.
func phases(_ clock: PhaseClock) -> (Int, () -> Void) -> Void {
    { index, body in clock.measure(Phase(rawValue: index)!, body) }
}

// MARK: the scenarios, one row of the table each, one entry per library

func scenario(_ row: String, _ library: String, _ operations: Int, _ body: @escaping () -> Void) -> Scenario {
    Scenario(id: "\(row)/\(library)", title: row, unit: "op", operations: operations, body: body)
}

let timed: [Scenario] = [
    scenario("subscribe-send-dispose", "floor", cycles) {
        let subject = HandWrittenSafeSubject()
        for value in 0..<cycles {
            let cancel = subject.subscribe(handChain())
            subject.send(value)
            cancel()
        }
    },
    scenario("subscribe-send-dispose", "rx", cycles) { OnRxBridge.RxScenarios.subscribeSendDispose(cycles) },
    scenario("subscribe-send-dispose", "rac", cycles) {
        let subject = RACSubject<Int>()
        let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }
        for value in 0..<cycles {
            let subscription = chain.subscribeNext(consume)
            subject.sendNext(value)
            subscription.dispose()
        }
    },
    scenario("subscribe-send-dispose", "rxswift", cycles) { OnRxSwift.RxScenarios.subscribeSendDispose(cycles) },

    scenario("just-subscribe-dispose", "floor", cycles) {
        for value in 0..<cycles { handJust(value)(handChain()) }
    },
    scenario("just-subscribe-dispose", "rx", cycles) { OnRxBridge.RxScenarios.justSubscribeDispose(cycles) },
    scenario("just-subscribe-dispose", "rac", cycles) {
        for value in 0..<cycles { RACSignal.return(value).map { $0 &+ 1 }.filter { $0 > 0 }.subscribeNext(consume).dispose() }
    },
    scenario("just-subscribe-dispose", "rxswift", cycles) { OnRxSwift.RxScenarios.justSubscribeDispose(cycles) },

    scenario("flatmap-just", "floor", outerValues) { handFlatMap(outerValues, inner: handJust) },
    scenario("flatmap-just", "rx", outerValues) { OnRxBridge.RxScenarios.flatMapJust(outerValues) },
    scenario("flatmap-just", "rac", outerValues) {
        let subject = RACSubject<Int>()
        let subscription = subject.flattenMap { RACSignal.return($0) }.subscribeNext(consume)
        for value in 0..<outerValues { subject.sendNext(value) }
        subscription.dispose()
    },
    scenario("flatmap-just", "rxswift", outerValues) { OnRxSwift.RxScenarios.flatMapJust(outerValues) },

    scenario("flatmap-of", "floor", outerValues) { handFlatMap(outerValues, inner: handOf) },
    scenario("flatmap-of", "rx", outerValues) { OnRxBridge.RxScenarios.flatMapOf(outerValues) },
    scenario("flatmap-of", "rac", outerValues) {
        // RAC has no `of`: its signal of an array is the Rx one wrapped (`racSignal`), as in the suite's c-rac.
        let subject = RACSubject<Int>()
        let subscription = subject.flattenMap { Observable.of($0, $0 &+ 1, $0 &+ 2).racSignal }.subscribeNext(consume)
        for value in 0..<outerValues { subject.sendNext(value) }
        subscription.dispose()
    },
    scenario("flatmap-of", "rxswift", outerValues) { OnRxSwift.RxScenarios.flatMapOf(outerValues) },

    scenario("create-sending", "floor", events) {
        let downstream = handMap({ $0 &+ 1 }, consume)
        for value in 0..<events { downstream(value) }
    },
    scenario("create-sending", "rx", events) { OnRxBridge.RxScenarios.createSending(events) },
    scenario("create-sending", "rac", events) {
        _ = RACSignal<Int>.createSignal { subscriber in
            for value in 0..<events { subscriber.sendNext(value) }
            subscriber.sendCompleted()
            return nil
        }.map { $0 &+ 1 }.subscribeNext(consume)
    },
    scenario("create-sending", "rxswift", events) { OnRxSwift.RxScenarios.createSending(events) },
]

func liveScenario(_ row: String, _ library: String, _ count: Int, _ body: @escaping (PhaseClock) -> Void) -> LiveScenario {
    LiveScenario(id: "\(row)/\(library)", title: row, count: count, body: body)
}

func liveRow(_ row: String, _ count: Int, subscribers: Bool) -> [LiveScenario] {
    openCombineLive(row, count, subscribers: subscribers) + [
        liveScenario(row, "floor", count) { clock in
            let subject = HandWrittenSafeSubject()
            live(clock, count, subscribe: { subject.subscribe(subscribers ? consume : handChain()) },
                 send: { subject.send(1) }, dispose: { $0() })
        },
        liveScenario(row, "rx", count) { clock in
            subscribers ? OnRxBridge.RxScenarios.liveSubscribers(count, phases(clock))
                        : OnRxBridge.RxScenarios.liveChains(count, phases(clock))
        },
        liveScenario(row, "rac", count) { clock in
            let subject = RACSubject<Int>()
            let chain: RACSignal<Int> = subscribers ? subject : subject.map { $0 &+ 1 }.filter { $0 > 0 }
            live(clock, count, subscribe: { chain.subscribeNext(consume) }, send: { subject.sendNext(1) },
                 dispose: { $0.dispose() })
        },
        liveScenario(row, "rxswift", count) { clock in
            subscribers ? OnRxSwift.RxScenarios.liveSubscribers(count, phases(clock))
                        : OnRxSwift.RxScenarios.liveChains(count, phases(clock))
        },
    ]
}

let liveScenarios = liveRow("live-chains", liveCount, subscribers: false)
    + liveRow("live-subscribers", liveCount, subscribers: true)
    + liveRow("scale-chains", scaleCount, subscribers: false)

// MARK: run

let filters = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--") }
func selected(_ id: String) -> Bool { filters.isEmpty || filters.contains { id.hasPrefix($0) } }

func emit(_ object: [String: Any]) {
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

// The harness is main-actor isolated; top-level code of a Swift 5 mode target is not.
MainActor.assumeIsolated {
    let harness = Harness()
    for measured in harness.measure((timed + openCombineTimed).filter { selected($0.id) }, progress: { _ in }) {
        emit(["id": measured.scenario.id, "samples": measured.samples, "allocations": measured.allocationsPerOperation ?? -1])
    }
    // Live rows: 3 rounds (long runs); the 1,000,000-subscription row only when a ROW names it.
    let liveSelected = liveScenarios.filter { scenario in
        filters.contains { scenario.id.hasPrefix($0) } || (filters.isEmpty && !scenario.id.hasPrefix("scale"))
    }
    for measured in Harness(repetitions: 3).measure(liveSelected, progress: { _ in }) {
        emit(["id": measured.scenario.id, "phases": measured.samples, "bytes": measured.bytes.map { $0 ?? -1 },
              "allocations": measured.allocations.map { $0 ?? -1 }])
    }
}
