// The C helpers of SQLFFI: calls to SQLite's variadic C functions, and the loader's dladdr.
//
// A variadic C function must be called through its real variadic prototype: on Apple arm64 the
// variadic arguments travel on the stack, so a fixed-arity Swift function pointer would pass them
// in the wrong place. These shims take the function pointer that SQLFFI resolved at run time,
// cast it to the variadic prototype and call it. They include no sqlite3.h and link nothing.

#ifndef SQLFFI_SHIMS_H
#define SQLFFI_SHIMS_H

/// Calls `sqlite3_db_config(db, op, value, result)` for the options that take an `int` and an
/// `int *` (SQLITE_DBCONFIG_ENABLE_FKEY, _DEFENSIVE, _TRUSTED_SCHEMA, _ENABLE_LOAD_EXTENSION, ...).
///
/// - Parameters:
///   - function: the address of `sqlite3_db_config` in the loaded library.
///   - db: the `sqlite3 *` connection.
///   - op: the SQLITE_DBCONFIG_* verb.
///   - value: 1 to enable, 0 to disable, a negative value to leave the setting unchanged.
///   - result: receives the setting after the call (0 or 1); may be NULL.
/// - Returns: the SQLite result code.
int sqlffi_db_config_int(void *function, void *db, int op, int value, int *result);

#if !defined(_WIN32)
/// Writes into `buffer` the path of the shared object that contains `address` (`dladdr`), as the
/// loader knows it. `dladdr` needs `_GNU_SOURCE` on glibc, which Swift's Glibc module does not set.
///
/// - Returns: 1 on success, 0 when no loaded object contains the address.
int sqlffi_file_of_address(const void *address, char *buffer, unsigned long size);
#endif

#endif
