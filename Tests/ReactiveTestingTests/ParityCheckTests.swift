import XCTest
import RxBridge
import ReactiveTesting

final class ParityCheckTests: ReactiveTestCase {
    func testMarbleFramesAreTenTicksAfterTheStart() {
        let events = Marble.events("-a-(bc)-|", start: 200)
        XCTAssertEqual(events, [.next(220, "a"), .next(240, "b"), .next(240, "c"), .completed(260)])
        let failing: [Recorded<Event<Int>>] = Marble.events("1#", values: ["1": 1])
        XCTAssertEqual(failing, [.next(10, 1), .error(20, MarbleError())])
    }

    func testRecordingOfAHotPipelineIncludesSubscriptionWindows() {
        let recording = ParityCheck.record(inputs: ["-a-b-|"]) { sources, _ in
            sources[0].map { $0.uppercased() }
        }
        XCTAssertEqual(recording, Recording(["A@220", "B@240", "|@260"], subscriptions: [[Subscription(200, 260)]]))
    }

    func testEqualPipelinesPass() {
        assertParity(input: "-a-b-|", { $0.map { $0 + "!" } }, { $0.map { "\($0)!" } })
    }

    func testDifferenceShowsBothRecordingsSideBySide() {
        let left = ParityCheck.record(inputs: ["-a-b-|"]) { sources, _ in sources[0] }
        let right = ParityCheck.record(inputs: ["-a-b-|"]) { sources, _ in sources[0].filter { $0 != "b" } }
        let difference = Recording.difference(left, right, lhsTitle: "RAC", rhsTitle: "Rx")
        XCTAssertEqual(difference, """
            RAC                                  Rx
              a@220                              a@220
            ≠ b@240                              |@260
            ≠ |@260                              —
            """)
    }
}

import RACBridge

final class RACParityCheckTests: ReactiveTestCase {
    func testRACAndRxSpellingsOfTheSamePipelinePass() {
        assertParity(input: "-a-b-c-|", rac: { $0.filter { $0 != "b" }.map { $0.uppercased() } }, rx: { $0.filter { $0 != "b" }.map { $0.uppercased() } })
    }

    func testRACRecordingRunsSubscriptionsSynchronouslyOnTheTestClock() {
        let recording = ParityCheck.recordRAC(inputs: ["-a-|"], values: ParityCheck.characterValues(of: ["-a-|"])) { sources, _ in
            RACSignal<String>.createSignal { subscriber in
                subscriber.sendNext("start")
                return sources[0].subscribe(subscriber)
            }
        }
        XCTAssertEqual(recording, Recording(["start@200", "a@220", "|@240"], subscriptions: [[Subscription(200, 240)]]))
    }
}

final class TraitAssertionTests: ReactiveTestCase {
    func testTraitEventListsCompareByCaseElementAndError() {
        XCTAssertEqual([SingleEvent<Int>.success(1), .failure(MarbleError())], [.success(1), .failure(MarbleError())])
        XCTAssertEqual([MaybeEvent<Int>.success(2), .completed, .error(MarbleError())], [.success(2), .completed, .error(MarbleError())])
        XCTAssertEqual([CompletableEvent.completed, .error(MarbleError())], [.completed, .error(MarbleError())])
        XCTAssertEqual([Event<Int?>.next(nil), .completed], [.next(nil), .completed])
        XCTAssertRecordedElements([.next(210, 1), .next(220, 2), .completed(300)], [1, 2])
    }
}
