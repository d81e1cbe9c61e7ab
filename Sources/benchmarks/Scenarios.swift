import RxBridge
import RACBridge
import Dispatch
import Foundation

/// The scenarios of the suite (issue 4, a–k). Each Rx scenario names the same work as
/// its RAC and hand-written counterparts, so their ratios compare like with like.
@MainActor
enum Scenarios {
    static let events = 1_000_000

    // MARK: (a) subject -> map -> filter -> map -> subscribe

    static let subjectChain = Scenario(id: "a", title: "subject → map → filter → map", unit: "event", operations: events,
                                       floor: "k-floor", allocationFloor: 0, rxSwift: 921) {
        let subject = PublishSubject<Int>()
        let subscription = subject
            .map { $0 &* 3 }
            .filter { $0 & 1 == 0 }
            .map { $0 &+ 1 }
            .subscribe(onNext: consume)
        for value in 0..<events { subject.onNext(value) }
        subscription.dispose()
    }

    /// (k, floor) the same pipeline as plain closures: a minimal subject (an array of
    /// observers) feeding three closures. No library, no thread safety.
    static let subjectChainFloor = Scenario(id: "k-floor", title: "hand-written closures (floor of a)", unit: "event", operations: events) {
        let subject = HandWrittenSubject()
        let mapB: (Int) -> Void = { consume($0 &+ 1) }
        let filter: (Int) -> Void = { if $0 & 1 == 0 { mapB($0) } }
        let mapA: (Int) -> Void = { filter($0 &* 3) }
        subject.observers.append(mapA)
        for value in 0..<events { subject.send(value) }
    }

    /// (k) the same pipeline spelled in the RAC facade.
    static let subjectChainRAC = Scenario(id: "k-rac", title: "RAC: RACSubject → map → filter → map", unit: "event", operations: events,
                                          floor: "k-floor", allocationFloor: 0, rxSpelling: "a") {
        let subject = RACSubject<Int>()
        let disposable = subject
            .map { $0 &* 3 }
            .filter { $0 & 1 == 0 }
            .map { $0 &+ 1 }
            .subscribeNext(consume)
        for value in 0..<events { subject.sendNext(value) }
        disposable.dispose()
    }

    // MARK: (b) cold range through the same chain

    static let rangeChain = Scenario(id: "b", title: "range → map → filter → map", unit: "event", operations: events,
                                     allocationFloor: 0, rxSwift: 4950) {
        _ = Observable.range(start: 0, count: events)
            .map { $0 &* 3 }
            .filter { $0 & 1 == 0 }
            .map { $0 &+ 1 }
            .subscribe(onNext: consume)
    }

    static let arrayChain = Scenario(id: "b2", title: "from(array) → map → filter → map", unit: "event", operations: events,
                                     allocationFloor: 0) {
        _ = Observable.from(sourceArray)
            .map { $0 &* 3 }
            .filter { $0 & 1 == 0 }
            .map { $0 &+ 1 }
            .subscribe(onNext: consume)
    }
    static let sourceArray = Array(0..<events)

    // MARK: (c) flatMap

    static let flatMapOuter = 10_000
    static let flatMap = Scenario(id: "c", title: "flatMap { of(3 values) }", unit: "outer value", operations: flatMapOuter,
                                  rxSwift: 20437) {
        _ = Observable.range(start: 0, count: flatMapOuter)
            .flatMap { Observable.of($0, $0 &+ 1, $0 &+ 2) }
            .subscribe(onNext: consume)
    }

    // MARK: (d) combineLatest and zip

    static let combineLatest = Scenario(id: "d1", title: "combineLatest of two subjects", unit: "event", operations: events,
                                        allocationFloor: 0) {
        sendToTwoSubjects { Observable.combineLatest($0, $1) { $0 &+ $1 } }
    }

    static let zip = Scenario(id: "d2", title: "zip of two subjects", unit: "event", operations: events,
                              allocationFloor: 0) {
        sendToTwoSubjects { Observable.zip($0, $1) { $0 &+ $1 } }
    }

    /// Subscribes to `combine` of two subjects, then sends `events / 2` values to each,
    /// alternately (d1, d2).
    static func sendToTwoSubjects(_ combine: (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>) {
        let left = PublishSubject<Int>(), right = PublishSubject<Int>()
        let subscription = combine(left, right).subscribe(onNext: consume)
        for value in 0..<events / 2 {
            left.onNext(value)
            right.onNext(value)
        }
        subscription.dispose()
    }

    // MARK: (e) subscribe + dispose churn

    static let churnCount = 100_000
    static let churnChain = PublishSubject<Int>().map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &* 2 }
    static let churn = Scenario(id: "e", title: "subscribe + dispose, 3-operator chain", unit: "cycle", operations: churnCount,
                                floor: "e-floor", rxSwift: 5609) {
        let chain = churnChain
        for _ in 0..<churnCount {
            chain.subscribe(onNext: consume).dispose()
        }
    }

    static let churnChainRAC = RACSubject<Int>().map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &* 2 }
    static let churnRAC = Scenario(id: "e-rac", title: "RAC: subscribeNext + dispose, 3-operator chain", unit: "cycle", operations: churnCount,
                                   floor: "e-floor", rxSpelling: "e") {
        let chain = churnChainRAC
        for _ in 0..<churnCount {
            chain.subscribeNext(consume).dispose()
        }
    }

    /// (e, floor) the same cycle hand-written as one would really write it: each stage
    /// is a closure built from the user's transform and the downstream closure, the
    /// chain is added to a thread-safe observer list, and the returned cancel closure
    /// removes it again.
    static let churnFloor = Scenario(id: "e-floor", title: "hand-written subscribe + dispose (floor of e)", unit: "cycle", operations: churnCount) {
        let subject = HandWrittenSafeSubject()
        for _ in 0..<churnCount {
            let chain = handMap({ $0 &+ 1 }, handFilter({ $0 > 0 }, handMap({ $0 &* 2 }, consume)))
            let cancel = subject.subscribe(chain)
            cancel()
        }
    }

    // MARK: (f) fan-out

    static let fanOutEvents = 100_000
    static let fanOut = Scenario(id: "f", title: "subject fan-out to 100 observers", unit: "event × observer", operations: fanOutEvents * 100) {
        let subject = PublishSubject<Int>()
        let bag = DisposeBag()
        for _ in 0..<100 { subject.subscribe(onNext: consume).disposed(by: bag) }
        for value in 0..<fanOutEvents { subject.onNext(value) }
    }

    // MARK: (g) share(replay: 1)

    static let share = Scenario(id: "g", title: "share(replay: 1), 10 observers", unit: "event × observer", operations: fanOutEvents * 10) {
        let subject = PublishSubject<Int>()
        let shared = subject.map { $0 &+ 1 }.share(replay: 1)
        let bag = DisposeBag()
        for _ in 0..<10 { shared.subscribe(onNext: consume).disposed(by: bag) }
        for value in 0..<fanOutEvents { subject.onNext(value) }
    }

    // MARK: (h) scan + distinctUntilChanged

    static let scanDistinct = Scenario(id: "h", title: "scan + distinctUntilChanged", unit: "event", operations: events,
                                       allocationFloor: 0, rxSwift: 753) {
        let subject = PublishSubject<Int>()
        let subscription = subject
            .scan(0) { $0 &+ ($1 & 1) }
            .distinctUntilChanged()
            .subscribe(onNext: consume)
        for value in 0..<events { subject.onNext(value) }
        subscription.dispose()
    }

    /// The scan half of (h), measured until distinctUntilChanged is in the tree.
    static let scanOnly = Scenario(id: "h-scan", title: "scan (first half of h)", unit: "event", operations: events,
                                   allocationFloor: 0) {
        let subject = PublishSubject<Int>()
        let subscription = subject
            .scan(0) { $0 &+ ($1 & 1) }
            .subscribe(onNext: consume)
        for value in 0..<events { subject.onNext(value) }
        subscription.dispose()
    }

    // MARK: (i) observe(on:)

    static let observeOnEvents = 100_000
    static let observeOnScheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "benchmarks.observeOn")
    static let observeOn = Scenario(id: "i", title: "observe(on: serial queue)", unit: "event", operations: observeOnEvents,
                                    rxSwift: 1780) {
        let done = DispatchSemaphore(value: 0)
        let subject = PublishSubject<Int>()
        let subscription = subject
            .observe(on: observeOnScheduler)
            .subscribe(onNext: consume, onCompleted: { done.signal() })
        for value in 0..<observeOnEvents { subject.onNext(value) }
        subject.onCompleted()
        done.wait()
        subscription.dispose()
    }

    // MARK: (j) DisposeBag

    static let bagSize = 10_000
    static let disposeBag = Scenario(id: "j", title: "DisposeBag with 10,000 disposables", unit: "disposable", operations: bagSize) {
        var bag: DisposeBag? = DisposeBag()
        for _ in 0..<bagSize { Disposables.create { consume(1) }.disposed(by: bag!) }
        bag = nil
    }

    // MARK: (l) create

    /// Beyond the list: a sequence made with `create`, sending from its
    /// subscribe block (the most common way to make one by hand).
    static let create = Scenario(id: "l", title: "create sending → map", unit: "event", operations: events,
                                 allocationFloor: 0) {
        _ = Observable<Int>.create { observer in
            for value in 0..<events { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }.map { $0 &+ 1 }.subscribe(onNext: consume)
    }

    static var all: [Scenario] {
        // Each RAC spelling right after its Rx scenario.
        var list = [subjectChainFloor, subjectChain, subjectChainRAC, rangeChain, arrayChain]
        list += [flatMap, flatMapRAC, combineLatest, combineLatestRAC, zip, zipRAC]
        list += [churnFloor, churn, churnRAC, fanOut, fanOutRAC, share, shareRAC]
        list += [scanDistinct, scanDistinctRAC, scanOnly, observeOn, deliverOnRAC, disposeBag, create, createRAC]
        return list
    }
}
