import XCTest
import Foundation
import TestSupport

/// Runs `body(index)` on `count` new threads released together and waits (bounded) for
/// all of them: the concurrency primitives' tests use real threads so that senders
/// really contend (a dispatch pool of 2 cores may run the bodies one after another).
func onThreads(_ count: Int, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line,
               _ body: @escaping @Sendable (Int) -> Void) {
    if !runOnThreadsReleasedTogether(count, timeout: timeout, body) {
        XCTFail("threads did not finish within \(timeout) s", file: file, line: line)
    }
}

/// Starts `body` on a new thread; `wait()` on the result blocks until it returned.
func onThread(_ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
    return done
}

/// Records what a sink under test receives from several threads (its own `NSLock`, so
/// the primitive under test is not what protects the record), and notices two calls
/// that overlap.
final class DeliveryLog<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var values: [Value] = []
    private(set) var overlapped = false

    /// Marks a call as running: `body` runs between the two marks.
    func record(_ value: Value, during body: () -> Void = {}) {
        lock.lock()
        inside += 1
        if inside > 1 { overlapped = true }
        values.append(value)
        lock.unlock()
        body()
        lock.lock()
        inside -= 1
        lock.unlock()
    }

    /// Appends without the overlap check (for nested calls, which run inside a call).
    func append(_ value: Value) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var received: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

/// Checks that the values each thread sent arrived in the order it sent them.
func assertPerThreadOrder(_ received: [(thread: Int, sequence: Int)], threads: Int, perThread: Int,
                          file: StaticString = #filePath, line: UInt = #line) {
    var next = [Int](repeating: 0, count: threads)
    for (thread, sequence) in received {
        XCTAssertEqual(sequence, next[thread], "thread \(thread)'s values out of order", file: file, line: line)
        next[thread] = sequence + 1
    }
    XCTAssertEqual(next, [Int](repeating: perThread, count: threads), "values lost", file: file, line: line)
}
