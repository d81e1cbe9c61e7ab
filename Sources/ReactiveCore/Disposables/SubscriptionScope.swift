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
///
/// Not `final` so that an operator can make its per-subscription object the scope
/// itself (`MergeInner`: one allocation per inner instead of two); every member is
/// `final`, so calls stay direct.
@usableFromInline
package class SubscriptionScope: Cancelable, @unchecked Sendable {
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
    // entries are released outside it. The lock is the exclusivity of `first` and
    // `rest`, so they skip Swift's dynamic checks; `parent` is written once, before the
    // child is published.
    @usableFromInline final let lock = Lock()
    @usableFromInline final let disposed = AtomicFlag()
    @usableFromInline final let terminated = AtomicFlag()
    @usableFromInline @exclusivity(unchecked) final var first: Entry?
    @usableFromInline @exclusivity(unchecked) final var rest: [Entry] = []
    /// The scope that created this one with `child()`; a disposed child leaves it.
    @usableFromInline @exclusivity(unchecked) final weak var parent: SubscriptionScope?

    @inlinable package init() { Resources.increment() }

    deinit { Resources.decrement() }

    /// Whether the scope has been disposed (cheap; read on hot paths).
    @inlinable package final var isDisposed: Bool { disposed.isSet }

    /// Marks that the subscriber received its terminal event; returns `true` for the one
    /// caller that did, so a terminal event is handled once even from racing senders.
    @inlinable package final func markTerminated() -> Bool { terminated.set() }

    /// Whether events may still be delivered: neither terminated nor disposed.
    @inlinable package final var isLive: Bool { !terminated.isSet && !disposed.isSet }

    /// Registers `disposable`; disposes it at once if the scope is already disposed.
    @inlinable package final func add(_ disposable: Disposable) {
        add(.disposable(disposable))
    }

    /// Registers `action` to run on disposal; runs it at once if already disposed.
    @inlinable package final func onDispose(_ action: @escaping () -> Void) {
        add(.action(action))
    }

    /// Registers `action(id)` to run on disposal; runs it at once if already disposed.
    /// `action` is usually one closure shared by many subscriptions (see `SubjectHub`).
    @inlinable package final func onDispose(call action: @escaping (UInt64) -> Void, with id: UInt64) {
        add(.call(action, id))
    }

    @inlinable final func add(_ entry: Entry) {
        let accepted = lock.withLock { () -> Bool in
            if disposed.isSet { return false }
            if first == nil { first = entry } else { rest.append(entry) }
            return true
        }
        if !accepted { entry.release() }
    }

    /// Releases everything registered, in registration order; later calls do nothing.
    @inlinable package final func dispose() {
        // The entries are moved out, not copied: copying an optional tuple of entries
        // goes through generic value witnesses, which cost more than the rest of this.
        var taken: Entry?
        var takenRest: [Entry] = []
        let won = lock.withLock { () -> Bool in
            guard disposed.set() else { return false }
            swap(&taken, &first)
            swap(&takenRest, &rest)
            return true
        }
        guard won else { return }
        parent?.removeChild(self)
        taken?.release()
        for entry in takenRest { entry.release() }
    }

    @inlinable final func removeChild(_ child: SubscriptionScope) {
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
    @inlinable package final func child() -> SubscriptionScope {
        let child = SubscriptionScope()
        child.parent = self
        add(.child(child))
        return child
    }
}
