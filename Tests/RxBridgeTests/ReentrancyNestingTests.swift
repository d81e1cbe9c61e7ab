import XCTest
import Foundation
import RxBridge
import ReactiveTesting

/// Thread-safe log for the concurrent scenarios.
private final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var text: String { lock.withLock { entries.joined(separator: " ") } }
}

/// Re-entrant and concurrent sends into multi-producer operators, as RxSwift's sinks
/// (a recursive lock held while calling downstream) deliver them: a send made from
/// inside the subscriber, on the delivering thread, is delivered nested, at once; a send
/// from another thread blocks until the delivery under way returns, then is delivered on
/// its own thread. Each expected log was printed by the same scenario on RxSwift 6.10
/// (`<x` is the subscriber entering onNext for x, `x>` leaving it, `|` the completion).
final class ReentrancyNestingTests: ReactiveTestCase {
    private func scenario(
        _ build: (PublishSubject<Int>, PublishSubject<Int>) -> Observable<String>,
        sends: (PublishSubject<Int>, PublishSubject<Int>) -> Void,
        react: @escaping (String, PublishSubject<Int>, PublishSubject<Int>) -> Void
    ) -> String {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        var log: [String] = []
        let subscription = build(a, b).subscribe(onNext: { value in
            log.append("<\(value)")
            react(value, a, b)
            log.append("\(value)>")
        }, onError: { log.append("error \($0)") }, onCompleted: { log.append("|") })
        sends(a, b)
        subscription.dispose()
        return log.joined(separator: " ")
    }

    func testMergeNestsAReentrantSend() {
        let log = scenario({ a, b in Observable.merge(a, b).map(String.init) },
                           sends: { a, _ in a.onNext(1); a.onNext(2) },
                           react: { value, _, b in if value == "1" { b.onNext(10); b.onNext(11) } })
        XCTAssertEqual(log, "<1 <10 10> <11 11> 1> <2 2>")
    }

    func testMergeNestsAReentrantEndOfOneSource() {
        let log = scenario({ a, b in Observable.merge(a, b).map(String.init) },
                           sends: { a, b in a.onNext(1); a.onNext(2); a.onCompleted(); b.onNext(3) },
                           react: { value, a, b in if value == "1" { b.onCompleted(); a.onNext(5) } })
        XCTAssertEqual(log, "<1 <5 5> 1> <2 2> |")
    }

    func testFlatMapNestsReentrantSendsIntoOuterAndInner() {
        let log = scenario({ a, b in a.flatMap { x in x == 1 ? b.asObservable() : Observable.just(x) }.map(String.init) },
                           sends: { a, b in a.onNext(1); b.onNext(7); a.onNext(2) },
                           react: { value, a, b in if value == "7" { a.onNext(3); b.onNext(8) } })
        XCTAssertEqual(log, "<7 <3 3> <8 8> 7> <2 2>")
    }

    func testCombineLatestNestsReentrantSends() {
        let log = scenario({ a, b in Observable.combineLatest(a, b).map { "\($0)\($1)" } },
                           sends: { a, b in a.onNext(1); b.onNext(1); a.onNext(2) },
                           react: { value, a, b in if value == "11" { b.onNext(2); a.onNext(3) } })
        XCTAssertEqual(log, "<11 <12 12> <32 32> 11> <22 22>")
    }

    func testZipNestsReentrantSends() {
        let log = scenario({ a, b in Observable.zip(a, b).map { "\($0)\($1)" } },
                           sends: { a, b in a.onNext(1); a.onNext(2); b.onNext(1) },
                           react: { value, a, b in if value == "11" { b.onNext(2); a.onNext(3); b.onNext(3) } })
        XCTAssertEqual(log, "<11 <22 22> <33 33> 11>")
    }

    func testWithLatestFromNestsAReentrantSend() {
        let log = scenario({ a, b in a.withLatestFrom(b) { "\($0)\($1)" } },
                           sends: { a, b in b.onNext(0); a.onNext(1); a.onNext(2) },
                           react: { value, a, b in if value == "10" { b.onNext(5); a.onNext(3) } })
        XCTAssertEqual(log, "<10 <35 35> 10> <25 25>")
    }

    func testSampleNestsAReentrantTick() {
        let log = scenario({ a, b in a.sample(b).map(String.init) },
                           sends: { a, b in a.onNext(1); b.onNext(0); a.onNext(2); b.onNext(0) },
                           react: { value, a, b in if value == "1" { a.onNext(4); b.onNext(0) } })
        XCTAssertEqual(log, "<1 <4 4> 1> <2 2>")
    }

    func testAmbAndSwitchLatestNestAReentrantSend() {
        let amb = scenario({ a, b in a.amb(b).map(String.init) },
                           sends: { a, _ in a.onNext(1); a.onNext(2) },
                           react: { value, a, _ in if value == "1" { a.onNext(3) } })
        XCTAssertEqual(amb, "<1 <3 3> 1> <2 2>")
        let switched = scenario({ a, _ in Observable.just(a.asObservable()).concat(Observable.never()).switchLatest().map(String.init) },
                                sends: { a, _ in a.onNext(1); a.onNext(2) },
                                react: { value, a, _ in if value == "1" { a.onNext(3) } })
        XCTAssertEqual(switched, "<1 <3 3> 1> <2 2>")
    }

    func testTakeUntilNestsAReentrantTrigger() {
        let log = scenario({ a, b in a.take(until: b).map(String.init) },
                           sends: { a, _ in a.onNext(1); a.onNext(2) },
                           react: { value, a, b in if value == "1" { a.onNext(3); b.onNext(0); a.onNext(4) } })
        XCTAssertEqual(log, "<1 <3 3> | 1>")
    }

    func testBufferNestsAReentrantFullBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = scenario({ a, _ in a.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler).map { "\($0)" } },
                           sends: { a, _ in a.onNext(1); a.onNext(2); a.onNext(5); a.onCompleted() },
                           react: { value, a, _ in if value == "[1, 2]" { a.onNext(3); a.onNext(4) } })
        XCTAssertEqual(log, "<[1, 2] <[3, 4] [3, 4]> [1, 2]> <[5] [5]> |")
    }

    /// A second thread sending while the first one's delivery runs blocks until that
    /// delivery returns, then delivers on its own thread.
    func testConcurrentSenderIntoMergeWaitsAndDeliversOnItsOwnThread() {
        concurrentScenario { a, b in Observable.merge(a, b) }
    }

    func testConcurrentSenderIntoCombineLatestWaitsAndDeliversOnItsOwnThread() {
        concurrentScenario { a, b in Observable.combineLatest(a, b) { x, y in x + y } }
    }

    private func concurrentScenario(file: StaticString = #filePath, line: UInt = #line,
                                    _ build: (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>) {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let log = EventLog()
        let firstEntered = DispatchSemaphore(value: 0)
        let subscription = build(a, b).subscribe(onNext: { value in
            log.add("<\(value)@\(Thread.current.threadDictionary["label"] as? String ?? "main")")
            if value == 1 {
                firstEntered.signal()
                Thread.sleep(forTimeInterval: 0.2)
            }
            log.add("\(value)>")
        })
        // combineLatest needs a value from each source before it sends.
        b.onNext(0)
        a.onNext(0)
        let log0 = log.text
        let done = DispatchGroup()
        done.enter()
        done.enter()
        let first = Thread { Thread.current.threadDictionary["label"] = "T1"; a.onNext(1); log.add("send1 returned"); done.leave() }
        let second = Thread {
            Thread.current.threadDictionary["label"] = "T2"
            firstEntered.wait()
            log.add("send2 start")
            b.onNext(1)
            log.add("send2 returned")
            done.leave()
        }
        first.start()
        second.start()
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, file: file, line: line)
        subscription.dispose()
        let prefix = log0.isEmpty ? "" : log0 + " "
        let text = log.text
        // T2's send waits for T1's delivery (1>) and then delivers on T2; send1 may
        // return before or after T2's delivery starts.
        let expected = ["\(prefix)<1@T1 send2 start 1> send1 returned <", "\(prefix)<1@T1 send2 start 1> <"]
        XCTAssertTrue(expected.contains { text.hasPrefix($0) }, text, file: file, line: line)
        XCTAssertTrue(text.contains("@T2 ") && text.hasSuffix("send2 returned") || text.contains("send2 returned send1 returned"), text, file: file, line: line)
        let t2Delivery = text.range(of: "@T2")
        let t1End = text.range(of: "1> ")
        XCTAssertNotNil(t2Delivery, text, file: file, line: line)
        if let t2Delivery, let t1End { XCTAssertTrue(t1End.lowerBound < t2Delivery.lowerBound, text, file: file, line: line) }
    }
}
