#if !SKIP
// One immutable table of the SQLite C functions, resolved from a loaded library by name.
//
// Every member is a typed `@convention(c)` pointer. Functions that SQLite 3.15 has are required:
// a library without one of them is refused. Newer functions, and functions that a build can leave
// out (SQLITE_OMIT_TRACE, SQLITE_OMIT_LOAD_EXTENSION, SQLITE_ENABLE_COLUMN_METADATA), are
// optional: nil when the loaded library lacks them.

/// The SQLite C functions of one loaded library, as typed C function pointers.
///
/// Reach it through ``SQLiteLibrary/functions``. The table is immutable and can be shared between
/// threads; what the functions themselves allow across threads is SQLite's business (see
/// [Using SQLite in multi-threaded applications](https://sqlite.org/threadsafe.html)).
/// Members are named after the C function without its `sqlite3_` prefix, in lower camel case:
/// `prepareV3` is `sqlite3_prepare_v3`.
@usableFromInline package struct FunctionTable: Sendable {
    /// The library's version string, such as "3.40.1".
    ///
    /// The C function is [`sqlite3_libversion`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let libversion: @convention(c) () -> SQLiteCString?
    /// The library's version number, such as 3040001.
    ///
    /// The C function is [`sqlite3_libversion_number`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let libversionNumber: @convention(c) () -> Int32
    /// The check-in date and hash the library was built from.
    ///
    /// The C function is [`sqlite3_sourceid`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let sourceid: @convention(c) () -> SQLiteCString?
    /// Whether a compile-time option (without its `SQLITE_` prefix) was used; nil in a library
    /// built with `SQLITE_OMIT_COMPILEOPTION_DIAGS`.
    ///
    /// The C function is [`sqlite3_compileoption_used`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let compileoptionUsed: (@convention(c) (SQLiteCString?) -> Int32)?
    /// The N-th compile-time option, or NULL past the last; nil in a library built with
    /// `SQLITE_OMIT_COMPILEOPTION_DIAGS`.
    ///
    /// The C function is [`sqlite3_compileoption_get`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let compileoptionGet: (@convention(c) (Int32) -> SQLiteCString?)?
    /// Initializes the library; the package calls it once, when it loads the library, because a
    /// build with `SQLITE_OMIT_AUTOINIT` (one of sqlite.org's recommended compile-time options)
    /// requires it before any other call, and in every other build it is a harmless no-op after
    /// the first time.
    ///
    /// The C function is [`sqlite3_initialize`](https://sqlite.org/c3ref/initialize.html).
    @usableFromInline package let initialize: @convention(c) () -> Int32
    /// The SQLITE_THREADSAFE setting the library was compiled with.
    ///
    /// The C function is [`sqlite3_threadsafe`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let threadsafe: @convention(c) () -> Int32
    /// Turns the process-wide shared-cache mode on or off. The package never calls it: that it is
    /// exported tells that the library has shared cache at all (it lacks it with
    /// `SQLITE_OMIT_SHARED_CACHE`, one of sqlite.org's recommended compile-time options).
    ///
    /// The C function is [`sqlite3_enable_shared_cache`](https://sqlite.org/c3ref/enable_shared_cache.html); nil when the loaded library lacks it.
    @usableFromInline package let enableSharedCache: (@convention(c) (Int32) -> Int32)?
    /// Whether the text ends with a complete SQL statement.
    ///
    /// The C function is [`sqlite3_complete`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it
    /// (`SQLITE_OMIT_COMPLETE`).
    @usableFromInline package let complete: (@convention(c) (SQLiteCString?) -> Int32)?
    /// Releases memory that SQLite allocated.
    ///
    /// The C function is [`sqlite3_free`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let free: @convention(c) (UnsafeMutableRawPointer?) -> Void
    /// Allocates memory that SQLite may later release (needed for `sqlite3_deserialize`).
    ///
    /// The C function is [`sqlite3_malloc64`](https://sqlite.org/c3ref/free.html).
    @usableFromInline package let malloc64: @convention(c) (UInt64) -> UnsafeMutableRawPointer?
    /// The bytes of memory SQLite has allocated and not released.
    ///
    /// The C function is [`sqlite3_memory_used`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let memoryUsed: @convention(c) () -> Int64
    /// Opens a database connection.
    ///
    /// The C function is [`sqlite3_open_v2`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let openV2:
        @convention(c) (SQLiteCString?, UnsafeMutablePointer<OpaquePointer?>?, Int32, SQLiteCString?) -> Int32
    /// Closes a connection; fails while statements are unfinalized.
    ///
    /// The C function is [`sqlite3_close`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let close: @convention(c) (OpaquePointer?) -> Int32
    /// Closes a connection, deferring the close until its last statement is finalized.
    ///
    /// The C function is [`sqlite3_close_v2`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let closeV2: @convention(c) (OpaquePointer?) -> Int32
    /// The primary result code of the connection's most recent failed call.
    ///
    /// The C function is [`sqlite3_errcode`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let errcode: @convention(c) (OpaquePointer?) -> Int32
    /// The extended result code of the connection's most recent failed call.
    ///
    /// The C function is [`sqlite3_extended_errcode`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let extendedErrcode: @convention(c) (OpaquePointer?) -> Int32
    /// The English message of the connection's most recent failed call.
    ///
    /// The C function is [`sqlite3_errmsg`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let errmsg: @convention(c) (OpaquePointer?) -> SQLiteCString?
    /// The English text that describes a result code.
    ///
    /// The C function is [`sqlite3_errstr`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let errstr: @convention(c) (Int32) -> SQLiteCString?
    /// The byte offset in the SQL of the most recent error, or -1 (SQLite 3.38).
    ///
    /// The C function is [`sqlite3_error_offset`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let errorOffset: (@convention(c) (OpaquePointer?) -> Int32)?
    /// Turns extended result codes on or off for a connection.
    ///
    /// The C function is [`sqlite3_extended_result_codes`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let extendedResultCodes: @convention(c) (OpaquePointer?, Int32) -> Int32
    /// Sets how long, in milliseconds, to retry when a table is locked.
    ///
    /// The C function is [`sqlite3_busy_timeout`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let busyTimeout: @convention(c) (OpaquePointer?, Int32) -> Int32
    /// Sets the callback that decides whether to retry when a table is locked.
    ///
    /// The C function is [`sqlite3_busy_handler`](https://sqlite.org/c3ref/busy_handler.html).
    @usableFromInline package let busyHandler:
        @convention(c) (OpaquePointer?, SQLiteBusyCallback?, UnsafeMutableRawPointer?) -> Int32
    /// Sets the callback that SQLite calls every so many virtual machine instructions of a running
    /// statement, which stops it by returning non-zero.
    ///
    /// The C function is [`sqlite3_progress_handler`](https://sqlite.org/c3ref/progress_handler.html); nil when the loaded library lacks it (`SQLITE_OMIT_PROGRESS_CALLBACK`).
    @usableFromInline package let progressHandler:
        (@convention(c) (OpaquePointer?, Int32, SQLiteProgressCallback?, UnsafeMutableRawPointer?) -> Void)?
    /// Reads or changes a run-time limit of a connection.
    ///
    /// The C function is [`sqlite3_limit`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let limit: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    /// The variadic `sqlite3_db_config`: call it only through the C shim, never through a Swift function type.
    ///
    /// The C function is [`sqlite3_db_config`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let dbConfig: SQLiteVariadicFunction
    /// Makes the connection's running statements stop at the earliest opportunity.
    ///
    /// The C function is [`sqlite3_interrupt`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let interrupt: @convention(c) (OpaquePointer?) -> Void
    /// Non-zero when the connection is in autocommit mode (no transaction open).
    ///
    /// The C function is [`sqlite3_get_autocommit`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let getAutocommit: @convention(c) (OpaquePointer?) -> Int32
    /// The transaction state of a schema: none, read or write (SQLite 3.34).
    ///
    /// The C function is [`sqlite3_txn_state`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let txnState: (@convention(c) (OpaquePointer?, SQLiteCString?) -> Int32)?
    /// Rows changed by the most recent INSERT, UPDATE or DELETE (32-bit).
    ///
    /// The C function is [`sqlite3_changes`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let changes: @convention(c) (OpaquePointer?) -> Int32
    /// Rows changed by the most recent INSERT, UPDATE or DELETE (SQLite 3.37).
    ///
    /// The C function is [`sqlite3_changes64`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let changes64: (@convention(c) (OpaquePointer?) -> Int64)?
    /// Rows changed since the connection opened (32-bit).
    ///
    /// The C function is [`sqlite3_total_changes`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let totalChanges: @convention(c) (OpaquePointer?) -> Int32
    /// Rows changed since the connection opened (SQLite 3.37).
    ///
    /// The C function is [`sqlite3_total_changes64`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let totalChanges64: (@convention(c) (OpaquePointer?) -> Int64)?
    /// The rowid of the most recent successful INSERT.
    ///
    /// The C function is [`sqlite3_last_insert_rowid`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let lastInsertRowid: @convention(c) (OpaquePointer?) -> Int64
    /// The file name of a schema of the connection; empty for in-memory and temporary databases.
    ///
    /// The C function is [`sqlite3_db_filename`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let dbFilename: @convention(c) (OpaquePointer?, SQLiteCString?) -> SQLiteCString?
    /// 1 if a schema is read-only, 0 if writable, -1 if there is no such schema.
    ///
    /// The C function is [`sqlite3_db_readonly`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let dbReadonly: @convention(c) (OpaquePointer?, SQLiteCString?) -> Int32
    /// Runs a checkpoint on a WAL database.
    ///
    /// The C function is [`sqlite3_wal_checkpoint_v2`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let walCheckpointV2:
        @convention(c) (
            OpaquePointer?, SQLiteCString?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
        ) -> Int32
    /// The connection's next prepared statement after the given one (NULL: the first).
    ///
    /// The C function is [`sqlite3_next_stmt`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let nextStmt: @convention(c) (OpaquePointer?, OpaquePointer?) -> OpaquePointer?
    /// Compiles the first SQL statement of a text.
    ///
    /// The C function is [`sqlite3_prepare_v2`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let prepareV2:
        @convention(c) (
            OpaquePointer?, SQLiteCString?, Int32, UnsafeMutablePointer<OpaquePointer?>?,
            UnsafeMutablePointer<SQLiteCString?>?
        ) -> Int32
    /// Compiles the first SQL statement of a text, with SQLITE_PREPARE_* flags (SQLite 3.20).
    ///
    /// The C function is [`sqlite3_prepare_v3`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let prepareV3:
        (
            @convention(c) (
                OpaquePointer?, SQLiteCString?, Int32, UInt32, UnsafeMutablePointer<OpaquePointer?>?,
                UnsafeMutablePointer<SQLiteCString?>?
            ) -> Int32
        )?
    /// Runs a statement to its next row or to completion.
    ///
    /// The C function is [`sqlite3_step`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let step: @convention(c) (OpaquePointer?) -> Int32
    /// Resets a statement so that it can run again; bindings stay.
    ///
    /// The C function is [`sqlite3_reset`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let reset: @convention(c) (OpaquePointer?) -> Int32
    /// Destroys a prepared statement.
    ///
    /// The C function is [`sqlite3_finalize`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let finalize: @convention(c) (OpaquePointer?) -> Int32
    /// Sets every parameter of a statement to NULL.
    ///
    /// The C function is [`sqlite3_clear_bindings`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let clearBindings: @convention(c) (OpaquePointer?) -> Int32
    /// The SQL text a statement was prepared from.
    ///
    /// The C function is [`sqlite3_sql`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let sql: @convention(c) (OpaquePointer?) -> SQLiteCString?
    /// The SQL text of a statement with its bound parameters expanded; release it with `sqlite3_free`.
    ///
    /// The C function is [`sqlite3_expanded_sql`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let expandedSQL: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    /// Non-zero when a statement makes no direct change to the database file.
    ///
    /// The C function is [`sqlite3_stmt_readonly`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let stmtReadonly: @convention(c) (OpaquePointer?) -> Int32
    /// Non-zero when a statement has been stepped and not reset or run to completion.
    ///
    /// The C function is [`sqlite3_stmt_busy`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let stmtBusy: @convention(c) (OpaquePointer?) -> Int32
    /// A statement's performance counter (SQLITE_STMTSTATUS_*), optionally reset.
    ///
    /// The C function is [`sqlite3_stmt_status`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let stmtStatus: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    /// 1 for EXPLAIN, 2 for EXPLAIN QUERY PLAN, 0 otherwise (SQLite 3.28).
    ///
    /// The C function is [`sqlite3_stmt_isexplain`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let stmtIsexplain: (@convention(c) (OpaquePointer?) -> Int32)?
    /// The connection a statement belongs to.
    ///
    /// The C function is [`sqlite3_db_handle`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let dbHandle: @convention(c) (OpaquePointer?) -> OpaquePointer?
    /// The connection's mutex: nil unless the connection is serialized (opened with
    /// `SQLITE_OPEN_FULLMUTEX`, or with neither mutex flag in a library whose default is serialized).
    ///
    /// The C function is [`sqlite3_db_mutex`](https://sqlite.org/c3ref/db_mutex.html); nil when the loaded library lacks it.
    @usableFromInline package let dbMutex: (@convention(c) (OpaquePointer?) -> OpaquePointer?)?
    /// Binds a blob (32-bit length) to a parameter.
    ///
    /// The C function is [`sqlite3_bind_blob`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindBlob:
        @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?, Int32, SQLiteDestructor?) -> Int32
    /// Binds a blob (64-bit length) to a parameter.
    ///
    /// The C function is [`sqlite3_bind_blob64`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindBlob64:
        @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?, UInt64, SQLiteDestructor?) -> Int32
    /// Binds a floating-point value to a parameter.
    ///
    /// The C function is [`sqlite3_bind_double`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindDouble: @convention(c) (OpaquePointer?, Int32, Double) -> Int32
    /// Binds a 32-bit integer to a parameter.
    ///
    /// The C function is [`sqlite3_bind_int`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindInt: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    /// Binds a 64-bit integer to a parameter.
    ///
    /// The C function is [`sqlite3_bind_int64`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindInt64: @convention(c) (OpaquePointer?, Int32, Int64) -> Int32
    /// Binds NULL to a parameter.
    ///
    /// The C function is [`sqlite3_bind_null`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindNull: @convention(c) (OpaquePointer?, Int32) -> Int32
    /// Binds UTF-8 text (32-bit length) to a parameter.
    ///
    /// The C function is [`sqlite3_bind_text`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindText:
        @convention(c) (OpaquePointer?, Int32, SQLiteCString?, Int32, SQLiteDestructor?) -> Int32
    /// Binds text of an explicit byte length and encoding to a parameter.
    ///
    /// The C function is [`sqlite3_bind_text64`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindText64:
        @convention(c) (OpaquePointer?, Int32, SQLiteCString?, UInt64, SQLiteDestructor?, UInt8) -> Int32
    /// Binds a blob of zeros (32-bit length) to a parameter.
    ///
    /// The C function is [`sqlite3_bind_zeroblob`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindZeroblob: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    /// Binds a blob of zeros (64-bit length) to a parameter.
    ///
    /// The C function is [`sqlite3_bind_zeroblob64`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindZeroblob64: @convention(c) (OpaquePointer?, Int32, UInt64) -> Int32
    /// The largest parameter index of a statement.
    ///
    /// The C function is [`sqlite3_bind_parameter_count`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindParameterCount: @convention(c) (OpaquePointer?) -> Int32
    /// The name of a parameter, with its prefix (`:`, `@`, `$`, `?NNN`), or NULL when nameless.
    ///
    /// The C function is [`sqlite3_bind_parameter_name`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindParameterName: @convention(c) (OpaquePointer?, Int32) -> SQLiteCString?
    /// The index of a named parameter (the name with its prefix), or 0.
    ///
    /// The C function is [`sqlite3_bind_parameter_index`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let bindParameterIndex: @convention(c) (OpaquePointer?, SQLiteCString?) -> Int32
    /// The number of columns in a statement's result.
    ///
    /// The C function is [`sqlite3_column_count`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let columnCount: @convention(c) (OpaquePointer?) -> Int32
    /// The number of columns in the current row, 0 when no row is ready.
    ///
    /// The C function is [`sqlite3_data_count`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let dataCount: @convention(c) (OpaquePointer?) -> Int32
    /// The datatype code of a column of the current row.
    ///
    /// The C function is [`sqlite3_column_type`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let columnType: @convention(c) (OpaquePointer?, Int32) -> Int32
    /// A column of the current row as a 32-bit integer.
    ///
    /// The C function is [`sqlite3_column_int`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let columnInt: @convention(c) (OpaquePointer?, Int32) -> Int32
    /// A column of the current row as a 64-bit integer.
    ///
    /// The C function is [`sqlite3_column_int64`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let columnInt64: @convention(c) (OpaquePointer?, Int32) -> Int64
    /// A column of the current row as a floating-point value.
    ///
    /// The C function is [`sqlite3_column_double`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let columnDouble: @convention(c) (OpaquePointer?, Int32) -> Double
    /// A column of the current row as UTF-8 text.
    ///
    /// The C function is [`sqlite3_column_text`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let columnText: @convention(c) (OpaquePointer?, Int32) -> UnsafePointer<UInt8>?
    /// A column of the current row as bytes; NULL for NULL and for a zero-length blob.
    ///
    /// The C function is [`sqlite3_column_blob`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let columnBlob: @convention(c) (OpaquePointer?, Int32) -> UnsafeRawPointer?
    /// The byte length of a column's text or blob, after `sqlite3_column_text` or `_blob`.
    ///
    /// The C function is [`sqlite3_column_bytes`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let columnBytes: @convention(c) (OpaquePointer?, Int32) -> Int32
    /// A column of the current row as an unprotected `sqlite3_value`.
    ///
    /// The C function is [`sqlite3_column_value`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let columnValue: @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
    /// The name of a result column.
    ///
    /// The C function is [`sqlite3_column_name`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let columnName: @convention(c) (OpaquePointer?, Int32) -> SQLiteCString?
    /// The declared type of a result column that is a table column, or NULL.
    ///
    /// The C function is [`sqlite3_column_decltype`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it
    /// (`SQLITE_OMIT_DECLTYPE`, one of sqlite.org's recommended compile-time options).
    @usableFromInline package let columnDecltype: (@convention(c) (OpaquePointer?, Int32) -> SQLiteCString?)?
    /// The schema a result column comes from (SQLITE_ENABLE_COLUMN_METADATA builds).
    ///
    /// The C function is [`sqlite3_column_database_name`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let columnDatabaseName: (@convention(c) (OpaquePointer?, Int32) -> SQLiteCString?)?
    /// The table a result column comes from (SQLITE_ENABLE_COLUMN_METADATA builds).
    ///
    /// The C function is [`sqlite3_column_table_name`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let columnTableName: (@convention(c) (OpaquePointer?, Int32) -> SQLiteCString?)?
    /// The table column a result column comes from (SQLITE_ENABLE_COLUMN_METADATA builds).
    ///
    /// The C function is [`sqlite3_column_origin_name`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let columnOriginName: (@convention(c) (OpaquePointer?, Int32) -> SQLiteCString?)?
    /// Registers a trace callback for the events of a mask (absent with SQLITE_OMIT_TRACE).
    ///
    /// The C function is [`sqlite3_trace_v2`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let traceV2:
        (@convention(c) (OpaquePointer?, UInt32, SQLiteTraceCallback?, UnsafeMutableRawPointer?) -> Int32)?
    /// Registers a callback for each row inserted, updated or deleted in a rowid table.
    ///
    /// The C function is [`sqlite3_update_hook`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let updateHook:
        @convention(c) (OpaquePointer?, SQLiteUpdateCallback?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    /// Registers a callback that runs before each commit.
    ///
    /// The C function is [`sqlite3_commit_hook`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let commitHook:
        @convention(c) (OpaquePointer?, SQLiteCommitCallback?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    /// Registers a callback that runs after each rollback.
    ///
    /// The C function is [`sqlite3_rollback_hook`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let rollbackHook:
        @convention(c) (OpaquePointer?, SQLiteRollbackCallback?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    /// Registers a callback asked at prepare time about each action a statement takes (absent
    /// with SQLITE_OMIT_AUTHORIZATION).
    ///
    /// The C function is [`sqlite3_set_authorizer`](https://sqlite.org/c3ref/set_authorizer.html); nil when the loaded library lacks it.
    @usableFromInline package let setAuthorizer:
        (@convention(c) (OpaquePointer?, SQLiteAuthorizerCallback?, UnsafeMutableRawPointer?) -> Int32)?
    /// Registers a callback that runs after each commit in WAL mode (absent with SQLITE_OMIT_WAL).
    ///
    /// The C function is [`sqlite3_wal_hook`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let walHook:
        (@convention(c) (OpaquePointer?, SQLiteWALCallback?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?)?
    /// Starts an online backup from one connection's schema into another's.
    ///
    /// The C function is [`sqlite3_backup_init`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let backupInit:
        @convention(c) (OpaquePointer?, SQLiteCString?, OpaquePointer?, SQLiteCString?) -> OpaquePointer?
    /// Copies up to N pages of a backup (-1: all).
    ///
    /// The C function is [`sqlite3_backup_step`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let backupStep: @convention(c) (OpaquePointer?, Int32) -> Int32
    /// Ends a backup and releases it.
    ///
    /// The C function is [`sqlite3_backup_finish`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let backupFinish: @convention(c) (OpaquePointer?) -> Int32
    /// Pages still to copy after the last backup step.
    ///
    /// The C function is [`sqlite3_backup_remaining`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let backupRemaining: @convention(c) (OpaquePointer?) -> Int32
    /// Pages in the source database at the last backup step.
    ///
    /// The C function is [`sqlite3_backup_pagecount`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let backupPagecount: @convention(c) (OpaquePointer?) -> Int32
    /// The bytes of a database as it would be on disk (SQLite 3.23 with SQLITE_ENABLE_DESERIALIZE, always since 3.36).
    ///
    /// The C function is [`sqlite3_serialize`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let serialize:
        (
            @convention(c) (OpaquePointer?, SQLiteCString?, UnsafeMutablePointer<Int64>?, UInt32) ->
                UnsafeMutablePointer<UInt8>?
        )?
    /// Replaces a schema of the connection with a database held in memory (see `serialize`).
    ///
    /// The C function is [`sqlite3_deserialize`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let deserialize:
        (@convention(c) (OpaquePointer?, SQLiteCString?, UnsafeMutablePointer<UInt8>?, Int64, Int64, UInt32) -> Int32)?
    /// Registers a scalar or aggregate SQL function.
    ///
    /// The C function is [`sqlite3_create_function_v2`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let createFunctionV2:
        @convention(c) (
            OpaquePointer?, SQLiteCString?, Int32, Int32, UnsafeMutableRawPointer?, SQLiteFunctionCallback?,
            SQLiteFunctionCallback?, SQLiteFinalCallback?, SQLiteDestructor?
        ) -> Int32
    /// Registers an aggregate window function (SQLite 3.25).
    ///
    /// The C function is [`sqlite3_create_window_function`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let createWindowFunction:
        (
            @convention(c) (
                OpaquePointer?, SQLiteCString?, Int32, Int32, UnsafeMutableRawPointer?, SQLiteFunctionCallback?,
                SQLiteFinalCallback?, SQLiteFinalCallback?, SQLiteFunctionCallback?, SQLiteDestructor?
            ) -> Int32
        )?
    /// Registers a collating sequence.
    ///
    /// The C function is [`sqlite3_create_collation_v2`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let createCollationV2:
        @convention(c) (
            OpaquePointer?, SQLiteCString?, Int32, UnsafeMutableRawPointer?, SQLiteCollationCallback?, SQLiteDestructor?
        ) -> Int32
    /// The application data given when a function was registered.
    ///
    /// The C function is [`sqlite3_user_data`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let userData: @convention(c) (OpaquePointer?) -> UnsafeMutableRawPointer?
    /// Per-group memory of an aggregate function, zeroed on first use.
    ///
    /// The C function is [`sqlite3_aggregate_context`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let aggregateContext: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutableRawPointer?
    /// The datatype code of a function argument.
    ///
    /// The C function is [`sqlite3_value_type`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let valueType: @convention(c) (OpaquePointer?) -> Int32
    /// A function argument as a 64-bit integer.
    ///
    /// The C function is [`sqlite3_value_int64`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let valueInt64: @convention(c) (OpaquePointer?) -> Int64
    /// A function argument as a floating-point value.
    ///
    /// The C function is [`sqlite3_value_double`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let valueDouble: @convention(c) (OpaquePointer?) -> Double
    /// A function argument as UTF-8 text.
    ///
    /// The C function is [`sqlite3_value_text`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let valueText: @convention(c) (OpaquePointer?) -> UnsafePointer<UInt8>?
    /// A function argument as bytes.
    ///
    /// The C function is [`sqlite3_value_blob`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let valueBlob: @convention(c) (OpaquePointer?) -> UnsafeRawPointer?
    /// The byte length of a function argument's text or blob.
    ///
    /// The C function is [`sqlite3_value_bytes`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let valueBytes: @convention(c) (OpaquePointer?) -> Int32
    /// Sets a function's result to NULL.
    ///
    /// The C function is [`sqlite3_result_null`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let resultNull: @convention(c) (OpaquePointer?) -> Void
    /// Sets a function's result to a 64-bit integer.
    ///
    /// The C function is [`sqlite3_result_int64`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let resultInt64: @convention(c) (OpaquePointer?, Int64) -> Void
    /// Sets a function's result to a floating-point value.
    ///
    /// The C function is [`sqlite3_result_double`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let resultDouble: @convention(c) (OpaquePointer?, Double) -> Void
    /// Sets a function's result to text of an explicit byte length.
    ///
    /// The C function is [`sqlite3_result_text64`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let resultText64:
        @convention(c) (OpaquePointer?, SQLiteCString?, UInt64, SQLiteDestructor?, UInt8) -> Void
    /// Sets a function's result to a blob.
    ///
    /// The C function is [`sqlite3_result_blob64`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let resultBlob64:
        @convention(c) (OpaquePointer?, UnsafeRawPointer?, UInt64, SQLiteDestructor?) -> Void
    /// Sets a function's result to a blob of zeros.
    ///
    /// The C function is [`sqlite3_result_zeroblob`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let resultZeroblob: @convention(c) (OpaquePointer?, Int32) -> Void
    /// Makes a function fail with a message.
    ///
    /// The C function is [`sqlite3_result_error`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let resultError: @convention(c) (OpaquePointer?, SQLiteCString?, Int32) -> Void
    /// Makes a function fail with a result code.
    ///
    /// The C function is [`sqlite3_result_error_code`](https://sqlite.org/c3ref/funclist.html).
    @usableFromInline package let resultErrorCode: @convention(c) (OpaquePointer?, Int32) -> Void
    /// Turns extension loading on or off (absent with SQLITE_OMIT_LOAD_EXTENSION).
    ///
    /// The C function is [`sqlite3_enable_load_extension`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let enableLoadExtension: (@convention(c) (OpaquePointer?, Int32) -> Int32)?
    /// Loads an extension library (absent with SQLITE_OMIT_LOAD_EXTENSION).
    ///
    /// The C function is [`sqlite3_load_extension`](https://sqlite.org/c3ref/funclist.html); nil when the loaded library lacks it.
    @usableFromInline package let loadExtension:
        (
            @convention(c) (
                OpaquePointer?, SQLiteCString?, SQLiteCString?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
            ) -> Int32
        )?
    /// The incremental blob I/O functions (`sqlite3_blob_*`); nil in a library built with
    /// `SQLITE_OMIT_INCRBLOB`. Not listed in ``missingOptionalFunctions``.
    @usableFromInline package let blobs: BlobFunctions?
    /// `sqlite3_key_v2` and `sqlite3_rekey_v2`, in a library that encrypts (SQLCipher, SQLite3
    /// Multiple Ciphers); nil in plain SQLite. Not listed in ``missingOptionalFunctions``.
    @usableFromInline package let keys: KeyFunctions?
    /// The session extension (`sqlite3session_*`, `sqlite3changeset_*`), in a library built with
    /// `SQLITE_ENABLE_SESSION`; nil otherwise. Not listed in ``missingOptionalFunctions``.
    @usableFromInline package let sessions: SessionFunctions?

    /// The C names of the optional functions that the loaded library lacks, in table order.
    @usableFromInline package let missingOptionalFunctions: [String]

    /// Resolves every function from `resolver`; throws for the first required one that is missing.
    init(resolving resolver: inout SymbolResolver) throws(SQLiteLibraryError) {
        libversion = try resolver.required("sqlite3_libversion")
        libversionNumber = try resolver.required("sqlite3_libversion_number")
        sourceid = try resolver.required("sqlite3_sourceid")
        compileoptionUsed = resolver.optional("sqlite3_compileoption_used")
        compileoptionGet = resolver.optional("sqlite3_compileoption_get")
        initialize = try resolver.required("sqlite3_initialize")
        threadsafe = try resolver.required("sqlite3_threadsafe")
        enableSharedCache = resolver.optional("sqlite3_enable_shared_cache")
        complete = resolver.optional("sqlite3_complete")
        free = try resolver.required("sqlite3_free")
        malloc64 = try resolver.required("sqlite3_malloc64")
        memoryUsed = try resolver.required("sqlite3_memory_used")
        openV2 = try resolver.required("sqlite3_open_v2")
        close = try resolver.required("sqlite3_close")
        closeV2 = try resolver.required("sqlite3_close_v2")
        errcode = try resolver.required("sqlite3_errcode")
        extendedErrcode = try resolver.required("sqlite3_extended_errcode")
        errmsg = try resolver.required("sqlite3_errmsg")
        errstr = try resolver.required("sqlite3_errstr")
        errorOffset = resolver.optional("sqlite3_error_offset")
        extendedResultCodes = try resolver.required("sqlite3_extended_result_codes")
        busyTimeout = try resolver.required("sqlite3_busy_timeout")
        busyHandler = try resolver.required("sqlite3_busy_handler")
        progressHandler = resolver.optional("sqlite3_progress_handler")
        limit = try resolver.required("sqlite3_limit")
        dbConfig = SQLiteVariadicFunction(address: try resolver.requiredAddress("sqlite3_db_config"))
        interrupt = try resolver.required("sqlite3_interrupt")
        getAutocommit = try resolver.required("sqlite3_get_autocommit")
        txnState = resolver.optional("sqlite3_txn_state")
        changes = try resolver.required("sqlite3_changes")
        changes64 = resolver.optional("sqlite3_changes64")
        totalChanges = try resolver.required("sqlite3_total_changes")
        totalChanges64 = resolver.optional("sqlite3_total_changes64")
        lastInsertRowid = try resolver.required("sqlite3_last_insert_rowid")
        dbFilename = try resolver.required("sqlite3_db_filename")
        dbReadonly = try resolver.required("sqlite3_db_readonly")
        walCheckpointV2 = try resolver.required("sqlite3_wal_checkpoint_v2")
        nextStmt = try resolver.required("sqlite3_next_stmt")
        prepareV2 = try resolver.required("sqlite3_prepare_v2")
        prepareV3 = resolver.optional("sqlite3_prepare_v3")
        step = try resolver.required("sqlite3_step")
        reset = try resolver.required("sqlite3_reset")
        finalize = try resolver.required("sqlite3_finalize")
        clearBindings = try resolver.required("sqlite3_clear_bindings")
        sql = try resolver.required("sqlite3_sql")
        expandedSQL = try resolver.required("sqlite3_expanded_sql")
        stmtReadonly = try resolver.required("sqlite3_stmt_readonly")
        stmtBusy = try resolver.required("sqlite3_stmt_busy")
        stmtStatus = try resolver.required("sqlite3_stmt_status")
        stmtIsexplain = resolver.optional("sqlite3_stmt_isexplain")
        dbHandle = try resolver.required("sqlite3_db_handle")
        dbMutex = resolver.optional("sqlite3_db_mutex")
        bindBlob = try resolver.required("sqlite3_bind_blob")
        bindBlob64 = try resolver.required("sqlite3_bind_blob64")
        bindDouble = try resolver.required("sqlite3_bind_double")
        bindInt = try resolver.required("sqlite3_bind_int")
        bindInt64 = try resolver.required("sqlite3_bind_int64")
        bindNull = try resolver.required("sqlite3_bind_null")
        bindText = try resolver.required("sqlite3_bind_text")
        bindText64 = try resolver.required("sqlite3_bind_text64")
        bindZeroblob = try resolver.required("sqlite3_bind_zeroblob")
        bindZeroblob64 = try resolver.required("sqlite3_bind_zeroblob64")
        bindParameterCount = try resolver.required("sqlite3_bind_parameter_count")
        bindParameterName = try resolver.required("sqlite3_bind_parameter_name")
        bindParameterIndex = try resolver.required("sqlite3_bind_parameter_index")
        columnCount = try resolver.required("sqlite3_column_count")
        dataCount = try resolver.required("sqlite3_data_count")
        columnType = try resolver.required("sqlite3_column_type")
        columnInt = try resolver.required("sqlite3_column_int")
        columnInt64 = try resolver.required("sqlite3_column_int64")
        columnDouble = try resolver.required("sqlite3_column_double")
        columnText = try resolver.required("sqlite3_column_text")
        columnBlob = try resolver.required("sqlite3_column_blob")
        columnBytes = try resolver.required("sqlite3_column_bytes")
        columnValue = try resolver.required("sqlite3_column_value")
        columnName = try resolver.required("sqlite3_column_name")
        columnDecltype = resolver.optional("sqlite3_column_decltype")
        columnDatabaseName = resolver.optional("sqlite3_column_database_name")
        columnTableName = resolver.optional("sqlite3_column_table_name")
        columnOriginName = resolver.optional("sqlite3_column_origin_name")
        traceV2 = resolver.optional("sqlite3_trace_v2")
        updateHook = try resolver.required("sqlite3_update_hook")
        commitHook = try resolver.required("sqlite3_commit_hook")
        rollbackHook = try resolver.required("sqlite3_rollback_hook")
        walHook = resolver.optional("sqlite3_wal_hook")
        setAuthorizer = resolver.optional("sqlite3_set_authorizer")
        backupInit = try resolver.required("sqlite3_backup_init")
        backupStep = try resolver.required("sqlite3_backup_step")
        backupFinish = try resolver.required("sqlite3_backup_finish")
        backupRemaining = try resolver.required("sqlite3_backup_remaining")
        backupPagecount = try resolver.required("sqlite3_backup_pagecount")
        serialize = resolver.optional("sqlite3_serialize")
        deserialize = resolver.optional("sqlite3_deserialize")
        createFunctionV2 = try resolver.required("sqlite3_create_function_v2")
        createWindowFunction = resolver.optional("sqlite3_create_window_function")
        createCollationV2 = try resolver.required("sqlite3_create_collation_v2")
        userData = try resolver.required("sqlite3_user_data")
        aggregateContext = try resolver.required("sqlite3_aggregate_context")
        valueType = try resolver.required("sqlite3_value_type")
        valueInt64 = try resolver.required("sqlite3_value_int64")
        valueDouble = try resolver.required("sqlite3_value_double")
        valueText = try resolver.required("sqlite3_value_text")
        valueBlob = try resolver.required("sqlite3_value_blob")
        valueBytes = try resolver.required("sqlite3_value_bytes")
        resultNull = try resolver.required("sqlite3_result_null")
        resultInt64 = try resolver.required("sqlite3_result_int64")
        resultDouble = try resolver.required("sqlite3_result_double")
        resultText64 = try resolver.required("sqlite3_result_text64")
        resultBlob64 = try resolver.required("sqlite3_result_blob64")
        resultZeroblob = try resolver.required("sqlite3_result_zeroblob")
        resultError = try resolver.required("sqlite3_result_error")
        resultErrorCode = try resolver.required("sqlite3_result_error_code")
        enableLoadExtension = resolver.optional("sqlite3_enable_load_extension")
        loadExtension = resolver.optional("sqlite3_load_extension")
        blobs = BlobFunctions(resolving: resolver)
        keys = KeyFunctions(resolving: resolver)
        sessions = SessionFunctions(resolving: resolver)
        missingOptionalFunctions = resolver.missingOptional
    }
}
#endif
