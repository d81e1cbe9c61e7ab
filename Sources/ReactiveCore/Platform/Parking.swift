#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Platform layer: sleeping until woken. Wraps a pthread mutex and condition variable, the
// one way to block a thread that every platform (and ThreadSanitizer) knows. `Lock` has
// no condition to wait on, so code that must sleep until another thread says so (the
// gate of `SerialHub`) uses this instead of reaching for pthreads itself.

/// A mutex and condition variable where senders blocked on a `SerialHub` sleep. Only
/// touched on contention; pthread-based so ThreadSanitizer and every platform know it.
///
/// Locking rule: the mutex and condition are allocated once (pthread objects must not
/// move) and freed in `deinit`; `wait()` is called only inside `withLock`, and the waker
/// takes the same mutex, so a wake-up cannot fall between a sleeper's check and its wait.
@usableFromInline
final class Parking: @unchecked Sendable {
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    let condition: UnsafeMutablePointer<pthread_cond_t>

    @usableFromInline init() {
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

    /// Runs `body` with the mutex held.
    func withLock(_ body: () -> Void) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        body()
    }

    /// Waits for `wakeAll` (call inside `withLock`).
    func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes every thread sleeping in `wait()`.
    @usableFromInline func wakeAll() {
        pthread_mutex_lock(mutex)
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }
}
