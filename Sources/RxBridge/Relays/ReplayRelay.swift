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
    /// Rx: `ReplayRelay.create(bufferSize:)`.
    @inlinable
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it accepted to each new observer.
    ///
    /// Rx: `ReplayRelay.createUnbounded()`.
    @inlinable
    public static func createUnbounded() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Buffers `event` and sends it to the current observers. Rx: `ReplayRelay.accept(_:)`.
    @inlinable public func accept(_ event: Element) { subject.onNext(event) }

    /// Subscribes `observer`: it gets the buffered elements, then every accepted element.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable` (no copy). Rx: `ReplayRelay.asObservable()`.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
