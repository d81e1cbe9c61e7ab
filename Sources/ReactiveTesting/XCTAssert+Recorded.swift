import XCTest
import RxBridge

/// Asserts that two lists of recorded events are equal: same length, and each pair at
/// the same tick with equal events (errors by domain, code and description). On a
/// mismatch the failure lists both side by side, `≠` marking the pairs that differ.
///
/// In an XCTest test the failure fails that test; under Swift Testing it is an issue
/// recorded at the caller's line, which fails the running `@Test`.
///
/// - Parameters:
///   - lhs: the events recorded, e.g. `observer.events`.
///   - rhs: the events expected.
///   - file: the file the failure is reported at (default: the caller's).
///   - line: the line the failure is reported at (default: the caller's).
///
/// Rx: RxTest `XCTAssertEqual(_:_:file:line:)` for `[Recorded<Event<T>>]`. RAC: none.
///
/// The `XCTAssertEqual` overloads take no `fileID:` or `column:`: an extra defaulted
/// parameter would make XCTest's generic `XCTAssertEqual` the better match in a file that
/// imports XCTest (`FailureReportingXCTests` catches that). Under Swift Testing the issue's
/// file ID is made from the running test's module and `file`.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], file: StaticString = #filePath, line: UInt = #line) {
    if lhs == rhs { return }
    reportTestFailure(recordingDifference(lhs, rhs), at: AssertionLocation(filePath: file, line: line))
}

/// Asserts that two lists of recorded events with optional elements are equal, as the
/// non-optional form does (`nil` equals only `nil`); on a mismatch the failure lists
/// both side by side.
///
/// In an XCTest test the failure fails that test; under Swift Testing it is an issue
/// recorded at the caller's line, which fails the running `@Test`.
///
/// - Parameters:
///   - lhs: the events recorded.
///   - rhs: the events expected.
///   - file: the file the failure is reported at (default: the caller's).
///   - line: the line the failure is reported at (default: the caller's).
///
/// Rx: RxTest `XCTAssertEqual(_:_:file:line:)` for `[Recorded<Event<T?>>]`. RAC: none.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>], file: StaticString = #filePath, line: UInt = #line) {
    if lhs == rhs { return }
    reportTestFailure(recordingDifference(lhs, rhs), at: AssertionLocation(filePath: file, line: line))
}

/// Asserts that two lists of events without ticks are equal: same length, and each
/// pair the same case with equal elements (errors by domain, code and description). On
/// a mismatch the failure prints both lists.
///
/// In an XCTest test the failure fails that test; under Swift Testing it is an issue
/// recorded at the caller's line, which fails the running `@Test`.
///
/// - Parameters:
///   - lhs: the events received.
///   - rhs: the events expected.
///   - file: the file the failure is reported at (default: the caller's).
///   - line: the line the failure is reported at (default: the caller's).
///
/// Rx: RxTest `XCTAssertEqual(_:_:file:line:)` for `[Event<T>]`. RAC: none.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line) {
    if lhs == rhs { return }
    reportTestFailure("Events differ:\n  got:      \(lhs)\n  expected: \(rhs)", at: AssertionLocation(filePath: file, line: line))
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

/// Asserts that two lists of events with optional elements, without ticks, are equal
/// (`nil` equals only `nil`); on a mismatch the failure prints both lists.
///
/// In an XCTest test the failure fails that test; under Swift Testing it is an issue
/// recorded at the caller's line, which fails the running `@Test`.
///
/// - Parameters:
///   - lhs: the events received.
///   - rhs: the events expected.
///   - file: the file the failure is reported at (default: the caller's).
///   - line: the line the failure is reported at (default: the caller's).
///
/// Rx: none (RxTest compares such lists only inside recorded events). RAC: none.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Event<Element?>], _ rhs: [Event<Element?>], file: StaticString = #filePath, line: UInt = #line) {
    if lhs == rhs { return }
    reportTestFailure("Events differ:\n  got:      \(lhs)\n  expected: \(rhs)", at: AssertionLocation(filePath: file, line: line))
}

/// Asserts that two lists of `Single` events are equal: same length, and each pair two
/// successes with equal elements or two failures with the same domain, code and
/// description. On a mismatch the failure prints both lists.
///
/// In an XCTest test the failure fails that test; under Swift Testing it is an issue
/// recorded at the caller's line, which fails the running `@Test`.
///
/// - Parameters:
///   - lhs: the events received.
///   - rhs: the events expected.
///   - file: the file the failure is reported at (default: the caller's).
///   - line: the line the failure is reported at (default: the caller's).
///
/// Rx: RxTest `XCTAssertEqual(_:_:file:line:)` for `[SingleEvent<T>]`. RAC: none.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    let equal = lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { left, right in
        switch (left, right) {
        case let (.success(left), .success(right)): return left == right
        case let (.failure(left), .failure(right)): return errorsMatch(left, right)
        default: return false
        }
    }
    if !equal { reportTestFailure("Single events differ:\n  got:      \(lhs)\n  expected: \(rhs)", at: AssertionLocation(filePath: file, line: line)) }
}

/// Asserts that two lists of `Maybe` events are equal: same length, and each pair the
/// same case with equal elements (errors by domain, code and description). On a
/// mismatch the failure prints both lists.
///
/// In an XCTest test the failure fails that test; under Swift Testing it is an issue
/// recorded at the caller's line, which fails the running `@Test`.
///
/// - Parameters:
///   - lhs: the events received.
///   - rhs: the events expected.
///   - file: the file the failure is reported at (default: the caller's).
///   - line: the line the failure is reported at (default: the caller's).
///
/// Rx: RxTest `XCTAssertEqual(_:_:file:line:)` for `[MaybeEvent<T>]`. RAC: none.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    let equal = lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { left, right in
        switch (left, right) {
        case let (.success(left), .success(right)): return left == right
        case let (.error(left), .error(right)): return errorsMatch(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
    if !equal { reportTestFailure("Maybe events differ:\n  got:      \(lhs)\n  expected: \(rhs)", at: AssertionLocation(filePath: file, line: line)) }
}

/// Asserts that two lists of `Completable` events are equal: same length, and each pair
/// both completed or both errors with the same domain, code and description. On a
/// mismatch the failure prints both lists.
///
/// In an XCTest test the failure fails that test; under Swift Testing it is an issue
/// recorded at the caller's line, which fails the running `@Test`.
///
/// - Parameters:
///   - lhs: the events received.
///   - rhs: the events expected.
///   - file: the file the failure is reported at (default: the caller's).
///   - line: the line the failure is reported at (default: the caller's).
///
/// Rx: RxTest `XCTAssertEqual(_:_:file:line:)` for `[CompletableEvent]`. RAC: none.
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line) {
    let equal = lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { left, right in
        switch (left, right) {
        case let (.error(left), .error(right)): return errorsMatch(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
    if !equal { reportTestFailure("Completable events differ:\n  got:      \(lhs)\n  expected: \(rhs)", at: AssertionLocation(filePath: file, line: line)) }
}

/// Asserts that a recording holds exactly `elements` as its `next` events, in order;
/// ticks and the terminal event are not compared. On a mismatch the failure prints both
/// element lists.
///
/// In an XCTest test the failure fails that test; under Swift Testing it is an issue
/// recorded at the caller's line, which fails the running `@Test`.
///
/// - Parameters:
///   - stream: the events recorded, e.g. `observer.events`.
///   - elements: the elements expected, in order.
///   - file: the file the failure is reported at (default: the caller's).
///   - line: the line the failure is reported at (default: the caller's).
///
/// Rx: RxTest `XCTAssertRecordedElements(_:_:file:line:)` (the same signature, so no file
/// ID or column: under Swift Testing the file ID comes from the running test's module, as
/// for the `XCTAssertEqual` overloads). RAC: none.
public func XCTAssertRecordedElements<Element: Equatable>(_ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line) {
    let recorded = stream.compactMap { $0.value.element }
    if recorded != elements {
        reportTestFailure("Recorded elements differ:\n  got:      \(recorded)\n  expected: \(elements)", at: AssertionLocation(filePath: file, line: line))
    }
}
