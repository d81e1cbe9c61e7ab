/// The decisions of `refCount`: how many subscribers share the connection, when the
/// first one connects and when the last one (or the shared sequence's end) disconnects.
///
/// A value type with no lock and no calls out: `RefCountCore` keeps it under its lock and
/// calls `connect()` and disposes connections outside it, as the actions say. Generic
/// over the connection so that its tests can drive it with plain values.
///
/// Subscribers count in a *generation*: the shared sequence's terminal event ends the
/// generation (the count drops to 0, the id moves on), so the subscribers of an ended
/// generation, leaving later, change nothing, and a connection that arrives for an ended
/// generation is disposed at once.
///
/// States (`Lifecycle`) and transitions:
/// - `idle`: no connection. The first subscriber → `connecting` (`.connect(generation)`).
/// - `connecting(disconnectRequested:)`: the first subscriber calls `connect()` outside
///   the lock. `connected(generation:_:)` → `connected`, or, when everyone left
///   meanwhile (`disconnectRequested`), → `idle` and the connection is disposed. A
///   subscriber arriving meanwhile withdraws that request (the pending connection serves
///   again; no second `connect()`).
/// - `connected(_:)`: the last subscriber leaving → `idle`, disconnect.
/// - From any state, the shared sequence's end (`sharedSequenceEnded(generation:)`) of the
///   current generation → `idle`, disconnecting a connection there is.
///
/// Nothing here differs between the dialects: RAC `autoconnect` differs from Rx
/// `refCount()` through its `connect()`, a connect-once `Multicaster`'s, which returns
/// the ended connection again instead of reconnecting (Docs/Semantics.md#multicast-connection).
@frozen @usableFromInline
package struct RefCountStateMachine<Connection> {
    /// Where the shared connection is (see the type's comment).
    @frozen @usableFromInline
    package enum Lifecycle {
        /// No connection.
        case idle
        /// `connect()` is running outside the lock; `disconnectRequested`: everyone left
        /// meanwhile, so the connection is disposed when it arrives.
        case connecting(disconnectRequested: Bool)
        /// Connected: the connection to dispose when the last subscriber leaves.
        case connected(Connection)
    }

    /// What the owner does after a subscriber subscribed, outside its lock.
    @frozen @usableFromInline
    package enum SubscribedAction: Equatable {
        /// The subscriber ended while subscribing: it is not counted.
        case notCounted
        /// Counted; someone else connects (or has connected).
        case counted
        /// Counted first: call `connect()`, then report `connected(generation:_:)`.
        case connect(generation: UInt64)
    }

    /// What the owner does with a connection, outside its lock.
    @frozen @usableFromInline
    package enum DisconnectAction {
        /// Nothing.
        case none
        /// Dispose this connection.
        case disconnect(Connection)
    }

    /// The shared connection's state (see the type's comment).
    @usableFromInline package private(set) var lifecycle = Lifecycle.idle
    /// The subscribers counted in the current generation.
    @usableFromInline package private(set) var count = 0
    /// The current generation; a subscriber keeps the one it counted in.
    @usableFromInline package private(set) var generation: UInt64 = 0

    /// No subscribers, no connection, generation 0.
    @inlinable package init() {}

    /// A subscriber of the current `generation` has subscribed to the shared sequence;
    /// `ended`: it has already ended (its scope is disposed), so it is not counted.
    @inlinable
    package mutating func subscribed(ended: Bool) -> SubscribedAction {
        if ended { return .notCounted }
        count += 1
        guard count == 1 else { return .counted }
        switch lifecycle {
        case .idle:
            lifecycle = .connecting(disconnectRequested: false)
            return .connect(generation: generation)
        case .connecting:
            lifecycle = .connecting(disconnectRequested: false)
            return .counted
        case .connected:
            preconditionFailure("refCount(): connected with no subscribers")
        }
    }

    /// `connect()` of `generation` returned `connection`: keep it, or hand it back for
    /// disposal when its generation ended or everyone left meanwhile.
    @inlinable
    package mutating func connected(generation: UInt64, _ connection: Connection) -> DisconnectAction {
        guard self.generation == generation, case .connecting(let disconnectRequested) = lifecycle else {
            return .disconnect(connection)
        }
        if disconnectRequested {
            lifecycle = .idle
            return .disconnect(connection)
        }
        lifecycle = .connected(connection)
        return .none
    }

    /// The shared sequence ended for a subscriber of `generation`: the generation ends,
    /// so the next subscriber connects anew.
    @inlinable
    package mutating func sharedSequenceEnded(generation: UInt64) -> DisconnectAction {
        guard self.generation == generation else { return .none }
        let ending = lifecycle
        count = 0
        self.generation &+= 1
        lifecycle = .idle
        if case .connected(let connection) = ending { return .disconnect(connection) }
        return .none
    }

    /// A subscriber of `generation` left; the last one disconnects (or, while
    /// connecting, has the connection disposed when it arrives).
    @inlinable
    package mutating func unsubscribed(generation: UInt64) -> DisconnectAction {
        guard self.generation == generation else { return .none }
        precondition(count > 0, "refCount(): subscriber count went below zero")
        count -= 1
        if count > 0 { return .none }
        switch lifecycle {
        case .connected(let connection):
            lifecycle = .idle
            return .disconnect(connection)
        case .connecting:
            lifecycle = .connecting(disconnectRequested: true)
            return .none
        case .idle:
            return .none
        }
    }
}

extension RefCountStateMachine.DisconnectAction: Equatable where Connection: Equatable {}
extension RefCountStateMachine.Lifecycle: Equatable where Connection: Equatable {}
