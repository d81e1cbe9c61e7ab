/// `refCount`: a `RefCountCore` counts the subscribers; the first one connects (after
/// subscribing itself), the last one to leave disposes the connection, and a terminal
/// event of the shared sequence drops the connection so the next subscriber connects
/// anew (`RefCountStateMachine` has the states and transitions).
///
/// `connect` is the connectable's: with a Rx `Multicaster` a new connection is a new
/// subscription to the source; with a RAC one (`connectsOnce`) it returns the first
/// connection again, so RAC `autoconnect` never reconnects (Docs/Semantics.md#multicast-connection).
extension Engine {
    /// Rx `refCount()`; RAC `autoconnect` (with a connect-once multicaster).
    /// `self` is the connectable's observable side.
    @inlinable
    package func refCount(connect: @escaping () -> Disposable) -> Observable<Element> {
        let source = self.source
        let core = RefCountCore(connect: connect)
        return Observable.make { sink, scope in
            let subscriber = RefCountCore.Subscriber()
            let end = sink.end
            source.subscribeEngine(EventSink(next: sink.next, end: { termination in
                core.sharedSequenceEnded(subscriber)
                end(termination)
            }), scope)
            guard core.subscribed(subscriber, scope) else { return }
            scope.onDispose { core.unsubscribed(subscriber) }
        }
    }
}

/// The shared state of one `refCount` observable: a `RefCountStateMachine` of
/// `Disposable` connections, and the connectable's `connect`.
///
/// Locking rule: `state` and every subscriber's `generation` are only reached under
/// `state`'s lock. `connect()` and the disposal of a connection run outside it, as the
/// machine's actions say (so a connection is "connecting" for a while: see the machine).
@usableFromInline
package final class RefCountCore: @unchecked Sendable {
    /// One subscriber's view: the connection generation it counted in (none yet: an end
    /// that reaches it before it is counted changes nothing).
    /// Locking rule: `generation` is only reached under the owning core's lock.
    @usableFromInline
    package final class Subscriber {
        @usableFromInline var generation = UInt64.max
        @inlinable init() {}
    }

    @usableFromInline let state = Locked(RefCountStateMachine<Disposable>())
    @usableFromInline let connect: () -> Disposable

    @inlinable init(connect: @escaping () -> Disposable) { self.connect = connect }

    /// Counts `subscriber`, which has subscribed to the shared sequence, and connects if
    /// it is the first; false if it had already ended (not counted).
    @usableFromInline func subscribed(_ subscriber: Subscriber, _ scope: SubscriptionScope) -> Bool {
        let action = state.withLock { state in
            subscriber.generation = state.generation
            return state.subscribed(ended: scope.isDisposed)
        }
        switch action {
        case .notCounted:
            return false
        case .counted:
            return true
        case .connect(let generation):
            let connection = connect()
            perform(state.withLock { $0.connected(generation: generation, connection) })
            return true
        }
    }

    /// The shared sequence ended for `subscriber`: its generation ends.
    @usableFromInline func sharedSequenceEnded(_ subscriber: Subscriber) {
        perform(state.withLock { $0.sharedSequenceEnded(generation: subscriber.generation) })
    }

    /// `subscriber` left.
    @usableFromInline func unsubscribed(_ subscriber: Subscriber) {
        perform(state.withLock { $0.unsubscribed(generation: subscriber.generation) })
    }

    @usableFromInline func perform(_ action: RefCountStateMachine<Disposable>.DisconnectAction) {
        switch action {
        case .none: break
        case .disconnect(let connection): connection.dispose()
        }
    }
}
