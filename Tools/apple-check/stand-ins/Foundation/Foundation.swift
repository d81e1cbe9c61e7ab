// Swift overlay of the Foundation stand-in (include/Foundation/*.h): Apple's Swift-only
// Foundation types and functions that ReactiveBridge uses, with Apple's signatures and
// availability, and the bridging the compiler needs for `as NSError`, String <-> NSString
// and the overlay's value types. Bodies never run (the check only compiles); they are
// `fatalError()` where a body is required. See Tools/apple-check/README.md.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import Darwin
@_exported import Dispatch

private func standIn() -> Never { fatalError("apple-check stand-in: never run") }

// MARK: Bridging (Swift standard library types <-> Foundation classes)

extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { standIn() }
    public static func _forceBridgeFromObjectiveC(_ x: NSString, result: inout String?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSString, result: inout String?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { standIn() }
}

extension Array: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { standIn() }
    public static func _forceBridgeFromObjectiveC(_ x: NSArray, result: inout Array?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSArray, result: inout Array?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> Array { standIn() }
}

extension Dictionary: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { standIn() }
    public static func _forceBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> Dictionary { standIn() }
}

// MARK: Errors (NSError.h's Swift side)

extension NSError: Error {}

/// A Swift error with an explicit NSError domain, code and user info.
public protocol CustomNSError: Error {
    static var errorDomain: String { get }
    var errorCode: Int { get }
    var errorUserInfo: [String: Any] { get }
}

extension CustomNSError {
    public static var errorDomain: String { standIn() }
    public var errorCode: Int { standIn() }
    public var errorUserInfo: [String: Any] { standIn() }
}

// Called by compiler-generated code for `error as NSError` and NSError ** / NSError * params.
public func _convertErrorToNSError(_ error: Error) -> NSError { standIn() }
public func _convertNSErrorToError(_ error: NSError?) -> Error { standIn() }

// MARK: Date (Date.swift)

/// Seconds (NSDate.h's NSTimeInterval, imported as TimeInterval).
@available(macOS 10.10, iOS 8.0, *)
public struct Date: Comparable, Hashable, Sendable, _ObjectiveCBridgeable {
    public init() { standIn() }
    public init(timeIntervalSinceNow: TimeInterval) { standIn() }
    public init(timeIntervalSince1970: TimeInterval) { standIn() }
    public func timeIntervalSince(_ date: Date) -> TimeInterval { standIn() }
    public var timeIntervalSince1970: TimeInterval { standIn() }
    public func addingTimeInterval(_ timeInterval: TimeInterval) -> Date { standIn() }
    public static var distantFuture: Date { standIn() }
    public static func < (lhs: Date, rhs: Date) -> Bool { standIn() }

    public func _bridgeToObjectiveC() -> NSDate { standIn() }
    public static func _forceBridgeFromObjectiveC(_ x: NSDate, result: inout Date?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSDate, result: inout Date?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date { standIn() }
}

// MARK: Data, URL, URLRequest (Data.swift, URL.swift, URLRequest.swift)

@available(macOS 10.10, iOS 8.0, *)
public struct Data: Hashable, Sendable, _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSData { standIn() }
    public static func _forceBridgeFromObjectiveC(_ x: NSData, result: inout Data?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSData, result: inout Data?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSData?) -> Data { standIn() }
}

@available(macOS 10.10, iOS 8.0, *)
public struct URL: Hashable, Sendable, _ObjectiveCBridgeable {
    public var absoluteString: String { standIn() }

    public func _bridgeToObjectiveC() -> NSURL { standIn() }
    public static func _forceBridgeFromObjectiveC(_ x: NSURL, result: inout URL?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSURL, result: inout URL?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURL?) -> URL { standIn() }
}

@available(macOS 10.10, iOS 8.0, *)
public struct URLRequest: Hashable, Sendable, _ObjectiveCBridgeable {
    public init(url: URL, cachePolicy: NSURLRequest.CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60.0) { standIn() }
    public var url: URL? { get { standIn() } set { standIn() } }
    public var httpMethod: String? { get { standIn() } set { standIn() } }
    public var allHTTPHeaderFields: [String: String]? { get { standIn() } set { standIn() } }
    public var httpBody: Data? { get { standIn() } set { standIn() } }

    public func _bridgeToObjectiveC() -> NSURLRequest { standIn() }
    public static func _forceBridgeFromObjectiveC(_ x: NSURLRequest, result: inout URLRequest?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSURLRequest, result: inout URLRequest?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURLRequest?) -> URLRequest { standIn() }
}

// MARK: IndexPath (IndexPath.swift)

@available(macOS 10.10, iOS 8.0, *)
public struct IndexPath: Hashable, Sendable, _ObjectiveCBridgeable {
    public init(indexes: Array<Int>) { standIn() }
    public var count: Int { standIn() }
    public subscript(index: Int) -> Int {
        get { standIn() }
        set { standIn() }
    }

    public func _bridgeToObjectiveC() -> NSIndexPath { standIn() }
    public static func _forceBridgeFromObjectiveC(_ x: NSIndexPath, result: inout IndexPath?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSIndexPath, result: inout IndexPath?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath { standIn() }
}

// MARK: Notification (Notification.swift)

@available(macOS 10.10, iOS 8.0, *)
public struct Notification: Hashable, @unchecked Sendable, _ObjectiveCBridgeable {
    public typealias Name = NSNotification.Name
    public var name: Notification.Name
    public var object: Any?
    public static func == (lhs: Notification, rhs: Notification) -> Bool { standIn() }
    public func hash(into hasher: inout Hasher) { standIn() }

    public func _bridgeToObjectiveC() -> NSNotification { standIn() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNotification, result: inout Notification?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNotification, result: inout Notification?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNotification?) -> Notification { standIn() }
}

// MARK: JSONDecoder (JSONEncoder.swift)

open class JSONDecoder {
    public init() { standIn() }
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { standIn() }
}

// MARK: PropertyListDecoder (PlistEncoder.swift)

open class PropertyListDecoder {
    public init() { standIn() }
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { standIn() }
}

// MARK: String (NSStringAPI.swift)

extension String {
    public typealias CompareOptions = NSString.CompareOptions
    public init(format: String, arguments: [CVarArg]) { standIn() }
    public init?(data: Data, encoding: String.Encoding) { standIn() }

    public struct Encoding: RawRepresentable, Sendable, Equatable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let utf8 = Encoding(rawValue: 4)
    }
}

extension StringProtocol {
    public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(
        of target: Target, with replacement: Replacement,
        options: String.CompareOptions = [], range searchRange: Range<Self.Index>? = nil
    ) -> String { standIn() }

    public func padding<T: StringProtocol>(toLength newLength: Int, withPad padString: T, startingAt padIndex: Int) -> String {
        standIn()
    }
}

// MARK: NSLocking.withLock (NSLock.swift; emitted into the client, no floor)

extension NSLocking {
    @_alwaysEmitIntoClient
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}

// MARK: NSLog (NSObjCRuntime.swift)

public func NSLog(_ format: String, _ args: CVarArg...) { standIn() }
