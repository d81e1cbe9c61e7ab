import Foundation
import XCTest
import RxBridge
import ReactiveTesting

/// A merge runs `just(x)` inners, and `of(...)` / `from(array)` inners whose subscription
/// would own the trampoline, without subscribing them: it delivers their elements itself,
/// holding its delivery gate from the admission of the inner to its end. Everything a
/// subscription would do must still happen, in the same order: serialization against
/// inners on other threads, re-entrant outer elements, trampoline work queued by an
/// element, errors, disposal and completion from inside a delivery, and the limits of
/// `concatMap`, `merge(maxConcurrent:)` and `flatMapFirst`.
final class FlatMapSynchronousInnerTests: ReactiveTestCase {
    func testSynchronousInnersInterleaveWithAnActiveInnerInOrder() {
        let outer = PublishSubject<Int>()
        let active = PublishSubject<Int>()
        var events: [String] = []
        let subscription = outer
            .flatMap { value -> Observable<Int> in
                switch value {
                case 0: return active
                case let value where value % 2 == 1: return Observable.just(value)
                default: return Observable.of(value, value + 100)
                }
            }
            .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("completed") })
        outer.onNext(0)
        active.onNext(-1)
        outer.onNext(1)
        active.onNext(-2)
        outer.onNext(2)
        outer.onCompleted()
        active.onNext(-3)
        XCTAssertEqual(events, ["-1", "1", "-2", "2", "102", "-3"])
        active.onCompleted()
        XCTAssertEqual(events, ["-1", "1", "-2", "2", "102", "-3", "completed"])
        subscription.dispose()
    }

    func testAnOuterElementSentFromADeliveryIsMergedAsRxMergesIt() {
        // A just inner sent from a delivery is delivered nested, at once; an array
        // inner is queued on the trampoline, and the running array inner yields to it
        // after each element, as Rx's trampolined loops do.
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer
            .flatMap { value -> Observable<Int> in
                value >= 1_000 ? Observable.just(value) : Observable.of(value, value + 10)
            }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 1 {
                    outer.onNext(1_000)
                    outer.onNext(2)
                }
            })
        outer.onNext(1)
        XCTAssertEqual(received, [1, 1_000, 2, 11, 12])
        outer.onNext(3)
        XCTAssertEqual(received, [1, 1_000, 2, 11, 12, 3, 13])
        subscription.dispose()
    }

    func testTrampolineWorkQueuedByAnElementRunsBeforeTheRestOfTheArray() {
        let outer = PublishSubject<Int>()
        var log: [String] = []
        let subscription = outer
            .flatMap { Observable.of($0, $0 + 1, $0 + 2) }
            .subscribe(onNext: { value in
                log.append("next \(value)")
                if value == 10 {
                    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                        log.append("queued work")
                        return Disposables.create()
                    }
                }
            }, onCompleted: { log.append("completed") })
        outer.onNext(10)
        outer.onCompleted()
        XCTAssertEqual(log, ["next 10", "queued work", "next 11", "next 12", "completed"])
        subscription.dispose()
    }

    func testAnErrorSentFromADeliveryStopsTheRestOfTheArray() {
        let outer = PublishSubject<Int>()
        var events: [String] = []
        let subscription = outer
            .flatMap { Observable.of($0, $0 + 1, $0 + 2) }
            .subscribe(onNext: { value in
                events.append("\(value)")
                if value == 1 { outer.onError(TestError.failed) }
            }, onError: { _ in events.append("error") }, onCompleted: { events.append("completed") })
        outer.onNext(0)
        XCTAssertEqual(events, ["0", "1", "error"])
        outer.onNext(10)
        XCTAssertEqual(events, ["0", "1", "error"])
        subscription.dispose()
    }

    func testDisposingFromADeliveryStopsTheArrayAndTheJust() {
        for makesArrays in [true, false] {
            let outer = PublishSubject<Int>()
            var events: [String] = []
            var subscription: Disposable?
            subscription = outer
                .flatMap { makesArrays ? Observable.of($0, $0 + 1) : Observable.just($0) }
                .subscribe(onNext: { value in
                    events.append("\(value)")
                    if value == 10 { subscription?.dispose() }
                }, onCompleted: { events.append("completed") }, onDisposed: { events.append("disposed") })
            outer.onNext(0)
            outer.onNext(10)
            outer.onNext(20)
            outer.onCompleted()
            XCTAssertEqual(events, makesArrays ? ["0", "1", "10", "disposed"] : ["0", "10", "disposed"])
            XCTAssertFalse(outer.hasObservers)
        }
    }

    func testTheOuterCompletingFromADeliveryCompletesAfterTheInner() {
        for makesArrays in [true, false] {
            let outer = PublishSubject<Int>()
            var events: [String] = []
            let subscription = outer
                .flatMap { makesArrays ? Observable.of($0, $0 + 1) : Observable.just($0) }
                .subscribe(onNext: { value in
                    events.append("\(value)")
                    if value == 5 { outer.onCompleted() }
                }, onCompleted: { events.append("completed") })
            outer.onNext(5)
            XCTAssertEqual(events, makesArrays ? ["5", "6", "completed"] : ["5", "completed"])
            subscription.dispose()
        }
    }

    func testLimitsQueueAndDropSynchronousInnersAsAnyOther() {
        let outer = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        var concatenated: [Int] = []
        var limited: [Int] = []
        var dropping: [Int] = []
        let inner = { (value: Int) -> Observable<Int> in
            switch value {
            case 0: return first
            case 1: return Observable.just(1)
            default: return Observable.of(value, value * 10)
            }
        }
        let subscriptions = [
            outer.concatMap(inner).subscribe(onNext: { concatenated.append($0) }),
            outer.map(inner).merge(maxConcurrent: 2).subscribe(onNext: { limited.append($0) }),
            outer.flatMapFirst(inner).subscribe(onNext: { dropping.append($0) }),
        ]
        outer.onNext(0)
        outer.onNext(1)
        outer.onNext(2)
        first.onNext(-1)
        first.onCompleted()
        outer.onNext(3)
        XCTAssertEqual(concatenated, [-1, 1, 2, 20, 3, 30])
        XCTAssertEqual(limited, [1, 2, 20, -1, 3, 30])
        XCTAssertEqual(dropping, [-1, 3, 30])
        subscriptions.forEach { $0.dispose() }
    }

    func testSynchronousInnersAreSerializedWithInnersOnOtherThreads() {
        let threads = 4
        let perThread = 2_000
        let outerValues = 3_000
        let inside = NSLock()
        let stats = NSLock()
        var overlaps = 0
        var received = 0
        var outOfOrder = 0
        var lastFromArray: [Int: Int] = [:]
        let threadInners = (0 ..< threads).map { _ in PublishSubject<Int>() }
        let outer = PublishSubject<Int>()
        let done = expectation(description: "completed")
        let subscription = outer
            .flatMap { value -> Observable<Int> in
                if value < 0 { return threadInners[-value - 1] }
                // Elements from arrays are encoded as value * 4 + position.
                return value % 2 == 0 ? Observable.just(value * 4) : Observable.of(value * 4, value * 4 + 1, value * 4 + 2)
            }
            .subscribe(onNext: { element in
                // `try` fails only if another delivery is running right now.
                let alone = inside.try()
                stats.lock()
                if !alone { overlaps += 1 }
                received += 1
                if element >= 0 {
                    let value = element / 4, position = element % 4
                    if position != (lastFromArray[value].map { $0 + 1 } ?? 0) { outOfOrder += 1 }
                    lastFromArray[value] = position
                }
                stats.unlock()
                if alone { inside.unlock() }
            }, onCompleted: { done.fulfill() })
        for index in 0 ..< threads { outer.onNext(-index - 1) }
        DispatchQueue.concurrentPerform(iterations: threads + 1) { index in
            if index == threads {
                for value in 0 ..< outerValues { outer.onNext(value) }
                outer.onCompleted()
            } else {
                for element in 0 ..< perThread { threadInners[index].onNext(-1 - element) }
                threadInners[index].onCompleted()
            }
        }
        wait(for: [done], timeout: 30)
        stats.lock()
        XCTAssertEqual(overlaps, 0)
        XCTAssertEqual(outOfOrder, 0)
        XCTAssertEqual(received, threads * perThread + outerValues / 2 * 1 + outerValues / 2 * 3)
        stats.unlock()
        subscription.dispose()
    }

    func testAnErrorFromAnotherThreadEndsTheSequenceOnceAndNothingFollowsIt() {
        for _ in 0 ..< 50 {
            let outer = PublishSubject<Int>()
            let failing = PublishSubject<Int>()
            let stats = NSLock()
            var errors = 0
            var afterEnd = 0
            var ended = false
            let subscription = outer
                .flatMap { $0 < 0 ? failing : Observable.of($0, $0 + 1, $0 + 2) }
                .subscribe(onNext: { _ in
                    stats.lock()
                    if ended { afterEnd += 1 }
                    stats.unlock()
                }, onError: { _ in
                    stats.lock()
                    errors += 1
                    ended = true
                    stats.unlock()
                })
            outer.onNext(-1)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    for value in 0 ..< 200 { outer.onNext(value) }
                } else {
                    failing.onError(TestError.failed)
                }
            }
            stats.lock()
            XCTAssertEqual(errors, 1)
            XCTAssertEqual(afterEnd, 0)
            stats.unlock()
            subscription.dispose()
        }
    }

    private enum TestError: Error { case failed }
}
