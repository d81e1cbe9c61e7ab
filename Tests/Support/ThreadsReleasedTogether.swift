import Foundation

/// Runs `body(index)` on `count` new threads that all start before any runs `body`, then
/// releases them together, so that they really contend (a dispatch pool on two cores may
/// run the bodies one after another). Used by the concurrency and stress tests.
///
/// - Parameters:
///   - count: How many threads to start.
///   - timeout: How long to wait for all of them, in seconds.
///   - body: The work of one thread, given its index (0 to `count - 1`).
/// - Returns: `false` when some thread had not finished within `timeout`.
package func runOnThreadsReleasedTogether(_ count: Int, timeout: TimeInterval, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let group = DispatchGroup()
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            ready.signal()
            go.wait()
            body(index)
            group.leave()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    for _ in 0..<count { ready.wait() }
    for _ in 0..<count { go.signal() }
    return group.wait(timeout: .now() + timeout) == .success
}
