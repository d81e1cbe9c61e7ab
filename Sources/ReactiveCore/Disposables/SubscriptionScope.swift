
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
/// Why a third group of disposables besides `CompositeDisposable` and
/// `RACCompoundDisposable` (the public ones, whose APIs their libraries fix): the
/// engine's release rules (deferral during a producer's run, child scopes that leave
/// their parent, `call` entries without a closure context) live here. All three keep
/// their members in a `DisposalList`.
///
/// Not `final` so that an operator can make its per-subscription object the scope
/// itself (`MergeInner`: one allocation per inner instead of two); every member is
/// `final`, so calls stay direct.
@usableFromInline
package class SubscriptionScope: UncheckedStateOwner<SubscriptionScopeFields>, Cancelable, @unchecked Sendable {
    @usableFromInline
    enum Entry {
        case disposable(Disposable)
        case action(() -> Void)
        case child(SubscriptionScope)
        /// `call(id)`: a shared closure plus an argument, so that removing an entry
        /// from a list (a subject's subscriber) needs no closure context per subscription.
        case call((UInt64) -> Void, UInt64)
        /// The empty inline slot of the list (see `DisposalList`); never registered.
        case vacant

        @inlinable func release() {
            switch self {
            case .disposable(let disposable): disposable.dispose()
            case .action(let action): action()
            case .child(let child): child.dispose()
            case .call(let action, let id): action(id)
            case .vacant: break
            }
        }

        @inlinable var isScope: Bool {
            if case .child = self { return true }
            return false
        }

        @inlinable func isChild(_ scope: SubscriptionScope) -> Bool {
            if case .child(let child) = self { return child === scope }
            return false
        }
    }

    /// An entry with the number of producer runs that were open on the scope when it was
    /// registered: the run it belongs to (see `enterRun`).
    @usableFromInline
    struct Registered: DisposalListMember {
        @usableFromInline let entry: Entry
        @usableFromInline let level: Int
        @inlinable init(_ entry: Entry, _ level: Int) {
            self.entry = entry
            self.level = level
        }

        /// A negative level marks the empty slot, so testing for it reads an integer
        /// instead of copying the entry out.
        @inlinable static var vacant: Registered { Registered(.vacant, -1) }

        @inlinable var isVacant: Bool { level < 0 }
    }

    // Locking rule: `lock` guards `entries` (in `uncheckedState`) and the transition of
    // `disposed`; entries are released outside it. The lock is the exclusivity of
    // `uncheckedState` (`UncheckedStateOwner`), so it skips Swift's dynamic checks; its
    // `parent` is written once, before the child is published, and
    // `releasesOutermostStage` by the stage that creates the scope, before passing it up.
    // `runs` is atomic: the subscribing thread counts its producer runs without the lock,
    // and `dispose` (under the lock) and `exitRun` settle who releases what (both use
    // sequentially consistent operations on `runs` and `disposed`, so one of them always
    // sees the other).
    @usableFromInline final let lock = Lock()
    @usableFromInline final let disposed = AtomicFlag()
    @usableFromInline final let terminated = AtomicFlag()
    @usableFromInline final let runs = AtomicWord(0)
    /// Whether disposing this scope after a terminal event stands for the outermost stage
    /// on it releasing itself once its forwarding has returned (a subscriber's scope, the
    /// source scope of a hop), rather than an operator disposing a finished upstream at
    /// once (`false`: `do`'s and `concat`'s upstream scopes). `do` reads it (see `DoDisposal`).
    @inlinable package final var releasesOutermostStage: Bool {
        get { uncheckedState.releasesOutermostStage }
        set { uncheckedState.releasesOutermostStage = newValue }
    }
    /// The number of producer runs open on the scope (read by a stage during its run).
    @inlinable package final var openRuns: Int { runs.load(ordering: .sequentiallyConsistent) }

    @inlinable package init() {
        Resources.increment()
        super.init(uncheckedState: SubscriptionScopeFields())
    }

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
            let level = runs.load(ordering: .sequentiallyConsistent)
            // Disposed during a producer run: the entry waits for that run to return
            // (a child scope is disposed at once, so that its sources stop).
            if disposed.isSet && (level == 0 || entry.isScope) { return false }
            uncheckedState.entries.append(Registered(entry, level))
            return true
        }
        if !accepted { entry.release() }
    }

    /// Releases everything registered, in registration order; later calls do nothing.
    ///
    /// Disposed while a producer's `run` on this scope has not returned (a sequence that
    /// ends during its own subscription), the scope is disposed at once (`isDisposed`)
    /// but each entry is released when the run that registered it returns, as Rx's
    /// `SinkDisposer` releases a stage's subscription only once its `run` has returned.
    /// Child scopes are disposed at once (they defer their own entries the same way).
    @inlinable package final func dispose() {
        // Most scopes hold nothing when disposed (a finished chain of synchronous stages):
        // deciding that needs no list of taken entries, whose creation and destruction go
        // through generic value witnesses.
        let holdsEntries = lock.withLock { () -> Bool? in
            guard disposed.storage.exchange(1, ordering: .sequentiallyConsistent) == 0 else { return nil }
            return !uncheckedState.entries.isEmpty
        }
        guard let holdsEntries else { return }
        uncheckedState.parent?.removeChild(self)
        if holdsEntries { releaseEntries() }
    }

    /// `dispose`'s release of the entries, once `disposed` is set: the ones registered
    /// during an open producer run wait for that run to return, except child scopes.
    /// (An entry added meanwhile was released by its adder or waits for its run, as
    /// `add` decides under the same lock.)
    @usableFromInline final func releaseEntries() {
        var taken = DisposalList<Registered>()
        lock.withLock {
            if runs.load(ordering: .sequentiallyConsistent) > 0 {
                uncheckedState.entries.moveMembers(into: &taken, where: { $0.entry.isScope })
            } else {
                // Field by field: swapping the whole list goes through its outlined value
                // witnesses.
                swap(&taken.first, &uncheckedState.entries.first)
                swap(&taken.rest, &uncheckedState.entries.rest)
            }
        }
        taken.forEach { $0.entry.release() }
    }

    /// Called by a producer before its `run` on this scope (see `dispose`).
    @inlinable package final func enterRun() {
        runs.add(1, ordering: .sequentiallyConsistent)
    }

    /// Called by a producer after its `run` on this scope returned: if the scope was
    /// disposed meanwhile, releases the entries registered during that run.
    @inlinable package final func exitRun() {
        let open = runs.subtract(1, ordering: .sequentiallyConsistent)
        if disposed.storage.load(ordering: .sequentiallyConsistent) != 0 { releaseDeferred(above: open) }
    }

    /// Runs `body` as a producer's run on this scope, between `enterRun()` and
    /// `exitRun()`: a sequence that ends during its own subscription releases what each
    /// stage registered when that stage's run returns.
    @inlinable @inline(__always) package final func runBracketed(_ body: () -> Void) {
        enterRun()
        body()
        exitRun()
    }

    /// A direct producer's run (at once, on the subscribing thread, no trampoline):
    /// `body`, bracketed, unless the scope is already disposed.
    @inlinable @inline(__always) package final func runDirect(_ body: () -> Void) {
        if isDisposed { return }
        runBracketed(body)
    }

    /// Releases the held entries registered while more than `open` runs were open.
    @usableFromInline final func releaseDeferred(above open: Int) {
        guard lock.withLock({ !uncheckedState.entries.isEmpty }) else { return }
        var taken = DisposalList<Registered>()
        lock.withLock {
            uncheckedState.entries.moveMembers(into: &taken, where: { open == 0 || $0.level > open })
        }
        taken.forEach { $0.entry.release() }
    }

    @inlinable final func removeChild(_ child: SubscriptionScope) {
        lock.withLock {
            _ = uncheckedState.entries.removeFirst(where: { $0.entry.isChild(child) })
        }
    }

    /// A scope that `self` disposes, for a child subscription (an inner sequence, a
    /// retry attempt) that may also end on its own. Disposing the child does not
    /// dispose `self`, and removes the child from `self`, so a long-lived parent does
    /// not accumulate ended children.
    @inlinable package final func child() -> SubscriptionScope {
        let child = SubscriptionScope()
        child.uncheckedState.parent = self
        add(.child(child))
        return child
    }
}

/// Reuse of a finished scope: an operator that makes one scope per short-lived upstream
/// (`MergeInner`, a merge's inner subscription) may keep the last finished one and give
/// it to the next upstream instead of allocating (a `just` inner then costs no
/// allocation). The only way a scope's set-once flags (`disposed`, `terminated`) are
/// cleared; no operator clears them by hand.
///
/// A parked scope is a released subscription: `Resources` does not count it.
extension SubscriptionScope {
    /// Parks this scope for reuse: uncounts it from `Resources` until `reuseParked()` or
    /// `unpark()`. Precondition: disposed (its entries released, or held by a run that
    /// has not returned: `reuseParked()` waits for that).
    @inlinable package final func park() {
        precondition(isDisposed, "SubscriptionScope.park(): only a disposed scope can be parked")
        Resources.decrement()
    }

    /// Takes a parked scope back without reusing it (it is counted again, for its
    /// release by the caller).
    @inlinable package final func unpark() {
        Resources.increment()
    }

    /// Makes a parked scope a new, live scope (not disposed, not terminated), counted
    /// again. Preconditions: parked (`park()`), no producer run open on it, and nothing
    /// but the caller holds it (check `isKnownUniquelyReferenced` first: then no source,
    /// scheduler or callback can reach it, and every entry it had is released).
    @inlinable package final func reuseParked() {
        precondition(isDisposed && openRuns == 0, "SubscriptionScope.reuseParked(): the scope is not a finished, parked one")
        Resources.increment()
        disposed.storage.store(0, ordering: .releasing)
        terminated.storage.store(0, ordering: .releasing)
    }
}

/// The state of a `SubscriptionScope` that its lock (or its creating stage, before the
/// scope is shared) makes exclusive; see the scope's locking rule.
@usableFromInline
package struct SubscriptionScopeFields {
    @usableFromInline var entries = DisposalList<SubscriptionScope.Registered>()
    @usableFromInline var releasesOutermostStage = true
    /// The scope that created this one with `child()`; a disposed child leaves it.
    @usableFromInline weak var parent: SubscriptionScope?

    @inlinable init() {}
}
