// Making and subscribing `Signal`s. A signal delivers on `SignalSharingStrategy.scheduler`
// (the main thread), never fails (every conversion says what replaces an error), and
// shares one subscription of its source without replaying anything to a late observer.

extension ObservableConvertibleType {
    /// The sequence as a `Signal`: delivered on the main thread (`SharingScheduler`),
    /// an error replaced by `onErrorJustReturn` then completion, shared without replay.
    ///
    /// - Parameter onErrorJustReturn: The last element, sent in place of an error.
    /// - Returns: The `Signal` of the sequence.
    ///
    /// Rx: `asSignal(onErrorJustReturn:)` (RxCocoa).
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(onErrorJustReturn: onErrorJustReturn)
    }

    /// The sequence as a `Signal`, continuing with `onErrorSignalWith` after an error.
    ///
    /// - Parameter onErrorSignalWith: The signal whose events follow an error.
    /// - Returns: The `Signal` of the sequence.
    ///
    /// Rx: `asSignal(onErrorSignalWith:)` (RxCocoa).
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorDriveWith: onErrorSignalWith)
    }

    /// The sequence as a `Signal`, continuing with the signal `onErrorRecover` returns
    /// for an error.
    ///
    /// - Parameter onErrorRecover: Makes the signal that follows an error.
    /// - Returns: The `Signal` of the sequence.
    ///
    /// Rx: `asSignal(onErrorRecover:)` (RxCocoa).
    @inlinable
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }
}

extension InfallibleType {
    /// The `Infallible` as a `Signal`, delivered on the main thread and shared without
    /// replay (it cannot fail, so nothing replaces an error).
    ///
    /// - Returns: The `Signal` of the sequence.
    ///
    /// Rx: `Infallible.asSignal()` (RxCocoa).
    @inlinable
    public func asSignal() -> Signal<Element> {
        sharedOnStrategyScheduler()
    }
}

extension PublishRelay {
    /// The relay as a `Signal`: every accepted element, on the main thread.
    ///
    /// - Returns: The `Signal` of the relay.
    ///
    /// Rx: `PublishRelay.asSignal()` (RxCocoa).
    @inlinable
    public func asSignal() -> Signal<Element> {
        sharedOnStrategyScheduler()
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The signal itself.
    ///
    /// - Returns: This signal.
    ///
    /// Rx: `Signal.asSignal()`.
    @inlinable
    public func asSignal() -> Signal<Element> { asSharedSequence() }

    /// Subscribes every observer of `observers` to the signal: each event goes to all of
    /// them, in order.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Signal.emit(to:)` (RxCocoa).
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribeEach(observers)
    }

    /// Subscribes every observer of `observers`, which take optional elements: each
    /// event, its element wrapped, goes to all of them.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Signal.emit(to:)` (RxCocoa).
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        subscribeEach(observers)
    }

    /// Accepts each element into every relay of `relays` (each becomes its `value`).
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Signal.emit(to:)` (RxCocoa).
    @inlinable
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Signal.emit(to:)` (RxCocoa).
    @inlinable
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Signal.emit(to:)` (RxCocoa).
    @inlinable
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Signal.emit(to:)` (RxCocoa).
    @inlinable
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Signal.emit(to:)` (RxCocoa).
    @inlinable
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into every relay of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Signal.emit(to:)` (RxCocoa).
    @inlinable
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone the
    /// closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to each closure; not retained by the subscription.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` on completion.
    ///   - onDisposed: Runs once with `object`, after the completion or on disposal.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Signal.emit(with:onNext:onCompleted:onDisposed:)` (RxCocoa).
    @inlinable
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures to the elements and the completion; an element sent before
    /// the subscription is not received.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Runs once, after the completion or when the subscription is
    ///     disposed.
    /// - Returns: What cancels the subscription.
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

    /// Subscribes without callbacks, for the side effects of the chain.
    ///
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Signal.emit()` (RxCocoa).
    @inlinable
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
