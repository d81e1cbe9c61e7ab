import Foundation

/// The error domain of `RACCommandError`.
///
/// RAC: `RACCommandErrorDomain`.
public let RACCommandErrorDomain = "RACCommandErrorDomain"

/// The `userInfo` key of the command that refused to execute.
///
/// RAC: `RACUnderlyingCommandErrorKey`.
public let RACUnderlyingCommandErrorKey = "RACUnderlyingCommandErrorKey"

/// The error domain of `RACSignalError`.
///
/// RAC: `RACSignalErrorDomain`.
public let RACSignalErrorDomain = "RACSignalErrorDomain"

/// Errors of `RACCommand`, bridged to `NSError` with ReactiveObjC's domain and codes.
///
/// RAC: `RACCommandErrorDomain` codes.
public enum RACCommandError: Int, Swift.Error, CustomNSError, Sendable {
    /// `execute` was called on a disabled command (code 1).
    case notEnabled = 1

    /// `RACCommandErrorDomain`.
    public static var errorDomain: String { RACCommandErrorDomain }
    /// The raw code.
    public var errorCode: Int { rawValue }
}

/// Errors of RAC signal operators, bridged to `NSError` with ReactiveObjC's domain and codes.
///
/// RAC: `RACSignalErrorDomain` codes.
public enum RACSignalError: Int, Swift.Error, CustomNSError, Sendable {
    /// `timeout(_:on:)` fired before the signal ended (code 1).
    case timedOut = 1
    /// `RACSignal.switch(_:cases:default:)` got a key with no case and no default (code 2).
    case noMatchingCase = 2

    /// `RACSignalErrorDomain`.
    public static var errorDomain: String { RACSignalErrorDomain }
    /// The raw code.
    public var errorCode: Int { rawValue }
}
