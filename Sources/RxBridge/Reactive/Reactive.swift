import Foundation

/// The namespace of reactive extensions of a type: `object.rx.something`.
///
/// Extend `Reactive where Base: YourType` to add `rx` members. For a class, any
/// writable property is reachable as a `Binder`: `object.rx.title` binds `title`.
///
/// Rx: `Reactive` (RxSwift). RAC: `rac_` prefixed members.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// The reactive extensions of `base`.
    ///
    /// - Parameter base: The value the `rx` members act on; held strongly.
    ///
    /// Rx: `Reactive.init(_:)`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A `Binder` that sets the property at `keyPath` of `base` (held weakly), on the
    /// main thread.
    ///
    /// - Parameter keyPath: The writable property that each bound element is written to.
    /// - Returns: A binder that writes each element to the property while `base` is alive.
    ///
    /// Rx: `Reactive.subscript(dynamicMember:)`. RAC: `RAC(object, keyPath) = signal`.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type that has reactive extensions: `value.rx` and `Type.rx`.
///
/// Conform with an empty extension (`extension MyType: ReactiveCompatible {}`); the
/// default implementation provides both members.
///
/// Rx: `ReactiveCompatible`.
public protocol ReactiveCompatible {
    /// The type being extended (the conforming type).
    associatedtype ReactiveBase

    /// The reactive extensions of the type (for static members).
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of the value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive extensions of the type. Setting it does nothing (it lets `rx`
    /// members mutate through `Type.rx`).
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    /// The reactive extensions of the value. Setting it does nothing (it lets `rx`
    /// members mutate through `value.rx`).
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}

/// Every Foundation object has reactive extensions, as in RxSwift.
extension NSObject: ReactiveCompatible {}
