import Dispatch

// Blocking helpers. They wait on the calling thread until the signal delivers, so they
// deadlock when the signal needs the blocked thread: for example waiting on the main
// thread for a signal delivered on `RACScheduler.mainThread()` (Docs/Semantics.md#blocking). From a
// thread with no current scheduler, the subscription itself runs on a background
// scheduler, so waiting there is safe.

/// The outcome of a blocking wait; `Locked` guards it, a semaphore signals it.
@usableFromInline
final class RACBlockingResult<Value>: @unchecked Sendable {
    @usableFromInline let state = Locked<(values: [Value], error: Swift.Error?, done: Bool)>(([], nil, false))
    @usableFromInline let finished = DispatchSemaphore(value: 0)

    @usableFromInline init() {}

    /// Records `value`; returns whether the wait is over (`limit` values collected).
    @usableFromInline func append(_ value: Value, limit: Int) {
        let reached = state.withLock { state -> Bool in
            if state.done { return false }
            state.values.append(value)
            if state.values.count >= limit { state.done = true }
            return state.done
        }
        if reached { finished.signal() }
    }

    /// Records the end.
    @usableFromInline func end(_ error: Swift.Error?) {
        let first = state.withLock { state -> Bool in
            if state.done { return false }
            state.done = true
            state.error = error
            return true
        }
        if first { finished.signal() }
    }

    /// Subscribes to `signal`, waits for `limit` values or the end, then disposes.
    @usableFromInline func run(_ signal: RACSignal<Value>, limit: Int) -> (values: [Value], error: Swift.Error?) {
        let subscription = signal.subscribeNext({ self.append($0, limit: limit) },
                                                error: { self.end($0) },
                                                completed: { self.end(nil) })
        finished.wait()
        subscription.dispose()
        return state.withLock { ($0.values, $0.error) }
    }
}

extension RACSignal {
    /// Blocks until the first value, and returns it; nil if the signal completes empty
    /// or fails. Deadlocks when the signal needs the blocked thread (waiting on the main
    /// thread for values delivered on `RACScheduler.mainThread()`; Docs/Semantics.md#blocking).
    ///
    /// RAC: `-first`. Rx: `toBlocking().first()`.
    public func first() -> Value? {
        let result = RACBlockingResult<Value>().run(self, limit: 1)
        return result.values.first
    }

    /// Blocks until the first value, and returns it; `defaultValue` if the signal
    /// completes empty or fails.
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
    /// RAC: `-firstOrDefault:success:error:` (`throws` instead of `NSError **`).
    public func first(orDefault defaultValue: Value, success: UnsafeMutablePointer<Bool>?) throws -> Value {
        let result = RACBlockingResult<Value>().run(self, limit: 1)
        if let value = result.values.first {
            success?.pointee = true
            return value
        }
        success?.pointee = result.error == nil
        if let error = result.error { throw error }
        return defaultValue
    }

    /// Blocks until the signal completes, and returns all its values; nil if it fails.
    ///
    /// RAC: `-toArray`. Rx: `toBlocking().toArray()`.
    public func toArray() -> [Value]? {
        let result = RACBlockingResult<Value>().run(self, limit: .max)
        return result.error == nil ? result.values : nil
    }

    /// Blocks until the signal completes; throws its error if it fails. The same
    /// deadlock warning as `first()` applies (Docs/Semantics.md#blocking).
    ///
    /// RAC: `-waitUntilCompleted:` (`throws` instead of `NSError **`).
    public func waitUntilCompleted() throws {
        let result = RACBlockingResult<Value>().run(self.ignoreValues(), limit: .max)
        if let error = result.error { throw error }
    }
}
