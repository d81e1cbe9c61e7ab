import Synchronization

/// The engine's one mutual-exclusion lock: a non-recursive mutex stored inline in
/// the object that owns it (no allocation of its own).
///
/// Rule for every user of `Lock`: decide under the lock, act outside it. Never call
/// an observer, user code, `dispose`, `subscribe` or a scheduler while holding it;
/// re-entering a `Lock` from the same thread deadlocks.
@usableFromInline
package struct Lock: ~Copyable, Sendable {
    @usableFromInline let mutex = Mutex<Void>(())

    @inlinable package init() {}

    /// Runs `body` with the lock held and returns its result.
    @inlinable
    package borrowing func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try mutex.withLock { _ throws in UncheckedSendable(try body()) }.value
    }
}

/// Carries a value across `Mutex.withLock`'s `sending` boundary. Safe because the
/// value never leaves the thread that holds the lock.
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline package var value: Value
    @inlinable package init(_ value: Value) { self.value = value }
}

/// A mutex together with the state it guards: the state can only be reached under the
/// lock (`withLock { state in … }`), which also spares hot paths Swift's dynamic
/// exclusivity checks on class properties.
///
/// Same rule as `Lock`: decide under the lock, act outside it.
@usableFromInline
package struct Locked<State>: ~Copyable, @unchecked Sendable {
    @usableFromInline let mutex: Mutex<UncheckedSendable<State>>

    @inlinable package init(_ state: State) { mutex = Mutex(UncheckedSendable(state)) }

    /// Runs `body` with exclusive access to the state and returns its result.
    @inlinable
    package borrowing func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try mutex.withLock { wrapped throws in UncheckedSendable(try body(&wrapped.value)) }.value
    }
}
