// The two result codes of `sqlite3_step` that SkipSQL exports.

/// `sqlite3_step` has another row ready (`SQLITE_ROW`).
public let SQLITE_ROW = 100

/// `sqlite3_step` has finished running the statement (`SQLITE_DONE`).
public let SQLITE_DONE = 101
