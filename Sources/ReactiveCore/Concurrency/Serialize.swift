#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Serializes the callbacks of one RAC sender: concurrent senders block, callbacks never
/// overlap, and a callback that sends again on the same thread goes straight through
/// (RAC's `@synchronized` subscribers are re-entrant; Docs/Semantics.md#serialization).
///
/// Only RAC senders use it (`createSignal`'s subscriber, `bind`; the RAC subjects
/// have their own cheaper gate in `SerialHub`); Rx paths never pay for it. The uncontended cost is one thread-id read, one relaxed load and an
/// uncontended mutex acquire/release: no allocation, no system call.
///
/// Locking rule: `lock` is held while the body runs, on purpose: blocking concurrent
/// senders is the guarantee. `owner` is written only by the thread holding `lock`, so a
/// thread that reads its own id there is inside the body already (re-entry).
@usableFromInline
package final class SerialGate: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline let owner = AtomicWord(0)

    @inlinable package init() {}

    /// Runs `body` exclusively, or at once when this thread is already inside the gate.
    @inlinable
    package func run(_ body: () -> Void) {
        let me = SerialGate.currentThreadID
        if owner.load(ordering: .relaxed) == me {
            body()
            return
        }
        lock.withLock {
            owner.store(me, ordering: .relaxed)
            body()
            owner.store(0, ordering: .relaxed)
        }
    }

    /// A nonzero id of the calling thread, unique among live threads.
    @inlinable
    static var currentThreadID: Int {
        #if canImport(Darwin)
        return Int(bitPattern: pthread_self())
        #else
        return Int(bitPattern: UInt(pthread_self()))
        #endif
    }
}
