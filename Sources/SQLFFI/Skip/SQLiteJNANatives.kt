// The SQLite C functions, declared for JNA's direct mapping (`Native.register`): the Kotlin side of
// Sources/SQLFFI/Table. Pure Kotlin over JNA, no Skip types: compiled and tested on a plain JVM
// (Scripts/test-jvm) as well as in a Skip app.
//
// `Native.register` binds every `external` function of a class at once and fails for the whole
// class when one symbol is missing, so the functions SQLite has had since 3.15 (required) are one
// class, and each optional family (what a newer or fuller build adds, mirroring FunctionTable's
// optional members and Table/*.swift's families) is a class of its own, registered only when the
// library exports every member. `sqlite3_db_config`, the one variadic function SQLFFI calls, is not
// here: direct mapping has no varargs (see SQLiteJNAVariadic).
//
// Types: handles (`sqlite3 *`, `sqlite3_stmt *`, `sqlite3_value *`, `sqlite3_context *`,
// `sqlite3_blob *`, `sqlite3_backup *`, sessions and iterators) are `Pointer`; `int` and
// `unsigned int` are `Int`; `sqlite3_int64` and `sqlite3_uint64` are `Long`; C strings passed in are
// NUL-terminated UTF-8 `ByteArray`s (see SQLiteJNAText), so no platform encoding is involved; C
// strings returned are `Pointer`s read as UTF-8. Out parameters are JNA's `ByReference` types.
@file:Suppress("FunctionName", "LocalVariableName")

package sqlffi.module

import com.sun.jna.Callback
import com.sun.jna.Library
import com.sun.jna.Pointer
import com.sun.jna.ptr.IntByReference
import com.sun.jna.ptr.LongByReference
import com.sun.jna.ptr.PointerByReference

/// The functions of SQLite 3.15 and later that SQLFFI cannot do without: a library that lacks one
/// is refused (SQLiteJNALibraryError.MissingSymbol names it).
internal object SQLite3 {
    external fun sqlite3_libversion(): Pointer?
    external fun sqlite3_libversion_number(): Int
    external fun sqlite3_sourceid(): Pointer?
    external fun sqlite3_initialize(): Int
    external fun sqlite3_threadsafe(): Int
    external fun sqlite3_free(pointer: Pointer?)
    external fun sqlite3_malloc64(size: Long): Pointer?
    external fun sqlite3_memory_used(): Long
    external fun sqlite3_open_v2(filename: ByteArray, ppDb: PointerByReference, flags: Int, zVfs: ByteArray?): Int
    external fun sqlite3_close(db: Pointer?): Int
    external fun sqlite3_close_v2(db: Pointer?): Int
    external fun sqlite3_errcode(db: Pointer?): Int
    external fun sqlite3_extended_errcode(db: Pointer?): Int
    external fun sqlite3_errmsg(db: Pointer?): Pointer?
    external fun sqlite3_errstr(code: Int): Pointer?
    external fun sqlite3_extended_result_codes(db: Pointer?, onoff: Int): Int
    external fun sqlite3_busy_timeout(db: Pointer?, milliseconds: Int): Int
    external fun sqlite3_busy_handler(db: Pointer?, handler: SQLiteJNABusyCallback?, context: Pointer?): Int
    external fun sqlite3_limit(db: Pointer?, id: Int, newValue: Int): Int
    external fun sqlite3_interrupt(db: Pointer?)
    external fun sqlite3_get_autocommit(db: Pointer?): Int
    external fun sqlite3_changes(db: Pointer?): Int
    external fun sqlite3_total_changes(db: Pointer?): Int
    external fun sqlite3_last_insert_rowid(db: Pointer?): Long
    external fun sqlite3_db_filename(db: Pointer?, zDbName: ByteArray): Pointer?
    external fun sqlite3_db_readonly(db: Pointer?, zDbName: ByteArray): Int
    external fun sqlite3_wal_checkpoint_v2(
        db: Pointer?, zDb: ByteArray?, eMode: Int, pnLog: IntByReference?, pnCkpt: IntByReference?
    ): Int
    external fun sqlite3_next_stmt(db: Pointer?, stmt: Pointer?): Pointer?
    external fun sqlite3_prepare_v2(
        db: Pointer?, zSql: Pointer?, nByte: Int, ppStmt: PointerByReference, pzTail: PointerByReference?
    ): Int
    external fun sqlite3_step(stmt: Pointer?): Int
    external fun sqlite3_reset(stmt: Pointer?): Int
    external fun sqlite3_finalize(stmt: Pointer?): Int
    external fun sqlite3_clear_bindings(stmt: Pointer?): Int
    external fun sqlite3_sql(stmt: Pointer?): Pointer?
    external fun sqlite3_expanded_sql(stmt: Pointer?): Pointer?
    external fun sqlite3_stmt_readonly(stmt: Pointer?): Int
    external fun sqlite3_stmt_busy(stmt: Pointer?): Int
    external fun sqlite3_stmt_status(stmt: Pointer?, op: Int, resetFlag: Int): Int
    external fun sqlite3_db_handle(stmt: Pointer?): Pointer?
    external fun sqlite3_bind_blob(stmt: Pointer?, index: Int, value: ByteArray?, n: Int, destructor: Pointer?): Int
    external fun sqlite3_bind_blob64(stmt: Pointer?, index: Int, value: ByteArray?, n: Long, destructor: Pointer?): Int
    external fun sqlite3_bind_double(stmt: Pointer?, index: Int, value: Double): Int
    external fun sqlite3_bind_int(stmt: Pointer?, index: Int, value: Int): Int
    external fun sqlite3_bind_int64(stmt: Pointer?, index: Int, value: Long): Int
    external fun sqlite3_bind_null(stmt: Pointer?, index: Int): Int
    external fun sqlite3_bind_text(stmt: Pointer?, index: Int, value: ByteArray?, n: Int, destructor: Pointer?): Int
    external fun sqlite3_bind_text64(
        stmt: Pointer?, index: Int, value: ByteArray?, n: Long, destructor: Pointer?, encoding: Byte
    ): Int
    external fun sqlite3_bind_zeroblob(stmt: Pointer?, index: Int, n: Int): Int
    external fun sqlite3_bind_zeroblob64(stmt: Pointer?, index: Int, n: Long): Int
    external fun sqlite3_bind_parameter_count(stmt: Pointer?): Int
    external fun sqlite3_bind_parameter_name(stmt: Pointer?, index: Int): Pointer?
    external fun sqlite3_bind_parameter_index(stmt: Pointer?, name: ByteArray): Int
    external fun sqlite3_column_count(stmt: Pointer?): Int
    external fun sqlite3_data_count(stmt: Pointer?): Int
    external fun sqlite3_column_type(stmt: Pointer?, column: Int): Int
    external fun sqlite3_column_int(stmt: Pointer?, column: Int): Int
    external fun sqlite3_column_int64(stmt: Pointer?, column: Int): Long
    external fun sqlite3_column_double(stmt: Pointer?, column: Int): Double
    external fun sqlite3_column_text(stmt: Pointer?, column: Int): Pointer?
    external fun sqlite3_column_blob(stmt: Pointer?, column: Int): Pointer?
    external fun sqlite3_column_bytes(stmt: Pointer?, column: Int): Int
    external fun sqlite3_column_value(stmt: Pointer?, column: Int): Pointer?
    external fun sqlite3_column_name(stmt: Pointer?, column: Int): Pointer?
    external fun sqlite3_update_hook(db: Pointer?, callback: SQLiteJNAUpdateCallback?, context: Pointer?): Pointer?
    external fun sqlite3_commit_hook(db: Pointer?, callback: SQLiteJNACommitCallback?, context: Pointer?): Pointer?
    external fun sqlite3_rollback_hook(db: Pointer?, callback: SQLiteJNARollbackCallback?, context: Pointer?): Pointer?
    external fun sqlite3_backup_init(
        destination: Pointer?, destinationName: ByteArray, source: Pointer?, sourceName: ByteArray
    ): Pointer?
    external fun sqlite3_backup_step(backup: Pointer?, pages: Int): Int
    external fun sqlite3_backup_finish(backup: Pointer?): Int
    external fun sqlite3_backup_remaining(backup: Pointer?): Int
    external fun sqlite3_backup_pagecount(backup: Pointer?): Int
    external fun sqlite3_create_function_v2(
        db: Pointer?, zFunctionName: ByteArray, nArg: Int, eTextRep: Int, pApp: Pointer?,
        xFunc: SQLiteJNAFunctionCallback?, xStep: SQLiteJNAFunctionCallback?, xFinal: SQLiteJNAFinalCallback?,
        xDestroy: SQLiteJNADestructor?
    ): Int
    external fun sqlite3_create_collation_v2(
        db: Pointer?, zName: ByteArray, eTextRep: Int, pArg: Pointer?, xCompare: SQLiteJNACollationCallback?,
        xDestroy: SQLiteJNADestructor?
    ): Int
    external fun sqlite3_user_data(context: Pointer?): Pointer?
    external fun sqlite3_aggregate_context(context: Pointer?, nBytes: Int): Pointer?
    external fun sqlite3_value_type(value: Pointer?): Int
    external fun sqlite3_value_int64(value: Pointer?): Long
    external fun sqlite3_value_double(value: Pointer?): Double
    external fun sqlite3_value_text(value: Pointer?): Pointer?
    external fun sqlite3_value_blob(value: Pointer?): Pointer?
    external fun sqlite3_value_bytes(value: Pointer?): Int
    external fun sqlite3_result_null(context: Pointer?)
    external fun sqlite3_result_int64(context: Pointer?, value: Long)
    external fun sqlite3_result_double(context: Pointer?, value: Double)
    external fun sqlite3_result_text64(
        context: Pointer?, value: ByteArray?, n: Long, destructor: Pointer?, encoding: Byte
    )
    external fun sqlite3_result_blob64(context: Pointer?, value: ByteArray?, n: Long, destructor: Pointer?)
    external fun sqlite3_result_zeroblob(context: Pointer?, n: Int)
    external fun sqlite3_result_error(context: Pointer?, message: ByteArray?, n: Int)
    external fun sqlite3_result_error_code(context: Pointer?, code: Int)
}

/// `sqlite3_compileoption_used` and `_get`: absent with `SQLITE_OMIT_COMPILEOPTION_DIAGS`.
internal object SQLite3CompileOptions {
    external fun sqlite3_compileoption_used(name: ByteArray): Int
    external fun sqlite3_compileoption_get(index: Int): Pointer?
}

/// `sqlite3_enable_shared_cache`: absent with `SQLITE_OMIT_SHARED_CACHE`; looked up, never called.
internal object SQLite3SharedCache {
    external fun sqlite3_enable_shared_cache(enable: Int): Int
}

/// `sqlite3_complete`: absent with `SQLITE_OMIT_COMPLETE`.
internal object SQLite3Complete {
    external fun sqlite3_complete(sql: ByteArray): Int
}

/// `sqlite3_error_offset` (SQLite 3.38).
internal object SQLite3ErrorOffset {
    external fun sqlite3_error_offset(db: Pointer?): Int
}

/// `sqlite3_txn_state` (SQLite 3.34).
internal object SQLite3TxnState {
    external fun sqlite3_txn_state(db: Pointer?, schema: ByteArray?): Int
}

/// `sqlite3_changes64` and `sqlite3_total_changes64` (SQLite 3.37).
internal object SQLite3Changes64 {
    external fun sqlite3_changes64(db: Pointer?): Long
    external fun sqlite3_total_changes64(db: Pointer?): Long
}

/// `sqlite3_prepare_v3` (SQLite 3.20).
internal object SQLite3PrepareV3 {
    external fun sqlite3_prepare_v3(
        db: Pointer?, zSql: Pointer?, nByte: Int, prepFlags: Int, ppStmt: PointerByReference, pzTail: PointerByReference?
    ): Int
}

/// `sqlite3_stmt_isexplain` (SQLite 3.28).
internal object SQLite3StmtIsExplain {
    external fun sqlite3_stmt_isexplain(stmt: Pointer?): Int
}

/// `sqlite3_progress_handler`: absent with `SQLITE_OMIT_PROGRESS_CALLBACK`.
internal object SQLite3Progress {
    external fun sqlite3_progress_handler(db: Pointer?, instructions: Int, handler: SQLiteJNAProgressCallback?, context: Pointer?)
}

/// `sqlite3_db_mutex`.
internal object SQLite3DbMutex {
    external fun sqlite3_db_mutex(db: Pointer?): Pointer?
}

/// `sqlite3_column_decltype`: absent with `SQLITE_OMIT_DECLTYPE`.
internal object SQLite3Decltype {
    external fun sqlite3_column_decltype(stmt: Pointer?, column: Int): Pointer?
}

/// The column metadata functions: present with `SQLITE_ENABLE_COLUMN_METADATA`.
internal object SQLite3ColumnMetadata {
    external fun sqlite3_column_database_name(stmt: Pointer?, column: Int): Pointer?
    external fun sqlite3_column_table_name(stmt: Pointer?, column: Int): Pointer?
    external fun sqlite3_column_origin_name(stmt: Pointer?, column: Int): Pointer?
}

/// `sqlite3_trace_v2`: absent with `SQLITE_OMIT_TRACE`.
internal object SQLite3Trace {
    external fun sqlite3_trace_v2(db: Pointer?, mask: Int, callback: SQLiteJNATraceCallback?, context: Pointer?): Int
}

/// `sqlite3_set_authorizer`: absent with `SQLITE_OMIT_AUTHORIZATION`.
internal object SQLite3Authorizer {
    external fun sqlite3_set_authorizer(db: Pointer?, callback: SQLiteJNAAuthorizerCallback?, context: Pointer?): Int
}

/// `sqlite3_wal_hook`: absent with `SQLITE_OMIT_WAL`.
internal object SQLite3Wal {
    external fun sqlite3_wal_hook(db: Pointer?, callback: SQLiteJNAWALCallback?, context: Pointer?): Pointer?
}

/// `sqlite3_serialize` and `sqlite3_deserialize` (SQLite 3.36, or 3.23 with SQLITE_ENABLE_DESERIALIZE).
internal object SQLite3Serialization {
    external fun sqlite3_serialize(db: Pointer?, schema: ByteArray, size: LongByReference?, flags: Int): Pointer?
    external fun sqlite3_deserialize(
        db: Pointer?, schema: ByteArray, data: Pointer?, szDb: Long, szBuf: Long, flags: Int
    ): Int
}

/// `sqlite3_create_window_function` (SQLite 3.25).
internal object SQLite3WindowFunctions {
    external fun sqlite3_create_window_function(
        db: Pointer?, zFunctionName: ByteArray, nArg: Int, eTextRep: Int, pApp: Pointer?,
        xStep: SQLiteJNAFunctionCallback?, xFinal: SQLiteJNAFinalCallback?, xValue: SQLiteJNAFinalCallback?,
        xInverse: SQLiteJNAFunctionCallback?, xDestroy: SQLiteJNADestructor?
    ): Int
}

/// `sqlite3_enable_load_extension` and `sqlite3_load_extension`: absent with `SQLITE_OMIT_LOAD_EXTENSION`.
internal object SQLite3LoadExtension {
    external fun sqlite3_enable_load_extension(db: Pointer?, onoff: Int): Int
    external fun sqlite3_load_extension(
        db: Pointer?, file: ByteArray, entryPoint: ByteArray?, errorMessage: PointerByReference?
    ): Int
}

/// Incremental blob I/O (`sqlite3_blob_*`): absent with `SQLITE_OMIT_INCRBLOB` (Table/BlobFunctions.swift).
internal object SQLite3Blob {
    external fun sqlite3_blob_open(
        db: Pointer?, schema: ByteArray, table: ByteArray, column: ByteArray, row: Long, flags: Int,
        blob: PointerByReference
    ): Int
    external fun sqlite3_blob_read(blob: Pointer?, buffer: ByteArray, n: Int, offset: Int): Int
    external fun sqlite3_blob_write(blob: Pointer?, buffer: ByteArray, n: Int, offset: Int): Int
    external fun sqlite3_blob_bytes(blob: Pointer?): Int
    external fun sqlite3_blob_reopen(blob: Pointer?, row: Long): Int
    external fun sqlite3_blob_close(blob: Pointer?): Int
}

/// The encryption-key functions of SQLCipher and SQLite3 Multiple Ciphers (Table/KeyFunctions.swift).
internal object SQLite3Keys {
    external fun sqlite3_key_v2(db: Pointer?, schema: ByteArray, key: ByteArray?, n: Int): Int
    external fun sqlite3_rekey_v2(db: Pointer?, schema: ByteArray, key: ByteArray?, n: Int): Int
}

/// The session extension: present with `SQLITE_ENABLE_SESSION` and `SQLITE_ENABLE_PREUPDATE_HOOK`
/// (Table/SessionFunctions.swift). Changeset buffers go in as `ByteArray`s (copied for the call).
internal object SQLite3Sessions {
    external fun sqlite3session_create(db: Pointer?, schema: ByteArray, session: PointerByReference): Int
    external fun sqlite3session_delete(session: Pointer?)
    external fun sqlite3session_attach(session: Pointer?, table: ByteArray?): Int
    external fun sqlite3session_enable(session: Pointer?, enable: Int): Int
    external fun sqlite3session_isempty(session: Pointer?): Int
    external fun sqlite3session_changeset(session: Pointer?, size: IntByReference, buffer: PointerByReference): Int
    external fun sqlite3session_patchset(session: Pointer?, size: IntByReference, buffer: PointerByReference): Int
    external fun sqlite3changeset_invert(n: Int, input: ByteArray?, size: IntByReference, buffer: PointerByReference): Int
    external fun sqlite3changeset_concat(
        nA: Int, a: ByteArray?, nB: Int, b: ByteArray?, size: IntByReference, buffer: PointerByReference
    ): Int
    external fun sqlite3changeset_apply(
        db: Pointer?, n: Int, changeset: Pointer?, filter: SQLiteJNATableFilterCallback?,
        conflict: SQLiteJNAConflictCallback?, context: Pointer?
    ): Int
    external fun sqlite3changeset_start(iterator: PointerByReference, n: Int, changeset: Pointer?): Int
    external fun sqlite3changeset_next(iterator: Pointer?): Int
    external fun sqlite3changeset_op(
        iterator: Pointer?, table: PointerByReference, columns: IntByReference, operation: IntByReference,
        indirect: IntByReference
    ): Int
    external fun sqlite3changeset_old(iterator: Pointer?, column: Int, value: PointerByReference): Int
    external fun sqlite3changeset_new(iterator: Pointer?, column: Int, value: PointerByReference): Int
    external fun sqlite3changeset_conflict(iterator: Pointer?, column: Int, value: PointerByReference): Int
    external fun sqlite3changeset_fk_conflicts(iterator: Pointer?, count: IntByReference): Int
    external fun sqlite3changeset_finalize(iterator: Pointer?): Int
}

/// `sqlite3_db_config`, variadic: called through JNA's interface mapping, whose `vararg` methods
/// JNA calls with the real variadic convention (direct mapping has no varargs). Loaded per library
/// with `com.sun.jna.Native.load`, for the one call that needs it.
internal interface SQLiteJNAVariadic : Library {
    fun sqlite3_db_config(db: Pointer?, op: Int, vararg arguments: Any?): Int
}

// MARK: - Callbacks (JNA calls the one method of each interface)
//
// Every implementation catches every Throwable: an exception must never unwind into SQLite.

/// `xFunc`, `xStep`, `xInverse`: context, argument count, `sqlite3_value **`.
interface SQLiteJNAFunctionCallback : Callback {
    fun invoke(context: Pointer?, count: Int, values: Pointer?)
}

/// `xFinal`, `xValue`: context.
interface SQLiteJNAFinalCallback : Callback {
    fun invoke(context: Pointer?)
}

/// `xDestroy` of a function or collation: its user data.
interface SQLiteJNADestructor : Callback {
    fun invoke(userData: Pointer?)
}

/// A collation: user data, the byte count and UTF-8 bytes of each string (not NUL-terminated).
interface SQLiteJNACollationCallback : Callback {
    fun invoke(userData: Pointer?, leftCount: Int, left: Pointer?, rightCount: Int, right: Pointer?): Int
}

/// `sqlite3_update_hook`: context, operation, schema name, table name, rowid.
interface SQLiteJNAUpdateCallback : Callback {
    fun invoke(context: Pointer?, operation: Int, schema: Pointer?, table: Pointer?, rowID: Long)
}

/// `sqlite3_set_authorizer`: context, action code, its two arguments, database name, innermost
/// trigger or view; returns SQLITE_OK, SQLITE_DENY or SQLITE_IGNORE.
interface SQLiteJNAAuthorizerCallback : Callback {
    fun invoke(context: Pointer?, action: Int, first: Pointer?, second: Pointer?, database: Pointer?, trigger: Pointer?): Int
}

/// `sqlite3_commit_hook`: non-zero turns the commit into a rollback.
interface SQLiteJNACommitCallback : Callback {
    fun invoke(context: Pointer?): Int
}

/// `sqlite3_rollback_hook`.
interface SQLiteJNARollbackCallback : Callback {
    fun invoke(context: Pointer?)
}

/// `sqlite3_wal_hook`: context, connection, schema name, pages in the WAL file.
interface SQLiteJNAWALCallback : Callback {
    fun invoke(context: Pointer?, db: Pointer?, schema: Pointer?, pages: Int): Int
}

/// `sqlite3_trace_v2`: event, context, P and X.
interface SQLiteJNATraceCallback : Callback {
    fun invoke(event: Int, context: Pointer?, p: Pointer?, x: Pointer?): Int
}

/// `sqlite3_busy_handler`: context, times called for this lock; non-zero tries again.
interface SQLiteJNABusyCallback : Callback {
    fun invoke(context: Pointer?, count: Int): Int
}

/// `sqlite3_progress_handler`: context; non-zero stops the running statement with `SQLITE_INTERRUPT`.
interface SQLiteJNAProgressCallback : Callback {
    fun invoke(context: Pointer?): Int
}

/// The conflict handler of `sqlite3changeset_apply`: context, conflict kind, iterator.
interface SQLiteJNAConflictCallback : Callback {
    fun invoke(context: Pointer?, kind: Int, iterator: Pointer?): Int
}

/// The table filter of `sqlite3changeset_apply`: context, table name.
interface SQLiteJNATableFilterCallback : Callback {
    fun invoke(context: Pointer?, table: Pointer?): Int
}
