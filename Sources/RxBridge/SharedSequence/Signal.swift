// Making and subscribing `Signal`s. A signal delivers on `SignalSharingStrategy.scheduler`,
// never fails, and replays nothing to a late observer.

extension ObservableConvertibleType {
    /// The sequence as a `Signal`: delivered on the main thread (`SharingScheduler`),
    /// an error replaced by `onErrorJustReturn` then completion, shared without replay.
    ///
    /// Rx: `asSignal(onErrorJustReturn:)` (RxCocoa).
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a `Signal`, continuing with `onErrorSignalWith` after an error.
    ///
    /// Rx: `asSignal(onErrorSignalWith:)` (RxCocoa).
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() })
    }

    /// The sequence as a `Signal`, continuing with the signal `onErrorRecover` returns
    /// for an error.
    ///
    /// Rx: `asSignal(onErrorRecover:)` (RxCocoa).
    @inlinable
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension InfallibleType {
    /// The `Infallible` as a `Signal`. Rx: `Infallible.asSignal()` (RxCocoa).
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a `Signal`: every accepted element, on the main thread.
    ///
    /// Rx: `PublishRelay.asSignal()` (RxCocoa).
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The signal itself. Rx: `Signal.asSignal()`.
    @inlinable
    public func asSignal() -> Signal<Element> { asSharedSequence() }

    /// Subscribes every observer of `observers` to the signal.
    ///
    /// Rx: `Signal.emit(to:)` (RxCocoa).
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().engine.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes every observer of `observers`, which take optional elements.
    ///
    /// Rx: `Signal.emit(to:)` (RxCocoa).
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().engine.subscribe { event in
            let optional = event.map { Optional($0) }
            observers.forEach { $0.on(optional) }
        }
    }

    /// Accepts each element into every relay of `relays`. Rx: `Signal.emit(to:)`.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into every relay of `relays`. Rx: `Signal.emit(to:)`.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element into every relay of `relays`. Rx: `Signal.emit(to:)`.
    @inlinable
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into every relay of `relays`. Rx: `Signal.emit(to:)`.
    @inlinable
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element into every relay of `relays`. Rx: `Signal.emit(to:)`.
    @inlinable
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into every relay of `relays`. Rx: `Signal.emit(to:)`.
    @inlinable
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes closures that receive `object` (held weakly: nothing is called once
    /// it is gone). Rx: `Signal.emit(with:onNext:onCompleted:onDisposed:)`.
    @inlinable
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures to the elements and the completion.
    ///
    /// Rx: `Signal.emit(onNext:onCompleted:onDisposed:)` (RxCocoa).
    @inlinable
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without callbacks (for the side effects of the chain).
    ///
    /// Rx: `Signal.emit()` (RxCocoa).
    @inlinable
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
