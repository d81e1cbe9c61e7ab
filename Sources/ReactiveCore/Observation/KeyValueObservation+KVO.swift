#if canImport(ObjectiveC)
import Foundation
import ObjectiveC

// The KVO glue: `KeyValueObservingSystem` over Key-Value Observing, for Rx's
// `rx.observe`/`observeWeakly` and RAC's `RACObserve`/`rac_values`/`RACKVOChannel` on
// `NSObject`s. Only the calls into KVO and the Objective-C runtime are here; every rule
// (registering and removing once, the initial value, chains, deallocation, a channel's
// own writes) is in KeyValueObservation.swift and KeyValueObservingSystem.swift, tested
// on Linux. This file is compiled on Apple platforms only, and is compile-checked
// (Tools/apple-check), not run, in this repository's CI.

/// KVO with string key paths, one key per step (`"a.b"` is observed as `a` on the
/// object, then `b` on its value), as ReactiveObjC's `rac_observeKeyPath` and RxCocoa's
/// `observeWeakly` do. Locking rule: none needed, it holds no state.
package struct KVOSystem: KeyValueObservingSystem {
    package init() {}

    package func value(of object: AnyObject, for key: String) -> Any? {
        nsObject(object).value(forKeyPath: key) // one key: the same as value(forKey:)
    }

    package func addObserver(to object: AnyObject, for key: String, _ changed: @escaping @Sendable () -> Void) -> any KeyValueRegistration {
        KVORegistration(target: nsObject(object), keyPath: key, changed: changed)
    }

    package func setValue(_ value: Any?, of object: AnyObject, for key: String) {
        nsObject(object).setValue(value, forKeyPath: key)
    }

    package func observableObject(_ value: Any) -> AnyObject? { value as? NSObject }

    /// Reads the property's declared attributes (`W`: weak), as RxCocoa and ReactiveObjC do.
    package func isWeakReference(_ key: String, of object: AnyObject) -> Bool {
        guard let type = object_getClass(object) else { return false }
        let property: objc_property_t? = class_getProperty(type, key)
        guard let property, let attributes = property_getAttributes(property) else { return false }
        return String(cString: attributes).split(separator: ",").contains("W")
    }

    package func deallocationWitness(of object: AnyObject) -> DeallocationWitness {
        KVOSystem.deallocationWitness(of: object)
    }

    /// The witness attached to `object` as an associated object, made on first use: the
    /// Objective-C runtime releases it while deallocating `object`, and its actions run.
    package static func deallocationWitness(of object: AnyObject) -> DeallocationWitness {
        associatedObject(of: object, key: UnsafeRawPointer(witnessKey), make: DeallocationWitness.init)
    }

    /// The object of type `T` associated with `object` under `key`, made by `make` and
    /// attached (retained, released with `object`) on first use. Thread-safe: made under
    /// `objc_sync` on `object`.
    package static func associatedObject<T: AnyObject>(of object: AnyObject, key: UnsafeRawPointer, make: () -> T) -> T {
        objc_sync_enter(object)
        defer { objc_sync_exit(object) }
        if let existing = objc_getAssociatedObject(object, key) as? T { return existing }
        let made = make()
        objc_setAssociatedObject(object, key, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }

    private func nsObject(_ object: AnyObject) -> NSObject {
        guard let object = object as? NSObject else { preconditionFailure("KVO: \(object) is not an NSObject") }
        return object
    }
}

/// KVO with one Swift key path (`\.a.b`), through Foundation's
/// `NSObject.observe(_:options:changeHandler:)`, which follows the chain itself: the
/// typed forms (Rx's `observe(_:options:)`, `RACObserve(object, \.property)`,
/// `RACChannelTo(object, \.property)`). Locking rule: none needed, it holds no state.
package struct KVOKeyPathSystem<Root: NSObject, Value>: KeyValueObservingSystem {
    /// The key path; `writable` when the channel sets it.
    package struct Key: @unchecked Sendable {
        let keyPath: KeyPath<Root, Value>
        let writable: ReferenceWritableKeyPath<Root, Value>?

        package init(_ keyPath: KeyPath<Root, Value>) {
            self.keyPath = keyPath
            writable = keyPath as? ReferenceWritableKeyPath<Root, Value>
        }
    }

    package init() {}

    package func value(of object: AnyObject, for key: Key) -> Any? { root(object)[keyPath: key.keyPath] }

    package func addObserver(to object: AnyObject, for key: Key, _ changed: @escaping @Sendable () -> Void) -> any KeyValueRegistration {
        // The value is read from the object afterwards, so the change itself is not needed.
        KVOKeyPathRegistration(root(object).observe(key.keyPath, options: []) { (_: Root, _: NSKeyValueObservedChange<Value>) in
            changed()
        })
    }

    package func setValue(_ value: Any?, of object: AnyObject, for key: Key) {
        guard let writable = key.writable, let value = keyValueCast(value, to: Value.self) else { return }
        root(object)[keyPath: writable] = value
    }

    /// One key covers the whole path: nothing is observed past it.
    package func observableObject(_ value: Any) -> AnyObject? { nil }

    package func isWeakReference(_ key: Key, of object: AnyObject) -> Bool { false }

    package func deallocationWitness(of object: AnyObject) -> DeallocationWitness {
        KVOSystem.deallocationWitness(of: object)
    }

    private func root(_ object: AnyObject) -> Root {
        guard let root = object as? Root else { preconditionFailure("KVO: \(object) is not a \(Root.self)") }
        return root
    }
}

/// The key of the witness's associated object (its address is the key).
nonisolated(unsafe) private let witnessKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

/// Tells this glue's notifications from a superclass's.
nonisolated(unsafe) private let kvoContext = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

/// One KVO registration: `addObserver(_:forKeyPath:options:context:)` in `init`,
/// `removeObserver(_:forKeyPath:context:)` in `remove()`. The engine calls `remove()` at
/// most once and never after the target's deallocation has begun (KVO drops the
/// registrations left on a deallocating object itself), so the target is held
/// `unowned(unsafe)`, as KVO holds its observers, without changing its lifetime.
///
/// Locking rule: none needed; every property is set in `init` and never changes.
private final class KVORegistration: NSObject, KeyValueRegistration {
    private unowned(unsafe) let target: NSObject
    private let keyPath: String
    private let changed: @Sendable () -> Void

    init(target: NSObject, keyPath: String, changed: @escaping @Sendable () -> Void) {
        self.target = target
        self.keyPath = keyPath
        self.changed = changed
        super.init()
        target.addObserver(self, forKeyPath: keyPath, options: [], context: kvoContext)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == kvoContext else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        changed()
    }

    func remove() { target.removeObserver(self, forKeyPath: keyPath, context: kvoContext) }
}

/// One `NSKeyValueObservation`, invalidated by `remove()`. Locking rule: none needed.
private final class KVOKeyPathRegistration: KeyValueRegistration {
    private let observation: NSKeyValueObservation

    init(_ observation: NSKeyValueObservation) { self.observation = observation }

    func remove() { observation.invalidate() }
}
#endif
