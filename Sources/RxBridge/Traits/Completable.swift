/// The trait of `Completable`: completion or an error, no elements.
///
/// Rx: `CompletableTrait`.
public enum CompletableTrait {}

/// A sequence that only completes or fails.
///
/// Rx: `Completable`. RAC: a `RACSignal` used for its completion (`-then:`, `-ignoreValues`).
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers.
///
/// Rx: `CompletableEvent`.
@frozen
public enum CompletableEvent {
    /// The `Completable` failed.
    case error(Swift.Error)
    /// The `Completable` completed.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure a `Completable.create` body sends its one event to.
    ///
    /// `@Sendable`, so the body may hand it to a `Task` or a `@Sendable` completion
    /// handler; it is safe to call from any thread, and calls after the first end are ignored.
    ///
    /// Rx: `CompletableObserver`.
    public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` whose every subscription runs `subscribe`: the body sends one
    /// `CompletableEvent` to the observer it is given, and returns what cancels its
    /// work. Events after the first are ignored.
    ///
    /// - Parameter subscribe: Runs once per subscription with the observer; the
    ///   `Disposable` it returns is disposed when the subscription ends.
    /// - Returns: The `Completable` that runs `subscribe` for each subscriber.
    ///
    /// Rx: `Completable.create(subscribe:)`.
    @inlinable
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> PrimitiveSequence<Trait, Element> {
        Completable(raw: Engine.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    /// A `Completable` that completes as soon as it is subscribed: `-|`.
    ///
    /// - Returns: The completed `Completable`.
    ///
    /// Rx: `Completable.empty`. RAC: `+empty`.
    @inlinable
    public static func empty() -> Completable {
        Completable(raw: Engine.empty())
    }

    /// A `Completable` that fails with `error` as soon as it is subscribed: `-#`.
    ///
    /// - Parameter error: The error every subscriber receives.
    /// - Returns: The failing `Completable`.
    ///
    /// Rx: `Completable.error`. RAC: `+error:`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Engine.error(error))
    }

    /// A `Completable` that never ends; only disposal ends its subscriptions.
    ///
    /// - Returns: The silent `Completable`.
    ///
    /// Rx: `Completable.never`. RAC: `+never`.
    @inlinable
    public static func never() -> Completable {
        Completable(raw: Engine.never())
    }

    /// The `Completable`s one after the other: each is subscribed when the previous one
    /// completes, and the result completes after the last; the first error ends the
    /// result (the later ones are never subscribed). An empty sequence completes at once.
    ///
    /// - Parameter sequence: The `Completable`s, in the order they run.
    /// - Returns: The `Completable` of the whole chain.
    ///
    /// Rx: `Completable.concat(_:)`. RAC: `+concat:`.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable where Sequence.Element == Completable {
        combined(Array(sequence), by: Engine.concat)
    }

    /// The `Completable`s of `collection` one after the other, as
    /// `concat(_:)` over a sequence does.
    ///
    /// - Parameter collection: The `Completable`s, in the order they run.
    /// - Returns: The `Completable` of the whole chain.
    ///
    /// Rx: `Completable.concat(_:)` (collection).
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable where Collection.Element == Completable {
        combined(Array(collection), by: Engine.concat)
    }

    /// The `Completable`s given as arguments one after the other, as `concat(_:)` over
    /// a sequence does.
    ///
    /// - Parameter sources: The `Completable`s, in the order they run.
    /// - Returns: The `Completable` of the whole chain.
    ///
    /// Rx: `Completable.concat(_:)` (variadic).
    @inlinable
    public static func concat(_ sources: Completable ...) -> Completable {
        combined(sources, by: Engine.concat)
    }

    /// The sources handed to one engine operator: `Engine.concat` (each subscribed when
    /// the previous completes) for `concat`, `Engine.merge` (all at once, each in its own
    /// child scope; done when all have completed, at once for none; the first error
    /// disposes the others) for `merge` and `zip`.
    @inlinable
    static func combined(_ sources: [Completable], by engineOperator: ([Observable<Never>]) -> Observable<Never>) -> Completable {
        Completable(raw: engineOperator(sources.map { (completable: Completable) -> Observable<Never> in completable.source }))
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes a closure that receives the one `CompletableEvent`; the subscription
    /// ends after it.
    ///
    /// - Parameter observer: Called once, with the completion or the error.
    /// - Returns: What cancels the subscription before the event arrives.
    ///
    /// Rx: `Completable.subscribe(_:)`.
    @inlinable
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        subscribeTrait(
            onSuccess: nil,
            onError: { observer(.error($0)) },
            onCompleted: { observer(.completed) },
            onDisposed: nil
        )
    }

    /// Subscribes closures for the completion and the error.
    ///
    /// - Parameters:
    ///   - onCompleted: Called when the `Completable` completes.
    ///   - onError: Called with the error; nil sends it to `Hooks.defaultErrorHandler`.
    ///   - onDisposed: Runs once, after the callback or when the subscription is disposed.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Completable.subscribe(onCompleted:onError:onDisposed:)`.
    @inlinable
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeTrait(onSuccess: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone the
    /// closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to each closure; not retained by the subscription.
    ///   - onCompleted: Called with `object` on completion.
    ///   - onError: Called with `object` and the error; when nil the error is dropped
    ///     (as in RxSwift, it does not reach `Hooks.defaultErrorHandler`).
    ///   - onDisposed: Runs once with `object`, after the callback or on disposal.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Completable.subscribe(with:onCompleted:onError:onDisposed:)`.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(onCompleted: weakly(object, onCompleted), onError: weakly(object, onError), onDisposed: weakly(object, onDisposed))
    }

    /// Runs side effects around the end and the subscription, in `Observable.do`'s
    /// order; a throwing callback fails the `Completable` with its error.
    ///
    /// - Parameters:
    ///   - onError: Runs before the error is forwarded.
    ///   - afterError: Runs after the error is forwarded.
    ///   - onCompleted: Runs before the completion is forwarded.
    ///   - afterCompleted: Runs after the completion is forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs once when the subscription ends, by its end or by disposal.
    /// - Returns: The same `Completable` with the side effects.
    ///
    /// Rx: `Completable.do(onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    @inlinable
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: traitEngine.do(
            onNext: nil, afterNext: nil, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The `Completable` itself.
    ///
    /// - Returns: This `Completable`.
    ///
    /// Rx: `Completable.asCompletable()`.
    @inlinable
    public func asCompletable() -> Completable { primitiveSequence }

    /// This `Completable`, then `second` once it completes; an error skips `second`.
    ///
    /// `--|` andThen `-(1|)` gives `---(1|)`.
    ///
    /// - Parameter second: Subscribed when this `Completable` completes.
    /// - Returns: A `Single` of `second`'s element.
    ///
    /// Rx: `andThen(_:)`. RAC: `-then:`.
    @inlinable
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: traitEngine.then { second.asObservable() })
    }

    /// This `Completable`, then `second` once it completes; an error skips `second`.
    ///
    /// - Parameter second: Subscribed when this `Completable` completes.
    /// - Returns: A `Maybe` of `second`'s events.
    ///
    /// Rx: `andThen(_:)`. RAC: `-then:`.
    @inlinable
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: traitEngine.then { second.asObservable() })
    }

    /// This `Completable`, then `second` once it completes: the two one after the
    /// other, like `Completable.concat(self, second)`.
    ///
    /// - Parameter second: Subscribed when this `Completable` completes.
    /// - Returns: A `Completable` that completes after both.
    ///
    /// Rx: `Completable.concat(_:)` (instance).
    @inlinable
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// This `Completable`, then `second` once it completes; an error skips `second`.
    ///
    /// - Parameter second: Subscribed when this `Completable` completes.
    /// - Returns: A `Completable` that completes after both.
    ///
    /// Rx: `andThen(_:)`. RAC: `-then:`.
    @inlinable
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: traitEngine.then { second.asObservable() })
    }

    /// This `Completable`, then the elements of `second` once it completes; an error
    /// skips `second`.
    ///
    /// - Parameter second: Subscribed when this `Completable` completes.
    /// - Returns: An `Observable` of `second`'s events.
    ///
    /// Rx: `andThen(_:)`. RAC: `-then:`.
    @inlinable
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        traitEngine.then { second }
    }
}
