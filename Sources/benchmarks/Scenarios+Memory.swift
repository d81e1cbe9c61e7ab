import Foundation
import RACBridge
import RxBridge

/// Memory per live subscription: N subscriptions held at once, each phase
/// measured on its own (`LiveScenario`). The chains are built once per run, so what is
/// counted is what subscribing costs, not what building an observable does.
@MainActor
extension Scenarios {
    static let liveCount = 100_000

    // MARK: subject → map → filter, N subscriptions of one chain

    /// Hand-written: a closure per stage and a lock-protected observer list (the floor of `e`).
    static func handChains(_ count: Int) -> (PhaseClock) -> Void {
        { clock in
            let subject = HandWrittenSafeSubject()
            live(clock, count: count,
                 subscribe: { subject.subscribe(handMap({ $0 &+ 1 }, handFilter({ $0 > 0 }, consume))) },
                 send: { subject.send(1) }, dispose: { $0() })
        }
    }

    static func rxChains(_ count: Int) -> (PhaseClock) -> Void {
        { clock in
            let subject = PublishSubject<Int>()
            let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }
            live(clock, count: count, subscribe: { chain.subscribe(onNext: consume) },
                 send: { subject.onNext(1) }, dispose: { $0.dispose() })
        }
    }

    static func racChains(_ count: Int) -> (PhaseClock) -> Void {
        { clock in
            let subject = RACSubject<Int>()
            let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }
            live(clock, count: count, subscribe: { chain.subscribeNext(consume) },
                 send: { subject.sendNext(1) }, dispose: { $0.dispose() })
        }
    }

    static let memoryChains = [
        LiveScenario(id: "m-chain-floor", title: "hand-written: subject → map → filter", count: liveCount, body: handChains(liveCount)),
        LiveScenario(id: "m-chain", title: "PublishSubject → map → filter", count: liveCount, floor: "m-chain-floor",
                     body: rxChains(liveCount)),
        LiveScenario(id: "m-chain-rac", title: "RAC: RACSubject → map → filter", count: liveCount, floor: "m-chain-floor",
                     rxSpelling: "m-chain", body: racChains(liveCount)),
    ]

    // MARK: a subject with N subscribers

    static let memorySubject = [
        LiveScenario(id: "m-subject-floor", title: "hand-written: observer list, N observers", count: liveCount) { clock in
            let subject = HandWrittenSafeSubject()
            live(clock, count: liveCount, subscribe: { subject.subscribe(consume) }, send: { subject.send(1) }, dispose: { $0() })
        },
        LiveScenario(id: "m-subject", title: "PublishSubject, N subscribers", count: liveCount, floor: "m-subject-floor") { clock in
            let subject = PublishSubject<Int>()
            live(clock, count: liveCount, subscribe: { subject.subscribe(onNext: consume) },
                 send: { subject.onNext(1) }, dispose: { $0.dispose() })
        },
        LiveScenario(id: "m-subject-rac", title: "RAC: RACSubject, N subscribers", count: liveCount, floor: "m-subject-floor",
                     rxSpelling: "m-subject") { clock in
            let subject = RACSubject<Int>()
            live(clock, count: liveCount, subscribe: { subject.subscribeNext(consume) },
                 send: { subject.sendNext(1) }, dispose: { $0.dispose() })
        },
    ]

    // MARK: cold chains held open, and completed ones whose disposables are kept

    /// A hand-made source that sends one value and stays open (a listener, a request
    /// in flight): its subscriptions stay live until disposed. Nothing can be sent to
    /// all of them afterwards, so there is no send phase.
    static let memoryCold = [
        LiveScenario(id: "m-open-floor", title: "hand-written: cold source kept open → map → filter", count: liveCount) { clock in
            live(clock, count: liveCount, subscribe: { () -> (Int) -> Void in
                let chain = handMap({ $0 &+ 1 }, handFilter({ $0 > 0 }, consume))
                chain(1)
                return chain
            }, send: nil, dispose: { _ in })
        },
        LiveScenario(id: "m-open", title: "create (sends 1, stays open) → map → filter", count: liveCount, floor: "m-open-floor") { clock in
            let chain = Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create()
            }.map { $0 &+ 1 }.filter { $0 > 0 }
            live(clock, count: liveCount, subscribe: { chain.subscribe(onNext: consume) }, send: nil, dispose: { $0.dispose() })
        },
        LiveScenario(id: "m-open-rac", title: "RAC: createSignal (sends 1, stays open) → map → filter", count: liveCount,
                     floor: "m-open-floor", rxSpelling: "m-open") { clock in
            let chain = RACSignal<Int>.createSignal { subscriber in
                subscriber.sendNext(1)
                return nil
            }.map { $0 &+ 1 }.filter { $0 > 0 }
            live(clock, count: liveCount, subscribe: { chain.subscribeNext(consume) }, send: nil, dispose: { $0.dispose() })
        },
        // Completed at once: what a kept disposable of a finished chain still holds (no floor: hand-written code keeps nothing).
        LiveScenario(id: "m-just", title: "just(k) → map → filter, completed, disposables kept", count: liveCount) { clock in
            let chain = Observable.just(1).map { $0 &+ 1 }.filter { $0 > 0 }
            live(clock, count: liveCount, subscribe: { chain.subscribe(onNext: consume) }, send: nil, dispose: { $0.dispose() })
        },
        LiveScenario(id: "m-just-rac", title: "RAC: return(k) → map → filter, completed, disposables kept", count: liveCount,
                     rxSpelling: "m-just") { clock in
            let chain = RACSignal.return(1).map { $0 &+ 1 }.filter { $0 > 0 }
            live(clock, count: liveCount, subscribe: { chain.subscribeNext(consume) }, send: nil, dispose: { $0.dispose() })
        },
    ]

    static var liveScenarios: [LiveScenario] { memoryChains + memorySubject + memoryCold + scale }

    /// Subscribes `count` times, holding each result in an array whose capacity is
    /// reserved before the clock starts; then sends once (if `send` is given) and
    /// disposes everything, dropping the held results.
    static func live<Held>(_ clock: PhaseClock, count: Int, subscribe: () -> Held, send: (() -> Void)?,
                           dispose: (Held) -> Void) {
        var held: [Held] = []
        held.reserveCapacity(count)
        clock.measure(.subscribe) {
            for _ in 0..<count { held.append(subscribe()) }
        }
        if let send { clock.measure(.send, send) }
        clock.measure(.dispose) {
            for item in held { dispose(item) }
            held.removeAll(keepingCapacity: true)
        }
    }
}
