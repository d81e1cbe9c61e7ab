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
    /// A `Single` whose every subscription runs `subscribe`: the body sends one
    /// `SingleEvent` to the observer it is given, and returns what cancels its work.
    /// Events after the first are ignored.
    ///
    /// - Parameter subscribe: Runs once per subscription with the observer; the
    ///   `Disposable` it returns is disposed when the subscription ends.
    /// - Returns: The `Single` that runs `subscribe` for each subscriber.
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

    /// A `Single` that succeeds with `element` as soon as it is subscribed: `-(element)|`.
    ///
    /// - Parameter element: The element every subscriber receives.
    /// - Returns: The `Single` of `element`.
    ///
    /// Rx: `Single.just`. RAC: `+return:`.
    @inlinable
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Engine.just(element))
    }

    /// A `Single` that succeeds with `element` from an action scheduled on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element every subscriber receives.
    ///   - scheduler: Where the element is sent from.
    /// - Returns: The `Single` of `element`, delivered on `scheduler`.
    ///
    /// Rx: `Single.just(_:scheduler:)`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Engine.generateElements(scheduler: scheduler) { CollectionOfOne(element).makeIterator() })
    }

    /// A `Single` that fails with `error` as soon as it is subscribed: `-#`.
    ///
    /// - Parameter error: The error every subscriber receives.
    /// - Returns: The failing `Single`.
    ///
    /// Rx: `Single.error`. RAC: `+error:`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Engine.error(error))
    }

    /// A `Single` that neither succeeds nor fails; only disposal ends its subscriptions.
    ///
    /// - Returns: The silent `Single`.
    ///
    /// Rx: `Single.never`. RAC: `+never`.
    @inlinable
    public static func never() -> Single<Element> {
        Single(raw: Engine.never())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes a closure that receives the one `SingleEvent`. The subscription ends
    /// after that event; a hand-built `Single` that completes without an element is
    /// reported as `.failure(RxError.noElements)` rather than dropped.
    ///
    /// - Parameter observer: Called once, with the success or the failure.
    /// - Returns: What cancels the subscription before the event arrives.
    ///
    /// Rx: `Single.subscribe(_:)`.
    @inlinable
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        subscribeTrait(
            onSuccess: { observer(.success($0)) },
            onError: { observer(.failure($0)) },
            requiresElement: true,
            onDisposed: nil
        )
    }

    /// Subscribes closures for the success and the failure. The first element is the
    /// success: the subscription then ends at once, so a source that would send a second
    /// element is not heard again.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onFailure: Called with the error (also `RxError.noElements` for a hand-built
    ///     `Single` that completes empty); nil sends it to `Hooks.defaultErrorHandler`.
    ///   - onDisposed: Runs once, after the callback or when the subscription is disposed.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Single.subscribe(onSuccess:onFailure:onDisposed:)`.
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeTrait(onSuccess: onSuccess, onError: onFailure, requiresElement: true, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone the
    /// closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to each closure; not retained by the subscription.
    ///   - onSuccess: Called with `object` and the element.
    ///   - onFailure: Called with `object` and the error; when nil the error is dropped
    ///     (as in RxSwift, it does not reach `Hooks.defaultErrorHandler`).
    ///   - onDisposed: Runs once with `object`, after the callback or on disposal.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Single.subscribe(with:onSuccess:onFailure:onDisposed:)`.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: weakly(object, onSuccess), onFailure: weakly(object, onFailure), onDisposed: weakly(object, onDisposed))
    }

    /// The RxSwift 5 spelling of `subscribe(onSuccess:onFailure:onDisposed:)`.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onDisposed: Runs once, after the callback or when the subscription is disposed.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Single.subscribe(onSuccess:onError:onDisposed:)` (deprecated).
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Runs side effects around the success, the failure and the subscription, in
    /// `Observable.do`'s order; a throwing callback fails the `Single` with its error.
    ///
    /// - Parameters:
    ///   - onSuccess: Runs before the element is forwarded.
    ///   - afterSuccess: Runs after the element is forwarded.
    ///   - onError: Runs before the error is forwarded.
    ///   - afterError: Runs after the error is forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs once when the subscription ends, by its end or by disposal.
    /// - Returns: The same `Single` with the side effects.
    ///
    /// Rx: `Single.do(onSuccess:afterSuccess:onError:afterError:onSubscribe:onSubscribed:onDispose:)`.
    @inlinable
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil, afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: traitEngine.do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onCompleted: nil, afterCompleted: nil,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Transforms the element; an error thrown by `transform` fails the `Single`.
    ///
    /// - Parameter transform: Maps the element.
    /// - Returns: A `Single` of the transformed element.
    ///
    /// Rx: `Single.map`. RAC: `-map:`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: traitEngine.map(transform))
    }

    /// Transforms the element, completing empty when `transform` returns nil (so the
    /// result is a `Maybe`); an error thrown by `transform` fails it.
    ///
    /// - Parameter transform: Maps the element, or returns nil to drop it.
    /// - Returns: A `Maybe` of the transformed element.
    ///
    /// Rx: `Single.compactMap`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: traitEngine.compactMap(transform))
    }

    /// Keeps the element if it passes `predicate` and completes empty otherwise (so the
    /// result is a `Maybe`); an error thrown by `predicate` fails it.
    ///
    /// - Parameter predicate: Whether the element is kept.
    /// - Returns: A `Maybe` of the element.
    ///
    /// Rx: `Single.filter`. RAC: `-filter:`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: traitEngine.filter(predicate))
    }

    /// The `Single` itself.
    ///
    /// - Returns: This `Single`.
    ///
    /// Rx: `Single.asSingle()`.
    @inlinable
    public func asSingle() -> Single<Element> { primitiveSequence }

    /// The `Single` as a `Maybe`, which then never completes empty.
    ///
    /// - Returns: A `Maybe` over the same source.
    ///
    /// Rx: `Single.asMaybe()`.
    @inlinable
    public func asMaybe() -> Maybe<Element> { Maybe(raw: primitiveSequence.source) }

    /// A `Completable` that completes when the `Single` succeeds (dropping the element)
    /// and fails when it fails.
    ///
    /// - Returns: The `Single` as a `Completable`.
    ///
    /// Rx: `Single.asCompletable()`.
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: traitEngine.compactMap { _ -> Never? in nil })
    }
}

extension ObservableType {
    /// The sequence as a `Single`: its one element, sent when the sequence completes. A
    /// second element fails the `Single` with `RxError.moreThanOneElement`, a completion
    /// without one with `RxError.noElements`.
    ///
    /// `--1--|` gives `-----(1|)`.
    ///
    /// - Returns: A `Single` of the sequence's only element.
    ///
    /// Rx: `asSingle()`.
    @inlinable
    public func asSingle() -> Single<Element> {
        Single(raw: engine.singleElement(requiresElement: true))
    }

    /// The sequence as a `Maybe`: its element (if any), sent when the sequence
    /// completes. A second element fails the `Maybe` with `RxError.moreThanOneElement`.
    ///
    /// `--1--|` gives `-----(1|)`, `--|` gives `--|`.
    ///
    /// - Returns: A `Maybe` of the sequence's element, empty if it has none.
    ///
    /// Rx: `asMaybe()`.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: engine.singleElement(requiresElement: false))
    }
}

extension ObservableType where Element == Never {
    /// The sequence as a `Completable` (it has no elements to drop).
    ///
    /// - Returns: A `Completable` over the same source.
    ///
    /// Rx: `asCompletable()`.
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
