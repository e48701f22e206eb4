#if !SKIP
import Foundation

extension SQLiteConnection {
    /// The bytes of schema `schema` as they would be on disk (`sqlite3_serialize`).
    ///
    /// Throws an unsupported failure on a SQLite without `sqlite3_serialize` (before 3.36, or 3.23
    /// without SQLITE_ENABLE_DESERIALIZE).
    package func serialize(schema: String) throws(SQLiteFailure) -> Data {
        guard let handle = raw else { throw .connectionClosed }
        guard let serialize = library.functions.serialize else {
            throw unsupported("sqlite3_serialize", since: "SQLite 3.36.0 (or 3.23.0 with SQLITE_ENABLE_DESERIALIZE)")
        }
        var size: Int64 = 0
        guard let bytes = serialize(handle, schema, &size, 0) else {
            if library.functions.dbReadonly(handle, schema) == -1 {
                throw SQLiteFailure(extendedCode: SQLiteConstants.error, message: "unknown database " + schema)
            }
            if size == 0 { return Data() }
            throw SQLiteFailure(extendedCode: SQLiteConstants.noMemory, message: "out of memory")
        }
        defer { library.functions.free(bytes) }
        return Data(bytes: bytes, count: Int(size))
    }

    /// Replaces schema `schema` with the database in `data` (`sqlite3_deserialize`); the bytes are
    /// copied into memory that SQLite owns and may grow.
    package func deserialize(_ data: Data, schema: String, readOnly: Bool) throws(SQLiteFailure) {
        guard let handle = raw else { throw .connectionClosed }
        guard let deserialize = library.functions.deserialize else {
            throw unsupported("sqlite3_deserialize", since: "SQLite 3.36.0 (or 3.23.0 with SQLITE_ENABLE_DESERIALIZE)")
        }
        let count = data.count
        guard let buffer = library.functions.malloc64(UInt64(max(count, 1))) else {
            throw SQLiteFailure(extendedCode: SQLiteConstants.noMemory, message: "out of memory")
        }
        data.withUnsafeBytes { source in
            if let base = source.baseAddress { buffer.copyMemory(from: base, byteCount: count) }
        }
        var flags = SQLiteConstants.deserializeFreeOnClose
        flags |= readOnly ? SQLiteConstants.deserializeReadOnly : SQLiteConstants.deserializeResizeable
        // With FREEONCLOSE, SQLite frees the buffer even when the call fails.
        let code = deserialize(
            handle, schema, buffer.assumingMemoryBound(to: UInt8.self), Int64(count), Int64(count), flags)
        if code != SQLiteConstants.ok { throw failure(code) }
    }
}
#endif
