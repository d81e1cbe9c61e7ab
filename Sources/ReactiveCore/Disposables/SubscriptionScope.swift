/// Owns the resources of one subscription chain. The engine's unit of disposal.
///
/// A subscriber creates a scope and passes it up the chain with its event handler;
/// each stage that holds a resource (a subject entry, a timer, a child subscription,
/// an `onDispose` action) registers it here. Disposing the scope releases everything
/// registered, in registration order (so upstream first), once. Registering with a
/// disposed scope releases at once, which is how a subscription ended during a
/// synchronous `subscribe` still cleans up. Synchronous sources read `isDisposed` to
/// stop early.
///
/// Contract: whoever passes a scope upstream disposes it after its handler receives a
/// terminal event (as every Rx sink disposes itself after `error` / `completed`).
@usableFromInline
package final class SubscriptionScope: Cancelable, @unchecked Sendable {
    @usableFromInline
    enum Entry {
        case disposable(Disposable)
        case action(() -> Void)
        case child(SubscriptionScope)
        /// `call(id)`: a shared closure plus an argument, so that removing an entry
        /// from a list (a subject's subscriber) needs no closure context per subscription.
        case call((UInt64) -> Void, UInt64)

        @inlinable func release() {
            switch self {
            case .disposable(let disposable): disposable.dispose()
            case .action(let action): action()
            case .child(let child): child.dispose()
            case .call(let action, let id): action(id)
            }
        }

        @inlinable func isChild(_ scope: SubscriptionScope) -> Bool {
            if case .child(let child) = self { return child === scope }
            return false
        }
    }

    // Locking rule: `lock` guards `first`, `rest` and the transition of `disposed`;
    // entries are released outside it. `parent` is set once, before the scope is
    // shared. The lock (or that ordering) is their exclusivity: Swift's dynamic check
    // (a thread-local access set, on every subscribe and dispose) is switched off.
    @usableFromInline let lock = Lock()
    @usableFromInline let disposed = AtomicFlag()
    @usableFromInline let terminated = AtomicFlag()
    @usableFromInline @exclusivity(unchecked) var first: Entry?
    @usableFromInline @exclusivity(unchecked) var rest: [Entry] = []
    /// The scope that created this one with `child()`; a disposed child leaves it.
    @usableFromInline @exclusivity(unchecked) weak var parent: SubscriptionScope?

    @inlinable package init() { Resources.increment() }

    deinit { Resources.decrement() }

    /// Whether the scope has been disposed (cheap; read on hot paths).
    @inlinable package var isDisposed: Bool { disposed.isSet }

    /// Marks that the subscriber received its terminal event; returns `true` for the one
    /// caller that did, so a terminal event is handled once even from racing senders.
    @inlinable package func markTerminated() -> Bool { terminated.set() }

    /// Whether events may still be delivered: neither terminated nor disposed.
    @inlinable package var isLive: Bool { !terminated.isSet && !disposed.isSet }

    /// Registers `disposable`; disposes it at once if the scope is already disposed.
    @inlinable package func add(_ disposable: Disposable) {
        add(.disposable(disposable))
    }

    /// Registers `action` to run on disposal; runs it at once if already disposed.
    @inlinable package func onDispose(_ action: @escaping () -> Void) {
        add(.action(action))
    }

    /// Registers `action(id)` to run on disposal; runs it at once if already disposed.
    /// `action` is usually one closure shared by many subscriptions (see `SubjectHub`).
    @inlinable package func onDispose(call action: @escaping (UInt64) -> Void, with id: UInt64) {
        add(.call(action, id))
    }

    @inlinable func add(_ entry: Entry) {
        let accepted = lock.withLock { () -> Bool in
            if disposed.isSet { return false }
            if first == nil { first = entry } else { rest.append(entry) }
            return true
        }
        if !accepted { entry.release() }
    }

    /// Releases everything registered, in registration order; later calls do nothing.
    @inlinable package func dispose() {
        let taken = lock.withLock { () -> (Entry?, [Entry])? in
            guard disposed.set() else { return nil }
            defer { first = nil; rest = [] }
            return (first, rest)
        }
        guard let (first, rest) = taken else { return }
        parent?.removeChild(self)
        first?.release()
        for entry in rest { entry.release() }
    }

    @inlinable func removeChild(_ child: SubscriptionScope) {
        lock.withLock {
            if let entry = first, entry.isChild(child) {
                first = rest.isEmpty ? nil : rest.removeFirst()
            } else if let index = rest.firstIndex(where: { $0.isChild(child) }) {
                rest.remove(at: index)
            }
        }
    }

    /// A scope that `self` disposes, for a child subscription (an inner sequence, a
    /// retry attempt) that may also end on its own. Disposing the child does not
    /// dispose `self`, and removes the child from `self`, so a long-lived parent does
    /// not accumulate ended children.
    @inlinable package func child() -> SubscriptionScope {
        let child = SubscriptionScope()
        child.parent = self
        add(.child(child))
        return child
    }
}
