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

    /// The wrapped observable, without a copy.
    ///
    /// - Returns: The observable this `Infallible` wraps.
    ///
    /// Rx: `asObservable()`.
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

    /// An `Infallible` whose every subscription runs `subscribe`: the body sends
    /// elements and maybe a completion to the observer it is given, and returns what
    /// cancels its work. Nothing is delivered after the completion.
    ///
    /// - Parameter subscribe: Runs once per subscription with the observer; the
    ///   `Disposable` it returns is disposed when the subscription ends.
    /// - Returns: The `Infallible` that runs `subscribe` for each subscriber.
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

    /// The value of `optional` then completion, or only completion for nil:
    /// `-(element)-|` or `-|`.
    ///
    /// - Parameter optional: The element to send, if any.
    /// - Returns: An `Infallible` of at most one element.
    ///
    /// Rx: `Infallible.from(optional:)`.
    @inlinable
    public static func from(optional: Element?) -> Infallible<Element> {
        Infallible(Observable.from(optional: optional))
    }

    /// The value of `optional` then completion, or only completion for nil, sent from
    /// `scheduler`.
    ///
    /// - Parameters:
    ///   - optional: The element to send, if any.
    ///   - scheduler: Where the events are sent from.
    /// - Returns: An `Infallible` of at most one element.
    ///
    /// Rx: `Infallible.from(optional:scheduler:)`.
    @inlinable
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.from(optional: optional, scheduler: scheduler))
    }

    /// `element` forever, one scheduled step each on `scheduler`, until disposed.
    ///
    /// - Parameters:
    ///   - element: The element sent again and again.
    ///   - scheduler: Where each element is sent from (the current-thread trampoline
    ///     by default).
    /// - Returns: An endless `Infallible`.
    ///
    /// Rx: `Infallible.repeatElement(_:scheduler:)`.
    @inlinable
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Engine.generateElements(scheduler: scheduler) { Swift.repeatElement(element, count: .max).makeIterator() })
    }

    /// The arguments, one scheduled step each on `scheduler`, then completion:
    /// `-1-2-3-|`.
    ///
    /// - Parameters:
    ///   - elements: The elements, in order.
    ///   - scheduler: Where each element is sent from (the current-thread trampoline
    ///     by default).
    /// - Returns: An `Infallible` of the arguments.
    ///
    /// Rx: `Infallible.of(_:scheduler:)`.
    @inlinable
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Engine.generateElements(scheduler: scheduler) { elements.makeIterator() })
    }

    /// The elements of `array`, one scheduled step each on `scheduler`, then completion.
    ///
    /// - Parameters:
    ///   - array: The elements, in order.
    ///   - scheduler: Where each element is sent from (the current-thread trampoline
    ///     by default).
    /// - Returns: An `Infallible` of the array's elements.
    ///
    /// Rx: `Infallible.from(_:scheduler:)`.
    @inlinable
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Engine.generateElements(scheduler: scheduler) { array.makeIterator() })
    }

    /// The elements of `sequence`, one scheduled step each on `scheduler`, then
    /// completion; each subscription iterates the sequence anew.
    ///
    /// - Parameters:
    ///   - sequence: The elements, in order.
    ///   - scheduler: Where each element is sent from (the current-thread trampoline
    ///     by default).
    /// - Returns: An `Infallible` of the sequence's elements.
    ///
    /// Rx: `Infallible.from(_:scheduler:)`.
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(Engine.generateElements(scheduler: scheduler) { sequence.makeIterator() })
    }
}

extension InfallibleType {
    /// `element` then completion, as soon as the sequence is subscribed: `-(element)-|`.
    ///
    /// - Parameter element: The element every subscriber receives.
    /// - Returns: An `Infallible` of one element.
    ///
    /// Rx: `Infallible.just`.
    @inlinable
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Engine<Element>.just(element))
    }

    /// `element` then completion, sent from `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element every subscriber receives.
    ///   - scheduler: Where the events are sent from.
    /// - Returns: An `Infallible` of one element.
    ///
    /// Rx: `Infallible.just(_:scheduler:)`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Engine.generateElements(scheduler: scheduler) { CollectionOfOne(element).makeIterator() })
    }

    /// Completion as soon as the sequence is subscribed: `-|`.
    ///
    /// - Returns: The empty `Infallible`.
    ///
    /// Rx: `Infallible.empty`.
    @inlinable
    public static func empty() -> Infallible<Element> {
        Infallible(Engine<Element>.empty())
    }

    /// A sequence that never sends anything; only disposal ends its subscriptions.
    ///
    /// - Returns: The silent `Infallible`.
    ///
    /// Rx: `Infallible.never`.
    @inlinable
    public static func never() -> Infallible<Element> {
        Infallible(Engine<Element>.never())
    }

    /// An `Infallible` whose subscriptions call `observableFactory` and subscribe to what
    /// it returns. The factory may throw, as in RxSwift: the error then reaches the
    /// subscriber (an `Infallible` subscriber reports it as unhandled).
    ///
    /// - Parameter observableFactory: Makes the sequence of each subscription, when
    ///   that subscription starts.
    /// - Returns: An `Infallible` that builds its source per subscription.
    ///
    /// Rx: `Infallible.deferred(_:)`.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(Engine<Element>.deferred { try observableFactory().source })
    }
}

extension Infallible where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, one scheduled step each, then
    /// completion.
    ///
    /// - Parameters:
    ///   - start: The first integer.
    ///   - count: How many integers; a negative count is a precondition failure.
    ///   - scheduler: Where each element is sent from (the current-thread trampoline
    ///     by default).
    /// - Returns: An `Infallible` of the range.
    ///
    /// Rx: `Infallible.range(start:count:scheduler:)`.
    @inlinable
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.range(start: start, count: count, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// Subscribes closures to the elements and the completion. An `Infallible` cannot
    /// fail; one built by hand over a failing source reports the error to
    /// `Hooks.defaultErrorHandler`, as an `Observable` subscriber without `onError` does.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Runs once, after the completion or when the subscription is
    ///     disposed.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Infallible.subscribe(onNext:onCompleted:onDisposed:)`.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone the
    /// closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to each closure; not retained by the subscription.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` on completion.
    ///   - onDisposed: Runs once with `object`, after the completion or on disposal.
    /// - Returns: What cancels the subscription.
    ///
    /// Rx: `Infallible.subscribe(with:onNext:onCompleted:onDisposed:)`.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(onNext: weakly(object, onNext), onCompleted: weakly(object, onCompleted), onDisposed: weakly(object, onDisposed))
    }

    /// Subscribes a closure that receives every event, as `InfallibleEvent`s (`.next`,
    /// `.completed`). An error from an `Infallible` built over a failing source is
    /// reported as unhandled, as by `subscribe(onNext:onCompleted:onDisposed:)`.
    ///
    /// - Parameter on: Called with each event.
    /// - Returns: What cancels the subscription.
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

    /// Transforms each element.
    ///
    /// - Parameter transform: Maps each element.
    /// - Returns: An `Infallible` of the transformed elements.
    ///
    /// Rx: `Infallible.map`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(asObservable().engine.map(transform))
    }

    /// The elements that pass `predicate`.
    ///
    /// - Parameter predicate: Whether an element is kept.
    /// - Returns: An `Infallible` of the kept elements.
    ///
    /// Rx: `Infallible.filter`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().engine.filter(predicate))
    }

    /// The non-nil results of `transform`.
    ///
    /// - Parameter transform: Maps each element, or returns nil to drop it.
    /// - Returns: An `Infallible` of the non-nil results.
    ///
    /// Rx: `Infallible.compactMap`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(asObservable().engine.compactMap(transform))
    }

    /// The sequence as an `Infallible`.
    ///
    /// - Returns: An `Infallible` over the same source.
    ///
    /// Rx: `Infallible.asInfallible()`.
    @inlinable
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ObservableConvertibleType {
    /// The sequence as an `Infallible`: an error is replaced by `element`, then
    /// completion.
    ///
    /// `--1--#` gives `--1--(x|)`.
    ///
    /// - Parameter element: The last element, sent in place of an error.
    /// - Returns: An `Infallible` of the sequence's elements.
    ///
    /// Rx: `asInfallible(onErrorJustReturn:)`.
    @inlinable
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().engine.catch { (_: Swift.Error) -> Observable<Element> in Engine<Element>.just(element) })
    }

    /// The sequence as an `Infallible`: an error is replaced by `infallible`'s events.
    ///
    /// - Parameter infallible: Subscribed in place of an error.
    /// - Returns: An `Infallible` of the sequence's elements, then maybe `infallible`'s.
    ///
    /// Rx: `asInfallible(onErrorFallbackTo:)`.
    @inlinable
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().engine.catch { (_: Swift.Error) -> Observable<Element> in infallible.source })
    }

    /// The sequence as an `Infallible`: an error is replaced by the events of the
    /// `Infallible` that `onErrorRecover` returns for it.
    ///
    /// - Parameter onErrorRecover: Makes the sequence that follows an error.
    /// - Returns: An `Infallible` of the sequence's elements, then maybe the recovery's.
    ///
    /// Rx: `asInfallible(onErrorRecover:)`.
    @inlinable
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().engine.catch { (error: Swift.Error) -> Observable<Element> in onErrorRecover(error).source })
    }
}
