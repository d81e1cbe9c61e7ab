// Counts heap allocations by interposing the allocation functions of glibc, which
// exports its own implementations as __libc_*. Only the benchmarks executable links
// this; elsewhere counting reports "unavailable".
#include "BenchmarkSupport.h"
#include <stddef.h>
#include <stdatomic.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_int counting = 0;
static atomic_ulong allocations = 0;

static inline void count_one(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) { count_one(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { count_one(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { count_one(); return __libc_realloc(pointer, size); }
void *aligned_alloc(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
void *memalign(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

int rb_allocation_counting_available(void) { return 1; }
void rb_allocation_counting_start(void) {
    atomic_store(&allocations, 0);
    atomic_store(&counting, 1);
}
unsigned long rb_allocation_counting_stop(void) {
    atomic_store(&counting, 0);
    return atomic_load(&allocations);
}
#else
int rb_allocation_counting_available(void) { return 0; }
void rb_allocation_counting_start(void) {}
unsigned long rb_allocation_counting_stop(void) { return 0; }
#endif
