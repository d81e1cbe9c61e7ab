// RAC's multicasting: `RACMulticastConnection` and the operators that share a signal
// through a subject (`publish`, `multicast`, `replay`, `replayLast`, `replayLazily`), on
// the engine's connect-once `Multicaster` (Docs/Semantics.md#replay-and-share,
// Docs/Semantics.md#multicast-connection). The subjects are in RACSubject.swift,
// RACReplaySubject.swift and RACBehaviorSubject.swift.

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
        multicaster = Multicaster(source: source, dialect: .rac) { parts }
    }

    /// Subscribes the subject to the source, the first time; later calls do nothing more.
    ///
    /// - Returns: the connection: disposing it disconnects for good. Every call returns
    ///   the same disposable.
    ///
    /// RAC: `-connect`. Rx: `connect()`.
    @discardableResult
    public func connect() -> RACDisposable {
        let connection = multicaster.connect()
        // One wrapper for the connection's lifetime, so every call returns the same object, as in RAC.
        return connectionDisposable.withLock { cached in
            if let cached, cached.wrapped === connection { return cached }
            let wrapper = RACWrappedDisposable(connection)
            cached = wrapper
            return wrapper
        }
    }

    private let connectionDisposable = Locked<RACWrappedDisposable<MulticastConnection>?>(nil)

    /// A signal that connects on its first subscription and disposes the connection
    /// when its subscriber count drops to zero. The connection is made only once, so
    /// after that, subscribers see a subject that gets nothing more (Docs/Semantics.md#multicast-connection).
    ///
    /// - Returns: a signal of the subject's values that manages the connection.
    ///
    /// RAC: `-autoconnect`. Rx: `refCount()` (which reconnects).
    @inlinable
    public func autoconnect() -> RACSignal<Value> {
        let multicaster = self.multicaster
        let counted = signal.engine.refCount { multicaster.connect() }
        return RACSignal(.starter) { sink, scope in
            counted.subscribeEngine(sink, scope)
        }
    }
}

extension RACSignal {
    /// A connection that shares this signal through a new `RACSubject`.
    ///
    /// - Returns: a connection not connected yet: subscribe to its `signal`, then `connect()`.
    ///
    /// RAC: `-publish`. Rx: `publish()`.
    @inlinable
    public func publish() -> RACMulticastConnection<Value> {
        multicast(RACSubject())
    }

    /// A connection that shares this signal through `subject`.
    ///
    /// - Parameter subject: the subject the source's events go through; its kind decides
    ///   what late subscribers get (`RACReplaySubject`: the values so far).
    /// - Returns: a connection not connected yet, whose `signal` is `subject`.
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
    /// - Returns: the replaying subject, already connected to this signal.
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
    /// - Returns: a subject replaying the latest value, already connected to this signal.
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
    /// - Returns: a signal that connects on its first subscription and replays every value.
    ///
    /// RAC: `-replayLazily`. Rx: `share(replay:scope:)` (reference counted).
    @inlinable
    public func replayLazily() -> RACSignal<Value> {
        let lazily = multicast(RACReplaySubject()).multicaster.lazilyConnected()
        return RACSignal(.starter) { sink, scope in
            lazily.subscribeEngine(sink, scope)
        }
    }
}
