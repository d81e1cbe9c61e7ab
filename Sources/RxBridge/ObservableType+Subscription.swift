extension ObservableType {
    /// Subscribes closures to the sequence's events.
    ///
    /// An error with no `onError` goes to `Hooks.defaultErrorHandler`, once.
    /// `onDisposed` runs after a terminal event or when the subscription is disposed.
    ///
    /// Rx: `subscribe(onNext:onError:onCompleted:onDisposed:)`.
    /// RAC: `subscribeNext:error:completed:` (which drops an unhandled error).
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        engine.subscribe(
            onNext: onNext,
            onError: onError ?? Hooks.unhandledErrorHandler(),
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes closures that receive `object` (held weakly: events stop reaching the
    /// closures once it is gone).
    ///
    /// Rx: `subscribe(with:onNext:onError:onCompleted:onDisposed:)`.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: weakly(object, onNext),
            onError: weakly(object, onError),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed)
        )
    }

    /// Subscribes a closure that receives every event.
    ///
    /// Rx: `subscribe(_:)` with an event closure. RAC: `subscribe:` with a `RACSubscriber`.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        engine.subscribe(on)
    }
}
