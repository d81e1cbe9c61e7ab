import Builtin
import ReactiveSync

// Platform layer: the lock. Wraps the C target `ReactiveSync` (a lock that is
// `os_unfair_lock` on Apple platforms and a futex lock on Linux). The atomics, on the
// compiler's atomic builtins, are in AtomicWord.swift and AtomicFlag.swift; every other
// engine file uses `Lock`, `Locked`, `AtomicWord`, `AtomicFlag`, `AtomicCounter` and
// `ResourceCount` from here; `PlatformLayerTests` fails when `Builtin`, `@_rawLayout` or
// `ReactiveSync` appear outside `Platform/`.
//
// Why not `Synchronization.Mutex`/`Atomic`: that module needs iOS 18 / macOS 15, and
// the package supports iOS 13 / macOS 10.15. Why this works on both: `Lock` and
// `AtomicWord` are `@_rawLayout` structs (storage the compiler treats as opaque and
// never copies; the technique `Synchronization` itself uses), stored inline in the
// classes that own them, so a lock or an atomic costs no allocation; their address is
// where they are stored (`Builtin.addressOfRawLayout`, see `AtomicWord.address`). Both
// are non-generic, so no newer runtime support is needed, and the atomic builtins are
// plain LLVM atomic instructions (no runtime at all). Linux builds run the same Swift
// code; only the C lock differs per platform (see Docs/Engine.md, "Locks and atomics").
// The atomics and the futex lock's fast path are compiled into the Swift code, so a
// sanitized build sees every hand-over.

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
    var address: UnsafeMutablePointer<rb_lock_t> { UnsafeMutablePointer(rawAddress) }

    /// The lock's storage, taken as `AtomicWord.address` explains.
    @inlinable @inline(__always)
    var rawAddress: Builtin.RawPointer {
        #if $BuiltinAddressOfRawLayout
        Builtin.addressOfRawLayout(self)
        #else
        Builtin.unprotectedAddressOfBorrow(self)
        #endif
    }

    /// Runs `body` with the lock held and returns its result.
    @inlinable
    package borrowing func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        let lock = address  // one address builtin for both calls
        rb_lock_lock(lock)
        defer { rb_lock_unlock(lock) }
        return try body()
    }
}

/// A lock together with the state it guards: the state can only be reached under the
/// lock (`withLock { state in … }`), which also spares hot paths Swift's dynamic
/// exclusivity checks on class properties.
///
/// The state lives in a small object of its own (one allocation per `Locked`): a generic
/// value stored inline would need a newer Swift runtime than iOS 13 ships. An owner
/// that must not allocate keeps a `Lock` and its state in `UncheckedStateOwner`
/// (`SubscriptionScope`).
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
