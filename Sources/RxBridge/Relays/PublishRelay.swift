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

    /// Sends `event` to the current observers. Rx: `PublishRelay.accept(_:)`.
    @inlinable public func accept(_ event: Element) { subject.onNext(event) }

    /// Subscribes `observer` to the elements accepted from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable` (no copy). Rx: `PublishRelay.asObservable()`.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
