#if !SKIP
import Foundation

/// A blob opened for incremental I/O (`sqlite3_blob *`), owned: it closes when released.
///
/// Reads and writes parts of one TEXT or BLOB value in place, without loading the whole value
/// (see [`sqlite3_blob_open`](https://sqlite.org/c3ref/blob_open.html)). Its size is fixed: writes
/// cannot grow it. When its row is changed or deleted by another statement, the blob expires: the
/// next read or write fails with `SQLITE_ABORT`, and from then on SQLite has released the blob's
/// statement, so every call, ``reopen(rowID:)`` included, fails with `SQLITE_ABORT` until it is
/// closed; a failed reopen does the same. The connection closes it when it closes.
package final class SQLiteBlob: SQLiteConnectionDependent {
    /// The connection the blob belongs to.
    package let connection: SQLiteConnection
    /// Whether the blob was opened for writing.
    package let isWritable: Bool
    /// The library's `sqlite3_blob_*` functions.
    private let functions: BlobFunctions
    /// The C handle, nil once closed.
    private var raw: OpaquePointer?
    /// The rowid of the row the blob is open on.
    package private(set) var rowID: Int64
    /// Whether SQLite aborted the blob (its row changed, or a reopen failed): it can only be closed.
    package private(set) var isExpired = false

    /// Opens the value in `column` of the row `rowID` of `table` in `schema` (`sqlite3_blob_open`).
    ///
    /// A library built with `SQLITE_OMIT_INCRBLOB` fails with `SQLITE_ERROR` naming
    /// `sqlite3_blob_open`.
    package init(
        connection: SQLiteConnection, schema: String, table: String, column: String, rowID: Int64, writable: Bool
    ) throws(SQLiteFailure) {
        guard let handle = connection.raw else { throw .connectionClosed }
        guard let functions = connection.library.functions.blobs else {
            throw .unsupported(
                "sqlite3_blob_open", since: "a SQLite built without SQLITE_OMIT_INCRBLOB", library: connection.library)
        }
        var blob: OpaquePointer?
        let code = functions.open(handle, schema, table, column, rowID, writable ? 1 : 0, &blob)
        guard code == SQLiteConstants.ok, let blob else {
            // On failure SQLite sets the handle to NULL; nothing to close.
            throw connection.failure(code)
        }
        self.connection = connection
        self.isWritable = writable
        self.functions = functions
        self.rowID = rowID
        raw = blob
        connection.addDependent(self)
    }

    deinit { close() }

    /// Whether the blob is still open.
    package var isOpen: Bool { raw != nil }

    /// The blob's size in bytes (`sqlite3_blob_bytes`); 0 once closed or expired.
    package var count: Int32 {
        guard let handle = raw else { return 0 }
        return functions.bytes(handle)
    }

    /// Reads `count` bytes from byte `offset` (`sqlite3_blob_read`).
    ///
    /// A range that does not lie inside the blob fails with `SQLITE_ERROR` before SQLite is called,
    /// with a message that gives the range and the size.
    package func read(offset: Int32, count: Int32) throws(SQLiteFailure) -> Data {
        let handle = try open()
        try checkRange(offset: offset, count: count, reading: true)
        if count == 0 { return Data() }
        var data = Data(count: Int(count))
        let code = data.withUnsafeMutableBytes { buffer in
            functions.read(handle, buffer.baseAddress, count, offset)
        }
        if code != SQLiteConstants.ok { throw failure(code) }
        return data
    }

    /// Writes `data` at byte `offset` (`sqlite3_blob_write`); the blob's size does not change.
    package func write(_ data: Data, offset: Int32) throws(SQLiteFailure) {
        let handle = try open()
        guard data.count <= Int(Int32.max) else {
            throw SQLiteFailure(
                extendedCode: SQLiteConstants.tooBig, message: "\(data.count) bytes are too many for a blob")
        }
        let length = Int32(data.count)
        try checkRange(offset: offset, count: length, reading: false)
        if length == 0 { return }
        let code = data.withUnsafeBytes { buffer in
            functions.write(handle, buffer.baseAddress, length, offset)
        }
        if code != SQLiteConstants.ok { throw failure(code) }
    }

    /// Moves the blob to the same column of the row `rowID` (`sqlite3_blob_reopen`). On failure the
    /// blob stays open but expired: every read and write fails until a reopen succeeds.
    package func reopen(rowID: Int64) throws(SQLiteFailure) {
        let handle = try open()
        let code = functions.reopen(handle, rowID)
        if code != SQLiteConstants.ok {
            // SQLite finalizes the blob's statement when a reopen fails.
            isExpired = true
            throw connection.failure(code)
        }
        self.rowID = rowID
    }

    /// Closes the blob (`sqlite3_blob_close`); idempotent.
    package func close() {
        guard let handle = raw else { return }
        raw = nil
        connection.removeDependent(self)
        _ = functions.close(handle)
    }

    package func closeBeforeConnection() { close() }

    /// The handle, or the misuse failure of a closed blob, or the abort failure of an expired one.
    private func open() throws(SQLiteFailure) -> OpaquePointer {
        guard let handle = raw else {
            if !connection.isOpen { throw .connectionClosed }
            throw SQLiteFailure(extendedCode: SQLiteConstants.misuse, message: "the blob is closed")
        }
        if isExpired {
            throw SQLiteFailure(
                extendedCode: SQLiteConstants.abort,
                message: "the blob expired (its row was changed or deleted, or a reopen failed); close it and open"
                    + " a new one")
        }
        return handle
    }

    /// The failure of a read or write; `SQLITE_ABORT` marks the blob expired.
    private func failure(_ code: Int32) -> SQLiteFailure {
        if code & 0xff == SQLiteConstants.abort { isExpired = true }
        return connection.failure(code)
    }

    /// Throws `SQLITE_ERROR` unless `offset ..< offset + count` lies inside the blob.
    private func checkRange(offset: Int32, count: Int32, reading: Bool) throws(SQLiteFailure) {
        let size = self.count
        if offset < 0 || count < 0 || Int64(offset) + Int64(count) > Int64(size) {
            let verb = reading ? "reading" : "writing"
            throw SQLiteFailure(
                extendedCode: SQLiteConstants.error,
                message: "\(verb) \(count) bytes at offset \(offset) does not fit in the blob of \(size) bytes")
        }
    }
}
#endif
