/// The engine of multicasting: a source, a subject made on demand, and at most one
/// connection (the source's subscription that feeds the subject).
///
/// One parameter carries the dialect difference:
/// - Rx (`connectsOnce: false`): when a connection ends (disposed, or the source
///   terminated), the subject is dropped, so the next subscription or connection
///   makes a fresh one with `makeSubject` (a fixed subject is simply returned again),
///   and `connect()` connects anew.
/// - RAC (`connectsOnce: true`, Docs/Semantics.md#multicast-connection): the first `connect()` is the only one;
///   later calls return that same connection, disposed or not, and the subject is
///   kept for good.
///
/// Facades: Rx `multicast`, `publish`, `replay`, `replayAll` present it as a
/// `ConnectableObservable` (`MulticastObservable`). RACBridge's
/// `RACMulticastConnection` wraps it directly: `signal` = `subscribe`, `connect()`,
/// and `autoconnect()` = `Engine.refCount(connect:)` over it (which, with
/// `connectsOnce`, can never reconnect). RAC `replay`/`replayLast` = a replay subject
/// (RAC flavour), `connectsOnce`, and `connect()` at once; `replayLazily` =
/// `lazilyConnected()`.
///
/// Locking rule: `state` (a `MulticastStateMachine`: the subject, the connection) is only
/// reached under its lock, where the new connection object is made too. `makeSubject`,
/// the source subscription and disposal run outside it, as the machine's actions say.
@usableFromInline
package final class Multicaster<Input, Element>: @unchecked Sendable {
    @usableFromInline typealias StateMachine = MulticastStateMachine<SubjectParts<Input, Element>, MulticastConnection>

    @usableFromInline let state: Locked<StateMachine>
    @usableFromInline let makeSubject: () -> SubjectParts<Input, Element>
    /// Subscribes the source to a subject for a connection; built in the `@inlinable`
    /// init so the per-event path is specialized.
    @usableFromInline let feed: (_ subject: @escaping (Event<Input>) -> Void, _ connection: MulticastConnection) -> Void

    /// - Parameter dialect: its `multicastConnectsOnce`: RAC (`true`): the first
    ///   connection is the only one and the subject is kept for good; Rx (`false`): each
    ///   ended connection drops its subject, and `connect()` connects anew.
    /// - Parameter releasesAfterForwarding: when the source ends, release it only after
    ///   the subject has told its subscribers (Rx `share(replay:)` with `.whileConnected`
    ///   and a replay of 0 or 1), instead of before (Rx `multicast`, `publish`).
    /// - Parameter makeSubject: a subject for a connection (return the same one to keep it).
    @inlinable
    package init(source: Observable<Input>, dialect: Dialect = .rx, releasesAfterForwarding: Bool = false,
                 makeSubject: @escaping () -> SubjectParts<Input, Element>) {
        state = Locked(StateMachine(connectsOnce: dialect.multicastConnectsOnce))
        self.makeSubject = makeSubject
        feed = { subject, connection in
            source.subscribeEngine(EventSink(next: { element in
                if !connection.isDisposed { subject(.next(element)) }
            }, end: { termination in
                // The connection ends before the subject tells its subscribers, so
                // that a subscriber reacting to the end finds it disconnected (Rx order).
                if releasesAfterForwarding {
                    if connection.detach() { subject(termination.event()) }
                    connection.scope.dispose()
                } else if connection.end() {
                    subject(termination.event())
                }
            }), connection.scope)
        }
    }

    /// The current subject, made now if there is none.
    @inlinable package func subject() -> SubjectParts<Input, Element> {
        if let subject = state.withLock({ $0.currentSubject() }) { return subject }
        let made = makeSubject()
        return state.withLock { $0.subjectMade(made) }
    }

    /// Subscribes to the current subject.
    @inlinable package func subscribe(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        subject().observable.subscribeEngine(sink, scope)
    }

    /// Connects the subject to the source unless already connected; returns the
    /// connection.
    @inlinable package func connect() -> MulticastConnection {
        while true {
            let action = state.withLock { state in
                state.connect {
                    let connection = MulticastConnection()
                    connection.ended = { [weak self, unowned connection] in self?.connectionEnded(connection) }
                    return connection
                }
            }
            switch action {
            case .existing(let connection):
                return connection
            case .makeSubject:
                _ = subject()
            case .start(let connection, let subject):
                feed(subject.on, connection)
                return connection
            }
        }
    }

    /// An observable that connects on its first subscription and never disconnects,
    /// then subscribes to the subject (RAC `replayLazily`, Docs/Semantics.md#replay-and-share).
    @inlinable package func lazilyConnected() -> Observable<Element> {
        Observable.make { [self] sink, scope in
            _ = connect()
            subscribe(sink, scope)
        }
    }

    @usableFromInline func connectionEnded(_ connection: MulticastConnection) {
        state.withLock { $0.connectionEnded(connection) }
    }
}

/// One connection of a `Multicaster`: the source subscription feeding the subject.
/// Disposing it disconnects; it also ends itself when the source terminates.
///
/// Locking rule: no lock. `disposed` (atomic) lets one caller end the connection;
/// `ended` is set once before the connection is published and cleared by that caller.
@usableFromInline
package final class MulticastConnection: Cancelable, @unchecked Sendable {
    @usableFromInline let scope = SubscriptionScope()
    @usableFromInline let disposed = AtomicFlag()
    /// Tells the multicaster; set once before the connection is published.
    @usableFromInline var ended: (() -> Void)?

    @inlinable init() {}

    /// Whether the connection has ended.
    @inlinable package var isDisposed: Bool { disposed.isSet }

    /// Ends the connection; `true` for the one caller that did.
    @inlinable func end() -> Bool {
        guard detach() else { return false }
        scope.dispose()
        return true
    }

    /// Ends the connection but keeps the source subscribed (its owner releases it);
    /// `true` for the one caller that did.
    @inlinable func detach() -> Bool {
        guard disposed.set() else { return false }
        ended?()
        ended = nil
        return true
    }

    /// Disconnects the subject from the source.
    @inlinable package func dispose() { _ = end() }
}

/// The Rx presentation of a `Multicaster`. Locking rule: no state of its own (the
/// multicaster keeps its state behind its lock).
@usableFromInline
package final class MulticastObservable<Input, Element>: ConnectableObservable<Element>, @unchecked Sendable {
    @usableFromInline let multicaster: Multicaster<Input, Element>

    /// Presents `multicaster` as a connectable sequence.
    @inlinable package init(_ multicaster: Multicaster<Input, Element>) {
        self.multicaster = multicaster
        super.init()
    }

    override package func connect() -> Disposable { multicaster.connect() }

    override package func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeThroughEngine(observer)
    }

    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        multicaster.subscribe(sink, scope)
    }
}

extension Engine {
    /// A connectable sequence sharing this one through subjects made by `makeSubject`
    /// (a fresh one after each connection ends; return the same subject to keep it).
    /// Rx `multicast(makeSubject:)`, `multicast(_:)`, `publish`, `replay`, `replayAll`.
    @inlinable
    package func multicast<Result>(makeSubject: @escaping () -> SubjectParts<Element, Result>) -> ConnectableObservable<Result> {
        MulticastObservable(Multicaster(source: source, makeSubject: makeSubject))
    }

    /// For each subscription: a subject from `makeSubject`, the sequence `selector`
    /// builds on it (subscribed), then the connection. A thrown error ends that
    /// subscription with it. Rx `multicast(_:selector:)`.
    @inlinable
    package func multicast<Intermediate, Result>(
        makeSubject: @escaping () throws -> SubjectParts<Element, Intermediate>,
        selector: @escaping (Observable<Intermediate>) throws -> Observable<Result>
    ) -> Observable<Result> {
        let source = self.source
        return Observable.make { sink, scope in
            let connectable: MulticastObservable<Element, Intermediate>
            let selected: Observable<Result>
            do {
                let subject = try makeSubject()
                connectable = MulticastObservable(Multicaster(source: source) { subject })
                selected = try selector(connectable)
            } catch {
                sink.end(.error(error))
                return
            }
            selected.subscribeEngine(sink, scope)
            scope.add(connectable.multicaster.connect())
        }
    }
}
