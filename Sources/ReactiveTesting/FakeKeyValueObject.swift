import Foundation
import ReactiveCore

/// A plain Swift object with KVO's observable behavior, for testing the key-value engine
/// on every platform (`KeyValueObservation`, and the Rx/RAC key-value sequences built on
/// it): string keys, change callbacks run synchronously on the thread that sets a key,
/// weak keys, and a deallocation witness released at the start of `deinit` (as
/// Objective-C releases associated objects while the object is still intact).
///
/// It records what KVO would raise on, in its `log`: removing a registration twice or one
/// it never had. Like KVO since iOS 11 / macOS 10.13 (below the package's floor), it
/// drops the registrations left on it when it is deallocated, before its associated
/// objects (the witness) are released; so removing one of them from a deallocation
/// action is a removal of a registration it no longer has, and is recorded.
///
/// Locking rule: `state` is only touched under its lock; callbacks run outside it.
package final class FakeKeyValueObject: @unchecked Sendable, CustomStringConvertible {
    private struct State {
        var values: [String: Any] = [:]
        var weakValues: [String: WeakReference] = [:]
        var observers: [UInt64: (key: String, changed: () -> Void)] = [:]
        var nextID: UInt64 = 0
        var added = 0
        var removed = 0
    }

    private struct WeakReference { weak var object: AnyObject? }

    /// For messages.
    package let name: String
    /// Where misuse is recorded (shared by the objects of one test).
    package let log: FakeKeyValueLog
    /// Keys whose values are held weakly.
    package let weakKeys: Set<String>
    private let state = Locked(State())
    private var witness: DeallocationWitness?
    private let witnessLock = Locked(())

    package init(_ name: String, log: FakeKeyValueLog, weakKeys: Set<String> = [], values: [String: Any] = [:]) {
        self.name = name
        self.log = log
        self.weakKeys = weakKeys
        for (key, value) in values { setWithoutNotifying(key, value) }
    }

    package var description: String { "FakeKeyValueObject(\(name))" }

    /// The value of `key` (nil if unset, or if its weakly held object is gone).
    package subscript(key: String) -> Any? {
        get {
            state.withLock { state in
                weakKeys.contains(key) ? state.weakValues[key]?.object : state.values[key]
            }
        }
        set {
            setWithoutNotifying(key, newValue)
            let observers = state.withLock { state in
                state.observers.sorted { $0.key < $1.key }.filter { $0.value.key == key }.map(\.value.changed)
            }
            for changed in observers { changed() }
        }
    }

    private func setWithoutNotifying(_ key: String, _ value: Any?) {
        state.withLock { state in
            if weakKeys.contains(key) {
                state.weakValues[key] = WeakReference(object: value.map { $0 as AnyObject })
            } else {
                state.values[key] = value
            }
        }
    }

    /// The number of registrations in place.
    package var observerCount: Int { state.withLock { $0.observers.count } }
    /// The number of registrations ever added.
    package var addedCount: Int { state.withLock { $0.added } }
    /// The number of registrations ever removed.
    package var removedCount: Int { state.withLock { $0.removed } }

    /// The witness, made on first use (as an associated object is).
    package var deallocationWitness: DeallocationWitness {
        witnessLock.withLock { _ in
            if let witness { return witness }
            let made = DeallocationWitness()
            witness = made
            return made
        }
    }

    func addObserver(_ key: String, _ changed: @escaping () -> Void) -> UInt64 {
        state.withLock { state in
            state.nextID += 1
            state.added += 1
            state.observers[state.nextID] = (key, changed)
            return state.nextID
        }
    }

    func removeObserver(_ id: UInt64, key: String) {
        let found = state.withLock { state -> Bool in
            guard state.observers.removeValue(forKey: id) != nil else { return false }
            state.removed += 1
            return true
        }
        if !found { log.record("\(name): removed a registration for \"\(key)\" it does not have (KVO raises)") }
    }

    /// Releases `witness` before returning (its actions run here).
    private static func release(_ witness: consuming DeallocationWitness?) {}

    deinit {
        // KVO's deallocation hook runs first and drops the registrations left…
        let left = state.withLock { state -> Int in
            defer { state.observers = [:] }
            return state.observers.count
        }
        droppedAtDeallocation = left
        // …then the runtime releases the associated objects (the witness), whose actions
        // run while the object is still intact.
        FakeKeyValueObject.release(witnessLock.withLock { _ -> DeallocationWitness? in
            defer { self.witness = nil }
            return self.witness
        })
    }

    /// How many registrations KVO dropped when the object was deallocated (read from a
    /// deallocation action).
    package private(set) var droppedAtDeallocation = 0
}

/// What `FakeKeyValueObject`s saw done wrong. Locking rule: `entries` only under its lock.
package final class FakeKeyValueLog: @unchecked Sendable {
    private let entries = Locked<[String]>([])

    package init() {}

    /// Everything recorded so far.
    package var problems: [String] { entries.withLock { $0 } }

    func record(_ problem: String) { entries.withLock { $0.append(problem) } }
}

/// The seam over `FakeKeyValueObject`s. Registrations hold their object unowned, as a
/// KVO registration holds its target, so removing one after the object is gone would
/// crash here as it would with KVO.
package struct FakeKeyValueSystem: KeyValueObservingSystem {
    package init() {}

    package func value(of object: AnyObject, for key: String) -> Any? { fake(object)[key] }

    package func addObserver(to object: AnyObject, for key: String, _ changed: @escaping @Sendable () -> Void) -> any KeyValueRegistration {
        let target = fake(object)
        return Registration(target: target, key: key, id: target.addObserver(key, changed))
    }

    package func setValue(_ value: Any?, of object: AnyObject, for key: String) { fake(object)[key] = value }

    package func observableObject(_ value: Any) -> AnyObject? { value as? FakeKeyValueObject }

    package func isWeakReference(_ key: String, of object: AnyObject) -> Bool { fake(object).weakKeys.contains(key) }

    package func deallocationWitness(of object: AnyObject) -> DeallocationWitness { fake(object).deallocationWitness }

    private func fake(_ object: AnyObject) -> FakeKeyValueObject {
        guard let fake = object as? FakeKeyValueObject else { preconditionFailure("FakeKeyValueSystem: \(object) is not a FakeKeyValueObject") }
        return fake
    }

    /// One registration on a fake object. Locking rule: none needed, its properties are
    /// set in `init` (the object locks its own state).
    private final class Registration: KeyValueRegistration {
        unowned(unsafe) let target: FakeKeyValueObject
        let key: String
        let id: UInt64

        init(target: FakeKeyValueObject, key: String, id: UInt64) {
            self.target = target
            self.key = key
            self.id = id
        }

        func remove() { target.removeObserver(id, key: key) }
    }
}
