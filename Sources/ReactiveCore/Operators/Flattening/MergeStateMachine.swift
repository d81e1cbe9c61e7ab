/// The decisions of a merging operator (`MergeCore`), as a value: no lock, no sink, no
/// subscription. Each input returns what the core does next, outside its lock.
///
/// Transitions of `Lifecycle`: `subscribingOuter` → `running` (`outerSubscribeReturned()`);
/// `running` → `outerCompleted` (`outerCompleted()` with inners active) or → `ended` (no
/// inner active: the result completes); `outerCompleted` → `ended` (the last inner's
/// completion); any → `ended` (`failed()`: the first end wins); any → `disposed` (`dispose()`).
///
/// Besides the lifecycle it counts the active inners (subscribed, or reserved by
/// `dropWhileActive`), queues the inners waiting for room (`limited`), lists the active
/// inners (`IntrusiveList`, for disposal in subscription order), parks the last completed
/// inner for reuse (`SubscriptionScope.reuseParked()`), and holds the `DeliveryGate`.
@usableFromInline
package struct MergeStateMachine<Element>: GatedState {
    /// Where the subscription is (see the type's comment).
    @usableFromInline
    package enum Lifecycle: Equatable, Sendable {
        /// The outer's `subscribe` call has not returned (only when it is released in turn).
        case subscribingOuter
        /// The outer is live.
        case running
        /// The outer completed; active inners run on.
        case outerCompleted
        /// A terminal event was accepted: nothing more is subscribed, queued or parked.
        case ended
        /// Disposed: the list of inners belongs to the disposing call.
        case disposed
    }

    /// What the core does with a new inner sequence.
    @usableFromInline
    package enum OuterNextAction {
        /// Nothing: it was queued (`limited`) or refused (the subscription is over).
        case none
        /// Subscribe it with this scope.
        case subscribe(MergeInner<Element>)
    }

    /// What the core does after an inner completed.
    @usableFromInline
    package enum InnerCompletedAction {
        /// Nothing (the subscription goes on, or is over).
        case none
        /// Subscribe a waiting inner (it took the completed one's place) with this scope.
        case subscribe(Observable<Element>, MergeInner<Element>)
        /// Claim the gate and deliver the completion of the result.
        case complete(GateDecision)
    }

    /// What the core does after the outer completed.
    @usableFromInline
    package enum OuterCompletedAction {
        /// Inners are still active: release the outer now.
        case releaseOuter
        /// No inner is active: claim the gate and deliver the completion (unless refused),
        /// then release the outer.
        case complete(GateDecision)
    }

    /// Where the subscription is.
    @usableFromInline package private(set) var lifecycle: Lifecycle
    /// The gate every event of the result passes (the core delivers elements through it
    /// with `Locked.deliver`).
    @usableFromInline package var delivery = DeliveryGate<Element>()
    /// Inner sequences subscribed (or reserved, for `dropWhileActive`) and not ended.
    @usableFromInline package private(set) var activeCount = 0
    /// Inner sequences waiting for room (`limited`), oldest at `waitingHead`.
    @usableFromInline var waiting: [Observable<Element>] = []
    @usableFromInline var waitingHead = 0
    /// The subscribed inners that have not ended, oldest first.
    @usableFromInline var inners = IntrusiveList<MergeInner<Element>>()
    /// The last inner that completed, parked to be the scope of the next one once nothing
    /// else holds it. Dropped when the outer ends and on disposal (it holds the core: a
    /// cycle until then).
    @usableFromInline var spare: MergeInner<Element>?
    /// `Int.max` for `merge` and `dropWhileActive`.
    @usableFromInline let maxConcurrent: Int
    @usableFromInline let dropsWhileActive: Bool

    /// A machine for `policy`; `outerReleasedInTurn`: the outer's release is ordered
    /// among the inners' (see `MergeCore.outerReleasedInTurn`).
    @inlinable
    package init(policy: FlattenPolicy, outerReleasedInTurn: Bool) {
        lifecycle = outerReleasedInTurn ? .subscribingOuter : .running
        switch policy {
        case .merge: (maxConcurrent, dropsWhileActive) = (.max, false)
        case .limited(let count): (maxConcurrent, dropsWhileActive) = (count, false)
        case .dropWhileActive: (maxConcurrent, dropsWhileActive) = (.max, true)
        }
    }

    /// Nothing more is subscribed or delivered (a terminal event was accepted, or disposed).
    @inlinable package var isOver: Bool { lifecycle == .ended || lifecycle == .disposed }

    /// The number of inners waiting for room.
    @inlinable package var waitingCount: Int { waiting.count - waitingHead }

    // MARK: Inputs from the outer sequence

    /// `dropWhileActive`: takes the single inner slot before the selector runs (the
    /// selector is not called for dropped elements, as in Rx); false if taken or over.
    @inlinable
    package mutating func reserve() -> Bool {
        if activeCount != 0 || isOver { return false }
        activeCount = 1
        return true
    }

    /// An outer element was mapped to `source`: subscribe it with a listed scope (made
    /// by `core`, or the spare), queue it, or drop it.
    @inlinable
    package mutating func outerNext(_ source: Observable<Element>, core: MergeCore<Element>) -> OuterNextAction {
        if !admit(source) { return .none }
        guard let inner = listInner(core) else { return .none }
        return .subscribe(inner)
    }

    /// `outerNext` for a source the core runs itself (a synchronous source): counts it
    /// active (or queues it) and takes the gate in the same step.
    @inlinable
    package mutating func outerNextSynchronous(_ source: Observable<Element>) -> GateDecision {
        admit(source) ? delivery.admit(ending: false) : .none
    }

    /// Whether `source` runs now: counted active (true), queued for `limited` (false), or
    /// refused because the subscription is over (false). `dropWhileActive`'s slot was
    /// taken by `reserve()`.
    @inlinable
    mutating func admit(_ source: Observable<Element>) -> Bool {
        if isOver { return false }
        if dropsWhileActive { return true }
        if activeCount >= maxConcurrent {
            waiting.append(source)
            return false
        }
        activeCount += 1
        return true
    }

    /// The outer's `subscribe` call returned (tracked when the outer is released in turn).
    @inlinable
    package mutating func outerSubscribeReturned() {
        if lifecycle == .subscribingOuter { lifecycle = .running }
    }

    /// The outer completed: the result completes now if no inner is active (`limited(0)`
    /// drops its waiting ones, as Rx). Also hands back the spare, to drop outside the lock.
    @inlinable
    package mutating func outerCompleted() -> (OuterCompletedAction, spare: MergeInner<Element>?) {
        let spare = takeSpare()
        if activeCount != 0 {
            if !isOver { lifecycle = .outerCompleted }
            return (.releaseOuter, spare)
        }
        return (.complete(acceptEnd()), spare)
    }

    /// An error (from the outer, an inner or the selector) ends everything: the gate's
    /// decision for delivering it. Also hands back the spare.
    @inlinable
    package mutating func failed() -> (GateDecision, spare: MergeInner<Element>?) {
        (acceptEnd(), takeSpare())
    }

    // MARK: Inputs from inner sequences

    /// An inner completed: unlists it, then its place goes to the oldest waiting inner,
    /// or the result completes if it was the last and the outer has completed. Hands back
    /// the list's reference to it unless it is parked as the spare, to drop outside the lock.
    @inlinable
    package mutating func innerCompleted(_ inner: MergeInner<Element>, core: MergeCore<Element>)
        -> (InnerCompletedAction, released: MergeInner<Element>?) {
        let removed = unlist(inner)
        if isOver { return (.none, removed) }
        let action = innerEnded(core)
        return (action, park(removed))
    }

    /// An inner failed (its error was delivered): unlists it, handing back the list's reference.
    @inlinable
    package mutating func innerFailed(_ inner: MergeInner<Element>) -> MergeInner<Element>? {
        unlist(inner)
    }

    /// A synchronous inner (`outerNextSynchronous`) completed: gives the gate back if it
    /// held it (`delivered`), then ends as `innerCompleted` does.
    @inlinable
    package mutating func synchronousInnerCompleted(core: MergeCore<Element>, delivered: Bool) -> InnerCompletedAction {
        if delivered { delivery.finishDelivery() }
        if isOver { return .none }
        return innerEnded(core)
    }

    /// Between two elements of a synchronous inner: whether it may deliver the next one.
    /// If a terminal event was accepted meanwhile (an error from another thread, the
    /// disposal), it gives the gate back and stops: the later elements would be refused.
    @inlinable
    package mutating func synchronousInnerMayContinue() -> Bool {
        if !delivery.isEnded { return true }
        delivery.finishDelivery()
        return false
    }

    /// A synchronous inner's element queued work on the trampoline: it gives the gate
    /// back and becomes an ordinary inner (listed, already counted active), whose scope
    /// this returns; nil if the subscription is over.
    @inlinable
    package mutating func synchronousInnerYielded(core: MergeCore<Element>) -> MergeInner<Element>? {
        delivery.finishDelivery()
        return listInner(core)
    }

    // MARK: Disposal

    /// The subscription was disposed: refuses everything from now on and hands back the
    /// active inners (oldest first, with the list's references), the waiting sources and
    /// the spare, all to be released outside the lock.
    @inlinable
    package mutating func dispose()
        -> (inners: IntrusiveList<MergeInner<Element>>, waiting: [Observable<Element>], spare: MergeInner<Element>?) {
        lifecycle = .disposed // from now on the list belongs to the caller
        delivery.cancel()
        var dropped: [Observable<Element>] = []
        swap(&dropped, &waiting)
        waitingHead = 0
        return (inners.removeAll(), dropped, takeSpare())
    }

    // MARK: Helpers

    /// An active inner ended and the subscription goes on.
    @inlinable
    mutating func innerEnded(_ core: MergeCore<Element>) -> InnerCompletedAction {
        if waitingHead < waiting.count {
            let source = waiting[waitingHead]
            waitingHead += 1
            if waitingHead == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                waitingHead = 0
            }
            guard let inner = listInner(core) else { return .none }
            return .subscribe(source, inner) // `activeCount` is unchanged
        }
        activeCount -= 1
        if lifecycle == .outerCompleted && activeCount == 0 { return .complete(acceptEnd()) }
        return .none
    }

    /// Offers the terminal event to the gate; the lifecycle ends unless it already has.
    @inlinable
    mutating func acceptEnd() -> GateDecision {
        if !isOver { lifecycle = .ended }
        return delivery.admit(ending: true)
    }

    /// Lists a new inner scope: the spare if nothing else holds it any more, else a new
    /// one; nil when the subscription is over.
    @inlinable
    mutating func listInner(_ core: MergeCore<Element>) -> MergeInner<Element>? {
        if isOver { return nil }
        let inner: MergeInner<Element>
        if FastPaths.enabled, spare != nil, isKnownUniquelyReferenced(&spare), let reused = spare.take() {
            // Unique: no source, scheduler or callback can reach it any more.
            reused.reuseParked()
            inner = reused
        } else {
            inner = MergeInner(core) // the spare, if any, is still held: it stays parked
        }
        inners.append(inner)
        inner.precedesOuter = lifecycle == .subscribingOuter
        return inner
    }

    /// Unlists an ended inner, handing back the list's reference (nil if not listed, or
    /// if `dispose()` took the list).
    @inlinable
    mutating func unlist(_ inner: MergeInner<Element>) -> MergeInner<Element>? {
        if lifecycle == .disposed { return nil }
        return inners.remove(inner)
    }

    /// Parks a completed inner as the spare if the slot is free and inners may still
    /// come; otherwise hands it back.
    @inlinable
    mutating func park(_ inner: consuming MergeInner<Element>?) -> MergeInner<Element>? {
        guard FastPaths.enabled, let inner, spare == nil,
              lifecycle == .running || lifecycle == .subscribingOuter else { return inner }
        inner.park()
        spare = inner
        return nil
    }

    /// Unparks the spare, for the caller to drop outside the lock.
    @inlinable
    mutating func takeSpare() -> MergeInner<Element>? {
        guard let inner = spare.take() else { return nil }
        inner.unpark()
        return inner
    }
}
