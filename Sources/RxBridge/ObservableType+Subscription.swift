extension ObservableType {
    /// Subscribes closures to the sequence's events.
    ///
    /// An error with no `onError` goes to `Hooks.defaultErrorHandler`, once.
    /// `onDisposed` runs after a terminal event or when the subscription is disposed.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called with the error that ends the sequence; `nil` (the default)
    ///     reports the error to `Hooks.defaultErrorHandler`.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once, after the end or on disposal.
    /// - Returns: A disposable that ends the subscription; the subscription also ends by
    ///   itself after the sequence ends.
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
    /// - Parameters:
    ///   - object: Passed first to each closure; held weakly, so the subscription does not
    ///     keep it alive.
    ///   - onNext: Called with `object` and each element.
    ///   - onError: Called with `object` and the error; `nil` (the default) reports the
    ///     error to `Hooks.defaultErrorHandler`.
    ///   - onCompleted: Called with `object` when the sequence completes.
    ///   - onDisposed: Called with `object` once, after the end or on disposal.
    /// - Returns: A disposable that ends the subscription.
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
        subscribe(onNext: weakly(object, onNext), onError: weakly(object, onError),
                  onCompleted: weakly(object, onCompleted), onDisposed: weakly(object, onDisposed))
    }

    /// Subscribes a closure that receives every event.
    ///
    /// - Parameter on: Called with each event: the elements, then at most one `completed`
    ///   or `error`.
    /// - Returns: A disposable that ends the subscription.
    ///
    /// Rx: `subscribe(_:)` with an event closure. RAC: `subscribe:` with a `RACSubscriber`.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        engine.subscribe(on)
    }
}
