/// A type that can present itself as an `Observable`.
///
/// Rx: `ObservableConvertibleType`. RAC: every `RACSignal` is one.
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// The sequence as an `Observable`.
    ///
    /// - Returns: An `Observable` with the same events (the value itself if it is one).
    func asObservable() -> Observable<Element>
}

/// A sequence that observers can subscribe to.
///
/// The only requirement is `subscribe(_:)`; `asObservable()` has a default that
/// wraps the conforming type, so user types conform by implementing `subscribe`.
///
/// Rx: `ObservableType`. RAC: `RACSignal` (`-subscribe:`).
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence; disposing the result ends the subscription.
    ///
    /// - Parameter observer: Receives the events of the new subscription.
    /// - Returns: The subscription; disposing it ends it, and nothing more reaches `observer`.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// The sequence as an `Observable`; for types that are not an `Observable` already,
    /// an observable that forwards each subscription to `subscribe(_:)`.
    ///
    /// - Returns: The value itself if it is an `Observable`; otherwise an observable whose subscriptions call `subscribe(_:)`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        if let observable = self as? Observable<Element> { return observable }
        return Observable.make { sink, scope in
            scope.add(self.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}
