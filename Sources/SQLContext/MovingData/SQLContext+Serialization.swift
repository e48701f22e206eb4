import Foundation

extension SQLContext {
    /// The bytes of a database as they would be on disk: a snapshot of an in-memory database that
    /// can be saved, sent, or loaded into another context with ``deserialize(_:schema:readOnly:)``.
    ///
    /// - Parameter schema: `"main"`, `"temp"` or an attached database's name.
    /// - Throws: an ``SQLError`` whose ``SQLError/missingFunction`` is `sqlite3_serialize` when the
    ///   loaded SQLite lacks it (before 3.36), naming the loaded version.
    ///
    /// The corresponding SQLite function is [`sqlite3_serialize`](https://sqlite.org/c3ref/serialize.html).
    public func serialize(schema: String = "main") throws -> Data {
        try checkOpen()
        do {
            return try connection.serialize(schema: schema)
        } catch {
            throw SQLError(error, sql: nil)
        }
    }

    /// Replaces a database of this context with the bytes of a serialized one; the context then
    /// works on it in memory.
    ///
    /// - Parameters:
    ///   - data: the bytes of a database file, as ``serialize(schema:)`` returns them.
    ///   - schema: the database to replace: `"main"` or an attached database's name.
    ///   - readOnly: whether writes to the loaded database are refused.
    /// - Throws: an ``SQLError`` whose ``SQLError/missingFunction`` is `sqlite3_deserialize` when
    ///   the loaded SQLite lacks it; `SQLITE_NOTADB` or `SQLITE_CORRUPT` on first use when `data`
    ///   is not a database.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_deserialize`](https://sqlite.org/c3ref/deserialize.html).
    public func deserialize(_ data: Data, schema: String = "main", readOnly: Bool = false) throws {
        try checkOpen()
        do {
            try connection.deserialize(data, schema: schema, readOnly: readOnly)
        } catch {
            throw SQLError(error, sql: nil)
        }
        commitSignal.noteReplacedContent()
    }
}
