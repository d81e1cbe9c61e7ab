import Foundation

// RAC's waits for tests on the main thread: instead of blocking it, they run the main
// run loop until the signal answers, so work the signal sends to the main thread (and
// anything else queued there) keeps running. On Linux, `RunLoop.main` also runs the
// blocks queued on the main dispatch queue, so they behave the same there; XCTest runs
// test methods on the main thread. Called from another thread they stop with a
// precondition failure, as RAC asserts.

extension RACSignal {
    /// Waits for the first value by running the main run loop (in 0.1 s slices), and
    /// returns it; `defaultValue` if the signal completes empty. If it fails first, or
    /// sends nothing for `timeout` seconds (`RACSignalError.timedOut`), sets `success`
    /// to false and throws; otherwise sets it to true. Main thread only.
    ///
    /// ```swift
    /// let user = try loadUser().asynchronousFirst(orDefault: nil, success: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - defaultValue: returned when the signal completes without a value.
    ///   - success: set to whether the wait ended with a value or completion; nil to ignore.
    ///   - timeout: how many seconds to wait for the first value (10 by default).
    /// - Returns: the first value, or `defaultValue`.
    /// - Throws: the signal's error, or `RACSignalError.timedOut`.
    ///
    /// RAC: `-asynchronousFirstOrDefault:success:error:` (`timeout` 10) and
    /// `-asynchronousFirstOrDefault:success:error:timeout:` (`throws` instead of `NSError **`).
    public func asynchronousFirst(orDefault defaultValue: Value, success: UnsafeMutablePointer<Bool>?,
                                  timeout: TimeInterval = 10) throws -> Value {
        precondition(MainThread.isCurrent,
                     "RACSignal.asynchronousFirst(orDefault:success:timeout:) must be called on the main thread (it runs the main run loop)")
        precondition(timeout >= 0, "RACSignal.asynchronousFirst(orDefault:success:timeout:): timeout must not be negative (got \(timeout))")
        // Written and read on the main thread only: the events are delivered there. The
        // deadline is checked between run-loop slices (a timer on a background scheduler,
        // as RAC uses, would hold the subscription until it fires).
        var result = defaultValue, failure: Swift.Error?, done = false
        let deadline = Date(timeIntervalSinceNow: timeout)
        let subscription = take(1)
            .deliver(on: RACScheduler.mainThread())
            .subscribeNext({ value in
                result = value
                done = true
            }, error: { error in
                if !done {
                    failure = error
                    done = true
                }
            }, completed: {
                done = true
            })
        while !done {
            let now = Date()
            if now >= deadline {
                failure = RACSignalError.timedOut
                break
            }
            _ = RunLoop.main.run(mode: .default, before: min(deadline, now.addingTimeInterval(0.1)))
        }
        subscription.dispose()
        success?.pointee = failure == nil
        if let failure { throw failure }
        return result
    }

    /// Waits for the signal to complete by running the main run loop (in 0.1 s slices);
    /// throws its error, or `RACSignalError.timedOut` when it has not ended after
    /// `timeout` seconds. Values are ignored. Main thread only.
    ///
    /// - Parameter timeout: how many seconds to wait for the signal to end (10 by default).
    /// - Throws: the signal's error, or `RACSignalError.timedOut`.
    ///
    /// RAC: `-asynchronouslyWaitUntilCompleted:` (`timeout` 10) and
    /// `-asynchronouslyWaitUntilCompleted:timeout:` (`throws` instead of `NSError **`).
    public func asynchronouslyWaitUntilCompleted(timeout: TimeInterval = 10) throws {
        _ = try RACSignal<Void>.stage(engine.filter { _ in false }.engine.mapRun { _ in () })
            .asynchronousFirst(orDefault: (), success: nil, timeout: timeout)
    }
}
