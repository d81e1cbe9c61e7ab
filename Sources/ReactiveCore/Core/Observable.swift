/// A sequence of events that observers subscribe to: the base class of every
/// observable of both facades (`RACSignal` is a subclass).
///
/// Subclasses may override `subscribe(_:)`; the engine reaches them through it.
/// The engine's own observables take a faster path: each operator assembles its
/// per-event code where the element types are concrete, so no event goes through a
/// generic virtual call.
///
/// `Sendable` (unchecked) by this rule: an observable holds no mutable state of its own
/// (what it stores is set in `init` and only read afterwards), and everything a
/// subscription changes lives in that subscription's own objects, each behind its own
/// lock. So one observable may be stored anywhere and subscribed from any thread or
/// actor. The closures given to operators are not `@Sendable`: they run where the
/// scheduler rules say (see Docs/Concurrency.md), not concurrently with themselves.
/// A subclass that adds mutable state must guard it to keep this true.
///
/// Rx: `Observable`. RAC: `RACSignal`.
open class Observable<Element>: ObservableType, @unchecked Sendable {
    /// Creates an observable (counted by `Resources.total`).
    public init() { Resources.increment() }

    deinit { Resources.decrement() }

    /// Subscribes `observer`. Subclasses override this; calling it on the base class is
    /// a programming error.
    ///
    /// - Parameter observer: Receives the events of the subscription.
    /// - Returns: The subscription; disposing it ends it.
    open func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("Observable.subscribe(_:) is abstract: a subclass of Observable must override it")
    }

    /// Returns itself.
    ///
    /// - Returns: This observable.
    public func asObservable() -> Observable<Element> { self }

    /// The engine entry point: delivers the sequence's events to `sink` and registers
    /// the subscription's resources in `scope`. Whoever calls it disposes `scope` after
    /// `sink.end`. The default adapts a subclass's `subscribe(_:)`.
    @usableFromInline
    package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        scope.add(subscribe(AnyObserver(eventHandler: sink.on)))
    }

    /// The synchronous-source capability: a source that delivers everything at once when
    /// subscribed, with no user code between its events, passes itself, typed, to the
    /// handler for its kind, which may run it in place of a subscription (`MergeCore`'s
    /// fast paths), and returns the handler's answer: whether it ran it. `false` (nothing
    /// called) for every other observable. Overridden by `just` (`JustProducer`) and by
    /// `of` / `from(array)` on the trampoline (`ArrayProducer`).
    ///
    /// Double dispatch instead of a type test: one virtual call, no cast, no reference
    /// counting; the handlers are built where the element type is concrete and take a
    /// class reference, so the call into them needs no reabstraction either.
    @usableFromInline
    package func runAsSynchronousSource(
        just: (JustProducer<Element>) -> Bool, elements: (ArrayProducer<Element>) -> Bool
    ) -> Bool { false }
}

extension Observable {
    /// Subscribes a generic observer through the engine: events after the end of the
    /// subscription are dropped, and the subscription is released after a terminal event.
    @inlinable
    package func subscribeThroughEngine<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        engine.subscribe(observer.on)
    }
}

/// An observable that forwards every subscription to another, without copying events:
/// a public base for a user's class that presents an observable under its own name.
/// (The engine's own forwarding is `Producer(observable)`, `StartPolicy.forward`.)
/// `@unchecked Sendable` by `Observable`'s rule: `source` is a `let`.
open class ObservableWrapper<Element>: Observable<Element>, @unchecked Sendable {
    /// The observable subscriptions are forwarded to.
    public let source: Observable<Element>

    /// Wraps `source`.
    ///
    /// - Parameter source: The observable every subscription goes to; its events are not copied.
    public init(_ source: Observable<Element>) {
        self.source = source
        super.init()
    }

    /// Subscribes `observer` to the wrapped observable.
    ///
    /// - Parameter observer: Receives the wrapped observable's events, through the engine (nothing after the end).
    /// - Returns: The subscription to the wrapped observable; disposing it ends it.
    open override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeThroughEngine(observer)
    }

    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        source.subscribeEngine(sink, scope)
    }
}
