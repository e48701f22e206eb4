import SQLFFI

extension SQLContext {
    /// `error`, with a hint when it is `SQLITE_LOCKED` and another statement of this context is
    /// still running: SQLite refuses to drop or alter a table while an unfinished statement of the
    /// same connection reads it ("database table is locked"), and the unfinished statement is
    /// usually a row cursor or a prepared statement the caller has stopped reading.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_stmt_busy`](https://sqlite.org/c3ref/stmt_busy.html).
    func explainingLock(_ error: SQLError, running statement: SQLStatement?) -> SQLError {
        if error.code != 6 { return error }  // SQLITE_LOCKED
        if !connection.hasBusyStatement(otherThan: statement?.sqliteStatement) { return error }
        var explained = error
        explained.message +=
            " (another statement of this context has not finished: a row cursor or a prepared statement"
            + " stopped before its last row; read it to the end, reset or close it first)"
        return explained
    }
}
