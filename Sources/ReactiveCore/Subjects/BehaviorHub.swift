/// The engine of behavior subjects: a `SubjectHub` plus the current value, which a new
/// subscriber receives first.
///
/// The dialects differ only through the hub's `remembersTermination`:
/// - Rx (`true`): after a terminal event, later elements are ignored and a new
///   subscriber receives only the terminal event.
/// - RAC (`false`, Docs/Semantics.md#subjects-after-termination): there is no terminal state; a subscriber that
///   arrives after completion receives the current value and no completion, and later
///   elements update the value and reach it.
///
/// Locking rule: `current` changes together with the subscriber list, under the hub's
/// lock. The value is delivered to a new subscriber outside the lock, through a
/// `ReplayGate`, so an element sent meanwhile arrives after it, once.
@usableFromInline
package final class BehaviorHub<Element>: @unchecked Sendable {
    @usableFromInline let hub: SubjectHub<Element>
    /// Guarded by `hub`'s lock (which stands for the dynamic exclusivity check).
    @usableFromInline @exclusivity(unchecked) var current: Element

    @inlinable package init(value: Element, remembersTermination: Bool) {
        hub = SubjectHub(remembersTermination: remembersTermination)
        current = value
    }

    @inlinable package var hasObservers: Bool { hub.hasObservers }
    @inlinable package var isDisposed: Bool { hub.isDisposed }
    @inlinable package func dispose() { hub.dispose() }

    /// The current value; the error after an error (Rx), `RxError.disposed` after
    /// disposal.
    @inlinable package func value(disposedObject: AnyObject) throws -> Element {
        let result = hub.withLock { state -> Result<Element, Swift.Error> in
            if state.disposed { return .failure(RxError.disposed(object: disposedObject)) }
            if case .error(let error)? = state.terminal { return .failure(error) }
            return .success(current)
        }
        return try result.get()
    }

    /// Sends `event`; an element becomes the current value.
    @inlinable package func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let receivers = hub.withLock { state -> ContiguousArray<(id: UInt64, handler: SubjectHub<Element>.Handler)> in
                if state.disposed || state.terminal != nil { return [] }
                current = element
                return state.subscribers
            }
            for receiver in receivers { receiver.handler.next(element) }
        case .error(let error): hub.end(.error(error))
        case .completed: hub.end(.completed)
        }
    }

    /// Subscription as a closure assembled where `Element` is concrete.
    /// `owner` is the subject named by `RxError.disposed`.
    @inlinable package func subscriber() -> (_ owner: AnyObject, EventSink<Element>, SubscriptionScope) -> Void {
        { [unowned self] disposedObject, sink, scope in
            let gate = ReplayGate(sink)
            let attached = hub.withLock { state -> Result<(UInt64, Element), SubjectHub<Element>.ImmediateEvent> in
                if state.disposed { return .failure(.init(.error(RxError.disposed(object: disposedObject)))) }
                return hub.attachLocked(&state, gate.sink).map { ($0, current) }
            }
            switch attached {
            case .success(let (id, value)):
                hub.detach(id, on: scope)
                gate.replay(CollectionOfOne(value), scope)
            case .failure(let immediate):
                sink.on(immediate.event)
            }
        }
    }
}

/// A subject that holds a current value: each new subscriber receives it first, then
/// the events sent afterwards.
///
/// ```
/// BehaviorSubject(value: 0)
/// subject:     --1-----2--|
/// at start:   0--1-----2--|
/// at 1.5:          1---2--|
/// after end:              |   (an error is replayed the same way)
/// ```
/// Elements sent after a terminal event are ignored. After `dispose()`, subscribing
/// and `value()` give `RxError.disposed`.
///
/// Rx: `BehaviorSubject`. RAC: `RACBehaviorSubject`, which keeps no terminal state: a
/// late subscriber gets the current value and no completion (Docs/Semantics.md#subjects-after-termination).
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    /// The observer side is the subject itself.
    public typealias Observer = BehaviorSubject<Element>
    /// The subject's own type, as the observer it is. Rx: `BehaviorSubject.SubjectObserverType`.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline let engineHub: BehaviorHub<Element>
    /// Subscription, assembled where `Element` is concrete (see `SubjectHub.subscriber`).
    @usableFromInline let attach: (AnyObject, EventSink<Element>, SubscriptionScope) -> Void

    /// A subject whose current value is `value`.
    @inlinable public init(value: Element) {
        let engineHub = BehaviorHub(value: value, remembersTermination: true)
        self.engineHub = engineHub
        attach = engineHub.subscriber()
        super.init()
    }

    /// The current value. Throws the error the subject ended with, or
    /// `RxError.disposed` after `dispose()`; after completion it is the last value.
    public func value() throws -> Element { try engineHub.value(disposedObject: self) }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { engineHub.hasObservers }

    /// Whether the subject has been disposed.
    public var isDisposed: Bool { engineHub.isDisposed }

    /// Sends `event`: an element becomes the current value and goes to the observers.
    @inlinable public func on(_ event: Event<Element>) { engineHub.on(event) }

    /// Subscribes `observer`: it receives the current value, then later events.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeThroughEngine(observer)
    }

    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        attach(self, sink, scope)
    }

    /// Returns the subject itself.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Detaches every observer and refuses later events.
    public func dispose() { engineHub.dispose() }
}
