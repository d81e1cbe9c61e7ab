import Foundation

/// Key-value observation as KVO does it (Rx `rx.observe(_:_:)`, `rx.observeWeakly`,
/// RAC `RACObserve` on an `NSObject`, `RACKVOChannel`), with everything but the calls
/// into KVO kept here, platform-free and tested on Linux against a fake object model.
///
/// The object system is reached through one seam, `KeyValueObservingSystem`: read a key,
/// register for a key's changes, set a key, tell a weak property, and a deallocation
/// witness per object. On Apple platforms KVO implements it
/// (KeyValueObservation+KVO.swift, compile-checked only: it cannot run on Linux); the
/// tests implement it with plain Swift objects.
///
/// What the engine guarantees, whatever the system:
/// - each registration is removed at most once (KVO raises on a second removal), when
///   the subscription is disposed or when a change higher up the key path replaces the
///   object it was made on, and only while its object is held strongly; a registration
///   on an object whose deallocation has begun (on any thread) is dropped, not removed:
///   KVO (since iOS 11 / macOS 10.13, below the package's floor) drops it itself, before
///   the deallocation witness runs, and would raise on its removal;
/// - the current value comes first when asked for (`initial`), before `subscribe`
///   returns; then each change is delivered synchronously, on the thread that made it;
/// - a key path of several keys is observed key by key: when an intermediate object is
///   replaced, the keys after it are observed on the new object (and no longer on the
///   old one), and the whole path's new value is delivered;
/// - the deallocation of the root object, of RAC's observer, or of a weak property's
///   value is seen through the witness, as RxCocoa's `observeWeakly` and ReactiveObjC's
///   `rac_observeKeyPath` see it;
/// - disposal works from any thread, also from inside a delivery.
///
/// Changes made on several threads at once are delivered concurrently, as KVO does.
package protocol KeyValueObservingSystem: Sendable {
    /// One step of a key path: a KVC key (`"name"`) for string key paths, or a whole
    /// Swift key path for typed ones (KVO then follows the chain itself).
    associatedtype Key: Sendable

    /// The value of `key` on `object` (nil when it has none).
    func value(of object: AnyObject, for key: Key) -> Any?

    /// Starts observing `key` on `object`: `changed` is called after each later change,
    /// synchronously, on the thread that made it (never for the current value). The
    /// engine removes the registration at most once, and never once `object`'s
    /// deallocation has begun (the object system drops what is left on it then).
    func addObserver(to object: AnyObject, for key: Key, _ changed: @escaping @Sendable () -> Void) -> any KeyValueRegistration

    /// Sets `key` on `object` to `value` (a channel's write).
    func setValue(_ value: Any?, of object: AnyObject, for key: Key)

    /// `value` as an object whose keys can be observed in turn (the next step of a key
    /// path), or nil if it is not one.
    func observableObject(_ value: Any) -> AnyObject?

    /// Whether `key` of `object` is a weak reference: its value can disappear without a
    /// change notification, so the engine watches that value's deallocation.
    func isWeakReference(_ key: Key, of object: AnyObject) -> Bool

    /// The witness of `object`'s deallocation, made on first use.
    func deallocationWitness(of object: AnyObject) -> DeallocationWitness
}

extension KeyValueObservingSystem {
    /// The object the last of `keys` is on, reading from `root` (nil if an object before
    /// it is nil).
    package func lastObject<Keys: Collection<Key>>(from root: AnyObject, _ keys: Keys) -> AnyObject? {
        var object = root
        for key in keys.dropLast() {
            guard let value = value(of: object, for: key), let next = observableObject(value) else { return nil }
            object = next
        }
        return object
    }

    /// Sets the last of `keys` to `value`, if every object before it is there (RAC's
    /// channel: only a property of an object on the path is set, never an object of it).
    package func write(_ value: Any?, from root: AnyObject, _ keys: [Key]) {
        guard let key = keys.last, let object = lastObject(from: root, keys) else { return }
        setValue(value, of: object, for: key)
    }
}

/// A registration made through the seam (a KVO observer, a deallocation action).
package protocol KeyValueRegistration: AnyObject {
    /// Ends the registration. The engine calls it once; `DeallocationWitness`'s
    /// registrations tolerate more.
    func remove()
}

/// A registration removed at most once, whoever asks and however often: KVO raises on
/// a second `removeObserver`. Locking rule: none needed, the flag is atomic.
package final class OnceRegistration: KeyValueRegistration, @unchecked Sendable {
    private let registration: any KeyValueRegistration
    private let removed = AtomicFlag()

    package init(_ registration: any KeyValueRegistration) { self.registration = registration }

    package func remove() {
        if removed.set() { registration.remove() }
    }

    /// Marks it removed without removing it: its object is being deallocated, and the
    /// object system has dropped it already.
    package func drop() { _ = removed.set() }
}

/// The keys of a string key path, one per step, split at the dots; `droppingSelf` leaves
/// out a `self` step (RxCocoa's `observeWeakly` does, ReactiveObjC does not). An empty
/// key, or no key left, is a precondition failure naming `operation`.
package func keyValueKeys(_ keyPath: String, droppingSelf: Bool, in operation: String) -> [String] {
    var keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if droppingSelf { keys.removeAll { $0 == "self" } }
    precondition(!keys.isEmpty && !keys.contains(""), "\(operation): \"\(keyPath)\" is not a key path")
    return keys
}

/// `keyValueCast` where a value of another type is a programming error (a typed key
/// path's value): a precondition failure naming `operation` and the value.
package func keyValueRequiredCast<Target>(_ value: Any?, to _: Target.Type = Target.self, in operation: String) -> Target {
    guard let typed = keyValueCast(value, to: Target.self) else {
        preconditionFailure("\(operation): the value \(String(describing: value)) is not a \(Target.self)")
    }
    return typed
}

/// A key-value value as `Target`: the typed facades' cast. Nil, `NSNull` and an empty
/// optional are one "no value", which becomes `Target`'s nil when `Target` is optional
/// (`.some(nil)`) and a failed cast (nil) otherwise; any other value casts as `as?` does.
package func keyValueCast<Target>(_ value: Any?, to _: Target.Type = Target.self) -> Target? {
    guard let value, !keyValueIsNil(value) else { return Optional<Any>.none as? Target }
    return value as? Target
}

/// Whether `value` is a key-value "no value": nil, `NSNull`, or an empty optional in an `Any`.
package func keyValueIsNil(_ value: Any?) -> Bool {
    guard let value else { return true }
    return value is NSNull || ((value as? any OptionalValue)?.isNone ?? false)
}

/// An `Optional` of any wrapped type, to tell an empty one inside an `Any`.
private protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    fileprivate var isNone: Bool { self == nil }
}
