// Stand-in for the Swift key-path KVO API of Apple's Foundation overlay (NSObject.swift):
// `observe(_:options:changeHandler:)` on NSObject (through `_KeyValueCodingAndObserving`),
// `NSKeyValueObservation` and `NSKeyValueObservedChange`, with Apple's signatures. The
// overlay has shipped it since Swift 4 on every Apple platform, with no availability
// limit. Only what ReactiveBridge uses is declared (the change's members are not).
// Bodies never run (the check only compiles). See Tools/apple-check/README.md.

private func standIn() -> Never { fatalError("apple-check stand-in: never run") }

/// Apple: `public protocol _KeyValueCodingAndObserving {}`, adopted by NSObject.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// Apple: `public struct NSKeyValueObservedChange<Value>` (a change's kind, new and old
/// values, indexes and prior flag; not read by ReactiveBridge).
public struct NSKeyValueObservedChange<Value> {}

/// Apple: `public class NSKeyValueObservation : NSObject` (stops observing when
/// invalidated or deinitialized).
public class NSKeyValueObservation: NSObject {
    /// Apple: `@objc public func invalidate()`.
    @objc public func invalidate() { standIn() }
}

extension _KeyValueCodingAndObserving {
    /// Apple: `public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options:
    /// NSKeyValueObservingOptions = [], changeHandler: @escaping (Self,
    /// NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation`.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation { standIn() }
}
