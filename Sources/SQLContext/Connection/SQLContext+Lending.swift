extension SQLContext {
    /// Closes what the code that used this context left open: every statement it prepared that
    /// is still open, except the ones the statement cache keeps (``cachedStatement(sql:)``, the
    /// statements of queries with parameters, the inserts of records), and every open blob,
    /// unfinished backup and session. Returns how many statements it closed.
    ///
    /// For owners that lend a context to code they do not control, as `SQLQueue` and `SQLPool`
    /// do after each call: a statement or blob that the borrower kept then reads as closed (its
    /// calls throw a misuse ``SQLError``), and releasing it later, on any thread, touches neither
    /// SQLite nor this context while the context serves someone else.
    ///
    /// The corresponding SQLite functions are [`sqlite3_finalize`](https://sqlite.org/c3ref/finalize.html),
    /// [`sqlite3_blob_close`](https://sqlite.org/c3ref/blob_close.html),
    /// [`sqlite3_backup_finish`](https://sqlite.org/c3ref/backup_finish.html) and
    /// [`sqlite3session_delete`](https://sqlite.org/session/sqlite3session_delete.html).
    @discardableResult
    public func closeLeftovers() -> Int {
        connection.closeUnkept()
    }
}
