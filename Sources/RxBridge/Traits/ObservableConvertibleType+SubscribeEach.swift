// What the never-failing sequences share to hand their events to observers:
// `Infallible.bind(to:)`, `Driver.drive(_:)` and `Signal.emit(to:)` differ only in
// their names (and `drive`'s main-thread check).

extension ObservableConvertibleType {
    /// Subscribes every observer of `observers`: each event goes to all of them, in
    /// their order.
    @inlinable
    func subscribeEach<Observer: ObserverType>(_ observers: [Observer]) -> Disposable where Observer.Element == Element {
        asObservable().engine.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes every observer of `observers`, which take optional elements: each
    /// event, its element wrapped, goes to all of them, in their order.
    @inlinable
    func subscribeEach<Observer: ObserverType>(_ observers: [Observer]) -> Disposable where Observer.Element == Element? {
        asObservable().engine.subscribe { event in
            let optional = event.map { Optional($0) }
            observers.forEach { $0.on(optional) }
        }
    }
}
