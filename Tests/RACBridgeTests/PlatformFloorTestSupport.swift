import Foundation

// Lock-based counters and boxes for the concurrency tests. `Synchronization`'s `Atomic`
// and `Mutex` need macOS 15 / iOS 18, above the package's floor (macOS 10.15 / iOS 13),
// so the tests would not compile for it on an Apple machine. The spelling follows
// `Atomic` so the tests read the same; the ordering is ignored (the lock orders all).

/// A shared integer many threads add to (a stand-in for `Atomic<Int>`).
final class TestAtomic: @unchecked Sendable {
    /// Accepted for `Atomic`'s spelling; every operation is fully ordered by the lock.
    enum Ordering { case relaxed, acquiring, releasing, acquiringAndReleasing, sequentiallyConsistent }

    private let lock = NSLock()
    private var value: Int

    init(_ value: Int) { self.value = value }

    /// Adds `delta`; returns the old and new values.
    @discardableResult
    func add(_ delta: Int, ordering: Ordering) -> (oldValue: Int, newValue: Int) {
        lock.lock()
        defer { lock.unlock() }
        value += delta
        return (value - delta, value)
    }

    /// Subtracts `delta`; returns the old and new values.
    @discardableResult
    func subtract(_ delta: Int, ordering: Ordering) -> (oldValue: Int, newValue: Int) {
        add(-delta, ordering: ordering)
    }

    func load(ordering: Ordering) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

/// A value reached only under a lock (a stand-in for `Mutex`).
final class TestMutex<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
