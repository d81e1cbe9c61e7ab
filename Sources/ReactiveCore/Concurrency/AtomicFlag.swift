import Synchronization

/// A one-way boolean: starts unset, can be set once. The engine's only atomic flag type,
/// used for "disposed" and "stopped" states that are read on hot paths.
@usableFromInline
package struct AtomicFlag: ~Copyable, Sendable {
    @usableFromInline let storage = Atomic<Bool>(false)

    @inlinable package init() {}

    /// Whether the flag has been set.
    @inlinable package var isSet: Bool { storage.load(ordering: .acquiring) }

    /// Sets the flag; returns `true` for the one caller that changed it.
    @inlinable
    package borrowing func set() -> Bool {
        !storage.exchange(true, ordering: .acquiringAndReleasing)
    }
}

/// An atomic integer counter (resource accounting, subscription counts, ids).
@usableFromInline
package struct AtomicCounter: ~Copyable, Sendable {
    @usableFromInline let storage: Atomic<Int>

    @inlinable package init(_ value: Int = 0) { storage = Atomic(value) }

    @inlinable package var value: Int { storage.load(ordering: .acquiring) }

    /// Adds `delta` and returns the new value.
    @discardableResult @inlinable
    package borrowing func add(_ delta: Int) -> Int {
        storage.add(delta, ordering: .acquiringAndReleasing).newValue
    }
}
