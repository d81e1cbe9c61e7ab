import Dispatch
import RACBridge
import RxBridge

/// The RAC spellings of the Rx scenarios: the same work through RACBridge's names, so
/// the report shows RAC/Rx per scenario (issue 4: within 10%). (a) and (e) are in
/// `Scenarios.swift` next to their floors.
extension Scenarios {
    /// (c) in RAC: `flattenMap` over the same sources as (c), wrapped as signals.
    static let flatMapRAC = Scenario(id: "c-rac", title: "RAC: flattenMap { of(3 values) }", unit: "outer value",
                                     operations: flatMapOuter, rxSpelling: "c") {
        _ = RACSignal(Observable.range(start: 0, count: flatMapOuter))
            .flattenMap { Observable.of($0, $0 &+ 1, $0 &+ 2).racSignal }
            .subscribeNext(consume)
    }

    /// (d1) in RAC: `combineLatest:reduce:` of two `RACSubject`s.
    static let combineLatestRAC = pairScenario(id: "d1-rac", title: "RAC: combineLatest of two RACSubjects", rxSpelling: "d1") {
        RACSignal<Int>.combineLatest($0, $1) { $0 &+ $1 }
    }

    /// (d2) in RAC: `zip:reduce:` of two `RACSubject`s.
    static let zipRAC = pairScenario(id: "d2-rac", title: "RAC: zip of two RACSubjects", rxSpelling: "d2") {
        RACSignal<Int>.zip($0, $1) { $0 &+ $1 }
    }

    /// Two `RACSubject`s combined by `combine`, each sent every other value.
    static func pairScenario(id: String, title: String, rxSpelling: String,
                             combine: @escaping (RACSubject<Int>, RACSubject<Int>) -> RACSignal<Int>) -> Scenario {
        Scenario(id: id, title: title, unit: "event", operations: events, allocationFloor: 0, rxSpelling: rxSpelling) {
            let left = RACSubject<Int>(), right = RACSubject<Int>()
            let subscription = combine(left, right).subscribeNext(consume)
            sendPairs(left, right)
            subscription.dispose()
        }
    }

    static func sendPairs(_ left: RACSubject<Int>, _ right: RACSubject<Int>) {
        for value in 0..<events / 2 {
            left.sendNext(value)
            right.sendNext(value)
        }
    }

    /// (f) in RAC: a `RACSubject` with 100 subscribers.
    static let fanOutRAC = Scenario(id: "f-rac", title: "RAC: RACSubject fan-out to 100 subscribers", unit: "event × observer",
                                    operations: fanOutEvents * 100, rxSpelling: "f") {
        let subject = RACSubject<Int>()
        let subscriptions = RACCompoundDisposable()
        for _ in 0..<100 { subscriptions.add(subject.subscribeNext(consume)) }
        for value in 0..<fanOutEvents { subject.sendNext(value) }
        subscriptions.dispose()
    }

    /// (g) in RAC: `replayLast` (a replay subject of one, connected at once) with 10
    /// subscribers: RAC's nearest spelling of `share(replay: 1)`.
    static let shareRAC = Scenario(id: "g-rac", title: "RAC: replayLast, 10 subscribers", unit: "event × observer",
                                   operations: fanOutEvents * 10, rxSpelling: "g") {
        let subject = RACSubject<Int>()
        let shared = subject.map { $0 &+ 1 }.replayLast()
        let subscriptions = RACCompoundDisposable()
        for _ in 0..<10 { subscriptions.add(shared.subscribeNext(consume)) }
        for value in 0..<fanOutEvents { subject.sendNext(value) }
        subscriptions.dispose()
    }

    /// (h) in RAC: `scanWithStart:reduce:` + `distinctUntilChanged`.
    static let scanDistinctRAC = Scenario(id: "h-rac", title: "RAC: scanWithStart + distinctUntilChanged", unit: "event",
                                          operations: events, allocationFloor: 0, rxSpelling: "h") {
        let subject = RACSubject<Int>()
        let subscription = subject
            .scan(withStart: 0) { $0 &+ ($1 & 1) }
            .distinctUntilChanged()
            .subscribeNext(consume)
        for value in 0..<events { subject.sendNext(value) }
        subscription.dispose()
    }

    /// (l) in RAC: `createSignal`, whose subscriber serializes concurrent senders
    /// (Docs/Semantics.md#serialization): a recursive gate per value, which Rx's `create` does not take.
    static let createRAC = Scenario(id: "l-rac", title: "RAC: createSignal sending → map", unit: "event",
                                    operations: events, allocationFloor: 0, rxSpelling: "l") {
        _ = RACSignal<Int>.createSignal { subscriber in
            for value in 0..<events { subscriber.sendNext(value) }
            subscriber.sendCompleted()
            return nil
        }.map { $0 &+ 1 }.subscribeNext(consume)
    }

    /// (i) in RAC: `deliverOn:` a serial `RACScheduler`.
    static let deliverOnScheduler = RACTargetQueueScheduler(name: "benchmarks.deliverOn", targetQueue: .global())
    static let deliverOnRAC = Scenario(id: "i-rac", title: "RAC: deliverOn serial RACScheduler", unit: "event",
                                       operations: observeOnEvents, rxSpelling: "i") {
        let done = DispatchSemaphore(value: 0)
        let subject = RACSubject<Int>()
        let subscription = subject
            .deliver(on: deliverOnScheduler)
            .subscribeNext(consume, completed: { done.signal() })
        for value in 0..<observeOnEvents { subject.sendNext(value) }
        subject.sendCompleted()
        done.wait()
        subscription.dispose()
    }
}
