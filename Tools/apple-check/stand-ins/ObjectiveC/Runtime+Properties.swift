// Stand-in for the property-introspection part of Apple's objc/runtime.h, as Swift imports
// it: `object_getClass`, `class_getProperty`, `property_getAttributes` and
// `objc_property_t` (an opaque pointer). Available since macOS 10.5 / iOS 2.0, below every
// floor checked here. ReactiveBridge's KVO glue reads a property's attributes to tell a
// weak one, as RxCocoa and ReactiveObjC do. Bodies never run. See
// Tools/apple-check/README.md.

private func standIn() -> Never { fatalError("apple-check stand-in: never run") }

/// Apple: `typedef struct objc_property *objc_property_t;`, imported as `OpaquePointer`.
public typealias objc_property_t = OpaquePointer

/// Apple: `func object_getClass(_ obj: Any?) -> AnyClass?`.
public func object_getClass(_ obj: Any?) -> AnyClass? { standIn() }

/// Apple: `func class_getProperty(_ cls: AnyClass?, _ name: UnsafePointer<CChar>) -> objc_property_t?`.
public func class_getProperty(_ cls: AnyClass?, _ name: UnsafePointer<CChar>) -> objc_property_t? { standIn() }

/// Apple: `func property_getAttributes(_ property: objc_property_t) -> UnsafePointer<CChar>?`.
public func property_getAttributes(_ property: objc_property_t) -> UnsafePointer<CChar>? { standIn() }
