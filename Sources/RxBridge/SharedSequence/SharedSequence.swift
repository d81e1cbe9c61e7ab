/// A sequence that never fails, delivers on its strategy's scheduler and shares one
/// subscription of its source among its observers, as its `SharingStrategy` says.
///
/// `Driver` (replays the latest element) and `Signal` (replays nothing) are its two
/// strategies; a library can add its own by conforming to `SharingStrategyProtocol`,
/// and extend every shared sequence with
/// `extension SharedSequenceConvertibleType where SharingStrategy == MyStrategy`.
///
/// It is `Sendable` (it only holds the shared observable), so a `@MainActor` view
/// model can expose a `Driver` through a `Sendable` outputs struct.
///
/// Rx: `SharedSequence` (RxCocoa). RAC: a `RACSignal` that is `-replayLast`'d and
/// delivered on the main thread.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType, Sendable {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source` shared by `SharingStrategy`. The source must not error and must
    /// already deliver on the strategy's scheduler.
    ///
    /// Rx: `SharedSequence.init(_:)`.
    @inlinable
    public init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source`, which is already shared.
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The shared observable (no copy). Rx: `SharedSequence.asObservable()`.
    @inlinable
    public func asObservable() -> Observable<Element> { source }

    /// Itself. Rx: `SharedSequence.asSharedSequence()`.
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

    /// The sequence as an `Infallible` (same elements; it cannot fail).
    ///
    /// Rx: `SharedSequence.asInfallible()`.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

/// How a `SharedSequence` shares its source and where it delivers.
///
/// Rx: `SharingStrategyProtocol` (RxCocoa).
public protocol SharingStrategyProtocol {
    /// The scheduler that elements are delivered on (the main thread for `Driver` and
    /// `Signal`; a test scheduler inside `SharingScheduler.mock`).
    static var scheduler: SchedulerType { get }

    /// `source` shared the way this strategy shares.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be seen as a `SharedSequence`.
///
/// Rx: `SharedSequenceConvertibleType` (RxCocoa).
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The sequence as a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The shared sequence as an `Observable` (a conforming type only has to provide
    /// `asSharedSequence()`).
    ///
    /// Rx: `SharedSequenceConvertibleType.asObservable()`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequence {
    /// `-(element)|` on the strategy's scheduler: the subscription is made there, and the
    /// element and the completion follow at once (one scheduled step, as in RxCocoa, so a
    /// driver subscribed on the main thread gets both synchronously).
    ///
    /// Rx: `SharedSequence.just(_:)`.
    @inlinable
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// `-|` on the strategy's scheduler. Rx: `SharedSequence.empty()`.
    @inlinable
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never sends anything. Rx: `SharedSequence.never()`.
    @inlinable
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence whose subscriptions call `observableFactory` and subscribe to what it
    /// returns. Rx: `SharedSequence.deferred(_:)`.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// The arguments, one after the other, on the strategy's scheduler.
    ///
    /// Rx: `SharedSequence.of(_:)`.
    @inlinable
    public static func of(_ elements: Element ...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of `array`, on the strategy's scheduler. Rx: `SharedSequence.from(_:)`.
    @inlinable
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of `sequence`, on the strategy's scheduler. Rx: `SharedSequence.from(_:)`.
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// `optional`'s value then completion, or just completion, on the strategy's
    /// scheduler. Rx: `SharedSequence.from(optional:)`.
    @inlinable
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// `0, 1, 2, …`, one every `period` on the strategy's scheduler.
    ///
    /// Rx: `SharedSequence.interval(_:)`.
    @inlinable
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// `0` after `dueTime`, then `1, 2, …` every `period` (if given) on the strategy's
    /// scheduler. Rx: `SharedSequence.timer(_:period:)`.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
