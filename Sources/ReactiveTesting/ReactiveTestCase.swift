import XCTest
import Foundation

/// A test case that checks, after each test, that every engine resource created during
/// the test has been released (`Resources.total` is back where it started).
///
/// Subclass it instead of `XCTestCase`. Keep observables and subscriptions in locals,
/// not in properties, so they end with the test. Work still queued on a dispatch queue
/// is given a short grace period to finish before the count is compared.
///
/// Rx: RxSwift's test base checks `Resources.total` the same way.
open class ReactiveTestCase: XCTestCase {
    private var startingResources: Int32 = 0

    /// Remembers `Resources.total` before the test.
    open override func setUp() {
        super.setUp()
        startingResources = Resources.total
    }

    /// Fails when `Resources.total` has not returned to its starting value (waiting up to 2 s
    /// for resources released on other threads).
    open override func tearDown() {
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != startingResources, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
        XCTAssertEqual(Resources.total, startingResources, "engine resources leaked by this test")
        super.tearDown()
    }
}
