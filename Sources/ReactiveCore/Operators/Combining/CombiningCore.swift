/// The owner behind `zip` and `combineLatest` of any number of sources.
///
/// Each source tells the core its index; under the core's lock the
/// `CombiningStateMachine` decides whether a combination is ready or the sequence
/// ends, and the core stores the element in the source's typed `CombiningSlot` and
/// takes the combination out of the slots with `take` (no user code). The result
/// selector and the downstream sink run outside the lock, through the machine's
/// `DeliveryGate`. The fixed arities and the collection forms differ only in the
/// slots and `take`.

/// The typed storage of one source of a `CombiningCore`: a queue for `zip`, the latest
/// element for `combineLatest`. Only reached under the core's lock (which is also
/// why `buffer` skips Swift's dynamic exclusivity check).
@usableFromInline
package final class CombiningSlot<Element> {
    @usableFromInline @exclusivity(unchecked) var buffer = RingBuffer<Element>()
    @usableFromInline let keepsLatestOnly: Bool

    @inlinable package init(keepsLatestOnly: Bool) { self.keepsLatestOnly = keepsLatestOnly }

    /// Stores `element` (call under the core's lock).
    @inlinable package func store(_ element: Element) {
        if keepsLatestOnly { _ = buffer.pop() }
        buffer.push(element)
    }

    /// The element for the next combination (call under the core's lock, when the core
    /// reports this slot non-empty): dequeued for `zip`, read for `combineLatest`.
    @inlinable package func take() -> Element {
        keepsLatestOnly ? buffer.first! : buffer.pop()!
    }
}

/// Locking rule: `state` (the `CombiningStateMachine`: counters, lifecycle, delivery gate)
/// and the slots are touched only inside `state.withLock`; the sink, the selector and
/// `dispose` run outside it, in one `switch` over the machine's action.
@usableFromInline
package final class CombiningCore<Values, Result>: @unchecked Sendable {
    @usableFromInline let state: Locked<CombiningStateMachine<Values>>
    @usableFromInline let take: () -> Values
    @usableFromInline let select: (Values) throws -> Result
    @usableFromInline let sink: EventSink<Result>
    @usableFromInline let scope: SubscriptionScope
    /// One child scope per source, so each source's subscription ends when it completes.
    @usableFromInline let children: [SubscriptionScope]

    @inlinable
    package init(
        count: Int, mode: CombiningMode, sink: EventSink<Result>, scope: SubscriptionScope,
        select: @escaping (Values) throws -> Result, take: @escaping () -> Values
    ) {
        self.state = Locked(CombiningStateMachine(count: count, mode: mode))
        self.take = take
        self.select = select
        self.sink = sink
        self.scope = scope
        self.children = (0 ..< count).map { _ in scope.child() }
        // After the children: the sources are released before the machine stops.
        scope.onDispose { self.dispose() }
    }

    /// Subscribes source `index`, whose elements go into `slot`. Call for every source
    /// after creating the core (all child scopes exist by then, so a source that ends
    /// during its subscription finds them).
    @inlinable
    package func attach<Element>(_ source: Observable<Element>, _ index: Int, _ slot: CombiningSlot<Element>) {
        source.subscribeEngine(EventSink(next: { element in
            self.next(index) { slot.store(element) }
        }, end: { termination in
            self.end(index, termination)
        }), children[index])
    }

    @inlinable
    func next(_ index: Int, _ store: () -> Void) {
        // The combination is handed out beside the action, so the locked section
        // returns a trivial value per event.
        var values: Values?
        let action = state.withLock { machine -> CombiningStateMachine<Values>.NextAction in
            let action = machine.sourceNext(index)
            if case .drop = action { return action }
            store()
            if case .forward = action { values = take() }
            return action
        }
        switch action {
        case .drop, .wait:
            return
        case .forward(let decision, let thenComplete):
            // `values` is set whenever a combination was decided.
            if decision.claim(), let values {
                state.forwardClaimed({ try select(values) }, thenComplete: thenComplete, scope: scope, sink: sink)
            }
        case .complete(let decision):
            if decision.claim() { state.endClaimed(.completed, scope: scope, sink: sink) }
        }
    }

    @inlinable
    func end(_ index: Int, _ termination: Termination) {
        // The source's own subscription ends here, whatever the outcome.
        children[index].dispose()
        let decision = state.withLock { machine -> GateDecision in
            switch termination {
            case .error: return machine.sourceFailed()
            case .completed: return machine.sourceCompleted(index)
            }
        }
        if decision.claim() { state.endClaimed(termination, scope: scope, sink: sink) }
    }

    @inlinable
    func dispose() {
        state.withLock { $0.dispose() }
    }
}

extension Engine {
    /// `zip` / `combineLatest` over a collection of sources of one type, giving the
    /// elements as an array in source order.
    ///
    /// An empty collection completes at once; `combineLatest` first sends `select([])`
    /// when the dialect's `emptyCombineLatestSendsCombination` says so (Rx; RAC's
    /// `+combineLatest:@[]` is `empty`), `zip([])` only completes in both
    /// (Docs/Semantics.md#zip, Docs/Semantics.md#combine-latest). The completion rule is
    /// the dialect's rule for a collection (`zipCollectionCompletion`,
    /// `combineLatestCompletion`).
    ///
    /// Rx: `zip(_ collection:)`, `combineLatest(_ collection:)` (`dialect: .rx`). RAC:
    /// `+zip:`, `+combineLatest:` (`dialect: .rac`).
    @inlinable
    package static func combining<Source>(
        _ kind: CombiningKind, dialect: Dialect = .rx, _ sources: [Observable<Source>],
        _ select: @escaping ([Source]) throws -> Element
    ) -> Observable<Element> {
        let mode = CombiningMode(kind, dialect: dialect, collection: true)
        let latest = mode.keepsLatestOnly
        let emptyEmits = latest && dialect.emptyCombineLatestSendsCombination
        return Observable.make { sink, scope in
            if sources.isEmpty {
                if emptyEmits {
                    let combination: Element
                    do { combination = try select([]) } catch {
                        sink.end(.error(error))
                        return
                    }
                    sink.next(combination)
                    if scope.isDisposed { return }
                }
                sink.end(.completed)
                return
            }
            let slots = sources.map { _ in CombiningSlot<Source>(keepsLatestOnly: latest) }
            let core = CombiningCore(count: sources.count, mode: mode, sink: sink, scope: scope, select: select) {
                slots.map { $0.take() }
            }
            for (index, source) in sources.enumerated() { core.attach(source, index, slots[index]) }
        }
    }
}
