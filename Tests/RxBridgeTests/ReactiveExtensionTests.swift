import XCTest
import Foundation
import RxBridge
import ReactiveTesting

private final class Label: NSObject {
    var text = ""
    var count = 0
}

private final class Counter: ReactiveCompatible {
    var value = 0
}

private struct Token: ReactiveCompatible {
    let name: String
}

extension Reactive where Base: Counter {
    fileprivate var value: Binder<Int> {
        Binder(base, scheduler: CurrentThreadScheduler.instance) { counter, value in counter.value = value }
    }
}

extension Reactive where Base == Token {
    fileprivate var shout: String { base.name.uppercased() }
    fileprivate static var kind: String { "token" }
}

final class ReactiveExtensionTests: ReactiveTestCase {
    func testReactiveWrapsTheBase() {
        let token = Token(name: "a")
        XCTAssertEqual(token.rx.base.name, "a")
        XCTAssertEqual(token.rx.shout, "A")
        XCTAssertEqual(Token.rx.kind, "token")
        XCTAssertEqual(Reactive(token).base.name, "a")
        var mutable = token
        mutable.rx = Reactive(Token(name: "ignored"))
        XCTAssertEqual(mutable.name, "a")
    }

    func testNSObjectIsReactiveCompatibleAndBindsKeyPaths() throws {
        try XCTSkipUnless(Thread.isMainThread, "the default binder scheduler runs at once on the main thread")
        let label = Label()
        let subscription = Observable.of("a", "b").subscribe(label.rx.text)
        XCTAssertEqual(label.text, "b")
        _ = Observable.just(3).bind(to: label.rx.count)
        XCTAssertEqual(label.count, 3)
        subscription.dispose()
    }

    func testCustomBinderOnAScheduler() {
        let counter = Counter()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        scheduler.scheduleAt(200) { _ = xs.bind(to: counter.rx.value) }
        var seen: [Int] = []
        scheduler.scheduleAt(215) { seen.append(counter.value) }
        scheduler.start()
        seen.append(counter.value)
        XCTAssertEqual(seen, [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testBinderHoldsTheTargetWeakly() {
        var counter: Counter? = Counter()
        let counterIsReleased = { [weak counter] in counter == nil }
        let binder = counter!.rx.value
        counter = nil
        XCTAssertTrue(counterIsReleased())
        binder.on(.next(1))
        binder.on(.completed)
        binder.asObserver().onNext(2)
    }

    func testBinderUsesItsScheduler() {
        let counter = Counter()
        let scheduler = TestScheduler(initialClock: 0)
        let binder = Binder<Int>(counter, scheduler: scheduler) { counter, value in counter.value = value }
        binder.onNext(5)
        XCTAssertEqual(counter.value, 0)
        scheduler.start()
        XCTAssertEqual(counter.value, 5)
    }

    func testDefaultBinderSchedulerDeliversOnTheMainThreadFromElsewhere() {
        let label = Label()
        let bound = expectation(description: "bound on the main thread")
        let binder = Binder<String>(label) { label, text in
            XCTAssertTrue(Thread.isMainThread)
            label.text = text
            bound.fulfill()
        }
        let box = UncheckedSendable(binder)
        DispatchQueue.global().async { box.value.onNext("x") }
        wait(for: [bound], timeout: 5)
        XCTAssertEqual(label.text, "x")
    }

    func testBindToSeveralObserversAndOptionals() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int?.self)
        _ = Observable.of(1, 2).bind(to: first, second)
        _ = Observable.of(3).bind(to: optional)
        XCTAssertEqual(first.events, [.next(0, 1), .next(0, 2), .completed(0)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(optional.events, [.next(0, 3), .completed(0)])

        var values: [Int] = []
        _ = Observable.of(4, 5).bind(onNext: { values.append($0) })
        XCTAssertEqual(values, [4, 5])
        let count = Observable.of(1, 2, 3).bind { (source: Observable<Int>) -> Int in
            var total = 0
            _ = source.subscribe(onNext: { total += $0 })
            return total
        }
        XCTAssertEqual(count, 6)
        let curried = Observable.of(1).bind(to: { (_: Observable<Int>) in { (x: Int) in x * 2 } }, curriedArgument: 21)
        XCTAssertEqual(curried, 42)
    }
}
