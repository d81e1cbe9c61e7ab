/// One event of a sequence. A sequence follows the grammar `next* (error | completed)?`:
/// any number of elements, then at most one terminal event, then nothing.
///
/// The engine's one event type. Its own paths split it (`EventSink`: elements, then a
/// `Termination`), and RAC's `RACEvent` is a view that stores one.
///
/// RAC: `RACEvent` (`eventType` `.next` / `.error` / `.completed`). Rx: `Event`.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed; no further events follow.
    case error(Swift.Error)
    /// The sequence finished; no further events follow.
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// A description such as `next(1)`, `error(reason)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// Whether this is `completed` or `error`.
    @inlinable public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element of a `next` event, or nil.
    @inlinable public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, or nil.
    @inlinable public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is `completed`.
    @inlinable public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Calls `next` with the element of a `next` event, or `end` with how the sequence
    /// ended: the engine's split of an event into its two paths (see `EventSink`).
    @inlinable @inline(__always)
    package func split(next: (Element) -> Void, end: (Termination) -> Void) {
        switch self {
        case .next(let element): next(element)
        case .error(let error): end(.error(error))
        case .completed: end(.completed)
        }
    }

    /// The terminal event for `termination` (where engine code holds a `Termination`).
    @inlinable package static func end(_ termination: Termination) -> Event<Element> {
        termination.event()
    }

    /// How the sequence ended, for a terminal event; nil for `next`.
    @inlinable package var termination: Termination? {
        switch self {
        case .next: return nil
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }

    /// Maps the element of a `next` event; a thrown error becomes an `error` event.
    ///
    /// - Parameter transform: Applied to the element of a `next` event; not called for `error` or `completed`.
    /// - Returns: The event with its element transformed, the same terminal event, or `error` with what `transform` threw.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: Sendable where Element: Sendable {}

/// A type that can be converted to an `Event` (lets `dematerialize` accept any event-like value).
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element
    /// The event this value represents.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
