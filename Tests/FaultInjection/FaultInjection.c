// The fault-injecting VFS and allocator; see include/FaultInjection.h.
//
// The structs below are declared from SQLite's documented C ABI (sqlite3_vfs version 3,
// sqlite3_io_methods version 3, sqlite3_file, sqlite3_mem_methods); their names are this file's.

#include <dlfcn.h>
#include <stddef.h>

#include "FaultInjection.h"

typedef long long fi_int64;
typedef struct fi_file fi_file;
typedef struct fi_vfs fi_vfs;
typedef void (*fi_syscall)(void);

// sqlite3_io_methods
typedef struct {
    int iVersion;
    int (*xClose)(fi_file *);
    int (*xRead)(fi_file *, void *, int, fi_int64);
    int (*xWrite)(fi_file *, const void *, int, fi_int64);
    int (*xTruncate)(fi_file *, fi_int64);
    int (*xSync)(fi_file *, int);
    int (*xFileSize)(fi_file *, fi_int64 *);
    int (*xLock)(fi_file *, int);
    int (*xUnlock)(fi_file *, int);
    int (*xCheckReservedLock)(fi_file *, int *);
    int (*xFileControl)(fi_file *, int, void *);
    int (*xSectorSize)(fi_file *);
    int (*xDeviceCharacteristics)(fi_file *);
    int (*xShmMap)(fi_file *, int, int, int, void volatile **);
    int (*xShmLock)(fi_file *, int, int, int);
    void (*xShmBarrier)(fi_file *);
    int (*xShmUnmap)(fi_file *, int);
    int (*xFetch)(fi_file *, fi_int64, int, void **);
    int (*xUnfetch)(fi_file *, fi_int64, void *);
} fi_io_methods;

// sqlite3_file: every VFS's file starts with its methods.
struct fi_file {
    const fi_io_methods *pMethods;
};

// sqlite3_vfs
struct fi_vfs {
    int iVersion;
    int szOsFile;
    int mxPathname;
    fi_vfs *pNext;
    const char *zName;
    void *pAppData;
    int (*xOpen)(fi_vfs *, const char *, fi_file *, int, int *);
    int (*xDelete)(fi_vfs *, const char *, int);
    int (*xAccess)(fi_vfs *, const char *, int, int *);
    int (*xFullPathname)(fi_vfs *, const char *, int, char *);
    void *(*xDlOpen)(fi_vfs *, const char *);
    void (*xDlError)(fi_vfs *, int, char *);
    fi_syscall (*xDlSym)(fi_vfs *, void *, const char *);
    void (*xDlClose)(fi_vfs *, void *);
    int (*xRandomness)(fi_vfs *, int, char *);
    int (*xSleep)(fi_vfs *, int);
    int (*xCurrentTime)(fi_vfs *, double *);
    int (*xGetLastError)(fi_vfs *, int, char *);
    int (*xCurrentTimeInt64)(fi_vfs *, fi_int64 *);
    int (*xSetSystemCall)(fi_vfs *, const char *, fi_syscall);
    fi_syscall (*xGetSystemCall)(fi_vfs *, const char *);
    const char *(*xNextSystemCall)(fi_vfs *, const char *);
};

// sqlite3_mem_methods
typedef struct {
    void *(*xMalloc)(int);
    void (*xFree)(void *);
    void *(*xRealloc)(void *, int);
    int (*xSize)(void *);
    int (*xRoundup)(int);
    int (*xInit)(void *);
    void (*xShutdown)(void *);
    void *pAppData;
} fi_mem_methods;

enum { FI_OK = 0, FI_CONFIG_MALLOC = 4, FI_CONFIG_GETMALLOC = 5 };

// MARK: - Counting and failing

// One armed fault: which call fails, whether later ones fail too, and the counts.
typedef struct {
    long target;      // the 1-based call that fails; 0: none
    int persistent;   // every call after the target fails too
    int armed;
    long calls;
    long failures;
} fi_trigger;

// Counts a call; returns 1 when this one must fail.
static int fi_trip(fi_trigger *trigger) {
    long call = __atomic_add_fetch(&trigger->calls, 1, __ATOMIC_SEQ_CST);
    if (!__atomic_load_n(&trigger->armed, __ATOMIC_SEQ_CST)) return 0;
    long target = __atomic_load_n(&trigger->target, __ATOMIC_SEQ_CST);
    if (target <= 0 || call < target) return 0;
    if (call > target && !__atomic_load_n(&trigger->persistent, __ATOMIC_SEQ_CST)) return 0;
    __atomic_add_fetch(&trigger->failures, 1, __ATOMIC_SEQ_CST);
    return 1;
}

static void fi_arm(fi_trigger *trigger, long n, int persistent) {
    __atomic_store_n(&trigger->armed, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&trigger->calls, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&trigger->failures, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&trigger->target, n, __ATOMIC_SEQ_CST);
    __atomic_store_n(&trigger->persistent, persistent, __ATOMIC_SEQ_CST);
    __atomic_store_n(&trigger->armed, 1, __ATOMIC_SEQ_CST);
}

// MARK: - The VFS

static fi_vfs *real_vfs;
static fi_vfs fault_vfs;
static fi_trigger io_triggers[FAULT_IO_KINDS];
static int io_armed_kind = -1;
static int io_code;

// Counts a call of `kind`; returns the result code it must fail with, or 0.
static int fi_io_fault(int kind) {
    // Every kind counts, so a sweep learns the points of each from one clean run.
    int trips = fi_trip(&io_triggers[kind]);
    if (!trips || __atomic_load_n(&io_armed_kind, __ATOMIC_SEQ_CST) != kind) return 0;
    return __atomic_load_n(&io_code, __ATOMIC_SEQ_CST);
}

// The file this VFS opens: its header, then the real VFS's file at the next multiple of 8 bytes
// (szOsFile covers both).
typedef struct {
    fi_file base;
    fi_file *real;
} fi_wrapped_file;

#define REAL(file) (((fi_wrapped_file *)(file))->real)
static size_t fi_real_offset(void) { return (sizeof(fi_wrapped_file) + 7) & ~(size_t)7; }

static int w_close(fi_file *f) {
    fi_file *real = REAL(f);
    int rc = real->pMethods ? real->pMethods->xClose(real) : FI_OK;
    f->pMethods = NULL;
    return rc;
}
static int w_read(fi_file *f, void *buffer, int amount, fi_int64 offset) {
    int code = fi_io_fault(FAULT_IO_READ);
    if (code) return code;
    return REAL(f)->pMethods->xRead(REAL(f), buffer, amount, offset);
}
static int w_write(fi_file *f, const void *buffer, int amount, fi_int64 offset) {
    int code = fi_io_fault(FAULT_IO_WRITE);
    if (code) return code;
    return REAL(f)->pMethods->xWrite(REAL(f), buffer, amount, offset);
}
static int w_truncate(fi_file *f, fi_int64 size) {
    int code = fi_io_fault(FAULT_IO_TRUNCATE);
    if (code) return code;
    return REAL(f)->pMethods->xTruncate(REAL(f), size);
}
static int w_sync(fi_file *f, int flags) {
    int code = fi_io_fault(FAULT_IO_SYNC);
    if (code) return code;
    return REAL(f)->pMethods->xSync(REAL(f), flags);
}
static int w_file_size(fi_file *f, fi_int64 *size) {
    int code = fi_io_fault(FAULT_IO_FILESIZE);
    if (code) return code;
    return REAL(f)->pMethods->xFileSize(REAL(f), size);
}
static int w_lock(fi_file *f, int level) {
    int code = fi_io_fault(FAULT_IO_LOCK);
    if (code) return code;
    return REAL(f)->pMethods->xLock(REAL(f), level);
}
static int w_unlock(fi_file *f, int level) { return REAL(f)->pMethods->xUnlock(REAL(f), level); }
static int w_check_reserved_lock(fi_file *f, int *result) {
    return REAL(f)->pMethods->xCheckReservedLock(REAL(f), result);
}
static int w_file_control(fi_file *f, int op, void *argument) {
    return REAL(f)->pMethods->xFileControl(REAL(f), op, argument);
}
static int w_sector_size(fi_file *f) { return REAL(f)->pMethods->xSectorSize(REAL(f)); }
static int w_device_characteristics(fi_file *f) { return REAL(f)->pMethods->xDeviceCharacteristics(REAL(f)); }
static int w_shm_map(fi_file *f, int page, int size, int extend, void volatile **memory) {
    return REAL(f)->pMethods->xShmMap(REAL(f), page, size, extend, memory);
}
static int w_shm_lock(fi_file *f, int offset, int n, int flags) {
    return REAL(f)->pMethods->xShmLock(REAL(f), offset, n, flags);
}
static void w_shm_barrier(fi_file *f) { REAL(f)->pMethods->xShmBarrier(REAL(f)); }
static int w_shm_unmap(fi_file *f, int delete_flag) { return REAL(f)->pMethods->xShmUnmap(REAL(f), delete_flag); }
static int w_fetch(fi_file *f, fi_int64 offset, int amount, void **pointer) {
    return REAL(f)->pMethods->xFetch(REAL(f), offset, amount, pointer);
}
static int w_unfetch(fi_file *f, fi_int64 offset, void *pointer) {
    return REAL(f)->pMethods->xUnfetch(REAL(f), offset, pointer);
}

#define FI_METHODS_V1                                                                              \
    w_close, w_read, w_write, w_truncate, w_sync, w_file_size, w_lock, w_unlock, w_check_reserved_lock, \
        w_file_control, w_sector_size, w_device_characteristics
// One table per version, so a wrapped file offers exactly the methods of the real one.
static const fi_io_methods methods_v1 = {1, FI_METHODS_V1, 0, 0, 0, 0, 0, 0};
static const fi_io_methods methods_v2 = {
    2, FI_METHODS_V1, w_shm_map, w_shm_lock, w_shm_barrier, w_shm_unmap, 0, 0};
static const fi_io_methods methods_v3 = {
    3, FI_METHODS_V1, w_shm_map, w_shm_lock, w_shm_barrier, w_shm_unmap, w_fetch, w_unfetch};

static int v_open(fi_vfs *vfs, const char *name, fi_file *file, int flags, int *out_flags) {
    (void)vfs;
    fi_wrapped_file *wrapped = (fi_wrapped_file *)file;
    wrapped->real = (fi_file *)((char *)file + fi_real_offset());
    wrapped->real->pMethods = NULL;
    file->pMethods = NULL;
    int rc = real_vfs->xOpen(real_vfs, name, wrapped->real, flags, out_flags);
    const fi_io_methods *real_methods = wrapped->real->pMethods;
    // SQLite calls xClose on a file whose pMethods is set, even when xOpen failed.
    if (real_methods) {
        file->pMethods = real_methods->iVersion >= 3 ? &methods_v3
                         : real_methods->iVersion == 2 ? &methods_v2
                                                         : &methods_v1;
    }
    return rc;
}
static int v_delete(fi_vfs *vfs, const char *name, int sync_directory) {
    (void)vfs;
    return real_vfs->xDelete(real_vfs, name, sync_directory);
}
static int v_access(fi_vfs *vfs, const char *name, int flags, int *result) {
    (void)vfs;
    return real_vfs->xAccess(real_vfs, name, flags, result);
}
static int v_full_pathname(fi_vfs *vfs, const char *name, int size, char *out) {
    (void)vfs;
    return real_vfs->xFullPathname(real_vfs, name, size, out);
}
static void *v_dl_open(fi_vfs *vfs, const char *name) {
    (void)vfs;
    return real_vfs->xDlOpen(real_vfs, name);
}
static void v_dl_error(fi_vfs *vfs, int size, char *message) {
    (void)vfs;
    real_vfs->xDlError(real_vfs, size, message);
}
static fi_syscall v_dl_sym(fi_vfs *vfs, void *handle, const char *symbol) {
    (void)vfs;
    return real_vfs->xDlSym(real_vfs, handle, symbol);
}
static void v_dl_close(fi_vfs *vfs, void *handle) {
    (void)vfs;
    real_vfs->xDlClose(real_vfs, handle);
}
static int v_randomness(fi_vfs *vfs, int size, char *out) {
    (void)vfs;
    return real_vfs->xRandomness(real_vfs, size, out);
}
static int v_sleep(fi_vfs *vfs, int microseconds) {
    (void)vfs;
    return real_vfs->xSleep(real_vfs, microseconds);
}
static int v_current_time(fi_vfs *vfs, double *time) {
    (void)vfs;
    return real_vfs->xCurrentTime(real_vfs, time);
}
static int v_get_last_error(fi_vfs *vfs, int size, char *out) {
    (void)vfs;
    return real_vfs->xGetLastError ? real_vfs->xGetLastError(real_vfs, size, out) : 0;
}
static int v_current_time_int64(fi_vfs *vfs, fi_int64 *time) {
    (void)vfs;
    return real_vfs->xCurrentTimeInt64(real_vfs, time);
}
static int v_set_system_call(fi_vfs *vfs, const char *name, fi_syscall call) {
    (void)vfs;
    return real_vfs->xSetSystemCall(real_vfs, name, call);
}
static fi_syscall v_get_system_call(fi_vfs *vfs, const char *name) {
    (void)vfs;
    return real_vfs->xGetSystemCall(real_vfs, name);
}
static const char *v_next_system_call(fi_vfs *vfs, const char *name) {
    (void)vfs;
    return real_vfs->xNextSystemCall(real_vfs, name);
}

int fault_vfs_install(const char *library_path) {
    void *library = dlopen(library_path, RTLD_NOW | RTLD_LOCAL);
    if (!library) return -1;
    fi_vfs *(*vfs_find)(const char *) = (fi_vfs * (*)(const char *)) dlsym(library, "sqlite3_vfs_find");
    int (*vfs_register)(fi_vfs *, int) = (int (*)(fi_vfs *, int))dlsym(library, "sqlite3_vfs_register");
    if (!vfs_find || !vfs_register) return -1;
    if (real_vfs) return vfs_register(&fault_vfs, 1);  // installed before: make it the default again
    fi_vfs *base = vfs_find(NULL);
    if (!base) return -1;
    real_vfs = base;
    fault_vfs.iVersion = base->iVersion < 3 ? base->iVersion : 3;
    fault_vfs.szOsFile = (int)fi_real_offset() + base->szOsFile;
    fault_vfs.mxPathname = base->mxPathname;
    fault_vfs.zName = "faults";
    fault_vfs.xOpen = v_open;
    fault_vfs.xDelete = v_delete;
    fault_vfs.xAccess = v_access;
    fault_vfs.xFullPathname = v_full_pathname;
    fault_vfs.xDlOpen = base->xDlOpen ? v_dl_open : NULL;
    fault_vfs.xDlError = base->xDlError ? v_dl_error : NULL;
    fault_vfs.xDlSym = base->xDlSym ? v_dl_sym : NULL;
    fault_vfs.xDlClose = base->xDlClose ? v_dl_close : NULL;
    fault_vfs.xRandomness = v_randomness;
    fault_vfs.xSleep = v_sleep;
    fault_vfs.xCurrentTime = v_current_time;
    fault_vfs.xGetLastError = v_get_last_error;
    if (fault_vfs.iVersion >= 2) fault_vfs.xCurrentTimeInt64 = base->xCurrentTimeInt64 ? v_current_time_int64 : NULL;
    if (fault_vfs.iVersion >= 3) {
        fault_vfs.xSetSystemCall = base->xSetSystemCall ? v_set_system_call : NULL;
        fault_vfs.xGetSystemCall = base->xGetSystemCall ? v_get_system_call : NULL;
        fault_vfs.xNextSystemCall = base->xNextSystemCall ? v_next_system_call : NULL;
    }
    return vfs_register(&fault_vfs, 1);
}

void fault_vfs_arm(int kind, long n, int code, int persistent) {
    __atomic_store_n(&io_armed_kind, -1, __ATOMIC_SEQ_CST);
    for (int index = 0; index < FAULT_IO_KINDS; index++) fi_arm(&io_triggers[index], 0, 0);
    if (kind < 0 || kind >= FAULT_IO_KINDS) return;
    __atomic_store_n(&io_code, code, __ATOMIC_SEQ_CST);
    fi_arm(&io_triggers[kind], n, persistent);
    __atomic_store_n(&io_armed_kind, kind, __ATOMIC_SEQ_CST);
}

void fault_vfs_disarm(void) {
    __atomic_store_n(&io_armed_kind, -1, __ATOMIC_SEQ_CST);
    for (int index = 0; index < FAULT_IO_KINDS; index++) __atomic_store_n(&io_triggers[index].armed, 0, __ATOMIC_SEQ_CST);
}

long fault_vfs_calls(int kind) {
    if (kind < 0 || kind >= FAULT_IO_KINDS) return 0;
    return __atomic_load_n(&io_triggers[kind].calls, __ATOMIC_SEQ_CST);
}

long fault_vfs_failures(void) {
    long total = 0;
    for (int index = 0; index < FAULT_IO_KINDS; index++) {
        total += __atomic_load_n(&io_triggers[index].failures, __ATOMIC_SEQ_CST);
    }
    return total;
}

// MARK: - The allocator

static fi_mem_methods real_memory;
static fi_mem_methods fault_memory;
static fi_trigger memory_trigger;

static void *m_malloc(int size) {
    if (fi_trip(&memory_trigger)) return NULL;
    return real_memory.xMalloc(size);
}
static void m_free(void *pointer) { real_memory.xFree(pointer); }
static void *m_realloc(void *pointer, int size) {
    if (fi_trip(&memory_trigger)) return NULL;
    return real_memory.xRealloc(pointer, size);
}
static int m_size(void *pointer) { return real_memory.xSize(pointer); }
static int m_roundup(int size) { return real_memory.xRoundup(size); }
static int m_init(void *data) {
    (void)data;
    return real_memory.xInit(real_memory.pAppData);
}
static void m_shutdown(void *data) {
    (void)data;
    real_memory.xShutdown(real_memory.pAppData);
}

int fault_malloc_install(const char *library_path) {
    void *library = dlopen(library_path, RTLD_NOW | RTLD_LOCAL);
    if (!library) return -1;
    // sqlite3_config is variadic: called through its real prototype.
    int (*config)(int, ...) = (int (*)(int, ...))dlsym(library, "sqlite3_config");
    int (*shutdown)(void) = (int (*)(void))dlsym(library, "sqlite3_shutdown");
    int (*initialize)(void) = (int (*)(void))dlsym(library, "sqlite3_initialize");
    if (!config || !shutdown || !initialize) return -1;
    int rc = shutdown();
    if (rc != FI_OK) return rc;
    if (!real_memory.xMalloc) {
        rc = config(FI_CONFIG_GETMALLOC, &real_memory);
        if (rc != FI_OK) return rc;
        if (!real_memory.xMalloc) return -1;
    }
    fault_memory = (fi_mem_methods){m_malloc, m_free, m_realloc, m_size, m_roundup, m_init, m_shutdown, NULL};
    rc = config(FI_CONFIG_MALLOC, &fault_memory);
    if (rc != FI_OK) return rc;
    return initialize();
}

void fault_malloc_arm(long n, int persistent) { fi_arm(&memory_trigger, n, persistent); }

void fault_malloc_disarm(void) { __atomic_store_n(&memory_trigger.armed, 0, __ATOMIC_SEQ_CST); }

long fault_malloc_calls(void) { return __atomic_load_n(&memory_trigger.calls, __ATOMIC_SEQ_CST); }

long fault_malloc_failures(void) { return __atomic_load_n(&memory_trigger.failures, __ATOMIC_SEQ_CST); }
