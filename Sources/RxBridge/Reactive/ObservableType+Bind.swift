extension ObservableType {
    /// Subscribes each observer to the sequence (each receives every event).
    ///
    /// Rx: `bind(to:)` (RxCocoa). RAC: `RAC(target, keyPath) = signal`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Subscribes each observer of optionals to the sequence, wrapping each element.
    ///
    /// Rx: `bind(to:)` (RxCocoa).
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Calls `binder` with the sequence and returns its result.
    ///
    /// Rx: `bind(to:)` with a binding function (RxCocoa).
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls the curried `binder` with the sequence and `curriedArgument`.
    ///
    /// Rx: `bind(to:curriedArgument:)` (RxCocoa).
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements; an error is a programming error (a fatal
    /// error in debug builds).
    ///
    /// Rx: `bind(onNext:)` (RxCocoa).
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { bindingErrorInDebug($0) })
    }
}
