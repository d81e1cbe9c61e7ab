/// `refCount`: connects a connectable sequence while it has subscribers.
///
/// The first subscriber connects (after subscribing itself, so it misses nothing);
/// when the last one leaves, the connection is disposed; the next subscriber connects
/// again. When the shared sequence terminates, the connection is dropped and the
/// count starts over, so the next subscriber connects anew (Rx `RefCount`).
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
        let shared = RefCountState()
        return Observable.make { sink, scope in
            let link = RefCountState.Link()
            let end = sink.end
            source.subscribeEngine(EventSink(next: sink.next, end: { termination in
                shared.sharedSequenceEnded(link)?.dispose()
                end(termination)
            }), scope)
            guard let connectionId = shared.subscribed(link, scope) else { return }
            if let connection = connectionId.map({ id in (id, connect()) }) {
                shared.connected(id: connection.0, connection.1)?.dispose()
            }
            scope.onDispose { shared.unsubscribed(link)?.dispose() }
        }
    }
}

/// The shared state of one `refCount` observable.
///
/// Locking rule: `state` (count, connection generation, connection) and every link's
/// `connectionId` are only reached under `state`'s lock. `connect()` and disposal run
/// outside it, so a connection is "connecting" for a while: if everyone leaves
/// meanwhile, the connector disposes what `connect()` returned; if someone arrives
/// again meanwhile, it cancels that request instead of connecting a second time. A
/// generation that ends by the shared sequence's terminal event gets a new id, so a
/// connection of an ended generation is disposed when it arrives.
@usableFromInline
package final class RefCountState: @unchecked Sendable {
    /// One subscriber's view: the connection generation it counted in.
    /// Locking rule: `connectionId` is only reached under the owning state's lock.
    @usableFromInline
    package final class Link {
        @usableFromInline var connectionId = UInt64.max
        @inlinable init() {}
    }

    @usableFromInline
    enum Connection {
        case idle
        case connecting(disconnectRequested: Bool)
        case connected(Disposable)
    }

    @usableFromInline
    struct State {
        @usableFromInline var count = 0
        @usableFromInline var connectionId: UInt64 = 0
        @usableFromInline var connection = Connection.idle
        @inlinable init() {}
    }

    @usableFromInline let state = Locked(State())

    @inlinable init() {}

    /// Counts a subscriber that has subscribed. Returns nil if it already ended (not
    /// counted), `.some(id)` when it must connect generation `id`, `.some(nil)` otherwise.
    @usableFromInline func subscribed(_ link: Link, _ scope: SubscriptionScope) -> UInt64?? {
        state.withLock { state -> UInt64?? in
            link.connectionId = state.connectionId
            if scope.isDisposed { return nil }
            state.count += 1
            guard state.count == 1 else { return .some(nil) }
            switch state.connection {
            case .idle:
                state.connection = .connecting(disconnectRequested: false)
                return .some(state.connectionId)
            case .connecting:                     // the pending connect serves again
                state.connection = .connecting(disconnectRequested: false)
                return .some(nil)
            case .connected:
                preconditionFailure("refCount(): connected with no subscribers")
            }
        }
    }

    /// Stores the connection of generation `id`; returns it for disposal if that
    /// generation ended or everyone left meanwhile.
    @usableFromInline func connected(id: UInt64, _ connection: Disposable) -> Disposable? {
        state.withLock { state in
            guard state.connectionId == id, case .connecting(let disconnectRequested) = state.connection else { return connection }
            if disconnectRequested {
                state.connection = .idle
                return connection
            }
            state.connection = .connected(connection)
            return nil
        }
    }

    /// The shared sequence ended for `link`: drop its generation's connection (returned
    /// for disposal) so the next subscriber connects anew.
    @usableFromInline func sharedSequenceEnded(_ link: Link) -> Disposable? {
        state.withLock { state in
            guard state.connectionId == link.connectionId else { return nil }
            let connection = state.connection
            state.count = 0
            state.connectionId &+= 1
            state.connection = .idle
            if case .connected(let disposable) = connection { return disposable }
            return nil
        }
    }

    /// A subscriber left; the last one takes the connection (returned for disposal).
    @usableFromInline func unsubscribed(_ link: Link) -> Disposable? {
        state.withLock { state in
            guard state.connectionId == link.connectionId else { return nil }
            precondition(state.count > 0, "refCount(): subscriber count went below zero")
            state.count -= 1
            if state.count > 0 { return nil }
            switch state.connection {
            case .connected(let disposable):
                state.connection = .idle
                return disposable
            case .connecting:
                state.connection = .connecting(disconnectRequested: true)
                return nil
            case .idle:
                return nil
            }
        }
    }
}
