// Making and subscribing `Driver`s. A driver delivers on `DriverSharingStrategy.scheduler`
// and never fails: every conversion says what replaces an error.

extension ObservableConvertibleType {
    /// The sequence as a `Driver`: delivered on the main thread (`SharingScheduler`),
    /// an error replaced by `onErrorJustReturn` then completion, shared with replay 1.
    ///
    /// Rx: `asDriver(onErrorJustReturn:)` (RxCocoa).
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a `Driver`, continuing with `onErrorDriveWith` after an error.
    ///
    /// Rx: `asDriver(onErrorDriveWith:)` (RxCocoa).
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// The sequence as a `Driver`, continuing with the driver `onErrorRecover` returns
    /// for an error.
    ///
    /// Rx: `asDriver(onErrorRecover:)` (RxCocoa).
    @inlinable
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension InfallibleType {
    /// The `Infallible` as a `Driver` (it cannot fail, so nothing replaces an error).
    ///
    /// Rx: `Infallible.asDriver()` (RxCocoa).
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value, then every accepted element.
    ///
    /// Rx: `BehaviorRelay.asDriver()` (RxCocoa).
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The driver itself. Rx: `Driver.asDriver()`.
    @inlinable
    public func asDriver() -> Driver<Element> { asSharedSequence() }

    /// Subscribes every observer of `observers` to the driver, on the main thread.
    ///
    /// Rx: `Driver.drive(_:)` (RxCocoa).
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return asObservable().engine.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes every observer of `observers`, which take optional elements.
    ///
    /// Rx: `Driver.drive(_:)` (RxCocoa).
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return asObservable().engine.subscribe { event in
            let optional = event.map { Optional($0) }
            observers.forEach { $0.on(optional) }
        }
    }

    /// Accepts each element into every relay of `relays`. Rx: `Driver.drive(_:)`.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into every relay of `relays`. Rx: `Driver.drive(_:)`.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element into every relay of `relays`. Rx: `Driver.drive(_:)`.
    @inlinable
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into every relay of `relays`. Rx: `Driver.drive(_:)`.
    @inlinable
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Returns `transformation(observable)`: lets a function that binds the driver read
    /// like a binding. Rx: `Driver.drive(_:)` with a function.
    @inlinable
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return transformation(asObservable())
    }

    /// Returns `with(observable)(curriedArgument)`. Rx: `Driver.drive(_:curriedArgument:)`.
    @inlinable
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingOffMainThread)
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures that receive `object` (held weakly: nothing is called once
    /// it is gone). Rx: `Driver.drive(with:onNext:onCompleted:onDisposed:)`.
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

    /// Subscribes closures to the elements and the completion, on the main thread.
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

    /// Subscribes without callbacks (for the side effects of the chain).
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
