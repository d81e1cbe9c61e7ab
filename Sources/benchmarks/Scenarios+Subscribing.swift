import RACBridge
import RxBridge

/// The subscription scenarios, each with its hand-written floor and RAC
/// spelling: what subscribing, disposing and flattening cost per operation.
@MainActor
extension Scenarios {
    static let cycles = 100_000

    // MARK: (n) subject → map → filter: subscribe, one event, dispose

    static let subscribeSendDisposeFloor = Scenario(id: "n-floor", title: "hand-written subscribe + 1 event + dispose (floor of n)",
                                                    unit: "cycle", operations: cycles) {
        let subject = HandWrittenSafeSubject()
        for value in 0..<cycles {
            let cancel = subject.subscribe(handMap({ $0 &+ 1 }, handFilter({ $0 > 0 }, consume)))
            subject.send(value)
            cancel()
        }
    }

    static let subscribeSendDispose = Scenario(id: "n", title: "subject → map → filter: subscribe + 1 event + dispose",
                                               unit: "cycle", operations: cycles, floor: "n-floor") {
        let subject = PublishSubject<Int>()
        let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }
        for value in 0..<cycles {
            let subscription = chain.subscribe(onNext: consume)
            subject.onNext(value)
            subscription.dispose()
        }
    }

    static let subscribeSendDisposeRAC = Scenario(id: "n-rac", title: "RAC: RACSubject → map → filter: subscribeNext + 1 event + dispose",
                                                  unit: "cycle", operations: cycles, floor: "n-floor", rxSpelling: "n") {
        let subject = RACSubject<Int>()
        let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }
        for value in 0..<cycles {
            let subscription = chain.subscribeNext(consume)
            subject.sendNext(value)
            subscription.dispose()
        }
    }

    // MARK: (o) just(k) → map → filter: build, subscribe, dispose

    static let justCycleFloor = Scenario(id: "o-floor", title: "hand-written one-value source → map → filter (floor of o)",
                                         unit: "cycle", operations: cycles) {
        for value in 0..<cycles { handJust(value)(handMap({ $0 &+ 1 }, handFilter({ $0 > 0 }, consume))) }
    }

    static let justCycle = Scenario(id: "o", title: "just(k) → map → filter: subscribe + dispose", unit: "cycle",
                                    operations: cycles, floor: "o-floor") {
        for value in 0..<cycles { Observable.just(value).map { $0 &+ 1 }.filter { $0 > 0 }.subscribe(onNext: consume).dispose() }
    }

    static let justCycleRAC = Scenario(id: "o-rac", title: "RAC: return(k) → map → filter: subscribeNext + dispose", unit: "cycle",
                                       operations: cycles, floor: "o-floor", rxSpelling: "o") {
        for value in 0..<cycles { RACSignal.return(value).map { $0 &+ 1 }.filter { $0 > 0 }.subscribeNext(consume).dispose() }
    }

    // MARK: (q) subject.flatMap { just(x) }, (r) subject.flatMap { of(x, x+1, x+2) }

    static let flatMapJustFloor = innerSourceFloor(id: "q-floor", title: "hand-written inner source per value (floor of q)",
                                                   source: handJust)

    /// A hand-written flatMap: an observer list whose one observer makes an inner source per value and runs it.
    static func innerSourceFloor(id: String, title: String,
                                 source: @escaping (Int) -> (@escaping (Int) -> Void) -> Void) -> Scenario {
        Scenario(id: id, title: title, unit: "outer value", operations: cycles) { handFlatMap(cycles, inner: source) }
    }

    static let flatMapJust = Scenario(id: "q", title: "subject.flatMap { just(x) }", unit: "outer value", operations: cycles,
                                      floor: "q-floor") {
        let subject = PublishSubject<Int>()
        let subscription = subject.flatMap { Observable.just($0) }.subscribe(onNext: consume)
        for value in 0..<cycles { subject.onNext(value) }
        subscription.dispose()
    }

    static let flatMapJustRAC = Scenario(id: "q-rac", title: "RAC: RACSubject.flattenMap { return(x) }", unit: "outer value",
                                         operations: cycles, floor: "q-floor", rxSpelling: "q") {
        let subject = RACSubject<Int>()
        let subscription = subject.flattenMap { RACSignal.return($0) }.subscribeNext(consume)
        for value in 0..<cycles { subject.sendNext(value) }
        subscription.dispose()
    }

    static let flatMapOfFloor = innerSourceFloor(id: "r-floor", title: "hand-written 3-value inner source per value (floor of r)",
                                                 source: handOf)

    static let flatMapOf = Scenario(id: "r", title: "subject.flatMap { of(x, x+1, x+2) }", unit: "outer value", operations: cycles,
                                    floor: "r-floor") {
        let subject = PublishSubject<Int>()
        let subscription = subject.flatMap { Observable.of($0, $0 &+ 1, $0 &+ 2) }.subscribe(onNext: consume)
        for value in 0..<cycles { subject.onNext(value) }
        subscription.dispose()
    }

    static var subscribing: [Scenario] {
        [subscribeSendDisposeFloor, subscribeSendDispose, subscribeSendDisposeRAC, justCycleFloor, justCycle, justCycleRAC,
         flatMapJustFloor, flatMapJust, flatMapJustRAC, flatMapOfFloor, flatMapOf]
    }
}
