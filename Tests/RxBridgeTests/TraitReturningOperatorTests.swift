import XCTest
import RxBridge
import ReactiveTesting

/// Operators that RxSwift 6 types as traits: `toArray()` is a `Single`; `ignoreElements()`
/// is an `Observable<Never>` (RxSwift 6.10), which `asCompletable()` makes a `Completable`.
final class TraitReturningOperatorTests: ReactiveTestCase {
    func testToArrayIsASingleOfAllElements() {
        var results: [SingleEvent<[Int]>] = []
        _ = Observable.of(1, 2, 3).toArray().subscribe { results.append($0) }
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(try results.first?.get(), [1, 2, 3])

        var empty: [Int]?
        _ = Observable<Int>.empty().toArray().subscribe(onSuccess: { empty = $0 })
        XCTAssertEqual(empty, [])
    }

    func testIgnoreElementsIsAnObservableOfNeverThatKeepsTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { () -> Observable<Never> in xs.ignoreElements() }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        var failed: Error?
        _ = Observable<Int>.error(MarbleError()).ignoreElements().asCompletable().subscribe(onCompleted: {}, onError: { failed = $0 })
        XCTAssertTrue(failed is MarbleError)
    }
}

final class FirstOperatorTests: ReactiveTestCase {
    func testFirstIsASingleOfTheFirstElementOrNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.first().asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(1300)])
        let none = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { empty.first().asObservable() }
        XCTAssertEqual(none.events, [.next(1300, nil), .completed(1300)])
    }
}
