/// The trait of `Maybe`: one element, completion without one, or an error.
///
/// Rx: `MaybeTrait`.
public enum MaybeTrait {}

/// A sequence that succeeds with one element, completes empty, or fails.
///
/// Rx: `Maybe`. RAC: a `RACSignal` of at most one value.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers.
///
/// Rx: `MaybeEvent`.
@frozen
public enum MaybeEvent<Element> {
    /// One element; the `Maybe` is done.
    case success(Element)
    /// The `Maybe` failed.
    case error(Swift.Error)
    /// The `Maybe` completed without an element.
    case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure a `Maybe.create` body sends its one event to.
    ///
    /// `@Sendable`, so the body may hand it to a `Task` or a `@Sendable` completion
    /// handler; it is safe to call from any thread, and calls after the first end are ignored.
    ///
    /// Rx: `MaybeObserver`.
    public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` whose every subscription runs `subscribe`: the body sends one
    /// `MaybeEvent` to the observer it is given, and returns what cancels its work.
    /// Events after the first are ignored.
    ///
    /// - Parameter subscribe: Runs once per subscription with the observer; the
    ///   `Disposable` it returns is disposed when the subscription ends.
    /// - Returns: The `Maybe` that runs `subscribe` for each subscriber.
    ///
    /// Rx: `Maybe.create(subscribe:)`.
    @inlinable
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> PrimitiveSequence<Trait, Element> {
        Maybe(raw: Engine.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        })
    }

    /// A `Maybe` that succeeds with `element` as soon as it is subscribed: `-(element)|`.
    ///
    /// - Parameter element: The element every subscriber receives.
    /// - Returns: The `Maybe` of `element`.
    ///
    /// Rx: `Maybe.just`. RAC: `+return:`.
    @inlinable
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Engine.just(element))
    }

    /// A `Maybe` that succeeds with `element` from an action scheduled on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element every subscriber receives.
    ///   - scheduler: Where the element is sent from.
    /// - Returns: The `Maybe` of `element`, delivered on `scheduler`.
    ///
    /// Rx: `Maybe.just(_:scheduler:)`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Engine.generateElements(scheduler: scheduler) { CollectionOfOne(element).makeIterator() })
    }

    /// A `Maybe` that completes without an element as soon as it is subscribed: `-|`.
    ///
    /// - Returns: The empty `Maybe`.
    ///
    /// Rx: `Maybe.empty`. RAC: `+empty`.
    @inlinable
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Engine.empty())
    }

    /// A `Maybe` that fails with `error` as soon as it is subscribed: `-#`.
    ///
    /// - Parameter error: The error every subscriber receives.
    /// - Returns: The failing `Maybe`.
    ///
    /// Rx: `Maybe.error`. RAC: `+error:`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Engine.error(error))
    }

    /// A `Maybe` that never ends; only disposal ends its subscriptions.
    ///
    /// - Returns: The silent `Maybe`.
    ///
    /// Rx: `Maybe.never`. RAC: `+never`.
    @inlinable
    public static func never() -> Maybe<Element> {
        Maybe(raw: Engine.never())
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes a closure that receives the one `MaybeEvent`; the subscription ends
    /// after it.
    ///
    /// - Parameter observer: Called once, with the success, the error or the empty
    ///   completion.
    /// - Returns: What cancels the subscription before the event arrives.
    ///
    /// Rx: `Maybe.subscribe(_:)`.
    @inlinable
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribeTrait(
            onSuccess: { observer(.success($0)) },
            onError: { observer(.error($0)) },
            onCompleted: { observer(.completed) },
            onDisposed: nil
        )
    }

    /// Subscribes closures for the success, the error and the empty completion. The
    /// first element is the success: the subscription then ends at once, so a source
    /// that would send a second element is not heard again.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error; nil sends it to `Hooks.defaultErrorHandler`.
    ///   - onCompleted: Called when the `Maybe` completes without an element.
    ///   - onDisposed: Runs once, after the callback or when the subscription is disposed.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Maybe.subscribe(onSuccess:onError:onCompleted:onDisposed:)`.
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeTrait(onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone the
    /// closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to each closure; not retained by the subscription.
    ///   - onSuccess: Called with `object` and the element.
    ///   - onError: Called with `object` and the error; when nil the error is dropped
    ///     (as in RxSwift, it does not reach `Hooks.defaultErrorHandler`).
    ///   - onCompleted: Called with `object` on an empty completion.
    ///   - onDisposed: Runs once with `object`, after the callback or on disposal.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Maybe.subscribe(with:onSuccess:onError:onCompleted:onDisposed:)`.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: weakly(object, onSuccess), onError: weakly(object, onError),
                  onCompleted: weakly(object, onCompleted), onDisposed: weakly(object, onDisposed))
    }

    /// Runs side effects around the events and the subscription, in `Observable.do`'s
    /// order; a throwing callback fails the `Maybe` with its error.
    ///
    /// - Parameters:
    ///   - onNext: Runs before the element is forwarded.
    ///   - afterNext: Runs after the element is forwarded.
    ///   - onError: Runs before the error is forwarded.
    ///   - afterError: Runs after the error is forwarded.
    ///   - onCompleted: Runs before the completion is forwarded.
    ///   - afterCompleted: Runs after the completion is forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs once when the subscription ends, by its end or by disposal.
    /// - Returns: The same `Maybe` with the side effects.
    ///
    /// Rx: `Maybe.do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(raw: traitEngine.do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Transforms the element (an empty `Maybe` stays empty); an error thrown by
    /// `transform` fails the `Maybe`.
    ///
    /// - Parameter transform: Maps the element.
    /// - Returns: A `Maybe` of the transformed element.
    ///
    /// Rx: `Maybe.map`. RAC: `-map:`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: traitEngine.map(transform))
    }

    /// Transforms the element, completing empty when `transform` returns nil; an error
    /// thrown by `transform` fails the `Maybe`.
    ///
    /// - Parameter transform: Maps the element, or returns nil to drop it.
    /// - Returns: A `Maybe` of the transformed element.
    ///
    /// Rx: `Maybe.compactMap`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: traitEngine.compactMap(transform))
    }

    /// Keeps the element if it passes `predicate` and completes empty otherwise; an
    /// error thrown by `predicate` fails the `Maybe`.
    ///
    /// - Parameter predicate: Whether the element is kept.
    /// - Returns: A `Maybe` of the element.
    ///
    /// Rx: `Maybe.filter`. RAC: `-filter:`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: traitEngine.filter(predicate))
    }

    /// The `Maybe` itself.
    ///
    /// - Returns: This `Maybe`.
    ///
    /// Rx: `Maybe.asMaybe()`.
    @inlinable
    public func asMaybe() -> Maybe<Element> { primitiveSequence }
}
