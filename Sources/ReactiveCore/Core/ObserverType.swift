/// Receives the events of a sequence.
///
/// The only requirement is `on(_:)`; a conforming type must accept events in the
/// grammar `next* (error | completed)?` and need not be thread-safe: the engine never
/// calls one observer concurrently from a well-behaved source.
///
/// RAC: `RACSubscriber` (`sendNext:` / `sendError:` / `sendCompleted`). Rx: `ObserverType`.
public protocol ObserverType {
    /// The type of the elements this observer receives.
    associatedtype Element

    /// Delivers one event to the observer.
    ///
    /// - Parameter event: The element, error or completion to deliver; after a terminal event the observer expects nothing more.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Delivers `next(element)`.
    ///
    /// - Parameter element: The element to deliver.
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }

    /// Delivers `completed`.
    @inlinable public func onCompleted() { on(.completed) }

    /// Delivers `error(error)`.
    ///
    /// - Parameter error: The error that ends the sequence.
    @inlinable public func onError(_ error: Swift.Error) { on(.error(error)) }
}

/// A type-erased observer: forwards every event to a wrapped observer or closure.
///
/// `Sendable` (unchecked) by the observer rule: an observer only forwards events, and
/// the sender keeps the grammar: one event at a time, in order, whichever thread or task
/// sends it (as in RxSwift). The observers the library hands out keep their own state
/// safe across threads (a `create` body's observer drops events after the end with an
/// atomic flag and sends one terminal event even from racing senders; a subject's
/// observer takes the subject's lock), so either may be handed to a `Task` or a
/// callback queue; sending from one task, or through a serial queue, keeps the
/// one-at-a-time rule.
///
/// Rx: `AnyObserver`. RAC: any `RACSubscriber`.
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {
    /// The closure signature behind an `AnyObserver`.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let observer: EventHandler

    /// Wraps a closure that receives every event.
    ///
    /// - Parameter eventHandler: Called with every event sent to this observer, on the sender's thread.
    @inlinable public init(eventHandler: @escaping EventHandler) {
        observer = eventHandler
    }

    /// Wraps another observer of the same element type.
    ///
    /// - Parameter observer: The observer that receives every event; it is retained.
    @inlinable public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Forwards `event` to the wrapped observer.
    ///
    /// - Parameter event: The event passed on unchanged.
    @inlinable public func on(_ event: Event<Element>) { observer(event) }

    /// Returns itself.
    ///
    /// - Returns: This observer.
    @inlinable public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    /// Erases this observer to `AnyObserver`.
    ///
    /// - Returns: An `AnyObserver` that forwards every event to this observer.
    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that applies `transform` to each element and forwards it here.
    /// A thrown error is forwarded as `error`.
    ///
    /// - Parameter transform: Turns each element sent to the result into one for this observer; it runs on the sender's thread.
    /// - Returns: An observer of `Result` elements; errors and completion pass through unchanged.
    @inlinable
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
