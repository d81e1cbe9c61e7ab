/// A lock held while its body runs, that the thread holding it may enter again: the
/// serializer of one RAC sender. Concurrent senders block, bodies never overlap, and a
/// body that sends again on the same thread runs at once, nested (RAC's `@synchronized`
/// subscribers are re-entrant; Docs/Semantics.md#serialization).
///
/// Unlike `Lock`, it is held while the body calls out (blocking concurrent senders is the
/// guarantee); unlike `DeliveryGate`, it blocks instead of handing delivery over. Only RAC
/// senders use it (`createSignal`'s subscriber); Rx paths never pay for it. The
/// uncontended cost is one thread-id read, one relaxed load and an uncontended lock
/// acquire/release: no allocation, no system call.
///
/// Locking rule: `lock` is held while the body runs, on purpose. `owner` is written only
/// by the thread holding `lock`, so a thread that reads its own id there is inside the
/// body already (re-entry).
@usableFromInline
package final class RecursiveLock: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline let owner = AtomicWord(0)

    @inlinable package init() {}

    /// Runs `body` exclusively, or at once when this thread is already inside a body.
    @inlinable
    package func run(_ body: () -> Void) {
        let me = Int(bitPattern: currentThreadToken())
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
}
