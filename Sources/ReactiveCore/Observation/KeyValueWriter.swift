/// Marks the changes one two-way binding (RAC's `RACKVOChannel`) makes, on the thread
/// that makes them, so that its own observation leaves them out: a value sent into the
/// channel sets the property and is not sent back out of it, so two channels bound to
/// each other do not loop.
///
/// ReactiveObjC's rule (RACKVOChannel.m): a change is the channel's own when it is
/// reported on the thread that is setting the property through the channel, was not
/// caused by a deallocation, and changed the last key of the path. A change to an
/// object before the last key, or one made on another thread meanwhile, is sent. (RAC
/// keeps a per-thread "ignore next update" flag set before the write; here the mark
/// lasts exactly as long as the write, so a write that KVO does not report cannot make
/// the channel drop a later change.)
///
/// Locking rule: none needed; each thread reaches only its own slot of `current`.
package final class KeyValueWriter: Sendable {
    /// The writer running on this thread, if any (nested writers restore the outer one).
    private static let current = ThreadLocal<KeyValueWriter>()

    package init() {}

    /// Whether this writer is making the change being observed (asked during the change).
    package var isWriting: Bool { KeyValueWriter.current.value === self }

    /// Runs `change` as this writer's.
    package func write(_ change: () -> Void) {
        let storage = KeyValueWriter.current
        let previous = storage.value
        storage.value = self
        defer { storage.value = previous }
        change()
    }

    /// RAC's rule: whether `change` is this writer's own, to be left out.
    package func isOwn(_ change: KeyValueChange) -> Bool {
        !change.causedByDeallocation && change.affectsOnlyLastKey && isWriting
    }
}
