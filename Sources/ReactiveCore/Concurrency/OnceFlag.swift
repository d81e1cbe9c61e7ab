/// A flag that is set once, from any thread (`skip(until:)` and `skip(for:)` open with it):
/// an `AtomicFlag` in an object closures can share. Locking rule: none needed, the flag
/// is atomic.
@usableFromInline
package final class OnceFlag: @unchecked Sendable {
    @usableFromInline let flag = AtomicFlag()

    @inlinable package init() {}

    /// Whether the flag has been set.
    @inlinable package var isSet: Bool { flag.isSet }

    /// Sets the flag; `true` for the one caller that changed it.
    @inlinable package func set() -> Bool { flag.set() }
}
