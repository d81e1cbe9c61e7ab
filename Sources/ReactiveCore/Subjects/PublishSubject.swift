/// A subject that sends each event to the observers subscribed at that moment.
///
/// ```
/// subject:   --1--2--3--|
/// early:     --1--2--3--|
/// late (at 2.5):      -3--|
/// after end:              |
/// ```
/// After a terminal event, later events are ignored and new subscribers receive the
/// terminal event at once. After `dispose()`, new subscribers receive
/// `RxError.disposed`.
///
/// Rx: `PublishSubject`. RAC: `RACSubject`, which keeps no terminal state (Docs/Semantics.md#subjects-after-termination).
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    /// The observer side is the subject itself.
    public typealias Observer = PublishSubject<Element>
    /// The subject's own type, as the observer it is. Rx: `PublishSubject.SubjectObserverType`.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline let hub: SubjectHub<Element>
    /// Subscription, assembled where `Element` is concrete (see `SubjectHub.subscriber`).
    @usableFromInline let attach: (EventSink<Element>, SubscriptionScope) -> Void

    /// A subject with no observers.
    ///
    /// Rx: `PublishSubject()`.
    @inlinable public override init() {
        let hub = SubjectHub<Element>()
        self.hub = hub
        attach = hub.subscriber()
        super.init()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { hub.hasObservers }

    /// Whether the subject has been disposed.
    public var isDisposed: Bool { hub.isDisposed }

    /// Sends `event` to the current observers; a terminal event ends the subject.
    ///
    /// - Parameter event: an element, an error or the completion; events after a terminal
    ///   event or after `dispose()` are ignored.
    ///
    /// Rx: `PublishSubject.on(_:)`.
    @inlinable public func on(_ event: Event<Element>) { hub.on(event) }

    /// Subscribes `observer`: it receives the events sent from now on, or only the terminal
    /// event (or `RxError.disposed`) if the subject has ended (or was disposed).
    ///
    /// - Parameter observer: receives the events; it is called on the thread that sends
    ///   each event.
    /// - Returns: the subscription; disposing it detaches `observer`.
    ///
    /// Rx: `PublishSubject.subscribe(_:)`.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeThroughEngine(observer)
    }

    @usableFromInline
    override package func subscribeEngine(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        attach(sink, scope)
    }

    /// Returns the subject itself, as the observer it is.
    ///
    /// - Returns: this subject.
    ///
    /// Rx: `PublishSubject.asObserver()`.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Detaches every observer and refuses later events: a new
    /// subscriber receives `RxError.disposed`.
    ///
    /// Rx: `PublishSubject.dispose()`.
    public func dispose() { hub.dispose() }
}
