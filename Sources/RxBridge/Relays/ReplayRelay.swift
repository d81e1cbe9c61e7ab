/// A `ReplaySubject` that cannot end: new observers get the buffered elements, then
/// every accepted element; it never errors nor completes.
///
/// `Sendable`: its only state is the `ReplaySubject`, which takes its own lock, so a
/// `Sendable` service can hold the relay and `accept` from any thread or task.
///
/// Rx: `ReplayRelay` (RxRelay). RAC: a `RACReplaySubject` that is only sent values.
public final class ReplayRelay<Element>: ObservableType, Sendable {
    @usableFromInline let subject: ReplaySubject<Element>

    @usableFromInline init(subject: ReplaySubject<Element>) { self.subject = subject }

    /// A relay that replays the last `bufferSize` elements to each new observer.
    ///
    /// - Parameter bufferSize: How many of the latest elements each new observer receives
    ///   first; 0 replays none. A negative `bufferSize` is a precondition failure.
    /// - Returns: A new relay with an empty buffer.
    ///
    /// Rx: `ReplayRelay.create(bufferSize:)`.
    @inlinable
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it accepted to each new observer.
    ///
    /// - Returns: A new relay whose buffer keeps every element.
    ///
    /// Rx: `ReplayRelay.createUnbounded()`.
    @inlinable
    public static func createUnbounded() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Buffers `event` and sends it to the current observers.
    ///
    /// - Parameter event: The element added to the buffer (dropping the oldest one when
    ///   the buffer is full) and sent to the observers subscribed at that moment.
    ///
    /// Rx: `ReplayRelay.accept(_:)`.
    @inlinable public func accept(_ event: Element) { subject.onNext(event) }

    /// Subscribes `observer`: it gets the buffered elements, then every accepted element.
    ///
    /// - Parameter observer: Receives the buffered elements during the call, then each
    ///   accepted element; never an end.
    /// - Returns: A disposable that removes `observer` from the relay.
    ///
    /// Rx: `ReplayRelay.subscribe(_:)`.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable` (no copy).
    ///
    /// - Returns: An observable of the buffered elements, then every accepted element; it
    ///   never ends.
    ///
    /// Rx: `ReplayRelay.asObservable()`.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
