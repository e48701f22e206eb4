// The C helpers of SQLFFI: calls to SQLite's variadic C functions, the loader's dladdr, and the
// atomic loads and stores of a cancellation flag.
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

/// The number of loaded SQLite libraries whose SQL functions can call Swift: each has a slot,
/// with C callbacks of its own.
#define SQLFFI_FUNCTION_SLOTS 16

/// What every C callback of an SQL function calls: the box registered with the function (its
/// `sqlite3_user_data`), which callback it is (0 `xFunc`/`xStep`, 1 `xInverse`, 2 `xValue`,
/// 3 `xFinal`), and the `sqlite3_context *` with the arguments (0 and NULL for 2 and 3).
typedef void (*sqlffi_function_entry)(void *box, int kind, void *context, int count, void **values);

/// Sets the function that every callback of every slot calls; called once, before any callback
/// is handed to SQLite.
void sqlffi_set_function_entry(sqlffi_function_entry entry);

/// Gives slot `slot` the `sqlite3_user_data` of its library; called once per slot, before its
/// callbacks are handed to SQLite.
void sqlffi_set_slot_user_data(int slot, void *(*user_data)(void *));

/// The C callback `kind` (as for ``sqlffi_function_entry``) of slot `slot`, whose box lookup uses
/// the slot's library: SQLite hands a callback its context and nothing else, several libraries
/// can be loaded side by side, and each must be asked for the box of its own contexts.
void *sqlffi_slot_callback(int slot, int kind);

/// Reads `*cell` with a relaxed atomic load: a cancellation flag that another thread sets and
/// the connection's thread reads before each statement step (a plain load on x86-64 and arm64).
static inline int sqlffi_atomic_load(const int *cell) { return __atomic_load_n(cell, __ATOMIC_RELAXED); }

/// Writes `value` to `*cell` with a relaxed atomic store.
static inline void sqlffi_atomic_store(int *cell, int value) { __atomic_store_n(cell, value, __ATOMIC_RELAXED); }

/// The progress callback of a connection that can be cancelled (`sqlite3_progress_handler`, with
/// `flag` the connection's cancellation flag): non-zero, which stops the running statement with
/// `SQLITE_INTERRUPT`, while the flag is set. SQLite forgets an interrupt that comes before its
/// statement has started (a statement that starts while no other runs clears it), so a
/// cancellation in that instant would not stop a long step without this check.
int sqlffi_cancellation_progress(void *flag);

#endif
