// Backups, incremental blob I/O, sessions and changesets over JNA: the Kotlin form of
// Sources/SQLFFI/MovingData. Blobs, backups and sessions are dependents of their connection, which
// ends them before it closes (SQLite requires it).
package sqlffi.module

import com.sun.jna.Memory
import com.sun.jna.Pointer
import com.sun.jna.ptr.IntByReference
import com.sun.jna.ptr.PointerByReference

/// A C object on a connection that the connection ends before it closes, and ends on its own
/// thread once the object's owner is collected (see `SQLiteJNAOwned`): a blob, backup or session.
abstract class SQLiteJNAConnectionObject internal constructor(
    /// The connection the object belongs to (a backup's destination).
    val connection: SQLiteJNAConnection,
) : SQLiteJNADependent, SQLiteJNAOwned {
    /// The C handle, null once ended.
    internal var raw: Pointer? = null
        private set
    private var owner: SQLiteJNAOwnerReference? = null

    /// Whether the object is still open.
    val isOpen: Boolean get() = raw != null

    /// Has the connection end the object, on its thread, once `owner` is collected.
    fun adopt(owner: Any) {
        if (raw != null && this.owner == null) this.owner = connection.adopt(this, owner)
    }

    /// Records the handle of the object just made, so that the connection ends it before closing.
    internal open fun opened(handle: Pointer) {
        raw = handle
        connection.addDependent(this)
    }

    /// The handle to end, once: the connection forgets the object; null when it has ended.
    internal open fun take(): Pointer? {
        val handle = raw ?: return null
        raw = null
        connection.removeDependent(this)
        connection.disown(owner)
        owner = null
        return handle
    }

    /// Ends the object (idempotent).
    internal abstract fun end()

    override fun closeBeforeConnection() = end()

    override fun closeAbandoned() = end()
}

/// An online backup in progress (`sqlite3_backup *`): copies one schema of `source` into one schema
/// of `destination`, some pages per `step`. Both connections end it when they close.
class SQLiteJNABackup(
    val destination: SQLiteJNAConnection, destinationSchema: String, val source: SQLiteJNAConnection,
    sourceSchema: String,
) : SQLiteJNAConnectionObject(destination) {
    /// Whether the last step copied the last page.
    var isComplete = false
        private set
    /// Pages still to copy after the last step (`sqlite3_backup_remaining`); 0 before the first.
    var remaining = 0
        private set
    /// Pages of the source at the last step (`sqlite3_backup_pagecount`); 0 before the first.
    var pageCount = 0
        private set

    init {
        val destinationHandle = destination.raw ?: throw SQLiteJNAFailure.connectionClosed()
        val sourceHandle = source.raw ?: throw SQLiteJNAFailure.connectionClosed()
        opened(
            SQLite3.sqlite3_backup_init(
                destinationHandle, SQLiteJNAText.cString(destinationSchema), sourceHandle,
                SQLiteJNAText.cString(sourceSchema),
            ) ?: throw destination.failure(SQLite3.sqlite3_errcode(destinationHandle)),
        )
    }

    override fun opened(handle: Pointer) {
        super.opened(handle)
        source.addDependent(this)
    }

    override fun take(): Pointer? = super.take()?.also { source.removeDependent(this) }

    /// Whether the backup has finished (completed, failed or ended early).
    val isFinished: Boolean get() = !isOpen

    /// Copies up to `pages` pages (negative: all) with `sqlite3_backup_step`; true when complete,
    /// after which the backup is finished. `SQLITE_BUSY` and `SQLITE_LOCKED` (retried here for the
    /// destination's busy timeout) leave it open; any other error finishes it.
    fun step(pages: Int): Boolean {
        val handle = raw ?: run {
            if (isComplete) return true
            throw SQLiteJNAFailure(SQLiteJNAConstants.MISUSE, "the backup is finished")
        }
        val started = System.nanoTime()
        val budget = destination.busyTimeoutMilliseconds.toLong() * 1_000_000
        var code = SQLite3.sqlite3_backup_step(handle, pages)
        while (code == SQLiteJNAConstants.LOCKED && System.nanoTime() - started < budget) {
            Thread.sleep(2)
            code = SQLite3.sqlite3_backup_step(handle, pages)
        }
        remaining = SQLite3.sqlite3_backup_remaining(handle)
        pageCount = SQLite3.sqlite3_backup_pagecount(handle)
        when (code and 0xff) {
            SQLiteJNAConstants.OK -> return false
            SQLiteJNAConstants.DONE -> {
                isComplete = true
                finish()?.let { throw it }
                return true
            }
            SQLiteJNAConstants.BUSY, SQLiteJNAConstants.LOCKED -> {
                val detail = if (code and 0xff == SQLiteJNAConstants.BUSY) {
                    " (after the busy timeout of the connection whose lock was needed)"
                } else {
                    " (retried for the destination's busy timeout of ${destination.busyTimeoutMilliseconds} ms)"
                }
                throw SQLiteJNAFailure(code, destination.library.describe(code) + detail)
            }
            else -> {
                var failure = destination.failure(code)
                if (failure.extendedCode and 0xff != code and 0xff) {
                    failure = SQLiteJNAFailure(code, destination.library.describe(code))
                }
                finish()
                throw failure
            }
        }
    }

    /// Ends the backup (`sqlite3_backup_finish`); idempotent. Returns the failure SQLite reports for
    /// the backup as a whole, if any (only the first call can).
    fun finish(): SQLiteJNAFailure? {
        val handle = take() ?: return null
        val code = SQLite3.sqlite3_backup_finish(handle)
        if (code == SQLiteJNAConstants.OK) return null
        return destination.failure(code)
    }

    override fun end() {
        finish()
    }
}

/// A blob opened for incremental I/O (`sqlite3_blob *`). Its size is fixed. When its row changes,
/// it expires: reads and writes fail with `SQLITE_ABORT` until it is closed.
class SQLiteJNABlob(
    connection: SQLiteJNAConnection, schema: String, table: String, column: String, rowID: Long,
    /// Whether the blob was opened for writing.
    val isWritable: Boolean,
) : SQLiteJNAConnectionObject(connection) {
    /// The rowid of the row the blob is open on.
    var rowID: Long = rowID
        private set
    /// Whether SQLite aborted the blob: it can only be closed.
    var isExpired = false
        private set

    init {
        val handle = connection.raw ?: throw SQLiteJNAFailure.connectionClosed()
        if (!connection.library.hasBlobFunctions) {
            throw connection.unsupported("sqlite3_blob_open", "a SQLite built without SQLITE_OMIT_INCRBLOB")
        }
        val blob = PointerByReference()
        val code = SQLite3Blob.sqlite3_blob_open(
            handle, SQLiteJNAText.cString(schema), SQLiteJNAText.cString(table), SQLiteJNAText.cString(column), rowID,
            if (isWritable) 1 else 0, blob,
        )
        val opened = blob.value
        if (code != SQLiteJNAConstants.OK || opened == null) throw connection.failure(code)
        opened(opened)
    }

    /// The blob's size in bytes; 0 once closed.
    val count: Int get() = raw?.let { SQLite3Blob.sqlite3_blob_bytes(it) } ?: 0

    /// Reads `count` bytes from byte `offset` (`sqlite3_blob_read`).
    fun read(offset: Int, count: Int): ByteArray {
        val handle = open()
        checkRange(offset, count, reading = true)
        if (count == 0) return ByteArray(0)
        val bytes = ByteArray(count)
        val code = SQLite3Blob.sqlite3_blob_read(handle, bytes, count, offset)
        if (code != SQLiteJNAConstants.OK) throw failure(code)
        return bytes
    }

    /// Writes `data` at byte `offset` (`sqlite3_blob_write`); the size does not change.
    fun write(data: ByteArray, offset: Int) {
        val handle = open()
        checkRange(offset, data.size, reading = false)
        if (data.isEmpty()) return
        val code = SQLite3Blob.sqlite3_blob_write(handle, data, data.size, offset)
        if (code != SQLiteJNAConstants.OK) throw failure(code)
    }

    /// Moves the blob to the same column of row `rowID` (`sqlite3_blob_reopen`); on failure the
    /// blob stays open but expired.
    fun reopen(rowID: Long) {
        val handle = open()
        val code = SQLite3Blob.sqlite3_blob_reopen(handle, rowID)
        if (code != SQLiteJNAConstants.OK) {
            isExpired = true
            throw connection.failure(code)
        }
        this.rowID = rowID
    }

    /// Closes the blob (`sqlite3_blob_close`); idempotent.
    fun close() {
        val handle = take() ?: return
        SQLite3Blob.sqlite3_blob_close(handle)
    }

    override fun end() = close()

    private fun open(): Pointer {
        val handle = raw ?: run {
            if (!connection.isOpen) throw SQLiteJNAFailure.connectionClosed()
            throw SQLiteJNAFailure(SQLiteJNAConstants.MISUSE, "the blob is closed")
        }
        if (isExpired) {
            throw SQLiteJNAFailure(
                SQLiteJNAConstants.ABORT,
                "the blob expired (its row was changed or deleted, or a reopen failed); close it and open a new one",
            )
        }
        return handle
    }

    private fun failure(code: Int): SQLiteJNAFailure {
        if (code and 0xff == SQLiteJNAConstants.ABORT) isExpired = true
        return connection.failure(code)
    }

    private fun checkRange(offset: Int, count: Int, reading: Boolean) {
        val size = this.count
        if (offset < 0 || count < 0 || offset.toLong() + count.toLong() > size.toLong()) {
            val verb = if (reading) "reading" else "writing"
            throw SQLiteJNAFailure(
                SQLiteJNAConstants.ERROR, "$verb $count bytes at offset $offset does not fit in the blob of $size bytes",
            )
        }
    }
}

/// A session (`sqlite3_session *`) that records the changes made through one connection to one of
/// its schemas; deleted before its connection closes.
class SQLiteJNASession(connection: SQLiteJNAConnection, schema: String) : SQLiteJNAConnectionObject(connection) {

    init {
        val handle = connection.raw ?: throw SQLiteJNAFailure.connectionClosed()
        if (!connection.library.hasSessionFunctions) {
            throw SQLiteJNAFailure.noSessions("sqlite3session_create", connection.library)
        }
        val session = PointerByReference()
        val code = SQLite3Sessions.sqlite3session_create(handle, SQLiteJNAText.cString(schema), session)
        val created = session.value
        if (code != SQLiteJNAConstants.OK || created == null) throw connection.failure(code)
        opened(created)
    }

    /// Starts recording changes to `table`, or to every table when null (`sqlite3session_attach`).
    fun attach(table: String?) {
        val code = SQLite3Sessions.sqlite3session_attach(open(), SQLiteJNAText.cStringOrNull(table))
        if (code != SQLiteJNAConstants.OK) throw connection.failure(code)
    }

    /// Whether the session has recorded no change (`sqlite3session_isempty`).
    val isEmpty: Boolean get() = raw?.let { SQLite3Sessions.sqlite3session_isempty(it) != 0 } ?: true

    /// Turns recording on or off; null reads the setting. Returns the setting after the call
    /// (`sqlite3session_enable`); false once closed.
    fun enable(enabled: Boolean?): Boolean {
        val handle = raw ?: return false
        val value = when (enabled) {
            null -> -1
            true -> 1
            false -> 0
        }
        return SQLite3Sessions.sqlite3session_enable(handle, value) != 0
    }

    /// The recorded changes as a changeset, or a patchset (`sqlite3session_changeset`, `_patchset`).
    fun output(patchset: Boolean): ByteArray {
        val handle = open()
        val name = if (patchset) "sqlite3session_patchset" else "sqlite3session_changeset"
        return SQLiteJNAChangesets.output(connection.library, name) { size, buffer ->
            if (patchset) {
                SQLite3Sessions.sqlite3session_patchset(handle, size, buffer)
            } else {
                SQLite3Sessions.sqlite3session_changeset(handle, size, buffer)
            }
        }
    }

    /// Deletes the session (`sqlite3session_delete`); idempotent.
    fun close() {
        val handle = take() ?: return
        SQLite3Sessions.sqlite3session_delete(handle)
    }

    override fun end() = close()

    private fun open(): Pointer = raw ?: run {
        if (!connection.isOpen) throw SQLiteJNAFailure.connectionClosed()
        throw SQLiteJNAFailure(SQLiteJNAConstants.MISUSE, "the session is closed")
    }
}

/// A value of a row in a changeset, copied out of SQLite.
sealed class SQLiteJNAChangeValue {
    class Integer(val value: Long) : SQLiteJNAChangeValue()
    class Real(val value: Double) : SQLiteJNAChangeValue()
    class Text(val value: String) : SQLiteJNAChangeValue()
    class Blob(val value: ByteArray) : SQLiteJNAChangeValue()
    object Null : SQLiteJNAChangeValue()
}

/// One change of a changeset: an INSERT, UPDATE or DELETE of one row. `oldValues` is empty for an
/// INSERT, `newValues` for a DELETE; a null entry is a column that is not part of the change.
class SQLiteJNAChange(
    val table: String, val operation: Int, val isIndirect: Boolean,
    val oldValues: List<SQLiteJNAChangeValue?>, val newValues: List<SQLiteJNAChangeValue?>,
)

/// A conflict met while applying a changeset, as the conflict handler sees it.
class SQLiteJNAChangesetConflict(
    /// `SQLITE_CHANGESET_DATA` (1) … `_FOREIGN_KEY` (5).
    val kind: Int,
    /// The change that conflicts; null for a foreign key conflict.
    val change: SQLiteJNAChange?,
    /// The conflicting row in the database (DATA and CONFLICT), else null.
    val conflictingValues: List<SQLiteJNAChangeValue>?,
    /// For a foreign key conflict, the number of violations the changeset leaves.
    val foreignKeyViolations: Int,
)

/// The changeset functions that need no connection (invert, concatenate, read), and the pieces that
/// applying one shares.
object SQLiteJNAChangesets {
    /// A changeset that undoes `changeset` (`sqlite3changeset_invert`).
    fun invert(changeset: ByteArray, library: SQLiteJNALibrary): ByteArray {
        functions("sqlite3changeset_invert", library)
        SQLiteJNAChangesetFormat.check(changeset, "sqlite3changeset_invert")
        return output(library, "sqlite3changeset_invert") { size, buffer ->
            SQLite3Sessions.sqlite3changeset_invert(changeset.size, changeset, size, buffer)
        }
    }

    /// One changeset with the effect of `first` then `second` (`sqlite3changeset_concat`).
    fun concat(first: ByteArray, second: ByteArray, library: SQLiteJNALibrary): ByteArray {
        functions("sqlite3changeset_concat", library)
        SQLiteJNAChangesetFormat.check(first, "sqlite3changeset_concat")
        SQLiteJNAChangesetFormat.check(second, "sqlite3changeset_concat")
        return output(library, "sqlite3changeset_concat") { size, buffer ->
            SQLite3Sessions.sqlite3changeset_concat(first.size, first, second.size, second, size, buffer)
        }
    }

    /// Every change of a changeset or patchset, in order (`sqlite3changeset_start`, `_next`, `_op`,
    /// `_old`, `_new`, `_finalize`).
    fun changes(changeset: ByteArray, library: SQLiteJNALibrary): List<SQLiteJNAChange> {
        functions("sqlite3changeset_start", library)
        SQLiteJNAChangesetFormat.check(changeset, "sqlite3changeset_start")
        val buffer = copy(changeset)
        try {
            val iteratorOut = PointerByReference()
            val code = SQLite3Sessions.sqlite3changeset_start(iteratorOut, changeset.size, buffer)
            val iterator = iteratorOut.value
            if (code != SQLiteJNAConstants.OK || iterator == null) throw failure(code, library, "sqlite3changeset_start")
            val changes = ArrayList<SQLiteJNAChange>()
            var step = SQLite3Sessions.sqlite3changeset_next(iterator)
            while (step == SQLiteJNAConstants.ROW) {
                changes.add(currentChange(iterator) ?: break)
                step = SQLite3Sessions.sqlite3changeset_next(iterator)
            }
            val finished = SQLite3Sessions.sqlite3changeset_finalize(iterator)
            if (step != SQLiteJNAConstants.DONE && step != SQLiteJNAConstants.ROW) {
                throw failure(step, library, "sqlite3changeset_next")
            }
            if (finished != SQLiteJNAConstants.OK) throw failure(finished, library, "sqlite3changeset_finalize")
            return changes
        } finally {
            buffer.close()
        }
    }

    /// The change an iterator points at, with the values its operation has; null if SQLite refuses.
    internal fun currentChange(iterator: Pointer): SQLiteJNAChange? {
        val table = PointerByReference()
        val columns = IntByReference()
        val operation = IntByReference()
        val indirect = IntByReference()
        if (SQLite3Sessions.sqlite3changeset_op(iterator, table, columns, operation, indirect) != SQLiteJNAConstants.OK) {
            return null
        }
        val old = if (operation.value != SQLiteJNAConstants.INSERT) {
            values(iterator, columns.value) { column, value -> SQLite3Sessions.sqlite3changeset_old(iterator, column, value) }
        } else {
            emptyList()
        }
        val new = if (operation.value != SQLiteJNAConstants.DELETE) {
            values(iterator, columns.value) { column, value -> SQLite3Sessions.sqlite3changeset_new(iterator, column, value) }
        } else {
            emptyList()
        }
        return SQLiteJNAChange(SQLiteJNAText.read(table.value) ?: "", operation.value, indirect.value != 0, old, new)
    }

    /// The `columns` values that `function` gives; null entries for columns not part of the change.
    internal fun values(
        iterator: Pointer, columns: Int, function: (Int, PointerByReference) -> Int,
    ): List<SQLiteJNAChangeValue?> {
        val values = ArrayList<SQLiteJNAChangeValue?>(columns)
        for (column in 0 until columns) {
            val value = PointerByReference()
            val pointer = if (function(column, value) == SQLiteJNAConstants.OK) value.value else null
            values.add(pointer?.let { copy(it) })
        }
        return values
    }

    /// A `sqlite3_value` copied out of SQLite.
    private fun copy(value: Pointer): SQLiteJNAChangeValue = when (SQLite3.sqlite3_value_type(value)) {
        SQLiteJNAConstants.INTEGER -> SQLiteJNAChangeValue.Integer(SQLite3.sqlite3_value_int64(value))
        SQLiteJNAConstants.FLOAT -> SQLiteJNAChangeValue.Real(SQLite3.sqlite3_value_double(value))
        SQLiteJNAConstants.TEXT -> SQLiteJNAChangeValue.Text(SQLiteJNAValues.text(value))
        SQLiteJNAConstants.BLOB -> SQLiteJNAChangeValue.Blob(SQLiteJNAValues.bytes(value))
        else -> SQLiteJNAChangeValue.Null
    }

    /// `bytes` in native memory that lives until closed (an iterator reads it between calls).
    internal fun copy(bytes: ByteArray): Memory {
        val memory = Memory(maxOf(bytes.size, 1).toLong())
        memory.write(0, bytes, 0, bytes.size)
        return memory
    }

    /// Throws the unsupported failure naming `function` unless the library has the session functions.
    internal fun functions(function: String, library: SQLiteJNALibrary) {
        if (!library.hasSessionFunctions) throw SQLiteJNAFailure.noSessions(function, library)
    }

    /// The failure of a connection-less changeset function: SQLite's text for the code.
    internal fun failure(code: Int, library: SQLiteJNALibrary, function: String) =
        SQLiteJNAFailure(code, function + ": " + library.describe(code))

    /// Runs a C function that returns a buffer allocated by SQLite, and copies the buffer out.
    internal fun output(
        library: SQLiteJNALibrary, function: String, call: (IntByReference, PointerByReference) -> Int,
    ): ByteArray {
        val size = IntByReference(0)
        val buffer = PointerByReference()
        val code = call(size, buffer)
        val bytes = buffer.value
        try {
            if (code != SQLiteJNAConstants.OK) throw failure(code, library, function)
            if (bytes == null || size.value <= 0) return ByteArray(0)
            return bytes.getByteArray(0, size.value)
        } finally {
            if (bytes != null) SQLite3.sqlite3_free(bytes)
        }
    }
}

/// Applies a changeset or patchset (`sqlite3changeset_apply`), all of it or, when a conflict is
/// answered with ABORT, none of it. `handler` answers each conflict with OMIT, REPLACE or ABORT; a
/// Throwable it throws is caught in the callback, which answers ABORT, and rethrown once SQLite has
/// rolled the changes back. Otherwise throws an `SQLiteJNAFailure` (`SQLITE_ABORT` for an ABORT).
fun SQLiteJNAConnection.applyChangeset(changeset: ByteArray, handler: (SQLiteJNAChangesetConflict) -> Int) {
    val handle = handle()
    SQLiteJNAChangesets.functions("sqlite3changeset_apply", library)
    SQLiteJNAChangesetFormat.check(changeset, "sqlite3changeset_apply")
    var thrown: Throwable? = null
    val conflicts = object : SQLiteJNAConflictCallback {
        override fun invoke(context: Pointer?, kind: Int, iterator: Pointer?): Int {
            if (thrown != null) return SQLiteJNAConstants.CHANGESET_ABORT
            return try {
                runCallback(hook = false) { handler(conflict(kind, iterator)) }
            } catch (error: Throwable) {
                thrown = error
                SQLiteJNAConstants.CHANGESET_ABORT
            }
        }
    }
    val buffer = SQLiteJNAChangesets.copy(changeset)
    // Held by the connection for the call: SQLite calls it until sqlite3changeset_apply returns.
    val held = keep(conflicts)
    val code = try {
        SQLite3Sessions.sqlite3changeset_apply(handle, changeset.size, buffer, null, conflicts, null)
    } finally {
        registrations.remove(held)
        buffer.close()
    }
    // A handler that closed the connection: it closes now that SQLite has returned.
    if (needsCallCheck) finishCall()
    thrown?.let { throw it }
    if (code != SQLiteJNAConstants.OK) throw failure(code)
}

/// The conflict of kind `kind` at `iterator`, as the handler sees it.
private fun conflict(kind: Int, iterator: Pointer?): SQLiteJNAChangesetConflict {
    if (iterator == null) return SQLiteJNAChangesetConflict(kind, null, null, 0)
    if (kind == SQLiteJNAConstants.CHANGESET_FOREIGN_KEY) {
        val count = IntByReference(0)
        val violations = if (SQLite3Sessions.sqlite3changeset_fk_conflicts(iterator, count) == SQLiteJNAConstants.OK) {
            count.value
        } else {
            0
        }
        return SQLiteJNAChangesetConflict(kind, null, null, violations)
    }
    val change = SQLiteJNAChangesets.currentChange(iterator)
    var conflicting: List<SQLiteJNAChangeValue>? = null
    if ((kind == SQLiteJNAConstants.CHANGESET_DATA || kind == SQLiteJNAConstants.CHANGESET_CONFLICT) && change != null) {
        val count = maxOf(change.oldValues.size, change.newValues.size)
        conflicting = SQLiteJNAChangesets.values(iterator, count) { column, value ->
            SQLite3Sessions.sqlite3changeset_conflict(iterator, column, value)
        }.map { it ?: SQLiteJNAChangeValue.Null }
    }
    return SQLiteJNAChangesetConflict(kind, change, conflicting, 0)
}

/// Checks that bytes follow the changeset or patchset format before SQLite reads them: SQLite's
/// reader trusts the framing (a table name without its NUL makes it loop for ever on a buffer), so
/// a structure that does not hold is reported as `SQLITE_CORRUPT` here
/// (MovingData/SQLiteChangesetFormat.swift has the format).
internal object SQLiteJNAChangesetFormat {
    /// Why `data` is not a changeset or patchset, with the byte offset; null when its structure holds.
    fun problem(data: ByteArray): String? = Reader(data).check()

    fun check(data: ByteArray, function: String) {
        val problem = problem(data) ?: return
        throw SQLiteJNAFailure(
            SQLiteJNAConstants.CORRUPT, "$function: not a valid changeset ($problem); SQLite was not called",
        )
    }

    private class Reader(val bytes: ByteArray) {
        var position = 0

        private fun byte(index: Int): Int = bytes[index].toInt() and 0xff

        fun check(): String? {
            var columns = 0
            var keyColumns = 0
            var patchset = false
            var inTable = false
            while (position < bytes.size) {
                val start = position
                val marker = byte(position)
                if (marker == 0x54 || marker == 0x50) { // 'T', 'P'
                    patchset = marker == 0x50
                    position += 1
                    val count = varint()
                    if (count == null || count < 1 || count > 65_536) {
                        return "a table header at byte $start has no valid column count"
                    }
                    columns = count.toInt()
                    if (position + columns > bytes.size) {
                        return "the table header at byte $start ends inside its primary key flags"
                    }
                    keyColumns = 0
                    for (index in position until position + columns) if (bytes[index] != 0.toByte()) keyColumns += 1
                    position += columns
                    val end = (position until bytes.size).firstOrNull { bytes[it] == 0.toByte() }
                        ?: return "the table name at byte $position has no terminating NUL"
                    position = end + 1
                    inTable = true
                    continue
                }
                if (!inTable) return "byte $start starts a change before any table header"
                if (position + 2 > bytes.size) return "the change at byte $start is cut short"
                position += 2
                val records = when (marker) {
                    SQLiteJNAConstants.INSERT -> listOf(columns)
                    SQLiteJNAConstants.DELETE -> listOf(if (patchset) keyColumns else columns)
                    SQLiteJNAConstants.UPDATE -> if (patchset) listOf(columns) else listOf(columns, columns)
                    else -> return "byte $start is neither a table header nor an operation ($marker)"
                }
                for (fields in records) record(fields, start)?.let { return it }
            }
            return null
        }

        private fun record(fields: Int, change: Int): String? {
            repeat(fields) {
                if (position >= bytes.size) return "the change at byte $change ends inside a record"
                val type = byte(position)
                val field = position
                position += 1
                when (type) {
                    0, 5 -> {}
                    1, 2 -> position += 8
                    3, 4 -> {
                        val length = varint()
                        if (length == null || length < 0 || length > bytes.size.toLong()) return "the value at byte $field has no valid length"
                        position += length.toInt()
                    }
                    else -> return "the value at byte $field has an unknown type ($type)"
                }
                if (position > bytes.size) return "the value at byte $field is cut short"
            }
            return null
        }

        /// One of SQLite's varints (1 to 9 bytes); null when the bytes end first. Values above
        /// Long.MAX_VALUE read as negative and are refused by the callers' range checks.
        private fun varint(): Long? {
            var value = 0L
            for (index in 0 until 9) {
                if (position >= bytes.size) return null
                val byte = byte(position)
                position += 1
                if (index == 8) return (value shl 8) or byte.toLong()
                value = (value shl 7) or (byte and 0x7f).toLong()
                if (byte and 0x80 == 0) return value
            }
            return value
        }
    }
}
