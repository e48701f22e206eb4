#if !defined(_WIN32)
#define _GNU_SOURCE  // dladdr
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#endif

#include "SQLFFIShims.h"

typedef int (*sqlffi_db_config_function)(void *db, int op, ...);

int sqlffi_db_config_int(void *function, void *db, int op, int value, int *result) {
    sqlffi_db_config_function db_config = (sqlffi_db_config_function)function;
    return db_config(db, op, value, result);
}

int sqlffi_cancellation_progress(void *flag) { return flag != NULL && sqlffi_atomic_load((const int *)flag) != 0; }

#if !defined(_WIN32)
int sqlffi_file_of_address(const void *address, char *buffer, unsigned long size) {
    Dl_info info;
    if (size == 0 || dladdr(address, &info) == 0 || info.dli_fname == NULL) {
        return 0;
    }
    strncpy(buffer, info.dli_fname, size - 1);
    buffer[size - 1] = 0;
    return 1;
}
#endif

// The callbacks of SQL functions, per slot: each looks the box up through its slot's library and
// hands it to the one Swift entry. Written once per slot by macro, so that a slot is a constant.
static sqlffi_function_entry function_entry;
static void *(*slot_user_data[SQLFFI_FUNCTION_SLOTS])(void *);

void sqlffi_set_function_entry(sqlffi_function_entry entry) { function_entry = entry; }

void sqlffi_set_slot_user_data(int slot, void *(*user_data)(void *)) {
    if (slot >= 0 && slot < SQLFFI_FUNCTION_SLOTS) slot_user_data[slot] = user_data;
}

#define SQLFFI_SLOT(n)                                                                            \
    static void call_##n(void *c, int a, void **v) { function_entry(slot_user_data[n](c), 0, c, a, v); } \
    static void inverse_##n(void *c, int a, void **v) { function_entry(slot_user_data[n](c), 1, c, a, v); } \
    static void value_##n(void *c) { function_entry(slot_user_data[n](c), 2, c, 0, 0); }          \
    static void final_##n(void *c) { function_entry(slot_user_data[n](c), 3, c, 0, 0); }
SQLFFI_SLOT(0) SQLFFI_SLOT(1) SQLFFI_SLOT(2) SQLFFI_SLOT(3) SQLFFI_SLOT(4) SQLFFI_SLOT(5) SQLFFI_SLOT(6)
SQLFFI_SLOT(7) SQLFFI_SLOT(8) SQLFFI_SLOT(9) SQLFFI_SLOT(10) SQLFFI_SLOT(11) SQLFFI_SLOT(12)
SQLFFI_SLOT(13) SQLFFI_SLOT(14) SQLFFI_SLOT(15)

#define SQLFFI_SLOT_ROW(n) {(void *)call_##n, (void *)inverse_##n, (void *)value_##n, (void *)final_##n}
static void *const slot_callbacks[SQLFFI_FUNCTION_SLOTS][4] = {
    SQLFFI_SLOT_ROW(0),  SQLFFI_SLOT_ROW(1),  SQLFFI_SLOT_ROW(2),  SQLFFI_SLOT_ROW(3),
    SQLFFI_SLOT_ROW(4),  SQLFFI_SLOT_ROW(5),  SQLFFI_SLOT_ROW(6),  SQLFFI_SLOT_ROW(7),
    SQLFFI_SLOT_ROW(8),  SQLFFI_SLOT_ROW(9),  SQLFFI_SLOT_ROW(10), SQLFFI_SLOT_ROW(11),
    SQLFFI_SLOT_ROW(12), SQLFFI_SLOT_ROW(13), SQLFFI_SLOT_ROW(14), SQLFFI_SLOT_ROW(15),
};

void *sqlffi_slot_callback(int slot, int kind) {
    if (slot < 0 || slot >= SQLFFI_FUNCTION_SLOTS || kind < 0 || kind > 3) return 0;
    return slot_callbacks[slot][kind];
}
