import XCTest

/// Asserts that two lists of recorded events are equal, printing both on failure.
///
/// Rx: RxTest's `XCTAssertEqual` for `[Recorded<Event<T>>]`.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>], file: StaticString = #filePath, line: UInt = #line) {
    if lhs == rhs { return }
    XCTFail(recordingDifference(lhs, rhs), file: file, line: line)
}

/// Asserts that two lists of recorded events with optional elements are equal.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>], file: StaticString = #filePath, line: UInt = #line) {
    if lhs == rhs { return }
    XCTFail(recordingDifference(lhs, rhs), file: file, line: line)
}

/// Asserts that two lists of events (without times) are equal.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line) {
    if lhs == rhs { return }
    XCTFail("Events differ:\n  got:      \(lhs)\n  expected: \(rhs)", file: file, line: line)
}

/// A readable side-by-side account of two recordings.
package func recordingDifference<Value>(_ lhs: [Recorded<Value>], _ rhs: [Recorded<Value>]) -> String {
    var lines = ["Recorded events differ:"]
    for index in 0..<max(lhs.count, rhs.count) {
        let left = index < lhs.count ? lhs[index].debugDescription : "—"
        let right = index < rhs.count ? rhs[index].debugDescription : "—"
        let mark = left == right ? "  " : "≠ "
        lines.append("\(mark)\(left.padding(toLength: 40, withPad: " ", startingAt: 0)) \(right)")
    }
    return lines.joined(separator: "\n")
}
