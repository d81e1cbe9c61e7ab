import XCTest
import Foundation
import RxBridge
import ReactiveTesting

private struct TestError: Error, Equatable, CustomStringConvertible {
    let id: Int
    init(_ id: Int = 0) { self.id = id }
    var description: String { "TestError(\(id))" }
}

/// Records the events of inner sequences (groups, windows) with the tick they arrive at.
private final class InnerRecorder<Element> {
    let scheduler: TestScheduler
    var events: [String: [Recorded<Event<Element>>]] = [:]
    var disposables: [Disposable] = []

    init(_ scheduler: TestScheduler) { self.scheduler = scheduler }

    func record<Source: ObservableType>(_ name: String, _ source: Source) where Source.Element == Element {
        if events[name] == nil { events[name] = [] }
        disposables.append(source.subscribe { [unowned self] event in
            self.events[name, default: []].append(Recorded(time: self.scheduler.clock, value: event))
        })
    }

    func disposeAll() {
        for disposable in disposables { disposable.dispose() }
        disposables = []
    }
}

final class TransformingTests: ReactiveTestCase {
    // MARK: - compactMap

    func testCompactMapDropsNilResults() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
        ])
        let res = scheduler.start { xs.compactMap { $0 % 2 == 0 ? "\($0)" : nil } }
        XCTAssertEqual(res.events, [.next(210, "2"), .next(230, "4"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompactMapThrowEndsWithErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.compactMap { x -> Int? in
            if x == 2 { throw TestError(2) }
            return x
        } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: - scan

    func testScanEmitsEachAccumulatorButNotTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 100), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let res = scheduler.start { xs.scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testScanIntoUpdatesInPlaceAndRestartsPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let scanned = xs.scan(into: [Int]()) { $0.append($1) }.map { $0.count }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = scanned.subscribe(first) }
        scheduler.scheduleAt(300) { _ = scanned.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 2), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testScanErrorAndThrowAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = scheduler.start { failing.scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(1))])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])

        let throwScheduler = TestScheduler(initialClock: 0)
        let throwing = throwScheduler.createHotObservable([.next(310, 1), .next(320, 2), .next(330, 3)])
        let thrown = throwScheduler.createObserver(Int.self)
        var subscription: Disposable?
        throwScheduler.scheduleAt(300) {
            subscription = throwing.scan(into: 0) { acc, x in
                if x == 2 { throw TestError(2) }
                acc += x
            }.subscribe(thrown)
        }
        throwScheduler.start()
        XCTAssertEqual(thrown.events, [.next(310, 1), .error(320, TestError(2))])
        XCTAssertEqual(throwing.subscriptions, [Subscription(300, 320)])
        subscription?.dispose()

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let disposed = scheduler2.start(disposed: 230) { ys.scan(0, accumulator: +) }
        XCTAssertEqual(disposed.events, [.next(210, 1), .next(220, 3)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testScanReentrantSendIsAccumulatedInOrder() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.scan(0, accumulator: +).subscribe(onNext: { total in
            received.append(total)
            if total == 1 { subject.onNext(10) }
        })
        subject.onNext(1)
        subject.onNext(2)
        subscription.dispose()
        XCTAssertEqual(received, [1, 11, 13])
    }

    // MARK: - reduce

    func testReduceEmitsOnceAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.reduce(10, accumulator: +) }
        XCTAssertEqual(res.events, [.next(300, 16), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReduceOfEmptySourceEmitsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.reduce(10, accumulator: +, mapResult: { "\($0)" }) }
        XCTAssertEqual(res.events, [.next(250, "10"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceIntoForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.reduce(into: [Int]()) { $0.append($1) }.map { $0.count } }
        XCTAssertEqual(res.events, [.next(300, 2), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res2 = scheduler2.start { ys.reduce(into: 0, accumulator: { $0 += $1 }, mapResult: { $0 * 100 }) }
        XCTAssertEqual(res2.events, [.next(300, 300), .completed(300)])
    }

    func testReduceErrorsGiveOnlyTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(1))])
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [.error(250, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let thrown = scheduler2.start { ys.reduce(0, accumulator: { acc, x in
            if x == 2 { throw TestError(2) }
            return acc + x
        }) }
        XCTAssertEqual(thrown.events, [.error(220, TestError(2))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createHotObservable([.next(210, 1), .completed(300)])
        let mapThrown = scheduler3.start { zs.reduce(0, accumulator: +, mapResult: { _ -> Int in throw TestError(3) }) }
        XCTAssertEqual(mapThrown.events, [.error(300, TestError(3))])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 300)])
    }

    func testReduceDisposedBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(600)])
        let res = scheduler.start(disposed: 400) { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    // MARK: - toArray (engine; the Rx facade exposes it as a Single with the traits)

    func testToArrayCollectsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.engine.toArray() }
        XCTAssertEqual(res.events, [.next(300, [1, 2]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let empty = Observable<Int>.empty().engine.collect()
        var received: [[Int]] = []
        _ = empty.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [[]])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let failed = scheduler2.start { ys.engine.toArray() }
        XCTAssertEqual(failed.events, [.error(220, TestError(1))])
    }

    // MARK: - RAC compositions: aggregate, combinePrevious, scan with index

    func testAggregateEmitsTheSeedForAnEmptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.engine.aggregate(start: 5, reduce: +) }
        XCTAssertEqual(res.events, [.next(250, 5), .completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res2 = scheduler2.start { ys.engine.aggregate(start: 5, reduce: +) }
        XCTAssertEqual(res2.events, [.next(250, 8), .completed(250)])
    }

    func testCombinePreviousPairsEachElementWithThePreviousOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.engine.combinePrevious(start: 0) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "01"), .next(220, "12"), .next(230, "23"), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let thrown = scheduler2.start { ys.engine.combinePrevious(start: 0) { previous, x -> Int in
            if x == 2 { throw TestError(2) }
            return previous + x
        } }
        XCTAssertEqual(thrown.events, [.next(210, 1), .error(220, TestError(2))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testScanWithIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 10), .next(220, 20), .completed(300)])
        let res = scheduler.start { xs.engine.scan("", accumulatorWithIndex: { acc, x, index in acc + "\(index):\(x) " }) }
        XCTAssertEqual(res.events, [.next(210, "0:10 "), .next(220, "0:10 1:20 "), .completed(300)])
    }

    // MARK: - enumerated

    func testEnumeratedCountsPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let labeled = xs.enumerated().map { "\($0.index)\($0.element)" }
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = labeled.subscribe(first) }
        scheduler.scheduleAt(215) { _ = labeled.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, "0a"), .next(220, "1b"), .completed(230)])
        XCTAssertEqual(second.events, [.next(225, "0a"), .next(235, "1b"), .completed(245)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(215, 245)])
    }

    func testEnumeratedForwardsErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError(1))])
        let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0a"), .error(220, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: - materialize / dematerialize

    func testMaterializeTurnsEventsIntoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1)), .next(250, Event<Int>.completed), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .error(250, TestError(1))])
        let failed = scheduler2.start { ys.materialize() }
        XCTAssertEqual(failed.events, [.next(210, Event.next(1)), .next(250, Event<Int>.error(TestError(1))), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testDematerializeStopsAtTheFirstTerminalElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(1)), .next(220, Event<Int>.completed), .next(230, Event.next(3)), .completed(300),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([
            .next(210, Event.next(1)), .next(220, Event<Int>.error(TestError(2))), .completed(300),
        ])
        let failed = scheduler2.start { ys.dematerialize() }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, TestError(2))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testMaterializeDematerializeRoundTrip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError(1))])
        let res = scheduler.start { xs.materialize().dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: - startWith

    func testStartWithEmitsThePrefixAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.startWith(8, 9) }
        XCTAssertEqual(res.events, [.next(200, 8), .next(200, 9), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testStartWithChainsOutermostFirst() {
        var received: [Int] = []
        _ = Observable.of(9).startWith(1).startWith(2).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [2, 1, 9])
    }

    func testStartWithBeforeASubjectSource() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.startWith(0).subscribe(onNext: { value in
            received.append(value)
            if value == 0 { subject.onNext(-1) }  // sent before the subject is subscribed: lost
        })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [0, 1])
    }

    // MARK: - buffer

    func testBufferRxPeriodicWindowsEmitEmptyArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(470)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 10, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, [1, 2]), .next(400, []), .next(470, []), .completed(470)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 470)])
    }

    func testBufferCountClosesTheWindowAndRestartsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(380, 5), .completed(600),
        ])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }
        // The full buffer at 230 restarts the window: the next timer fires at 330, then 430, 530.
        XCTAssertEqual(res.events, [
            .next(230, [1, 2, 3]), .next(330, [4]), .next(430, [5]), .next(530, []), .next(600, []), .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testBufferErrorDiscardsTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .error(350, TestError(1))])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, [1]), .error(350, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func testBufferDisposedMidStreamStopsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .completed(700)])
        let res = scheduler.start(disposed: 350) { xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, [1])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func testBufferRACTimerStartsAtTheFirstValueAndNeverEmitsEmpty() {
        // Docs/Semantics.md#buffer-with-time: the same input as the Rx row gives `[1,2]@310, |@470`.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(470)])
        let res = scheduler.start {
            xs.engine.buffer(timeSpan: .seconds(100), count: .max, scheduler: scheduler, dialect: .rac)
        }
        XCTAssertEqual(res.events, [.next(310, [1, 2]), .completed(470)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 470)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(400, 2), .next(420, 3), .completed(450)])
        let flushed = scheduler2.start {
            ys.engine.buffer(timeSpan: .seconds(100), count: .max, scheduler: scheduler2, dialect: .rac)
        }
        // Completion flushes a non-empty buffer before completing.
        XCTAssertEqual(flushed.events, [.next(310, [1]), .next(450, [2, 3]), .completed(450)])
    }

    func testBufferRACModeWithCountCancelsThePendingTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(350, 3), .completed(600)])
        let res = scheduler.start {
            xs.engine.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler, dialect: .rac)
        }
        XCTAssertEqual(res.events, [.next(220, [1, 2]), .next(450, [3]), .completed(600)])
    }

    func testBufferDisposedFromItsOwnSubscriberStopsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .completed(700)])
        var received: [[Int]] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler).subscribe(onNext: { buffer in
                received.append(buffer)
                subscription?.dispose()
            })
        }
        scheduler.start()
        XCTAssertEqual(received, [[1]])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: - window

    func testWindowByCountAndTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(350)])
        let inner = InnerRecorder<Int>(scheduler)
        let res = scheduler.start { () -> Observable<String> in
            xs.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler).enumerated().map { index, window in
                inner.record("W\(index)", window)
                return "W\(index)"
            }
        }
        XCTAssertEqual(res.events, [.next(200, "W0"), .next(220, "W1"), .next(320, "W2"), .completed(350)])
        XCTAssertEqual(inner.events["W0"]!, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(inner.events["W1"]!, [.next(230, 3), .completed(320)])
        XCTAssertEqual(inner.events["W2"]!, [.completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
        inner.disposeAll()
    }

    func testWindowErrorReachesTheOpenWindowThenTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(1))])
        let inner = InnerRecorder<Int>(scheduler)
        let res = scheduler.start { () -> Observable<Int> in
            xs.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler).enumerated().map { index, window in
                inner.record("W\(index)", window)
                return index
            }
        }
        XCTAssertEqual(res.events, [.next(200, 0), .error(250, TestError(1))])
        XCTAssertEqual(inner.events["W0"]!, [.next(210, 1), .error(250, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        inner.disposeAll()
    }

    func testWindowKeepsTheSourceWhileAWindowIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(280, 3), .completed(900)])
        let inner = InnerRecorder<Int>(scheduler)
        var outer: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(1000), count: 10, scheduler: scheduler).subscribe(onNext: { window in
                inner.record("W", window)
            })
        }
        scheduler.scheduleAt(250) { outer?.dispose() }
        scheduler.scheduleAt(270) { inner.disposeAll() }
        scheduler.start()
        XCTAssertEqual(inner.events["W"]!, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testWindowOpensWindowsOnTimeEvenWithoutElementsAndStopsOnDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(900)])
        let inner = InnerRecorder<Int>(scheduler)
        // The last window stays subscribed past the outer disposal (420) until 450.
        scheduler.scheduleAt(450) { inner.disposeAll() }
        let res = scheduler.start(disposed: 420) { () -> Observable<Int> in
            xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler).enumerated().map { index, window in
                inner.record("W\(index)", window)
                return index
            }
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(300, 1), .next(400, 2)])
        XCTAssertEqual(inner.events["W0"]!, [.next(250, 1), .completed(300)])
        XCTAssertEqual(inner.events["W1"]!, [.completed(400)])
        XCTAssertEqual(inner.events["W2"]!, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    // MARK: - groupBy

    func testGroupByEmitsAGroupPerKeyBeforeItsFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a1"), .next(220, "b1"), .next(230, "a2"), .next(240, "c1"), .completed(300),
        ])
        let inner = InnerRecorder<String>(scheduler)
        let res = scheduler.start { () -> Observable<String> in
            xs.groupBy { String($0.prefix(1)) }.map { group in
                inner.record(group.key, group)
                return group.key
            }
        }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b"), .next(240, "c"), .completed(300)])
        XCTAssertEqual(inner.events["a"]!, [.next(210, "a1"), .next(230, "a2"), .completed(300)])
        XCTAssertEqual(inner.events["b"]!, [.next(220, "b1"), .completed(300)])
        XCTAssertEqual(inner.events["c"]!, [.next(240, "c1"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        inner.disposeAll()
    }

    func testGroupSubscribedLateGetsOnlyLaterElementsAndTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 3), .next(230, 5), .next(240, 2), .completed(300),
        ])
        let late = InnerRecorder<Int>(scheduler)
        var odd: GroupedObservable<Bool, Int>?
        scheduler.scheduleAt(200) {
            late.disposables.append(xs.groupBy { $0 % 2 == 1 }.subscribe(onNext: { group in
                if group.key { odd = group }
            }))
        }
        // Nobody subscribed to the odd group when 1 and 3 arrived: they are gone.
        scheduler.scheduleAt(225) { late.record("odd", odd!.asObservable()) }
        scheduler.scheduleAt(400) { late.record("afterEnd", odd!) }
        scheduler.start()
        XCTAssertEqual(odd?.key, true)
        XCTAssertEqual(late.events["odd"]!, [.next(230, 5), .completed(300)])
        XCTAssertEqual(late.events["afterEnd"]!, [.completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        late.disposeAll()
    }

    func testGroupByReentrantSendFromAGroupSubscriber() {
        let subject = PublishSubject<String>()
        var log: [String] = []
        var groupSubscriptions: [Disposable] = []
        let outer = subject.groupBy { String($0.prefix(1)) }.subscribe(onNext: { group in
            log.append("group \(group.key)")
            groupSubscriptions.append(group.subscribe(onNext: { value in
                log.append(value)
                if value == "a1" { subject.onNext("b1") }
            }, onCompleted: { log.append("\(group.key) done") }))
        }, onCompleted: { log.append("done") })
        subject.onNext("a1")
        subject.onNext("a2")
        subject.onCompleted()
        XCTAssertEqual(log.prefix(5), ["group a", "a1", "group b", "b1", "a2"])
        XCTAssertEqual(Set(log.dropFirst(5).dropLast()), ["a done", "b done"])
        XCTAssertEqual(log.last, "done")
        outer.dispose()
        groupSubscriptions.forEach { $0.dispose() }
    }

    func testGroupByKeepsTheSourceUntilTheOuterAndEveryGroupAreDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(260, 3), .next(270, 4), .next(290, 5), .completed(900),
        ])
        let inner = InnerRecorder<Int>(scheduler)
        var outer: Disposable?
        var odd: Disposable?
        var even: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy { $0 % 2 }.subscribe(onNext: { group in
                inner.record("\(group.key)", group)
                if group.key == 1 { odd = inner.disposables.last } else { even = inner.disposables.last }
            })
        }
        scheduler.scheduleAt(250) { outer?.dispose() }
        scheduler.scheduleAt(265) { odd?.dispose() }
        scheduler.scheduleAt(280) { even?.dispose() }
        scheduler.start()
        // After the outer is disposed, the groups still receive elements until disposed.
        XCTAssertEqual(inner.events["1"]!, [.next(210, 1), .next(260, 3)])
        XCTAssertEqual(inner.events["0"]!, [.next(220, 2), .next(270, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
        inner.disposeAll()
    }

    func testGroupByDisposingTheOuterWithNoGroupSubscribedUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 215) { xs.groupBy { $0 % 2 }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testGroupByKeySelectorThrowFailsEveryGroupAndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, -1), .next(240, 3), .completed(300)])
        let inner = InnerRecorder<Int>(scheduler)
        let res = scheduler.start { () -> Observable<Int> in
            xs.groupBy { x -> Int in
                if x < 0 { throw TestError(7) }
                return x % 2
            }.map { group in
                inner.record("\(group.key)", group)
                return group.key
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .error(230, TestError(7))])
        XCTAssertEqual(inner.events["1"]!, [.next(210, 1), .error(230, TestError(7))])
        XCTAssertEqual(inner.events["0"]!, [.next(220, 2), .error(230, TestError(7))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        inner.disposeAll()
    }

    func testGroupBySourceErrorReachesEveryGroup() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(1))])
        let inner = InnerRecorder<Int>(scheduler)
        let res = scheduler.start { () -> Observable<Int> in
            xs.groupBy { $0 }.map { group in
                inner.record("g", group)
                return group.key
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError(1))])
        XCTAssertEqual(inner.events["g"]!, [.next(210, 1), .error(250, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        inner.disposeAll()
    }
}

/// A real-time scheduler for the thread tests: work runs on a global dispatch queue.
/// (Test-only: the schedulers of the library live elsewhere.)
private final class GlobalQueueScheduler: SchedulerType, @unchecked Sendable {
    var now: RxTime { Date() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancelled = BooleanDisposable()
        let result = SingleAssignmentDisposable()
        let work = UncheckedBox { if !cancelled.isDisposed { result.setDisposable(action(state)) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + dueTime) { work.value() }
        return Disposables.create(cancelled, result)
    }
}

private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Checks that callbacks never overlap and counts what arrives, across threads.
private final class SerialProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = false
    private(set) var overlapped = false
    private var storage: [Int] = []

    func enter() {
        lock.lock()
        if inside { overlapped = true }
        inside = true
        lock.unlock()
    }

    func leave(appending values: [Int]) {
        lock.lock()
        storage.append(contentsOf: values)
        inside = false
        lock.unlock()
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

final class TransformingThreadTests: ReactiveTestCase {
    func testBufferWithARealTimerLosesAndReordersNothing() {
        let subject = PublishSubject<Int>()
        let probe = SerialProbe()
        let done = expectation(description: "completed")
        let subscription = subject.buffer(timeSpan: .microseconds(200), count: 37, scheduler: GlobalQueueScheduler())
            .subscribe(onNext: { buffer in
                probe.enter()
                probe.leave(appending: buffer)
            }, onCompleted: { done.fulfill() })
        let producer = UncheckedBox(subject)
        DispatchQueue.global().async {
            for value in 0 ..< 20_000 { producer.value.onNext(value) }
            producer.value.onCompleted()
        }
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertFalse(probe.overlapped, "buffer called its observer concurrently")
        XCTAssertEqual(probe.values, Array(0 ..< 20_000))
    }

    func testWindowWithARealTimerLosesAndReordersNothing() {
        let subject = PublishSubject<Int>()
        let probe = SerialProbe()
        let done = expectation(description: "completed")
        let windows = CompositeDisposable()
        let subscription = subject.window(timeSpan: .microseconds(200), count: 37, scheduler: GlobalQueueScheduler())
            .subscribe(onNext: { window in
                _ = windows.insert(window.subscribe(onNext: { value in
                    probe.enter()
                    probe.leave(appending: [value])
                }))
            }, onCompleted: { done.fulfill() })
        let producer = UncheckedBox(subject)
        DispatchQueue.global().async {
            for value in 0 ..< 20_000 { producer.value.onNext(value) }
            producer.value.onCompleted()
        }
        wait(for: [done], timeout: 5)
        subscription.dispose()
        windows.dispose()
        XCTAssertFalse(probe.overlapped, "window called an observer concurrently")
        XCTAssertEqual(probe.values, Array(0 ..< 20_000))
    }
}
