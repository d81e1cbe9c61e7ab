// Swift overlay of the ObjectiveC stand-in (include/objc/ObjectiveC.h): the Swift types
// Apple's ObjectiveC overlay adds and the compiler looks up when Objective-C interop is
// on. Compiled with -disable-objc-attr-requires-foundation-module (this module only).
@_exported import ObjectiveC

/// Objective-C's BOOL where it is not imported as Bool (pointers to BOOL).
@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
    var value: Bool
    public init(_ value: Bool) { self.value = value }
    public var boolValue: Bool { value }
    public init(booleanLiteral value: Bool) { self.init(value) }
}

/// An Objective-C selector (`#selector`, `SEL`).
@frozen
public struct Selector: ExpressibleByStringLiteral, Hashable, @unchecked Sendable {
    var ptr: OpaquePointer
    public init(_ str: String) { fatalError("apple-check stand-in: never run") }
    public init(stringLiteral value: String) { self.init(value) }
}

/// Objective-C's NSZone, for the importer.
@frozen
public struct NSZone {
    var pointer: OpaquePointer
}

extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

// Called by compiler-generated code for BOOL.
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
