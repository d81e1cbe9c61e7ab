/// The engine of `RACSubject` (and the gate under `SerialReplayHub`,
/// `SerialBehaviorHub` and `RACCommand`'s signals): a subscriber list whose sends are
/// serialized the RAC way (concurrent senders block, callbacks never overlap, a callback
/// that sends again on the same thread goes straight through;
/// Docs/Semantics.md#serialization), for one lock per event in total. It keeps no
/// terminal state: after an end, later subscribers and sends work as before
/// (Docs/Semantics.md#subjects-after-termination).
///
/// The send path holds only the gate: the sender keeps its own copy of the subscriber
/// list (`current`, touched only by the gate's holder) and re-reads the list under
/// `list`'s lock only when `version` says it changed.
///
/// Why the gate is a state word of its own rather than the engine's `Lock` (or a
/// `RecursiveLock`, which is a `Lock` plus an owner): a detach must never wait for a send
/// (a send's callbacks may wait for the detaching thread), yet the detached handler must
/// not stay in `current` until some later send (a subscriber block holding its subject
/// would leak). So a detach that finds the gate taken sets a `dirty` bit that its holder
/// must see before it lets go, and that bit has to live in the same word as "locked":
/// entering is then one compare-and-swap and leaving one more, which also checks for
/// `dirty` and for sleepers. `Lock` offers no try-acquire and no room for the bit; a
/// separate flag would need a full fence on every send to close the race between the
/// holder's last check and its release. Measured (Docs/Performance.md, k-rac against a):
/// a `RecursiveLock` around a `SubjectHub` cost 1.35x the Rx subject per value, this gate
/// 1.03-1.16x. Blocked senders sleep on `Parking` (a pthread mutex and condition
/// variable: `Lock` has no condition to wait on), touched only under contention.
///
/// Locking rules:
/// - `list` (subscribers, ids) is only reached under its lock; every change bumps
///   `version` inside that lock. Subscribe and detach never wait for a send.
/// - The gate (`word`) is held while callbacks run, on purpose (blocking concurrent
///   senders is the guarantee). `current` and `applied` are written only by the gate's
///   holder; `owner` only by the holder, so a thread reading its own id there is inside
///   already.
/// - After each change from outside the gate, `settle()` refreshes `current` if the gate
///   is free, or marks it `dirty` so that its holder refreshes before letting go.
@usableFromInline
package final class SerialHub<Element>: UncheckedStateOwner<SerialHubFields<Element>>, SerializingHub, @unchecked Sendable {
    @usableFromInline typealias List = ObserverList<EventSink<Element>>
    /// The subscribers a send goes to (a detached one's slot may hold a sink that ignores it).
    @usableFromInline typealias Receivers = List.Snapshot

    @usableFromInline let list = Locked(List())
    /// Bumped under `list`'s lock on every change of the subscribers.
    @usableFromInline let version = AtomicWord(0)
    /// The `version` that `current` reflects (written by the gate's holder).
    @usableFromInline let applied = AtomicWord(0)
    /// The gate: `locked | dirty | waiting` bits. `dirty` (set only while locked) asks
    /// the holder to refresh `current` before it lets go; `waiting` says a blocked sender
    /// sleeps on `parking`. One compare-and-swap to enter, one to leave when uncontended.
    @usableFromInline let word = AtomicWord(0)
    @usableFromInline let parking = Parking()
    /// The thread inside the gate, or 0.
    @usableFromInline let owner = AtomicWord(0)
    // `uncheckedState` (`SerialHubFields`) holds the sender's copy of the subscribers,
    // `current`, which only the gate's holder touches (the gate is its exclusivity), and
    // `remover`, written once in `init`.

    @usableFromInline static var locked: Int { 1 }
    @usableFromInline static var dirty: Int { 2 }
    @usableFromInline static var waiting: Int { 4 }

    @inlinable package init() {
        super.init(uncheckedState: SerialHubFields())
        // Built here, where `Element` is concrete, so detaching runs specialized code.
        uncheckedState.remover = { [weak self] id in self?.detach(id) }
    }

    /// Whether any subscriber is attached.
    @inlinable package var hasObservers: Bool { list.withLock { !$0.isEmpty } }

    /// Sends `element` to every current subscriber, serialized.
    @inlinable package func next(_ element: Element) {
        exclusively {
            // A subscribe since the last send (subscribing does not mark the gate dirty).
            if version.load(ordering: .acquiring) != applied.load(ordering: .relaxed) { refresh() }
            // A copy (one retain): a callback may subscribe, detach or send again, which
            // may replace `current` while this loop runs.
            let receivers = uncheckedState.current
            for receiver in receivers { receiver.handler.next(element) }
        }
    }

    /// Ends every current subscriber and detaches them all, serialized; nothing is
    /// recorded (Docs/Semantics.md#subjects-after-termination).
    @inlinable package func end(_ termination: Termination) {
        exclusively {
            let receivers = list.withLock { list -> Receivers in
                version.add(1, ordering: .relaxed)
                return list.removeAll()
            }
            refresh()
            for receiver in receivers { receiver.handler.end(termination) }
        }
    }

    /// Attaches `handler` until `scope` is disposed.
    @inlinable package func subscribe(_ handler: EventSink<Element>, _ scope: SubscriptionScope) {
        let id = list.withLock { list -> UInt64 in
            let id = list.attach(handler)
            version.add(1, ordering: .releasing)
            return id
        }
        // No settle: a stale `current` lacking the new subscriber keeps nothing alive,
        // and the next send sees the new version.
        scope.onDispose(call: uncheckedState.remover, with: id)
    }

    @inlinable func detach(_ id: UInt64) {
        // The usual case, nobody sending: take the gate and refresh `current` in the
        // same pass over the list (one list lock instead of two).
        if word.compareExchange(expected: 0, desired: Self.locked, ordering: .acquiring).exchanged {
            // Let go of `current` first: while it shares the list's storage, removing
            // would copy the whole list (a detach would cost O(N)).
            uncheckedState.current = []
            let (removed, observers) = list.withLock { list -> (EventSink<Element>?, Receivers) in
                let removed = remove(id, from: &list)
                return (removed, snapshot(list))
            }
            // Assigned outside the list lock: releasing the old copy may run deinits.
            uncheckedState.current = observers
            leave()
            _ = removed
            return
        }
        let removed = list.withLock { remove(id, from: &$0) }
        if removed != nil { settle() }
    }

    /// Removes subscriber `id` from `list`, bumping `version`; returns its handler so
    /// that the caller releases it outside the lock.
    @inlinable func remove(_ id: UInt64, from list: inout List) -> EventSink<Element>? {
        guard let removed = list.detach(id) else { return nil }
        version.add(1, ordering: .releasing)
        return removed
    }

    /// Runs `body` holding the gate, or at once when this thread holds it already.
    /// `body` is written once so that the optimizer inlines it into the sender (written
    /// twice, one copy was inlined and the other, the usual one, called).
    @inlinable func exclusively(_ body: () -> Void) {
        let me = Int(bitPattern: currentThreadToken())
        let outermost = owner.load(ordering: .relaxed) != me
        if outermost {
            enter()
            owner.store(me, ordering: .relaxed)
        }
        body()
        if outermost {
            owner.store(0, ordering: .relaxed)
            leave()
        }
    }

    @inlinable func enter() {
        if word.compareExchange(expected: 0, desired: Self.locked, ordering: .acquiring).exchanged { return }
        enterContended()
    }

    /// Blocks until the gate is free, sleeping on `parking` (not inlined: rare).
    @usableFromInline func enterContended() {
        parking.withLock {
            var seen = word.load(ordering: .relaxed)
            while true {
                if seen & Self.locked == 0 {
                    let (exchanged, now) = word.compareExchange(expected: seen, desired: seen | Self.locked, ordering: .acquiring)
                    if exchanged { return }
                    seen = now
                } else if seen & Self.waiting == 0 {
                    let (exchanged, now) = word.compareExchange(expected: seen, desired: seen | Self.waiting, ordering: .relaxed)
                    seen = exchanged ? seen | Self.waiting : now
                } else {
                    // `waiting` is set and we hold `parking`: the holder's wake-up
                    // (under `parking`) cannot slip between this check and the wait.
                    parking.wait()
                    seen = word.load(ordering: .relaxed)
                }
            }
        }
    }

    /// Lets go of the gate; refreshes `current` first when a detach marked it dirty.
    /// The usual case, nothing marked and nobody waiting, is one compare-and-swap inlined
    /// into the sender; the rest is out of line.
    @inlinable func leave() {
        if word.compareExchange(expected: Self.locked, desired: 0, ordering: .releasing).exchanged { return }
        leaveMarked()
    }

    /// `leave()` when the gate is dirty or has a waiter (not inlined: rare).
    @inlinable @inline(never) func leaveMarked() {
        var seen = word.load(ordering: .acquiring)
        while true {
            if seen & Self.dirty != 0 {
                refresh()
                let (exchanged, now) = word.compareExchange(expected: seen, desired: seen & ~Self.dirty, ordering: .acquiringAndReleasing)
                seen = exchanged ? seen & ~Self.dirty : now
                continue
            }
            let (exchanged, now) = word.compareExchange(expected: seen, desired: 0, ordering: .releasing)
            if exchanged {
                if seen & Self.waiting != 0 { parking.wakeAll() }
                return
            }
            seen = now
        }
    }

    /// Re-reads the subscribers into `current`. Call holding the gate. Not inlined: a
    /// send only refreshes after the subscribers changed, and the lock would bloat it.
    @inlinable @inline(never) func refresh() {
        uncheckedState.current = list.withLock { snapshot($0) }
    }

    /// The subscribers for `current`, recording the version they reflect. Call under
    /// `list`'s lock, holding the gate.
    @inlinable func snapshot(_ list: List) -> Receivers {
        // `version` only changes under the list's lock: the pair is consistent.
        applied.store(version.load(ordering: .relaxed), ordering: .relaxed)
        // An empty list is not shared: `current` holding the list's buffer would make
        // the next subscribe copy it (an allocation per subscribe + dispose cycle).
        return list.isEmpty ? [] : list.slots
    }

    /// After a detach: drops the detached handler from `current` now if the gate is free,
    /// or marks the gate dirty so its holder (maybe this thread, in a callback) refreshes
    /// before letting go. Never waits for a send.
    @inlinable func settle() {
        var seen = word.load(ordering: .relaxed)
        while true {
            if seen & Self.locked == 0 {
                let (exchanged, now) = word.compareExchange(expected: seen, desired: seen | Self.locked, ordering: .acquiring)
                if exchanged {
                    refresh()
                    leave()
                    return
                }
                seen = now
            } else if seen & Self.dirty != 0 {
                return
            } else {
                let (exchanged, now) = word.compareExchange(expected: seen, desired: seen | Self.dirty, ordering: .releasing)
                if exchanged { return }
                seen = now
            }
        }
    }
}

/// The state of a `SerialHub` that needs no dynamic exclusivity check (see its locking rule).
@usableFromInline
package struct SerialHubFields<Element> {
    /// The sender's copy of the subscribers; only the gate's holder touches it.
    @usableFromInline var current: ObserverList<EventSink<Element>>.Snapshot = []
    /// Detaches a subscriber by id: one closure per hub, registered in each subscriber's
    /// scope with its id (see `SubjectHub.remover`). Written once, in `init`.
    @usableFromInline var remover: (UInt64) -> Void = { _ in }

    @inlinable init() {}
}
