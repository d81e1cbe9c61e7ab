/// RAC's `bind`: each source element goes to a per-subscription binding closure that
/// returns a sequence to merge in (or nil) and may set `stop`. The result completes
/// when the source (or `stop`, or a nil result) and every returned sequence have
/// completed; any error ends it at once.
///
/// ```
/// source:   --1-----2--|
/// binding:  x -> (x)-(x)-|     (a sequence of two copies)
/// result:   --1-1---2-2--|
/// ```
///
/// Kept apart from the generic merge engine: its completion counts the source's `stop`
/// and nil results, and re-entrant sends are delivered nested, as RAC's serialized
/// subscriber lets them through.
extension Engine {
    /// RAC `-bind:`. `makeBinding` runs once per subscription.
    @inlinable
    package func bind<Result>(
        _ makeBinding: @escaping () -> (_ element: Element, _ stop: inout Bool) -> Observable<Result>?
    ) -> Observable<Result> {
        let source = self.source
        return Observable.make { sink, scope in
            let binding = makeBinding()
            let state = BindState(sink)
            let sourceScope = scope.child()
            // An upstream's end: a completion releases it and is counted, an error ends
            // everything.
            let ended = { (termination: Termination, upstream: SubscriptionScope, isSource: Bool) in
                switch termination {
                case .completed:
                    upstream.dispose()
                    state.completed(source: isSource)
                case .error(let error):
                    state.fail(error)
                }
            }
            source.subscribeEngine(EventSink(next: { element in
                if sourceScope.isDisposed { return }
                var stop = false
                let inner = binding(element, &stop)
                if let inner {
                    state.started()
                    let innerScope = scope.child()
                    inner.subscribeEngine(EventSink(next: state.forward, end: { ended($0, innerScope, false) }), innerScope)
                }
                if inner == nil || stop {
                    sourceScope.dispose()
                    state.completed(source: true)
                }
            }, end: { ended($0, sourceScope, true) }), sourceScope)
        }
    }
}

/// The shared state of one `bind` subscription.
///
/// Locking rule: `state` guards the counts and the delivery gate; the sink is called
/// outside it, through the gate (concurrent sequences never call it at once; re-entrant
/// sends from a callback are delivered nested).
@usableFromInline
final class BindState<Result>: @unchecked Sendable {
    @usableFromInline
    struct State: GatedState {
        @usableFromInline var delivery = DeliveryGate<Result>()
        /// Sequences still running: the source plus every inner one.
        @usableFromInline var active = 1
        @usableFromInline var sourceDone = false
        @inlinable init() {}
    }

    @usableFromInline let sink: EventSink<Result>
    @usableFromInline let state = Locked(State())

    @inlinable init(_ sink: EventSink<Result>) { self.sink = sink }

    @inlinable func forward(_ element: Result) {
        state.deliverItem(.next(element), to: sink)
    }

    @inlinable func started() {
        state.withLock { $0.active += 1 }
    }

    @inlinable func completed(source: Bool) {
        let turn = state.withLock { state -> GateTurn<Result> in
            if state.delivery.isEnded { return .none }
            if source {
                if state.sourceDone { return .none }
                state.sourceDone = true
            }
            state.active -= 1
            if state.active != 0 { return .none }
            return state.delivery.offerEnd(.completed)
        }
        state.act(turn, to: sink)
    }

    @inlinable func fail(_ error: Swift.Error) {
        state.deliverItem(.end(.error(error)), to: sink)
    }
}
