import XCTest
import Foundation
import TestSupport

/// A counter many threads add to (a lock, not `Synchronization.Atomic`, which needs
/// macOS 15 / iOS 18, above the package's floor).
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = 0
    init() {}
    func add(_ amount: Int = 1) {
        lock.lock()
        storage += amount
        lock.unlock()
    }
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Hands a value to `@Sendable` code: the stress tests share engine objects across
/// threads on purpose, and the engine types they share are thread-safe.
struct Shared<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs `body(index)` on `count` new threads released together, and waits (bounded)
/// for all of them.
func runConcurrently(_ count: Int, timeout: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line, _ body: @escaping (Int) -> Void) {
    let work = Shared(body)
    if !runOnThreadsReleasedTogether(count, timeout: timeout, { work.value($0) }) {
        XCTFail("stress threads did not finish within \(timeout) s", file: file, line: line)
    }
}

/// Prints the scenario's line and asserts that nothing was lost or duplicated.
func reportStress(_ name: String, sent: Int, received: Int, file: StaticString = #filePath, line: UInt = #line) {
    print("stress \(name): sent \(sent) received \(received)")
    XCTAssertEqual(received, sent, "stress \(name): events lost or duplicated", file: file, line: line)
}

/// Scales iteration counts down under ThreadSanitizer (set `STRESS_SCALE`, a divisor).
let stressScale: Int = ProcessInfo.processInfo.environment["STRESS_SCALE"].flatMap(Int.init) ?? 1
func scaled(_ count: Int) -> Int { max(1, count / stressScale) }

/// Records elements from any thread (for Rx subjects, whose concurrent senders may
/// reach one observer at once, as in RxSwift).
final class SafeRecorder<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element] = []
    private var ends = 0
    init() {}
    func append(_ element: Element) { lock.withLock { storage.append(element) } }
    func ended() { lock.withLock { ends += 1 } }
    var elements: [Element] { lock.withLock { storage } }
    var endCount: Int { lock.withLock { ends } }
}

/// A weak reference handed to threads, so they do not keep the object alive.
final class WeakBox<Object: AnyObject>: @unchecked Sendable {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
