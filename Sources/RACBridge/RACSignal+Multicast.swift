// RAC's replaying subjects and multicasting, on the engine's serialized RAC hubs
// (`SerialReplayHub`, `SerialBehaviorHub`: no stopped state, Docs/Semantics.md#subjects-after-termination) and its
// connect-once `Multicaster` (Docs/Semantics.md#replay-and-share, Docs/Semantics.md#multicast-connection).

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
/// background scheduler, so a current scheduler always exists while it runs.
///
/// ```
/// capacity 2: 1, 2, 3, completed, 4   late subscriber: 3, 4, completed
/// ```
///
/// RAC: `RACReplaySubject`. Rx: `ReplaySubject` (which ignores events after its end:
/// `2, 3, completed` above).
public final class RACReplaySubject<Value>: RACSubject<Value>, @unchecked Sendable {
    /// A subject that replays the last `capacity` values (`nil` or
    /// `RACReplaySubjectUnlimitedCapacity`: all of them). A negative capacity is a
    /// programming error.
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

/// A subject with a current value, which each new subscriber receives first.
///
/// It keeps no stopped state (Docs/Semantics.md#subjects-after-termination): a subscriber that arrives after the end
/// gets the current value and no completion, and later values still reach it.
/// Subscribing goes through the subscription scheduler, as for `RACReplaySubject`.
///
/// RAC: `RACBehaviorSubject`. Rx: `BehaviorSubject` (a late subscriber gets only the end).
public final class RACBehaviorSubject<Value>: RACSubject<Value>, @unchecked Sendable {
    /// A subject whose current value is `defaultValue`.
    ///
    /// RAC: `+behaviorSubjectWithDefaultValue:`.
    @inlinable
    public init(defaultValue: Value) {
        super.init(hub: SerialBehaviorHub(value: defaultValue))
    }
}

extension RACBehaviorSubject where Value: ExpressibleByNilLiteral {
    /// A subject whose current value is nil.
    ///
    /// RAC: `+subject` on `RACBehaviorSubject`.
    public convenience init() {
        self.init(defaultValue: nil)
    }
}

/// A signal shared through one subject: subscribers of `signal` subscribe to the
/// subject, and `connect()` subscribes the subject to the source signal, **once**
/// (Docs/Semantics.md#multicast-connection): later calls return the same connection, disposed or not.
///
/// ```swift
/// let connection = signal.publish()
/// connection.signal.subscribeNext { print($0) }
/// connection.connect()
/// ```
///
/// RAC: `RACMulticastConnection`. Rx: `ConnectableObservable` (which can reconnect).
public final class RACMulticastConnection<Value>: @unchecked Sendable {
    @usableFromInline let multicaster: Multicaster<Value, Value>

    /// The subject the source is shared through.
    ///
    /// RAC: `signal`.
    public let signal: RACSignal<Value>

    /// A connection sharing `source` through `subject`.
    // Inlinable, as every builder of a per-event path here: built in unspecialized
    // generic code, the forwarding closure ran generic code on every value (15x slower).
    @inlinable
    init(source: Observable<Value>, subject: RACSubject<Value>) {
        signal = subject
        let parts = SubjectParts<Value, Value>(on: { event in
            switch event {
            case .next(let value): subject.sendNext(value)
            case .error(let error): subject.sendError(error)
            case .completed: subject.sendCompleted()
            }
        }, observable: subject)
        multicaster = Multicaster(source: source, connectsOnce: true) { parts }
    }

    /// Subscribes the subject to the source, the first time; returns that connection
    /// (disposing it disconnects for good). Later calls return the same disposable.
    ///
    /// RAC: `-connect`. Rx: `connect()`.
    @discardableResult
    public func connect() -> RACDisposable {
        let connection = multicaster.connect()
        // One wrapper for the connection's lifetime, so every call returns the same object, as in RAC.
        return connectionDisposable.withLock { cached in
            if let cached, (cached.wrapped as AnyObject) === (connection as AnyObject) { return cached }
            let wrapper = RACWrappedDisposable(connection)
            cached = wrapper
            return wrapper
        }
    }

    private let connectionDisposable = Locked<RACWrappedDisposable?>(nil)

    /// A signal that connects on its first subscription and disposes the connection
    /// when its subscriber count drops to zero. The connection is made only once, so
    /// after that, subscribers see a subject that gets nothing more (Docs/Semantics.md#multicast-connection).
    ///
    /// RAC: `-autoconnect`. Rx: `refCount()` (which reconnects).
    @inlinable
    public func autoconnect() -> RACSignal<Value> {
        let multicaster = self.multicaster
        let counted = signal.engine.refCount { multicaster.connect() }
        return RACSignal(Engine.make(subscribingOn: RACSubscriptionScheduler.instance) { sink, scope in
            counted.subscribeEngine(sink, scope)
        })
    }
}

extension RACSignal {
    /// A connection that shares this signal through a new `RACSubject`.
    ///
    /// RAC: `-publish`. Rx: `publish()`.
    @inlinable
    public func publish() -> RACMulticastConnection<Value> {
        multicast(RACSubject())
    }

    /// A connection that shares this signal through `subject`.
    ///
    /// RAC: `-multicast:`. Rx: `multicast(_:)`.
    @inlinable
    public func multicast(_ subject: RACSubject<Value>) -> RACMulticastConnection<Value> {
        RACMulticastConnection(source: self, subject: subject)
    }

    /// Shares this signal through a `RACReplaySubject` keeping every value, connected
    /// **now**, and never disconnected (Docs/Semantics.md#replay-and-share): every subscriber gets all the
    /// values so far, then the rest.
    ///
    /// RAC: `-replay`. Rx: `replayAll()` + `connect()`.
    @inlinable
    public func replay() -> RACSignal<Value> {
        let connection = multicast(RACReplaySubject())
        connection.connect()
        return connection.signal
    }

    /// `replay()` keeping only the latest value.
    ///
    /// RAC: `-replayLast`. Rx: `replay(1)` + `connect()`.
    @inlinable
    public func replayLast() -> RACSignal<Value> {
        let connection = multicast(RACReplaySubject(capacity: 1))
        connection.connect()
        return connection.signal
    }

    /// Shares this signal through a `RACReplaySubject` keeping every value, connected
    /// on the **first subscription** and never disconnected, even when every
    /// subscriber has left (Docs/Semantics.md#replay-and-share).
    ///
    /// RAC: `-replayLazily`. Rx: `share(replay:scope:)` (reference counted).
    @inlinable
    public func replayLazily() -> RACSignal<Value> {
        let lazily = multicast(RACReplaySubject()).multicaster.lazilyConnected()
        return RACSignal(Engine.make(subscribingOn: RACSubscriptionScheduler.instance) { sink, scope in
            lazily.subscribeEngine(sink, scope)
        })
    }
}
