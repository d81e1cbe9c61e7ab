/// How a sequence ended: the terminal half of an `Event`.
@frozen
public enum Termination {
    /// The sequence finished.
    case completed
    /// The sequence failed.
    case error(Swift.Error)
}

extension Termination {
    /// The terminal event this termination stands for.
    ///
    /// - Returns: `completed` or `error(error)`, as an event of any element type (inferred, or given as the argument).
    @inlinable public func event<Element>(_: Element.Type = Element.self) -> Event<Element> {
        switch self {
        case .completed: return .completed
        case .error(let error): return .error(error)
        }
    }
}

extension Termination: @unchecked Sendable {}

/// The engine's receiver of a sequence: one closure for elements, one for the end.
///
/// Splitting the two keeps the element path free of enum wrapping: each operator
/// stage is one closure call with the element passed directly. Stages that do not
/// change the end forward `end` as it is, without a closure of their own.
@frozen @usableFromInline
package struct EventSink<Element> {
    /// Receives each element.
    @usableFromInline package let next: (Element) -> Void
    /// Receives the terminal event, at most once.
    @usableFromInline package let end: (Termination) -> Void

    @inlinable package init(next: @escaping (Element) -> Void, end: @escaping (Termination) -> Void) {
        self.next = next
        self.end = end
    }

    /// A sink that receives whole events through one closure.
    @inlinable package init(_ on: @escaping (Event<Element>) -> Void) {
        next = { on(.next($0)) }
        end = { on($0.event()) }
    }

    /// Delivers `event`.
    @inlinable package func on(_ event: Event<Element>) {
        event.split(next: next, end: end)
    }

    /// Delivers `error(error)`.
    @inlinable package func error(_ error: Swift.Error) { end(.error(error)) }

    /// Delivers `completed`.
    @inlinable package func completed() { end(.completed) }
}
