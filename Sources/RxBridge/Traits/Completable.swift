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
    /// A `Completable` whose subscriptions run `subscribe`, which sends one
    /// `CompletableEvent` to the observer and returns what ends the work.
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

    /// `-|`. Rx: `Completable.empty`. RAC: `+empty`.
    @inlinable
    public static func empty() -> Completable {
        Completable(raw: Engine.empty())
    }

    /// `-#`. Rx: `Completable.error`. RAC: `+error:`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Engine.error(error))
    }

    /// A `Completable` that never ends. Rx: `Completable.never`. RAC: `+never`.
    @inlinable
    public static func never() -> Completable {
        Completable(raw: Engine.never())
    }

    /// The `Completable`s one after the other: each is subscribed when the previous
    /// completes; the first error ends the result.
    ///
    /// Rx: `Completable.concat(_:)`. RAC: `+concat:`.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable where Sequence.Element == Completable {
        concatenation(Array(sequence))
    }

    /// The `Completable`s one after the other. Rx: `Completable.concat(_:)`.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable where Collection.Element == Completable {
        concatenation(Array(collection))
    }

    /// The `Completable`s one after the other. Rx: `Completable.concat(_:)`.
    @inlinable
    public static func concat(_ sources: Completable ...) -> Completable {
        concatenation(sources)
    }

    /// The sources on the concat engine: each subscribed when the previous completes.
    @inlinable
    static func concatenation(_ sources: [Completable]) -> Completable {
        Completable(raw: Engine<Never>.concat(sources.map { (completable: Completable) -> Observable<Never> in completable.source }))
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes a closure that receives the one `CompletableEvent`.
    ///
    /// Rx: `Completable.subscribe(_:)`.
    @inlinable
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        subscribeTrait(onDisposed: nil) { event in
            switch event {
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion and error. An error with no `onError` goes to
    /// `Hooks.defaultErrorHandler`. `onDisposed` runs after the callback, or when the
    /// subscription is disposed.
    ///
    /// Rx: `Completable.subscribe(onCompleted:onError:onDisposed:)`.
    @inlinable
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let onError = onError ?? Hooks.unhandledErrorHandler()
        return subscribeTrait(onDisposed: onDisposed) { event in
            switch event {
            case .error(let error): onError(error)
            case .completed: onCompleted?()
            }
        }
    }

    /// Subscribes closures that receive `object` (held weakly: nothing is called once
    /// it is gone).
    ///
    /// Rx: `Completable.subscribe(with:onCompleted:onError:onDisposed:)`.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: weakly(object, onCompleted),
            onError: weakly(object, onError),
            onDisposed: weakly(object, onDisposed)
        )
    }

    /// Runs side effects around the end and the subscription; a throwing callback fails
    /// the `Completable` with its error.
    ///
    /// Rx: `Completable.do(onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    @inlinable
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: traitEngine.do(
            onNext: nil, afterNext: nil, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The `Completable` itself. Rx: `Completable.asCompletable()`.
    @inlinable
    public func asCompletable() -> Completable { primitiveSequence }

    /// This `Completable`, then `second` once it completes; an error skips `second`.
    ///
    /// `--|` andThen `-(1|)` gives `---(1|)`. Rx: `andThen(_:)`. RAC: `-then:`.
    @inlinable
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: traitEngine.then { second.asObservable() })
    }

    /// This `Completable`, then `second` once it completes. Rx: `andThen(_:)`. RAC: `-then:`.
    @inlinable
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: traitEngine.then { second.asObservable() })
    }

    /// This `Completable`, then `second` once it completes: the two one after the
    /// other, like `Completable.concat(self, second)`.
    ///
    /// - Parameter second: subscribed when this one completes.
    ///
    /// Rx: `Completable.concat(_:)` (instance).
    @inlinable
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// This `Completable`, then `second` once it completes. Rx: `andThen(_:)`. RAC: `-then:`.
    @inlinable
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: traitEngine.then { second.asObservable() })
    }

    /// This `Completable`, then `second` once it completes. Rx: `andThen(_:)`. RAC: `-then:`.
    @inlinable
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        traitEngine.then { second }
    }
}
