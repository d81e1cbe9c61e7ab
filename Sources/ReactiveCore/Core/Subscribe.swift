/// How a subscription ends, and where the grammar `next* (error | completed)?` is kept
/// for events that enter or leave the engine.
///
/// - The end of a chain (`Engine.subscribe`, every subscription a user makes through
///   either facade): events after the end (a terminal event or disposal) are dropped,
///   and a terminal event is handled once. After `error` / `completed` the callback
///   runs, then `onDisposed`, then the subscription's resources are released (as Rx
///   does). Disposing runs the resources' release first, then `onDisposed`.
/// - A source fed by user code (`create`, RAC's `createSignal`): the observer handed to
///   that code is a `GrammarGuard`.
extension Engine {
    /// Subscribes `callbacks` as the end of the chain, on `scope`: the one subscriber of
    /// both facades. What the facade does with the events, and what it releases after
    /// the terminal event, are `callbacks`' (see `SubscriberCallbacks`).
    @inlinable
    package func subscribe<Callbacks: SubscriberCallbacks>(_ callbacks: Callbacks, in scope: SubscriptionScope)
    where Callbacks.Element == Element {
        let subscriber = ChainSubscriber(scope, callbacks)
        // Each closure captures only `subscriber`, which Swift then uses as the closure
        // context itself: one object instead of two closure contexts.
        let next: (Element) -> Void
        if callbacks.receivesElements {
            next = { [subscriber] element in subscriber.next(element) }
        } else {
            next = { _ in }
        }
        source.subscribeEngine(EventSink(next: next, end: { [subscriber] termination in
            subscriber.end(termination)
        }), scope)
    }

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
        subscribe(ClosureCallbacks(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: disposed), in: scope)
        if let disposed { scope.onDispose(disposed.run) }
        return scope
    }

    /// Subscribes a closure that receives every event.
    @inlinable
    package func subscribe(_ on: @escaping (Event<Element>) -> Void) -> SubscriptionScope {
        let scope = SubscriptionScope()
        subscribe(EventCallbacks(on: on), in: scope)
        return scope
    }
}

/// What a facade's subscriber does with the events the grammar lets through, and how
/// it ends the subscription: the parameter of `Engine.subscribe(_:in:)`.
@usableFromInline
package protocol SubscriberCallbacks {
    /// The type of the elements received.
    associatedtype Element

    /// Whether `next` does anything; `false` hands upstream a closure that ignores
    /// elements (default: `true`).
    var receivesElements: Bool { get }

    /// Receives an element while the subscription is live.
    func next(_ element: Element)

    /// Receives the terminal event, once.
    func end(_ termination: Termination)

    /// Ends the subscription after `end` has returned. The default disposes `scope`;
    /// RAC disposes the `RACCompoundDisposable` that owns it (and what the subscriber
    /// added to that compound).
    func release(_ scope: SubscriptionScope)
}

extension SubscriberCallbacks {
    @inlinable package var receivesElements: Bool { true }

    @inlinable package func release(_ scope: SubscriptionScope) { scope.dispose() }
}

/// The closures of `subscribe(onNext:onError:onCompleted:onDisposed:)`.
@usableFromInline
package struct ClosureCallbacks<Element>: SubscriberCallbacks {
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: (Swift.Error) -> Void
    @usableFromInline let onCompleted: (() -> Void)?
    @usableFromInline let onDisposed: OnceAction?

    @inlinable
    init(onNext: ((Element) -> Void)?, onError: @escaping (Swift.Error) -> Void, onCompleted: (() -> Void)?, onDisposed: OnceAction?) {
        (self.onNext, self.onError, self.onCompleted, self.onDisposed) = (onNext, onError, onCompleted, onDisposed)
    }

    @inlinable package var receivesElements: Bool { onNext != nil }

    @inlinable package func next(_ element: Element) { onNext?(element) }

    @inlinable package func end(_ termination: Termination) {
        switch termination {
        case .error(let error): onError(error)
        case .completed: onCompleted?()
        }
        onDisposed?.run()
    }
}

/// One closure that receives every event (`subscribe(_ observer:)`).
@usableFromInline
package struct EventCallbacks<Element>: SubscriberCallbacks {
    @usableFromInline let on: (Event<Element>) -> Void

    @inlinable init(on: @escaping (Event<Element>) -> Void) { self.on = on }

    @inlinable package func next(_ element: Element) { on(.next(element)) }

    @inlinable package func end(_ termination: Termination) { on(termination.event()) }
}

/// The end of a chain: applies the grammar to what reaches the facade's callbacks. The
/// `next` / `end` closures handed upstream capture only this object, so subscribing
/// allocates one object. The scope does not point back here: a callback that holds its
/// own subscription (to dispose it) makes no cycle that outlives the subscription,
/// because upstream drops these closures when the scope is disposed.
///
/// Locking rule: none of its own; the scope's atomic flags decide (`isLive`, and
/// `markTerminated` for the one terminal event, even from racing senders).
@usableFromInline
package final class ChainSubscriber<Callbacks: SubscriberCallbacks> {
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let callbacks: Callbacks

    @inlinable init(_ scope: SubscriptionScope, _ callbacks: Callbacks) {
        self.scope = scope
        self.callbacks = callbacks
    }

    @inlinable func next(_ element: Callbacks.Element) {
        if scope.isLive { callbacks.next(element) }
    }

    @inlinable func end(_ termination: Termination) {
        guard scope.isLive, scope.markTerminated() else { return }
        callbacks.end(termination)
        callbacks.release(scope)
    }
}

// MARK: - The observer handed to user code

/// How a `GrammarGuard` lets concurrent senders in: the one difference between Rx's
/// `create` observer and RAC's `createSignal` subscriber.
@usableFromInline
package protocol SenderSerialization {
    /// Runs `body`, exclusively if this serialization says so.
    func run(_ body: () -> Void)
}

/// Rx: no serialization; the sender keeps the one-at-a-time rule (the guard still sends
/// one terminal event when senders race).
@usableFromInline
package struct Unserialized: SenderSerialization {
    @inlinable package init() {}

    @inlinable @inline(__always) package func run(_ body: () -> Void) { body() }
}

/// RAC: concurrent senders block; a sender that sends again from inside a callback on
/// the same thread goes straight through (Docs/Semantics.md#serialization).
extension RecursiveLock: SenderSerialization {}

/// Forwards events from user code while enforcing the grammar: nothing after a
/// terminal event or after disposal, and one terminal event even from racing senders.
/// Rx's `create` observer is `GrammarGuard<Element, Unserialized>`; RAC's `createSignal`
/// subscriber (its passthrough subscriber) is `SerializedObserver`, which also
/// serializes concurrent senders through a `RecursiveLock`.
///
/// Locking rule: `stopped` is atomic (set once, by the sender whose terminal event
/// passes); `serialization` decides whether senders take turns.
@usableFromInline
package final class GrammarGuard<Element, Serialization: SenderSerialization>: @unchecked Sendable {
    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let serialization: Serialization
    @usableFromInline let stopped = AtomicFlag()

    @inlinable package init(_ sink: EventSink<Element>, _ scope: SubscriptionScope, _ serialization: Serialization) {
        self.sink = sink
        self.scope = scope
        self.serialization = serialization
    }

    /// Whether events are still accepted (a hint when senders race: the terminal event
    /// and disposal decide).
    @inlinable package var isLive: Bool { !stopped.isSet && !scope.isDisposed }

    /// Forwards `event` if the sequence has not ended.
    @inlinable package func on(_ event: Event<Element>) {
        event.split(next: next, end: end)
    }

    /// Forwards an element if the sequence has not ended.
    @inlinable package func next(_ element: Element) {
        serialization.run {
            if isLive { sink.next(element) }
        }
    }

    /// Forwards the end once, unless the subscription was disposed.
    @inlinable package func end(_ termination: Termination) {
        serialization.run {
            guard !scope.isDisposed, stopped.set() else { return }
            sink.end(termination)
        }
    }

    /// Releases `disposable` with the subscription (at once if it has ended).
    @inlinable package func add(_ disposable: Disposable) { scope.add(disposable) }
}

/// An observer, so that user code can hold it as one (`AnyObserver(guard)`).
extension GrammarGuard: ObserverType {}

/// The subscriber a RAC `createSignal` block sends to (see `GrammarGuard`).
@usableFromInline
package typealias SerializedObserver<Element> = GrammarGuard<Element, RecursiveLock>

extension GrammarGuard where Serialization == Unserialized {
    /// A guard for Rx's `create`: no serialization.
    @inlinable package convenience init(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        self.init(sink, scope, Unserialized())
    }
}

extension GrammarGuard where Serialization == RecursiveLock {
    /// A guard for RAC's `createSignal`: concurrent senders go through a new `RecursiveLock`.
    @inlinable package convenience init(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        self.init(sink, scope, RecursiveLock())
    }
}
