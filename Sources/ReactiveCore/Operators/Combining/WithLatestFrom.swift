/// `withLatestFrom`: `second` is subscribed first, in a child scope, and its latest
/// element is kept in a `WithLatestFromCore`; each source element is combined with it
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
            second.subscribeEngine(EventSink(next: core.secondNext, end: { termination in
                if case .error = termination { core.end(termination) }
                secondScope.dispose()
            }), secondScope)
            source.subscribeEngine(EventSink(next: core.next, end: core.end), sourceScope)
        }
    }
}

/// The shared state of one `withLatestFrom` subscription.
///
/// Locking rule: `state` (the latest element of `second`, the delivery gate) is only
/// reached under its lock; the selector and the sink run outside it, through the gate.
@usableFromInline
package final class WithLatestFromCore<Element, Second, Result>: @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var latest: Second?
        @usableFromInline var gate = DeliveryGate<(Element, Second)>()
        @inlinable init() {}
    }

    @usableFromInline let state = Locked(State())
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
        state.withLock { $0.latest = value }
    }

    @inlinable func next(_ element: Element) {
        deliver(state.withLock { state -> GateTurn<(Element, Second)> in
            guard let latest = state.latest else { return .none }
            return state.gate.offer((element, latest))
        })
    }

    @inlinable func end(_ termination: Termination) {
        deliver(state.withLock { $0.gate.offerEnd(termination) })
    }

    @inlinable func deliver(_ turn: GateTurn<(Element, Second)>) {
        deliverThroughGate(turn, scope: scope, select: { try self.select($0.0, $0.1) }, sink: sink) { body in
            state.withLock { body(&$0.gate) }
        }
    }
}
