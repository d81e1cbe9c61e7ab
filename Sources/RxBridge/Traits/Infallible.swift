/// A type that is an `Infallible`: a sequence that cannot fail.
///
/// Rx: `InfallibleType`.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that never fails: elements, then maybe completion.
///
/// Build one with `create`, the static sources, or `asInfallible(onError…)` on any
/// sequence. It wraps an `Observable` without copying events, and is `Sendable` as
/// that observable is.
///
/// Rx: `Infallible`. RAC has no counterpart (every signal may error).
public struct Infallible<Element>: InfallibleType, Sendable {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, which must not error.
    @inlinable init(_ source: Observable<Element>) { self.source = source }

    /// The wrapped observable (no copy). Rx: `asObservable()`.
    @inlinable public func asObservable() -> Observable<Element> { source }
}

/// What an `Infallible.create` body sends.
///
/// Rx: `InfallibleEvent`.
@frozen
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence finished.
    case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension InfallibleEvent {
    /// The same event as an `Event` (`.next` or `.completed`).
    ///
    /// Rx: `InfallibleEvent.event`.
    @inlinable
    public var event: Event<Element> {
        switch self {
        case .next(let element): return .next(element)
        case .completed: return .completed
        }
    }
}

extension Infallible {
    /// The closure an `Infallible.create` body sends events to.
    ///
    /// `@Sendable`, so the body may hand it to a `Task` or a `@Sendable` completion
    /// handler; it is safe to call from any thread, one event at a time.
    ///
    /// Rx: `Infallible.InfallibleObserver`.
    public typealias InfallibleObserver = @Sendable (InfallibleEvent<Element>) -> Void

    /// An `Infallible` whose subscriptions run `subscribe`, which sends events to the
    /// observer and returns what ends the work.
    ///
    /// Rx: `Infallible.create(subscribe:)`.
    @inlinable
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        Infallible(Engine.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    /// `-(element)-|` for a non-nil optional, `-|` for nil. Rx: `Infallible.from(optional:)`.
    @inlinable
    public static func from(optional: Element?) -> Infallible<Element> {
        Infallible(Observable.from(optional: optional))
    }

    /// `-(element)-|` on `scheduler` for a non-nil optional, `-|` for nil.
    ///
    /// Rx: `Infallible.from(optional:scheduler:)`.
    @inlinable
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.from(optional: optional, scheduler: scheduler))
    }

    /// `element` forever, one trampoline step each on `scheduler`.
    ///
    /// Rx: `Infallible.repeatElement(_:scheduler:)`.
    @inlinable
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Engine.generateElements(scheduler: scheduler) { Swift.repeatElement(element, count: .max).makeIterator() })
    }

    /// `-1-2-3-|`: the arguments, one trampoline step each on `scheduler`.
    ///
    /// Rx: `Infallible.of(_:scheduler:)`.
    @inlinable
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Engine.generateElements(scheduler: scheduler) { elements.makeIterator() })
    }

    /// The elements of an array, one trampoline step each on `scheduler`.
    ///
    /// Rx: `Infallible.from(_:scheduler:)`.
    @inlinable
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Engine.generateElements(scheduler: scheduler) { array.makeIterator() })
    }

    /// The elements of a sequence, one trampoline step each on `scheduler`.
    ///
    /// Rx: `Infallible.from(_:scheduler:)`.
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(Engine.generateElements(scheduler: scheduler) { sequence.makeIterator() })
    }
}

extension InfallibleType {
    /// `-(element)-|`. Rx: `Infallible.just`.
    @inlinable
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Engine<Element>.just(element))
    }

    /// `-(element)-|`, emitted on `scheduler`. Rx: `Infallible.just(_:scheduler:)`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Engine.generateElements(scheduler: scheduler) { CollectionOfOne(element).makeIterator() })
    }

    /// `-|`. Rx: `Infallible.empty`.
    @inlinable
    public static func empty() -> Infallible<Element> {
        Infallible(Engine<Element>.empty())
    }

    /// A sequence that never sends anything. Rx: `Infallible.never`.
    @inlinable
    public static func never() -> Infallible<Element> {
        Infallible(Engine<Element>.never())
    }

    /// An `Infallible` whose subscriptions call `observableFactory` and subscribe to what
    /// it returns. The factory may throw, as in RxSwift: the error then reaches the
    /// subscriber (an `Infallible` subscriber reports it as unhandled).
    ///
    /// - Parameter observableFactory: makes the sequence of each subscription.
    ///
    /// Rx: `Infallible.deferred(_:)`.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(Engine<Element>.deferred { try observableFactory().source })
    }
}

extension Infallible where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, one trampoline step each.
    ///
    /// Rx: `Infallible.range(start:count:scheduler:)`. A negative `count` is a precondition failure.
    @inlinable
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.range(start: start, count: count, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// Subscribes closures to the elements and the completion. `onDisposed` runs after
    /// completion or when the subscription is disposed.
    ///
    /// Rx: `Infallible.subscribe(onNext:onCompleted:onDisposed:)`.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().engine.subscribe(
            onNext: onNext,
            // An Infallible cannot fail; one built by hand that does is reported as Rx would.
            onError: Hooks.unhandledErrorHandler(),
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes closures that receive `object` (held weakly: nothing is called once
    /// it is gone).
    ///
    /// Rx: `Infallible.subscribe(with:onNext:onCompleted:onDisposed:)`.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: weakly(object, onNext),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed)
        )
    }

    /// Subscribes a closure that receives every event, as `InfallibleEvent`s (`.next`,
    /// `.completed`). An error from an `Infallible` built over a failing source is
    /// reported as unhandled, as by `subscribe(onNext:onCompleted:onDisposed:)`.
    ///
    /// - Parameter on: receives each event.
    ///
    /// Rx: `Infallible.subscribe(_:)`.
    @inlinable
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().engine.subscribe(
            onNext: { on(.next($0)) },
            onError: Hooks.unhandledErrorHandler(),
            onCompleted: { on(.completed) },
            onDisposed: nil
        )
    }

    /// Transforms each element. Rx: `Infallible.map`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(asObservable().engine.map(transform))
    }

    /// The elements that pass `predicate`. Rx: `Infallible.filter`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().engine.filter(predicate))
    }

    /// The non-nil results of `transform`. Rx: `Infallible.compactMap`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(asObservable().engine.compactMap(transform))
    }

    /// Itself. Rx: `Infallible.asInfallible()`.
    @inlinable
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ObservableConvertibleType {
    /// The sequence as an `Infallible`: an error is replaced by `element`, then completion.
    ///
    /// `--1--#` gives `--1--(x|)`. Rx: `asInfallible(onErrorJustReturn:)`.
    @inlinable
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().engine.catch { (_: Swift.Error) -> Observable<Element> in Engine<Element>.just(element) })
    }

    /// The sequence as an `Infallible`: an error is replaced by `infallible`'s events.
    ///
    /// Rx: `asInfallible(onErrorFallbackTo:)`.
    @inlinable
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().engine.catch { (_: Swift.Error) -> Observable<Element> in infallible.source })
    }

    /// The sequence as an `Infallible`: an error is replaced by the events of the
    /// `Infallible` that `onErrorRecover` returns for it.
    ///
    /// Rx: `asInfallible(onErrorRecover:)`.
    @inlinable
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().engine.catch { (error: Swift.Error) -> Observable<Element> in onErrorRecover(error).source })
    }
}
