// Making and subscribing `Driver`s. A driver delivers on `DriverSharingStrategy.scheduler`
// (the main thread), never fails (every conversion says what replaces an error), and
// shares one subscription of its source, replaying the latest element to a new observer.
// `drive` may only be called on the main thread, so that the replayed element is
// delivered there too.

extension ObservableConvertibleType {
    /// The sequence as a `Driver`: delivered on the main thread (`SharingScheduler`),
    /// an error replaced by `onErrorJustReturn` then completion, shared with a replay of
    /// the latest element.
    ///
    /// - Parameter onErrorJustReturn: The last element, sent in place of an error.
    /// - Returns: The `Driver` of the sequence.
    ///
    /// Rx: `asDriver(onErrorJustReturn:)` (RxCocoa).
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(onErrorJustReturn: onErrorJustReturn)
    }

    /// The sequence as a `Driver`, continuing with `onErrorDriveWith` after an error.
    ///
    /// - Parameter onErrorDriveWith: The driver whose events follow an error.
    /// - Returns: The `Driver` of the sequence.
    ///
    /// Rx: `asDriver(onErrorDriveWith:)` (RxCocoa).
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorDriveWith: onErrorDriveWith)
    }

    /// The sequence as a `Driver`, continuing with the driver `onErrorRecover` returns
    /// for an error.
    ///
    /// - Parameter onErrorRecover: Makes the driver that follows an error.
    /// - Returns: The `Driver` of the sequence.
    ///
    /// Rx: `asDriver(onErrorRecover:)` (RxCocoa).
    @inlinable
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }
}

extension InfallibleType {
    /// The `Infallible` as a `Driver`, delivered on the main thread and shared with a
    /// replay of the latest element (it cannot fail, so nothing replaces an error).
    ///
    /// - Returns: The `Driver` of the sequence.
    ///
    /// Rx: `Infallible.asDriver()` (RxCocoa).
    @inlinable
    public func asDriver() -> Driver<Element> {
        sharedOnStrategyScheduler()
    }
}

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value, then every accepted element, on the
    /// main thread.
    ///
    /// - Returns: The `Driver` of the relay.
    ///
    /// Rx: `BehaviorRelay.asDriver()` (RxCocoa).
    @inlinable
    public func asDriver() -> Driver<Element> {
        sharedOnStrategyScheduler()
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The driver itself.
    ///
    /// - Returns: This driver.
    ///
    /// Rx: `Driver.asDriver()`.
    @inlinable
    public func asDriver() -> Driver<Element> { asSharedSequence() }

    /// Subscribes every observer of `observers` to the driver: each event goes to all of
    /// them, in order. Must be called on the main thread.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Driver.drive(_:)` (RxCocoa).
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return subscribeEach(observers)
    }

    /// Subscribes every observer of `observers`, which take optional elements: each
    /// event, its element wrapped, goes to all of them. Must be called on the main thread.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Driver.drive(_:)` (RxCocoa).
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return subscribeEach(observers)
    }

    /// Accepts each element into every relay of `relays` (each becomes its `value`).
    /// Must be called on the main thread.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Driver.drive(_:)` (RxCocoa).
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into every relay of `relays`. Must be
    /// called on the main thread.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Driver.drive(_:)` (RxCocoa).
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element into every relay of `relays`. Must be called on the main
    /// thread.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Driver.drive(_:)` (RxCocoa).
    @inlinable
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into every relay of `relays`. Must be
    /// called on the main thread.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Driver.drive(_:)` (RxCocoa).
    @inlinable
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Returns `transformation(observable)`: lets a function that binds the driver read
    /// like a binding. Must be called on the main thread.
    ///
    /// - Parameter transformation: Called with the driver as an `Observable`.
    /// - Returns: What `transformation` returns.
    ///
    /// Rx: `Driver.drive(_:)` with a function (RxCocoa).
    @inlinable
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return transformation(asObservable())
    }

    /// Returns `with(observable)(curriedArgument)`: a binding function that takes one
    /// more argument after the driver. Must be called on the main thread.
    ///
    /// - Parameters:
    ///   - with: Called with the driver as an `Observable`, then with `curriedArgument`.
    ///   - curriedArgument: The binding function's last argument.
    /// - Returns: What the binding function returns.
    ///
    /// Rx: `Driver.drive(_:curriedArgument:)` (RxCocoa).
    @inlinable
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone the
    /// closures are no longer called. Must be called on the main thread.
    ///
    /// - Parameters:
    ///   - object: Passed to each closure; not retained by the subscription.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` on completion.
    ///   - onDisposed: Runs once with `object`, after the completion or on disposal.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Driver.drive(with:onNext:onCompleted:onDisposed:)` (RxCocoa).
    @inlinable
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures to the elements and the completion. Must be called on the
    /// main thread: a new observer first receives the latest element, there.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Runs once, after the completion or when the subscription is
    ///     disposed.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Driver.drive(onNext:onCompleted:onDisposed:)` (RxCocoa).
    @inlinable
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without callbacks, for the side effects of the chain. Must be called
    /// on the main thread.
    ///
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Driver.drive()` (RxCocoa).
    @inlinable
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}

/// Why `drive` stops the program off the main thread.
@usableFromInline
let drivingOffMainThread = "`drive*` family of methods can be only called from `MainThread`.\nThis is required to ensure that the last replayed `Driver` element is delivered on `MainThread`."
