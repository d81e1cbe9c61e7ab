/// The trait of `Single`: exactly one element, or an error.
///
/// Rx: `SingleTrait`.
public enum SingleTrait {}

/// A sequence that succeeds with one element or fails with an error.
///
/// Rx: `Single`. RAC: a `RACSignal` that sends one value then completes.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: `.success(element)` or `.failure(error)`.
///
/// Rx: `SingleEvent` (a `Result` since RxSwift 6).
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure a `Single.create` body sends its one event to.
    ///
    /// `@Sendable`, so the body may hand it to a `Task` or a `@Sendable` completion
    /// handler; it is safe to call from any thread, and calls after the first end are ignored.
    ///
    /// Rx: `SingleObserver`.
    public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` whose subscriptions run `subscribe`, which sends one `SingleEvent` to
    /// the observer and returns what ends the work. Later events are ignored.
    ///
    /// Rx: `Single.create(subscribe:)`.
    @inlinable
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(raw: Engine.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        })
    }

    /// `-(element)|`. Rx: `Single.just`. RAC: `+return:`.
    @inlinable
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Engine.just(element))
    }

    /// `-(element)|`, emitted on `scheduler`. Rx: `Single.just(_:scheduler:)`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Engine.generateElements(scheduler: scheduler) { CollectionOfOne(element).makeIterator() })
    }

    /// `-#`. Rx: `Single.error`. RAC: `+error:`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Engine.error(error))
    }

    /// A `Single` that never succeeds nor fails. Rx: `Single.never`. RAC: `+never`.
    @inlinable
    public static func never() -> Single<Element> {
        Single(raw: Engine.never())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes a closure that receives the one `SingleEvent`.
    ///
    /// Rx: `Single.subscribe(_:)`.
    @inlinable
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        subscribeTrait(onDisposed: nil) { event in
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            // A completion without an element breaks the trait (only a hand-built
            // `Single` can do it); it is reported as `noElements` rather than dropped.
            case .completed: observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes closures for success and failure. A failure with no `onFailure` goes
    /// to `Hooks.defaultErrorHandler`. `onDisposed` runs after the callback, or when the
    /// subscription is disposed.
    ///
    /// Rx: `Single.subscribe(onSuccess:onFailure:onDisposed:)`.
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let onFailure = onFailure ?? Hooks.unhandledErrorHandler()
        return subscribeTrait(onDisposed: onDisposed) { event in
            switch event {
            case .next(let element): onSuccess?(element)
            case .error(let error): onFailure(error)
            case .completed: onFailure(RxError.noElements)
            }
        }
    }

    /// Subscribes closures that receive `object` (held weakly: nothing is called once
    /// it is gone).
    ///
    /// Rx: `Single.subscribe(with:onSuccess:onFailure:onDisposed:)`.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: weakly(object, onSuccess),
            onFailure: weakly(object, onFailure),
            onDisposed: weakly(object, onDisposed)
        )
    }

    /// The RxSwift 5 spelling of `subscribe(onSuccess:onFailure:onDisposed:)`.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Runs side effects around the success, the failure and the subscription; a
    /// throwing callback fails the `Single` with its error.
    ///
    /// Rx: `Single.do(onSuccess:afterSuccess:onError:afterError:onSubscribe:onSubscribed:onDispose:)`.
    @inlinable
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: traitEngine.do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onCompleted: nil, afterCompleted: nil,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Transforms the element; a thrown error fails the `Single`.
    ///
    /// Rx: `Single.map`. RAC: `-map:`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: traitEngine.map(transform))
    }

    /// A `Maybe` of the transformed element, empty when `transform` returns nil.
    ///
    /// Rx: `Single.compactMap`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: traitEngine.compactMap(transform))
    }

    /// A `Maybe` of the element if it passes `predicate`, empty otherwise.
    ///
    /// Rx: `Single.filter`. RAC: `-filter:`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: traitEngine.filter(predicate))
    }

    /// The `Single` itself. Rx: `Single.asSingle()`.
    @inlinable
    public func asSingle() -> Single<Element> { primitiveSequence }

    /// The `Single` as a `Maybe` (which then never completes empty). Rx: `Single.asMaybe()`.
    @inlinable
    public func asMaybe() -> Maybe<Element> { Maybe(raw: primitiveSequence.source) }

    /// A `Completable` that completes when the `Single` succeeds (dropping the element).
    ///
    /// Rx: `Single.asCompletable()`.
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: traitEngine.compactMap { _ -> Never? in nil })
    }
}

extension PrimitiveSequenceType {
    /// Subscribes `on` through the engine: the first element is the success (the
    /// subscription then ends at once), a terminal event ends it too. `onDisposed` runs
    /// after the callback, or after the upstream is released on disposal.
    @inlinable
    func subscribeTrait(onDisposed: (() -> Void)?, _ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let scope = SubscriptionScope()
        let disposed = onDisposed.map(OnceAction.init)
        primitiveSequence.source.subscribeEngine(EventSink(next: { element in
            guard scope.isLive, scope.markTerminated() else { return }
            on(.next(element))
            disposed?.run()
            scope.dispose()
        }, end: { termination in
            guard scope.isLive, scope.markTerminated() else { return }
            on(termination.event())
            disposed?.run()
            scope.dispose()
        }), scope)
        if let disposed { scope.onDispose(disposed.run) }
        return scope
    }
}

extension ObservableType {
    /// The sequence as a `Single`: its one element when it completes. A second element
    /// fails with `RxError.moreThanOneElement`, completion without one with
    /// `RxError.noElements`.
    ///
    /// `--1--|` gives `-----(1|)`. Rx: `asSingle()`.
    @inlinable
    public func asSingle() -> Single<Element> {
        Single(raw: engine.singleElement(requiresElement: true))
    }

    /// The sequence as a `Maybe`: its element (if any) when it completes. A second
    /// element fails with `RxError.moreThanOneElement`.
    ///
    /// `--1--|` gives `-----(1|)`, `--|` gives `--|`. Rx: `asMaybe()`.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: engine.singleElement(requiresElement: false))
    }
}

extension ObservableType where Element == Never {
    /// The sequence as a `Completable` (it has no elements to drop).
    ///
    /// Rx: `asCompletable()`.
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
