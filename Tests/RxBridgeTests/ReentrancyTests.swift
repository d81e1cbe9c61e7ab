import XCTest
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

/// Re-entrancy through operators: an observer that sends into its own source, that
/// disposes its own subscription, or that subscribes again, from inside `onNext`.
/// The outcomes are documented in Docs/Errors.md ("Re-entrancy"). Subject-level cases
/// are in SubjectTests.
final class ReentrancyTests: ReactiveTestCase {
    /// Records elements with the nesting depth of the `onNext` call they arrived in.
    private final class DepthLog {
        var entries: [String] = []
        var depth = 0
        func enter(_ text: String) { depth += 1; entries.append("\(text)@\(depth)") }
        func leave() { depth -= 1 }
        func note(_ text: String) { entries.append(text) }
    }

    // MARK: - Sending into the source from inside onNext

    func testMergeNestsAnElementSentFromInsideOnNext() {
        // As in RxSwift (checked on it): the element sent from inside onNext is
        // delivered at once, nested in the current call (it was queued until the call
        // returned before). The grammar checker reports the overlap, as RxSwift's debug
        // build prints its "Reentrancy anomaly".
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let log = DepthLog()
        let checker = GrammarChecker<Int>(forwardingTo: { event in
            guard let value = event.element else { return }
            log.enter("\(value)"); defer { log.leave() }
            if value == 1 { a.onNext(2); log.note("sent 2") }
            if value == 2 { b.onNext(3) }
        }, onViolation: { _ in })
        let subscription = checker.subscribe(to: Observable.merge(a, b))
        a.onNext(1)
        XCTAssertEqual(log.entries, ["1@1", "2@2", "3@3", "sent 2"])
        XCTAssertFalse(checker.violations.isEmpty)
        subscription.dispose()
    }

    func testCombineLatestNestsAnElementSentFromInsideOnNext() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let log = DepthLog()
        let checker = GrammarChecker<Int>(forwardingTo: { event in
            guard let value = event.element else { return }
            log.enter("\(value)"); defer { log.leave() }
            if value == 11 { a.onNext(2); log.note("sent 2") }
        }, onViolation: { _ in })
        let subscription = checker.subscribe(to: Observable.combineLatest(a, b) { $0 * 10 + $1 })
        a.onNext(1)
        b.onNext(1)
        XCTAssertEqual(log.entries, ["11@1", "21@2", "sent 2"])
        XCTAssertFalse(checker.violations.isEmpty)
        subscription.dispose()
    }

    func testShareDeliversAnElementSentFromInsideOnNextToLaterSubscribersFirst() {
        // share() forwards through a subject: the nested element reaches the
        // subscribers after the sending one before the element being delivered (as in
        // RxSwift). Each subscriber still sees a well-formed, non-overlapping sequence.
        let source = PublishSubject<Int>()
        let shared = source.share()
        var log: [String] = []
        let first = shared.subscribe(onNext: { value in
            log.append("first \(value)")
            if value == 1 { source.onNext(2) }
        })
        let second = shared.subscribe(onNext: { log.append("second \($0)") })
        source.onNext(1)
        XCTAssertEqual(log, ["first 1", "first 2", "second 2", "second 1"])
        first.dispose()
        second.dispose()
        XCTAssertFalse(source.hasObservers)
    }

    func testRACSubjectDeliversAnElementSentFromInsideSendNextAtOnce() {
        // The RAC subject's gate lets a subscriber's own send straight through (no
        // deadlock): the nested value is delivered inside the current call.
        let subject = RACSubject<Int>()
        var log: [String] = []
        let other = subject.subscribeNext { log.append("other \($0)") }
        let sender = subject.subscribeNext { value in
            log.append("sender \(value) begin")
            if value == 1 { subject.sendNext(2) }
            log.append("sender \(value) end")
        }
        subject.sendNext(1)
        XCTAssertEqual(log, ["other 1", "sender 1 begin", "other 2", "sender 2 begin", "sender 2 end", "sender 1 end"])
        other.dispose()
        sender.dispose()
    }

    // MARK: - Disposing the own subscription inside onNext

    func testMergeDisposedFromInsideOnNextStopsAndDetachesEverySource() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        var log: [String] = []
        var subscription: Disposable?
        subscription = Observable.merge(a, b).subscribe(onNext: { value in
            log.append("\(value)")
            if value == 1 {
                subscription?.dispose()
                b.onNext(99)        // sent after the disposal: not delivered
            }
        }, onDisposed: { log.append("disposed") })
        a.onNext(1)
        a.onNext(2)
        XCTAssertEqual(log, ["1", "disposed"])
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
    }

    func testCombineLatestDisposedFromInsideOnNextStopsAndDetaches() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        var log: [String] = []
        var subscription: Disposable?
        subscription = Observable.combineLatest(a, b) { $0 * 10 + $1 }.subscribe(onNext: { value in
            log.append("\(value)")
            if value == 10 {
                subscription?.dispose()
                b.onNext(9)
            }
        }, onDisposed: { log.append("disposed") })
        b.onNext(0)
        a.onNext(1)
        a.onNext(2)
        XCTAssertEqual(log, ["10", "disposed"])
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
    }

    func testShareSubscriberDisposingItselfLeavesTheOthersConnected() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        var log: [String] = []
        var subscription: Disposable?
        let other = shared.subscribe(onNext: { log.append("other \($0)") })
        subscription = shared.subscribe(onNext: { value in
            log.append("self \(value)")
            if value == 1 { subscription?.dispose() }
        })
        source.onNext(1)
        source.onNext(2)
        XCTAssertEqual(log, ["other 1", "self 1", "other 2"])
        XCTAssertTrue(source.hasObservers, "still connected for the other subscriber")
        other.dispose()
        XCTAssertFalse(source.hasObservers, "the last subscriber leaving disconnects")
    }

    func testRACSubjectSubscriberDisposingItselfStopsReceiving() {
        let subject = RACSubject<Int>()
        var log: [String] = []
        var disposable: RACDisposable?
        let other = subject.subscribeNext { log.append("other \($0)") }
        disposable = subject.subscribeNext { value in
            log.append("self \(value)")
            disposable?.dispose()
        }
        subject.sendNext(1)
        subject.sendNext(2)
        XCTAssertEqual(log, ["other 1", "self 1", "other 2"])
        other.dispose()
        XCTAssertFalse(subject.hasSubscribers)
    }

    // MARK: - Subscribing again from inside onNext

    func testMergeSubscribedAgainFromInsideOnNextGetsOnlyLaterElements() {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        var log: [String] = []
        var inner: [Disposable] = []
        let merged = Observable.merge(a, b)
        let outer = merged.subscribe(onNext: { value in
            log.append("outer \(value)")
            if value == 1 { inner.append(merged.subscribe(onNext: { log.append("inner \($0)") })) }
        })
        a.onNext(1)
        a.onNext(2)
        XCTAssertEqual(log, ["outer 1", "outer 2", "inner 2"])
        outer.dispose()
        inner.forEach { $0.dispose() }
    }

    func testShareReplaySubscribedAgainFromInsideOnNextGetsTheCurrentElementReplayed() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        var log: [String] = []
        var inner: [Disposable] = []
        let outer = shared.subscribe(onNext: { value in
            log.append("outer \(value)")
            if value == 1 { inner.append(shared.subscribe(onNext: { log.append("inner \($0)") })) }
        })
        source.onNext(1)
        source.onNext(2)
        XCTAssertEqual(log, ["outer 1", "inner 1", "outer 2", "inner 2"])
        outer.dispose()
        inner.forEach { $0.dispose() }
        XCTAssertFalse(source.hasObservers)
    }

    func testCombineLatestSubscribedAgainFromInsideOnNextStartsFresh() {
        // A new subscription has its own state: it emits once both sources send again.
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        var log: [String] = []
        var inner: [Disposable] = []
        let combined = Observable.combineLatest(a, b) { $0 * 10 + $1 }
        let outer = combined.subscribe(onNext: { value in
            log.append("outer \(value)")
            if value == 11 { inner.append(combined.subscribe(onNext: { log.append("inner \($0)") })) }
        })
        a.onNext(1)
        b.onNext(1)
        b.onNext(2)
        a.onNext(3)
        XCTAssertEqual(log, ["outer 11", "outer 12", "outer 32", "inner 32"])
        outer.dispose()
        inner.forEach { $0.dispose() }
    }

    func testRACSubjectSubscribedAgainFromInsideSendNextGetsOnlyLaterValues() {
        let subject = RACSubject<Int>()
        var log: [String] = []
        var nested: [RACDisposable] = []
        let outer = subject.subscribeNext { value in
            log.append("outer \(value)")
            if value == 1 { nested.append(subject.subscribeNext { log.append("nested \($0)") }) }
        }
        subject.sendNext(1)
        subject.sendNext(2)
        XCTAssertEqual(log, ["outer 1", "outer 2", "nested 2"])
        outer.dispose()
        nested.forEach { $0.dispose() }
        XCTAssertFalse(subject.hasSubscribers)
    }
}
