// Blocking helpers, on the engine's blocking wait with RAC's dialect (`Dialect.blockingWaitsOnTrampoline` is false).
// They wait on the calling thread until the signal delivers, so they deadlock when the signal needs the blocked thread: for example waiting on the main
// thread for a signal delivered on `RACScheduler.mainThread()` (Docs/Semantics.md#blocking). From a
// thread with no current scheduler, the subscription itself runs on a background
// scheduler, so waiting there is safe.

extension RACSignal {
    /// Blocks until the first value, and returns it; nil if the signal completes empty
    /// or fails. Deadlocks when the signal needs the blocked thread (waiting on the main
    /// thread for values delivered on `RACScheduler.mainThread()`; Docs/Semantics.md#blocking).
    ///
    /// - Returns: The first value, or nil if the signal ends without one.
    ///
    /// RAC: `-first`. Rx: `toBlocking().first()`.
    public func first() -> Value? {
        let result = engine.waitForEvents(stopAfter: 1, dialect: .rac)
        return result.elements.first
    }

    /// Blocks until the first value, and returns it; `defaultValue` if the signal
    /// completes empty or fails.
    ///
    /// - Parameter defaultValue: Returned when the signal ends without a value.
    /// - Returns: The first value, or `defaultValue`.
    ///
    /// RAC: `-firstOrDefault:`.
    public func first(orDefault defaultValue: Value) -> Value {
        first() ?? defaultValue
    }

    /// Blocks until the first value, and returns it; `defaultValue` if the signal
    /// completes empty. If it fails first, sets `success` to false and throws the
    /// error; otherwise sets `success` to true (pass nil when you only need the throw).
    /// The subscription is disposed before this returns. The same deadlock warning as
    /// `first()` applies.
    ///
    /// ```swift
    /// var succeeded = false
    /// let value = try signal.first(orDefault: 0, success: &succeeded)
    /// ```
    ///
    /// - Parameters:
    ///   - defaultValue: Returned when the signal completes without a value.
    ///   - success: Set to whether a value came or the signal completed (false when it
    ///     failed first); nil to not be told.
    /// - Returns: The first value, or `defaultValue` if the signal completes empty.
    ///
    /// RAC: `-firstOrDefault:success:error:` (`throws` instead of `NSError **`).
    public func first(orDefault defaultValue: Value, success: UnsafeMutablePointer<Bool>?) throws -> Value {
        let result = engine.waitForEvents(stopAfter: 1, dialect: .rac)
        if let value = result.elements.first {
            success?.pointee = true
            return value
        }
        success?.pointee = result.error == nil
        if let error = result.error { throw error }
        return defaultValue
    }

    /// Blocks until the signal completes, and returns all its values; nil if it fails.
    ///
    /// - Returns: Every value, in order, once the signal completes; nil if it fails.
    ///
    /// RAC: `-toArray`. Rx: `toBlocking().toArray()`.
    public func toArray() -> [Value]? {
        let result = engine.waitForEvents(stopAfter: nil, dialect: .rac)
        return result.error == nil ? result.elements : nil
    }

    /// Blocks until the signal completes; throws its error if it fails. The same
    /// deadlock warning as `first()` applies (Docs/Semantics.md#blocking).
    ///
    /// RAC: `-waitUntilCompleted:` (`throws` instead of `NSError **`).
    public func waitUntilCompleted() throws {
        let result = ignoreValues().engine.waitForEvents(stopAfter: nil, dialect: .rac)
        if let error = result.error { throw error }
    }
}
