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
        let next: (Element) -> Void
        if let onNext {
            next = { element in if scope.isLive { onNext(element) } }
        } else {
            next = { _ in }
        }
        source.subscribeEngine(EventSink(next: next, end: { termination in
            guard scope.isLive, scope.markTerminated() else { return }
            switch termination {
            case .error(let error): onError(error)
            case .completed: onCompleted?()
            }
            disposed?.run()
            scope.dispose()
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
