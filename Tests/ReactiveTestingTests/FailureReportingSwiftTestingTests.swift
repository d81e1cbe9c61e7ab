import Testing
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

/// Every assertion of the kit fails a Swift Testing test that calls it: each test runs an
/// assertion on values that differ inside `withKnownIssue`, which fails the test unless
/// an issue is recorded, and matches only an issue at the assertion's own line of this
/// file (any other issue fails the test). Equal values must record nothing, so the
/// assertions outside `withKnownIssue` fail these tests if they report anything.
@Suite struct FailureReportingSwiftTestingTests {
    /// Whether `issue` was recorded at `line` of this file with a message containing `text`.
    static func issue(_ issue: Issue, isAt line: Int, containing text: String) -> Bool {
        guard let location = issue.sourceLocation else { return false }
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        return location.line == line && location.fileName == "FailureReportingSwiftTestingTests.swift" && message.contains(text)
    }

    @Test func recordedEventsMismatchRecordsAnIssue() {
        let recorded: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        XCTAssertEqual(recorded, [.next(210, 1), .completed(300)])
        let line = #line + 2
        withKnownIssue {
            XCTAssertEqual(recorded, [.next(210, 2), .completed(300)])
        } matching: { Self.issue($0, isAt: line, containing: "≠") }
    }

    @Test func expectOnRecordedEventsIsTheSwiftTestingSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        #expect(res.events == [.next(210, 10), .next(220, 20), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func eventsAndTraitEventsMismatchRecordIssues() {
        let line1 = #line + 2
        withKnownIssue {
            XCTAssertEqual([Event<Int>.next(1)], [.next(2)])
        } matching: { Self.issue($0, isAt: line1, containing: "Events differ") }
        let line2 = #line + 2
        withKnownIssue {
            XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)])
        } matching: { Self.issue($0, isAt: line2, containing: "Single events differ") }
        let line3 = #line + 2
        withKnownIssue {
            XCTAssertEqual([MaybeEvent<Int>.completed], [.success(2)])
        } matching: { Self.issue($0, isAt: line3, containing: "Maybe events differ") }
        let line4 = #line + 2
        withKnownIssue {
            XCTAssertEqual([CompletableEvent.completed], [.error(MarbleError())])
        } matching: { Self.issue($0, isAt: line4, containing: "Completable events differ") }
        let line5 = #line + 2
        withKnownIssue {
            XCTAssertRecordedElements([Recorded<Event<Int>>.next(210, 1)], [2])
        } matching: { Self.issue($0, isAt: line5, containing: "Recorded elements differ") }
    }

    @Test func parityMismatchRecordsAnIssue() {
        assertParity(input: "-a-b-|", rac: { $0.ignore("b") }, rx: { $0.filter { $0 != "b" } })
        let line6 = #line + 2
        withKnownIssue {
            assertParity(input: "-a-b-|", rac: { $0 }, rx: { $0.filter { $0 != "b" } })
        } matching: { Self.issue($0, isAt: line6, containing: "RAC and Rx pipelines differ") }
        let line7 = #line + 2
        withKnownIssue {
            assertParity(input: "-a-b-|", { $0 }, { $0.filter { $0 != "b" } })
        } matching: { Self.issue($0, isAt: line7, containing: "Pipelines differ") }
    }

    @Test func grammarViolationRecordsAnIssue() {
        let line = #line + 2
        withKnownIssue {
            let checker = GrammarChecker<Int>()
            checker.on(.completed)
            checker.on(.next(1))
        } matching: { Self.issue($0, isAt: line, containing: "event grammar") }
    }

    /// `TestScheduler.start` keeps RxTest's signature, which takes no location, so the
    /// grammar checker it makes reports at the running test function (its engine-made
    /// sources keep the grammar, so the checker is driven directly here).
    @Test func aViolationWithNoCallerLocationIsRecordedAtTheTest() throws {
        let testLocation = try #require(Test.current?.sourceLocation)
        withKnownIssue {
            let checker = GrammarChecker<Int>(forwardingTo: nil, onViolation: nil, allowingReentrancy: false, location: .runningTest)
            checker.on(.completed)
            checker.on(.next(1))
        } matching: { issue in
            issue.sourceLocation == testLocation && issue.comments.contains { $0.rawValue.contains("event grammar") }
        }
    }
}
