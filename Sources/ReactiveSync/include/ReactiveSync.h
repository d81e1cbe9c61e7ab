// The engine's lock, for ReactiveCore's Platform/Primitives.swift (the only Swift file
// that calls it). Plain C so that it depends on no OS release: os_unfair_lock on Apple
// platforms, a futex lock on Linux (pthread elsewhere). The futex lock's fast path is
// compiled into the calling Swift code (always inline), so a -sanitize=thread build
// instruments it. (The engine's atomics are Swift builtins, in AtomicWord.swift.)
#ifndef REACTIVEBRIDGE_REACTIVE_SYNC_H
#define REACTIVEBRIDGE_REACTIVE_SYNC_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/// Always inlined into the Swift caller: a call per lock operation would cost more than
/// the operation (clang's own inlining heuristics skip some cold callers).
#define RB_INLINE static inline __attribute__((always_inline))

#if defined(__APPLE__)
#include <os/lock.h>
/// The lock's storage: 4 bytes, no initialization beyond zero, nothing to destroy.
typedef os_unfair_lock rb_lock_t;
RB_INLINE void rb_lock_init(rb_lock_t *lock) { *lock = OS_UNFAIR_LOCK_INIT; }
RB_INLINE void rb_lock_destroy(rb_lock_t *lock) { (void)lock; }
RB_INLINE void rb_lock_lock(rb_lock_t *lock) { os_unfair_lock_lock(lock); }
RB_INLINE void rb_lock_unlock(rb_lock_t *lock) { os_unfair_lock_unlock(lock); }
#elif defined(__linux__)
/// A futex lock, as the standard library's `Mutex` is on Linux (glibc's pthread mutex
/// costs ~50 more instructions per lock and unlock). `state`: 0 free, 1 locked, 2 locked
/// with sleepers. The uncontended path is one compare-and-swap to lock and one exchange
/// to unlock (acquire / release: ThreadSanitizer sees the hand-over through them); the
/// contended paths are out of line, in Sync.c.
typedef struct { uint32_t state; } rb_lock_t;
void rb_lock_wait(rb_lock_t *lock);
void rb_lock_wake(rb_lock_t *lock);
RB_INLINE void rb_lock_init(rb_lock_t *lock) { atomic_init((_Atomic(uint32_t) *)&lock->state, 0); }
RB_INLINE void rb_lock_destroy(rb_lock_t *lock) { (void)lock; }
RB_INLINE void rb_lock_lock(rb_lock_t *lock) {
    uint32_t expected = 0;
    if (!atomic_compare_exchange_strong_explicit((_Atomic(uint32_t) *)&lock->state, &expected, 1,
                                                 memory_order_acquire, memory_order_relaxed)) {
        rb_lock_wait(lock);
    }
}
RB_INLINE void rb_lock_unlock(rb_lock_t *lock) {
    if (atomic_exchange_explicit((_Atomic(uint32_t) *)&lock->state, 0, memory_order_release) == 2) {
        rb_lock_wake(lock);
    }
}
#else
#include <pthread.h>
typedef pthread_mutex_t rb_lock_t;
RB_INLINE void rb_lock_init(rb_lock_t *lock) { pthread_mutex_init(lock, NULL); }
RB_INLINE void rb_lock_destroy(rb_lock_t *lock) { pthread_mutex_destroy(lock); }
RB_INLINE void rb_lock_lock(rb_lock_t *lock) { pthread_mutex_lock(lock); }
RB_INLINE void rb_lock_unlock(rb_lock_t *lock) { pthread_mutex_unlock(lock); }
#endif

/// The process-wide count behind ReactiveCore's `Resources.total`. A C global is in
/// place, zero, when the program loads, so the engine reaches it without Swift's lazy
/// initialization check (a `swift_once` on every observable and scope made or freed).
/// Swift does the atomic operations on it (`ResourceCount` in AtomicWord.swift).
extern intptr_t rb_resource_count;
RB_INLINE intptr_t *rb_resource_count_address(void) { return &rb_resource_count; }

#endif
