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

    /// Pairs a value with the tick it was recorded at.
    ///
    /// - Parameters:
    ///   - time: the tick; any value is accepted, negative or past the clock.
    ///   - value: the recorded value, usually an `Event`.
    ///
    /// Rx: RxTest `Recorded.init(time:value:)`. RAC: none.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`.
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {
    /// Compares two recordings: equal when they have the same tick and equal values.
    ///
    /// - Parameters:
    ///   - lhs: the first recording.
    ///   - rhs: the second recording.
    /// - Returns: whether the ticks and the values are equal (events compare as in
    ///   `Event`'s `==`: errors by domain, code and description).
    ///
    /// Rx: RxTest `Recorded.==`. RAC: none.
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}

extension Recorded {
    /// Makes a recorded `next` event, for the expected events of a test and the inputs of
    /// test observables.
    ///
    /// - Parameters:
    ///   - time: the tick of the event.
    ///   - element: the element the event carries.
    /// - Returns: `next(element)` at `time`.
    ///
    /// Rx: RxTest `Recorded.next(_:_:)`. RAC: none.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// Makes a recorded `completed` event. The optional last argument is the element
    /// type, for when nothing else names it (`.completed(300, Int.self)`); usually it is
    /// inferred.
    ///
    /// - Parameters:
    ///   - time: the tick of the event.
    ///   - _: the element type, when nothing else names it (default: inferred).
    /// - Returns: `completed` at `time`.
    ///
    /// Rx: RxTest `Recorded.completed(_:_:)`. RAC: none.
    public static func completed<T>(_ time: TestTime, _: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// Makes a recorded `error` event. The optional last argument is the element type,
    /// for when nothing else names it (`.error(300, testError, Int.self)`); usually it is
    /// inferred.
    ///
    /// - Parameters:
    ///   - time: the tick of the event.
    ///   - error: the error; when compared, errors match by domain, code and description.
    ///   - _: the element type, when nothing else names it (default: inferred).
    /// - Returns: `error(error)` at `time`.
    ///
    /// Rx: RxTest `Recorded.error(_:_:_:)`. RAC: none.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// Collects recorded events into an array, so a list can be written without naming
    /// its type: `Recorded.events(.next(210, 1), .completed(300))`.
    ///
    /// - Parameter recordedEvents: the events, in the order given (not sorted by tick).
    /// - Returns: the events as an array.
    ///
    /// Rx: RxTest `Recorded.events(_:)`. RAC: none.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// Returns an array of recorded events unchanged: the array form of the variadic
    /// `events(_:)`.
    ///
    /// - Parameter recordedEvents: the events.
    /// - Returns: `recordedEvents`, as given.
    ///
    /// Rx: RxTest `Recorded.events(_:)`. RAC: none.
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

    /// Hashes the subscription's two ticks, so equal subscriptions hash alike.
    ///
    /// - Parameter hasher: the hasher both ticks are fed into.
    ///
    /// Rx: RxTest `Subscription.hash(into:)`. RAC: none.
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

/// Compares two subscription lifetimes: equal when they started and ended at the same
/// ticks.
///
/// - Parameters:
///   - lhs: the first subscription.
///   - rhs: the second subscription.
/// - Returns: whether both `subscribe` and `unsubscribe` ticks are equal (two still
///   active subscriptions from the same tick are equal).
///
/// Rx: RxTest `==(Subscription, Subscription)`. RAC: none.
public func == (lhs: Subscription, rhs: Subscription) -> Bool {
    lhs.subscribe == rhs.subscribe && lhs.unsubscribe == rhs.unsubscribe
}

/// Events compare equal by case and element; errors compare equal when they have the
/// same domain, code and description.
///
/// Rx: RxTest's `Event: Equatable`.
extension Event: Equatable where Element: Equatable {
    /// Compares two events: equal when they are the same case with equal elements, or
    /// two errors with the same domain, code and description.
    ///
    /// - Parameters:
    ///   - lhs: the first event.
    ///   - rhs: the second event.
    /// - Returns: whether the events are equal by those rules.
    ///
    /// Rx: RxTest `Event.==`. RAC: none.
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
    /// Compares two completable events: equal when both completed, or both are errors
    /// with the same domain, code and description.
    ///
    /// - Parameters:
    ///   - lhs: the first event.
    ///   - rhs: the second event.
    /// - Returns: whether the events are equal by those rules.
    ///
    /// Rx: RxTest `CompletableEvent.==`. RAC: none.
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
    /// Compares two maybe events: equal when they are the same case with equal elements,
    /// or two errors with the same domain, code and description.
    ///
    /// - Parameters:
    ///   - lhs: the first event.
    ///   - rhs: the second event.
    /// - Returns: whether the events are equal by those rules.
    ///
    /// Rx: RxTest `MaybeEvent.==`. RAC: none.
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
