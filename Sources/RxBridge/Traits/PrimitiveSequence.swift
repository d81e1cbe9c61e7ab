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
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns itself.
    @inlinable public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The wrapped observable (no copy).
    ///
    /// Rx: `asObservable()`.
    @inlinable public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    /// A trait whose subscriptions call `observableFactory` and subscribe to what it
    /// returns; a thrown error becomes the trait's error.
    ///
    /// Rx: `Single.deferred`, `Maybe.deferred`, `Completable.deferred`. RAC: `+defer:`.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Engine.deferred { try observableFactory().asObservable() })
    }
}

extension PrimitiveSequenceType {
    /// Wraps an observable that already follows this trait's shape.
    @inlinable static func wrap(_ observable: Observable<Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: observable)
    }

    /// The underlying engine operators.
    @inlinable var traitEngine: Engine<Element> { primitiveSequence.source.engine }
}
