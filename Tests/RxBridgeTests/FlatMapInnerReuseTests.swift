import XCTest
import RxBridge
import ReactiveTesting

/// A merge makes the scope of a completed synchronous inner the scope of the next inner
/// once nothing else holds it: the next inner must behave as on a new scope (events,
/// disposal order, nothing released twice), and everything is released when the
/// subscription ends, whichever way it ends.
final class FlatMapInnerReuseTests: ReactiveTestCase {
    func testAnInnerAfterSynchronousOnesIsDisposedInOrderWithTheOthers() {
        let outer = PublishSubject<Int>()
        var inners: [Int: PublishSubject<Int>] = [:]
        var log: [String] = []
        let subscription = outer
            .flatMap { index -> Observable<Int> in
                if index % 2 == 0 {
                    return Observable.of(index, index + 1).do(onDispose: { log.append("dispose \(index)") })
                }
                let inner = PublishSubject<Int>()
                inners[index] = inner
                return inner.do(onDispose: { log.append("dispose \(index)") })
            }
            .subscribe(onNext: { log.append("next \($0)") })
        for index in 0 ..< 4 { outer.onNext(index) }
        inners[1]?.onNext(10)
        inners[1]?.onCompleted()
        outer.onNext(4)
        subscription.dispose()

        XCTAssertEqual(log, ["next 0", "next 1", "dispose 0", "next 2", "next 3", "dispose 2",
                             "next 10", "dispose 1", "next 4", "next 5", "dispose 4", "dispose 3"])
        XCTAssertFalse(inners.values.contains { $0.hasObservers })
    }

    func testEverythingIsReleasedWhenTheOuterCompletesOrFailsOrIsDisposed() {
        let before = Resources.total
        for ending in 0 ..< 3 {
            let outer = PublishSubject<Int>()
            var received: [Int] = []
            let subscription = outer
                .flatMap { Observable.just($0) }
                .concatMap { Observable.of($0, -$0) }
                .subscribe(onNext: { received.append($0) }, onError: { _ in })
            for index in 1 ... 3 { outer.onNext(index) }
            switch ending {
            case 0: outer.onCompleted()
            case 1: outer.onError(TestError.failed)
            default: subscription.dispose()
            }
            subscription.dispose()
            XCTAssertEqual(received, [1, -1, 2, -2, 3, -3], "ending \(ending)")
        }
        XCTAssertEqual(Resources.total, before)
    }

    func testASynchronousInnerDisposedByItsElementEndsTheSubscription() {
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = outer
            .flatMap { Observable.of($0, $0 + 1, $0 + 2) }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 11 { subscription?.dispose() }
            })
        outer.onNext(0)
        outer.onNext(10)
        outer.onNext(20)
        XCTAssertEqual(received, [0, 1, 2, 10, 11])
        XCTAssertFalse(outer.hasObservers)
    }

    private enum TestError: Error { case failed }
}
