// Allocation counting for the benchmarks executable (Linux/glibc only).
// The counter interposes malloc & co. while counting is switched on.
#ifndef REACTIVEBRIDGE_BENCHMARK_SUPPORT_H
#define REACTIVEBRIDGE_BENCHMARK_SUPPORT_H

/// Whether allocations can be counted on this platform.
int rb_allocation_counting_available(void);
/// Starts counting heap allocations from zero.
void rb_allocation_counting_start(void);
/// Stops counting and returns the number of allocations since the start.
unsigned long rb_allocation_counting_stop(void);

#endif
