/// A `BehaviorSubject` that cannot end: it holds a current `value`, sends it to each
/// new observer, then every accepted element; it never errors nor completes.
///
/// `Sendable`: its only state is the `BehaviorSubject`, which takes its own lock, so a
/// `Sendable` service can hold the relay and `accept` from any thread or task.
///
/// Rx: `BehaviorRelay` (RxRelay). RAC: a `RACBehaviorSubject` that is only sent values.
public final class BehaviorRelay<Element>: ObservableType, Sendable {
    @usableFromInline let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value`.
    ///
    /// - Parameter value: The initial current value, sent to observers until the first
    ///   `accept(_:)`.
    ///
    /// Rx: `BehaviorRelay(value:)`.
    @inlinable public init(value: Element) { subject = BehaviorSubject(value: value) }

    /// The current value (the last accepted element, or the initial value).
    ///
    /// Rx: `BehaviorRelay.value`.
    public var value: Element {
        // The subject never ends nor is disposed while the relay lives, so it cannot throw.
        do { return try subject.value() } catch { preconditionFailure("BehaviorRelay.value: \(error)") }
    }

    /// Makes `event` the current value and sends it to the observers.
    ///
    /// - Parameter event: The new current value; it is sent to the observers subscribed
    ///   at that moment, on the calling thread.
    ///
    /// Rx: `BehaviorRelay.accept(_:)`.
    @inlinable public func accept(_ event: Element) { subject.onNext(event) }

    /// Subscribes `observer`: it gets the current value at once, then every accepted element.
    ///
    /// - Parameter observer: Receives the current value during the call, then each
    ///   accepted element; never an end.
    /// - Returns: A disposable that removes `observer` from the relay.
    ///
    /// Rx: `BehaviorRelay.subscribe(_:)`.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable` (no copy).
    ///
    /// - Returns: An observable of the current value, then every accepted element; it
    ///   never ends.
    ///
    /// Rx: `BehaviorRelay.asObservable()`.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
