// The Rx scenarios of the peer comparison: one source, compiled by run.sh once against
// RxSwift (module OnRxSwift) and once against RxBridge (module OnRxBridge), so both
// libraries run exactly the same code. run.sh puts the import line above this one.

// Unchecked exclusivity: a public global is otherwise checked dynamically on every
// access (swift_beginAccess), about 90 instructions per consumed value that the harness's
// own `consume` (an internal global) does not pay, which inflated every Rx row.
@exclusivity(unchecked) nonisolated(unsafe) public var rxBlackHole = 0

/// Keeps results alive so the optimizer cannot remove the measured work.
@inline(never) public func rxConsume(_ value: Int) { rxBlackHole &+= value }

public enum RxScenarios {
    /// subject → map → filter, built once: `count` cycles of subscribe, one event, dispose.
    public static func subscribeSendDispose(_ count: Int) {
        let subject = PublishSubject<Int>()
        let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }
        for value in 0..<count {
            let subscription = chain.subscribe(onNext: rxConsume)
            subject.onNext(value)
            subscription.dispose()
        }
    }

    /// `count` cycles of just(k) → map → filter, built and subscribed, then disposed.
    public static func justSubscribeDispose(_ count: Int) {
        for value in 0..<count {
            Observable.just(value).map { $0 &+ 1 }.filter { $0 > 0 }.subscribe(onNext: rxConsume).dispose()
        }
    }

    /// subject.flatMap { just(x) }, subscribed once, `count` outer values sent.
    public static func flatMapJust(_ count: Int) {
        let subject = PublishSubject<Int>()
        let subscription = subject.flatMap { Observable.just($0) }.subscribe(onNext: rxConsume)
        for value in 0..<count { subject.onNext(value) }
        subscription.dispose()
    }

    /// subject.flatMap { of(x, x+1, x+2) }, subscribed once, `count` outer values sent.
    public static func flatMapOf(_ count: Int) {
        let subject = PublishSubject<Int>()
        let subscription = subject.flatMap { Observable.of($0, $0 &+ 1, $0 &+ 2) }.subscribe(onNext: rxConsume)
        for value in 0..<count { subject.onNext(value) }
        subscription.dispose()
    }

    /// create sending `count` values from its subscribe block → map.
    public static func createSending(_ count: Int) {
        _ = Observable<Int>.create { observer in
            for value in 0..<count { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }.map { $0 &+ 1 }.subscribe(onNext: rxConsume)
    }

    /// `count` live subscriptions of subject → map → filter; `phase(n, body)` runs phase
    /// n (0 subscribe, 1 send one event, 2 dispose all) under the caller's clock.
    public static func liveChains(_ count: Int, _ phase: (Int, () -> Void) -> Void) {
        let subject = PublishSubject<Int>()
        let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }
        live(count, phase, subscribe: { chain.subscribe(onNext: rxConsume) }, send: { subject.onNext(1) })
    }

    /// `count` subscribers of one subject, phases as `liveChains`.
    public static func liveSubscribers(_ count: Int, _ phase: (Int, () -> Void) -> Void) {
        let subject = PublishSubject<Int>()
        live(count, phase, subscribe: { subject.subscribe(onNext: rxConsume) }, send: { subject.onNext(1) })
    }

    static func live(_ count: Int, _ phase: (Int, () -> Void) -> Void, subscribe: @escaping () -> Disposable,
                     send: @escaping () -> Void) {
        var held: [Disposable] = []
        held.reserveCapacity(count)
        phase(0) { for _ in 0..<count { held.append(subscribe()) } }
        phase(1, send)
        phase(2) {
            for subscription in held { subscription.dispose() }
            held.removeAll(keepingCapacity: true)
        }
    }
}
