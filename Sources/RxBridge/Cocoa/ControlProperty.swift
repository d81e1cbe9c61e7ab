// `ControlProperty`: the platform-free part of RxCocoa's UI-property trait. A control's
// value is read as a sequence (`values`) and written through an observer (`valueSink`).

/// A type that is both the sequence of a control property's values and the observer
/// that sets it.
///
/// Rx: `ControlPropertyType` (RxCocoa).
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The property as a `ControlProperty`.
    ///
    /// - Returns: A `ControlProperty` that reads and writes the same property.
    ///
    /// Rx: `ControlPropertyType.asControlProperty()`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A UI property seen as a sequence and an observer: subscribing reads the property's
/// values (subscribed on the main thread; by convention the current value first, then
/// user-initiated changes, never an error), and sending it elements sets the property.
///
/// The values sequence is subscribed through `ConcurrentMainScheduler.instance`; sharing
/// and replay are the job of the `values` sequence given to the initializer (UIKit's
/// properties pass one that replays the current value). An error sent to the property is a
/// programming error (fatal in debug builds, printed in release builds).
///
/// Rx: `ControlProperty` (RxCocoa).
public struct ControlProperty<PropertyType>: ControlPropertyType, Sendable {
    /// The element type (`PropertyType`).
    public typealias Element = PropertyType

    @usableFromInline let values: Observable<PropertyType>
    @usableFromInline let valueSink: AnyObserver<PropertyType>

    /// A property that reads `values` (subscribed on the main thread) and writes into
    /// `valueSink`.
    ///
    /// - Parameters:
    ///   - values: The property's values; it must not error.
    ///   - valueSink: Sets the property to each element it receives.
    ///
    /// Rx: `ControlProperty.init(values:valueSink:)`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the property's values.
    ///
    /// - Parameter observer: Receives the property's values; the values sequence is
    ///   subscribed on the main thread.
    /// - Returns: A disposable that ends this subscription.
    ///
    /// Rx: `ControlProperty.subscribe(_:)`.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The values after the first one (the changes, without the current value).
    ///
    /// Rx: `ControlProperty.changed`.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The property's values as an `Observable`.
    ///
    /// - Returns: The values sequence, subscribed on the main thread.
    ///
    /// Rx: `ControlProperty.asObservable()`.
    @inlinable
    public func asObservable() -> Observable<Element> { values }

    /// Itself.
    ///
    /// - Returns: This control property.
    ///
    /// Rx: `ControlProperty.asControlProperty()`.
    @inlinable
    public func asControlProperty() -> ControlProperty<Element> { self }

    /// Sets the property: an element or completion goes to the value sink; an error is a
    /// programming error (fatal in debug builds, printed in release builds).
    ///
    /// - Parameter event: The event to deliver.
    ///
    /// Rx: `ControlProperty.on(_:)`.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            bindingFailed(error)
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as `""`; writing a string sets it.
    ///
    /// Rx: `ControlPropertyType.orEmpty` (RxCocoa).
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        return ControlProperty<String>(
            values: original.values.map { $0 ?? "" },
            valueSink: original.valueSink.mapObserver { (string: String) -> String? in string }
        )
    }
}

extension ControlProperty {
    /// The property's values as a `Driver` (they cannot fail: an error is a programming
    /// error: fatal in debug builds, an empty driver in release builds).
    ///
    /// - Returns: A `Driver` of the property's values, delivered on the main thread.
    ///
    /// Rx: `ControlProperty.asDriver()` (RxCocoa).
    public func asDriver() -> Driver<Element> {
        asDriver { error -> Driver<Element> in
            unexpectedTraitError(error, trait: "Driver")
            return Driver.empty()
        }
    }
}

/// A source that cannot fail sent an error: fatal in debug builds; in release builds the
/// caller ends the sequence quietly (as RxCocoa does).
func unexpectedTraitError(_ error: Swift.Error, trait: String) {
    #if DEBUG
    fatalError("\(trait) received an error from a source that cannot fail: \(error)")
    #endif
}
