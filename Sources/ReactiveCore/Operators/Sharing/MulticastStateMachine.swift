/// The decisions of a `Multicaster`: which subject subscribers and the source share, and
/// whether `connect()` starts a connection or returns the one there is.
///
/// A value type with no lock and no calls out: the `Multicaster` keeps it under its lock,
/// makes subjects and subscribes the source outside it. Generic over the subject and the
/// connection so that its tests can drive it with plain values.
///
/// States (`Lifecycle`) and transitions:
/// - `idle(subject:)`: no connection. `subject` is the one the next subscriber or
///   connection uses; nil until someone needs it (`currentSubject()` says "make one",
///   `subjectMade(_:)` keeps the first one made).
/// - `connected(subject:connection:)`: `connect(_:)` published a connection before the
///   source is subscribed, so a `connect()` while the source is being subscribed (or
///   later) returns that connection, and a connection that ends during its own start
///   (the source ends at once, or a subscriber disconnects it) ends as any other.
/// - `ended(subject:connection:)`: RAC only (`connectsOnce`): the one connection has
///   ended; the subject is kept for good and `connect()` returns the ended connection.
///
/// `connectionEnded(_:)` of the current connection goes to `ended` when `connectsOnce`
/// (RAC `RACMulticastConnection`, Docs/Semantics.md#multicast-connection), and otherwise
/// (Rx) back to `idle` with no subject, so the next subscriber or connection makes a
/// fresh one and `connect()` connects anew. The end of an older connection changes
/// nothing.
@frozen @usableFromInline
package struct MulticastStateMachine<Subject, Connection: AnyObject> {
    /// Where the multicaster is in its connections' lifecycle (see the type's comment).
    @frozen @usableFromInline
    package enum Lifecycle {
        /// No connection; the subject the next one uses, if already made.
        case idle(subject: Subject?)
        /// A connection is in place (its source subscription made or being made).
        case connected(subject: Subject, connection: Connection)
        /// The only connection of a connect-once multicaster has ended.
        case ended(subject: Subject, connection: Connection)
    }

    /// What the owner does after `connect(_:)`, outside its lock.
    @frozen @usableFromInline
    package enum ConnectAction {
        /// There is a connection already (or, RAC, there was one): return it.
        case existing(Connection)
        /// A new connection: subscribe the source to `subject` through it, return it.
        case start(Connection, subject: Subject)
        /// No subject yet: make one (`subjectMade(_:)`), then ask again.
        case makeSubject
    }

    /// The current state (see the type's comment).
    @usableFromInline package private(set) var lifecycle: Lifecycle
    /// RAC: the first connection is the only one (`ended` keeps it).
    @usableFromInline package let connectsOnce: Bool

    /// - Parameter connectsOnce: `true` for RAC's `RACMulticastConnection` (one
    ///   connection, one subject, for good); `false` for Rx's `ConnectableObservable`.
    @inlinable
    package init(connectsOnce: Bool) {
        self.connectsOnce = connectsOnce
        lifecycle = .idle(subject: nil)
    }

    /// The subject in use; nil when the owner must make one (then `subjectMade(_:)`).
    @inlinable
    package func currentSubject() -> Subject? {
        switch lifecycle {
        case .idle(let subject): return subject
        case .connected(let subject, _), .ended(let subject, _): return subject
        }
    }

    /// Keeps `made` unless another caller's subject got there first; returns the
    /// subject to use.
    @inlinable
    package mutating func subjectMade(_ made: Subject) -> Subject {
        if let subject = currentSubject() { return subject }
        lifecycle = .idle(subject: made)
        return made
    }

    /// `connect()`: returns the connection there is, or publishes a new one made by
    /// `newConnection` (called at most once, under the owner's lock) and has the owner
    /// start it, or asks for a subject first.
    @inlinable
    package mutating func connect(_ newConnection: () -> Connection) -> ConnectAction {
        switch lifecycle {
        case .connected(_, let connection), .ended(_, let connection):
            return .existing(connection)
        case .idle(.none):
            return .makeSubject
        case .idle(let subject?):
            let connection = newConnection()
            lifecycle = .connected(subject: subject, connection: connection)
            return .start(connection, subject: subject)
        }
    }

    /// `connection` ended (disposed, or its source terminated): Rx forgets it and its
    /// subject; RAC keeps both (`ended`). An older connection's end changes nothing.
    @inlinable
    package mutating func connectionEnded(_ connection: Connection) {
        guard case .connected(let subject, let current) = lifecycle, current === connection else { return }
        lifecycle = connectsOnce ? .ended(subject: subject, connection: connection) : .idle(subject: nil)
    }
}
