#if !SKIP
// The C signatures of the SQLite functions that SQLFFI resolves, written out by hand: SQLFFI
// includes no sqlite3.h, so these are the single place where the C prototypes are restated.
// Handles (`sqlite3 *`, `sqlite3_stmt *`, `sqlite3_value *`, `sqlite3_context *`, `sqlite3_blob *`,
// `sqlite3_backup *`) are `OpaquePointer`s; `int` is `Int32`, `sqlite3_int64` is `Int64`,
// `sqlite3_uint64` is `UInt64`.

/// A destructor passed with text or blob values (`void (*)(void *)`); `SQLITE_TRANSIENT` and
/// `SQLITE_STATIC` are the special values -1 and 0.
@usableFromInline package typealias SQLiteDestructor = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callback of `sqlite3_trace_v2`: event mask, context, P and X arguments.
@usableFromInline package typealias SQLiteTraceCallback =
    @convention(c) (UInt32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
    Int32

/// The callback of `sqlite3_update_hook`: context, operation, database name, table name, rowid.
@usableFromInline package typealias SQLiteUpdateCallback =
    @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int64) -> Void

/// The callback of `sqlite3_set_authorizer`: context, action code, its two arguments, the database
/// name, and the innermost trigger or view; returns SQLITE_OK, SQLITE_DENY or SQLITE_IGNORE.
@usableFromInline package typealias SQLiteAuthorizerCallback =
    @convention(c) (
        UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
        UnsafePointer<CChar>?
    ) -> Int32

/// The callback of `sqlite3_commit_hook`: return non-zero to turn the commit into a rollback.
@usableFromInline package typealias SQLiteCommitCallback = @convention(c) (UnsafeMutableRawPointer?) -> Int32

/// The callback of `sqlite3_rollback_hook`.
@usableFromInline package typealias SQLiteRollbackCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callback of `sqlite3_wal_hook`: context, connection, database name, pages in the WAL file.
@usableFromInline package typealias SQLiteWALCallback =
    @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Int32

/// The scalar function and aggregate step callback (`xFunc`, `xStep`, `xInverse`): context, argument
/// count, argument values.
@usableFromInline package typealias SQLiteFunctionCallback =
    @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void

/// The aggregate final and window value callback (`xFinal`, `xValue`).
@usableFromInline package typealias SQLiteFinalCallback = @convention(c) (OpaquePointer?) -> Void

/// The collation comparison callback: context, length and bytes of each string.
@usableFromInline package typealias SQLiteCollationCallback =
    @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?, Int32, UnsafeRawPointer?) -> Int32

/// The callback of `sqlite3_busy_handler`: context, the number of times it was called for this
/// lock; return non-zero to try again, 0 to give up with SQLITE_BUSY.
@usableFromInline package typealias SQLiteBusyCallback = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32

/// The callback of `sqlite3_progress_handler`: context; return non-zero to stop the running
/// statement with SQLITE_INTERRUPT.
@usableFromInline package typealias SQLiteProgressCallback = @convention(c) (UnsafeMutableRawPointer?) -> Int32

/// A C string argument (`const char *`).
@usableFromInline package typealias SQLiteCString = UnsafePointer<CChar>

/// The address of a variadic C function, such as `sqlite3_db_config`.
///
/// A variadic function must not be called through a fixed-arity Swift function type (Apple arm64
/// passes variadic arguments on the stack); SQLFFI calls it through a C shim that casts the address
/// to the real prototype.
@usableFromInline package struct SQLiteVariadicFunction: @unchecked Sendable {
    /// The function's address in the loaded library (immutable code, safe to share).
    @usableFromInline package let address: UnsafeMutableRawPointer
}
#endif
