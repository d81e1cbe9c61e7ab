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
        Observable.make { sink, scope in
            let guarded = GrammarGuard(sink, scope)
            scope.add(subscribe(AnyObserver(eventHandler: guarded.on)))
        }
    }
}

/// Forwards events from user code while enforcing the grammar: nothing after a
/// terminal event or after disposal, and one terminal event even from racing senders.
@usableFromInline
package final class GrammarGuard<Element>: @unchecked Sendable {
    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let stopped = AtomicFlag()

    @inlinable package init(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        self.sink = sink
        self.scope = scope
    }

    /// Whether events are still accepted.
    @inlinable package var isLive: Bool { !stopped.isSet && !scope.isDisposed }

    /// Forwards `event` if the sequence has not ended.
    @inlinable package func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): next(element)
        case .error(let error): end(.error(error))
        case .completed: end(.completed)
        }
    }

    /// Forwards an element if the sequence has not ended.
    @inlinable package func next(_ element: Element) {
        if isLive { sink.next(element) }
    }

    /// Forwards the end once.
    @inlinable package func end(_ termination: Termination) {
        guard !scope.isDisposed, stopped.set() else { return }
        sink.end(termination)
    }
}
