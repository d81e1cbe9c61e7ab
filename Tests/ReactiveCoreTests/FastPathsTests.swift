import Foundation
import XCTest
@testable import ReactiveCore

/// The fast-path switch reaches the engine: CI's "no fast paths" step builds with
/// `-D REACTIVEBRIDGE_NO_FAST_PATHS` and sets `REACTIVEBRIDGE_EXPECT_NO_FAST_PATHS`, so a
/// define that stopped reaching ReactiveCore (and a step that silently ran the fast
/// paths) fails here.
final class FastPathsTests: XCTestCase {
    func testTheSwitchFollowsTheBuildsDefine() {
        let expectsNoFastPaths = ProcessInfo.processInfo.environment["REACTIVEBRIDGE_EXPECT_NO_FAST_PATHS"] != nil
        XCTAssertEqual(FastPaths.enabled, !expectsNoFastPaths,
                       expectsNoFastPaths ? "built without -D REACTIVEBRIDGE_NO_FAST_PATHS" : "built with -D REACTIVEBRIDGE_NO_FAST_PATHS")
    }
}
