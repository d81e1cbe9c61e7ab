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
        ResourceSummary.registerOnce()
        startingResources = Resources.total
    }

    /// Fails when `Resources.total` has not returned to its starting value (waiting up to 2 s
    /// for resources released on other threads).
    open override func tearDown() {
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != startingResources, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
        let leaked = Resources.total - startingResources
        if leaked != 0 { ResourceSummary.recordLeak(by: name, count: leaked) }
        XCTAssertEqual(Resources.total, startingResources, "engine resources leaked by this test")
        super.tearDown()
    }
}

/// Prints the live-resource count when the test run ends, next to the count when the
/// first `ReactiveTestCase` started, and lists the tests that leaked:
///
/// ```
/// ReactiveBridge resources: 0 live at the end of the test run (0 at its start); 0 tests leaked
/// ```
final class ResourceSummary: NSObject, XCTestObservation, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var shared: ResourceSummary?
    nonisolated(unsafe) private static var leaks: [(test: String, count: Int32)] = []

    private let startTotal: Int32

    private init(startTotal: Int32) {
        self.startTotal = startTotal
    }

    /// Registers the summary with the observation center once per process.
    static func registerOnce() {
        let created: ResourceSummary? = lock.withLock {
            if shared != nil { return nil }
            shared = ResourceSummary(startTotal: Resources.total)
            return shared
        }
        if let created { XCTestObservationCenter.shared.addTestObserver(created) }
    }

    /// Notes that `test` ended with `count` more live resources than it started with.
    static func recordLeak(by test: String, count: Int32) {
        lock.withLock { leaks.append((test, count)) }
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        let leaks = Self.lock.withLock { Self.leaks }
        print("ReactiveBridge resources: \(Resources.total) live at the end of the test run (\(startTotal) at its start); \(leaks.count) tests leaked")
        for leak in leaks { print("  leaked \(leak.count): \(leak.test)") }
    }
}
