import XCTest
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

private struct StressError: Error {}

/// Concurrency stress: many threads send, subscribe, dispose and complete at once.
/// Every scenario asserts exact counts (nothing lost, nothing duplicated), no event
/// after the end, and (through `ReactiveTestCase`) that every engine resource is
/// released. Each prints `stress <name>: sent N received N`.
final class StressTests: ReactiveTestCase {
    private let senders = 4

    // MARK: - Subjects

    /// Rx subjects do not serialize concurrent senders (as in RxSwift): the observers
    /// count with atomics; every element reaches every early subscriber exactly once.
    private func stressRxSubject(_ name: String, initial: Int, make: () -> (observable: Observable<Int>, observer: AnyObserver<Int>)) {
        let perSender = scaled(10_000)
        let subscribers = 6
        let (observable, observer) = make()
        let nexts = Counter(), ends = Counter(), afterEnd = Counter()
        let subscriptions = (0..<subscribers).map { _ in
            let ended = Counter()
            return observable.subscribe(onNext: { _ in
                if ended.value > 0 { afterEnd.add() }
                nexts.add()
            }, onCompleted: { ended.add(); ends.add() })
        }
        // Churn: subscriptions made and disposed while the senders run.
        let churned = Counter()
        runConcurrently(senders + 1) { lane in
            if lane == self.senders {
                for _ in 0..<scaled(2_000) { observable.subscribe(onNext: { _ in churned.add() }).dispose() }
            } else {
                for index in 0..<perSender { observer.onNext(lane * perSender + index) }
            }
        }
        observer.onCompleted()
        observer.onNext(-1)
        subscriptions.forEach { $0.dispose() }
        reportStress(name, sent: (senders * perSender + initial) * subscribers, received: nexts.value)
        XCTAssertEqual(ends.value, subscribers)
        XCTAssertEqual(afterEnd.value, 0)
    }

    func testPublishSubject() {
        stressRxSubject("PublishSubject", initial: 0) {
            let subject = PublishSubject<Int>()
            return (subject.asObservable(), subject.asObserver().asObserver())
        }
    }

    func testBehaviorSubject() {
        stressRxSubject("BehaviorSubject", initial: 1) {
            let subject = BehaviorSubject(value: 0)
            return (subject.asObservable(), subject.asObserver().asObserver())
        }
    }

    func testReplaySubject() {
        stressRxSubject("ReplaySubject", initial: 1) {
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            subject.onNext(0)
            return (subject.asObservable(), subject.asObserver().asObserver())
        }
    }

    /// Unbounded replay: subscribers join while senders run; each gets every element
    /// exactly once (replayed or live), each sender's elements in order.
    func testReplaySubjectSubscribersJoiningDuringSends() {
        let perSender = scaled(10_000)
        let subject = ReplaySubject<Int>.createUnbounded()
        let checkers = (0..<8).map { _ in SafeRecorder<Int>() }
        let subscriptions = Shared(NSLock())
        var disposables: [Disposable] = []
        runConcurrently(senders + 1) { lane in
            if lane == self.senders {
                for checker in checkers {
                    let disposable = subject.subscribe(onNext: checker.append, onCompleted: checker.ended)
                    subscriptions.value.withLock { disposables.append(disposable) }
                }
            } else {
                for index in 0..<perSender { subject.onNext(lane * perSender + index) }
            }
        }
        subject.onCompleted()
        var received = 0
        for checker in checkers {
            let elements = checker.elements
            received += elements.count
            XCTAssertEqual(Set(elements).count, elements.count, "duplicates")
            for lane in 0..<senders {
                let mine = elements.filter { $0 / perSender == lane }
                XCTAssertEqual(mine, Array(lane * perSender ..< (lane + 1) * perSender))
            }
            XCTAssertEqual(checker.endCount, 1)
        }
        // Concurrent senders may overlap on a Rx subject's observer (as in RxSwift), so
        // a lock-protected recorder is used; the counts prove nothing was lost.
        reportStress("ReplaySubject joining", sent: senders * perSender * checkers.count, received: received)
        disposables.forEach { $0.dispose() }
    }

    /// RAC's subject serializes concurrent senders: the grammar checkers also prove
    /// no two deliveries overlap.
    func testRACSubject() {
        let perSender = scaled(10_000)
        let subject = RACSubject<Int>()
        let checkers = (0..<6).map { _ in GrammarChecker<Int>() }
        let disposables = checkers.map { $0.subscribe(to: subject) }
        let churned = Counter()
        runConcurrently(senders + 1) { lane in
            if lane == self.senders {
                for _ in 0..<scaled(2_000) { subject.subscribeNext { _ in churned.add() }.dispose() }
            } else {
                for index in 0..<perSender { subject.sendNext(lane * perSender + index) }
            }
        }
        subject.sendCompleted()
        let received = checkers.reduce(0) { $0 + $1.elements.count }
        reportStress("RACSubject", sent: senders * perSender * checkers.count, received: received)
        XCTAssertTrue(checkers.allSatisfy(\.isTerminated))
        disposables.forEach { $0.dispose() }
    }

    /// RAC's replaying and behavior subjects (on `SerialReplayHub` / `SerialBehaviorHub`:
    /// no remembered end, serialized senders), fed from several threads.
    func testRACReplayAndBehaviorSubjects() {
        let perSender = scaled(10_000)
        let replay = RACReplaySubject<Int>()
        let behavior = RACBehaviorSubject(defaultValue: 0)
        let replayCount = Counter(), behaviorCount = Counter()
        let first = replay.subscribeNext { _ in replayCount.add() }
        let second = behavior.subscribeNext { _ in behaviorCount.add() }
        runConcurrently(senders) { lane in
            for index in 0..<perSender {
                replay.sendNext(lane * perSender + index)
                behavior.sendNext(index)
            }
        }
        replay.sendCompleted()
        behavior.sendCompleted()
        reportStress("RACReplaySubject", sent: senders * perSender, received: replayCount.value)
        reportStress("RACBehaviorSubject", sent: senders * perSender + 1, received: behaviorCount.value)
        // A late subscriber to the replay subject gets everything, then the end
        // (Docs/Semantics.md#subjects-after-termination).
        let late = Counter(), lateEnds = Counter()
        let lateSubscription = replay.subscribeNext({ _ in late.add() }, completed: { lateEnds.add() })
        XCTAssertEqual(late.value, senders * perSender)
        XCTAssertEqual(lateEnds.value, 1)
        [first, second, lateSubscription].forEach { $0.dispose() }
    }

    // MARK: - Operators fed from several threads

    func testMergeFromSeveralThreads() {
        let perSender = scaled(10_000)
        let subjects = (0..<senders).map { _ in PublishSubject<Int>() }
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: Observable.merge(subjects.map { $0.asObservable() }))
        runConcurrently(senders) { lane in
            for index in 0..<perSender { subjects[lane].onNext(index) }
            subjects[lane].onCompleted()
        }
        reportStress("merge", sent: senders * perSender, received: checker.elements.count)
        XCTAssertTrue(checker.isTerminated)
        subscription.dispose()
    }

    func testFlatMapFromSeveralThreads() {
        let perSender = scaled(10_000)
        let outer = PublishSubject<Int>()
        let inners = (0..<senders).map { _ in PublishSubject<Int>() }
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: outer.flatMap { inners[$0] })
        for lane in 0..<senders { outer.onNext(lane) }
        outer.onCompleted()
        runConcurrently(senders) { lane in
            for index in 0..<perSender { inners[lane].onNext(index) }
            inners[lane].onCompleted()
        }
        reportStress("flatMap", sent: senders * perSender, received: checker.elements.count)
        XCTAssertTrue(checker.isTerminated)
        subscription.dispose()
    }

    func testCombineLatestFromTwoThreads() {
        let perSender = scaled(10_000)
        let left = PublishSubject<Int>(), right = PublishSubject<Int>()
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: Observable.combineLatest(left, right) { $0 * 1_000_000 + $1 })
        left.onNext(0)
        right.onNext(0)      // seeded: from here every element produces exactly one result
        runConcurrently(2) { lane in
            let subject = lane == 0 ? left : right
            for index in 1...perSender { subject.onNext(index) }
            subject.onCompleted()
        }
        reportStress("combineLatest", sent: 2 * perSender + 1, received: checker.elements.count)
        XCTAssertEqual(checker.elements.last, perSender * 1_000_000 + perSender)
        XCTAssertTrue(checker.isTerminated)
        subscription.dispose()
    }

    func testZipFromTwoThreads() {
        let perSender = scaled(10_000)
        let left = PublishSubject<Int>(), right = PublishSubject<Int>()
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: Observable.zip(left, right) { $0 - $1 })
        runConcurrently(2) { lane in
            let subject = lane == 0 ? left : right
            for index in 0..<perSender { subject.onNext(index) }
            subject.onCompleted()
        }
        reportStress("zip", sent: perSender, received: checker.elements.count)
        XCTAssertTrue(checker.elements.allSatisfy { $0 == 0 }, "zip paired elements out of order")
        XCTAssertTrue(checker.isTerminated)
        subscription.dispose()
    }

    // MARK: - Dispose racing

    /// A subscriber disposed on one thread while another sends: after `dispose`
    /// returns, at most the sends already in flight (one per sending thread) arrive.
    func testDisposeRacingWithEmission() {
        let rounds = scaled(2_000)
        let subject = PublishSubject<Int>()
        let late = Counter(), delivered = Counter()
        for _ in 0..<rounds {
            let received = Counter()
            let subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in received.add(); delivered.add() })
            let atDispose = Counter()
            runConcurrently(2) { lane in
                if lane == 0 {
                    for index in 0..<20 { subject.onNext(index) }
                } else {
                    subscription.dispose()
                    atDispose.add(received.value)
                }
            }
            late.add(received.value - atDispose.value)
        }
        XCTAssertLessThanOrEqual(late.value, rounds, "more than the in-flight element arrived after dispose")
        print("stress dispose racing emission: rounds \(rounds) delivered \(delivered.value) late \(late.value)")
        XCTAssertFalse(subject.hasObservers)
    }

    /// Dispose on one thread, completion on another: at most one end per round, never
    /// an event after the end or overlapping another. As in RxSwift, `dispose` from
    /// another thread does not wait for an event already being delivered, so at most
    /// that one in-flight event may arrive after `dispose` returned (Docs/Errors.md).
    func testDisposeRacingWithCompletion() {
        let rounds = scaled(2_000)
        let completions = Counter(), inFlightAfterDispose = Counter()
        for _ in 0..<rounds {
            let subject = PublishSubject<Int>()
            let violations = SafeRecorder<String>()
            let checker = GrammarChecker<Int>(onViolation: violations.append)
            let subscription = checker.subscribe(to: subject.map { $0 * 2 })
            runConcurrently(2) { lane in
                if lane == 0 { subject.onNext(1); subject.onCompleted() } else { subscription.dispose() }
            }
            if checker.isTerminated { completions.add() }
            XCTAssertLessThanOrEqual(checker.events.filter(\.isStopEvent).count, 1)
            let afterDispose = violations.elements.filter { $0.hasSuffix("after the subscription was disposed") }
            XCTAssertEqual(violations.elements.count, afterDispose.count, "\(violations.elements)")
            XCTAssertLessThanOrEqual(afterDispose.count, 2, "more than the in-flight events after dispose")
            inFlightAfterDispose.add(afterDispose.count)
        }
        print("stress dispose racing completion: rounds \(rounds) completed \(completions.value) disposed first \(rounds - completions.value) in-flight after dispose \(inFlightAfterDispose.value)")
    }

    // MARK: - Disposables

    func testDisposeBagConcurrentInsert() {
        let perThread = scaled(5_000)
        let disposed = Counter()
        var bag: DisposeBag? = DisposeBag()
        let shared = WeakBox(bag!)
        runConcurrently(senders) { _ in
            for _ in 0..<perThread { shared.object?.insert(Disposables.create { disposed.add() }) }
        }
        XCTAssertEqual(disposed.value, 0)
        bag = nil           // the bag's end disposes every member once
        XCTAssertNil(shared.object)
        reportStress("DisposeBag", sent: senders * perThread, received: disposed.value)
    }

    /// Threads insert and remove while one disposes the composite midway: every
    /// member is disposed exactly once (by `remove`, by `dispose`, or at once when
    /// inserted after the disposal).
    func testCompositeDisposableConcurrentInsertRemoveDispose() {
        let perThread = scaled(5_000)
        let composite = CompositeDisposable()
        let disposed = Counter(), twice = Counter()
        runConcurrently(senders + 1) { lane in
            if lane == self.senders {
                Thread.sleep(forTimeInterval: 0.001)
                composite.dispose()
                return
            }
            for index in 0..<perThread {
                let once = Counter()
                let key = composite.insert(Disposables.create {
                    once.add()
                    if once.value > 1 { twice.add() }
                    disposed.add()
                })
                if index % 3 == 0, let key { composite.remove(for: key) }
            }
        }
        composite.dispose()
        reportStress("CompositeDisposable", sent: senders * perThread, received: disposed.value)
        XCTAssertEqual(twice.value, 0)
    }

    func testRACCompoundDisposableConcurrentAddDispose() {
        let perThread = scaled(5_000)
        let compound = RACCompoundDisposable()
        let disposed = Counter()
        runConcurrently(senders + 1) { lane in
            if lane == self.senders {
                Thread.sleep(forTimeInterval: 0.001)
                compound.dispose()
                return
            }
            for _ in 0..<perThread { compound.add(RACDisposable { disposed.add() }) }
        }
        compound.dispose()
        reportStress("RACCompoundDisposable", sent: senders * perThread, received: disposed.value)
    }

    /// Subscribe, send and dispose at once through a shared `share()`: the connection
    /// opens and closes many times; every subscription that saw the end saw it once.
    func testShareRefCountChurn() {
        let rounds = scaled(500)
        let subject = PublishSubject<Int>()
        let shared = subject.share()
        let received = Counter()
        runConcurrently(senders) { lane in
            for index in 0..<rounds {
                if lane == 0 { subject.onNext(index); continue }
                let subscription = shared.subscribe(onNext: { _ in received.add() })
                subscription.dispose()
            }
        }
        print("stress share churn: rounds \(rounds) received \(received.value)")
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: - More races

    /// Threads subscribe to and dispose a `share()` at once while the source counts its
    /// subscriptions: every connection made is disconnected, nothing stays attached.
    func testShareConnectDisconnectRace() {
        let rounds = scaled(1_000)
        let connects = Counter(), disconnects = Counter()
        let source = Observable<Int>.create { observer in
            connects.add()
            observer.onNext(1)
            return Disposables.create { disconnects.add() }
        }
        let shared = source.share(replay: 1)
        let received = Counter()
        runConcurrently(senders) { _ in
            for _ in 0..<rounds {
                shared.subscribe(onNext: { _ in received.add() }).dispose()
            }
        }
        reportStress("share connect/disconnect", sent: connects.value, received: disconnects.value)
        XCTAssertGreaterThan(connects.value, 0)
        XCTAssertLessThanOrEqual(received.value, senders * rounds * 2)
    }

    /// RAC subject: senders on several threads race `sendCompleted`: each subscriber
    /// gets one completion and nothing after it (the checker fails the test otherwise).
    func testRACSubjectSendersRacingCompletion() {
        let rounds = scaled(300)
        var delivered = 0, completed = 0
        for _ in 0..<rounds {
            let subject = RACSubject<Int>()
            let checkers = (0..<3).map { _ in GrammarChecker<Int>() }
            let disposables = checkers.map { $0.subscribe(to: subject) }
            runConcurrently(3) { lane in
                if lane == 2 { subject.sendCompleted(); return }
                for index in 0..<50 { subject.sendNext(index) }
            }
            for checker in checkers {
                delivered += checker.elements.count
                if checker.isTerminated { completed += 1 }
            }
            disposables.forEach { $0.dispose() }
        }
        reportStress("RACSubject completion race (completions)", sent: rounds * 3, received: completed)
        print("stress RACSubject completion race: delivered before the end \(delivered)")
    }

    /// Merged sources on several threads while the subscriber disposes: no overlap, no
    /// event after the end, at most the in-flight events after `dispose` returned.
    func testMergeDisposeRacingWithEmission() {
        let rounds = scaled(500)
        var inFlight = 0
        for _ in 0..<rounds {
            let subjects = (0..<3).map { _ in PublishSubject<Int>() }
            let violations = SafeRecorder<String>()
            let checker = GrammarChecker<Int>(onViolation: violations.append)
            let subscription = checker.subscribe(to: Observable.merge(subjects.map { $0.asObservable() }))
            runConcurrently(4) { lane in
                if lane == 3 { subscription.dispose(); return }
                for index in 0..<30 { subjects[lane].onNext(index) }
            }
            let afterDispose = violations.elements.filter { $0.hasSuffix("after the subscription was disposed") }
            XCTAssertEqual(violations.elements.count, afterDispose.count, "\(violations.elements)")
            XCTAssertLessThanOrEqual(afterDispose.count, 3)
            inFlight += afterDispose.count
            XCTAssertTrue(subjects.allSatisfy { !$0.hasObservers })
        }
        print("stress merge dispose racing emission: rounds \(rounds) in-flight after dispose \(inFlight)")
    }

    /// `flatMapLatest` with inners sending from their own threads while the outer
    /// switches from another: no overlap, no element of a replaced inner after the
    /// switch was delivered, completion once.
    func testFlatMapLatestSwitchingWhileInnersSend() {
        let perSender = scaled(5_000)
        let outer = PublishSubject<Int>()
        let inners = (0..<senders).map { _ in PublishSubject<Int>() }
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: outer.flatMapLatest { inners[$0].map { value in value } })
        outer.onNext(0)
        runConcurrently(senders + 1) { lane in
            if lane == self.senders {
                for next in 1..<self.senders { outer.onNext(next) }
                outer.onCompleted()
                return
            }
            for index in 0..<perSender { inners[lane].onNext(lane * perSender + index) }
        }
        inners.forEach { $0.onCompleted() }
        let elements = checker.elements
        // Once an inner's element arrived, no earlier inner's element follows.
        let lanes = elements.map { $0 / perSender }
        XCTAssertEqual(lanes, lanes.sorted(), "an element of a replaced inner arrived after a newer inner's")
        XCTAssertTrue(checker.isTerminated)
        print("stress flatMapLatest: sent \(senders * perSender) delivered \(elements.count) (replaced inners are cut off)")
        subscription.dispose()
        XCTAssertTrue(inners.allSatisfy { !$0.hasObservers })
    }

    /// Synchronous sources subscribed on many threads at once: each thread's
    /// trampoline is its own; every subscription gets the whole sequence.
    func testSynchronousSourcesSubscribedOnManyThreads() {
        let rounds = scaled(2_000)
        let received = Counter()
        let source = Observable.merge(Observable.of(1, 2, 3), Observable.range(start: 0, count: 7)).concat(Observable.just(0))
        runConcurrently(senders) { _ in
            for _ in 0..<rounds {
                _ = source.subscribe(onNext: { _ in received.add() })
            }
        }
        reportStress("trampolined sources on many threads", sent: senders * rounds * 11, received: received.value)
    }
}
