/// `sample`: a `SampleCore` holds the source's latest element; each tick of `sampler`
/// takes it and sends it through the delivery gate.
///
/// `repeatsLatest` is the difference between the dialects (Docs/Semantics.md#sample):
/// - Rx (`false`): a tick sends only an element that arrived since the previous tick
///   (or `defaultValue`); the source's completion waits for the next tick (the sampler's
///   completion counts as one), and the sampler's completion alone does not complete.
/// - RAC (`true`): every tick after the first element sends the latest element again;
///   the completion of either side completes at once.
///
/// `releasesSamplerFirst` is the order of the two releases when the whole subscription
/// ends: Rx (`false`) the source, then the sampler; RAC (`true`) the sampler first, as
/// ReactiveObjC does.
extension Engine {
    /// Rx: `sample(_:defaultValue:)`. RAC: `-sample:` (with `repeatsLatest: true, releasesSamplerFirst: true`).
    @inlinable
    package func sample<Tick>(
        _ sampler: Observable<Tick>, defaultValue: Element? = nil, repeatsLatest: Bool = false, releasesSamplerFirst: Bool = false
    ) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            // The scope registered first is released first.
            let sourceScope: SubscriptionScope, samplerScope: SubscriptionScope
            if releasesSamplerFirst {
                (samplerScope, sourceScope) = (scope.child(), scope.child())
            } else {
                (sourceScope, samplerScope) = (scope.child(), scope.child())
            }
            let core = SampleCore(sink: sink, scope: scope, defaultValue: defaultValue, repeatsLatest: repeatsLatest)
            source.subscribeEngine(EventSink(next: core.next, end: { termination in
                // A completed source is released at once; an error is forwarded first,
                // and its end releases the source, then the sampler (as RxSwift does).
                if case .completed = termination { sourceScope.dispose() }
                core.sourceEnd(termination)
                sourceScope.dispose()
            }), sourceScope)
            sampler.subscribeEngine(EventSink(next: { _ in core.tick() }, end: { termination in
                // The sampler's end is handled (a last tick, or the result's end), then
                // the sampler is released: a completed sampler that does not end the
                // result is released at its completion.
                core.samplerEnd(termination)
                samplerScope.dispose()
            }), samplerScope)
        }
    }
}

/// The shared state of one `sample` subscription.
///
/// Locking rule: `state` (the latest element, the source's completion, the delivery gate)
/// is only reached under its lock; the sink runs outside it, through the gate.
@usableFromInline
package final class SampleCore<Element>: @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var latest: Element?
        @usableFromInline var sourceCompleted = false
        @usableFromInline var gate = DeliveryGate<Element>()
        @inlinable init() {}
    }

    @usableFromInline let state = Locked(State())
    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let defaultValue: Element?
    @usableFromInline let repeatsLatest: Bool

    @inlinable
    init(sink: EventSink<Element>, scope: SubscriptionScope, defaultValue: Element?, repeatsLatest: Bool) {
        self.sink = sink
        self.scope = scope
        self.defaultValue = defaultValue
        self.repeatsLatest = repeatsLatest
    }

    @inlinable func next(_ element: Element) {
        state.withLock { $0.latest = element }
    }

    @inlinable func tick() {
        let (turn, completesAfter) = state.withLock { state -> (GateTurn<Element>, Bool) in
            var element: Element?
            if repeatsLatest {
                element = state.latest
            } else if let latest = state.latest ?? defaultValue {
                state.latest = nil
                element = latest
            }
            if let element {
                // The completion, if due, follows the sampled element (offered by its
                // deliverer, right after it).
                return (state.gate.offer(element), state.sourceCompleted)
            }
            return (state.sourceCompleted ? state.gate.offerEnd(.completed) : .none, false)
        }
        deliver(turn, completesAfter: completesAfter)
    }

    @inlinable func sourceEnd(_ termination: Termination) {
        let turn = state.withLock { state -> GateTurn<Element> in
            if case .completed = termination, !repeatsLatest {
                state.sourceCompleted = true
                return .none
            }
            return state.gate.offerEnd(termination)
        }
        deliver(turn)
    }

    @inlinable func samplerEnd(_ termination: Termination) {
        if case .completed = termination, !repeatsLatest {
            tick()
            return
        }
        deliver(state.withLock { $0.gate.offerEnd(termination) })
    }

    @inlinable func deliver(_ turn: GateTurn<Element>, completesAfter: Bool = false) {
        deliverThroughGate(turn, completesAfter: completesAfter, scope: scope, select: { $0 }, sink: sink) { body in
            state.withLock { body(&$0.gate) }
        }
    }
}
