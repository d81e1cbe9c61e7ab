extension ObservableType {
    /// Subscribes each of `observers` to this sequence: every event goes to all of
    /// them, in order.
    ///
    /// - Parameter observers: The observers, each sent every event in the order given.
    /// - Returns: A disposable that ends the one subscription feeding every observer.
    ///
    /// Rx: `bind(to:)` with observers. RAC: `-subscribe:` per subscriber.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        engine.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Subscribes each of `observers`, which take optional elements, to this sequence.
    ///
    /// - Parameter observers: The observers of optional elements, each sent every event,
    ///   with elements wrapped, in the order given.
    /// - Returns: A disposable that ends the one subscription feeding every observer.
    ///
    /// Rx: `bind(to:)` with observers of `Element?`.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        engine.subscribe { event in
            let optional: Event<Element?>
            switch event {
            case .next(let element): optional = .next(element)
            case .error(let error): optional = .error(error)
            case .completed: optional = .completed
            }
            for observer in observers { observer.on(optional) }
        }
    }

    /// Returns `binder(self)`: lets a function that binds this sequence read like a
    /// binding.
    ///
    /// - Parameter binder: A function that subscribes a sequence (this one) and returns
    ///   what it makes, often a `Disposable`.
    /// - Returns: What `binder` returns.
    ///
    /// Rx: `bind(to:)` with a binder function.
    @inlinable
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Returns `binder(self)(curriedArgument)`.
    ///
    /// - Parameters:
    ///   - binder: A curried function that takes this sequence, then `curriedArgument`.
    ///   - curriedArgument: The second argument passed to `binder`.
    /// - Returns: What `binder(self)(curriedArgument)` returns.
    ///
    /// Rx: `bind(to:curriedArgument:)`.
    @inlinable
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }
}

extension ObservableType {
    /// Subscribes `onNext` for a binding: an error is a programming error (fatal in
    /// debug builds, printed in release builds).
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: A disposable that ends the binding.
    ///
    /// Rx: `bind(onNext:)` (RxCocoa).
    @inlinable
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { error in bindingFailed(error) })
    }

    /// Subscribes `onNext` with `object` (held weakly: elements stop reaching the
    /// closure once it is gone); an error is a programming error, as in `bind(onNext:)`.
    ///
    /// - Parameters:
    ///   - object: Passed to `onNext` with each element; held weakly.
    ///   - onNext: Called with `object` and each element while `object` is alive.
    /// - Returns: A disposable that ends the binding.
    ///
    /// Rx: `bind(with:onNext:)` (RxCocoa).
    @inlinable
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(onNext: weakly(object, onNext), onError: { error in bindingFailed(error) })
    }
}

/// A binding received an error: fatal in debug builds (as RxCocoa), printed otherwise.
@usableFromInline
func bindingFailed(_ error: Swift.Error) {
    #if DEBUG
    fatalError("Binding error: \(error)")
    #else
    print("Binding error: \(error)")
    #endif
}
