/// A `PublishSubject` that cannot end: `accept` sends an element to the observers
/// subscribed at that moment; it never errors nor completes.
///
/// `Sendable`: its only state is the `PublishSubject`, which takes its own lock, so a
/// `Sendable` service can hold the relay and `accept` from any thread or task.
///
/// Rx: `PublishRelay` (RxRelay). RAC: a `RACSubject` that is only sent values.
public final class PublishRelay<Element>: ObservableType, Sendable {
    @usableFromInline let subject: PublishSubject<Element>

    /// A relay with no observers.
    @inlinable public init() { subject = PublishSubject() }

    /// Sends `event` to the current observers.
    ///
    /// - Parameter event: The element sent to the observers subscribed at that moment, on
    ///   the calling thread; with no observers it is dropped.
    ///
    /// Rx: `PublishRelay.accept(_:)`.
    @inlinable public func accept(_ event: Element) { subject.onNext(event) }

    /// Subscribes `observer` to the elements accepted from now on.
    ///
    /// - Parameter observer: Receives each element accepted after this call; never an end.
    /// - Returns: A disposable that removes `observer` from the relay.
    ///
    /// Rx: `PublishRelay.subscribe(_:)`.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable` (no copy).
    ///
    /// - Returns: An observable of the elements accepted after each subscription; it
    ///   never ends.
    ///
    /// Rx: `PublishRelay.asObservable()`.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
