/// How a merging operator treats inner sequences: the one parameter that separates
/// `merge`, `merge(maxConcurrent:)`, `concat()`, `flatMap`, `concatMap` and
/// `flatMapFirst`, which all run on `MergeCore`.
@frozen @usableFromInline
package enum FlattenPolicy: Sendable, Equatable {
    /// Subscribes every inner sequence at once. Rx `merge()`, `flatMap`;
    /// RAC `-flatten`, `-flattenMap:`, and `-flatten:0` (the RAC facade maps 0 here:
    /// in RAC 0 means unlimited, Docs/Semantics.md#concurrency-limit-zero).
    case merge
    /// Subscribes at most `maxConcurrent` inner sequences at a time; the others wait,
    /// in order, for an active one to complete. `limited(1)` is `concat()` / `concatMap`.
    /// Rx `merge(maxConcurrent:)`: with 0 (or less) no inner is ever subscribed, the
    /// waiting ones are dropped and the result completes with the outer (Docs/Semantics.md#concurrency-limit-zero).
    case limited(Int)
    /// Ignores outer elements while an inner sequence is active. Rx `flatMapFirst`.
    case dropWhileActive
}

/// The state machine shared by every merging operator (see `FlattenPolicy`).
///
/// - Each inner sequence gets its own `SubscriptionScope` (a `MergeInner`, which is
///   also the context of the inner's callbacks: one object per inner), disposed when
///   that inner ends, so its subscription window ends then (as in Rx), and dropped from
///   the list of active inners, so a long-lived outer does not accumulate ended ones.
/// - The outer sequence has its own child scope, disposed when it completes.
/// - The result completes when the outer and every active inner have completed;
///   the first error, from the outer, an inner or the selector, ends everything.
/// - Events reach the sink one at a time through the `DeliveryGate`.
/// - Inners that deliver at once with no user code between their elements (`just(x)`;
///   `of` / `from(array)` while the trampoline is free) get no scope and no subscription:
///   the core runs them itself, holding the gate from their admission to their end
///   (`outerNext(just:)`, `outerNext(elements:on:)`), with the same events in the same
///   order as their subscription would give.
///
/// Locking rule: `state` guards the counts, the waiting inners, the list of active
/// inners (including the links stored in each `MergeInner`) and the gate. Inner
/// subscription, disposal and every call to the sink happen outside it. Inners queued
/// by `limited` are subscribed on the thread whose inner completion made room,
/// recursively when that completion is synchronous (as in Rx).
@usableFromInline
package final class MergeCore<Element>: @unchecked Sendable {
    @usableFromInline
    struct State: GatedState {
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
        /// The subscribed inner sequences that have not ended, oldest first: a list
        /// linked through the inners themselves, so adding and removing one allocates
        /// nothing. The list owns one reference to each listed inner, taken when it is
        /// listed and handed to whoever unlists it (`unlist`, `disposeAll`): the links
        /// themselves are unmanaged, so moving one costs no reference counting.
        @usableFromInline var head: Unmanaged<MergeInner<Element>>?
        @usableFromInline var tail: Unmanaged<MergeInner<Element>>?
        /// The last inner that completed, parked to be the scope of the next one once
        /// nothing else holds it (a synchronous inner then costs no allocation). Dropped
        /// when the outer ends and on disposal (it holds the core: a cycle until then).
        /// A parked inner is a released subscription: `Resources` does not count it.
        @usableFromInline var spare: MergeInner<Element>?
        /// Whether the outer's `subscribe` call has returned (read only when the outer
        /// is released in turn, see `outerReleasedInTurn`).
        @usableFromInline var outerSubscribed = false

        @inlinable init() {}

        /// Lists a new inner (the spare one if nothing else holds it any more, else a
        /// new one); nil when the subscription is over.
        @inlinable
        mutating func register(_ core: MergeCore<Element>) -> MergeInner<Element>? {
            if isDisposed || delivery.isEnded { return nil }
            let inner: MergeInner<Element>
            if spare != nil, isKnownUniquelyReferenced(&spare) {
                // Unique: no source, scheduler or callback can reach it any more.
                inner = spare.take().unsafelyUnwrapped
                Resources.increment()
                inner.prepareForReuse()
            } else {
                // Still held (its source has not let go yet): it stays parked.
                inner = MergeInner(core)
            }
            let link = Unmanaged.passRetained(inner) // the list's reference
            inner.older = tail
            if let tail { tail._withUnsafeGuaranteedRef { $0.newer = link } } else { head = link }
            tail = link
            inner.isListed = true
            inner.precedesOuter = !outerSubscribed
            return inner
        }

        /// Removes an ended inner from the list (once; after `disposeAll` took the list,
        /// it belongs to `disposeAll`) and hands the caller the list's reference to it
        /// (nil if it was not listed), to keep as the spare or release outside the lock.
        @inlinable
        mutating func unlist(_ inner: MergeInner<Element>) -> Unmanaged<MergeInner<Element>>? {
            if isDisposed || !inner.isListed { return nil }
            inner.isListed = false
            let older = inner.older, newer = inner.newer
            if let older { older._withUnsafeGuaranteedRef { $0.newer = newer } } else { head = newer }
            if let newer { newer._withUnsafeGuaranteedRef { $0.older = older } } else { tail = older }
            inner.older = nil
            inner.newer = nil
            return Unmanaged.passUnretained(inner)
        }

        /// Keeps an inner that completed, given with the reference `unlist` handed over,
        /// as the spare (see `spare`); returns the reference if it was not kept, for the
        /// caller to release outside the lock.
        @inlinable
        mutating func keepAsSpare(_ listed: Unmanaged<MergeInner<Element>>?) -> Unmanaged<MergeInner<Element>>? {
            guard let listed else { return nil }
            if spare == nil && !outerStopped && !isDisposed {
                spare = listed.takeRetainedValue()
                Resources.decrement()
                return nil
            }
            return listed
        }

        /// An active inner completed (the subscription goes on): the oldest waiting
        /// inner takes its place, or the result completes if it was the last one and
        /// the outer has completed.
        @inlinable
        mutating func innerCompleted(_ core: MergeCore<Element>) -> AfterInner {
            if waitingHead < waiting.count {
                let inner = waiting[waitingHead]
                waitingHead += 1
                if waitingHead == waiting.count {
                    waiting.removeAll(keepingCapacity: true)
                    waitingHead = 0
                }
                guard let registered = register(core) else { return .nothing }
                return .subscribe(inner, registered) // `active` is unchanged
            }
            active -= 1
            if outerStopped && active == 0 {
                let turn = delivery.offerEnd(.completed)
                if !turn.isNone { return .complete(turn) }
            }
            return .nothing
        }

        /// A synchronous inner (see `admitSynchronousInner`) completed: gives the gate
        /// back if it held it (`delivered`), then ends the inner as `innerEnded` does.
        @inlinable
        mutating func endSynchronousInner(_ core: MergeCore<Element>, delivered: Bool) -> AfterInner {
            if delivered { delivery.finishDelivery() }
            if isDisposed || delivery.isEnded { return .nothing }
            return innerCompleted(core)
        }

        /// Unparks the spare inner, for the caller to drop outside the lock.
        @inlinable
        mutating func takeSpare() -> MergeInner<Element>? {
            guard let inner = spare.take() else { return nil }
            Resources.increment()
            return inner
        }
    }

    /// What to do after an inner sequence completed.
    @usableFromInline
    enum AfterInner {
        case nothing
        case subscribe(Observable<Element>, MergeInner<Element>)
        case complete(GateTurn<Element>)
    }

    @usableFromInline let state = Locked(State())
    @usableFromInline let sink: EventSink<Element>
    /// `Int.max` for `merge` and `dropWhileActive`.
    @usableFromInline let maxConcurrent: Int
    @usableFromInline let dropsWhileActive: Bool
    /// Set before an error or the disposal ends the gate (whether or not it is the end
    /// that wins): an array inner delivering on the stack reads it between elements
    /// instead of taking the lock (see `outerNext(elements:on:)`).
    @usableFromInline let ending = AtomicFlag()

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

    @inlinable
    package init(_ sink: EventSink<Element>, policy: FlattenPolicy, outerReleasedInTurn: Bool = false) {
        self.sink = sink
        self.outerReleasedInTurn = outerReleasedInTurn
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
        // `just(x)` (the class is final: comparing the type is `is`).
        let type = ObjectIdentifier(type(of: inner))
        if type == ObjectIdentifier(JustProducer<Element>.self) {
            return outerNext(just: unsafeDowncast(inner, to: JustProducer<Element>.self))
        }
        // `of(...)` / `from(array)` when this subscription would own the trampoline.
        if type == ObjectIdentifier(SequenceProducer<[Element]>.self) {
            let trampoline = Trampoline.current
            if !trampoline.isActive {
                return outerNext(elements: unsafeDowncast(inner, to: SequenceProducer<[Element]>.self), on: trampoline)
            }
        }
        let admitted = state.withLock { state -> MergeInner<Element>? in
            admit(inner, &state) ? state.register(self) : nil
        }
        if let admitted { subscribe(inner, admitted) }
    }

    /// Whether `inner` runs now, decided under the lock for every kind of inner: counted
    /// active (true), queued for `limited` (false), or refused because the subscription
    /// is over (false). `dropWhileActive`'s slot was taken by `reserve`: its inner only
    /// needs the subscription to go on.
    @inlinable
    func admit(_ inner: Observable<Element>, _ state: inout State) -> Bool {
        if state.isDisposed || state.delivery.isEnded { return false }
        if dropsWhileActive { return true }
        if state.active >= maxConcurrent {
            state.waiting.append(inner)
            return false
        }
        state.active += 1
        return true
    }

    /// `outerNext` for a `just(x)` inner admitted at once: what its subscription would
    /// do, without the subscription. Its run delivers `x` at once and completes, with no
    /// user code in between, so no scope is needed for it: the gate is taken in the
    /// same lock section that admits the inner, and given back in the one that ends it.
    /// As `Trampoline.runProducer` would run it: as the trampoline's owner if the
    /// trampoline is not active, so that what the sink queues runs after the inner ended.
    /// A just queued by `limited` waits as any inner does.
    @inlinable
    func outerNext(just: JustProducer<Element>) {
        let decision = admitSynchronousInner(just)
        if case .none = decision { return }
        let trampoline = Trampoline.current
        if trampoline.isActive {
            runJust(just.element, decision)
        } else {
            trampoline.runAsOwner { runJust(just.element, decision) }
        }
    }

    /// `outerNext` for an `of(...)` / `from(array)` inner while `trampoline` (this
    /// thread's) is not active: what its subscription would do (the loop that owns the
    /// trampoline and runs on the stack, `IteratorLoopTask.subscribe`), without a scope
    /// while it runs there.
    /// Between two elements only the array's iterator runs, so the gate is held from
    /// the lock section that admits the inner to the one that ends it; each later
    /// element first reads `ending` (only an error or the disposal can end the gate
    /// while this inner is active), without a lock.
    /// If an element queues work on the trampoline, the inner becomes an ordinary one
    /// (listed, with its scope) whose loop goes on behind that work, as the queued loop
    /// would; the gate is given back first.
    @inlinable
    func outerNext(elements producer: SequenceProducer<[Element]>, on trampoline: Trampoline) {
        let decision = admitSynchronousInner(producer)
        if case .none = decision { return }
        trampoline.runAsOwner {
            var iterator = producer.elements.makeIterator()
            guard decision.claim() else {
                // Refused while waiting: the gate has ended, nothing more is delivered.
                return perform(state.withLock { state in state.endSynchronousInner(self, delivered: false) })
            }
            guard var element = iterator.next() else {
                return perform(state.withLock { state in state.endSynchronousInner(self, delivered: true) })
            }
            while true {
                sink.next(element)
                if !trampoline.isQueueEmpty {
                    // Work queued by this element runs before the next one, as in Rx.
                    let inner = state.withLock { state -> MergeInner<Element>? in
                        state.delivery.finishDelivery()
                        return state.register(self) // `active` already counts it
                    }
                    if let inner {
                        IteratorLoopTask.enqueue(iterator, innerSink(inner), inner, on: trampoline)
                    }
                    return
                }
                guard let following = iterator.next() else {
                    return perform(state.withLock { state in state.endSynchronousInner(self, delivered: true) })
                }
                if ending.isSet {
                    // An error or the disposal is ending the gate: the original loop's
                    // later elements would be refused from then on.
                    return state.withLock { $0.delivery.finishDelivery() }
                }
                element = following
            }
        }
    }

    /// Admits an inner that delivers at once (a `just`, an array on the stack): counts
    /// it active (or queues it, for `limited`) and takes the gate in the same lock
    /// section. `.none`: nothing to run.
    @inlinable
    func admitSynchronousInner(_ inner: Observable<Element>) -> GateDecision {
        state.withLock { state -> GateDecision in
            admit(inner, &state) ? state.delivery.admit(ending: false) : .none
        }
    }

    /// The run of an admitted `just` inner: delivers `element` (if this thread's turn
    /// came), then ends the inner as `innerEnded` does.
    @inlinable
    func runJust(_ element: Element, _ decision: GateDecision) {
        let delivers = decision.claim()
        if delivers { sink.next(element) }
        perform(state.withLock { state in state.endSynchronousInner(self, delivered: delivers) })
    }

    /// The outer sequence ended (`outerScope` is its scope).
    @inlinable
    package func outerEnded(_ termination: Termination, outerScope: SubscriptionScope) {
        switch termination {
        case .error:
            _ = ending.set()
            let spare = state.withLock { state in state.takeSpare() }
            state.deliverEnd(termination, to: sink)
            _ = spare
        case .completed:
            let (turn, completes, spare) = state.withLock { state -> (GateTurn<Element>, Bool, MergeInner<Element>?) in
                state.outerStopped = true
                let spare = state.takeSpare()
                // `active` counts subscribed inners only: with `limited(0)` the waiting
                // ones are dropped here, as in Rx.
                return state.active == 0 ? (state.delivery.offerEnd(.completed), true, spare) : (.none, false, spare)
            }
            _ = spare
            // The outer is released at once while inners run on, and after the
            // completion when it completes the result (RxSwift's order).
            if !completes { outerScope.dispose() }
            state.act(turn, to: sink)
            outerScope.dispose()
        }
    }

    /// A failure outside the sources (a throwing selector): ends everything.
    @inlinable
    package func fail(_ error: Swift.Error) {
        _ = ending.set()
        state.deliverEnd(.error(error), to: sink)
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
            _ = ending.set()
            state.deliverEnd(termination, to: sink)
            inner.dispose()
            state.withLock { $0.unlist(inner) }?.release()
        case .completed:
            // The inner's window ends before the next one starts (Rx disposes it first).
            inner.dispose()
            var released: Unmanaged<MergeInner<Element>>?
            let next = state.withLock { state -> AfterInner in
                let listed = state.unlist(inner)
                if state.isDisposed || state.delivery.isEnded {
                    released = listed
                    return .nothing
                }
                defer { released = state.keepAsSpare(listed) }
                return state.innerCompleted(self)
            }
            released?.release()
            perform(next)
        }
    }

    /// Carries out what `State.innerCompleted` decided, outside the lock.
    @inlinable
    func perform(_ next: AfterInner) {
        switch next {
        case .nothing:
            break
        case .subscribe(let source, let inner):
            subscribe(source, inner)
        case .complete(let turn):
            state.act(turn, to: sink)
        }
    }

    /// The outer's `subscribe` call returned (only needed when the outer is released in
    /// turn).
    @inlinable
    package func outerSubscribeReturned() {
        if outerReleasedInTurn { state.withLock { $0.outerSubscribed = true } }
    }

    /// The subscription was disposed: drop queued events and waiting inners, dispose
    /// the active inners in subscription order (and an outer released in turn, in its
    /// turn).
    @inlinable
    func disposeAll() {
        _ = ending.set()
        let (oldest, spare) = state.withLock { state -> (Unmanaged<MergeInner<Element>>?, MergeInner<Element>?) in
            state.isDisposed = true // from now on the list belongs to this call
            state.delivery.cancel()
            state.waiting = []
            state.waitingHead = 0
            defer { state.head = nil; state.tail = nil }
            return (state.head, state.takeSpare())
        }
        _ = spare // released outside the lock
        var cursor = oldest
        while let link = cursor {
            let inner = link.takeRetainedValue() // the list's reference, now this call's
            cursor = inner.newer
            inner.newer = nil
            inner.older = nil
            if !inner.precedesOuter { outerScope?.dispose() }
            inner.dispose()
        }
        outerScope?.dispose()
    }
}

/// One inner subscription of a `MergeCore`: its scope, the context of both of its
/// callbacks, and a link of the core's list of active inners.
///
/// Locking rule: `older`, `newer` and `isListed` are guarded by the core's `state` lock
/// (after `disposeAll` took the list, only it touches them); the lock is their
/// exclusivity, so they skip Swift's dynamic checks.
@usableFromInline
final class MergeInner<Element>: SubscriptionScope, @unchecked Sendable {
    @usableFromInline let core: MergeCore<Element>
    @usableFromInline @exclusivity(unchecked) var older: Unmanaged<MergeInner>?
    @usableFromInline @exclusivity(unchecked) var newer: Unmanaged<MergeInner>?
    @usableFromInline @exclusivity(unchecked) var isListed = false
    /// Listed before the outer's `subscribe` call returned (guarded as `isListed`).
    @usableFromInline @exclusivity(unchecked) var precedesOuter = false

    @inlinable init(_ core: MergeCore<Element>) {
        self.core = core
        super.init()
        // Rx removes a finished inner from its group (disposing it) at once.
        releasesOutermostStage = false
    }

    /// Makes a completed inner, which nothing else holds any more, a new subscription's
    /// scope: disposed with nothing left registered (its runs have returned), unlisted.
    @inlinable func prepareForReuse() {
        disposed.storage.store(0, ordering: .releasing)
        terminated.storage.store(0, ordering: .releasing)
    }

    @inlinable func next(_ element: Element) {
        if isDisposed { return }
        core.innerNext(element)
    }

    @inlinable func end(_ termination: Termination) {
        core.innerEnded(termination, self)
    }
}
