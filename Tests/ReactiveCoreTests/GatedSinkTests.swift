import XCTest
@testable import ReactiveCore
import ReactiveTesting

/// `GatedSink`: a sink behind its own gate; one caller at a time, re-entrant events
/// nested at once, the first end wins and nothing follows it.
final class GatedSinkTests: ReactiveTestCase {
    func testForwardsElementsThenTheFirstEndOnly() {
        let log = DeliveryLog<String>()
        let out = GatedSink(EventSink<Int>(next: { log.append("next \($0)") }, end: { log.append("end \($0)") }))
        out.next(1)
        out.next(2)
        XCTAssertFalse(out.isEnded)
        out.end(.completed)
        XCTAssertTrue(out.isEnded)
        out.next(3)
        out.end(.error(TestError()))
        XCTAssertEqual(log.received, ["next 1", "next 2", "end completed"])
    }

    func testAReentrantEventIsDeliveredNestedInsideTheDeliveryThatCausedIt() {
        let log = DeliveryLog<String>()
        let box = SinkBox<Int>()
        let out = GatedSink(EventSink<Int>(next: { value in
            log.append("begin \(value)")
            if value == 1 { box.sink?.next(2) }
            if value == 2 { box.sink?.end(.completed) }
            log.append("end \(value)")
        }, end: { _ in log.append("completed") }))
        box.sink = out
        out.next(1)
        out.next(3)
        XCTAssertEqual(log.received, ["begin 1", "begin 2", "completed", "end 2", "end 1"])
    }

    /// Stress: four threads send at once; no overlap, each thread's order kept, one end
    /// after everything, nothing after the end.
    func testConcurrentSendersNeverOverlapAndNothingFollowsTheEnd() {
        let threads = 4, perThread = 2_000
        let log = DeliveryLog<(thread: Int, sequence: Int)>()
        let ends = DeliveryLog<Int>()
        let out = GatedSink(EventSink<(thread: Int, sequence: Int)>(next: { log.record($0) }, end: { _ in
            ends.append(log.received.count)
        }))
        onThreads(threads) { thread in
            for sequence in 0..<perThread { out.next((thread, sequence)) }
        }
        out.end(.completed)
        out.next((0, perThread))
        XCTAssertFalse(log.overlapped)
        assertPerThreadOrder(log.received, threads: threads, perThread: perThread)
        XCTAssertEqual(ends.received, [threads * perThread])
    }

    /// Stress: an end sent while other threads send: exactly one end, and no element
    /// after it.
    func testAnEndRacingElementsIsDeliveredOnceAndLast() {
        for _ in 0..<20 {
            let log = DeliveryLog<String>()
            let out = GatedSink(EventSink<Int>(next: { _ in log.record("next") }, end: { _ in log.record("end") }))
            onThreads(3) { thread in
                for value in 0..<200 {
                    if thread == 0 && value == 100 { out.end(.completed) } else { out.next(value) }
                }
            }
            let received = log.received
            XCTAssertEqual(received.filter { $0 == "end" }.count, 1)
            XCTAssertEqual(received.last, "end")
            XCTAssertFalse(log.overlapped)
        }
    }
}

/// Lets a sink under test reach the `GatedSink` that wraps it (re-entrant sends).
final class SinkBox<Element>: @unchecked Sendable {
    var sink: GatedSink<Element>?
}
