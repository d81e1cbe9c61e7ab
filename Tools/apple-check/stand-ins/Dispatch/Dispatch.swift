// Stand-in for Apple's Dispatch module (libdispatch and its Swift overlay): the types and
// members ReactiveBridge uses, with Apple's signatures, availability and Sendable
// conformances. Bodies never run (the check only compiles). See Tools/apple-check/README.md.
import Darwin

private func standIn() -> Never { fatalError("apple-check stand-in: never run") }

public class DispatchObject {
    public func resume() { standIn() }
}

// MARK: Queues (Queue.swift)

public class DispatchQueue: DispatchObject, @unchecked Sendable {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let concurrent = Attributes(rawValue: 1 << 1)
    }

    public enum AutoreleaseFrequency: Sendable {
        case inherit
        case workItem
        case never
    }

    public class var main: DispatchQueue { standIn() }
    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { standIn() }

    public convenience init(label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [],
                            autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit,
                            target: DispatchQueue? = nil) { standIn() }

    @preconcurrency
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @Sendable @convention(block) () -> Void) { standIn() }
    @preconcurrency
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable @convention(block) () -> Void) { standIn() }
    @preconcurrency
    public func asyncAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable @convention(block) () -> Void) { standIn() }
}

public class DispatchGroup: DispatchObject, @unchecked Sendable {}

// MARK: Quality of service (Dispatch.swift)

public struct DispatchQoS: Equatable, Sendable {
    public let qosClass: DispatchQoS.QoSClass

    public static var background: DispatchQoS { standIn() }
    public static var utility: DispatchQoS { standIn() }
    public static var `default`: DispatchQoS { standIn() }
    public static var userInitiated: DispatchQoS { standIn() }
    public static var unspecified: DispatchQoS { standIn() }

    public enum QoSClass: Sendable {
        case background
        case utility
        case `default`
        case userInitiated
        case userInteractive
        case unspecified
    }
}

public struct DispatchWorkItemFlags: OptionSet, RawRepresentable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

// MARK: Time (Time.swift)

public struct DispatchTime: Comparable, Sendable {
    public static func now() -> DispatchTime { standIn() }
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { standIn() }
}

public struct DispatchWallTime: Comparable, Sendable {
    public static func now() -> DispatchWallTime { standIn() }
    public init(timespec: timespec) { standIn() }
    public static func < (a: DispatchWallTime, b: DispatchWallTime) -> Bool { standIn() }
}

public enum DispatchTimeInterval: Equatable, Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never
}

public func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { standIn() }
public func + (time: DispatchTime, seconds: Double) -> DispatchTime { standIn() }

// MARK: Timer sources (Source.swift)

public typealias DispatchSourceHandler = @convention(block) () -> Void

public protocol DispatchSourceProtocol {
    func setEventHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?)
    func cancel()
    func resume()
    var isCancelled: Bool { get }
}

extension DispatchSourceProtocol {
    public func setEventHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                                handler: DispatchSourceHandler?) { standIn() }
}

public protocol DispatchSourceTimer: DispatchSourceProtocol {
    func schedule(deadline: DispatchTime, repeating interval: DispatchTimeInterval, leeway: DispatchTimeInterval)
    func schedule(wallDeadline: DispatchWallTime, repeating interval: DispatchTimeInterval, leeway: DispatchTimeInterval)
}

extension DispatchSourceTimer {
    public func schedule(deadline: DispatchTime, repeating interval: DispatchTimeInterval = .never,
                         leeway: DispatchTimeInterval = .nanoseconds(0)) { standIn() }
    public func schedule(wallDeadline: DispatchWallTime, repeating interval: DispatchTimeInterval = .never,
                         leeway: DispatchTimeInterval = .nanoseconds(0)) { standIn() }
}

public class DispatchSource: DispatchObject, @unchecked Sendable {
    public struct TimerFlags: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    public class func makeTimerSource(flags: DispatchSource.TimerFlags = [], queue: DispatchQueue? = nil) -> DispatchSourceTimer { standIn() }
}
