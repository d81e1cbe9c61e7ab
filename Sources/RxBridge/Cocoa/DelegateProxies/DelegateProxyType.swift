import Foundation

// `DelegateProxyType`: how a delegate proxy is found, installed between a view and the
// user's delegate, and told which delegate to pass messages on to. Platform-free; the
// rules are tested on Linux through fake views (DelegateProxyTests), and on Apple
// platforms the UIKit proxies (Cocoa/UIKit/) use them unchanged.

/// A proxy that takes an object's delegate (or data source) property, reports the messages
/// it gets as sequences, and passes each one on to the user's own delegate.
///
/// An object has one proxy per delegate property, made on first use by the maker
/// registered for its class (`register(make:)`, usually in `registerKnownImplementations()`)
/// and kept with the object. `proxy(for:)` installs it as the object's delegate, and the
/// delegate that was there becomes the proxy's forward delegate; `installForwardDelegate`
/// (what `rx.setDelegate(_:)` calls) sets the forward delegate afterwards.
///
/// Threading: proxies are used on the main thread, as UIKit's delegates are.
///
/// Rx: `DelegateProxyType` (RxCocoa).
public protocol DelegateProxyType: AnyObject {
    /// The type of object whose delegate property the proxy takes.
    associatedtype ParentObject: AnyObject
    /// The delegate (or data source) type.
    associatedtype Delegate

    /// Registers, with `register(make:)`, the proxy makers for the object classes this
    /// proxy type serves; called once, before the first proxy is made.
    ///
    /// Rx: `DelegateProxyType.registerKnownImplementations()`.
    static func registerKnownImplementations()

    /// The key the proxy is kept under on its object (one per delegate type).
    ///
    /// Rx: `DelegateProxyType.identifier`.
    static var identifier: UnsafeRawPointer { get }

    /// The object's current delegate.
    ///
    /// - Parameter object: The object with the delegate property.
    /// - Returns: The value of the property.
    ///
    /// Rx: `DelegateProxyType.currentDelegate(for:)`.
    static func currentDelegate(for object: ParentObject) -> Delegate?

    /// Sets the object's delegate.
    ///
    /// - Parameters:
    ///   - delegate: The new value of the property.
    ///   - object: The object with the delegate property.
    ///
    /// Rx: `DelegateProxyType.setCurrentDelegate(_:to:)`.
    static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)

    /// The user's delegate that the proxy passes messages on to.
    ///
    /// - Returns: The forward delegate, or nil.
    ///
    /// Rx: `DelegateProxyType.forwardToDelegate()`.
    func forwardToDelegate() -> Delegate?

    /// Sets the user's delegate that the proxy passes messages on to.
    ///
    /// - Parameters:
    ///   - forwardToDelegate: The forward delegate, or nil.
    ///   - retainDelegate: Whether the proxy keeps it alive (otherwise it is held weakly).
    ///
    /// Rx: `DelegateProxyType.setForwardToDelegate(_:retainDelegate:)`.
    func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
}

extension DelegateProxyType {
    /// The key the proxy is kept under: derived from the `Delegate` type, so the proxies of
    /// one delegate property share it (a table view's delegate proxy replaces the scroll
    /// view's, as its delegate property is the same one).
    ///
    /// Rx: `DelegateProxyType.identifier`'s default.
    public static var identifier: UnsafeRawPointer {
        UnsafeRawPointer(bitPattern: Int(bitPattern: ObjectIdentifier(Delegate.self)))!
    }

    /// Registers `make` as the proxy maker for objects of class `Parent` and of its
    /// subclasses that have no maker of their own. Registering two makers for one class is
    /// a programming error.
    ///
    /// - Parameter make: Makes the proxy for one object.
    ///
    /// Rx: `DelegateProxyType.register(make:)`.
    public static func register<Parent>(make: @escaping (Parent) -> Self) {
        DelegateProxyFactory.shared(for: self).extend(make: make)
    }

    /// A new proxy for `object`, from the maker registered for its class or nearest
    /// superclass; use `proxy(for:)`, which keeps and installs it.
    ///
    /// - Parameter object: The object with the delegate property.
    /// - Returns: A new proxy, not installed.
    ///
    /// Rx: `DelegateProxyType.createProxy(for:)`.
    public static func createProxy(for object: AnyObject) -> Self {
        let made = DelegateProxyFactory.shared(for: self).createProxy(for: object)
        return castProxy(made, "createProxy(for:)")
    }

    /// The object's proxy, made and kept on first use, installed as its delegate: when the
    /// object's delegate is something else (the user's delegate, or nil), that becomes the
    /// proxy's forward delegate (held weakly) and the proxy becomes the object's delegate.
    ///
    /// - Parameter object: The object with the delegate property.
    /// - Returns: The installed proxy.
    ///
    /// Rx: `DelegateProxyType.proxy(for:)`.
    public static func proxy(for object: ParentObject) -> Self {
        let kept = DelegateProxyAttachment.proxy(of: object, key: identifier) { createProxy(for: object) }
        let proxy = castProxy(kept, "proxy(for:)")
        let current = currentDelegateObject(for: object)
        if current !== proxy {
            proxy.setForwardToDelegate(castDelegate(current), retainDelegate: false)
            setCurrentDelegate(castDelegate(proxy), to: object)
        }
        return proxy
    }

    /// Makes `forwardDelegate` the forward delegate of the object's proxy (installing the
    /// proxy first), until the returned disposable is disposed. The proxy must have no
    /// forward delegate yet: a delegate set before (in code or in a storyboard) would be
    /// lost silently, so that is a programming error (checked in debug builds); set the
    /// object's delegate to nil first to replace it on purpose.
    ///
    /// - Parameters:
    ///   - forwardDelegate: The user's delegate.
    ///   - retainDelegate: Whether the proxy keeps it alive until disposal.
    ///   - object: The object with the delegate property.
    /// - Returns: A disposable that clears the forward delegate.
    ///
    /// Rx: `DelegateProxyType.installForwardDelegate(_:retainDelegate:onProxyForObject:)`.
    public static func installForwardDelegate(_ forwardDelegate: Delegate, retainDelegate: Bool,
                                              onProxyForObject object: ParentObject) -> Disposable {
        let proxy = proxy(for: object)
        assert(proxy.forwardToDelegate() == nil,
               "installForwardDelegate: \(object) already has a delegate (\(proxy.forwardToDelegate().map { "\($0)" } ?? "")), which this would replace; set the delegate to nil first to replace it on purpose (was it set in a storyboard?)")
        proxy.setForwardToDelegate(forwardDelegate, retainDelegate: retainDelegate)
        return Disposables.create {
            proxy.setForwardToDelegate(nil, retainDelegate: retainDelegate)
        }
    }

    /// The object's current delegate as an object (for identity comparisons).
    static func currentDelegateObject(for object: ParentObject) -> AnyObject? {
        currentDelegate(for: object).map { $0 as AnyObject }
    }

    /// `object` as the `Delegate` type; an object of another type is a programming error.
    static func castDelegate(_ object: AnyObject?) -> Delegate? {
        guard let object else { return nil }
        guard let delegate = object as? Delegate else {
            preconditionFailure("DelegateProxyType: \(object) is not a \(Delegate.self)")
        }
        return delegate
    }

    private static func castProxy(_ object: AnyObject, _ operation: String) -> Self {
        guard let proxy = object as? Self else {
            preconditionFailure("DelegateProxyType.\(operation): \(object) is not a \(Self.self)")
        }
        return proxy
    }
}

/// An object with a `delegate` property: a proxy type for it gets `currentDelegate(for:)`
/// and `setCurrentDelegate(_:to:)` from the property.
///
/// Rx: `HasDelegate` (RxCocoa).
public protocol HasDelegate: AnyObject {
    /// The delegate type.
    associatedtype Delegate
    /// The delegate.
    ///
    /// Rx: `HasDelegate.delegate`.
    var delegate: Delegate? { get set }
}

extension DelegateProxyType where ParentObject: HasDelegate, Self.Delegate == ParentObject.Delegate {
    /// The object's `delegate`.
    ///
    /// - Parameter object: The object.
    /// - Returns: Its delegate.
    ///
    /// Rx: `DelegateProxyType.currentDelegate(for:)` where the parent `HasDelegate`.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.delegate
    }

    /// Sets the object's `delegate`.
    ///
    /// - Parameters:
    ///   - delegate: The new delegate.
    ///   - object: The object.
    ///
    /// Rx: `DelegateProxyType.setCurrentDelegate(_:to:)` where the parent `HasDelegate`.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.delegate = delegate
    }
}

/// An object with a `prefetchDataSource` property: a proxy type for it gets
/// `currentDelegate(for:)` and `setCurrentDelegate(_:to:)` from the property.
///
/// Rx: `HasPrefetchDataSource` (RxCocoa).
public protocol HasPrefetchDataSource: AnyObject {
    /// The prefetch data source type.
    associatedtype PrefetchDataSource
    /// The prefetch data source.
    ///
    /// Rx: `HasPrefetchDataSource.prefetchDataSource`.
    var prefetchDataSource: PrefetchDataSource? { get set }
}

extension DelegateProxyType where ParentObject: HasPrefetchDataSource, Self.Delegate == ParentObject.PrefetchDataSource {
    /// The object's `prefetchDataSource`.
    ///
    /// - Parameter object: The object.
    /// - Returns: Its prefetch data source.
    ///
    /// Rx: `DelegateProxyType.currentDelegate(for:)` where the parent `HasPrefetchDataSource`.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.prefetchDataSource
    }

    /// Sets the object's `prefetchDataSource`.
    ///
    /// - Parameters:
    ///   - delegate: The new prefetch data source.
    ///   - object: The object.
    ///
    /// Rx: `DelegateProxyType.setCurrentDelegate(_:to:)` where the parent `HasPrefetchDataSource`.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.prefetchDataSource = delegate
    }
}

/// An object with a `dataSource` property: a proxy type for it gets
/// `currentDelegate(for:)` and `setCurrentDelegate(_:to:)` from the property.
///
/// Rx: `HasDataSource` (RxCocoa).
public protocol HasDataSource: AnyObject {
    /// The data source type.
    associatedtype DataSource
    /// The data source.
    ///
    /// Rx: `HasDataSource.dataSource`.
    var dataSource: DataSource? { get set }
}

extension DelegateProxyType where ParentObject: HasDataSource, Self.Delegate == ParentObject.DataSource {
    /// The object's `dataSource`.
    ///
    /// - Parameter object: The object.
    /// - Returns: Its data source.
    ///
    /// Rx: `DelegateProxyType.currentDelegate(for:)` where the parent `HasDataSource`.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.dataSource
    }

    /// Sets the object's `dataSource`.
    ///
    /// - Parameters:
    ///   - delegate: The new data source.
    ///   - object: The object.
    ///
    /// Rx: `DelegateProxyType.setCurrentDelegate(_:to:)` where the parent `HasDataSource`.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.dataSource = delegate
    }
}

/// `object.delegate`, read through `HasDelegate`: what a proxy class that declares its own
/// `currentDelegate(for:)` (as some of RxCocoa's do) returns, the same read as the default.
///
/// - Parameter object: The object.
/// - Returns: Its delegate.
package func hasDelegateValue<Object: HasDelegate>(of object: Object) -> Object.Delegate? {
    object.delegate
}

/// Sets `object.delegate` through `HasDelegate` (see `hasDelegateValue(of:)`).
///
/// - Parameters:
///   - delegate: The new delegate.
///   - object: The object.
package func setHasDelegateValue<Object: HasDelegate>(_ delegate: Object.Delegate?, of object: Object) {
    object.delegate = delegate
}
