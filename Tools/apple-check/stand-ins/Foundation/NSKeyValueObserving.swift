// Swift overlay part of the Foundation stand-in for key-value observing with Swift key
// paths (Apple's Foundation overlay, NSObject.swift): observe(_:options:changeHandler:),
// NSKeyValueObservation and NSKeyValueObservedChange, with Apple's signatures and
// availability. The string-key-path API is Objective-C: include/Foundation/NSKeyValueObserving.h.

private func standIn() -> Never { fatalError("apple-check stand-in: never run") }

/// The change a key-path observation reports (only the member the package reads; Apple's
/// also has kind, oldValue, indexes and isPrior).
@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
public struct NSKeyValueObservedChange<Value> {
    public let newValue: Value?
}

/// A key-path observation: observing stops when it is invalidated or deinitialized.
@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
@objc(_NSKeyValueObservation)
public class NSKeyValueObservation: NSObject {
    @objc public func invalidate() { standIn() }
}

/// The protocol NSObject adopts to get observe(_:options:changeHandler:) on `Self`.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    @available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
    @preconcurrency
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation { standIn() }
}
