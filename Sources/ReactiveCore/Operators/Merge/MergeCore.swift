/// How a merging operator treats inner sequences: the one parameter that separates
/// `merge`, `merge(maxConcurrent:)`, `concat()`, `flatMap`, `concatMap` and
/// `flatMapFirst`, which all run on `MergeCore`.
@frozen @usableFromInline
package enum FlattenPolicy: Sendable, Equatable {
    /// Subscribes every inner sequence at once. Rx `merge()`, `flatMap`;
    /// RAC `-flatten`, `-flattenMap:`, and `-flatten:0` (the RAC facade maps 0 here:
    /// in RAC 0 means unlimited, P11).
    case merge
    /// Subscribes at most `maxConcurrent` inner sequences at a time; the others wait,
    /// in order, for an active one to complete. `limited(1)` is `concat()` / `concatMap`.
    /// Rx `merge(maxConcurrent:)`: with 0 (or less) no inner is ever subscribed, the
    /// waiting ones are dropped and the result completes with the outer (P11).
    case limited(Int)
    /// Ignores outer elements while an inner sequence is active. Rx `flatMapFirst`.
    case dropWhileActive
}

/// The state machine shared by every merging operator (see `FlattenPolicy`).
///
/// - Each inner sequence gets its own `SubscriptionScope`, disposed when that inner
///   ends, so its subscription window ends then (as in Rx).
/// - The outer sequence has its own child scope, disposed when it completes.
/// - The result completes when the outer and every active inner have completed;
///   the first error, from the outer, an inner or the selector, ends everything.
/// - Events reach the sink one at a time through the `DeliveryGate`.
///
/// Locking rule: `state` guards the counts, the waiting inners, the scopes of the
/// active inners and the gate. Inner subscription, disposal and every call to the
/// sink happen outside it. Inners queued by `limited` are subscribed on the thread
/// whose inner completion made room, recursively when that completion is synchronous
/// (as in Rx).
@usableFromInline
package final class MergeCore<Element>: @unchecked Sendable {
    @usableFromInline
    struct State: SerialDeliveryState {
        @usableFromInline var delivery = DeliveryGate<Element>()
        /// The outer sequence completed.
        @usableFromInline var outerStopped = false
        /// The subscription was disposed: nothing may be subscribed any more.
        @usableFromInline var isDisposed = false
        /// Inner sequences subscribed (or reserved, for `dropWhileActive`) and not ended.
        @usableFromInline var active = 0
        /// Inner sequences waiting for room (`limited`), oldest at `waitingHead`.
        @usableFromInline var waiting: [Observable<Element>] = []
        @usableFromInline var waitingHead = 0
        /// Scopes of the subscribed inner sequences, by subscription order.
        @usableFromInline var inners: [Int: SubscriptionScope] = [:]
        @usableFromInline var nextId = 0

        @inlinable init() {}

        /// Registers a new inner scope; nil when the subscription is over.
        @inlinable
        mutating func register() -> (id: Int, scope: SubscriptionScope)? {
            if isDisposed || delivery.isEnded { return nil }
            let id = nextId
            nextId &+= 1
            let scope = SubscriptionScope()
            inners[id] = scope
            return (id, scope)
        }
    }

    /// What to do after an inner sequence completed.
    @usableFromInline
    enum AfterInner {
        case nothing
        case subscribe(Observable<Element>, id: Int, scope: SubscriptionScope)
        case complete
    }

    @usableFromInline let state = Locked(State())
    @usableFromInline let sink: EventSink<Element>
    /// `Int.max` for `merge` and `dropWhileActive`.
    @usableFromInline let maxConcurrent: Int
    @usableFromInline let dropsWhileActive: Bool

    @inlinable
    package init(_ sink: EventSink<Element>, policy: FlattenPolicy) {
        self.sink = sink
        switch policy {
        case .merge:
            maxConcurrent = .max
            dropsWhileActive = false
        case .limited(let count):
            maxConcurrent = count
            dropsWhileActive = false
        case .dropWhileActive:
            maxConcurrent = .max
            dropsWhileActive = true
        }
    }

    /// Starts a subscription: the outer sequence gets a child scope of `scope`, the
    /// inners are disposed with `scope`. Returns the outer's scope.
    @inlinable
    package func attach(to scope: SubscriptionScope) -> SubscriptionScope {
        let outerScope = scope.child()
        scope.onDispose(disposeAll)
        return outerScope
    }

    /// For `dropWhileActive`: reserves the single inner slot before the selector runs
    /// (the selector is not called for dropped elements, as in Rx). Always `true` for
    /// the other policies.
    @inlinable
    package func reserve() -> Bool {
        if !dropsWhileActive { return true }
        return state.withLock { state in
            if state.active != 0 || state.delivery.isEnded { return false }
            state.active = 1
            return true
        }
    }

    /// An outer element was mapped to `inner`: subscribe it now, queue it, or drop it.
    @inlinable
    package func outerNext(_ inner: Observable<Element>) {
        let admitted = state.withLock { state -> (id: Int, scope: SubscriptionScope)? in
            if dropsWhileActive { return state.register() } // slot taken by `reserve`
            if state.isDisposed || state.delivery.isEnded { return nil }
            if state.active < maxConcurrent {
                guard let registered = state.register() else { return nil }
                state.active += 1
                return registered
            }
            state.waiting.append(inner)
            return nil
        }
        if let (id, scope) = admitted { subscribe(inner, id: id, scope: scope) }
    }

    /// The outer sequence ended (`outerScope` is its scope).
    @inlinable
    package func outerEnded(_ termination: Termination, outerScope: SubscriptionScope) {
        switch termination {
        case .error:
            state.deliverEnd(termination, to: sink)
        case .completed:
            outerScope.dispose()
            let completes = state.withLock { state -> Bool in
                state.outerStopped = true
                // `active` counts subscribed inners only: with `limited(0)` the waiting
                // ones are dropped here, as in Rx.
                return state.active == 0 && state.delivery.offerEnd(.completed) != nil
            }
            if completes {
                sink.end(.completed)
                state.drain(sink)
            }
        }
    }

    /// A failure outside the sources (a throwing selector): ends everything.
    @inlinable
    package func fail(_ error: Swift.Error) {
        state.deliverEnd(.error(error), to: sink)
    }

    @inlinable
    func subscribe(_ inner: Observable<Element>, id: Int, scope: SubscriptionScope) {
        // One object per inner holds what both callbacks need; each closure captures it
        // alone, so Swift uses it as the closure context: one allocation where the two
        // closures' own contexts took two.
        let observer = MergeInner(self, id: id, scope: scope)
        inner.subscribeEngine(EventSink(next: { observer.next($0) }, end: { observer.end($0) }), scope)
    }

    @inlinable
    func innerEnded(_ termination: Termination, id: Int, scope: SubscriptionScope) {
        if scope.isDisposed { return }
        switch termination {
        case .error:
            state.deliverEnd(termination, to: sink)
            scope.dispose()
            state.withLock { _ = $0.inners.removeValue(forKey: id) }
        case .completed:
            // The inner's window ends before the next one starts (Rx disposes it first).
            scope.dispose()
            let next = state.withLock { state -> AfterInner in
                state.inners.removeValue(forKey: id)
                if state.isDisposed || state.delivery.isEnded { return .nothing }
                if state.waitingHead < state.waiting.count {
                    let inner = state.waiting[state.waitingHead]
                    state.waitingHead += 1
                    if state.waitingHead == state.waiting.count {
                        state.waiting.removeAll(keepingCapacity: true)
                        state.waitingHead = 0
                    }
                    guard let (id, scope) = state.register() else { return .nothing }
                    return .subscribe(inner, id: id, scope: scope) // `active` is unchanged
                }
                state.active -= 1
                if state.outerStopped && state.active == 0 && state.delivery.offerEnd(.completed) != nil {
                    return .complete
                }
                return .nothing
            }
            switch next {
            case .nothing:
                break
            case .subscribe(let inner, let id, let scope):
                subscribe(inner, id: id, scope: scope)
            case .complete:
                sink.end(.completed)
                state.drain(sink)
            }
        }
    }

    /// The subscription was disposed: drop queued events and waiting inners, dispose
    /// the active inners in subscription order.
    @inlinable
    func disposeAll() {
        let scopes = state.withLock { state -> [SubscriptionScope] in
            state.isDisposed = true
            state.delivery.cancel()
            state.waiting = []
            state.waitingHead = 0
            let scopes = state.inners.sorted { $0.key < $1.key }.map(\.value)
            state.inners = [:]
            return scopes
        }
        for scope in scopes { scope.dispose() }
    }
}

/// One inner subscription of a `MergeCore`: the context of both of its callbacks.
/// The scope does not point back here, so disposing it drops the callbacks (and this).
@usableFromInline
final class MergeInner<Element> {
    @usableFromInline let core: MergeCore<Element>
    @usableFromInline let id: Int
    @usableFromInline let scope: SubscriptionScope

    @inlinable init(_ core: MergeCore<Element>, id: Int, scope: SubscriptionScope) {
        self.core = core
        self.id = id
        self.scope = scope
    }

    @inlinable func next(_ element: Element) {
        if scope.isDisposed { return }
        core.state.deliver(element, to: core.sink)
    }

    @inlinable func end(_ termination: Termination) {
        core.innerEnded(termination, id: id, scope: scope)
    }
}
