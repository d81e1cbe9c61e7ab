/// The errors of RxCocoa's extensions. Only a few arise without UIKit/AppKit; the cases
/// are all here so that code matching on them compiles unchanged.
///
/// Sendable as Swift 6 requires of errors; the payloads are what the throwing code put
/// there and are only read.
///
/// Rx: `RxCocoaError` (RxCocoa).
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// An error with no more detail.
    case unknown
    /// An operation that `object` does not allow.
    case invalidOperation(object: Any)
    /// A data source was set but its items are not bound to the view yet.
    case itemsNotYetBound(object: Any)
    /// `object` has no property called `propertyName`.
    case invalidPropertyName(object: Any, propertyName: String)
    /// `object`, found at `propertyName` of `sourceObject`, cannot be observed.
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    /// Method swizzling failed.
    case errorDuringSwizzling
    /// `object` could not be cast to `targetType`.
    case castingError(object: Any, targetType: Any.Type)

    /// A sentence naming the error and its details (our wording; RxCocoa's differs).
    ///
    /// Rx: `RxCocoaError.debugDescription`.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "RxCocoaError: an unknown error."
        case .invalidOperation(let object):
            return "RxCocoaError: `\(object)` does not allow this operation."
        case .itemsNotYetBound(let object):
            return "RxCocoaError: `\(object)` has a data source, but no items are bound to it yet."
        case .invalidPropertyName(let object, let propertyName):
            return "RxCocoaError: `\(object)` has no property `\(propertyName)`."
        case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
            return "RxCocoaError: `\(object)`, the `\(propertyName)` of `\(sourceObject)`, cannot be observed."
        case .errorDuringSwizzling:
            return "RxCocoaError: method swizzling failed."
        case .castingError(let object, let targetType):
            return "RxCocoaError: `\(object)` is not a `\(targetType)`."
        }
    }
}
