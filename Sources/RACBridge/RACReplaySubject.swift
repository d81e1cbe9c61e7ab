/// The capacity of a `RACReplaySubject` that keeps every value.
///
/// RAC: `RACReplaySubjectUnlimitedCapacity`.
public let RACReplaySubjectUnlimitedCapacity = Int.max

/// A subject that keeps the last `capacity` values and sends them to each new
/// subscriber first, followed by the completion or error if the subject has ended.
///
/// It keeps no stopped state (Docs/Semantics.md#subjects-after-termination): values sent after the end are still
/// recorded, so a late subscriber gets the buffer as it is now, then the end.
/// The replay goes through the subscription scheduler: at once where the subscribing
/// thread has a current `RACScheduler` (the main thread does), otherwise on a
/// background scheduler, so a current scheduler always exists while it runs. A value
/// sent from another thread during a replay waits for it, then arrives once.
///
/// ```
/// capacity 2: 1, 2, 3, completed, 4   late subscriber: 3, 4, completed
/// ```
///
/// RAC: `RACReplaySubject`. Rx: `ReplaySubject` (which ignores events after its end:
/// `2, 3, completed` above).
public final class RACReplaySubject<Value>: RACSubject<Value>, @unchecked Sendable {
    /// A subject that replays the last `capacity` values.
    ///
    /// - Parameter capacity: how many of the latest values a new subscriber receives;
    ///   `nil` or `RACReplaySubjectUnlimitedCapacity` keeps every value, `0` only the end.
    ///   A negative capacity stops the program (a precondition failure).
    ///
    /// RAC: `+replaySubjectWithCapacity:`.
    @inlinable
    public init(capacity: Int?) {
        if let capacity {
            precondition(capacity >= 0, "RACReplaySubject(capacity:): capacity must not be negative (got \(capacity))")
        }
        super.init(hub: SerialReplayHub<Value>(capacity: capacity == RACReplaySubjectUnlimitedCapacity ? nil : capacity))
    }

    /// A subject that replays every value it was sent.
    ///
    /// RAC: `+subject` on `RACReplaySubject` (`RACReplaySubjectUnlimitedCapacity`).
    public convenience override init() {
        self.init(capacity: nil)
    }
}
