import XCTest
import Testing
import Foundation
import RACBridge

// Docs/Troubleshooting.md ("Nothing happens on Linux") says on which thread each test
// framework runs a test, because RAC subscribes synchronously only on the main thread or
// inside a scheduler. These tests hold what it says.

/// XCTest runs its tests on the main thread (on Linux as on Apple platforms).
final class XCTestThreadTests: XCTestCase {
    func testAnXCTestTestRunsOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
    }

    func testARACSubscriptionInAnXCTestTestIsSynchronous() {
        var seen: [Int] = []
        _ = RACSignal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendCompleted()
            return nil
        }.subscribeNext { seen.append($0) }
        XCTAssertEqual(seen, [1])
    }
}

/// Swift Testing runs a test that is not isolated to the main actor off the main thread.
/// On Linux (measured with Swift 6.3.1's `swift test`) a `@MainActor` test is not on the
/// main thread either: the main actor's work runs on another thread there. So in a Swift
/// Testing test a RAC subscription with no current scheduler is asynchronous.
@Suite struct SwiftTestingThreadTests {
    @Test func aNonisolatedTestRunsOffTheMainThread() {
        #expect(!Thread.isMainThread)
    }

    #if os(Linux)
    @MainActor @Test func aMainActorTestRunsOffTheMainThreadOnLinux() {
        #expect(!Thread.isMainThread)
    }
    #endif

    @Test func aRACSubscriptionNeedsACurrentSchedulerToBeSynchronous() {
        let numbers = RACSignal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendCompleted()
            return nil
        }
        let seen = ThreadTestProbe()
        RACScheduler.immediate().performAsCurrentScheduler {
            _ = numbers.subscribeNext { seen.append($0) }
        }
        #expect(seen.values == [1])
    }
}

/// Values appended from any thread, read after.
final class ThreadTestProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int] = []
    func append(_ value: Int) { lock.withLock { stored.append(value) } }
    var values: [Int] { lock.withLock { stored } }
}
