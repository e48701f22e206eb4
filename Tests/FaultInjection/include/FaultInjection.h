// Fault injection for the reliability tests (issue 32): a VFS that wraps SQLite's default one and
// fails the Nth call of one I/O method, and an allocator that wraps SQLite's and fails the Nth
// allocation. Test support only: no product contains it.
//
// Both reach SQLite through the library that SQLFFI loaded: they dlopen the same path (which
// returns the handle already loaded, so it is the same SQLite) and look the few functions they
// need up by name. They include no sqlite3.h: the VFS and allocator structs are declared in
// FaultInjection.c from SQLite's documented C ABI. Counters are atomic, so a pool's threads
// may share them.

#ifndef FAULT_INJECTION_H
#define FAULT_INJECTION_H

/// The I/O methods a fault can hit.
typedef enum {
    FAULT_IO_READ = 0,
    FAULT_IO_WRITE = 1,
    FAULT_IO_SYNC = 2,
    FAULT_IO_TRUNCATE = 3,
    FAULT_IO_FILESIZE = 4,
    FAULT_IO_LOCK = 5,
    FAULT_IO_KINDS = 6
} fault_io_kind;

/// Wraps the default VFS of the SQLite at `library_path` in one named "faults" and makes it the
/// default. Call it after `fault_malloc_install` (re-initializing SQLite registers its own
/// default VFS again). Returns 0, or a nonzero SQLite result code (or -1 when the library or one
/// of its functions cannot be found).
int fault_vfs_install(const char *library_path);

/// From now on, the `n`th call (counted from this call, 1-based) of method `kind` fails with
/// result code `code`; with `persistent`, every later call of it fails too. `n` 0 fails nothing
/// but still counts. Resets the counters.
void fault_vfs_arm(int kind, long n, int code, int persistent);

/// Stops failing calls; the counters keep their values.
void fault_vfs_disarm(void);

/// The calls of method `kind` since the last ``fault_vfs_arm``.
long fault_vfs_calls(int kind);

/// The calls that were failed since the last ``fault_vfs_arm``.
long fault_vfs_failures(void);

/// Replaces SQLite's allocator with one that forwards to it and can fail: `sqlite3_shutdown`,
/// `SQLITE_CONFIG_GETMALLOC`, `SQLITE_CONFIG_MALLOC`, `sqlite3_initialize`. No connection may
/// be open. Returns 0, or a nonzero SQLite result code (-1 when something cannot be found).
int fault_malloc_install(const char *library_path);

/// From now on the `n`th allocation (`xMalloc` or `xRealloc`, counted from this call, 1-based)
/// returns NULL; with `persistent`, every later one too. `n` 0 fails nothing but counts.
void fault_malloc_arm(long n, int persistent);

/// Stops failing allocations; the counters keep their values.
void fault_malloc_disarm(void);

/// The allocations since the last ``fault_malloc_arm``.
long fault_malloc_calls(void);

/// The allocations that were failed since the last ``fault_malloc_arm``.
long fault_malloc_failures(void);

#endif
