#if !SKIP
// The incremental blob I/O functions (`sqlite3_blob_*`): resolved together or not at all. Every
// SQLite has them unless it was built with SQLITE_OMIT_INCRBLOB.

/// The incremental blob I/O functions of a library.
///
/// Reach it through ``FunctionTable/blobs``: nil when the library lacks any of them (a build with
/// `SQLITE_OMIT_INCRBLOB`).
@usableFromInline package struct BlobFunctions: Sendable {
    /// Opens a blob of one row for incremental reading or writing.
    ///
    /// The C function is [`sqlite3_blob_open`](https://sqlite.org/c3ref/blob_open.html).
    @usableFromInline package let open:
        @convention(c) (
            OpaquePointer?, SQLiteCString?, SQLiteCString?, SQLiteCString?, Int64, Int32,
            UnsafeMutablePointer<OpaquePointer?>?
        ) -> Int32
    /// Reads bytes from an open blob.
    ///
    /// The C function is [`sqlite3_blob_read`](https://sqlite.org/c3ref/blob_read.html).
    @usableFromInline package let read: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int32, Int32) -> Int32
    /// Writes bytes into an open blob.
    ///
    /// The C function is [`sqlite3_blob_write`](https://sqlite.org/c3ref/blob_write.html).
    @usableFromInline package let write: @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int32, Int32) -> Int32
    /// The size of an open blob.
    ///
    /// The C function is [`sqlite3_blob_bytes`](https://sqlite.org/c3ref/blob_bytes.html).
    @usableFromInline package let bytes: @convention(c) (OpaquePointer?) -> Int32
    /// Moves an open blob to another row.
    ///
    /// The C function is [`sqlite3_blob_reopen`](https://sqlite.org/c3ref/blob_reopen.html).
    @usableFromInline package let reopen: @convention(c) (OpaquePointer?, Int64) -> Int32
    /// Closes an open blob.
    ///
    /// The C function is [`sqlite3_blob_close`](https://sqlite.org/c3ref/blob_close.html).
    @usableFromInline package let close: @convention(c) (OpaquePointer?) -> Int32

    /// Resolves the family; nil unless every member is exported.
    init?(resolving resolver: SymbolResolver) {
        do {
            open = try resolver.member("sqlite3_blob_open")
            read = try resolver.member("sqlite3_blob_read")
            write = try resolver.member("sqlite3_blob_write")
            bytes = try resolver.member("sqlite3_blob_bytes")
            reopen = try resolver.member("sqlite3_blob_reopen")
            close = try resolver.member("sqlite3_blob_close")
        } catch {
            return nil
        }
    }
}
#endif
