#if !SKIP
extension SQLiteLibrary {
    /// Whether `sql` ends with a complete SQL statement: its last token, outside string literals,
    /// comments and trigger bodies, is a semicolon. It does not check the syntax:
    /// `"SELECT 1;"` and `"NOT SQL;"` are complete, `"SELECT 1"` and `"mydata"` are not.
    ///
    /// Nil when the library cannot tell: it was built with `SQLITE_OMIT_COMPLETE`.
    ///
    /// The corresponding SQLite function is [`sqlite3_complete`](https://sqlite.org/c3ref/complete.html).
    public func isCompleteStatement(_ sql: String) -> Bool? {
        guard let complete = functions.complete else { return nil }
        return complete(sql) != 0
    }
}
#endif
