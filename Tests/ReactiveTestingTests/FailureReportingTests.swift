import XCTest
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

/// Every assertion of the kit fails the XCTest test that calls it: each test here runs an
/// assertion on values that differ and checks that a failure was recorded for this test,
/// at the caller's file and line (and that equal values record nothing).
///
/// The failures are captured by overriding the test case's failure recording (XCTest's
/// own hook, which `XCTFail` goes through), so they do not fail these tests; every
/// failure outside `capturingFailures` is passed on as usual.
final class FailureReportingXCTests: XCTestCase {
    struct CapturedFailure {
        let message: String
        let file: String
        let line: Int
    }

    private var capturing = false
    private var captured: [CapturedFailure] = []

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        captured.append(CapturedFailure(message: issue.compactDescription, file: location?.fileURL.path ?? "",
                                        line: location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append(CapturedFailure(message: description, file: filePath, line: lineNumber))
    }
    #endif

    /// The failures `body` records, which do not fail this test.
    private func capturingFailures(_ body: () -> Void) -> [CapturedFailure] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    /// Checks that exactly one failure was captured, at `line` of this file, whose message contains `text`.
    private func assertOneFailure(_ failures: [CapturedFailure], atLine line: Int, containing text: String,
                                  file: StaticString = #filePath, callerLine: UInt = #line) {
        XCTAssertEqual(failures.count, 1, "failures: \(failures.map(\.message))", file: file, line: callerLine)
        guard let failure = failures.first else { return }
        XCTAssertEqual(failure.line, line, file: file, line: callerLine)
        XCTAssertEqual(URL(fileURLWithPath: failure.file).lastPathComponent, "FailureReportingTests.swift", file: file, line: callerLine)
        XCTAssertTrue(failure.message.contains(text), "message: \(failure.message)", file: file, line: callerLine)
    }

    func testRecordedEventsMismatchFails() {
        let recorded: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        var line = 0
        let failures = capturingFailures {
            line = #line; XCTAssertEqual(recorded, [.next(210, 2), .completed(300)])
        }
        assertOneFailure(failures, atLine: line, containing: "≠")
        XCTAssertTrue(capturingFailures { XCTAssertEqual(recorded, [.next(210, 1), .completed(300)]) }.isEmpty)
    }

    func testOptionalRecordedEventsMismatchFails() {
        let recorded: [Recorded<Event<Int?>>] = [.next(210, nil)]
        var line = 0
        let failures = capturingFailures { line = #line; XCTAssertEqual(recorded, [.next(210, 1)]) }
        assertOneFailure(failures, atLine: line, containing: "≠")
    }

    func testEventsWithoutTicksMismatchFails() {
        let events: [Event<Int>] = [.next(1), .completed]
        var line = 0
        let failures = capturingFailures { line = #line; XCTAssertEqual(events, [.next(1)]) }
        assertOneFailure(failures, atLine: line, containing: "Events differ")
        let optionals: [Event<Int?>] = [.next(nil)]
        let optionalFailures = capturingFailures { line = #line; XCTAssertEqual(optionals, [.next(1)]) }
        assertOneFailure(optionalFailures, atLine: line, containing: "Events differ")
    }

    func testTraitEventsMismatchFails() {
        var line = 0
        let single = capturingFailures { line = #line; XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)]) }
        assertOneFailure(single, atLine: line, containing: "Single events differ")
        let maybe = capturingFailures { line = #line; XCTAssertEqual([MaybeEvent<Int>.completed], [.success(2)]) }
        assertOneFailure(maybe, atLine: line, containing: "Maybe events differ")
        let completable = capturingFailures { line = #line; XCTAssertEqual([CompletableEvent.completed], [.error(MarbleError())]) }
        assertOneFailure(completable, atLine: line, containing: "Completable events differ")
    }

    func testRecordedElementsMismatchFails() {
        let recorded: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2)]
        var line = 0
        let failures = capturingFailures { line = #line; XCTAssertRecordedElements(recorded, [1, 3]) }
        assertOneFailure(failures, atLine: line, containing: "Recorded elements differ")
    }

    func testParityMismatchFails() {
        var line = 0
        let rx = capturingFailures {
            line = #line; assertParity(input: "-a-b-|", { $0 }, { $0.filter { $0 != "b" } })
        }
        assertOneFailure(rx, atLine: line, containing: "Pipelines differ")
        let racAndRx = capturingFailures {
            line = #line; assertParity(input: "-a-b-|", rac: { $0 }, rx: { $0.filter { $0 != "b" } })
        }
        assertOneFailure(racAndRx, atLine: line, containing: "RAC and Rx pipelines differ")
        let typed = capturingFailures {
            line = #line; assertParity(ParityInput("-a-|", values: ["a": 1]), rac: { _, source in source.map { $0 + 1 } }, rx: { _, source in source })
        }
        assertOneFailure(typed, atLine: line, containing: "RAC and Rx pipelines differ")
    }

    func testGrammarViolationFails() {
        var line = 0
        let failures = capturingFailures {
            line = #line; let checker = GrammarChecker<Int>()
            checker.on(.completed)
            checker.on(.next(1))
        }
        assertOneFailure(failures, atLine: line, containing: "event grammar")
    }
}
