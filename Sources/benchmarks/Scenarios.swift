import RxBridge
import Dispatch

/// The scenarios of the suite. Each Rx scenario names the same work as its RAC and
/// hand-written counterparts, so their ratios compare like with like.
@MainActor
enum Scenarios {
    static let events = 1_000_000

    // MARK: (a) subject -> map -> filter -> map -> subscribe

    static let subjectChain = Scenario(id: "a", title: "subject → map → filter → map", unit: "event", operations: events) {
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

    // MARK: (b) cold range through the same chain

    static let rangeChain = Scenario(id: "b", title: "range → map → filter → map", unit: "event", operations: events) {
        _ = Observable.range(start: 0, count: events)
            .map { $0 &* 3 }
            .filter { $0 & 1 == 0 }
            .map { $0 &+ 1 }
            .subscribe(onNext: consume)
    }

    static let arrayChain = Scenario(id: "b2", title: "from(array) → map → filter → map", unit: "event", operations: events) {
        _ = Observable.from(sourceArray)
            .map { $0 &* 3 }
            .filter { $0 & 1 == 0 }
            .map { $0 &+ 1 }
            .subscribe(onNext: consume)
    }
    static let sourceArray = Array(0..<events)

    // MARK: (c) flatMap

    static let flatMapOuter = 10_000

    // MARK: (d) combineLatest and zip



    // MARK: (e) subscribe + dispose churn

    static let churnCount = 100_000
    static let churnChain = PublishSubject<Int>().map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &* 2 }
    static let churn = Scenario(id: "e", title: "subscribe + dispose, 3-operator chain", unit: "cycle", operations: churnCount) {
        let chain = churnChain
        for _ in 0..<churnCount {
            chain.subscribe(onNext: consume).dispose()
        }
    }

    /// (e, floor) the same cycle hand-written: an observer list that stores a closure
    /// and returns a cancellation token.
    static let churnFloor = Scenario(id: "e-floor", title: "hand-written subscribe + dispose (floor of e)", unit: "cycle", operations: churnCount) {
        let subject = HandWrittenSubject()
        for _ in 0..<churnCount {
            let mapB: (Int) -> Void = { consume($0 &* 2) }
            let filter: (Int) -> Void = { if $0 > 0 { mapB($0) } }
            let token = subject.subscribe { filter($0 &+ 1) }
            subject.unsubscribe(token)
        }
    }

    // MARK: (f) fan-out

    static let fanOutEvents = 100_000

    // MARK: (g) share(replay: 1)


    // MARK: (h) scan + distinctUntilChanged


    // MARK: (i) observe(on:)

    static let observeOnEvents = 100_000

    // MARK: (j) DisposeBag

    static let bagSize = 10_000
    static let disposeBag = Scenario(id: "j", title: "DisposeBag with 10,000 disposables", unit: "disposable", operations: bagSize) {
        var bag: DisposeBag? = DisposeBag()
        for _ in 0..<bagSize { Disposables.create { consume(1) }.disposed(by: bag!) }
        bag = nil
    }

    static let all: [Scenario] = [
        subjectChainFloor, subjectChain, rangeChain, arrayChain, churnFloor, churn, disposeBag,
    ]
}

/// The smallest observer list that does the job of a subject, for the floors.
final class HandWrittenSubject {
    var observers: [(Int) -> Void] = []
    private var tokens: [Int] = []
    private var nextToken = 0

    @inline(never) func send(_ value: Int) {
        for observer in observers { observer(value) }
    }

    func subscribe(_ observer: @escaping (Int) -> Void) -> Int {
        nextToken += 1
        observers.append(observer)
        tokens.append(nextToken)
        return nextToken
    }

    func unsubscribe(_ token: Int) {
        if let index = tokens.firstIndex(of: token) {
            tokens.remove(at: index)
            observers.remove(at: index)
        }
    }
}
