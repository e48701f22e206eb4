#ifndef RAW_SQL_FUNCTIONS_H
#define RAW_SQL_FUNCTIONS_H

#include <sqlite3.h>

/// Registers, on `db`, the SQL functions of the function benchmarks written in C against the raw
/// API, the limit for the other implementations:
///   f(x)        x + 1 for an integer x (deterministic scalar)
///   int_sum(x)  the sum of the integers x (deterministic aggregate, state in the aggregate context)
/// Returns the SQLite result code of the first registration that fails, or SQLITE_OK.
int raw_register_benchmark_functions(sqlite3 *db);

#endif
