/// A subject that replays the last elements it received to each new subscriber, then
/// sends the events that follow.
///
/// ```
/// ReplaySubject.create(bufferSize: 2)
/// subject:     --1--2--3-----4--|
/// at 3.5:                (2,3)--4--|
/// after the end:                    (3,4,|)
/// ```
/// After a terminal event, later elements are ignored and a late subscriber receives
/// the buffer, then the terminal event. After `dispose()`, subscribers receive
/// `RxError.disposed`.
///
/// Rx: `ReplaySubject`. RAC: `RACReplaySubject`, which keeps appending after the end
/// (Docs/Semantics.md#subjects-after-termination).
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    /// The observer side is the subject itself.
    public typealias Observer = ReplaySubject<Element>
    /// The subject's own type, as the observer it is. Rx: `ReplaySubject.SubjectObserverType`.
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline let engineHub: ReplayHub<Element>
    /// Subscription, assembled where `Element` is concrete (see `SubjectHub.subscriber`).
    @usableFromInline let attach: (AnyObject, EventSink<Element>, SubscriptionScope) -> Void

    @inlinable init(capacity: Int?) {
        let engineHub = ReplayHub<Element>(capacity: capacity)
        self.engineHub = engineHub
        attach = engineHub.subscriber()
        super.init()
    }

    /// A subject that replays the last `bufferSize` elements to each new subscriber.
    ///
    /// - Parameter bufferSize: how many of the latest elements a new subscriber receives
    ///   first; `0` replays only the terminal event. A negative size stops the program (a
    ///   precondition failure).
    /// - Returns: a new subject with an empty buffer.
    ///
    /// Rx: `ReplaySubject.create(bufferSize:)`.
    @inlinable
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(bufferSize >= 0, "ReplaySubject.create(bufferSize:): bufferSize must not be negative (got \(bufferSize))")
        return ReplaySubject(capacity: bufferSize)
    }

    /// A subject that replays every element it received.
    ///
    /// - Returns: a new subject whose buffer grows without limit.
    ///
    /// Rx: `ReplaySubject.createUnbounded()`.
    @inlinable
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(capacity: nil)
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { engineHub.hasObservers }

    /// Whether the subject has been disposed.
    public var isDisposed: Bool { engineHub.isDisposed }

    /// Sends `event` to the observers and records it for later ones.
    ///
    /// - Parameter event: an element, an error or the completion; events after a terminal
    ///   event or after `dispose()` are ignored.
    ///
    /// Rx: `ReplaySubject.on(_:)`.
    @inlinable public func on(_ event: Event<Element>) { engineHub.on(event) }

    /// Subscribes `observer`: it receives the buffer, then later events; after the end, the
    /// buffer and the terminal event (`RxError.disposed` after `dispose()`).
    ///
    /// - Parameter observer: receives the events; it is called on the thread that sends
    ///   each event.
    /// - Returns: the subscription; disposing it detaches `observer`.
    ///
    /// Rx: `ReplaySubject.subscribe(_:)`.
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
    /// Rx: `ReplaySubject.asObserver()`.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Detaches every observer, empties the buffer and refuses later events: a new
    /// subscriber receives `RxError.disposed`.
    ///
    /// Rx: `ReplaySubject.dispose()`.
    public func dispose() { engineHub.dispose() }
}
