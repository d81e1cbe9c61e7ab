import XCTest
#if canImport(Testing)
import Testing
#endif

/// Where an assertion of the kit was called: the caller's `#fileID`, `#filePath`, `#line`
/// and `#column`, taken as default arguments by the public assertions. The
/// `XCTAssertEqual` overloads take only `file:line:` (RxTest's signature; see
/// XCTAssert+Recorded.swift), so their location has no file ID or column.
package struct AssertionLocation: Sendable {
    /// The caller's `#fileID` (`Module/File.swift`), for Swift Testing; nil when not known.
    package let fileID: StaticString?
    /// The caller's `#filePath`, for XCTest and Swift Testing; nil when the caller's
    /// location is not known (`runningTest`).
    package let filePath: StaticString?
    /// The caller's `#line`.
    package let line: UInt
    /// The caller's `#column`, for Swift Testing; nil when not known.
    package let column: UInt?

    /// Where the running test is: for a failure found by a call that keeps RxTest's
    /// signature, which takes no location (`TestScheduler.start`). Swift Testing reports
    /// it at the test function; XCTest at the test that is running.
    package static let runningTest = AssertionLocation(fileID: nil, filePath: nil, line: 0, column: nil)

    /// A location from the caller's literals.
    package init(fileID: StaticString? = nil, filePath: StaticString?, line: UInt, column: UInt? = nil) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Fails the test that is running with `message` at `location`: the one place the kit
/// reports a failed assertion.
///
/// Under Swift Testing (a `@Test` function, or code it calls, is running: `Test.current`
/// is set) the failure is an issue recorded at the caller's location, so the test fails
/// and the issue points at the assertion's line. Otherwise it is an XCTest failure
/// (`XCTFail`), which fails the running `XCTestCase` test at the same file and line.
/// XCTest does not see issues recorded for Swift Testing, nor Swift Testing XCTest's
/// failures, so each must be told in its own way.
package func reportTestFailure(_ message: String, at location: AssertionLocation) {
    #if canImport(Testing)
    if let test = Test.current {
        guard let knownPath = location.filePath else {
            Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
            return
        }
        let filePath = "\(knownPath)"
        // Without the caller's #fileID, the running test's module and the file's name
        // (an assertion is called from its test's module).
        let fileID = location.fileID.map { "\($0)" }
            ?? "\(test.sourceLocation.moduleName)/\(filePath.split(separator: "/").last.map(String.init) ?? filePath)"
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: fileID, filePath: filePath,
                                                    line: Int(location.line), column: Int(location.column ?? 1)))
        return
    }
    #endif
    if let filePath = location.filePath {
        XCTFail(message, file: filePath, line: location.line)
    } else {
        XCTFail(message)
    }
}
