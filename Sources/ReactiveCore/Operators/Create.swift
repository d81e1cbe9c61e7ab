/// `create`: a sequence whose subscriptions run a user closure that sends events to an
/// observer and returns the disposable that ends the work.
///
/// The observer enforces the grammar: events after a terminal event, or after the
/// subscription is disposed, are dropped. After a terminal event the subscription is
/// released, which disposes what the closure returned.
extension Engine {
    /// Rx `Observable.create`.
    @inlinable
    package static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Observable.make { handler, scope in
            let sink = CreateSink(handler, scope)
            scope.add(subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}

/// The observer handed to a `create` closure.
@usableFromInline
final class CreateSink<Element>: @unchecked Sendable {
    @usableFromInline let handler: (Event<Element>) -> Void
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let stopped = AtomicFlag()

    @inlinable init(_ handler: @escaping (Event<Element>) -> Void, _ scope: SubscriptionScope) {
        self.handler = handler
        self.scope = scope
    }

    @inlinable func on(_ event: Event<Element>) {
        if stopped.isSet || scope.isDisposed { return }
        switch event {
        case .next:
            handler(event)
        case .error, .completed:
            guard stopped.set() else { return }
            handler(event)
        }
    }
}
