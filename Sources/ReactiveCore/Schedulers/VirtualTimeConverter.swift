import Foundation

/// Converts between a virtual clock's units and real time.
///
/// Rx: `VirtualTimeConverterType`.
public protocol VirtualTimeConverterType {
    /// The virtual clock's time type.
    associatedtype VirtualTimeUnit
    /// The virtual clock's interval type.
    associatedtype VirtualTimeIntervalUnit

    /// The real time of a virtual time.
    ///
    /// - Parameter virtualTime: a time of the virtual clock.
    /// - Returns: the date it stands for.
    ///
    /// Rx: `convertFromVirtualTime(_:)`.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time of a real time.
    ///
    /// - Parameter time: a date.
    /// - Returns: the time of the virtual clock that stands for it.
    ///
    /// Rx: `convertToVirtualTime(_:)`.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The real interval, in seconds, of a virtual interval.
    ///
    /// - Parameter virtualTimeInterval: an interval of the virtual clock.
    /// - Returns: the seconds it stands for.
    ///
    /// Rx: `convertFromVirtualTimeInterval(_:)`.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual interval of a real interval given in seconds.
    ///
    /// - Parameter timeInterval: an interval in seconds.
    /// - Returns: the interval of the virtual clock that stands for it.
    ///
    /// Rx: `convertToVirtualTimeInterval(_:)`.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// `time` moved by `offset`.
    ///
    /// - Parameters:
    ///   - time: a time of the virtual clock.
    ///   - offset: the interval to add (a negative one moves it back).
    /// - Returns: the moved time.
    ///
    /// Rx: `offsetVirtualTime(_:offset:)`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// Orders two virtual times.
    ///
    /// - Parameters:
    ///   - lhs: the first time.
    ///   - rhs: the second time.
    /// - Returns: whether `lhs` is earlier than, equal to or later than `rhs`.
    ///
    /// Rx: `compareVirtualTime(_:_:)`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
///
/// Rx: `VirtualTimeComparison`.
public enum VirtualTimeComparison: Sendable {
    /// The left time is earlier.
    case lessThan
    /// The times are equal.
    case equal
    /// The left time is later.
    case greaterThan
}
