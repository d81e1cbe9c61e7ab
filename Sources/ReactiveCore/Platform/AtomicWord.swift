import Builtin
import ReactiveSync

// Platform layer: the atomic word. One pointer-sized integer with atomic operations on
// the compiler's atomic builtins (`import Builtin`: plain LLVM atomic instructions, no
// runtime support), stored inline in its owner as a `@_rawLayout` value whose address is
// taken here only (`Builtin.addressOfRawLayout`). `ResourceCount` is the same operations
// on a C global. The flag and the counter built on it are in AtomicFlag.swift.

/// The memory ordering of one atomic operation (C11's orders, with `Synchronization`'s names).
@usableFromInline
package enum AtomicOrdering: Sendable {
    case relaxed, acquiring, releasing, acquiringAndReleasing, sequentiallyConsistent
}

/// One pointer-sized integer with atomic operations, stored inline in its owner.
///
/// The operations are the compiler's atomic builtins (what `Synchronization.Atomic`
/// compiles to; they need no runtime support), not calls into ReactiveSync: the Swift
/// optimizer treats a builtin as one cheap instruction, where it treats a C call as a
/// call it cannot see into, and Swift emits calls made from thunks as never-inlined, so
/// a C atomic reached through a closure or a protocol witness stayed a call. Each
/// `switch` on the ordering folds away: callers always pass a literal.
@_rawLayout(like: Int)
@usableFromInline
package struct AtomicWord: ~Copyable, @unchecked Sendable {
    /// A word holding `value` (a relaxed store: the owner is not shared yet).
    @inlinable package init(_ value: Int = 0) { store(value, ordering: .relaxed) }

    /// Where the word is stored (inline in its owner, which never moves it once shared).
    ///
    /// How the address is taken: a getter of a noncopyable type borrows `self`, and a
    /// raw-layout value is always passed in memory (`@in_guaranteed`), so the borrow is
    /// the stored value itself (the `let` in its owner), never a copy.
    /// `Builtin.addressOfRawLayout` returns the address of that borrowed storage, and is
    /// what the standard library's `Atomic` and `Mutex` storage read; the compiler defines
    /// `$BuiltinAddressOfRawLayout` when it has the builtin (Swift 6.3.1 does). A compiler
    /// without it gets `Builtin.unprotectedAddressOfBorrow`, the address of the same
    /// in-place borrow, which the standard library's raw-layout types read before that
    /// builtin existed. Not `withUnsafePointer(to: self)`: for a borrowed value that
    /// promises a pointer valid inside the closure, not the storage's own address.
    @inlinable @inline(__always)
    var address: Builtin.RawPointer {
        #if $BuiltinAddressOfRawLayout
        Builtin.addressOfRawLayout(self)
        #else
        Builtin.unprotectedAddressOfBorrow(self)
        #endif
    }
}

// The operations. The word is `Int`-sized everywhere; on 64-bit platforms (every one CI
// and the benchmarks run on) they use the builtins on `Builtin.Int64`, the type `Int`
// itself stores, so nothing is converted. The pointer-sized `…_Word` builtins need a
// conversion to and from `Int` at every operation, which LLVM drops but Swift's inliner
// counts as one more instruction each; per-event closures (filter's `isDisposed` check)
// sit just below the size up to which a thunk inlines its callee, and together with the
// address builtin those conversions pushed them over (+6% instructions on the subject
// chains, a and k-rac). Elsewhere (32-bit watchOS) the `…_Word` builtins serve, with the
// conversions; that branch is the same code on another type, compiled here by flipping
// the condition.

#if _pointerBitWidth(_64)
extension AtomicWord {
    /// Reads the word.
    @inlinable @inline(__always)
    package borrowing func load(ordering: AtomicOrdering) -> Int {
        switch ordering {
        case .relaxed: Int(Builtin.atomicload_monotonic_Int64(address))
        case .acquiring: Int(Builtin.atomicload_acquire_Int64(address))
        case .releasing, .acquiringAndReleasing, .sequentiallyConsistent:
            Int(Builtin.atomicload_seqcst_Int64(address))
        }
    }

    /// Writes `value`.
    @inlinable @inline(__always)
    package borrowing func store(_ value: Int, ordering: AtomicOrdering) {
        switch ordering {
        case .relaxed: Builtin.atomicstore_monotonic_Int64(address, value._value)
        case .releasing: Builtin.atomicstore_release_Int64(address, value._value)
        case .acquiring, .acquiringAndReleasing, .sequentiallyConsistent:
            Builtin.atomicstore_seqcst_Int64(address, value._value)
        }
    }

    /// Stores `value`; returns the value it replaced.
    @inlinable @inline(__always)
    package borrowing func exchange(_ value: Int, ordering: AtomicOrdering) -> Int {
        let new = value._value
        return switch ordering {
        case .relaxed: Int(Builtin.atomicrmw_xchg_monotonic_Int64(address, new))
        case .acquiring: Int(Builtin.atomicrmw_xchg_acquire_Int64(address, new))
        case .releasing: Int(Builtin.atomicrmw_xchg_release_Int64(address, new))
        case .acquiringAndReleasing: Int(Builtin.atomicrmw_xchg_acqrel_Int64(address, new))
        case .sequentiallyConsistent: Int(Builtin.atomicrmw_xchg_seqcst_Int64(address, new))
        }
    }

    /// Adds `delta` (wrapping); returns the new value.
    @discardableResult @inlinable @inline(__always)
    package borrowing func add(_ delta: Int, ordering: AtomicOrdering) -> Int {
        let word = delta._value
        let old: Int = switch ordering {
        case .relaxed: Int(Builtin.atomicrmw_add_monotonic_Int64(address, word))
        case .acquiring: Int(Builtin.atomicrmw_add_acquire_Int64(address, word))
        case .releasing: Int(Builtin.atomicrmw_add_release_Int64(address, word))
        case .acquiringAndReleasing: Int(Builtin.atomicrmw_add_acqrel_Int64(address, word))
        case .sequentiallyConsistent: Int(Builtin.atomicrmw_add_seqcst_Int64(address, word))
        }
        return old &+ delta
    }

    /// Subtracts `delta` (wrapping); returns the new value.
    @discardableResult @inlinable @inline(__always)
    package borrowing func subtract(_ delta: Int, ordering: AtomicOrdering) -> Int {
        add(0 &- delta, ordering: ordering)
    }

    /// Replaces `expected` with `desired` if the word holds `expected`. Returns whether
    /// it did, and the value the word held. (A failed exchange reads with the success
    /// ordering minus its release part, as C11 requires.)
    @inlinable @inline(__always)
    package borrowing func compareExchange(expected: Int, desired: Int, ordering: AtomicOrdering)
        -> (exchanged: Bool, original: Int) {
        let old = expected._value, new = desired._value
        let (seen, exchanged) = switch ordering {
        case .relaxed: Builtin.cmpxchg_monotonic_monotonic_Int64(address, old, new)
        case .acquiring: Builtin.cmpxchg_acquire_acquire_Int64(address, old, new)
        case .releasing: Builtin.cmpxchg_release_monotonic_Int64(address, old, new)
        case .acquiringAndReleasing: Builtin.cmpxchg_acqrel_acquire_Int64(address, old, new)
        case .sequentiallyConsistent: Builtin.cmpxchg_seqcst_seqcst_Int64(address, old, new)
        }
        return (Bool(exchanged), Int(seen))
    }
}

extension ResourceCount {
    /// The current count.
    @inlinable package static var value: Int { Int(Builtin.atomicload_acquire_Int64(address)) }

    /// Adds `delta` and returns the new count.
    @discardableResult @inlinable @inline(__always)
    package static func add(_ delta: Int) -> Int {
        Int(Builtin.atomicrmw_add_acqrel_Int64(address, delta._value)) &+ delta
    }
}
#else
extension AtomicWord {
    /// Reads the word.
    @inlinable @inline(__always)
    package borrowing func load(ordering: AtomicOrdering) -> Int {
        switch ordering {
        case .relaxed: Int(Builtin.atomicload_monotonic_Word(address))
        case .acquiring: Int(Builtin.atomicload_acquire_Word(address))
        case .releasing, .acquiringAndReleasing, .sequentiallyConsistent:
            Int(Builtin.atomicload_seqcst_Word(address))
        }
    }

    /// Writes `value`.
    @inlinable @inline(__always)
    package borrowing func store(_ value: Int, ordering: AtomicOrdering) {
        switch ordering {
        case .relaxed: Builtin.atomicstore_monotonic_Word(address, value._builtinWordValue)
        case .releasing: Builtin.atomicstore_release_Word(address, value._builtinWordValue)
        case .acquiring, .acquiringAndReleasing, .sequentiallyConsistent:
            Builtin.atomicstore_seqcst_Word(address, value._builtinWordValue)
        }
    }

    /// Stores `value`; returns the value it replaced.
    @inlinable @inline(__always)
    package borrowing func exchange(_ value: Int, ordering: AtomicOrdering) -> Int {
        let new = value._builtinWordValue
        return switch ordering {
        case .relaxed: Int(Builtin.atomicrmw_xchg_monotonic_Word(address, new))
        case .acquiring: Int(Builtin.atomicrmw_xchg_acquire_Word(address, new))
        case .releasing: Int(Builtin.atomicrmw_xchg_release_Word(address, new))
        case .acquiringAndReleasing: Int(Builtin.atomicrmw_xchg_acqrel_Word(address, new))
        case .sequentiallyConsistent: Int(Builtin.atomicrmw_xchg_seqcst_Word(address, new))
        }
    }

    /// Adds `delta` (wrapping); returns the new value.
    @discardableResult @inlinable @inline(__always)
    package borrowing func add(_ delta: Int, ordering: AtomicOrdering) -> Int {
        let word = delta._builtinWordValue
        let old: Int = switch ordering {
        case .relaxed: Int(Builtin.atomicrmw_add_monotonic_Word(address, word))
        case .acquiring: Int(Builtin.atomicrmw_add_acquire_Word(address, word))
        case .releasing: Int(Builtin.atomicrmw_add_release_Word(address, word))
        case .acquiringAndReleasing: Int(Builtin.atomicrmw_add_acqrel_Word(address, word))
        case .sequentiallyConsistent: Int(Builtin.atomicrmw_add_seqcst_Word(address, word))
        }
        return old &+ delta
    }

    /// Subtracts `delta` (wrapping); returns the new value.
    @discardableResult @inlinable @inline(__always)
    package borrowing func subtract(_ delta: Int, ordering: AtomicOrdering) -> Int {
        add(0 &- delta, ordering: ordering)
    }

    /// Replaces `expected` with `desired` if the word holds `expected`. Returns whether
    /// it did, and the value the word held. (A failed exchange reads with the success
    /// ordering minus its release part, as C11 requires.)
    @inlinable @inline(__always)
    package borrowing func compareExchange(expected: Int, desired: Int, ordering: AtomicOrdering)
        -> (exchanged: Bool, original: Int) {
        let old = expected._builtinWordValue, new = desired._builtinWordValue
        let (seen, exchanged) = switch ordering {
        case .relaxed: Builtin.cmpxchg_monotonic_monotonic_Word(address, old, new)
        case .acquiring: Builtin.cmpxchg_acquire_acquire_Word(address, old, new)
        case .releasing: Builtin.cmpxchg_release_monotonic_Word(address, old, new)
        case .acquiringAndReleasing: Builtin.cmpxchg_acqrel_acquire_Word(address, old, new)
        case .sequentiallyConsistent: Builtin.cmpxchg_seqcst_seqcst_Word(address, old, new)
        }
        return (Bool(exchanged), Int(seen))
    }
}

extension ResourceCount {
    /// The current count.
    @inlinable package static var value: Int { Int(Builtin.atomicload_acquire_Word(address)) }

    /// Adds `delta` and returns the new count.
    @discardableResult @inlinable @inline(__always)
    package static func add(_ delta: Int) -> Int {
        Int(Builtin.atomicrmw_add_acqrel_Word(address, delta._builtinWordValue)) &+ delta
    }
}
#endif

/// The process-wide count of live engine resources (`Resources`): an atomic word in a C
/// global (`rb_resource_count`), which needs no lazy initialization, unlike a Swift
/// global holding an `AtomicWord` (a `swift_once` check on every access, and every
/// observable and scope counts itself twice).
@usableFromInline
package enum ResourceCount {
    @inlinable @inline(__always)
    static var address: Builtin.RawPointer { UnsafeMutableRawPointer(rb_resource_count_address())._rawValue }

    // `value` and `add(_:)` are defined after `AtomicWord`, once per word size.
}
