import XCTest
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

/// The checker itself: it sees each kind of violation, and a clean sequence has none.
final class GrammarCheckerTests: ReactiveTestCase {
    private struct Failure: Error {}

    private func makeChecker() -> (GrammarChecker<Int>, () -> [String]) {
        let found = TestBox<[String]>([])
        let checker = GrammarChecker<Int>(onViolation: { message in found.mutate { $0.append(message) } })
        return (checker, { found.value })
    }

    func testCleanSequenceHasNoViolations() {
        let (checker, found) = makeChecker()
        let subscription = checker.subscribe(to: Observable.of(1, 2, 3))
        subscription.dispose()
        XCTAssertEqual(checker.elements, [1, 2, 3])
        XCTAssertTrue(checker.isTerminated)
        XCTAssertEqual(found(), [])
    }

    func testEventAfterCompletionIsAViolation() {
        let (checker, found) = makeChecker()
        checker.onNext(1)
        checker.onCompleted()
        checker.onNext(2)
        checker.onError(Failure())
        XCTAssertEqual(found().count, 2)
        XCTAssertTrue(found()[0].contains("next(2) after the terminal event completed"), found()[0])
    }

    func testReentrantEventIsAViolation() {
        let found = TestBox<[String]>([])
        var checker: GrammarChecker<Int>!
        checker = GrammarChecker<Int>(forwardingTo: { event in
            if case .next(1) = event { checker.onNext(2) }
        }, onViolation: { message in found.mutate { $0.append(message) } })
        checker.onNext(1)
        XCTAssertEqual(found.value.count, 1)
        XCTAssertTrue(found.value[0].contains("overlapping on(next(2))"), found.value[0])
        checker = nil
    }

    func testEventAfterDisposalIsAViolation() {
        let (checker, found) = makeChecker()
        let subject = PublishSubject<Int>()
        let subscription = checker.subscribe(to: subject)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)          // the subject respects disposal: nothing arrives
        XCTAssertEqual(found(), [])
        checker.onNext(3)          // a source that ignored the disposal
        XCTAssertEqual(found().count, 1)
        XCTAssertTrue(found()[0].contains("after the subscription was disposed"), found()[0])
    }

    func testRACSubscriptionThroughTheChecker() {
        let (checker, found) = makeChecker()
        let subject = RACSubject<Int>()
        let disposable = checker.subscribe(to: subject)
        subject.sendNext(1)
        disposable.dispose()
        subject.sendNext(2)
        XCTAssertEqual(checker.elements, [1])
        checker.sendNext(3)
        XCTAssertEqual(found().count, 1)
    }

    func testTestSchedulerStartCheckingGrammarRecordsLikeStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start(checkingGrammar: true) { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .next(220, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}

/// A tiny lock-protected box for test bookkeeping.
final class TestBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}

/// The standard scenario records a re-entrant event as RxTest does: RxSwift delivers a
/// send made from inside a delivery nested, and a ported test that relies on it passes.
final class GrammarCheckerReentrancyTests: ReactiveTestCase {
    func testStartRecordsANestedEventWithoutAViolation() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        // Each element below 3 sends the next one from inside its own delivery.
        let source = subject.do(onNext: { if $0 < 3 { subject.onNext($0 + 1) } })
        scheduler.scheduleAt(210) { subject.onNext(1) }
        let res = scheduler.start { source }
        XCTAssertEqual(res.events, [.next(210, 3), .next(210, 2), .next(210, 1)])
    }

    func testAnOverlapFromAnotherThreadIsStillAViolation() {
        let found = TestBox<[String]>([])
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let checker = GrammarChecker<Int>(forwardingTo: { event in
            if case .next(1) = event {
                entered.signal()
                release.wait()
            }
        }, onViolation: { message in found.mutate { $0.append(message) } }, allowingReentrancy: true)
        let first = Thread { checker.onNext(1) }
        first.start()
        entered.wait()
        checker.onNext(2)
        release.signal()
        XCTAssertEqual(found.value.count, 1)
        XCTAssertTrue(found.value.first?.contains("another thread") ?? false, "\(found.value)")
    }
}
