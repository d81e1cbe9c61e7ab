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

    /// Wraps `source`, shared the way `SharingStrategy` shares (`Driver`: replay of the latest
    /// element; `Signal`: no replay). The source must not error and must already deliver on
    /// the strategy's scheduler: `asSharedSequence(…)`, `asDriver(…)` and `asSignal(…)` make
    /// sure of both.
    ///
    /// - Parameter source: The sequence to share.
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

    /// The shared observable, without a copy.
    ///
    /// - Returns: The observable this shared sequence wraps.
    ///
    /// Rx: `SharedSequence.asObservable()`.
    @inlinable
    public func asObservable() -> Observable<Element> { source }

    /// The shared sequence itself.
    ///
    /// - Returns: This shared sequence.
    ///
    /// Rx: `SharedSequence.asSharedSequence()`.
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

    /// The sequence as an `Infallible`: the same elements, still shared (it cannot fail).
    ///
    /// - Returns: An `Infallible` over the shared source.
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
    ///
    /// - Parameter source: The sequence to share; it already delivers on `scheduler`.
    /// - Returns: The shared sequence's source.
    ///
    /// Rx: `SharingStrategyProtocol.share(_:)` (RxCocoa).
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be seen as a `SharedSequence`.
///
/// Rx: `SharedSequenceConvertibleType` (RxCocoa).
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The sequence as a `SharedSequence`.
    ///
    /// - Returns: The shared sequence this value stands for.
    ///
    /// Rx: `SharedSequenceConvertibleType.asSharedSequence()` (RxCocoa).
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The shared sequence as an `Observable` (a conforming type only has to provide
    /// `asSharedSequence()`).
    ///
    /// - Returns: The observable of `asSharedSequence()`.
    ///
    /// Rx: `SharedSequenceConvertibleType.asObservable()`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequence {
    /// `element` then completion on the strategy's scheduler: the subscription is made there,
    /// and the element and the completion follow at once (one scheduled step, as in RxCocoa,
    /// so a driver subscribed on the main thread gets both synchronously).
    ///
    /// - Parameter element: The element every subscriber receives.
    /// - Returns: A shared sequence of one element.
    ///
    /// Rx: `SharedSequence.just(_:)`.
    @inlinable
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// Completion on the strategy's scheduler: `-|`.
    ///
    /// - Returns: The empty shared sequence.
    ///
    /// Rx: `SharedSequence.empty()`.
    @inlinable
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never sends anything; only disposal ends its subscriptions.
    ///
    /// - Returns: The silent shared sequence.
    ///
    /// Rx: `SharedSequence.never()`.
    @inlinable
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence whose subscriptions call `observableFactory` and subscribe to what it
    /// returns; the result is shared again with the strategy.
    ///
    /// - Parameter observableFactory: Makes the sequence of each subscription, when that
    ///   subscription starts.
    /// - Returns: A shared sequence that builds its source per subscription.
    ///
    /// Rx: `SharedSequence.deferred(_:)`.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// The arguments, one after the other, then completion, on the strategy's scheduler.
    ///
    /// - Parameter elements: The elements, in order.
    /// - Returns: A shared sequence of the arguments.
    ///
    /// Rx: `SharedSequence.of(_:)`.
    @inlinable
    public static func of(_ elements: Element ...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of `array`, then completion, on the strategy's scheduler.
    ///
    /// - Parameter array: The elements, in order.
    /// - Returns: A shared sequence of the array's elements.
    ///
    /// Rx: `SharedSequence.from(_:)`.
    @inlinable
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of `sequence`, then completion, on the strategy's scheduler.
    ///
    /// - Parameter sequence: The elements, in order.
    /// - Returns: A shared sequence of the sequence's elements.
    ///
    /// Rx: `SharedSequence.from(_:)`.
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// The value of `optional` then completion, or only completion for nil, on the
    /// strategy's scheduler.
    ///
    /// - Parameter optional: The element to send, if any.
    /// - Returns: A shared sequence of at most one element.
    ///
    /// Rx: `SharedSequence.from(optional:)`.
    @inlinable
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// `0, 1, 2, …`, one every `period` on the strategy's scheduler, until disposed.
    ///
    /// - Parameter period: The time between two elements (the first comes one period after
    ///   the subscription).
    /// - Returns: An endless shared sequence of counters.
    ///
    /// Rx: `SharedSequence.interval(_:)`.
    @inlinable
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// `0` after `dueTime`, then `1, 2, …` every `period`, on the strategy's scheduler.
    ///
    /// - Parameters:
    ///   - dueTime: How long after the subscription the `0` comes.
    ///   - period: The time between the later elements.
    /// - Returns: A shared sequence of counters.
    ///
    /// Rx: `SharedSequence.timer(_:period:)`.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
