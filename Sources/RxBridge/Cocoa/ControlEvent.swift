// `ControlEvent`: the platform-free part of RxCocoa's UI-event trait.

/// A type that can be seen as a `ControlEvent`.
///
/// Rx: `ControlEventType` (RxCocoa).
public protocol ControlEventType: ObservableType {
    /// The sequence as a `ControlEvent`.
    ///
    /// - Returns: A `ControlEvent` of the same events.
    ///
    /// Rx: `ControlEventType.asControlEvent()`.
    func asControlEvent() -> ControlEvent<Element>
}

/// A UI event seen as a sequence: subscribed on the main thread, by convention with no
/// initial element, completing when the control goes away, never failing.
///
/// The events sequence is subscribed through `ConcurrentMainScheduler.instance`; it is
/// not shared or replayed here.
///
/// Rx: `ControlEvent` (RxCocoa).
public struct ControlEvent<PropertyType>: ControlEventType, Sendable {
    /// The element type (`PropertyType`).
    public typealias Element = PropertyType

    @usableFromInline let events: Observable<PropertyType>

    /// A control event reading `events`, subscribed on the main thread.
    ///
    /// - Parameter events: The event sequence; it must not error.
    ///
    /// Rx: `ControlEvent.init(events:)`.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    ///
    /// - Parameter observer: Receives the events; the event sequence is subscribed on the
    ///   main thread.
    /// - Returns: A disposable that ends this subscription.
    ///
    /// Rx: `ControlEvent.subscribe(_:)`.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an `Observable`.
    ///
    /// - Returns: The event sequence, subscribed on the main thread.
    ///
    /// Rx: `ControlEvent.asObservable()`.
    @inlinable
    public func asObservable() -> Observable<Element> { events }

    /// Itself.
    ///
    /// - Returns: This control event.
    ///
    /// Rx: `ControlEvent.asControlEvent()`.
    @inlinable
    public func asControlEvent() -> ControlEvent<Element> { self }

    /// The events as an `Infallible`; an error (which a control event never sends) ends
    /// it quietly.
    ///
    /// - Returns: An `Infallible` of the same events.
    ///
    /// Rx: `ControlEvent.asInfallible()`.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }

    /// The events as a `Driver` (an error is a programming error: fatal in debug builds,
    /// an empty driver in release builds).
    ///
    /// - Returns: A `Driver` of the same events, delivered on the main thread.
    ///
    /// Rx: `ControlEvent.asDriver()` (RxCocoa).
    public func asDriver() -> Driver<Element> {
        asDriver { error -> Driver<Element> in
            unexpectedTraitError(error, trait: "Driver")
            return Driver.empty()
        }
    }

    /// The events as a `Signal` (an error is a programming error: fatal in debug builds,
    /// an empty signal in release builds).
    ///
    /// - Returns: A `Signal` of the same events, delivered on the main thread.
    ///
    /// Rx: `ControlEvent.asSignal()` (RxCocoa).
    public func asSignal() -> Signal<Element> {
        asSignal { error -> Signal<Element> in
            unexpectedTraitError(error, trait: "Signal")
            return Signal.empty()
        }
    }
}
