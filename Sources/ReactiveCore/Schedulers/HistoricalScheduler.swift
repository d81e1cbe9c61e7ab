import Foundation

/// A virtual clock over real dates, to replay historical data at full speed.
///
/// Rx: `HistoricalScheduler`.
open class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    /// A scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameter initialClock: the clock's first reading (the 1970 epoch by default).
    ///
    /// Rx: `HistoricalScheduler(initialClock:)`.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

/// The identity conversion between dates and a `HistoricalScheduler`'s clock.
///
/// Rx: `HistoricalSchedulerTimeConverter`.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// Time is a date.
    public typealias VirtualTimeUnit = RxTime
    /// Intervals are seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// The identity converter.
    public init() {}

    /// The date itself.
    ///
    /// - Parameter virtualTime: a virtual time (a date).
    /// - Returns: `virtualTime` unchanged.
    ///
    /// Rx: `convertFromVirtualTime(_:)`.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime { virtualTime }
    /// The date itself.
    ///
    /// - Parameter time: a real date.
    /// - Returns: `time` unchanged.
    ///
    /// Rx: `convertToVirtualTime(_:)`.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit { time }
    /// The interval itself, in seconds.
    ///
    /// - Parameter virtualTimeInterval: a virtual interval, in seconds.
    /// - Returns: `virtualTimeInterval` unchanged.
    ///
    /// Rx: `convertFromVirtualTimeInterval(_:)`.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval { virtualTimeInterval }
    /// The interval itself, in seconds.
    ///
    /// - Parameter timeInterval: a real interval, in seconds.
    /// - Returns: `timeInterval` unchanged.
    ///
    /// Rx: `convertToVirtualTimeInterval(_:)`.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit { timeInterval }
    /// The date moved by `offset` seconds.
    ///
    /// - Parameters:
    ///   - time: the date to move.
    ///   - offset: seconds to add (negative moves it back).
    /// - Returns: the moved date.
    ///
    /// Rx: `offsetVirtualTime(_:offset:)`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit { time.addingTimeInterval(offset) }
    /// Orders two dates.
    ///
    /// - Parameters:
    ///   - lhs: the first date.
    ///   - rhs: the second date.
    /// - Returns: whether `lhs` is before, equal to or after `rhs`.
    ///
    /// Rx: `compareVirtualTime(_:_:)`.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}
