// Prepared statements over JNA: the Kotlin form of Sources/SQLFFI/Statement.
package sqlffi.module

import com.sun.jna.Memory
import com.sun.jna.Pointer
import com.sun.jna.ptr.PointerByReference

/// SQL text that holds one or more statements, compiled one statement at a time: copied once into
/// native memory as NUL-terminated UTF-8, so that SQLite's tail pointer can be read as a byte offset.
class SQLiteJNAScript(sql: String) {
    private val utf8: ByteArray = sql.toByteArray(Charsets.UTF_8)
    /// The byte length of the text, without the terminating NUL.
    val byteCount: Int = utf8.size
    private var memory: Memory? = null
    /// The byte offset where the next statement starts.
    var position = 0
        private set
    /// The byte offset where the most recently compiled statement starts.
    var statementStart = 0
        private set
    /// The byte offset of the first NUL character inside the text, if any.
    private val nulOffset: Int? = utf8.indexOf(0.toByte()).takeIf { it >= 0 }

    private fun text(): Memory = memory ?: Memory(byteCount + 1L).also {
        it.write(0, utf8, 0, byteCount)
        it.setByte(byteCount.toLong(), 0)
        memory = it
    }

    /// Frees the native copy now rather than when the garbage collector gets to it.
    fun release() {
        memory?.close()
        memory = null
    }

    /// Compiles the next statement; null when only white space and comments remain. A failure's
    /// offset is counted from the start of the whole text.
    fun next(connection: SQLiteJNAConnection, persistent: Boolean = false): SQLiteJNAStatement? {
        val handle = connection.raw ?: throw SQLiteJNAFailure.connectionClosed()
        connection.checkBeforeRunning()
        connection.reap()
        nulOffset?.let {
            // SQLite stops reading SQL at a NUL: refuse the text rather than drop what follows.
            throw SQLiteJNAFailure(
                SQLiteJNAConstants.ERROR,
                "the SQL text contains a NUL character at byte $it; SQLite would ignore the rest",
                offset = it,
            )
        }
        val library = connection.library
        while (position < byteCount) {
            val remaining = byteCount - position
            val text = text()
            val start = text.share(position.toLong())
            val statementOut = PointerByReference()
            val tail = PointerByReference()
            // The length counts the terminating NUL: SQLite then reads the text in place.
            val length = remaining + 1
            val code = if (library.has(SQLiteJNAFamily.PREPARE_V3)) {
                val flags = if (persistent) SQLiteJNAConstants.PREPARE_PERSISTENT else 0
                SQLite3PrepareV3.sqlite3_prepare_v3(handle, start, length, flags, statementOut, tail)
            } else {
                SQLite3.sqlite3_prepare_v2(handle, start, length, statementOut, tail)
            }
            statementStart = position
            val statement = statementOut.value
            if (code != SQLiteJNAConstants.OK) {
                var failure = connection.failure(code)
                failure.offset?.let { failure = failure.withOffset(it + position) }
                if (statement != null) SQLite3.sqlite3_finalize(statement)
                throw failure
            }
            val consumed = tail.value?.let { (Pointer.nativeValue(it) - Pointer.nativeValue(text)).toInt() } ?: byteCount
            val advanced = consumed > position
            position = if (advanced) minOf(consumed, byteCount) else byteCount
            if (statement != null) return SQLiteJNAStatement(statement, connection)
            if (!advanced) break
        }
        position = byteCount
        return null
    }

    /// Whether anything but white space, semicolons and comments follows the current position.
    val hasMore: Boolean
        get() {
            var index = position
            while (index < byteCount) {
                when (utf8[index].toInt()) {
                    0x20, 0x09, 0x0A, 0x0C, 0x0D, 0x3B -> index += 1
                    0x2D -> {
                        if (index + 1 >= byteCount || utf8[index + 1].toInt() != 0x2D) return true
                        index += 2
                        while (index < byteCount && utf8[index].toInt() != 0x0A) index += 1
                    }
                    0x2F -> {
                        if (index + 1 >= byteCount || utf8[index + 1].toInt() != 0x2A) return true
                        index += 2
                        while (index < byteCount &&
                            !(utf8[index].toInt() == 0x2A && index + 1 < byteCount && utf8[index + 1].toInt() == 0x2F)
                        ) {
                            index += 1
                        }
                        index += 2
                    }
                    else -> return true
                }
            }
            return false
        }
}

/// A column of the current row: its datatype code and, for INTEGER and FLOAT, the number.
class SQLiteJNAColumnValue(val type: Int, val integer: Long = 0, val real: Double = 0.0) {
    companion object {
        val NULL = SQLiteJNAColumnValue(SQLiteJNAConstants.NULL)
    }
}

/// A prepared statement (`sqlite3_stmt *`), registered with its connection, which finalizes it when
/// it closes. Every call checks that the statement and its connection are open, and answers with a
/// failure or a neutral value (NULL, 0) instead of touching freed memory. Parameter indexes are
/// 1-based, column indexes 0-based.
class SQLiteJNAStatement internal constructor(handle: Pointer, val connection: SQLiteJNAConnection) : SQLiteJNAOwned {
    internal var raw: Pointer? = handle
        private set
    private val readsUnderMutex = connection.isSerialized
    internal var previousOpen: SQLiteJNAStatement? = null
    internal var nextOpen: SQLiteJNAStatement? = null
    internal var isStepping = false
    internal var changedDuringStep = false
    private var finalizeAfterStep: Pointer? = null
    internal var isKept = false
    private var owner: SQLiteJNAOwnerReference? = null

    init {
        connection.register(this)
    }

    /// Whether the statement can still run.
    val isLive: Boolean get() = raw != null

    /// Has the connection finalize this statement, on its own thread, once `owner` is collected
    /// (the owner's release then finalizes it, as a Swift deinit would).
    fun adopt(owner: Any) {
        if (raw != null && this.owner == null) this.owner = connection.adopt(this, owner)
    }

    /// `finalize` for the owner that `adopt` named: when the owner is being collected (the garbage
    /// collector's thread calls a Kotlin `finalize()`), it leaves the statement to the connection.
    fun finalizeFromOwner() {
        val reference = owner
        if (reference != null && reference.get() == null) return
        finalize()
    }

    override fun closeAbandoned() = finalize()

    /// Destroys the statement (`sqlite3_finalize`); idempotent. During its own step (a callback
    /// asked), it reads as finalized at once and `sqlite3_finalize` waits until the step returns.
    fun finalize() {
        val handle = raw ?: return
        raw = null
        connection.unregister(this)
        connection.disown(owner)
        owner = null
        if (isStepping) {
            finalizeAfterStep = handle
            connection.noteChangedDuringStep(this)
            return
        }
        SQLite3.sqlite3_finalize(handle)
        // Finalizing part-way through an aggregate runs its final callback, which may have closed
        // the connection.
        if (connection.needsCallCheck) connection.finishCallQuietly()
    }

    /// Marks the statement as kept for reuse, so that `closeUnkept` leaves it open.
    fun keep() {
        if (raw == null || isKept) return
        isKept = true
        connection.unkeptStatementCount -= 1
    }

    /// The failure for a finalized statement or a closed connection.
    val closedFailure: SQLiteJNAFailure
        get() = if (connection.raw == null) SQLiteJNAFailure.connectionClosed() else SQLiteJNAFailure.statementFinalized()

    // MARK: - Running

    /// Runs the statement to its next row (`sqlite3_step`): true when a row is ready.
    fun step(): Boolean {
        val handle = raw ?: throw closedFailure
        connection.checkBeforeRunning()
        isStepping = true
        val code = try {
            SQLite3.sqlite3_step(handle)
        } finally {
            isStepping = false
        }
        if (connection.needsCallCheck) finishStep()
        if (code == SQLiteJNAConstants.ROW) return true
        if (code == SQLiteJNAConstants.DONE) return false
        throw connection.failure(code)
    }

    /// Resets the statement; its bindings stay (`sqlite3_reset`). Returns the code of the failed
    /// step when the last step failed, else `SQLITE_OK`; during its own step, the reset waits until
    /// the step returns.
    fun reset(): Int {
        val handle = raw ?: return SQLiteJNAConstants.MISUSE
        if (isStepping) {
            connection.noteChangedDuringStep(this)
            return SQLiteJNAConstants.OK
        }
        val code = SQLite3.sqlite3_reset(handle)
        if (connection.needsCallCheck) connection.finishCallQuietly()
        return code
    }

    /// After a step during which a callback ran: finalizes or resets this statement if the callback
    /// asked, closes the connection if it asked, and throws when either happened.
    private fun finishStep() {
        if (!changedDuringStep) return connection.finishCall()
        changedDuringStep = false
        connection.noteStepChangeHandled()
        val pending = finalizeAfterStep
        if (pending != null) {
            finalizeAfterStep = null
            SQLite3.sqlite3_finalize(pending)
        } else {
            raw?.let { SQLite3.sqlite3_reset(it) }
        }
        connection.finishCall()
        throw SQLiteJNAFailure.statementChangedDuringStep()
    }

    /// Sets every parameter to NULL (`sqlite3_clear_bindings`).
    fun clearBindings() {
        val handle = raw ?: throw closedFailure
        val code = SQLite3.sqlite3_clear_bindings(handle)
        if (code != SQLiteJNAConstants.OK) throw connection.failure(code)
    }

    // MARK: - Binding

    private fun check(code: Int, index: Int) {
        if (code == SQLiteJNAConstants.OK) return
        var failure = connection.failure(code)
        if (failure.code == SQLiteJNAConstants.RANGE) {
            val count = parameterCount
            failure = failure.withMessage(
                "parameter index $index is out of range: the statement has $count parameter(s)" +
                    if (count > 0) ", numbered 1...$count" else "",
            )
        }
        throw failure
    }

    /// Binds a 64-bit integer (`sqlite3_bind_int64`).
    fun bind(value: Long, index: Int) {
        val handle = raw ?: throw closedFailure
        check(SQLite3.sqlite3_bind_int64(handle, index, value), index)
    }

    /// Binds a floating-point value (`sqlite3_bind_double`); SQLite stores NaN as NULL.
    fun bind(value: Double, index: Int) {
        val handle = raw ?: throw closedFailure
        check(SQLite3.sqlite3_bind_double(handle, index, value), index)
    }

    /// Binds NULL (`sqlite3_bind_null`).
    fun bindNull(index: Int) {
        val handle = raw ?: throw closedFailure
        check(SQLite3.sqlite3_bind_null(handle, index), index)
    }

    /// Binds text by its UTF-8 bytes and their count (`sqlite3_bind_text64`, copied by SQLite), so
    /// an embedded NUL is kept and "" is empty text, not NULL.
    fun bind(value: String, index: Int) {
        val handle = raw ?: throw closedFailure
        val (bytes, count) = SQLiteJNAText.counted(value)
        check(
            SQLite3.sqlite3_bind_text64(handle, index, bytes, count.toLong(), TRANSIENT, SQLiteJNAConstants.UTF8),
            index,
        )
    }

    /// Binds a blob (`sqlite3_bind_blob64`, copied by SQLite); an empty one is a zero-length blob.
    fun bind(value: ByteArray, index: Int) {
        val handle = raw ?: throw closedFailure
        val code = if (value.isEmpty()) {
            SQLite3.sqlite3_bind_zeroblob(handle, index, 0)
        } else {
            SQLite3.sqlite3_bind_blob64(handle, index, value, value.size.toLong(), TRANSIENT)
        }
        check(code, index)
    }

    /// Binds a blob of `count` zero bytes (`sqlite3_bind_zeroblob64`).
    fun bindZeroBlob(count: Long, index: Int) {
        val handle = raw ?: throw closedFailure
        check(SQLite3.sqlite3_bind_zeroblob64(handle, index, maxOf(0L, count)), index)
    }

    /// The number of parameters: the largest index (`sqlite3_bind_parameter_count`).
    val parameterCount: Int get() = raw?.let { SQLite3.sqlite3_bind_parameter_count(it) } ?: 0

    /// The name of parameter `index` with its prefix; null for a nameless `?`.
    fun parameterName(index: Int): String? =
        raw?.let { SQLiteJNAText.read(SQLite3.sqlite3_bind_parameter_name(it, index)) }

    // MARK: - Reading columns

    /// The number of result columns (`sqlite3_column_count`).
    val columnCount: Int get() = raw?.let { SQLite3.sqlite3_column_count(it) } ?: 0

    /// The name of result column `column` (`sqlite3_column_name`).
    fun columnName(column: Int): String? = raw?.let { SQLiteJNAText.read(SQLite3.sqlite3_column_name(it, column)) }

    /// The declared type of `column`; null for an expression, and with `SQLITE_OMIT_DECLTYPE`.
    fun declaredType(column: Int): String? {
        val handle = raw ?: return null
        if (!connection.library.has(SQLiteJNAFamily.DECLTYPE)) return null
        return SQLiteJNAText.read(SQLite3Decltype.sqlite3_column_decltype(handle, column))
    }

    /// The datatype code of a column of the current row; `SQLITE_NULL` when no row is ready, the
    /// index is out of range or the statement is finalized.
    fun type(column: Int): Int = raw?.let { SQLite3.sqlite3_column_type(it, column) } ?: SQLiteJNAConstants.NULL

    /// A column as a 64-bit integer; 0 for NULL, out of range or finalized.
    fun int64(column: Int): Long = raw?.let { SQLite3.sqlite3_column_int64(it, column) } ?: 0

    /// A column as a floating-point value; 0.0 for NULL, out of range or finalized.
    fun double(column: Int): Double = raw?.let { SQLite3.sqlite3_column_double(it, column) } ?: 0.0

    /// A column as text, read by its byte count (`sqlite3_column_text`, then `_bytes`), so embedded
    /// NUL characters stay; null for NULL.
    fun text(column: Int): String? {
        val handle = raw ?: return null
        val text = SQLite3.sqlite3_column_text(handle, column) ?: return null
        return SQLiteJNAText.read(text, SQLite3.sqlite3_column_bytes(handle, column))
    }

    /// A column's bytes: null for NULL, empty for a zero-length blob or text.
    fun data(column: Int): ByteArray? {
        val handle = raw ?: return null
        if (SQLite3.sqlite3_column_type(handle, column) == SQLiteJNAConstants.NULL) return null
        val bytes = SQLite3.sqlite3_column_blob(handle, column) ?: return ByteArray(0)
        return SQLiteJNAText.bytes(bytes, SQLite3.sqlite3_column_bytes(handle, column))
    }

    /// A column with its datatype code and, for INTEGER and FLOAT, its number, in one column lookup
    /// (`sqlite3_column_value`); on a serialized connection through the column functions that take
    /// its mutex, since its `sqlite3_value` would be unprotected.
    fun columnValue(column: Int): SQLiteJNAColumnValue {
        val handle = raw ?: return SQLiteJNAColumnValue.NULL
        if (readsUnderMutex) {
            val type = SQLite3.sqlite3_column_type(handle, column)
            return when (type) {
                SQLiteJNAConstants.INTEGER -> SQLiteJNAColumnValue(type, integer = SQLite3.sqlite3_column_int64(handle, column))
                SQLiteJNAConstants.FLOAT -> SQLiteJNAColumnValue(type, real = SQLite3.sqlite3_column_double(handle, column))
                else -> SQLiteJNAColumnValue(type)
            }
        }
        val value = SQLite3.sqlite3_column_value(handle, column) ?: return SQLiteJNAColumnValue.NULL
        return SQLiteJNAValues.columnValue(value)
    }

    // MARK: - Description

    /// The SQL text the statement was prepared from (`sqlite3_sql`).
    val sql: String get() = raw?.let { SQLiteJNAText.read(SQLite3.sqlite3_sql(it)) } ?: ""

    /// The SQL with the current bindings expanded (`sqlite3_expanded_sql`).
    val expandedSQL: String?
        get() {
            val handle = raw ?: return null
            val text = SQLite3.sqlite3_expanded_sql(handle) ?: return null
            try {
                return SQLiteJNAText.read(text)
            } finally {
                SQLite3.sqlite3_free(text)
            }
        }

    /// Whether the statement writes nothing to the database file directly (`sqlite3_stmt_readonly`).
    val isReadOnly: Boolean get() = raw?.let { SQLite3.sqlite3_stmt_readonly(it) != 0 } ?: true

    /// Whether the statement has stepped and not finished or been reset (`sqlite3_stmt_busy`).
    val isBusy: Boolean get() = raw?.let { SQLite3.sqlite3_stmt_busy(it) != 0 } ?: false

    /// A performance counter (`sqlite3_stmt_status`); null when the library predates the counter.
    fun status(counter: Int, reset: Boolean = false): Int? {
        val handle = raw ?: return null
        val version = connection.library.versionNumber
        when (counter) {
            1, 2, 3, 4 -> {}
            5, 6, 99 -> if (version < 3_020_000) return null
            7, 8 -> if (version < 3_035_000) return null
            else -> return null
        }
        return SQLite3.sqlite3_stmt_status(handle, counter, if (reset) 1 else 0)
    }

    // MARK: - Lookups by name (SQLiteStatement+Names.swift)

    private var columnIndexes: HashMap<String, Int>? = null
    private var parameterIndexes: HashMap<String, Int>? = null

    /// The index of the result column named `name` (compared without regard to case, the first
    /// when several share it), or null.
    fun columnIndex(name: String): Int? {
        val indexes = columnIndexes ?: HashMap<String, Int>().also { made ->
            for (column in 0 until columnCount) {
                val columnName = columnName(column) ?: ""
                made.putIfAbsent(columnName, column)
                made.putIfAbsent(columnName.lowercase(), column)
            }
            columnIndexes = made
        }
        return indexes[name] ?: indexes[name.lowercase()]
    }

    /// The 1-based index of the parameter named `name`, with its prefix (`:id`, `@id`, `$id`) or
    /// without; throws `SQLITE_RANGE` naming the statement's parameters when none is called so.
    fun parameterIndex(name: String): Int {
        val indexes = parameterIndexes ?: HashMap<String, Int>().also { made ->
            val names = parameterNames()
            for ((offset, parameterName) in names.withIndex()) {
                if (parameterName != null) made[parameterName] = offset + 1
            }
            for ((offset, parameterName) in names.withIndex()) {
                if (parameterName == null) continue
                val bare = parameterName.drop(1)
                if (bare.isNotEmpty()) made.putIfAbsent(bare, offset + 1)
            }
            parameterIndexes = made
        }
        indexes[name]?.let { return it }
        if (!isLive) throw closedFailure
        val known = parameterNames().filterNotNull()
        throw SQLiteJNAFailure(
            SQLiteJNAConstants.RANGE,
            "no parameter named '" + name + "'; the statement's named parameters are: " +
                if (known.isEmpty()) "none" else known.joinToString(", "),
        )
    }

    private fun parameterNames(): List<String?> = (1..parameterCount).map { parameterName(it) }

    internal companion object {
        /// `SQLITE_TRANSIENT`: SQLite copies the value before the bind call returns.
        val TRANSIENT: Pointer = Pointer(-1)
    }
}

/// Reading `sqlite3_value`s (columns, function arguments, changeset values).
internal object SQLiteJNAValues {
    fun columnValue(value: Pointer): SQLiteJNAColumnValue {
        val type = SQLite3.sqlite3_value_type(value)
        return when (type) {
            SQLiteJNAConstants.INTEGER -> SQLiteJNAColumnValue(type, integer = SQLite3.sqlite3_value_int64(value))
            SQLiteJNAConstants.FLOAT -> SQLiteJNAColumnValue(type, real = SQLite3.sqlite3_value_double(value))
            else -> SQLiteJNAColumnValue(type)
        }
    }

    /// The value as text by its byte count; "" for NULL.
    fun text(value: Pointer): String {
        val text = SQLite3.sqlite3_value_text(value) ?: return ""
        return SQLiteJNAText.read(text, SQLite3.sqlite3_value_bytes(value))
    }

    /// The value's bytes; empty for NULL and a zero-length blob.
    fun bytes(value: Pointer): ByteArray {
        val bytes = SQLite3.sqlite3_value_blob(value) ?: return ByteArray(0)
        return SQLiteJNAText.bytes(bytes, SQLite3.sqlite3_value_bytes(value))
    }
}
