// The SQL functions of the function benchmarks, written in C the way SQLite's documentation
// shows: arguments read with sqlite3_value_int64, results set with sqlite3_result_int64, the
// aggregate's running sum kept in its sqlite3_aggregate_context.
#include "RawSQLFunctions.h"

#include <stddef.h>

static void raw_plus_one(sqlite3_context *context, int count, sqlite3_value **values) {
    (void)count;
    sqlite3_result_int64(context, sqlite3_value_int64(values[0]) + 1);
}

static void raw_sum_step(sqlite3_context *context, int count, sqlite3_value **values) {
    (void)count;
    sqlite3_int64 *sum = sqlite3_aggregate_context(context, sizeof(sqlite3_int64));
    if (sum == NULL) {
        sqlite3_result_error_nomem(context);
        return;
    }
    *sum += sqlite3_value_int64(values[0]);
}

static void raw_sum_final(sqlite3_context *context) {
    sqlite3_int64 *sum = sqlite3_aggregate_context(context, 0);
    sqlite3_result_int64(context, sum == NULL ? 0 : *sum);
}

int raw_register_benchmark_functions(sqlite3 *db) {
    int code = sqlite3_create_function_v2(
        db, "f", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, NULL, raw_plus_one, NULL, NULL, NULL);
    if (code != SQLITE_OK) return code;
    return sqlite3_create_function_v2(
        db, "int_sum", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, NULL, NULL, raw_sum_step, raw_sum_final, NULL);
}
