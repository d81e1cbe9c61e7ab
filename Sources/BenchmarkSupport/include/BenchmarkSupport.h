// Allocation counting for the benchmarks executable (Linux/glibc only): the counter
// interposes malloc & co. while counting is switched on. Heap statistics (bytes in use)
// for the memory scenarios (glibc and Apple platforms).
#ifndef REACTIVEBRIDGE_BENCHMARK_SUPPORT_H
#define REACTIVEBRIDGE_BENCHMARK_SUPPORT_H

/// Whether allocations can be counted on this platform.
int rb_allocation_counting_available(void);
/// Starts counting heap allocations from zero.
void rb_allocation_counting_start(void);
/// Stops counting and returns the number of allocations since the start.
unsigned long rb_allocation_counting_stop(void);

/// Whether the allocator's statistics can be read on this platform.
int rb_heap_statistics_available(void);
/// Bytes of heap in use now (allocated chunks, allocator overhead included), or 0
/// where the statistics cannot be read.
unsigned long long rb_heap_bytes_in_use(void);

#endif
