import Foundation

// The message bookkeeping of a delegate proxy, platform-free: which delegate messages are
// observed, sending each reported message to its observers before and after the user's
// delegate gets it, and whether the proxy answers a message at all. On Apple platforms the
// key is the message's `Selector`; the tests use strings. Tested on Linux
// (DelegateProxyTests).

/// The messages a delegate proxy reports, keyed by message (a `Selector` on Apple
/// platforms), each with the observers of `sentMessage` (before the user's delegate is
/// called) and of `methodInvoked` (after it).
///
/// A proxy reports a message by calling `report(_:_:forward:)` from its own implementation
/// of that delegate method. Messages declared `observationOnly` are the ones the proxy
/// implements only to report them: the proxy answers them (`responds`) only while they are
/// observed or the user's delegate implements them, so that the view behaves as if the
/// proxy were not there (a table view offers swipe-to-delete only when its data source
/// answers `tableView(_:commit:forRowAt:)`).
///
/// Locking rule: `state` (the dispatchers and the observation-only keys) is only touched
/// under its lock; subjects are sent to, and the `observersChanged` callbacks run, outside it.
package final class DelegateMessages<Key: Hashable>: @unchecked Sendable {
    /// One message's observers: a subject, and the shared sequence handed to subscribers.
    private final class Dispatcher {
        let subject = PublishSubject<[Any]>()
        let sequence: Observable<[Any]>

        init(observersChanged: @escaping () -> Void) {
            sequence = subject
                .do(onSubscribed: observersChanged, onDispose: observersChanged)
                .share()
                .subscribe(on: MainScheduler.instance)
        }
    }

    private struct State {
        var sent: [Key: Dispatcher] = [:]
        var invoked: [Key: Dispatcher] = [:]
        var observationOnly: Set<Key> = []
        var completed = false
    }

    private let state = Locked(State())

    package init() {}

    /// Declares messages the proxy implements only to report them (see the class).
    package func declareObservationOnly<Keys: Sequence>(_ keys: Keys) where Keys.Element == Key {
        state.withLock { $0.observationOnly.formUnion(keys) }
    }

    /// The arguments of each `key` message, sent before the user's delegate gets it.
    ///
    /// - Parameters:
    ///   - key: The message.
    ///   - observersChanged: Run when an observer comes or goes (the proxy re-installs
    ///     itself so that the view asks it again which messages it answers); kept from the
    ///     first call for this key.
    package func sentMessage(_ key: Key, observersChanged: @escaping () -> Void) -> Observable<[Any]> {
        dispatcher(key, \.sent, observersChanged)
    }

    /// The arguments of each `key` message, sent after the user's delegate got it.
    ///
    /// - Parameters:
    ///   - key: The message.
    ///   - observersChanged: As for `sentMessage(_:observersChanged:)`.
    package func methodInvoked(_ key: Key, observersChanged: @escaping () -> Void) -> Observable<[Any]> {
        dispatcher(key, \.invoked, observersChanged)
    }

    private func dispatcher(_ key: Key, _ table: WritableKeyPath<State, [Key: Dispatcher]>,
                            _ observersChanged: @escaping () -> Void) -> Observable<[Any]> {
        let made = Dispatcher(observersChanged: observersChanged) // outside the lock; dropped if one exists
        let (dispatcher, completed) = state.withLock { state -> (Dispatcher, Bool) in
            if let existing = state[keyPath: table][key] { return (existing, state.completed) }
            state[keyPath: table][key] = made
            return (made, state.completed)
        }
        if completed && dispatcher === made { made.subject.onCompleted() }
        return dispatcher.sequence
    }

    /// Whether `key` has an observer, through `sentMessage` or `methodInvoked`.
    package func hasObservers(_ key: Key) -> Bool {
        let (sent, invoked) = state.withLock { ($0.sent[key], $0.invoked[key]) }
        return (sent?.subject.hasObservers ?? false) || (invoked?.subject.hasObservers ?? false)
    }

    /// Reports one `key` message: its `sentMessage` observers get `arguments`, then
    /// `forward` runs (the proxy passes the message on to the user's delegate), then its
    /// `methodInvoked` observers get `arguments`.
    package func report(_ key: Key, _ arguments: [Any], forward: () -> Void) {
        let sent = state.withLock { $0.sent[key] }
        sent?.subject.onNext(arguments)
        forward()
        let invoked = state.withLock { $0.invoked[key] }
        invoked?.subject.onNext(arguments)
    }

    /// Whether the proxy answers `key`: an observation-only message while it is observed
    /// or the user's delegate answers it; another message the proxy implements, always;
    /// one it does not implement, when the user's delegate answers it (it is forwarded).
    ///
    /// - Parameters:
    ///   - key: The message.
    ///   - implementedByProxy: Whether the proxy's class implements it.
    ///   - forwardResponds: Whether the user's delegate answers it.
    package func responds(_ key: Key, implementedByProxy: Bool, forwardResponds: Bool) -> Bool {
        if forwardResponds { return true }
        guard implementedByProxy else { return false }
        let observationOnly = state.withLock { $0.observationOnly.contains(key) }
        return !observationOnly || hasObservers(key)
    }

    /// Completes every observer, present and future (the proxy is going away).
    package func complete() {
        let dispatchers = state.withLock { state -> [Dispatcher] in
            state.completed = true
            return Array(state.sent.values) + Array(state.invoked.values)
        }
        for dispatcher in dispatchers { dispatcher.subject.onCompleted() }
    }
}

/// Argument `index` of a reported message as `T` (how the `rx` extensions read
/// `methodInvoked`'s arguments).
///
/// - Throws: `RxCocoaError.castingError` when there is no such argument or it is not a `T`.
package func delegateArgument<T>(_ arguments: [Any], _ index: Int, as type: T.Type = T.self) throws -> T {
    guard arguments.indices.contains(index) else {
        throw RxCocoaError.castingError(object: arguments, targetType: type)
    }
    guard let value = arguments[index] as? T else {
        throw RxCocoaError.castingError(object: arguments[index], targetType: type)
    }
    return value
}
