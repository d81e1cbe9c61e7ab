import Synchronization
#if REACTIVEBRIDGE_PTHREAD_LOCKS
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#endif

// The engine's two lock types. Normal builds use `Synchronization.Mutex`, stored
// inline (no allocation) with an inlined fast path. Building with
// `-Xswiftc -DREACTIVEBRIDGE_PTHREAD_LOCKS` swaps in pthread mutexes, which
// ThreadSanitizer understands (on Linux `Mutex` is built on futexes that TSan cannot
// see, so it would report false races); CI's ThreadSanitizer step builds that way.

/// The engine's mutual-exclusion lock, without state of its own.
///
/// Rule for every user of `Lock`: decide under the lock, act outside it. Never call
/// an observer, user code, `dispose`, `subscribe` or a scheduler while holding it;
/// re-entering a `Lock` from the same thread deadlocks.
@usableFromInline
package struct Lock: ~Copyable, Sendable {
    @usableFromInline let locked = Locked(())

    @inlinable package init() {}

    /// Runs `body` with the lock held and returns its result.
    @inlinable
    package borrowing func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try locked.withLock { _ in try body() }
    }
}

/// A mutex together with the state it guards: the state can only be reached under the
/// lock (`withLock { state in … }`), which also spares hot paths Swift's dynamic
/// exclusivity checks on class properties.
///
/// Same rule as `Lock`: decide under the lock, act outside it.
@usableFromInline
package struct Locked<State>: ~Copyable, @unchecked Sendable {
    #if REACTIVEBRIDGE_PTHREAD_LOCKS
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let state: UnsafeMutablePointer<State>

    @inlinable package init(_ state: State) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    @inlinable
    package borrowing func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
    #else
    @usableFromInline let mutex: Mutex<UncheckedSendable<State>>

    @inlinable package init(_ state: State) { mutex = Mutex(UncheckedSendable(state)) }

    /// Runs `body` with exclusive access to the state and returns its result.
    @inlinable
    package borrowing func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try mutex.withLock { wrapped throws in UncheckedSendable(try body(&wrapped.value)) }.value
    }
    #endif
}

/// Carries a value across `Mutex.withLock`'s `sending` boundary. Safe because the
/// value never leaves the thread that holds the lock.
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline package var value: Value
    @inlinable package init(_ value: Value) { self.value = value }
}
