// The lock and atomic operations are static inline in include/ReactiveSync.h; this file
// holds the resource count's storage and the futex lock's contended paths (Linux), which
// are rare and not inlined.
#include "ReactiveSync.h"

intptr_t rb_resource_count = 0;

#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

void rb_lock_wait(rb_lock_t *lock) {
    _Atomic(uint32_t) *state = (_Atomic(uint32_t) *)&lock->state;
    // A short spin first: critical sections are a few instructions.
    for (int spin = 0; spin < 100; spin++) {
        uint32_t expected = 0;
        if (atomic_load_explicit(state, memory_order_relaxed) == 0
            && atomic_compare_exchange_weak_explicit(state, &expected, 1, memory_order_acquire, memory_order_relaxed)) {
            return;
        }
    }
    // Mark the lock as having sleepers (2) and sleep until it was free when marked.
    while (atomic_exchange_explicit(state, 2, memory_order_acquire) != 0) {
        syscall(SYS_futex, &lock->state, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
    }
}

void rb_lock_wake(rb_lock_t *lock) {
    syscall(SYS_futex, &lock->state, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}
#endif
