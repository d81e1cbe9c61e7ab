// Stand-in for Apple's <os/lock.h>: the unfair lock ReactiveSync's Apple branch uses
// (macOS 10.12, iOS 10, tvOS 10, watchOS 3), with Apple's layout and prototypes.
#ifndef APPLECHECK_OS_LOCK_H
#define APPLECHECK_OS_LOCK_H

#include <stdint.h>

#define OS_UNFAIR_LOCK_AVAILABILITY \
    __attribute__((availability(macos, introduced=10.12), availability(ios, introduced=10.0), \
                   availability(tvos, introduced=10.0), availability(watchos, introduced=3.0)))

typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})

OS_UNFAIR_LOCK_AVAILABILITY
void os_unfair_lock_lock(os_unfair_lock_t lock);
OS_UNFAIR_LOCK_AVAILABILITY
void os_unfair_lock_unlock(os_unfair_lock_t lock);

#endif
