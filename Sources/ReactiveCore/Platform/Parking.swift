#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Platform layer: sleeping until woken. Wraps a pthread mutex and condition variable, the
// one way to block a thread that every platform (and ThreadSanitizer) knows. `Lock` has
// no condition to wait on, so every engine wait that blocks a thread without a deadline
// (a sender blocked on `SerialHub`'s gate, a producer waiting for its `DeliveryGate`
// turn, RAC's `sequence`) sleeps on a `Parking` instead of reaching for pthreads or a
// semaphore itself. No timed wait: `pthread_cond_timedwait` is unavailable on watchOS,
// so the blocking operators' timeouts wait on Foundation's `NSCondition` (`BlockingWaiter`).

/// A mutex and condition variable to sleep on until another thread changes the state they
/// guard. Only touched where a thread must block; never on an event's uncontended path.
///
/// Use: keep the state that says "may I go on?" under `withLock`; the waiter checks it in
/// a loop around `wait()` inside `withLock` (a wake-up may be spurious), the waker changes
/// it inside `withLock` and calls `wakeAllLocked()` there, or calls `wakeAll()` after
/// changing state that lives elsewhere (an atomic word) when the waiter re-checks it
/// under the mutex. Either way a wake-up cannot fall between a sleeper's check and its
/// wait.
///
/// Locking rule: the mutex and condition are allocated once (pthread objects must not
/// move) and freed in `deinit`; `wait` is called only inside `withLock`.
@usableFromInline
package final class Parking: @unchecked Sendable {
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    let condition: UnsafeMutablePointer<pthread_cond_t>

    /// A mutex and condition nobody waits on.
    @usableFromInline package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` with the mutex held and returns its result.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Sleeps until woken (call inside `withLock`; re-check the state after it returns).
    package func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes every thread sleeping in `wait` (call inside `withLock`).
    package func wakeAllLocked() { pthread_cond_broadcast(condition) }

    /// Wakes every thread sleeping in `wait` (call outside `withLock`).
    @usableFromInline package func wakeAll() {
        pthread_mutex_lock(mutex)
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }
}
