/// The one state machine behind `zip` and `combineLatest` of any number of sources.
///
/// Each source writes its elements into a typed `CombiningSlot` under the core's lock
/// and tells the core its index; the core counts which sources have something, decides
/// whether a combination is ready or the sequence ends, and takes the combination out
/// of the slots with `take` (still under the lock, no user code). The result selector
/// and the downstream sink run outside the lock, through the `DeliveryGate`.
/// The fixed arities and the collection forms differ only in the slots and `take`.

/// Which combining operator a `CombiningCore` runs.
@usableFromInline
package enum CombiningMode: Sendable {
    /// `zip`, with its completion rule.
    case zip(ZipCompletion)
    /// `combineLatest`, with its completion rule.
    case combineLatest(CombineLatestCompletion)
}

/// When `combineLatest` completes (Docs/Semantics.md#combine-latest).
@usableFromInline
package enum CombineLatestCompletion: Sendable {
    /// Rx: when every source completed, or when an element arrives while every other
    /// source completed and some source never emitted (no combination can ever come).
    case allCompletedOrStarved
    /// RAC: only when every source completed.
    case allCompleted
}

/// When `zip` completes besides "every source completed" (Docs/Semantics.md#zip).
@usableFromInline
package enum ZipCompletion: Sendable {
    /// Rx fixed-arity `zip`: only when every source has completed.
    case allCompleted
    /// Rx collection `zip`: also when all sources but one completed and an element
    /// arrives that cannot be paired.
    case allOthersCompletedUnpaired
    /// RAC `zip`: also as soon as a completed source has an empty buffer (checked at each
    /// completion and after each emitted combination).
    case anyCompletedAndDrained
}

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

/// Locking rule: `state` holds the counters and the delivery gate; the slots are touched
/// only inside `state.withLock`. The sink, the selector and `dispose` run outside it.
@usableFromInline
package final class CombiningCore<Values, Result>: @unchecked Sendable {
    @usableFromInline
    struct Source {
        /// Elements buffered (zip) or 0/1 "has a value" (combineLatest).
        @usableFromInline var stored = 0
        @usableFromInline var completed = false
        @inlinable init() {}
    }

    @usableFromInline
    struct State {
        @usableFromInline var sources: ContiguousArray<Source>
        @usableFromInline var sourcesWithValues = 0
        @usableFromInline var completedCount = 0
        @usableFromInline var gate = DeliveryGate<Values>()
        @inlinable init(count: Int) { sources = ContiguousArray(repeating: Source(), count: count) }
    }

    @usableFromInline let state: Locked<State>
    @usableFromInline let mode: CombiningMode
    @usableFromInline let count: Int
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
        self.state = Locked(State(count: count))
        self.mode = mode
        self.count = count
        self.take = take
        self.select = select
        self.sink = sink
        self.scope = scope
        self.children = (0 ..< count).map { _ in scope.child() }
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

    /// What a locked section of `next` decided (a trivial value: the combination itself
    /// is handed out separately, so no enum carrying a `Termination` is copied per event).
    @usableFromInline
    enum Step {
        case none
        /// Deliver the combination taken under the lock (`completesAfter`: zip's
        /// completed source is drained, the completion follows it).
        case combination(GateDecision, completesAfter: Bool)
        /// Deliver `.completed`.
        case complete(GateDecision)
    }

    @inlinable
    func next(_ index: Int, _ store: () -> Void) {
        var values: Values?
        let step = state.withLock { state -> Step in
            if state.gate.isEnded { return .none }
            store()
            state.sources[index].stored += 1
            if state.sources[index].stored == 1 { state.sourcesWithValues += 1 }
            switch mode {
            case .combineLatest(let completion):
                if state.sources[index].stored > 1 { state.sources[index].stored = 1 }
                if state.sourcesWithValues == count {
                    values = take()
                    return .combination(state.gate.admit(ending: false), completesAfter: false)
                }
                if completion == .allCompleted { return .none }
                let othersCompleted = state.completedCount - (state.sources[index].completed ? 1 : 0)
                if othersCompleted == count - 1 { return .complete(state.gate.admit(ending: true)) }
                return .none
            case .zip(let completion):
                if state.sourcesWithValues < count {
                    if completion == .allOthersCompletedUnpaired, state.completedCount == count - 1 {
                        return .complete(state.gate.admit(ending: true))
                    }
                    return .none
                }
                values = take()
                let decision = state.gate.admit(ending: false)
                for source in state.sources.indices {
                    state.sources[source].stored -= 1
                    if state.sources[source].stored == 0 { state.sourcesWithValues -= 1 }
                }
                // A completed source is drained: the completion follows this tuple
                // (offered by the deliverer of the tuple, right after it).
                let completesAfter = completion == .anyCompletedAndDrained
                    && state.sources.contains(where: { $0.completed && $0.stored == 0 })
                return .combination(decision, completesAfter: completesAfter)
            }
        }
        switch step {
        case .none:
            return
        case .combination(let decision, let completesAfter):
            // `values` is set whenever a combination was decided.
            if decision.claim(), let values { deliver(values, completesAfter: completesAfter) }
        case .complete(let decision):
            if decision.claim() { deliverEnd(.completed) }
        }
    }

    @inlinable
    func end(_ index: Int, _ termination: Termination) {
        // The source's own subscription ends here, whatever the outcome.
        children[index].dispose()
        let decision = state.withLock { state -> GateDecision in
            switch termination {
            case .error:
                return state.gate.admit(ending: true)
            case .completed:
                if state.sources[index].completed { return .none }
                state.sources[index].completed = true
                state.completedCount += 1
                if state.completedCount == count { return state.gate.admit(ending: true) }
                if case .zip(.anyCompletedAndDrained) = mode, state.sources[index].stored == 0 {
                    return state.gate.admit(ending: true)
                }
                return .none
            }
        }
        if decision.claim() { deliverEnd(termination) }
    }

    /// Delivers a combination this thread claimed the gate for, outside the lock, then
    /// passes the gate on (the steps of `deliverThroughGate`, on the trivial
    /// `GateDecision`). A throwing `select` ends the sequence with its error and refuses
    /// what other threads wait to send.
    @inlinable
    func deliver(_ values: Values, completesAfter: Bool) {
        if !scope.isDisposed {
            do {
                sink.next(try select(values))
            } catch {
                state.withLock { $0.gate.cancel() }
                sink.end(.error(error))
                return
            }
        }
        // This thread delivers: the completion's offer nests.
        if completesAfter, state.withLock({ $0.gate.admit(ending: true) }).claim() {
            deliverEnd(.completed)
        }
        state.withLock { $0.gate.finishDelivery() }
    }

    /// Delivers a terminal event this thread claimed the gate for, then passes it on.
    @inlinable
    func deliverEnd(_ termination: Termination) {
        if !scope.isDisposed { sink.end(termination) }
        state.withLock { $0.gate.finishDelivery() }
    }
}

extension CombiningMode {
    /// Whether each slot keeps only its latest element (combineLatest) or a queue (zip).
    @inlinable package var keepsLatestOnly: Bool {
        if case .combineLatest = self { return true }
        return false
    }
}

extension Engine {
    /// `zip` / `combineLatest` over a collection of sources of one type, giving the
    /// elements as an array in source order.
    ///
    /// An empty collection completes at once; with `emptyEmitsCombination` it first sends
    /// `select([])`. `nil` takes Rx's rule for the mode (Docs/Semantics.md#zip, Docs/Semantics.md#combine-latest): `zip([])`
    /// only completes, `combineLatest([])` sends the empty combination first. RAC passes
    /// `false` (`+zip:@[]` and `+combineLatest:@[]` are `empty`).
    ///
    /// Rx: `zip(_ collection:)`, `combineLatest(_ collection:)`. RAC: `+zip:`, `+combineLatest:`.
    @inlinable
    package static func combining<Source>(
        _ mode: CombiningMode, _ sources: [Observable<Source>], emptyEmitsCombination: Bool? = nil,
        _ select: @escaping ([Source]) throws -> Element
    ) -> Observable<Element> {
        let latest = mode.keepsLatestOnly
        let emptyEmits = emptyEmitsCombination ?? latest
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
