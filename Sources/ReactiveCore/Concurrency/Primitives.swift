import ReactiveSync

// The engine's lock and atomic primitives: the only file that touches the C target
// `ReactiveSync` (C11 atomics, and a lock that is `os_unfair_lock` on Apple platforms
// and a futex lock on Linux), and the only place the engine gets a stable address
// for shared memory. Every other engine file uses `Lock`, `Locked`, `AtomicWord`,
// `AtomicFlag` and `AtomicCounter` from here.
//
// Why not `Synchronization.Mutex`/`Atomic`: that module needs iOS 18 / macOS 15, and
// the package supports iOS 13 / macOS 10.15. Why this works on both: `Lock` and
// `AtomicWord` are `@_rawLayout` structs (storage the compiler treats as opaque and
// never copies; the technique `Synchronization` itself uses), stored inline in the
// classes that own them, so a lock or an atomic costs no allocation; their address is
// where they are stored. Both are non-generic, so no newer runtime support is needed.
// Linux builds run the same Swift code; only the C lock differs per platform (see
// Docs/Engine.md, "Locks and atomics"). The C atomics and the futex lock's fast path
// are inlined into the Swift code, so a sanitized build sees every hand-over.

/// The memory ordering of one atomic operation (C11's orders, with `Synchronization`'s names).
@usableFromInline
package enum AtomicOrdering: Sendable {
    case relaxed, acquiring, releasing, acquiringAndReleasing, sequentiallyConsistent

    /// C11's `memory_order` value.
    @inlinable @inline(__always) var order: Int32 {
        switch self {
        case .relaxed: return 0                 // memory_order_relaxed
        case .acquiring: return 2               // memory_order_acquire
        case .releasing: return 3               // memory_order_release
        case .acquiringAndReleasing: return 4   // memory_order_acq_rel
        case .sequentiallyConsistent: return 5  // memory_order_seq_cst
        }
    }

    /// The order of a failed compare-and-swap (C11 forbids release orders there).
    @inlinable @inline(__always) var failureOrder: Int32 {
        switch self {
        case .relaxed, .releasing: return 0
        case .acquiring, .acquiringAndReleasing: return 2
        case .sequentiallyConsistent: return 5
        }
    }
}

/// The engine's mutual-exclusion lock, without state of its own.
///
/// Rule for every user of `Lock`: decide under the lock, act outside it. Never call
/// an observer, user code, `dispose`, `subscribe` or a scheduler while holding it;
/// re-entering a `Lock` from the same thread deadlocks.
@_rawLayout(like: rb_lock_t)
@usableFromInline
package struct Lock: ~Copyable, @unchecked Sendable {
    @inlinable package init() { rb_lock_init(address) }

    deinit { rb_lock_destroy(address) }

    /// Where the lock is stored (inline in its owner, which never moves it once shared).
    @inlinable @inline(__always)
    var address: UnsafeMutablePointer<rb_lock_t> {
        withUnsafePointer(to: self) { UnsafeMutableRawPointer(mutating: $0).assumingMemoryBound(to: rb_lock_t.self) }
    }

    /// Runs `body` with the lock held and returns its result.
    @inlinable
    package borrowing func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        rb_lock_lock(address)
        defer { rb_lock_unlock(address) }
        return try body()
    }
}

/// A lock together with the state it guards: the state can only be reached under the
/// lock (`withLock { state in … }`), which also spares hot paths Swift's dynamic
/// exclusivity checks on class properties.
///
/// The state lives in a small object of its own (one allocation per `Locked`): a generic
/// value stored inline would need a newer Swift runtime than iOS 13 ships. An owner
/// that must not allocate keeps a `Lock` and `@exclusivity(unchecked)` properties
/// itself (`SubscriptionScope`).
///
/// Same rule as `Lock`: decide under the lock, act outside it.
@usableFromInline
package struct Locked<State>: ~Copyable, @unchecked Sendable {
    @usableFromInline let cell: LockedCell<State>

    @inlinable package init(_ state: State) { cell = LockedCell(state) }

    /// Runs `body` with exclusive access to the state and returns its result.
    @inlinable
    package borrowing func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        let cell = self.cell
        return try cell.lock.withLock { try body(&cell.state) }
    }
}

/// The storage of a `Locked`: `state` is only touched with `lock` held (the lock is its
/// exclusivity, so it skips Swift's dynamic checks).
@usableFromInline
final class LockedCell<State>: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var state: State

    @inlinable init(_ state: State) { self.state = state }
}

/// One pointer-sized integer with atomic operations, stored inline in its owner.
@_rawLayout(like: Int)
@usableFromInline
package struct AtomicWord: ~Copyable, @unchecked Sendable {
    @inlinable package init(_ value: Int = 0) { rb_atomic_init(address, value) }

    @inlinable @inline(__always)
    var address: UnsafeMutableRawPointer {
        withUnsafePointer(to: self) { UnsafeMutableRawPointer(mutating: $0) }
    }

    @inlinable @inline(__always)
    package borrowing func load(ordering: AtomicOrdering) -> Int {
        rb_atomic_load(address, ordering.order)
    }

    @inlinable @inline(__always)
    package borrowing func store(_ value: Int, ordering: AtomicOrdering) {
        rb_atomic_store(address, value, ordering.order)
    }

    /// Stores `value`; returns the value it replaced.
    @inlinable @inline(__always)
    package borrowing func exchange(_ value: Int, ordering: AtomicOrdering) -> Int {
        rb_atomic_exchange(address, value, ordering.order)
    }

    /// Adds `delta` (wrapping); returns the new value.
    @discardableResult @inlinable @inline(__always)
    package borrowing func add(_ delta: Int, ordering: AtomicOrdering) -> Int {
        rb_atomic_add(address, delta, ordering.order)
    }

    /// Subtracts `delta` (wrapping); returns the new value.
    @discardableResult @inlinable @inline(__always)
    package borrowing func subtract(_ delta: Int, ordering: AtomicOrdering) -> Int {
        rb_atomic_add(address, 0 &- delta, ordering.order)
    }

    /// Replaces `expected` with `desired` if the word holds `expected`. Returns whether
    /// it did, and the value the word held.
    @inlinable @inline(__always)
    package borrowing func compareExchange(expected: Int, desired: Int, ordering: AtomicOrdering)
        -> (exchanged: Bool, original: Int) {
        let seen = rb_atomic_compare_exchange(address, expected, desired, ordering.order, ordering.failureOrder)
        return (seen == expected, seen)
    }
}

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

/// An atomic integer counter (resource accounting, subscription counts, ids).
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

/// Carries a value across a `Sendable` boundary where the engine guarantees, by its own
/// rules, that it is not used from two threads at once.
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline package var value: Value
    @inlinable package init(_ value: Value) { self.value = value }
}
