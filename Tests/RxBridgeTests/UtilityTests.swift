import XCTest
import Foundation
import RxBridge
import ReactiveTesting

private let testError = NSError(domain: "UtilityTests", code: 1)
private let otherError = NSError(domain: "UtilityTests", code: 2)

private final class Owner {}

final class DoTests: ReactiveTestCase {
    private func logged<Element>(_ source: Observable<Element>, _ log: @escaping (String) -> Void) -> Observable<Element> {
        source.do(
            onNext: { log("onNext \($0)") },
            afterNext: { log("afterNext \($0)") },
            onError: { _ in log("onError") },
            afterError: { _ in log("afterError") },
            onCompleted: { log("onCompleted") },
            afterCompleted: { log("afterCompleted") },
            onSubscribe: { log("onSubscribe") },
            onSubscribed: { log("onSubscribed") },
            onDispose: { log("onDispose") }
        )
    }

    func testOrderOfCallbacksOnCompletion() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let source = Observable<Int>.create { observer in
            log.append("source subscribed")
            let inner = subject.subscribe(observer)
            return Disposables.create { log.append("source disposed"); inner.dispose() }
        }
        _ = logged(source) { log.append($0) }.subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, [
            "onSubscribe", "source subscribed", "onSubscribed",
            "onNext 1", "next 1", "afterNext 1",
            "onCompleted", "completed", "disposed", "afterCompleted", "source disposed", "onDispose",
        ])
    }

    func testOrderOfCallbacksOnError() {
        var log: [String] = []
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { self.logged(xs.asObservable()) { log.append($0) } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(log, [
            "onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onError", "afterError", "onDispose",
        ])
    }

    func testOnDisposeRunsOnceOnDisposalMidStream() {
        // Docs/Semantics.md#finally-and-do: Rx `do(onDispose:)` runs on disposal (RAC `finally:` would not).
        var log: [String] = []
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let res = scheduler.start(disposed: 250) { self.logged(xs.asObservable()) { log.append($0) } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(log, ["onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onDispose"])
    }

    func testSynchronousSourceOrder() {
        // As in Rx (testDoOnOrder_Completed_Sync): a source that ends during the subscription
        // is released when its own subscribe returns, before `onSubscribed`; `onDispose`
        // runs when `do`'s subscription returns.
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { log.append("source disposed") }
        }
        _ = logged(source) { log.append($0) }.subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, [
            "onSubscribe", "onNext 1", "afterNext 1", "onCompleted", "completed", "afterCompleted",
            "source disposed", "onSubscribed", "onDispose",
        ])
    }

    func testThrowingOnNextEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var after: [Int] = []
        let res = scheduler.start {
            xs.do(onNext: { if $0 == 2 { throw testError } }, afterNext: { after.append($0) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(after, [1])
    }

    func testThrowingAfterNextEndsAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.do(afterNext: { _ in throw testError }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(210, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testThrowingOnCompletedAndOnErrorReplaceTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.do(onCompleted: { throw testError }) }
        XCTAssertEqual(res.events, [.error(230, testError)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.error(230, testError)] as [Recorded<Event<Int>>])
        let res2 = scheduler2.start { ys.do(onError: { _ in throw otherError }) }
        XCTAssertEqual(res2.events, [.error(230, otherError)])
    }

    func testReentrantElementFromOnNext() {
        // An element sent from inside `onNext` is handled in full before the outer one goes on.
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.do(onNext: { value in
            log.append("do \(value)")
            if value == 1 { subject.onNext(2) }
        }).subscribe(onNext: { log.append("next \($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["do 1", "do 2", "next 2", "next 1"])
        subscription.dispose()
    }
}

final class DebugTests: ReactiveTestCase {
    func testLinesInRxFormat() {
        var lines: [String] = []
        _ = Observable.of(1, 2).debug(identifier: "numbers", trimOutput: false) { lines.append($0) }.subscribe()
        let pattern = #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: numbers -> (.*)$"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let contents = lines.map { line -> String in
            let range = NSRange(line.startIndex..., in: line)
            guard let match = regex.firstMatch(in: line, range: range),
                  let content = Range(match.range(at: 1), in: line) else { return "unmatched: \(line)" }
            return String(line[content])
        }
        XCTAssertEqual(contents, ["subscribed", "Event next(1)", "Event next(2)", "Event completed", "isDisposed"])
    }

    func testDisposalMidStreamAndError() {
        var lines: [String] = []
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let res = scheduler.start(disposed: 250) {
            xs.asObservable().debug(identifier: "x", trimOutput: false) { lines.append($0) }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(lines.map { $0.components(separatedBy: " -> ").last! }, ["subscribed", "Event next(1)", "isDisposed"])

        lines = []
        _ = Observable<Int>.error(testError).debug(identifier: "e", trimOutput: false) { lines.append($0) }.subscribe(onError: { _ in })
        XCTAssertEqual(lines.map { $0.components(separatedBy: " -> ").last! }, ["subscribed", "Event error(\(testError))", "isDisposed"])
    }

    func testTrimOutput() {
        var lines: [String] = []
        let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
        _ = Observable.just(long).debug(identifier: "t", trimOutput: true) { lines.append($0) }.subscribe()
        let text = "next(\(long))"
        let expected = "Event \(text.prefix(20))...\(text.suffix(20))"
        XCTAssertEqual(lines.map { $0.components(separatedBy: " -> ").last! }[1], expected)
    }

    func testDefaultIdentifierIsFileLineFunction() {
        // Rx's default: the last path component of `#file`, the line and the function.
        XCTAssertEqual(debugIdentifier(nil, file: "RxBridgeTests/UtilityTests.swift", line: 12, function: "run()"),
                       "UtilityTests.swift:12 (run())")
        XCTAssertEqual(debugIdentifier("custom", file: "a/b.swift", line: 1, function: "f()"), "custom")
    }
}

final class WithUnretainedTests: ReactiveTestCase {
    func testPairsWithObject() {
        let owner = Owner()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.withUnretained(owner) { object, value in object === owner ? value * 10 : -1 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTupleForm() {
        let owner = Owner()
        var received: [Int] = []
        _ = Observable.of(1, 2).withUnretained(owner).subscribe(onNext: { object, value in
            XCTAssertTrue(object === owner)
            received.append(value)
        })
        XCTAssertEqual(received, [1, 2])
    }

    func testCompletesOnceObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        var owner: Owner? = Owner()
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!) { _, value in value } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertNil(owner)
    }

    func testErrorPassesThrough() {
        let owner = Owner()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.withUnretained(owner) { _, value in value } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    }
}
