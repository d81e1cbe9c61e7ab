/// `sample`: a `SampleCore`'s `SampleStateMachine` holds the source's latest element;
/// each tick of `sampler` takes it and sends it through the delivery gate.
///
/// `repeatsLatest` (`Dialect.sampleRepeatsLatest`) is the difference between the
/// dialects (Docs/Semantics.md#sample):
/// - Rx (`false`): a tick sends only an element that arrived since the previous tick
///   (or `defaultValue`); the source's completion waits for the next tick (the sampler's
///   completion counts as one), and the sampler's completion alone does not complete.
/// - RAC (`true`): every tick after the first element sends the latest element again;
///   the completion of either side completes at once.
///
/// `releasesSamplerFirst` (`Dialect.sampleReleasesSamplerFirst`) is the order of the two releases when the whole subscription
/// ends: Rx (`false`) the source, then the sampler; RAC (`true`) the sampler first, as
/// ReactiveObjC does.
extension Engine {
    /// Rx: `sample(_:defaultValue:)` (`dialect: .rx`). RAC: `-sample:` (`dialect: .rac`, whose
    /// `sampleRepeatsLatest` and `sampleReleasesSamplerFirst` are the two rules above).
    @inlinable
    package func sample<Tick>(
        _ sampler: Observable<Tick>, defaultValue: Element? = nil, dialect: Dialect = .rx
    ) -> Observable<Element> {
        let source = self.source
        let repeatsLatest = dialect.sampleRepeatsLatest, releasesSamplerFirst = dialect.sampleReleasesSamplerFirst
        return Observable.make { sink, scope in
            // The scope registered first is released first.
            let sourceScope: SubscriptionScope, samplerScope: SubscriptionScope
            if releasesSamplerFirst {
                (samplerScope, sourceScope) = (scope.child(), scope.child())
            } else {
                (sourceScope, samplerScope) = (scope.child(), scope.child())
            }
            let core = SampleCore(sink: sink, scope: scope, defaultValue: defaultValue, repeatsLatest: repeatsLatest)
            scope.onDispose(core.dispose)
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

/// The owner of one `sample` subscription.
///
/// Locking rule: `state` (the `SampleStateMachine`: the latest element, the lifecycle,
/// the delivery gate) is only reached under its lock; the sink runs outside it, in one
/// `switch` over the machine's action.
@usableFromInline
package final class SampleCore<Element>: @unchecked Sendable {
    @usableFromInline let state: Locked<SampleStateMachine<Element>>
    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let scope: SubscriptionScope

    @inlinable
    init(sink: EventSink<Element>, scope: SubscriptionScope, defaultValue: Element?, repeatsLatest: Bool) {
        self.state = Locked(SampleStateMachine(defaultValue: defaultValue, repeatsLatest: repeatsLatest))
        self.sink = sink
        self.scope = scope
    }

    @inlinable func next(_ element: Element) {
        state.withLock { $0.sourceNext(element) }
    }

    @inlinable func tick() {
        perform(state.withLock { $0.tick() })
    }

    @inlinable func sourceEnd(_ termination: Termination) {
        end(state.withLock { machine -> GateDecision in
            switch termination {
            case .completed: return machine.sourceCompleted()
            case .error: return machine.sourceFailed()
            }
        }, termination)
    }

    @inlinable func samplerEnd(_ termination: Termination) {
        switch termination {
        case .completed: perform(state.withLock { $0.samplerCompleted() })
        case .error: end(state.withLock { $0.samplerFailed() }, termination)
        }
    }

    @inlinable func perform(_ action: SampleStateMachine<Element>.TickAction) {
        switch action {
        case .none:
            return
        case .forward(let element, let decision, let thenComplete):
            if decision.claim() {
                state.forwardClaimed({ element }, thenComplete: thenComplete, scope: scope, sink: sink)
            }
        case .complete(let decision):
            end(decision, .completed)
        }
    }

    @inlinable func end(_ decision: GateDecision, _ termination: Termination) {
        if decision.claim() { state.endClaimed(termination, scope: scope, sink: sink) }
    }

    @inlinable func dispose() {
        state.withLock { $0.dispose() }
    }
}
