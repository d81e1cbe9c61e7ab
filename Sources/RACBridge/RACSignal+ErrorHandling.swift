// RAC's error operators over the engine's catch, retry, repeat and map. RAC's retry
// counts differ from Rx's (Docs/Semantics.md#retry): the facade passes RAC's count to the engine.

extension RACSignal {
    /// On an error, continues with the signal `block` returns for it. The failed
    /// signal's subscription is released at the error.
    ///
    ///     -1-2-#   catch { _ in -8-| }   ->   -1-2---8-|
    ///
    /// - Parameter block: given the error, returns the signal to continue with; called at
    ///   most once per subscription.
    /// - Returns: a signal of this signal's values, then the recovery signal's events.
    ///
    /// RAC: `-catch:`. Rx: `catch(_:)` (Docs/Semantics.md#catch).
    @inlinable
    public func `catch`(_ block: @escaping (Swift.Error) -> RACSignal<Value>) -> RACSignal<Value> {
        RACSignal.stage(engine.catch { error in block(error).asObservable() })
    }

    /// On an error, continues with `signal`.
    ///
    ///     -1-2-#   catch(to: -8-|)   ->   -1-2---8-|
    ///
    /// - Parameter signal: the signal to continue with after an error (the error is dropped).
    /// - Returns: a signal of this signal's values, then `signal`'s events if it failed.
    ///
    /// RAC: `-catchTo:`. Rx: `catch { _ in signal }` (Rx `catchAndReturn(_:)` takes a
    /// value, not a sequence; Docs/Semantics.md#catch).
    @inlinable
    public func `catch`(to signal: RACSignal<Value>) -> RACSignal<Value> {
        let replacement = signal.asObservable()
        return RACSignal.stage(engine.catch { _ in replacement })
    }

    /// On an error, subscribes again, for as long as the signal fails.
    ///
    /// The first subscription is made at once; each later one is a block scheduled on
    /// the scheduler current when the first error arrived, or on a new background
    /// scheduler if there was none (so on the main thread it comes on a later turn of
    /// the main queue). A signal that fails synchronously therefore loops, one scheduled
    /// block per attempt, instead of growing the stack.
    ///
    /// - Returns: a signal that never fails; it ends with a completion or disposal.
    ///
    /// RAC: `-retry`. Rx: `retry()` (which resubscribes through the current-thread
    /// trampoline, at once).
    @inlinable
    public func retry() -> RACSignal<Value> {
        RACSignal.stage(engine.retry(maxAttempts: nil, dialect: .rac, resubscriptionScheduler: RACScheduler.resubscriptionScheduler))
    }

    /// On an error, subscribes again, up to `retryCount` times (so `retryCount + 1`
    /// subscriptions in all); then the last error is sent. `retry(0)` retries forever.
    ///
    ///     -1-#   retry(1)   ->   -1---1-#
    ///
    /// Resubscriptions are scheduled as `retry()` says.
    ///
    /// A negative count is a precondition failure (RAC's count is unsigned).
    ///
    /// - Parameter retryCount: how many resubscriptions to try after errors; `0` means no
    ///   limit. Must not be negative.
    /// - Returns: a signal that fails only when the retries are used up.
    ///
    /// RAC: `-retry:`. Rx: `retry(n)` subscribes `n` times in all, and `retry(0)`
    /// completes without subscribing (Docs/Semantics.md#retry).
    @inlinable
    public func retry(_ retryCount: Int) -> RACSignal<Value> {
        precondition(retryCount >= 0, "RACSignal.retry(_:): retryCount must not be negative (got \(retryCount))")
        // 0 (and `Int.max`, which has no n + 1) mean no limit.
        let attempts = retryCount == 0 || retryCount == .max ? nil : retryCount + 1
        return RACSignal.stage(engine.retry(maxAttempts: attempts, dialect: .rac, resubscriptionScheduler: RACScheduler.resubscriptionScheduler))
    }

    /// Makes a signal that, on each subscription, calls `block` and sends its result then
    /// completes, or sends the error `block` throws.
    ///
    /// ```swift
    /// let settings = RACSignal<Settings>.try { try Settings(contentsOf: url) }
    /// ```
    ///
    /// - Parameter block: makes the value; called once per subscription, and a throw
    ///   becomes the signal's error.
    /// - Returns: a signal of one value, or of the thrown error.
    ///
    /// RAC: `+try:` (a block returning nil and setting the error). Rx: `Observable.deferred`
    /// with a throwing closure that returns `.just(value)`.
    public static func `try`(_ block: @escaping () throws -> Value) -> RACSignal<Value> {
        RACSignal.defer {
            do {
                return RACSignal.return(try block())
            } catch {
                return RACSignal.error(error)
            }
        }
    }

    /// Runs `block` on each value before sending it; an error thrown by `block` ends the
    /// signal with it (the value is not sent).
    ///
    /// ```swift
    /// signal.try { value in
    ///     if value < 0 { throw ParseError.negative }
    /// }
    /// ```
    ///
    /// - Parameter block: checks each value; a throw ends the signal with that error.
    /// - Returns: a signal of the values that passed the check.
    ///
    /// RAC: `-try:` (a block returning `NO` and setting the error). Rx: `map` with a
    /// throwing closure that returns its input.
    @inlinable
    public func `try`(_ block: @escaping (Value) throws -> Void) -> RACSignal<Value> {
        RACSignal.stage(engine.mapRun { value in
            try block(value)
            return value
        })
    }

    /// Maps each value with `block`; an error thrown by `block` ends the signal with it.
    ///
    /// - Parameter block: the transform; throwing ends the signal with that error.
    /// - Returns: a signal of the transformed values.
    ///
    /// RAC: `-tryMap:` (a block returning nil and setting the error). Rx: `map` with a
    /// throwing closure.
    @inlinable
    public func tryMap<Result>(_ block: @escaping (Value) throws -> Result) -> RACSignal<Result> {
        RACSignal<Result>.stage(engine.mapRun(block))
    }

    /// When the signal completes, subscribes again, forever; an error ends it.
    ///
    ///     -1-|   repeat   ->   -1---1---1-...
    ///
    /// Each resubscription is a block scheduled on the scheduler current at the first
    /// completion, or on a new background scheduler (see `retry()`), so a signal that
    /// completes synchronously loops without growing the stack (stop it with `take(_:)`
    /// or disposal).
    ///
    /// - Returns: a signal that never completes; it ends only with an error or disposal.
    ///
    /// RAC: `-repeat`. Rx: no operator on `Observable` (`concat` of a repeated sequence).
    @inlinable
    public func `repeat`() -> RACSignal<Value> {
        RACSignal.stage(engine.repeat(dialect: .rac, resubscriptionScheduler: RACScheduler.resubscriptionScheduler))
    }
}

extension RACScheduler {
    /// Where RAC's `retry` and `repeat` resubscribe (`Dialect.resubscribesOnScheduler`):
    /// on the current scheduler, or on a new background scheduler where there is none.
    @usableFromInline static var resubscriptionScheduler: @Sendable () -> ImmediateSchedulerType {
        { RACScheduler.current() ?? RACScheduler.scheduler() }
    }
}
