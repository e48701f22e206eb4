import SQLFFI

extension SQLContext {
    /// Opens the TEXT or BLOB value in `column` of the row with rowid `rowID` of `table`, for
    /// incremental reading (and writing when `writable`); see ``SQLBlob``.
    ///
    /// - Parameters:
    ///   - table: the table's name.
    ///   - column: the column's name.
    ///   - rowID: the rowid of the row.
    ///   - schema: `"main"`, `"temp"` or an attached database's name.
    ///   - writable: whether the blob may be written; a writable blob needs a writable database.
    /// - Throws: an ``SQLError``: `SQLITE_ERROR` when there is no such table, column or row, when the
    ///   value is not TEXT or BLOB, or when a writable blob is asked of an indexed or primary key
    ///   column, and with ``SQLError/missingFunction`` `sqlite3_blob_open` in a SQLite built without
    ///   incremental blob I/O (`SQLITE_OMIT_INCRBLOB`); `SQLITE_READONLY` for a writable blob of a
    ///   read-only database; misuse when the context is closed.
    ///
    /// The corresponding SQLite function is [`sqlite3_blob_open`](https://sqlite.org/c3ref/blob_open.html).
    public func openBlob(
        table: String, column: String, rowID: Int64, schema: String = "main", writable: Bool = false
    ) throws -> SQLBlob {
        try checkOpen()
        do {
            let handle = try SQLiteBlob(
                connection: connection, schema: schema, table: table, column: column, rowID: rowID,
                writable: writable)
            return SQLBlob(handle: handle, schema: schema, table: table, column: column, signal: commitSignal)
        } catch {
            throw SQLError(
                error, sql: nil,
                context: "cannot open blob " + schema + "." + table + "." + column + " of row " + String(rowID))
        }
    }
}
