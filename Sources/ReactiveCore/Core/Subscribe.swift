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
        let scope = SubscriptionScope()
        let disposed = onDisposed.map(OnceAction.init)
        let subscriber = ClosureSubscriber(scope, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: disposed)
        // Each closure captures only `subscriber`, which Swift then uses as the closure
        // context itself: one object instead of two closure contexts.
        let next: (Element) -> Void
        if onNext != nil {
            next = { [subscriber] element in subscriber.next(element) }
        } else {
            next = { _ in }
        }
        source.subscribeEngine(EventSink(next: next, end: { [subscriber] termination in
            subscriber.end(termination)
        }), scope)
        if let disposed { scope.onDispose(disposed.run) }
        return scope
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

/// The state of a closure subscriber: its callbacks and its scope. The `next` / `end`
/// closures handed upstream capture only this object, so subscribing allocates one
/// object where it took two closure contexts. The scope does not point back here:
/// a callback that holds its own subscription (to dispose it) makes no cycle that
/// outlives the subscription, because upstream drops these closures when the scope
/// is disposed.
@usableFromInline
package final class ClosureSubscriber<Element> {
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: (Swift.Error) -> Void
    @usableFromInline let onCompleted: (() -> Void)?
    @usableFromInline let onDisposed: OnceAction?

    @inlinable
    init(_ scope: SubscriptionScope, onNext: ((Element) -> Void)?, onError: @escaping (Swift.Error) -> Void,
         onCompleted: (() -> Void)?, onDisposed: OnceAction?) {
        self.scope = scope
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
    }

    @inlinable func next(_ element: Element) {
        if scope.isLive { onNext?(element) }
    }

    @inlinable func end(_ termination: Termination) {
        guard scope.isLive, scope.markTerminated() else { return }
        switch termination {
        case .error(let error): onError(error)
        case .completed: onCompleted?()
        }
        onDisposed?.run()
        scope.dispose()
    }
}
