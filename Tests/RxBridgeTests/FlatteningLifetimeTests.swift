import XCTest
import RxBridge
import ReactiveTesting

/// What a merge keeps of its inner subscriptions while the outer lives: an ended inner
/// is released at once (a long-lived outer does not accumulate them), and disposal
/// reaches the active ones in subscription order, whichever ended in between.
final class FlatteningLifetimeTests: ReactiveTestCase {
    func testEndedInnersAreReleasedWhileTheOuterLives() {
        let outer = PublishSubject<Int>()
        var inners: [Int: PublishSubject<Int>] = [:]
        var received: [Int] = []
        let subscription = outer
            .flatMap { index -> Observable<Int> in
                let inner = PublishSubject<Int>()
                inners[index] = inner
                return inner.asObservable()
            }
            .subscribe(onNext: { received.append($0) })
        let baseline = Resources.total

        for index in 0 ..< 4 { outer.onNext(index) }
        let isReleased = { [weak first = inners[0], weak second = inners[1], weak last = inners[3]] in
            (first: first == nil, second: second == nil, last: last == nil)
        }
        // The middle, the oldest, then the newest inner ends: each is released at once
        // and the others keep delivering.
        inners.removeValue(forKey: 1)?.onCompleted()
        XCTAssertTrue(isReleased().second)
        inners[0]?.onNext(1)
        inners.removeValue(forKey: 0)?.onCompleted()
        XCTAssertTrue(isReleased().first)
        inners[3]?.onNext(3)
        inners.removeValue(forKey: 3)?.onCompleted()
        XCTAssertTrue(isReleased().last)
        inners[2]?.onNext(2)
        outer.onNext(4)
        inners[4]?.onNext(4)
        inners.removeValue(forKey: 2)?.onCompleted()
        inners.removeValue(forKey: 4)?.onCompleted()

        XCTAssertEqual(received, [1, 3, 2, 4])
        XCTAssertTrue(outer.hasObservers)
        XCTAssertEqual(Resources.total, baseline, "every ended inner is released while the outer lives")
        subscription.dispose()
    }

    func testSynchronousInnersLeaveNothingBehindPerOuterElement() {
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer
            .flatMap { Observable.of($0, $0 + 1) }
            .subscribe(onNext: { received.append($0) })
        let baseline = Resources.total
        for index in 0 ..< 100 {
            outer.onNext(index * 10)
            XCTAssertEqual(Resources.total, baseline, "after outer element \(index)")
        }
        XCTAssertEqual(received.count, 200)
        XCTAssertEqual(Array(received.prefix(4)), [0, 1, 10, 11])
        subscription.dispose()
    }

    func testDisposalReachesTheActiveInnersInSubscriptionOrder() {
        let outer = PublishSubject<Int>()
        var inners: [Int: PublishSubject<Int>] = [:]
        var disposed: [Int] = []
        let subscription = outer
            .flatMap { index -> Observable<Int> in
                let inner = PublishSubject<Int>()
                inners[index] = inner
                return inner.do(onDispose: { disposed.append(index) })
            }
            .subscribe()
        for index in 0 ..< 4 { outer.onNext(index) }
        inners[1]?.onCompleted()
        inners[3]?.onCompleted()
        outer.onNext(4)
        XCTAssertEqual(disposed, [1, 3])

        subscription.dispose()
        XCTAssertEqual(disposed, [1, 3, 0, 2, 4])
        XCTAssertFalse(inners.values.contains { $0.hasObservers })
    }

    func testConcatMapReleasesEachInnerWhenItEnds() {
        let outer = PublishSubject<Int>()
        var inners: [Int: PublishSubject<Int>] = [:]
        var log: [String] = []
        let subscription = outer
            .concatMap { index -> Observable<Int> in
                let inner = PublishSubject<Int>()
                inners[index] = inner
                log.append("map \(index)")
                return inner.do(onDispose: { log.append("dispose \(index)") })
            }
            .subscribe(onNext: { log.append("next \($0)") })
        let baseline = Resources.total
        outer.onNext(0)
        outer.onNext(1)
        inners[0]?.onNext(10)
        inners.removeValue(forKey: 0)?.onCompleted()
        inners[1]?.onNext(11)
        inners.removeValue(forKey: 1)?.onCompleted()

        XCTAssertEqual(log, ["map 0", "map 1", "next 10", "dispose 0", "next 11", "dispose 1"])
        XCTAssertEqual(Resources.total, baseline)
        subscription.dispose()
    }
}
