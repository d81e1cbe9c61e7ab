// The engine's lock and atomic primitives, for ReactiveCore's Concurrency/Primitives.swift
// (the only Swift file that calls them). Plain C so that they depend on no OS release:
// C11 atomics, and a lock that is os_unfair_lock on Apple platforms, a futex lock on
// Linux (pthread elsewhere). The atomics and the futex lock's fast path are compiled into
// the calling Swift code (always inline), so a -sanitize=thread build instruments them.
#ifndef REACTIVEBRIDGE_REACTIVE_SYNC_H
#define REACTIVEBRIDGE_REACTIVE_SYNC_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/// Always inlined into the Swift caller: a call per lock or atomic operation would cost
/// more than the operation (clang's own inlining heuristics skip some cold callers).
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

// Atomic operations on one pointer-sized word. `order` is a C11 memory_order constant;
// the Swift side always passes a literal, so the switch folds away once inlined.
typedef _Atomic(intptr_t) rb_atomic_word;

RB_INLINE void rb_atomic_init(void *word, intptr_t value) {
    atomic_init((rb_atomic_word *)word, value);
}
RB_INLINE intptr_t rb_atomic_load(void *word, int order) {
    return atomic_load_explicit((rb_atomic_word *)word, (memory_order)order);
}
RB_INLINE void rb_atomic_store(void *word, intptr_t value, int order) {
    atomic_store_explicit((rb_atomic_word *)word, value, (memory_order)order);
}
RB_INLINE intptr_t rb_atomic_exchange(void *word, intptr_t value, int order) {
    return atomic_exchange_explicit((rb_atomic_word *)word, value, (memory_order)order);
}
/// Adds `delta` (wrapping) and returns the new value.
RB_INLINE intptr_t rb_atomic_add(void *word, intptr_t delta, int order) {
    return (intptr_t)((uintptr_t)atomic_fetch_add_explicit((rb_atomic_word *)word, delta, (memory_order)order)
                      + (uintptr_t)delta);
}
/// Strong compare-and-swap: stores `desired` if `*word` is `expected`. Returns the value
/// seen (it succeeded iff that is `expected`). Scalars only, so the Swift optimizer sees
/// no local whose address escapes.
RB_INLINE intptr_t rb_atomic_compare_exchange(void *word, intptr_t expected, intptr_t desired,
                                               int success, int failure) {
    atomic_compare_exchange_strong_explicit((rb_atomic_word *)word, &expected, desired,
                                            (memory_order)success, (memory_order)failure);
    return expected;
}

#endif
