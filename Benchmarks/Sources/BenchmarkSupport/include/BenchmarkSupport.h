#ifndef BENCHMARK_SUPPORT_H
#define BENCHMARK_SUPPORT_H

#include <stdint.h>

/// The number of heap allocations made in this process since it started: every call of malloc,
/// calloc, realloc, posix_memalign, aligned_alloc, memalign, valloc and pvalloc, by any code
/// (Swift runtime, Foundation, SQLite, GRDB). The benchmark executable defines those functions,
/// so the dynamic linker binds every library's calls to them; they count and forward to glibc.
uint64_t bench_allocation_count(void);

/// Puts SQLite in multi-thread mode (`sqlite3_config(SQLITE_CONFIG_MULTITHREAD)`), so that no
/// connection takes a per-call mutex, whatever flags it is opened with. Must run before SQLite
/// initializes. Returns the SQLite result code.
int bench_configure_sqlite_multithread(void);

/// The file of the SQLite library that this executable links (where `sqlite3_libversion_number`
/// comes from), as the dynamic linker reports it; NULL when unknown.
const char *bench_linked_sqlite_path(void);

/// Whether the allocation functions of this process are the counting ones (a self-test).
int bench_allocation_counting_works(void);

#endif
