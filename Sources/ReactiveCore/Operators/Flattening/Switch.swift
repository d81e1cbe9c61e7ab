/// `switchLatest` / `flatMapLatest`: a `SwitchCore` keeps the id and scope of the latest
/// inner; a new outer element replaces it, and an element of a replaced inner is dropped.
/// `SwitchOrder` is the difference between the dialects: Rx disposes the previous inner
/// before subscribing the new one, RAC subscribes the new one first
/// (Docs/Semantics.md#switch-to-latest).
extension Engine {
    /// Rx `flatMapLatest` (with `.disposePreviousFirst`). RAC `-switchToLatest` after
    /// `-map:` (with `.subscribeNextFirst`).
    @inlinable
    package func flatMapLatest<Result>(
        order: SwitchOrder = .disposePreviousFirst,
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        let source = self.source
        return Observable.make { sink, scope in
            let core = SwitchCore(sink, order: order)
            // Released in registration order: Rx releases the outer source, then the
            // inner; RAC (`.subscribeNextFirst`) the inner, then the outer, as
            // ReactiveObjC does (seen in the differential run).
            let outerScope: SubscriptionScope
            if order == .subscribeNextFirst {
                scope.onDispose(core.disposeAll)
                outerScope = scope.child()
            } else {
                outerScope = scope.child()
                scope.onDispose(core.disposeAll)
            }
            source.subscribeEngine(EventSink(next: { element in
                if outerScope.isDisposed { return }
                let inner: Observable<Result>
                do {
                    inner = try selector(element)
                } catch {
                    return core.state.deliverEnd(.error(error), to: sink)
                }
                core.outerNext(inner)
            }, end: { termination in
                core.outerEnded(termination, outerScope: outerScope)
            }), outerScope)
        }
    }

}

extension Engine where Element: ObservableConvertibleType {
    /// Rx `switchLatest()`. RAC `-switchToLatest` (with `.subscribeNextFirst`).
    @inlinable
    package func switchLatest(order: SwitchOrder = .disposePreviousFirst) -> Observable<Element.Element> {
        flatMapLatest(order: order) { $0.asObservable() }
    }
}

/// When `switchLatest` subscribes the new inner relative to ending the previous one
/// (Docs/Semantics.md#switch-to-latest), and, at the end of the whole subscription,
/// which it releases first: Rx (`.disposePreviousFirst`) the outer source, RAC
/// (`.subscribeNextFirst`) the latest inner.
@frozen @usableFromInline
package enum SwitchOrder: Sendable, Equatable {
    /// Dispose the previous inner, then subscribe the new one. Rx.
    case disposePreviousFirst
    /// Subscribe the new inner, then dispose the previous one. RAC `-switchToLatest`,
    /// where the previous inner is ended by its `takeUntil:` trigger after the new one
    /// is subscribed.
    case subscribeNextFirst
}

/// The state machine of `switchLatest`.
///
/// Locking rule: `state` guards the id of the latest inner, its scope, the outer's
/// completion and the gate; the latest-id check and the offer to the gate happen under
/// it together, so a replaced inner can never forward after the new one. Subscription,
/// disposal and every call to the sink happen outside it.
@usableFromInline
package final class SwitchCore<Element>: @unchecked Sendable {
    @usableFromInline
    struct State: GatedState {
        @usableFromInline var delivery = DeliveryGate<Element>()
        @usableFromInline var latest = 0
        /// The latest inner has not ended yet.
        @usableFromInline var hasLatest = false
        @usableFromInline var outerStopped = false
        @usableFromInline var isDisposed = false
        @usableFromInline var current: SubscriptionScope?

        @inlinable init() {}
    }

    @usableFromInline let state = Locked(State())
    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let order: SwitchOrder

    @inlinable
    package init(_ sink: EventSink<Element>, order: SwitchOrder) {
        self.sink = sink
        self.order = order
    }

    @inlinable
    func outerNext(_ inner: Observable<Element>) {
        let scope = SubscriptionScope()
        let switched = state.withLock { state -> (id: Int, previous: SubscriptionScope?)? in
            if state.isDisposed || state.delivery.isEnded { return nil }
            state.latest &+= 1
            state.hasLatest = true
            let previous = state.current
            state.current = scope
            return (state.latest, previous)
        }
        guard let (id, previous) = switched else { return }
        switch order {
        case .disposePreviousFirst:
            previous?.dispose()
            subscribe(inner, id: id, scope: scope)
        case .subscribeNextFirst:
            subscribe(inner, id: id, scope: scope)
            previous?.dispose()
        }
    }

    @inlinable
    func subscribe(_ inner: Observable<Element>, id: Int, scope: SubscriptionScope) {
        let sink = self.sink
        inner.subscribeEngine(EventSink(next: { [self] element in
            if scope.isDisposed { return }
            state.act(state.withLock { $0.latest == id ? $0.delivery.offer(element) : .none }, to: sink)
        }, end: { [self] termination in
            if scope.isDisposed { return }
            // The inner's window ends when it ends, latest or not (as in Rx).
            scope.dispose()
            let turn = state.withLock { state -> GateTurn<Element> in
                guard state.latest == id else { return .none }
                state.current = nil
                switch termination {
                case .error:
                    return state.delivery.offerEnd(termination)
                case .completed:
                    state.hasLatest = false
                    return state.outerStopped ? state.delivery.offerEnd(termination) : .none
                }
            }
            state.act(turn, to: sink)
        }), scope)
    }

    @inlinable
    func outerEnded(_ termination: Termination, outerScope: SubscriptionScope) {
        switch termination {
        case .error:
            state.deliverEnd(termination, to: sink)
        case .completed:
            outerScope.dispose()
            let turn = state.withLock { state -> GateTurn<Element> in
                state.outerStopped = true
                return state.hasLatest ? .none : state.delivery.offerEnd(.completed)
            }
            state.act(turn, to: sink)
        }
    }

    @inlinable
    func disposeAll() {
        let current = state.withLock { state -> SubscriptionScope? in
            state.isDisposed = true
            state.delivery.cancel()
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
