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

/// The error of `RACCommand`, bridged to `NSError` with ReactiveObjC's domain, code and
/// `userInfo` on every platform (Linux included): a refused `execute(_:)` fails with
/// one whose `userInfo` holds the command under `RACUnderlyingCommandErrorKey`.
///
/// Catch it by its code, as Foundation's `CocoaError`:
///
/// ```swift
/// do { … } catch RACCommandError.notEnabled { … }
/// if case RACCommandError.notEnabled = error { … }
/// ```
///
/// RAC: `RACCommandErrorDomain` errors (`RACCommandErrorNotEnabled`).
public struct RACCommandError: Swift.Error, CustomNSError, @unchecked Sendable {
    /// The codes of `RACCommandErrorDomain`.
    ///
    /// RAC: `RACCommandErrorNotEnabled`.
    public enum Code: Int, Sendable {
        /// `execute` was called on a disabled command (code 1).
        ///
        /// RAC: `RACCommandErrorNotEnabled`.
        case notEnabled = 1

        /// Whether `error` is a `RACCommandError` with `code`, or an `NSError` of
        /// `RACCommandErrorDomain` with its raw value: what `catch RACCommandError.notEnabled`
        /// and `if case RACCommandError.notEnabled = error` call.
        ///
        /// - Parameters:
        ///   - code: the code to look for.
        ///   - error: the error caught.
        /// - Returns: whether `error` carries `code`.
        ///
        /// RAC: none (an `NSError` of `RACCommandErrorDomain` compared by its `code`).
        public static func ~= (code: Code, error: any Swift.Error) -> Bool {
            if let error = error as? RACCommandError { return error.code == code }
            let nsError = error as NSError
            return nsError.domain == RACCommandErrorDomain && nsError.code == code.rawValue
        }
    }

    /// `execute` was called on a disabled command (code 1): the pattern to catch.
    ///
    /// RAC: `RACCommandErrorNotEnabled`.
    public static var notEnabled: Code { .notEnabled }

    /// What went wrong.
    public let code: Code
    /// The command that refused to execute (nil when the error was made by hand).
    /// `Sendable` because every `RACCommand` is.
    ///
    /// RAC: `userInfo[RACUnderlyingCommandErrorKey]`.
    public let command: AnyObject?

    /// An error with `code`, naming `command` in its `userInfo`.
    ///
    /// - Parameters:
    ///   - code: what went wrong.
    ///   - command: the command that refused, if any.
    ///
    /// RAC: `+[NSError errorWithDomain:RACCommandErrorDomain code:userInfo:]`.
    public init(_ code: Code, command: AnyObject? = nil) {
        self.code = code
        self.command = command
    }

    /// `RACCommandErrorDomain`.
    public static var errorDomain: String { RACCommandErrorDomain }
    /// The raw code (1 for `notEnabled`).
    public var errorCode: Int { code.rawValue }
    /// A description, and the command under `RACUnderlyingCommandErrorKey`.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedDescriptionKey: "The command is disabled and cannot be executed"]
        if let command { info[RACUnderlyingCommandErrorKey] = command }
        return info
    }
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
