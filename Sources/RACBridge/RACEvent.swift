import Foundation

/// The kind of a `RACEvent`: the case of its `Event`, under ReactiveObjC's names and
/// raw values (its API compares `eventType`s).
///
/// RAC: `RACEventType`.
public enum RACEventType: Int, Sendable {
    /// The signal completed.
    case completed
    /// The signal failed.
    case error
    /// A value.
    case next
}

/// One event of a signal as a value (what `materialize()` sends).
///
/// A view over the engine's one event enum, `Event`: it stores one and derives the rest.
/// It exists as its own type because ReactiveObjC's API spells an event this way
/// (`eventType`, `value`, `isFinished`, `+eventWithValue:`, its description and its
/// equality), which `Event`, RxSwift's spelling, cannot also be.
///
/// RAC: `RACEvent`. Rx: `Event`.
public struct RACEvent<Value>: EventConvertible, CustomStringConvertible {
    /// The event as a core `Event`.
    public let event: Event<Value>

    /// An event wrapping a core `Event`.
    ///
    /// - Parameter event: The event this value stands for.
    public init(_ event: Event<Value>) { self.event = event }

    /// A value event.
    ///
    /// - Parameter value: The value of the event.
    ///
    /// RAC: `+eventWithValue:`.
    public init(value: Value) { event = .next(value) }

    /// An error event.
    ///
    /// - Parameter error: The error of the event.
    ///
    /// RAC: `+eventWithError:`.
    public init(error: Swift.Error) { event = .error(error) }

    /// The completion event.
    ///
    /// RAC: `+completedEvent`.
    public static var completed: RACEvent<Value> { RACEvent(.completed) }

    /// The kind of event.
    public var eventType: RACEventType {
        switch event {
        case .next: return .next
        case .error: return .error
        case .completed: return .completed
        }
    }

    /// Whether this is a completion or an error.
    public var isFinished: Bool { event.isStopEvent }

    /// The value of a value event, or nil.
    public var value: Value? { event.element }

    /// The error of an error event, or nil.
    public var error: Swift.Error? { event.error }

    /// `<RACEvent next: 1>`, `<RACEvent error: …>`, `<RACEvent completed>`.
    public var description: String {
        switch event {
        case .next(let value): return "<RACEvent next: \(value)>"
        case .error(let error): return "<RACEvent error: \(error)>"
        case .completed: return "<RACEvent completed>"
        }
    }
}

extension RACEvent: Equatable where Value: Equatable {
    /// Same kind and value; errors match by `NSError` domain and code.
    ///
    /// - Parameters:
    ///   - lhs: An event.
    ///   - rhs: The event to compare it with.
    /// - Returns: Whether both are completions, both values that are equal, or both errors
    ///   with the same `NSError` domain and code.
    public static func == (lhs: RACEvent<Value>, rhs: RACEvent<Value>) -> Bool {
        switch (lhs.event, rhs.event) {
        case (.completed, .completed): return true
        case let (.next(left), .next(right)): return left == right
        case let (.error(left), .error(right)):
            let left = left as NSError, right = right as NSError
            return left.domain == right.domain && left.code == right.code
        default: return false
        }
    }
}

extension RACEvent: Sendable where Value: Sendable {}
