import Foundation

// Which proxy class serves which kind of object, per delegate property, and where an
// object keeps its proxies. Platform-free; tested on Linux (DelegateProxyTests).

/// The proxy makers registered for one delegate property (one `DelegateProxyType.identifier`),
/// keyed by the parent object's class: `proxy(for:)` makes a proxy with the maker of the
/// object's own class, or of its nearest superclass that has one (a table view gets the
/// table view's proxy, a plain scroll view the scroll view's).
///
/// Locking rule: `makers` is only touched under its lock, and so is the table of
/// factories; makers and `registerKnownImplementations()` run outside them. Like RxCocoa's,
/// registration is meant for the main thread, before the proxies are used.
package final class DelegateProxyFactory: @unchecked Sendable {
    private static let factories = Locked([UnsafeRawPointer: DelegateProxyFactory]())

    private let makers = Locked([ObjectIdentifier: (AnyObject) -> AnyObject]())
    private let proxyTypeName: String

    private init(proxyTypeName: String) {
        self.proxyTypeName = proxyTypeName
    }

    /// The factory of `Proxy`'s delegate property; the first time, it is made and
    /// `Proxy.registerKnownImplementations()` runs.
    package static func shared<Proxy: DelegateProxyType>(for _: Proxy.Type) -> DelegateProxyFactory {
        let made = DelegateProxyFactory(proxyTypeName: "\(Proxy.self)")
        let (factory, isNew) = factories.withLock { factories -> (DelegateProxyFactory, Bool) in
            if let existing = factories[Proxy.identifier] { return (existing, false) }
            factories[Proxy.identifier] = made
            return (made, true)
        }
        if isNew { Proxy.registerKnownImplementations() }
        return factory
    }

    /// Registers `make` for objects of class `Parent` (and its subclasses without a maker
    /// of their own). A second maker for one class is a programming error.
    package func extend<Parent, Proxy: AnyObject>(make: @escaping (Parent) -> Proxy) {
        let duplicate = makers.withLock { makers -> Bool in
            let key = ObjectIdentifier(Parent.self)
            if makers[key] != nil { return true }
            makers[key] = { object in
                guard let parent = object as? Parent else {
                    preconditionFailure("DelegateProxyType.register(make:): \(object) is not a \(Parent.self)")
                }
                return make(parent)
            }
            return false
        }
        precondition(!duplicate, "DelegateProxyType.register(make:): \(proxyTypeName) already has a maker for \(Parent.self)")
    }

    /// A new proxy for `object`, from the maker of its class or nearest superclass.
    package func createProxy(for object: AnyObject) -> AnyObject {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            let key = ObjectIdentifier(current.subjectType)
            if let make = makers.withLock({ $0[key] }) { return make(object) }
            mirror = current.superclassMirror
        }
        preconditionFailure("DelegateProxyType.proxy(for:): \(proxyTypeName) has no maker for \(type(of: object)) or its superclasses; register one in registerKnownImplementations()")
    }
}

/// An object that keeps its delegate proxies itself. On Apple platforms proxies are kept
/// as associated objects of any object; elsewhere (the tests' fake views) the object keeps
/// them in a `DelegateProxyStore`.
package protocol DelegateProxyHolding: AnyObject {
    /// Where this object's proxies are kept; released with it.
    var delegateProxies: DelegateProxyStore { get }
}

/// The proxies an object keeps, one per delegate property.
///
/// Locking rule: `proxies` is only touched under its lock; `make` runs outside it.
package final class DelegateProxyStore: @unchecked Sendable {
    private let proxies = Locked([UnsafeRawPointer: AnyObject]())

    package init() {}

    /// The proxy under `key`, made by `make` and kept on first use.
    package func proxy(_ key: UnsafeRawPointer, make: () -> AnyObject) -> AnyObject {
        if let existing = proxies.withLock({ $0[key] }) { return existing }
        let made = make()
        return proxies.withLock { proxies in
            if let existing = proxies[key] { return existing }
            proxies[key] = made
            return made
        }
    }
}

/// Where `DelegateProxyType.proxy(for:)` finds or keeps an object's proxy.
package enum DelegateProxyAttachment {
    /// The proxy kept by `object` under `key`, made by `make` and kept on first use.
    package static func proxy(of object: AnyObject, key: UnsafeRawPointer, make: () -> AnyObject) -> AnyObject {
        if let holder = object as? DelegateProxyHolding {
            return holder.delegateProxies.proxy(key, make: make)
        }
        #if canImport(ObjectiveC)
        return KVOSystem.associatedObject(of: object, key: key, make: make)
        #else
        preconditionFailure("DelegateProxyType.proxy(for:): \(object) cannot keep a delegate proxy here (no Objective-C runtime)")
        #endif
    }
}
