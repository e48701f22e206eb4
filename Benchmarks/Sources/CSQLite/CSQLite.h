// The system SQLite (libsqlite3-dev): the raw C baseline of the benchmarks.
#include <sqlite3.h>
