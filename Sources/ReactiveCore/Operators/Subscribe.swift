/// Subscribing with closures: the end of every chain a user subscribes.
///
/// Events after the end (a terminal event or disposal) are dropped; a terminal event
/// is handled once. After `error` / `completed` the callback runs, then `onDisposed`,
/// then the subscription's resources are released (as Rx does). Disposing runs the
/// resources' release first, then `onDisposed`.
extension Engine {
    /// Subscribes with optional callbacks; `onError` is required (each facade decides
    /// what an unhandled error does).
    @inlinable
    package func subscribe(
        onNext: ((Element) -> Void)?,
        onError: @escaping (Swift.Error) -> Void,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> SubscriptionScope {
        let subscription = ClosureSubscription(onNext: onNext, onError: onError, onCompleted: onCompleted)
        let disposed = onDisposed.map(OnceAction.init)
        subscription.onDisposedOnce = disposed
        // Each closure captures only `subscription`, which Swift uses as the closure
        // context itself: no context allocations (see `ClosureSubscription`).
        let next: (Element) -> Void
        if onNext != nil {
            next = { [subscription] element in subscription.next(element) }
        } else {
            next = { _ in }
        }
        source.subscribeEngine(EventSink(next: next, end: { [subscription] termination in
            subscription.end(termination)
        }), subscription)
        if let disposed { subscription.onDispose(disposed.run) }
        return subscription
    }

    /// Subscribes a closure that receives every event.
    @inlinable
    package func subscribe(_ on: @escaping (Event<Element>) -> Void) -> SubscriptionScope {
        let scope = SubscriptionScope()
        source.subscribeEngine(EventSink(next: { element in
            if scope.isLive { on(.next(element)) }
        }, end: { termination in
            guard scope.isLive, scope.markTerminated() else { return }
            on(termination.event())
            scope.dispose()
        }), scope)
        return scope
    }
}

/// A closure subscriber and its subscription scope in one object: the callbacks are
/// stored here, and the `next` / `end` closures handed upstream capture only this
/// object, so subscribing allocates one object where it took a scope and two closure
/// contexts.
@usableFromInline
package final class ClosureSubscription<Element>: SubscriptionScope, @unchecked Sendable {
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: (Swift.Error) -> Void
    @usableFromInline let onCompleted: (() -> Void)?
    /// Set once, before the subscription is handed upstream; read at the end.
    @usableFromInline var onDisposedOnce: OnceAction?

    @inlinable
    init(onNext: ((Element) -> Void)?, onError: @escaping (Swift.Error) -> Void, onCompleted: (() -> Void)?) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        super.init()
    }

    @inlinable func next(_ element: Element) {
        if isLive { onNext?(element) }
    }

    @inlinable func end(_ termination: Termination) {
        guard isLive, markTerminated() else { return }
        switch termination {
        case .error(let error): onError(error)
        case .completed: onCompleted?()
        }
        onDisposedOnce?.run()
        dispose()
    }
}
