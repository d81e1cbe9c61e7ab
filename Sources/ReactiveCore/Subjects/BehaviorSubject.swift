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
    /// The subject's own type, as the observer it is. Rx:
    /// `BehaviorSubject.SubjectObserverType`.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline let engineHub: BehaviorHub<Element>
    /// Subscription, assembled where `Element` is concrete (see `SubjectHub.subscriber`).
    @usableFromInline let attach: (AnyObject, EventSink<Element>, SubscriptionScope) -> Void

    /// A subject with a current value.
    ///
    /// - Parameter value: the value a subscriber receives first until the subject is sent
    ///   another element.
    ///
    /// Rx: `BehaviorSubject(value:)`.
    @inlinable public init(value: Element) {
        let engineHub = BehaviorHub(value: value)
        self.engineHub = engineHub
        attach = engineHub.subscriber()
        super.init()
    }

    /// The current value. Throws the error the subject ended with, or
    /// `RxError.disposed` after `dispose()`; after completion it is the last value.
    ///
    /// - Returns: the latest element sent, or the initial value if none was.
    ///
    /// Rx: `BehaviorSubject.value()`.
    public func value() throws -> Element { try engineHub.value(disposedObject: self) }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { engineHub.hasObservers }

    /// Whether the subject has been disposed.
    public var isDisposed: Bool { engineHub.isDisposed }

    /// Sends `event`: an element becomes the current value and goes to the observers.
    ///
    /// - Parameter event: an element, an error or the completion; events after a terminal
    ///   event or after `dispose()` are ignored.
    ///
    /// Rx: `BehaviorSubject.on(_:)`.
    @inlinable public func on(_ event: Event<Element>) { engineHub.on(event) }

    /// Subscribes `observer`: it receives the current value, then later events; after the
    /// end, only the terminal event (or `RxError.disposed` after `dispose()`).
    ///
    /// - Parameter observer: receives the events; it is called on the thread that sends
    ///   each event.
    /// - Returns: the subscription; disposing it detaches `observer`.
    ///
    /// Rx: `BehaviorSubject.subscribe(_:)`.
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
    /// Rx: `BehaviorSubject.asObserver()`.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Detaches every observer and refuses later events: a new
    /// subscriber receives `RxError.disposed`.
    ///
    /// Rx: `BehaviorSubject.dispose()`.
    public func dispose() { engineHub.dispose() }
}
