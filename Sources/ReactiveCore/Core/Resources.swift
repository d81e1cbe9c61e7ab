/// Live-resource accounting: the number of engine objects (observables, subscriptions,
/// sinks, subjects, schedulers' work items) alive right now.
///
/// Read it before and after a test: when every subscription has ended, the count is
/// back where it started. Always compiled in; one atomic add per counted object.
///
/// Rx: `Resources.total` (which RxSwift only has in `TRACE_RESOURCES` builds).
public enum Resources {
    /// The number of live engine resources.
    public static var total: Int32 { Int32(truncatingIfNeeded: ResourceCount.value) }

    /// Counts one more live resource. For types built on the engine that want their
    /// instances counted too.
    ///
    /// - Returns: The count after the increment.
    @inlinable public static func incrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: ResourceCount.add(1))
    }

    /// Counts one resource released.
    ///
    /// - Returns: The count after the decrement.
    @inlinable public static func decrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: ResourceCount.add(-1))
    }

    @inlinable package static func increment() { ResourceCount.add(1) }
    @inlinable package static func decrement() { ResourceCount.add(-1) }
}
