// Swift overlay of the XCTest stand-in (include/XCTest/XCTest.h): the assertion functions
// ReactiveTesting calls, with Apple's signatures. Bodies never run.
@_exported import XCTest

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    fatalError("apple-check stand-in: never run")
}

public func XCTAssertEqual<T: Equatable>(_ expression1: @autoclosure () throws -> T,
                                         _ expression2: @autoclosure () throws -> T,
                                         _ message: @autoclosure () -> String = "",
                                         file: StaticString = #filePath, line: UInt = #line) {
    fatalError("apple-check stand-in: never run")
}
