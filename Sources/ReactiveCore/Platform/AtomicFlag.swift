// Platform layer: a set-once flag and a counter, on `AtomicWord` (AtomicWord.swift).

/// A one-way boolean: starts unset, can be set once. The engine's only atomic flag type,
/// used for "disposed" and "stopped" states that are read on hot paths.
@usableFromInline
package struct AtomicFlag: ~Copyable, Sendable {
    @usableFromInline let storage = AtomicWord(0)

    @inlinable package init() {}

    /// Whether the flag has been set.
    @inlinable package var isSet: Bool { storage.load(ordering: .acquiring) != 0 }

    /// Sets the flag; returns `true` for the one caller that changed it.
    @inlinable
    package borrowing func set() -> Bool {
        storage.exchange(1, ordering: .acquiringAndReleasing) == 0
    }
}

/// An atomic integer counter (subscription counts, ids).
@usableFromInline
package struct AtomicCounter: ~Copyable, Sendable {
    @usableFromInline let storage: AtomicWord

    @inlinable package init(_ value: Int = 0) { storage = AtomicWord(value) }

    @inlinable package var value: Int { storage.load(ordering: .acquiring) }

    /// Adds `delta` and returns the new value.
    @discardableResult @inlinable
    package borrowing func add(_ delta: Int) -> Int {
        storage.add(delta, ordering: .acquiringAndReleasing)
    }
}
