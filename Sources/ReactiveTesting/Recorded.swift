import Foundation
import RxBridge

/// A value recorded at a virtual time: an event with its tick.
///
/// Rx: `Recorded` (RxTest).
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The tick.
    public let time: TestTime
    /// The recorded value.
    public let value: Value

    /// `value` at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`.
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {
    /// Same tick and equal values.
    ///
    /// Rx: `Recorded.==` (RxTest).
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}

extension Recorded {
    /// `next(element)` at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// `completed` at tick `time`. The optional last argument is the element type, for
    /// when nothing else names it (`.completed(300, Int.self)`); usually inferred.
    ///
    /// Rx: `Recorded.completed(_:_:)` (RxTest).
    public static func completed<T>(_ time: TestTime, _: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// `error(error)` at tick `time`. The optional last argument is the element type,
    /// for when nothing else names it (`.error(300, testError, Int.self)`); usually
    /// inferred.
    ///
    /// Rx: `Recorded.error(_:_:_:)` (RxTest).
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// The arguments as an array: `Recorded.events(.next(210, 1), .completed(300))`.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// `recordedEvents` itself (for symmetry with the variadic form).
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}

/// A subscription's lifetime in ticks: subscribed at `subscribe`, disposed at
/// `unsubscribe` (`Int.max` while still subscribed).
///
/// Prints as `(200: 1000)`, or `(200: Infinity)` while still subscribed.
///
/// Rx: `Subscription` (RxTest).
public struct Subscription: Hashable, CustomDebugStringConvertible, Sendable {
    /// When the subscription started (a tick).
    public let subscribe: Int
    /// When it was disposed (a tick), or `Int.max`.
    public let unsubscribe: Int

    /// A subscription that is still active.
    ///
    /// - Parameter subscribe: the tick it started at.
    public init(_ subscribe: Int) {
        self.subscribe = subscribe
        unsubscribe = Int.max
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    ///
    /// - Parameters:
    ///   - subscribe: the tick it started at.
    ///   - unsubscribe: the tick it was disposed at.
    public init(_ subscribe: Int, _ unsubscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// Hashes both ticks.
    ///
    /// Rx: `Subscription.hash(into:)` (RxTest).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(subscribe)
        hasher.combine(unsubscribe)
    }

    /// `(200: 1000)` or `(200: Infinity)`.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe): \(end))"
    }
}

/// Whether two subscriptions started and ended at the same ticks.
///
/// Rx: `==(Subscription, Subscription)` (RxTest).
public func == (lhs: Subscription, rhs: Subscription) -> Bool {
    lhs.subscribe == rhs.subscribe && lhs.unsubscribe == rhs.unsubscribe
}

/// Events compare equal by case and element; errors compare equal when they have the
/// same domain, code and description.
///
/// Rx: RxTest's `Event: Equatable`.
extension Event: Equatable where Element: Equatable {
    /// Same case and element; errors by domain, code and description.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.next(left), .next(right)): return left == right
        case let (.error(left), .error(right)): return errorsMatch(left, right)
        default: return false
        }
    }
}

/// Whether two errors are the same for a test: same domain, code and description.
package func errorsMatch(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    let left = lhs as NSError, right = rhs as NSError
    return left.domain == right.domain && left.code == right.code && "\(lhs)" == "\(rhs)"
}

/// Completable events compare equal by case; errors as in `Event`.
///
/// Rx: RxTest's `CompletableEvent: Equatable`.
extension CompletableEvent: Equatable {
    /// Both completed, or both errors with the same domain, code and description.
    ///
    /// Rx: `CompletableEvent.==` (RxTest).
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        lhs.asEvent == rhs.asEvent
    }

    /// The same event as an element-less `Event`, compared by `Event`'s rules.
    private var asEvent: Event<Bool> {
        switch self {
        case .completed: return .completed
        case .error(let error): return .error(error)
        }
    }
}

/// Maybe events compare equal by case and element; errors as in `Event`.
///
/// Rx: RxTest's `MaybeEvent: Equatable`.
extension MaybeEvent: Equatable where Element: Equatable {
    /// Same case and element; errors by domain, code and description.
    ///
    /// Rx: `MaybeEvent.==` (RxTest).
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        lhs.asEvent == rhs.asEvent
    }

    /// The same event as an `Event` (a success is a `next`), compared by `Event`'s rules.
    private var asEvent: Event<Element> {
        switch self {
        case .success(let element): return .next(element)
        case .completed: return .completed
        case .error(let error): return .error(error)
        }
    }
}
