/// A subject that sends only its last element, together with the completion, to every
/// observer, present or late. An error is sent alone.
///
/// ```
/// subject:    --1--2--3--|
/// observers:             (3,|)
/// after end:             (3,|)   (an empty subject sends only |)
/// ```
/// Events after a terminal event are ignored. After `dispose()`, subscribers receive
/// `RxError.disposed`.
///
/// Rx: `AsyncSubject`. RAC has no counterpart.
///
/// Locking rule: `last` changes under the hub's lock; observers are called outside it.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    /// The observer side is the subject itself.
    public typealias Observer = AsyncSubject<Element>
    /// The subject's own type, as the observer it is. Rx: `AsyncSubject.SubjectObserverType`.
    public typealias SubjectObserverType = AsyncSubject<Element>

    @usableFromInline let hub: SubjectHub<Element>
    /// The last element received. Guarded by `hub`'s lock.
    @usableFromInline var last: Element?
    /// Subscription, assembled where `Element` is concrete (see `SubjectHub.subscriber`).
    @usableFromInline let attach: (AsyncSubject<Element>, EventSink<Element>, SubscriptionScope) -> Void

    /// A subject with no observers and no element.
    ///
    /// Rx: `AsyncSubject()`.
    @inlinable public override init() {
        hub = SubjectHub()
        attach = { subject, sink, scope in
            let attached = subject.hub.withLock { state -> Result<UInt64, SubjectHub<Element>.ImmediateEvent> in
                if state.disposed { return .failure(.init(.error(RxError.disposed(object: subject)))) }
                return subject.hub.attachLocked(&state, sink)
            }
            switch attached {
            case .success(let id): subject.hub.detach(id, on: scope)
            case .failure(let immediate): subject.deliverEnd(immediate.event, to: sink, scope)
            }
        }
        super.init()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { hub.hasObservers }

    /// Whether the subject has been disposed.
    public var isDisposed: Bool { hub.isDisposed }

    /// Records an element; on completion sends the last element and the completion, on
    /// error only the error.
    ///
    /// - Parameter event: an element, an error or the completion; events after a terminal
    ///   event or after `dispose()` are ignored.
    ///
    /// Rx: `AsyncSubject.on(_:)`.
    @inlinable public func on(_ event: Event<Element>) {
        let receivers = hub.withLock { state -> SubjectHub<Element>.Receivers in
            if state.disposed || state.terminal != nil { return [] }
            switch event {
            case .next(let element):
                last = element
                return []
            case .error, .completed:
                return hub.terminateLocked(&state, event)
            }
        }
        if receivers.isEmpty { return }
        let element = lastElement(for: event)
        for receiver in receivers {
            if let element { receiver.handler.next(element) }
            receiver.handler.on(event)
        }
    }

    /// The element that goes with `terminal`: the last one, for a completion.
    @inlinable func lastElement(for terminal: Event<Element>) -> Element? {
        guard case .completed = terminal else { return nil }
        return hub.withLock { _ in last }
    }

    @inlinable func deliverEnd(_ terminal: Event<Element>, to sink: EventSink<Element>, _ scope: SubscriptionScope) {
        if let element = lastElement(for: terminal) {
            sink.next(element)
            if scope.isDisposed { return }
        }
        sink.on(terminal)
    }

    /// Subscribes `observer`: at the completion it receives the last element and the
    /// completion (an error alone); after the end it receives them at once
    /// (`RxError.disposed` after `dispose()`).
    ///
    /// - Parameter observer: receives the events; it is called on the thread that sends
    ///   each event.
    /// - Returns: the subscription; disposing it detaches `observer`.
    ///
    /// Rx: `AsyncSubject.subscribe(_:)`.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeThroughEngine(observer)
    }

    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        attach(self, sink, scope)
    }

    /// Returns the subject itself, as the observer it is.
    ///
    /// - Returns: this subject.
    ///
    /// Rx: `AsyncSubject.asObserver()`.
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Detaches every observer and refuses later events: a new
    /// subscriber receives `RxError.disposed`.
    ///
    /// Rx: `AsyncSubject.dispose()`.
    public func dispose() {
        hub.withLock { state in
            last = nil
            state.disposed = true
            state.terminal = nil
            _ = state.observers.removeAll()
        }
    }
}
