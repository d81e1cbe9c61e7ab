import XCTest
import Foundation
import RxBridge
import ReactiveTesting

private struct TestError: Error {}
private let testError = TestError()

/// A thread-safe recorder for the concurrency tests.
private final class SafeRecorder<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element] = []
    private var ends = 0
    func append(_ element: Element) { lock.lock(); storage.append(element); lock.unlock() }
    func ended() { lock.lock(); ends += 1; lock.unlock() }
    var elements: [Element] { lock.lock(); defer { lock.unlock() }; return storage }
    var endCount: Int { lock.lock(); defer { lock.unlock() }; return ends }
}

final class SubjectTests: ReactiveTestCase {
    // Feeding a subject is a plain subscription to the hot source, as in RxTest: it
    // ends when disposed at 1000, not at the source's end.

    /// The classic scenario: a hot source feeds the subject from 200; observers join at
    /// 300 (leaves at 600), 400 (stays) and 900 (after the end).
    private func run<Subject: SubjectType & ObserverType>(
        _ events: [Recorded<Event<Int>>],
        _ makeSubject: @escaping () -> Subject
    ) -> (TestableObservable<Int>, [TestableObserver<Int>]) where Subject.Element == Int, Subject.Observer.Element == Int {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        var subject: Subject?
        var subscriptions: [Disposable?] = [nil, nil, nil, nil]
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        scheduler.scheduleAt(100) { subject = makeSubject() }
        scheduler.scheduleAt(200) { subscriptions[0] = xs.subscribe(subject!.asObserver()) }
        scheduler.scheduleAt(300) { subscriptions[1] = subject!.subscribe(observers[0]) }
        scheduler.scheduleAt(400) { subscriptions[2] = subject!.subscribe(observers[1]) }
        scheduler.scheduleAt(900) { subscriptions[3] = subject!.subscribe(observers[2]) }
        scheduler.scheduleAt(600) { subscriptions[1]?.dispose() }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0?.dispose() } }
        scheduler.start()
        return (xs, observers)
    }

    private let completingInput: [Recorded<Event<Int>>] = [
        .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5),
        .next(410, 6), .next(520, 7), .completed(630), .next(640, 9), .completed(650), .error(660, testError),
    ]

    private let failingInput: [Recorded<Event<Int>>] = [
        .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6), .next(520, 7),
        .error(630, testError), .next(640, 9), .completed(650),
    ]

    // MARK: PublishSubject

    func testPublishSubjectMarbles() {
        let (xs, observers) = run(completingInput) { PublishSubject<Int>() }
        XCTAssertEqual(observers[0].events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(observers[1].events, [.next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(observers[2].events, [.completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testRACHubHasNoTerminalState() {
        // Docs/Semantics.md#subjects-after-termination: complete -> subscribe -> send(1): RAC gives [1] and no end; Rx gives [c].
        // `SerialHub` is `RACSubject`'s engine.
        let rac = SerialHub<Int>()
        let signal: Observable<Int> = Observable.make { sink, scope in rac.subscribe(sink, scope) }
        rac.on(.completed)
        var racEvents: [Event<Int>] = []
        let subscription = signal.subscribe { racEvents.append($0) }
        rac.on(.next(1))
        XCTAssertEqual(racEvents, [.next(1)])
        subscription.dispose()

        let rx = PublishSubject<Int>()
        rx.onCompleted()
        var rxEvents: [Event<Int>] = []
        _ = rx.subscribe { rxEvents.append($0) }
        rx.onNext(1)
        XCTAssertEqual(rxEvents, [.completed])
    }

    // MARK: BehaviorSubject

    func testBehaviorSubjectMarbles() {
        let (xs, observers) = run(completingInput) { BehaviorSubject(value: 100) }
        XCTAssertEqual(observers[0].events, [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(observers[1].events, [.next(400, 5), .next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(observers[2].events, [.completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testBehaviorSubjectAfterErrorSendsOnlyTheError() {
        let (xs, observers) = run(failingInput) { BehaviorSubject(value: 100) }
        XCTAssertEqual(observers[1].events, [.next(400, 5), .next(410, 6), .next(520, 7), .error(630, testError)])
        XCTAssertEqual(observers[2].events, [.error(900, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testBehaviorSubjectValue() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        XCTAssertEqual(try subject.value(), 2)
        subject.onCompleted()
        subject.onNext(3)                                   // ignored after the end
        XCTAssertEqual(try subject.value(), 2)              // last value after completion

        let failed = BehaviorSubject(value: 1)
        failed.onError(testError)
        XCTAssertThrowsError(try failed.value()) { XCTAssertTrue($0 is TestError) }

        let disposed = BehaviorSubject(value: 1)
        disposed.dispose()
        XCTAssertTrue(disposed.isDisposed)
        XCTAssertThrowsError(try disposed.value()) { error in
            guard case RxError.disposed(let object)? = error as? RxError else { return XCTFail("\(error)") }
            XCTAssertTrue(object === disposed)
        }
    }

    func testBehaviorSubjectDisposedRefusesSubscribersAndEvents() {
        let subject = BehaviorSubject(value: 1)
        var received: [Event<Int>] = []
        let early = subject.subscribe { received.append($0) }
        XCTAssertTrue(subject.hasObservers)
        subject.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(received, [.next(1)])
        XCTAssertEqual(late.count, 1)
        guard case .error(RxError.disposed(let object))? = late.first else { return XCTFail("\(late)") }
        XCTAssertTrue(object === subject)
        early.dispose()
    }

    func testRACBehaviorEngineGivesLateSubscriberTheValueAndNoCompletion() {
        // Docs/Semantics.md#subjects-after-termination: complete a subject seeded with 5, then subscribe -> [5], no completion;
        // later elements still arrive. `SerialBehaviorHub` is `RACBehaviorSubject`'s engine.
        let engine = SerialBehaviorHub(value: 5)
        let signal: Observable<Int> = Observable.make { sink, scope in engine.subscribe(sink, scope) }
        engine.on(.completed)
        var received: [Event<Int>] = []
        let subscription = signal.subscribe { received.append($0) }
        engine.on(.next(6))
        XCTAssertEqual(received, [.next(5), .next(6)])
        subscription.dispose()
        XCTAssertFalse(engine.hasObservers)
    }

    // MARK: ReplaySubject

    func testReplaySubjectMarbles() {
        let (xs, observers) = run(completingInput) { ReplaySubject<Int>.create(bufferSize: 2) }
        XCTAssertEqual(observers[0].events, [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(observers[1].events, [.next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(observers[2].events, [.next(900, 6), .next(900, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testReplaySubjectAfterErrorReplaysBufferThenError() {
        let (xs, observers) = run(failingInput) { ReplaySubject<Int>.create(bufferSize: 1) }
        XCTAssertEqual(observers[2].events, [.next(900, 7), .error(900, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testUnboundedReplaySubject() {
        let (_, observers) = run(completingInput) { ReplaySubject<Int>.createUnbounded() }
        XCTAssertEqual(observers[2].events, [.next(900, 3), .next(900, 4), .next(900, 5), .next(900, 6), .next(900, 7), .completed(900)])
    }

    func testReplaySubjectOfZeroReplaysOnlyTheEnd() {
        let (_, observers) = run(completingInput) { ReplaySubject<Int>.create(bufferSize: 0) }
        XCTAssertEqual(observers[1].events, [.next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(observers[2].events, [.completed(900)])
    }

    func testReplaySubjectAfterTerminationIgnoresEvents() {
        // Docs/Semantics.md#subjects-after-termination, Rx side: capacity 2: 1, 2, 3, |, 4 -> late subscriber gets [2, 3, c].
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        [1, 2, 3].forEach(subject.onNext)
        subject.onCompleted()
        subject.onNext(4)
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(2), .next(3), .completed])
        XCTAssertFalse(subject.hasObservers)
    }

    func testRACReplayEngineKeepsAppendingAfterTermination() {
        // Docs/Semantics.md#subjects-after-termination, RAC side: the same sequence gives [3, 4, c].
        // `SerialReplayHub` is `RACReplaySubject`'s engine.
        let engine = SerialReplayHub<Int>(capacity: 2)
        let signal: Observable<Int> = Observable.make { sink, scope in engine.subscribe(sink, scope) }
        [1, 2, 3].forEach { engine.on(.next($0)) }
        engine.on(.completed)
        engine.on(.next(4))
        var received: [Event<Int>] = []
        _ = signal.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(3), .next(4), .completed])
        XCTAssertFalse(engine.hasObservers)
    }

    func testReplaySubjectDisposed() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        subject.onNext(2)
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received.count, 1)
        guard case .error(RxError.disposed(let object))? = received.first else { return XCTFail("\(received)") }
        XCTAssertTrue(object === subject)
    }

    func testReplayStopsWhenSubscriberDisposesDuringReplay() {
        // A subscription ended by its own stage while the buffer is replayed (as
        // `take(2)` would) receives nothing more and is detached.
        let subject = ReplaySubject<Int>.createUnbounded()
        [1, 2, 3, 4].forEach(subject.onNext)
        var received: [Int] = []
        let scope = SubscriptionScope()
        subject.subscribeEngine(EventSink(next: { element in
            received.append(element)
            if element == 2 { scope.dispose() }
        }, end: { _ in XCTFail("no end expected") }), scope)
        XCTAssertEqual(received, [1, 2])
        subject.onNext(5)
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: AsyncSubject

    func testAsyncSubjectMarbles() {
        let (xs, observers) = run(completingInput) { AsyncSubject<Int>() }
        XCTAssertEqual(observers[0].events, [])
        XCTAssertEqual(observers[1].events, [.next(630, 7), .completed(630)])
        XCTAssertEqual(observers[2].events, [.next(900, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testAsyncSubjectError() {
        let (_, observers) = run(failingInput) { AsyncSubject<Int>() }
        XCTAssertEqual(observers[1].events, [.error(630, testError)])
        XCTAssertEqual(observers[2].events, [.error(900, testError)])
    }

    func testAsyncSubjectEmptyAndDisposed() {
        let empty = AsyncSubject<Int>()
        var received: [Event<Int>] = []
        _ = empty.subscribe { received.append($0) }
        XCTAssertTrue(empty.hasObservers)
        empty.onCompleted()
        _ = empty.subscribe { received.append($0) }
        XCTAssertEqual(received, [.completed, .completed])

        let disposed = AsyncSubject<Int>()
        disposed.onNext(1)
        disposed.dispose()
        XCTAssertTrue(disposed.isDisposed)
        disposed.onCompleted()
        var late: [Event<Int>] = []
        _ = disposed.subscribe { late.append($0) }
        guard late.count == 1, case .error(RxError.disposed)? = late.first else { return XCTFail("\(late)") }
    }

    // MARK: Re-entrancy

    func testObserverSendingIntoItsSubjectReceivesTheNestedElement() {
        let subject = ReplaySubject<Int>.createUnbounded()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { element in
            received.append(element)
            if element == 1 { subject.onNext(2) }
        })
        subject.onNext(1)
        XCTAssertEqual(received, [1, 2])
        var late: [Int] = []
        _ = subject.subscribe(onNext: { late.append($0) }).dispose()
        XCTAssertEqual(late, [1, 2])
        subscription.dispose()
    }

    func testSendingDuringReplayArrivesAfterTheBuffer() {
        // A new subscriber's own send during its replay is queued behind the buffer,
        // and the other observers get it at once.
        let subject = ReplaySubject<Int>.createUnbounded()
        var early: [Int] = []
        let first = subject.subscribe(onNext: { early.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        var received: [Int] = []
        let second = subject.subscribe(onNext: { element in
            received.append(element)
            if element == 1 { subject.onNext(3) }
        })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(early, [1, 2, 3])
        subject.onNext(4)
        XCTAssertEqual(received, [1, 2, 3, 4])
        first.dispose()
        second.dispose()
    }

    func testBehaviorSubjectCompletingDuringReplay() {
        let subject = BehaviorSubject(value: 1)
        var received: [Event<Int>] = []
        _ = subject.subscribe { event in
            received.append(event)
            if case .next(1) = event { subject.onNext(2); subject.onCompleted() }
        }
        XCTAssertEqual(received, [.next(1), .next(2), .completed])
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribingInsideOnNext() {
        // Publish: the new observer gets later elements only. Behavior: it gets the
        // current value (the element being delivered) first.
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        var inner: [String] = []
        var innerSubscriptions: [Disposable] = []
        let outerPublish = publish.subscribe(onNext: { element in
            if element == 1 { innerSubscriptions.append(publish.subscribe(onNext: { inner.append("p\($0)") })) }
        })
        let outerBehavior = behavior.subscribe(onNext: { element in
            if element == 1 { innerSubscriptions.append(behavior.subscribe(onNext: { inner.append("b\($0)") })) }
        })
        publish.onNext(1)
        behavior.onNext(1)
        publish.onNext(2)
        behavior.onNext(2)
        XCTAssertEqual(inner, ["b1", "p2", "b2"])
        outerPublish.dispose()
        outerBehavior.dispose()
        innerSubscriptions.forEach { $0.dispose() }
    }

    func testObserverDisposingItselfInsideOnNext() {
        let subject = PublishSubject<Int>()
        var first: [Int] = []
        var second: [Int] = []
        var subscription: Disposable?
        subscription = subject.subscribe(onNext: { element in
            first.append(element)
            subscription?.dispose()
        })
        let other = subject.subscribe(onNext: { second.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(first, [1])
        XCTAssertEqual(second, [1, 2])
        other.dispose()
    }

    // MARK: Concurrency

    func testConcurrentSendersAndSubscribersOnReplaySubject() {
        // Two senders (4000 elements each, tagged by sender) race with 40 subscribers
        // joining meanwhile. Every subscriber must see every element exactly once, each
        // sender's elements in order, and the completion once.
        let perSender = 4000
        let subject = ReplaySubject<Int>.createUnbounded()
        let recorders = (0..<40).map { _ in SafeRecorder<Int>() }
        let subscriptions = SafeRecorder<Disposable>()
        DispatchQueue.concurrentPerform(iterations: 4) { lane in
            switch lane {
            case 0, 1:
                for index in 0..<perSender { subject.onNext(lane * perSender + index) }
            default:
                for recorder in recorders[(lane - 2) * 20 ..< (lane - 1) * 20] {
                    subscriptions.append(subject.subscribe(onNext: recorder.append, onCompleted: recorder.ended))
                }
            }
        }
        subject.onCompleted()
        for recorder in recorders {
            let elements = recorder.elements
            XCTAssertEqual(elements.count, 2 * perSender)
            XCTAssertEqual(Set(elements).count, 2 * perSender)
            XCTAssertEqual(elements.filter { $0 < perSender }, Array(0..<perSender))
            XCTAssertEqual(elements.filter { $0 >= perSender }, Array(perSender..<2 * perSender))
            XCTAssertEqual(recorder.endCount, 1)
        }
        subscriptions.elements.forEach { $0.dispose() }
    }

    func testConcurrentSendersOnBehaviorSubject() {
        let subject = BehaviorSubject(value: -1)
        let recorders = (0..<20).map { _ in SafeRecorder<Int>() }
        let subscriptions = SafeRecorder<Disposable>()
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            if lane == 0 {
                for index in 0..<4000 { subject.onNext(index) }
            } else {
                for recorder in recorders { subscriptions.append(subject.subscribe(onNext: recorder.append)) }
            }
        }
        for recorder in recorders {
            // The value current at subscription, then every later element, in order, once.
            let elements = recorder.elements
            guard let first = elements.first else { return XCTFail("no current value") }
            XCTAssertEqual(elements, Array(first..<4000))
        }
        subscriptions.elements.forEach { $0.dispose() }
    }
}
