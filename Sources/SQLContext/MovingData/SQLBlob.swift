import Foundation
import SQLFFI

/// One TEXT or BLOB value opened for incremental reading and writing: parts of it move in and out
/// as `Data` without the whole value ever being in memory.
///
/// ```swift
/// let blob = try context.openBlob(table: "files", column: "content", rowID: id)
/// var offset = 0
/// while offset < blob.count {
///     let chunk = try blob.read(at: offset, count: min(65_536, blob.count - offset))
///     offset += chunk.count
/// }
/// blob.close()
/// ```
///
/// A blob's size is fixed when its row is written (`zeroblob(n)` reserves n bytes): writes replace
/// bytes, they never grow or shrink it. When another statement changes or deletes the row, the
/// blob expires: every read, write and reopen fails with `SQLITE_ABORT` (``isExpired``), and only a
/// new blob reads the row again. Closing the context closes its open blobs.
///
/// The corresponding SQLite function is [`sqlite3_blob_open`](https://sqlite.org/c3ref/blob_open.html).
public final class SQLBlob {
    /// The blob in SQLFFI.
    let handle: SQLiteBlob
    /// The schema, table and column it was opened on, for error messages.
    public let schema: String
    /// The table the blob belongs to.
    public let table: String
    /// The column the blob belongs to.
    public let column: String
    /// Tells the context's live queries what the blob writes and when its transaction commits.
    let signal: SQLCommitSignal

    init(handle: SQLiteBlob, schema: String, table: String, column: String, signal: SQLCommitSignal) {
        self.handle = handle
        self.schema = schema
        self.table = table
        self.column = column
        self.signal = signal
    }

    /// The rowid of the row the blob is open on.
    public var rowID: Int64 { handle.rowID }

    /// Whether the blob was opened for writing.
    public var isWritable: Bool { handle.isWritable }

    /// Whether SQLite aborted the blob: its row was changed or deleted since it was opened (seen at
    /// the first read or write afterwards), or a reopen failed. An expired blob can only be closed.
    public var isExpired: Bool { handle.isExpired }

    /// Whether ``close()`` has been called, or the context closed.
    public var isClosed: Bool { !handle.isOpen }

    /// The size of the value in bytes; 0 once closed or expired.
    ///
    /// The corresponding SQLite function is [`sqlite3_blob_bytes`](https://sqlite.org/c3ref/blob_bytes.html).
    public var count: Int { Int(handle.count) }

    /// Reads `count` bytes starting at byte `offset`.
    ///
    /// - Throws: an ``SQLError``: `SQLITE_ERROR` when the range does not lie inside the value (the
    ///   message gives the range and the size), `SQLITE_ABORT` when the blob expired (its row changed
    ///   since it was opened), misuse when the blob or its context is closed.
    ///
    /// The corresponding SQLite function is [`sqlite3_blob_read`](https://sqlite.org/c3ref/blob_read.html).
    public func read(at offset: Int = 0, count: Int) throws -> Data {
        do {
            return try handle.read(offset: try position(offset, "offset"), count: try position(count, "count"))
        } catch let error as SQLiteFailure {
            throw failure(error)
        }
    }

    /// Reads the whole value.
    ///
    /// The corresponding SQLite function is [`sqlite3_blob_read`](https://sqlite.org/c3ref/blob_read.html).
    public func readAll() throws -> Data {
        try read(at: 0, count: count)
    }

    /// Writes `data` over the bytes that start at byte `offset`; the size of the value does not
    /// change.
    ///
    /// - Throws: an ``SQLError``: `SQLITE_ERROR` when the range does not lie inside the value,
    ///   `SQLITE_READONLY` when the blob was opened read-only, `SQLITE_ABORT` when the row changed
    ///   since the blob was opened, misuse when the blob or its context is closed.
    ///
    /// The corresponding SQLite function is [`sqlite3_blob_write`](https://sqlite.org/c3ref/blob_write.html).
    public func write(_ data: Data, at offset: Int = 0) throws {
        do {
            try handle.write(data, offset: try position(offset, "offset"))
        } catch let error as SQLiteFailure {
            throw failure(error)
        }
        if signal.isActive { signal.noteBlobWrite(schema: schema, table: table) }
    }

    /// Moves the blob to the same column of another row, faster than opening a new one. A failed
    /// reopen (no such row, a value that is not TEXT or BLOB) expires the blob: close it.
    ///
    /// The corresponding SQLite function is [`sqlite3_blob_reopen`](https://sqlite.org/c3ref/blob_reopen.html).
    public func reopen(rowID: Int64) throws {
        do {
            try handle.reopen(rowID: rowID)
        } catch {
            throw failure(error)
        }
    }

    /// Closes the blob; idempotent. The context closes its open blobs when it closes.
    ///
    /// The corresponding SQLite function is [`sqlite3_blob_close`](https://sqlite.org/c3ref/blob_close.html).
    public func close() {
        handle.close()
        // Outside a transaction, the blob's writes commit as it closes.
        if signal.isActive { signal.deliverIfCommitted() }
    }

    /// An offset or count as SQLite takes it, or an `SQLITE_ERROR` failure when it cannot be one.
    private func position(_ value: Int, _ what: String) throws -> Int32 {
        if value < 0 || value > Int(Int32.max) {
            throw SQLiteFailure(
                extendedCode: 1, message: what + " " + String(value) + " is outside 0..." + String(Int32.max))
        }
        return Int32(value)
    }

    /// The ``SQLError`` for a failure of this blob, naming it.
    private func failure(_ failure: SQLiteFailure) -> SQLError {
        SQLError(failure, sql: nil, context: "blob " + schema + "." + table + "." + column + " of row " + String(rowID))
    }
}
