/// `withLatestFrom`: `second` is subscribed first, in a child scope, and its latest
/// element is kept in a `WithLatestFromCore`'s state machine; each source element is combined with it
/// (or dropped while there is none) and sent through the delivery gate. The end of the
/// source, or an error of `second`, ends the result.
extension Engine {
    /// Rx: `withLatestFrom(_:resultSelector:)`, `withLatestFrom(_:)`. RAC has no counterpart.
    @inlinable
    package func withLatestFrom<Second, Result>(
        _ second: Observable<Second>, _ resultSelector: @escaping (Element, Second) throws -> Result
    ) -> Observable<Result> {
        let source = self.source
        return Observable.make { sink, scope in
            let core = WithLatestFromCore(sink: sink, scope: scope, select: resultSelector)
            // The source's scope is registered first, so that the end releases the
            // source before `second`, though `second` is subscribed first.
            let sourceScope = scope.child(), secondScope = scope.child()
            scope.onDispose(core.dispose)
            second.subscribeEngine(EventSink(next: core.secondNext, end: { termination in
                core.secondEnd(termination)
                secondScope.dispose()
            }), secondScope)
            source.subscribeEngine(EventSink(next: core.next, end: core.sourceEnd), sourceScope)
        }
    }
}

/// The owner of one `withLatestFrom` subscription.
///
/// Locking rule: `state` (the `WithLatestFromStateMachine`: `second`'s latest element,
/// the lifecycle, the delivery gate) is only reached under its lock; the selector and
/// the sink run outside it, in one `switch` over the machine's action.
@usableFromInline
package final class WithLatestFromCore<Element, Second, Result>: @unchecked Sendable {
    @usableFromInline let state = Locked(WithLatestFromStateMachine<Second>())
    @usableFromInline let sink: EventSink<Result>
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let select: (Element, Second) throws -> Result

    @inlinable
    init(sink: EventSink<Result>, scope: SubscriptionScope, select: @escaping (Element, Second) throws -> Result) {
        self.sink = sink
        self.scope = scope
        self.select = select
    }

    @inlinable func secondNext(_ value: Second) {
        state.withLock { $0.secondNext(value) }
    }

    @inlinable func secondEnd(_ termination: Termination) {
        // `second`'s completion leaves its latest element in use.
        if case .error = termination { end(state.withLock { $0.secondFailed() }, termination) }
    }

    @inlinable func next(_ element: Element) {
        switch state.withLock({ $0.sourceNext() }) {
        case .drop:
            return
        case .forward(let latest, let decision):
            if decision.claim() {
                state.forwardClaimed({ try select(element, latest) }, thenComplete: false, scope: scope, sink: sink)
            }
        }
    }

    @inlinable func sourceEnd(_ termination: Termination) {
        end(state.withLock { machine -> GateDecision in
            switch termination {
            case .completed: return machine.sourceCompleted()
            case .error: return machine.sourceFailed()
            }
        }, termination)
    }

    @inlinable func end(_ decision: GateDecision, _ termination: Termination) {
        if decision.claim() { state.endClaimed(termination, scope: scope, sink: sink) }
    }

    @inlinable func dispose() {
        state.withLock { $0.dispose() }
    }
}
