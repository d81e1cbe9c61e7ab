/// The subscription of every merging operator (see `FlattenPolicy`): the owner of a
/// `MergeStateMachine`, which decides; the core subscribes, delivers and disposes.
///
/// - Each inner sequence gets its own `SubscriptionScope` (a `MergeInner`, which is
///   also the context of the inner's callbacks: one object per inner), disposed when
///   that inner ends, so its subscription window ends then (as in Rx), and dropped from
///   the list of active inners, so a long-lived outer does not accumulate ended ones.
/// - The outer sequence has its own child scope, disposed when it completes.
/// - The result completes when the outer and every active inner have completed;
///   the first error, from the outer, an inner or the selector, ends everything.
/// - Events reach the sink one at a time through the machine's `DeliveryGate`.
/// - Fast paths (`FastPaths.enabled`): a synchronous source
///   (`Observable.runAsSynchronousSource`) as inner is run by the core itself, without a subscription
///   (`MergeCore+SynchronousInners.swift`), and a completed inner's scope serves the next
///   inner (`MergeStateMachine.listInner`).
///
/// Locking rule: `state` (the machine) guards the counts, the waiting inners, the list
/// of active inners (including the links stored in each `MergeInner`), the spare and the
/// gate. Every input is `let action = state.withLock { $0.input(…) }`, then the action is
/// carried out outside the lock: inner subscription, disposal, every call to the sink,
/// and the release of inners and sources. Inners queued by `limited` are subscribed on
/// the thread whose inner completion made room, recursively when that completion is
/// synchronous (as in Rx).
@usableFromInline
package final class MergeCore<Element>: @unchecked Sendable {
    @usableFromInline let state: Locked<MergeStateMachine<Element>>
    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let dropsWhileActive: Bool

    /// Whether the end of the whole subscription releases the outer sequence in turn
    /// with the inner ones, in the order the subscriptions were made, the outer's
    /// counted when its `subscribe` call returned (so after the inners it started
    /// synchronously): RAC's `-flatten:` and `-concat` (ReactiveObjC's order, seen in the
    /// differential run). Otherwise (Rx, RAC's unlimited `-flatten` / `-flattenMap:`)
    /// the outer is released first.
    @usableFromInline let outerReleasedInTurn: Bool
    /// The outer's scope when it is released in turn (set by `attach` before anything
    /// runs).
    @usableFromInline var outerScope: SubscriptionScope?

    /// A core delivering to `sink` as `policy` says.
    @inlinable
    package init(_ sink: EventSink<Element>, policy: FlattenPolicy, outerReleasedInTurn: Bool = false) {
        self.sink = sink
        self.outerReleasedInTurn = outerReleasedInTurn
        dropsWhileActive = policy == .dropWhileActive
        state = Locked(MergeStateMachine(policy: policy, outerReleasedInTurn: outerReleasedInTurn))
    }

    /// Starts a subscription: the outer sequence gets a child scope of `scope`, the
    /// inners are disposed with `scope`. Returns the outer's scope.
    @inlinable
    package func attach(to scope: SubscriptionScope) -> SubscriptionScope {
        // The scope releases in registration order; an outer released in turn is
        // registered after `disposeAll`, which releases it in its turn.
        if outerReleasedInTurn {
            scope.onDispose(disposeAll)
            let outerScope = scope.child()
            self.outerScope = outerScope
            return outerScope
        }
        let outerScope = scope.child()
        scope.onDispose(disposeAll)
        return outerScope
    }

    /// For `dropWhileActive`: reserves the single inner slot before the selector runs.
    /// Always `true` for the other policies.
    @inlinable
    package func reserve() -> Bool {
        if !dropsWhileActive { return true }
        return state.withLock { $0.reserve() }
    }

    /// An outer element was mapped to `inner`: subscribe it now, queue it, or drop it.
    @inlinable
    package func outerNext(_ inner: Observable<Element>) {
        if FastPaths.enabled, inner.runAsSynchronousSource(
            just: { source in outerNext(just: source.element, inner) },
            elements: { source in outerNext(elements: source.elements, inner) }
        ) { return }
        if case .subscribe(let scope) = state.withLock({ $0.outerNext(inner, core: self) }) {
            subscribe(inner, scope)
        }
    }

    /// The outer sequence ended (`outerScope` is its scope).
    @inlinable
    package func outerEnded(_ termination: Termination, outerScope: SubscriptionScope) {
        switch termination {
        case .error:
            let (decision, _) = state.withLock { $0.failed() }
            deliverEnd(termination, decision)
        case .completed:
            let (action, _) = state.withLock { $0.outerCompleted() }
            switch action {
            case .releaseOuter:
                // The outer is released at once while inners run on.
                outerScope.dispose()
            case .complete(let decision):
                // After the completion when it completes the result (RxSwift's order).
                deliverEnd(.completed, decision)
                outerScope.dispose()
            }
        }
    }

    /// A failure outside the sources (a throwing selector): ends everything.
    @inlinable
    package func fail(_ error: Swift.Error) {
        let (decision, _) = state.withLock { $0.failed() }
        deliverEnd(.error(error), decision)
    }

    /// Delivers the end the machine accepted (`decision`), outside the lock.
    @inlinable
    func deliverEnd(_ termination: Termination, _ decision: GateDecision) {
        guard decision.claim() else { return }
        sink.end(termination)
        state.withLock { $0.delivery.finishDelivery() }
    }

    @inlinable
    func subscribe(_ source: Observable<Element>, _ inner: MergeInner<Element>) {
        source.subscribeEngine(innerSink(inner), inner)
    }

    /// The sink an inner sequence sends to. Each closure captures the inner alone, so
    /// Swift uses it as the closure context: the inner is the scope and both callbacks'
    /// context in one object.
    @inlinable
    func innerSink(_ inner: MergeInner<Element>) -> EventSink<Element> {
        EventSink(next: { inner.next($0) }, end: { inner.end($0) })
    }

    /// An element of an inner sequence. A method of the core, so that the sink is read
    /// from `self`, which the call keeps alive: no retain of the sink's closures per
    /// element.
    @inlinable
    func innerNext(_ element: Element) {
        state.deliver(element, to: sink)
    }

    @inlinable
    func innerEnded(_ termination: Termination, _ inner: MergeInner<Element>) {
        if inner.isDisposed { return }
        switch termination {
        case .error:
            let (decision, _) = state.withLock { $0.failed() }
            deliverEnd(termination, decision)
            inner.dispose()
            _ = state.withLock { $0.innerFailed(inner) } // the list's reference, dropped here
        case .completed:
            // The inner's window ends before the next one starts (Rx disposes it first).
            inner.dispose()
            // The list's reference to the inner (unless parked) drops here, before `perform`.
            let (action, _) = state.withLock { $0.innerCompleted(inner, core: self) }
            perform(action)
        }
    }

    /// Carries out what the machine decided after an inner completed, outside the lock.
    @inlinable @inline(__always)
    func perform(_ action: MergeStateMachine<Element>.InnerCompletedAction) {
        switch action {
        case .none:
            break
        case .subscribe(let source, let inner):
            subscribe(source, inner)
        case .complete(let decision):
            deliverEnd(.completed, decision)
        }
    }

    /// The outer's `subscribe` call returned (only needed when the outer is released in
    /// turn).
    @inlinable
    package func outerSubscribeReturned() {
        if outerReleasedInTurn { state.withLock { $0.outerSubscribeReturned() } }
    }

    /// The subscription was disposed: drop queued events and waiting inners, dispose
    /// the active inners in subscription order (and an outer released in turn, in its
    /// turn).
    @inlinable
    func disposeAll() {
        let taken = state.withLock { $0.dispose() } // the waiting sources and the spare drop here
        var inners = taken.inners
        while let inner = inners.removeFirst() {
            if !inner.precedesOuter { outerScope?.dispose() }
            inner.dispose()
        }
        outerScope?.dispose()
    }
}
