// An open SQLite connection over JNA: the Kotlin form of Sources/SQLFFI/Connection, with the same
// rules (statements registered and finalized by close, an idempotent close, the re-entrancy rules of
// SQLiteConnection+Reentrancy.swift, cancellation, failures read at the failing call).
package sqlffi.module

import com.sun.jna.Pointer
import com.sun.jna.ptr.IntByReference
import com.sun.jna.ptr.LongByReference
import com.sun.jna.ptr.PointerByReference
import java.lang.ref.ReferenceQueue
import java.lang.ref.WeakReference

/// A C object of a connection that its owner may drop without closing: a statement, blob, backup or
/// session. When the owner (the object the app holds, such as the Skip adapter's `SQLiteStatement`)
/// is collected, the connection closes the object on its own thread, at its next prepare or close,
/// never on the garbage collector's thread (a connection is used by one thread at a time).
internal interface SQLiteJNAOwned {
    /// Releases the C object; idempotent.
    fun closeAbandoned()
}

/// A weak reference from a C object to its owner, queued when the owner is collected.
internal class SQLiteJNAOwnerReference(owner: Any, queue: ReferenceQueue<Any>, val owned: SQLiteJNAOwned) :
    WeakReference<Any>(owner, queue)

/// A C object that must end before its connection closes: a blob, a backup, a session
/// (Connection/SQLiteConnection+Dependents.swift).
internal interface SQLiteJNADependent {
    /// Releases the C object (idempotent); called by the connection's close.
    fun closeBeforeConnection()
}

/// An open SQLite database connection (`sqlite3 *`), opened with `sqlite3_open_v2` and extended
/// result codes on. Not thread-safe: one thread at a time, except `interrupter`.
///
/// On failure the handle SQLite returns anyway is closed at once, after its error is read.
class SQLiteJNAConnection(path: String, flags: Int, val library: SQLiteJNALibrary) {
    /// The C handle, null once closed.
    internal var raw: Pointer? = null
        private set
    /// Whether the connection has a mutex of its own (then rows are read through the column
    /// functions that take it; see SQLiteJNAStatement.columnValue).
    val isSerialized: Boolean
    private val openedHandle: Pointer

    init {
        val handleOut = PointerByReference()
        val code = SQLite3.sqlite3_open_v2(SQLiteJNAText.cString(path), handleOut, flags, null)
        val handle = handleOut.value
        if (code != SQLiteJNAConstants.OK || handle == null) {
            var extended = code
            var message = library.describe(code)
            if (handle != null) {
                val current = SQLite3.sqlite3_extended_errcode(handle)
                if (current and 0xff == code and 0xff) extended = current
                SQLiteJNAText.read(SQLite3.sqlite3_errmsg(handle))?.let { message = it }
                SQLite3.sqlite3_close_v2(handle)
            }
            throw SQLiteJNAFailure(extended, message)
        }
        SQLite3.sqlite3_extended_result_codes(handle, 1)
        isSerialized = when {
            library.threadSafety == 0 -> false
            library.has(SQLiteJNAFamily.DB_MUTEX) -> SQLite3DbMutex.sqlite3_db_mutex(handle) != null
            else -> flags and SQLiteJNAConstants.OPEN_FULLMUTEX != 0
        }
        raw = handle
        openedHandle = handle
    }

    /// Whether the connection is open: not closed, and no close waits for SQLite to return.
    val isOpen: Boolean get() = raw != null && !closeRequested

    // MARK: - Interrupts and cancellation

    private val interrupterLock = Any()
    private var interrupterStorage: SQLiteJNAInterrupter? = null
    private var interrupterClosed = false
    /// The interrupter once made, whose cancellation every step and prepare checks first.
    internal var madeInterrupter: SQLiteJNAInterrupter? = null
        private set
    private var busyWait: SQLiteJNABusyWait? = null
    /// The progress callback that checks the interrupter's cancellation, kept while SQLite holds it.
    private var cancellationCheck: SQLiteJNACancellationCheck? = null

    /// Lets any thread interrupt or cancel this connection; made on first use (on the thread that
    /// uses the connection: it installs the cancellable busy wait and the cancellation check).
    val interrupter: SQLiteJNAInterrupter
        get() = synchronized(interrupterLock) {
            interrupterStorage?.let { return it }
            val made = SQLiteJNAInterrupter(openedHandle)
            if (interrupterClosed) made.invalidate()
            interrupterStorage = made
            madeInterrupter = made
            val handle = raw
            if (handle != null) {
                if (busyTimeoutMilliseconds > 0) installBusyWait(handle, made)
                if (library.has(SQLiteJNAFamily.PROGRESS)) {
                    val check = SQLiteJNACancellationCheck(made)
                    SQLite3Progress.sqlite3_progress_handler(handle, CANCELLATION_CHECK_INTERVAL, check, null)
                    cancellationCheck = check
                }
            }
            made
        }

    /// The busy timeout last set with `setBusyTimeout`, in milliseconds (0: none).
    var busyTimeoutMilliseconds: Int = 0
        private set

    /// Sets the busy timeout (`sqlite3_busy_timeout`); 0 or less turns it off. Once the connection
    /// has an interrupter, the wait is the core's own (`sqlite3_busy_handler`, SQLite's schedule of
    /// sleeps), which a cancellation ends at once.
    fun setBusyTimeout(milliseconds: Int) {
        val handle = raw ?: throw SQLiteJNAFailure.connectionClosed()
        busyTimeoutMilliseconds = maxOf(milliseconds, 0)
        val made = synchronized(interrupterLock) { interrupterStorage }
        if (made != null && milliseconds > 0) {
            installBusyWait(handle, made)
            return
        }
        val code = SQLite3.sqlite3_busy_timeout(handle, milliseconds)
        busyWait = null
        if (code != SQLiteJNAConstants.OK) throw failure(code)
    }

    private fun installBusyWait(handle: Pointer, interrupter: SQLiteJNAInterrupter) {
        val wait = SQLiteJNABusyWait(interrupter, busyTimeoutMilliseconds)
        SQLite3.sqlite3_busy_handler(handle, wait, null)
        busyWait = wait // the previous one is released only now that SQLite no longer uses it
    }

    // MARK: - Close

    /// Finalizes every statement of the connection, ends its blobs, backups and sessions, removes
    /// the hooks and closes it (`sqlite3_close_v2`). Idempotent; the result code is returned the
    /// first time. During a callback of this connection, the connection reports itself closed at
    /// once and closes when the SQLite call that runs the callback returns; `SQLITE_OK` is returned.
    fun close(): Int {
        val handle = raw ?: return SQLiteJNAConstants.OK
        if (isClosing) return SQLiteJNAConstants.OK
        invalidateInterrupter()
        if (callbackDepth > 0) {
            requestCloseAfterCall()
            return SQLiteJNAConstants.OK
        }
        isClosing = true
        try {
            closeRequested = false
            reap()
            closeDependents()
            while (true) {
                val statement = firstOpenStatement ?: break
                statement.finalize()
            }
            removeHooks()
            raw = null
            val code = SQLite3.sqlite3_close_v2(handle)
            // SQLite called the destructor of everything it released; what is left it still holds
            // (a close deferred by an object SQLite itself keeps open), and must outlive this object.
            if (registrations.isNotEmpty()) synchronized(stillHeld) { stillHeld.add(registrations.values.toList()) }
            registrations.clear()
            busyWait = null
            return code
        } finally {
            isClosing = false
        }
    }

    private fun invalidateInterrupter() {
        val made = synchronized(interrupterLock) {
            interrupterClosed = true
            interrupterStorage
        }
        made?.invalidate()
    }

    // MARK: - Statements, dependents and abandoned objects

    /// The most recently prepared open statement: the head of the list that `close` finalizes.
    internal var firstOpenStatement: SQLiteJNAStatement? = null
        private set
    /// How many open statements are not kept for reuse (`SQLiteJNAStatement.keep`).
    internal var unkeptStatementCount = 0
    private val dependents = LinkedHashSet<SQLiteJNADependent>()
    private val abandoned = ReferenceQueue<Any>()
    private val owners = HashSet<SQLiteJNAOwnerReference>()

    /// Whether a statement prepared here, other than `statement`, has stepped and neither finished
    /// nor been reset (`sqlite3_stmt_busy`).
    fun hasBusyStatement(statement: SQLiteJNAStatement?): Boolean {
        var current = firstOpenStatement
        while (current != null) {
            if (current !== statement && current.isBusy) return true
            current = current.nextOpen
        }
        return false
    }

    internal fun register(statement: SQLiteJNAStatement) {
        unkeptStatementCount += 1
        statement.previousOpen = null
        statement.nextOpen = firstOpenStatement
        firstOpenStatement?.previousOpen = statement
        firstOpenStatement = statement
    }

    internal fun unregister(statement: SQLiteJNAStatement) {
        if (!statement.isKept) unkeptStatementCount -= 1
        val previous = statement.previousOpen
        val next = statement.nextOpen
        if (previous != null) {
            previous.nextOpen = next
        } else if (firstOpenStatement === statement) {
            firstOpenStatement = next
        }
        next?.previousOpen = previous
        statement.previousOpen = null
        statement.nextOpen = null
    }

    internal fun addDependent(dependent: SQLiteJNADependent) = synchronized(dependentsLock) { dependents.add(dependent) }

    internal fun removeDependent(dependent: SQLiteJNADependent) =
        synchronized(dependentsLock) { dependents.remove(dependent) }

    /// Ends every dependent still open (outside the lock: ending one removes it from its other
    /// connection's list too).
    private fun closeDependents() {
        val alive = synchronized(dependentsLock) {
            val copy = dependents.toList()
            dependents.clear()
            copy
        }
        for (dependent in alive) dependent.closeBeforeConnection()
    }

    /// Has `owned` closed by this connection, on its own thread, once `owner` is collected.
    internal fun adopt(owned: SQLiteJNAOwned, owner: Any): SQLiteJNAOwnerReference {
        val reference = SQLiteJNAOwnerReference(owner, abandoned, owned)
        owners.add(reference)
        return reference
    }

    /// Forgets the owner of an object that was closed.
    internal fun disown(reference: SQLiteJNAOwnerReference?) {
        if (reference != null) owners.remove(reference)
    }

    /// Closes the objects whose owners were collected.
    internal fun reap() {
        while (true) {
            val reference = abandoned.poll() as? SQLiteJNAOwnerReference ?: break
            owners.remove(reference)
            reference.owned.closeAbandoned()
        }
    }

    /// Finalizes every open statement that is not kept for reuse, and ends every blob, backup and
    /// session; returns how many statements it finalized.
    fun closeUnkept(): Int {
        var closed = 0
        reap()
        while (unkeptStatementCount > 0) {
            var statement = firstOpenStatement
            while (statement != null && statement.isKept) statement = statement.nextOpen
            if (statement == null) break
            statement.finalize()
            closed += 1
        }
        closeDependents()
        return closed
    }

    // MARK: - Failures

    /// The failure for result code `code`, with the extended code, message and error offset as they
    /// stand right after the failing call.
    fun failure(code: Int): SQLiteJNAFailure {
        val handle = raw ?: return SQLiteJNAFailure.connectionClosed()
        var extended = code
        val current = SQLite3.sqlite3_extended_errcode(handle)
        if (current and 0xff == code and 0xff && code <= 0xff) extended = current
        val message = if (SQLite3.sqlite3_errcode(handle) and 0xff == code and 0xff) {
            SQLiteJNAText.read(SQLite3.sqlite3_errmsg(handle)) ?: library.describe(code)
        } else {
            library.describe(code)
        }
        var offset: Int? = null
        if (library.has(SQLiteJNAFamily.ERROR_OFFSET)) {
            val errorOffset = SQLite3ErrorOffset.sqlite3_error_offset(handle)
            if (errorOffset >= 0) offset = errorOffset
        }
        return SQLiteJNAFailure(extended, message, offset)
    }

    /// The failure for an optional C function that the library lacks.
    fun unsupported(function: String, since: String) = SQLiteJNAFailure.unsupported(function, since, library)

    internal fun handle(): Pointer = raw ?: throw SQLiteJNAFailure.connectionClosed()

    // MARK: - Calls made during callbacks (SQLiteConnection+Reentrancy.swift)

    /// Whether a call needs more than the open check: a callback runs, or a close, finalize or
    /// reset waits for SQLite to return.
    internal var needsCallCheck = false
    internal var callbackDepth = 0
    internal var hookDepth = 0
    internal var closeRequested = false
    internal var statementsChangedDuringStep = 0
    internal var isClosing = false

    /// Runs `body` as a callback of this connection; `hook` for observers and the trace hook.
    internal inline fun <T> runCallback(hook: Boolean, body: () -> T): T {
        callbackDepth += 1
        if (hook) hookDepth += 1
        needsCallCheck = true
        try {
            return body()
        } finally {
            callbackDepth -= 1
            if (hook) hookDepth -= 1
            if (callbackDepth == 0) updateNeedsCallCheck()
        }
    }

    internal fun updateNeedsCallCheck() {
        needsCallCheck = callbackDepth > 0 || closeRequested || statementsChangedDuringStep > 0
    }

    /// Throws when a statement of this connection may not be prepared or stepped now.
    internal fun checkCallAllowed() {
        if (closeRequested || raw == null) throw SQLiteJNAFailure.connectionClosed()
        if (hookDepth > 0) throw SQLiteJNAFailure.usedInsideHook()
    }

    /// Closes the connection if a callback asked, once no callback runs any more.
    internal fun finishCall() {
        if (callbackDepth != 0 || isClosing) return
        if (closeRequested) {
            close()
            throw SQLiteJNAFailure.closedDuringCall()
        }
        updateNeedsCallCheck()
    }

    internal fun finishCallQuietly() {
        try {
            finishCall()
        } catch (failure: SQLiteJNAFailure) {
            // The connection closed, as a callback asked: the next call reports it.
        }
    }

    private fun requestCloseAfterCall() {
        closeRequested = true
        needsCallCheck = true
    }

    internal fun noteChangedDuringStep(statement: SQLiteJNAStatement) {
        if (!statement.changedDuringStep) {
            statement.changedDuringStep = true
            statementsChangedDuringStep += 1
        }
        needsCallCheck = true
    }

    internal fun noteStepChangeHandled() {
        statementsChangedDuringStep -= 1
    }

    /// Throws when the connection may not run a statement now: closed, inside a hook, cancelled.
    internal fun checkBeforeRunning() {
        if (needsCallCheck) checkCallAllowed()
        if (madeInterrupter?.isCancelled == true) throw SQLiteJNAFailure.cancelled()
    }

    // MARK: - Statements

    /// Compiles the first statement of `sql`; returns it (null when `sql` holds only white space
    /// or comments) and whether more statements follow.
    fun prepare(sql: String, persistent: Boolean = false): Pair<SQLiteJNAStatement?, Boolean> {
        val script = SQLiteJNAScript(sql)
        try {
            val statement = script.next(this, persistent)
            return Pair(statement, script.hasMore)
        } finally {
            script.release()
        }
    }

    // MARK: - Connection state

    /// Rows changed by the most recent INSERT, UPDATE or DELETE (`sqlite3_changes64`, or the 32-bit call).
    val changes: Long
        get() {
            val handle = raw ?: return 0
            if (library.has(SQLiteJNAFamily.CHANGES64)) return SQLite3Changes64.sqlite3_changes64(handle)
            return SQLite3.sqlite3_changes(handle).toLong()
        }

    /// Rows changed since the connection opened (`sqlite3_total_changes64`, or the 32-bit call).
    val totalChanges: Long
        get() {
            val handle = raw ?: return 0
            if (library.has(SQLiteJNAFamily.CHANGES64)) return SQLite3Changes64.sqlite3_total_changes64(handle)
            return SQLite3.sqlite3_total_changes(handle).toLong()
        }

    /// The rowid of the most recent successful INSERT (`sqlite3_last_insert_rowid`).
    val lastInsertRowID: Long get() = raw?.let { SQLite3.sqlite3_last_insert_rowid(it) } ?: 0

    /// Whether no transaction is open (`sqlite3_get_autocommit`); true when closed.
    val isAutocommit: Boolean get() = raw?.let { SQLite3.sqlite3_get_autocommit(it) != 0 } ?: true

    /// Reads a run-time limit and, when `newValue` is not negative, changes it (`sqlite3_limit`);
    /// the value before the call, or -1 when closed.
    fun limit(category: Int, newValue: Int = -1): Int = raw?.let { SQLite3.sqlite3_limit(it, category, newValue) } ?: -1

    /// Changes an on/off `sqlite3_db_config` option (`value` 1 or 0; negative leaves it) and returns
    /// the setting after the call. The function is variadic: called through JNA's interface
    /// mapping, which passes variadic arguments as the platform's convention requires.
    fun configure(option: Int, value: Int): Boolean {
        val handle = raw ?: throw SQLiteJNAFailure.connectionClosed()
        val result = IntByReference(0)
        val code = library.variadic.sqlite3_db_config(handle, option, value, result)
        if (code != SQLiteJNAConstants.OK) throw failure(code)
        return result.value != 0
    }

    /// The file name of schema `schema`: empty for in-memory and temporary databases, null when
    /// there is no such schema (`sqlite3_db_filename`).
    fun filename(schema: String): String? =
        raw?.let { SQLiteJNAText.read(SQLite3.sqlite3_db_filename(it, SQLiteJNAText.cString(schema))) }

    /// Whether schema `schema` is read-only; null when there is no such schema (`sqlite3_db_readonly`).
    fun isReadOnly(schema: String): Boolean? {
        val handle = raw ?: return null
        return when (SQLite3.sqlite3_db_readonly(handle, SQLiteJNAText.cString(schema))) {
            1 -> true
            0 -> false
            else -> null
        }
    }

    // MARK: - Extensions (SQLiteConnection+Extensions.swift)

    private var allowsExtensionLoading = false

    /// Turns the loading of extension libraries on or off (`sqlite3_enable_load_extension`).
    fun setExtensionLoading(enabled: Boolean) {
        val handle = handle()
        if (!library.has(SQLiteJNAFamily.LOAD_EXTENSION)) {
            throw unsupported("sqlite3_enable_load_extension", "a SQLite built without SQLITE_OMIT_LOAD_EXTENSION")
        }
        val code = SQLite3LoadExtension.sqlite3_enable_load_extension(handle, if (enabled) 1 else 0)
        if (code != SQLiteJNAConstants.OK) throw failure(code)
        allowsExtensionLoading = enabled
    }

    /// Loads the extension at `path` (`sqlite3_load_extension`); refused unless
    /// `setExtensionLoading(true)` turned loading on.
    fun loadExtension(path: String, entryPoint: String?) {
        val handle = handle()
        if (!library.has(SQLiteJNAFamily.LOAD_EXTENSION)) {
            throw unsupported("sqlite3_load_extension", "a SQLite built without SQLITE_OMIT_LOAD_EXTENSION")
        }
        if (!allowsExtensionLoading) {
            throw SQLiteJNAFailure(
                SQLiteJNAConstants.ERROR,
                "extension loading is off (not authorized): call setExtensionLoading(enabled: true) first",
            )
        }
        val message = PointerByReference()
        val code = SQLite3LoadExtension.sqlite3_load_extension(
            handle, SQLiteJNAText.cString(path), SQLiteJNAText.cStringOrNull(entryPoint), message,
        )
        if (code == SQLiteJNAConstants.OK) return
        var failure = failure(code)
        message.value?.let {
            failure = failure.withMessage(SQLiteJNAText.read(it) ?: failure.message)
            SQLite3.sqlite3_free(it)
        }
        throw failure
    }

    // MARK: - Encryption (SQLiteConnection+Encryption.swift)

    private val keyedSchemas = HashSet<String>()

    /// Gives schema `schema` its encryption key (`sqlite3_key_v2`).
    fun setKey(key: ByteArray, schema: String) {
        val handle = keyFunctions("sqlite3_key_v2")
        val code = SQLite3Keys.sqlite3_key_v2(handle, SQLiteJNAText.cString(schema), key, key.size)
        if (code != SQLiteJNAConstants.OK) throw keyFailure(code, "sqlite3_key_v2")
        keyedSchemas.add(schema)
    }

    /// Re-encrypts schema `schema` with `key` (`sqlite3_rekey_v2`); refused on SQLCipher for a
    /// schema opened without a key (its rekey leaves such a database plain and reports success).
    fun changeKey(key: ByteArray, schema: String) {
        val handle = keyFunctions("sqlite3_rekey_v2")
        if (!library.rekeyEncryptsPlainDatabases && schema !in keyedSchemas) {
            throw SQLiteJNAFailure(
                SQLiteJNAConstants.MISUSE,
                "schema '$schema' was opened without a key, and sqlite3_rekey_v2 of this library" +
                    " (SQLCipher, ${library.path}) leaves a plain database unencrypted while reporting success;" +
                    " set the current key first, or write an encrypted copy (ATTACH … KEY … with" +
                    " sqlcipher_export())",
            )
        }
        val code = SQLite3Keys.sqlite3_rekey_v2(handle, SQLiteJNAText.cString(schema), key, key.size)
        if (code != SQLiteJNAConstants.OK) throw keyFailure(code, "sqlite3_rekey_v2")
        keyedSchemas.add(schema)
    }

    private fun keyFunctions(function: String): Pointer {
        val handle = handle()
        if (!library.hasKeyFunctions) {
            throw unsupported(function, "a SQLite that encrypts, such as SQLCipher or SQLite3 Multiple Ciphers")
        }
        return handle
    }

    private fun keyFailure(code: Int, function: String): SQLiteJNAFailure {
        val failure = failure(code)
        return failure.withMessage(function + " failed: " + failure.message)
    }

    // MARK: - Serialization (SQLiteConnection+Serialization.swift)

    /// The bytes of schema `schema` as they would be on disk (`sqlite3_serialize`).
    fun serialize(schema: String): ByteArray {
        val handle = handle()
        if (!library.has(SQLiteJNAFamily.SERIALIZATION)) {
            throw unsupported("sqlite3_serialize", "SQLite 3.36.0 (or 3.23.0 with SQLITE_ENABLE_DESERIALIZE)")
        }
        val size = LongByReference(0)
        val name = SQLiteJNAText.cString(schema)
        val bytes = SQLite3Serialization.sqlite3_serialize(handle, name, size, 0)
        if (bytes == null) {
            if (SQLite3.sqlite3_db_readonly(handle, name) == -1) {
                throw SQLiteJNAFailure(SQLiteJNAConstants.ERROR, "unknown database $schema")
            }
            if (size.value == 0L) return ByteArray(0)
            throw SQLiteJNAFailure(SQLiteJNAConstants.NOMEM, "out of memory")
        }
        try {
            if (size.value > Int.MAX_VALUE) {
                throw SQLiteJNAFailure(SQLiteJNAConstants.TOOBIG, "the database is too big for a byte array")
            }
            return bytes.getByteArray(0, size.value.toInt())
        } finally {
            SQLite3.sqlite3_free(bytes)
        }
    }

    /// Replaces schema `schema` with the database in `data` (`sqlite3_deserialize`), copied into
    /// memory that SQLite owns and may grow.
    fun deserialize(data: ByteArray, schema: String, readOnly: Boolean) {
        val handle = handle()
        if (!library.has(SQLiteJNAFamily.SERIALIZATION)) {
            throw unsupported("sqlite3_deserialize", "SQLite 3.36.0 (or 3.23.0 with SQLITE_ENABLE_DESERIALIZE)")
        }
        val buffer = SQLite3.sqlite3_malloc64(maxOf(data.size, 1).toLong())
            ?: throw SQLiteJNAFailure(SQLiteJNAConstants.NOMEM, "out of memory")
        buffer.write(0, data, 0, data.size)
        var flags = SQLiteJNAConstants.DESERIALIZE_FREEONCLOSE
        flags = flags or if (readOnly) SQLiteJNAConstants.DESERIALIZE_READONLY else SQLiteJNAConstants.DESERIALIZE_RESIZEABLE
        // With FREEONCLOSE, SQLite frees the buffer even when the call fails.
        val code = SQLite3Serialization.sqlite3_deserialize(
            handle, SQLiteJNAText.cString(schema), buffer, data.size.toLong(), data.size.toLong(), flags,
        )
        if (code != SQLiteJNAConstants.OK) throw failure(code)
    }

    // MARK: - Callbacks SQLite holds

    /// Every callback object SQLite holds for this connection (functions, collations), by the
    /// number passed to SQLite as its user data: JNA frees a callback's native entry point when the
    /// object is collected, so each stays here until SQLite calls its destructor or the connection
    /// closes.
    internal val registrations = HashMap<Long, Any>()
    private var nextRegistration = 1L

    internal fun keep(registration: Any): Long {
        val id = nextRegistration++
        registrations[id] = registration
        return id
    }

    /// The observers and the trace hook, made when the first is added.
    internal var observers: SQLiteJNAObservers? = null

    internal fun removeHooks() {
        observers?.removeAll()
        observers = null
    }

    private companion object {
        /// How many virtual machine instructions a statement of a connection with an interrupter
        /// runs between two checks of the cancellation (`sqlite3_progress_handler`). Ten times the
        /// native core's interval: each check here is a call from C into the JVM, about a
        /// microsecond, against well under a millisecond of work between two checks.
        const val CANCELLATION_CHECK_INTERVAL = 10_000

        /// Guards the dependents of every connection (a backup is a dependent of two).
        val dependentsLock = Any()

        /// Callbacks that SQLite still held when their connection closed: kept for the life of the
        /// process rather than freed under SQLite.
        val stillHeld = ArrayList<List<Any>>()
    }
}
