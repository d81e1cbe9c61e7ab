@_exported import XCTest
