// Heap allocation counting for the benchmarks, and the one SQLite setting that must be made
// through a variadic C call.
//
// The executable that links this file defines malloc, free and the other allocation functions.
// The dynamic linker resolves every shared library's calls to the executable's definitions first
// (symbol interposition), so allocations by the Swift runtime, Foundation, GRDB and SQLite, even
// a SQLite opened later with dlopen, all pass through here. Each one adds 1 to a relaxed atomic
// counter and forwards to glibc's own implementation (__libc_malloc and friends), which is
// always there and never calls back into these functions.
#define _GNU_SOURCE
#include "BenchmarkSupport.h"

#include <dlfcn.h>
#include <errno.h>
#include <sqlite3.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static uint64_t allocation_count = 0;

static inline void count_allocation(void) {
    __atomic_fetch_add(&allocation_count, 1, __ATOMIC_RELAXED);
}

__attribute__((visibility("default"))) void *malloc(size_t size) {
    count_allocation();
    return __libc_malloc(size);
}

__attribute__((visibility("default"))) void *calloc(size_t count, size_t size) {
    count_allocation();
    return __libc_calloc(count, size);
}

__attribute__((visibility("default"))) void *realloc(void *pointer, size_t size) {
    count_allocation();
    return __libc_realloc(pointer, size);
}

__attribute__((visibility("default"))) void free(void *pointer) {
    __libc_free(pointer);
}

__attribute__((visibility("default"))) void *memalign(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

__attribute__((visibility("default"))) void *aligned_alloc(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

__attribute__((visibility("default"))) int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_allocation();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

__attribute__((visibility("default"))) void *valloc(size_t size) {
    count_allocation();
    return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size);
}

__attribute__((visibility("default"))) void *pvalloc(size_t size) {
    count_allocation();
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return __libc_memalign(page, (size + page - 1) / page * page);
}

uint64_t bench_allocation_count(void) {
    return __atomic_load_n(&allocation_count, __ATOMIC_RELAXED);
}

int bench_allocation_counting_works(void) {
    uint64_t before = bench_allocation_count();
    // Through a volatile function pointer, so the compiler cannot elide the pair.
    void *(*volatile allocate)(size_t) = malloc;
    void *pointer = allocate(24);
    free(pointer);
    return bench_allocation_count() > before;
}

int bench_configure_sqlite_multithread(void) {
    return sqlite3_config(SQLITE_CONFIG_MULTITHREAD);
}

const char *bench_linked_sqlite_path(void) {
    Dl_info info;
    if (dladdr((void *)&sqlite3_libversion_number, &info) == 0) return NULL;
    return info.dli_fname;
}
