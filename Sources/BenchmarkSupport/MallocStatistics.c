// Bytes of heap in use, for the memory scenarios of the benchmarks. glibc's mallinfo2
// sums every arena: `uordblks` is the chunks handed out (their headers and rounding
// included) and `hblkhd` the blocks served by mmap. Apple's malloc reports the same
// through the zone statistics.
#include "BenchmarkSupport.h"
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

int rb_heap_statistics_available(void) { return 1; }
unsigned long long rb_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (unsigned long long)info.uordblks + (unsigned long long)info.hblkhd;
}
#elif defined(__APPLE__)
#include <malloc/malloc.h>

int rb_heap_statistics_available(void) { return 1; }
unsigned long long rb_heap_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return (unsigned long long)statistics.size_in_use;
}
#else
int rb_heap_statistics_available(void) { return 0; }
unsigned long long rb_heap_bytes_in_use(void) { return 0; }
#endif
