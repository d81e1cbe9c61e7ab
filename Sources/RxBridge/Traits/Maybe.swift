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
    /// A `Maybe` whose subscriptions run `subscribe`, which sends one `MaybeEvent` to the
    /// observer and returns what ends the work. Later events are ignored.
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

    /// `-(element)|`. Rx: `Maybe.just`. RAC: `+return:`.
    @inlinable
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Engine.just(element))
    }

    /// `-(element)|`, emitted on `scheduler`. Rx: `Maybe.just(_:scheduler:)`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Engine.generateElements(scheduler: scheduler) { CollectionOfOne(element).makeIterator() })
    }

    /// `-|`. Rx: `Maybe.empty`. RAC: `+empty`.
    @inlinable
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Engine.empty())
    }

    /// `-#`. Rx: `Maybe.error`. RAC: `+error:`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Engine.error(error))
    }

    /// A `Maybe` that never ends. Rx: `Maybe.never`. RAC: `+never`.
    @inlinable
    public static func never() -> Maybe<Element> {
        Maybe(raw: Engine.never())
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes a closure that receives the one `MaybeEvent`.
    ///
    /// Rx: `Maybe.subscribe(_:)`.
    @inlinable
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribeTrait(onDisposed: nil) { event in
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for success, error and empty completion. An error with no
    /// `onError` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs after the
    /// callback, or when the subscription is disposed.
    ///
    /// Rx: `Maybe.subscribe(onSuccess:onError:onCompleted:onDisposed:)`.
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let onError = onError ?? Hooks.unhandledErrorHandler()
        return subscribeTrait(onDisposed: onDisposed) { event in
            switch event {
            case .next(let element): onSuccess?(element)
            case .error(let error): onError(error)
            case .completed: onCompleted?()
            }
        }
    }

    /// Subscribes closures that receive `object` (held weakly: nothing is called once
    /// it is gone).
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
        subscribe(
            onSuccess: weakly(object, onSuccess),
            onError: weakly(object, onError),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed)
        )
    }

    /// Runs side effects around the events and the subscription; a throwing callback
    /// fails the `Maybe` with its error.
    ///
    /// Rx: `Maybe.do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(raw: traitEngine.do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Transforms the element; a thrown error fails the `Maybe`.
    ///
    /// Rx: `Maybe.map`. RAC: `-map:`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: traitEngine.map(transform))
    }

    /// The transformed element, or empty when `transform` returns nil.
    ///
    /// Rx: `Maybe.compactMap`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: traitEngine.compactMap(transform))
    }

    /// The element if it passes `predicate`, empty otherwise.
    ///
    /// Rx: `Maybe.filter`. RAC: `-filter:`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: traitEngine.filter(predicate))
    }

    /// The `Maybe` itself. Rx: `Maybe.asMaybe()`.
    @inlinable
    public func asMaybe() -> Maybe<Element> { primitiveSequence }
}
