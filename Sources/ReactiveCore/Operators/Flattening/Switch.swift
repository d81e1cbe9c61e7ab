/// `switchLatest` / `flatMapLatest`: a `SwitchCore` runs a `SwitchStateMachine`, which
/// keeps the id and scope of the latest inner; a new outer element replaces it, and an
/// element of a replaced inner is dropped. `SwitchOrder` is the difference between the
/// dialects: Rx disposes the previous inner before subscribing the new one, RAC
/// subscribes the new one first (Docs/Semantics.md#switch-to-latest).
extension Engine {
    /// Rx `flatMapLatest` (`dialect: .rx`). RAC `-switchToLatest` after `-map:`
    /// (`dialect: .rac`); the dialect's `switchOrder` is read here, once.
    @inlinable
    package func flatMapLatest<Result>(
        dialect: Dialect = .rx,
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        let source = self.source
        let order = dialect.switchOrder
        return Observable.make { sink, scope in
            let machine = SwitchStateMachine<Result>(order: order)
            let core = SwitchCore(sink, machine)
            // Released in registration order: Rx releases the outer source, then the
            // inner; RAC the inner, then the outer, as ReactiveObjC does (seen in the
            // differential run).
            let outerScope: SubscriptionScope
            switch machine.releaseOrder {
            case .latestInnerFirst:
                scope.onDispose(core.disposeAll)
                outerScope = scope.child()
            case .outerFirst:
                outerScope = scope.child()
                scope.onDispose(core.disposeAll)
            }
            source.subscribeEngine(EventSink(next: { element in
                if outerScope.isDisposed { return }
                let inner: Observable<Result>
                do {
                    inner = try selector(element)
                } catch {
                    return core.outerEnded(.error(error), outerScope: outerScope)
                }
                core.outerNext(inner)
            }, end: { termination in
                core.outerEnded(termination, outerScope: outerScope)
            }), outerScope)
        }
    }

}

extension Engine where Element: ObservableConvertibleType {
    /// Rx `switchLatest()` (`dialect: .rx`). RAC `-switchToLatest` (`dialect: .rac`).
    @inlinable
    package func switchLatest(dialect: Dialect = .rx) -> Observable<Element.Element> {
        flatMapLatest(dialect: dialect) { $0.asObservable() }
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

/// The owner of a `SwitchStateMachine`: subscribes the inners and forwards their events
/// as the machine decides.
///
/// Locking rule: `state` guards the machine (the latest inner's id and scope, the
/// lifecycle and the delivery gate); the latest-id check and the gate's decision are one
/// locked call, so a replaced inner can never forward after the new one. Subscription,
/// disposal and every call to the sink happen outside it.
@usableFromInline
package final class SwitchCore<Element>: @unchecked Sendable {
    @usableFromInline let state: Locked<SwitchStateMachine<Element>>
    @usableFromInline let sink: EventSink<Element>

    @inlinable
    package init(_ sink: EventSink<Element>, _ machine: SwitchStateMachine<Element>) {
        self.sink = sink
        self.state = Locked(machine)
    }

    @inlinable
    func outerNext(_ inner: Observable<Element>) {
        let scope = SubscriptionScope()
        switch state.withLock({ $0.outerNext(innerScope: scope) }) {
        case .drop:
            return
        case .subscribe(let id):
            subscribe(inner, id: id, scope: scope)
        case .disposePreviousThenSubscribe(let previous, let id):
            previous.dispose()
            subscribe(inner, id: id, scope: scope)
        case .subscribeThenDisposePrevious(let id, let previous):
            subscribe(inner, id: id, scope: scope)
            previous.dispose()
        }
    }

    @inlinable
    func subscribe(_ inner: Observable<Element>, id: Int, scope: SubscriptionScope) {
        inner.subscribeEngine(EventSink(next: { [self] element in
            if scope.isDisposed { return }
            innerNext(element, id: id)
        }, end: { [self] termination in
            if scope.isDisposed { return }
            // The inner's window ends when it ends, latest or not (as in Rx).
            scope.dispose()
            let decision: GateDecision
            switch termination {
            case .completed: decision = state.withLock { $0.innerCompleted(id: id) }
            case .error: decision = state.withLock { $0.innerFailed(id: id) }
            }
            deliver(termination, decision)
        }), scope)
    }

    /// Forwards an element of inner `id` if it is the latest inner's (a method, so that
    /// `sink` is read from `self`, borrowed: Docs/Engine.md, rule 7).
    @inlinable
    func innerNext(_ element: Element, id: Int) {
        guard state.withLock({ $0.innerNext(id: id) }).claim() else { return }
        sink.next(element)
        state.withLock { $0.deliveryFinished() }
    }

    /// The outer ended (or the selector threw, an `.error`).
    @inlinable
    func outerEnded(_ termination: Termination, outerScope: SubscriptionScope) {
        let decision: GateDecision
        switch termination {
        case .error:
            decision = state.withLock { $0.outerFailed() }
        case .completed:
            outerScope.dispose()
            decision = state.withLock { $0.outerCompleted() }
        }
        deliver(termination, decision)
    }

    /// Carries out the gate's decision on a terminal event, outside the lock.
    @inlinable
    func deliver(_ termination: Termination, _ decision: GateDecision) {
        guard decision.claim() else { return }
        sink.end(termination)
        state.withLock { $0.deliveryFinished() }
    }

    @inlinable
    func disposeAll() {
        state.withLock { $0.dispose() }?.dispose()
    }
}
