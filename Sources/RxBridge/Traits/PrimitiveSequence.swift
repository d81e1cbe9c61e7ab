/// An observable with a guaranteed shape, named by its `Trait`: `Single` (one element
/// or an error), `Maybe` (one element, completion or an error), `Completable`
/// (completion or an error).
///
/// It wraps an `Observable` without copying events; `asObservable()` returns it. It is
/// `Sendable` because that observable is: a trait can be stored in a `Sendable` type,
/// captured by a `Task` and awaited (`value`) from any actor.
///
/// Rx: `PrimitiveSequence`. RAC has no traits: a `RACSignal` of at most one value.
public struct PrimitiveSequence<Trait, Element>: Sendable {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, which must already follow the trait's shape.
    @inlinable init(raw source: Observable<Element>) { self.source = source }
}

/// A type that is a primitive sequence (lets trait operators be written once for
/// `PrimitiveSequence` and types that wrap it).
///
/// Rx: `PrimitiveSequenceType`.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The type of the element.
    associatedtype Element

    /// The sequence as a `PrimitiveSequence`.
    ///
    /// Rx: `PrimitiveSequenceType.primitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// The sequence itself.
    ///
    /// Rx: `PrimitiveSequence.primitiveSequence`.
    @inlinable public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The wrapped observable, without a copy: the trait's events as an `Observable`.
    ///
    /// - Returns: The observable this trait wraps.
    ///
    /// Rx: `asObservable()`.
    @inlinable public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    /// A trait whose every subscription calls `observableFactory` and subscribes to the
    /// trait it returns; an error thrown by the factory becomes the trait's error.
    ///
    /// - Parameter observableFactory: Makes the trait of each subscription, when that
    ///   subscription starts.
    /// - Returns: A trait of the same kind that builds its source per subscription.
    ///
    /// Rx: `Single.deferred`, `Maybe.deferred`, `Completable.deferred`. RAC: `+defer:`.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Engine.deferred { try observableFactory().asObservable() })
    }
}

extension PrimitiveSequenceType {
    /// The underlying engine operators.
    @inlinable var traitEngine: Engine<Element> { primitiveSequence.source.engine }

    /// The one subscriber of every trait (`Single`, `Maybe`, `Completable`): the first
    /// element is the success, and the subscription ends at once after it; an error or a
    /// completion ends it too, and nothing is delivered after the first of them.
    ///
    /// `onError` nil sends an error to `Hooks.defaultErrorHandler`. A completion without
    /// an element calls `onCompleted`, or, with `requiresElement` (a `Single`, which
    /// cannot complete empty unless built by hand), fails with `RxError.noElements`.
    /// `onDisposed` runs once: after the callback, or after the upstream is released on
    /// disposal.
    @inlinable
    func subscribeTrait(
        onSuccess: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)? = nil,
        requiresElement: Bool = false,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        let onError = onError ?? Hooks.unhandledErrorHandler()
        let scope = SubscriptionScope()
        let disposed = onDisposed.map(OnceAction.init)
        primitiveSequence.source.subscribeEngine(EventSink(next: { element in
            guard scope.isLive, scope.markTerminated() else { return }
            onSuccess?(element)
            disposed?.run()
            scope.dispose()
        }, end: { termination in
            guard scope.isLive, scope.markTerminated() else { return }
            switch termination {
            case .error(let error): onError(error)
            case .completed where requiresElement: onError(RxError.noElements)
            case .completed: onCompleted?()
            }
            disposed?.run()
            scope.dispose()
        }), scope)
        if let disposed { scope.onDispose(disposed.run) }
        return scope
    }

    /// The elements of every trait of `collection` through `resultSelector`, once each
    /// has sent its element; an empty collection sends `resultSelector([])` at once (the
    /// shared body of `Single.zip` and `Maybe.zip` over a collection).
    @inlinable
    static func zipTraits<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>(raw: Engine.deferred { Engine.just(try resultSelector([])) })
        }
        return PrimitiveSequence<Trait, Result>(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }
}
