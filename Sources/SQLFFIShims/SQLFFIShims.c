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
