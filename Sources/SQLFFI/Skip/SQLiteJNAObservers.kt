// Update, commit, rollback and WAL observers and the trace hook: the Kotlin form of
// Callbacks/ConnectionObservers.swift, SQLiteConnection+Observers.swift and +Hooks.swift.
//
// SQLite has one slot per connection for each hook. The core owns the slots: a hook is registered
// while at least one observer of its kind is there and calls every observer in the order they were
// added. The hooks' JNA callback objects live in this object, which the connection keeps until it
// unregisters them; each catches every Throwable.
package sqlffi.module

import com.sun.jna.Pointer

/// The observers of one connection.
internal class SQLiteJNAObservers(private val connection: SQLiteJNAConnection) {
    private class Entry<Handler>(val id: Int, val handler: Handler)

    private val updates = ArrayList<Entry<(Int, String, String, Long) -> Unit>>()
    private val commits = ArrayList<Entry<() -> Boolean>>()
    private val rollbacks = ArrayList<Entry<() -> Unit>>()
    private val walWrites = ArrayList<Entry<(String, Int) -> Unit>>()
    private var nextID = 1
    /// The `wal_autocheckpoint` threshold in force when the first WAL observer came (the WAL hook
    /// replaces SQLite's default one, which implements it); 0: no automatic checkpoints.
    private var walAutocheckpoint = 0
    /// The trace handler, while one is set.
    private var traceHandler: ((String) -> Unit)? = null
    /// The authorizer, while one is set.
    private var authorizer: ((Int, String?, String?, String?) -> Int)? = null

    /// Answers SQLite's question about one action of a statement being compiled; a handler that
    /// throws denies it.
    private val authorizerCallback = object : SQLiteJNAAuthorizerCallback {
        override fun invoke(
            context: Pointer?, action: Int, first: Pointer?, second: Pointer?, database: Pointer?, trigger: Pointer?,
        ): Int = try {
            val handler = authorizer
            if (handler == null) {
                SQLiteJNAConstants.OK
            } else {
                val firstText = SQLiteJNAText.read(first)
                val secondText = SQLiteJNAText.read(second)
                val databaseText = SQLiteJNAText.read(database)
                connection.runCallback(hook = true) { handler(action, firstText, secondText, databaseText) }
            }
        } catch (error: Throwable) {
            SQLiteJNAConstants.DENY
        }
    }

    private val updateCallback = object : SQLiteJNAUpdateCallback {
        override fun invoke(context: Pointer?, operation: Int, schema: Pointer?, table: Pointer?, rowID: Long) {
            try {
                // A copy, so that an observer may remove observers while they are called.
                val entries = updates.toList()
                if (entries.isEmpty()) return
                val schemaName = SQLiteJNAText.read(schema) ?: ""
                val tableName = SQLiteJNAText.read(table) ?: ""
                connection.runCallback(hook = true) {
                    for (entry in entries) entry.handler(operation, schemaName, tableName, rowID)
                }
            } catch (ignored: Throwable) {
                // Nothing may unwind into SQLite.
            }
        }
    }

    /// Asks each commit observer in turn; the first that vetoes turns the commit into a rollback
    /// (an observer that throws vetoes too).
    private val commitCallback = object : SQLiteJNACommitCallback {
        override fun invoke(context: Pointer?): Int = try {
            val entries = commits.toList()
            connection.runCallback(hook = true) { if (entries.any { it.handler() }) 1 else 0 }
        } catch (error: Throwable) {
            1
        }
    }

    private val rollbackCallback = object : SQLiteJNARollbackCallback {
        override fun invoke(context: Pointer?) {
            try {
                val entries = rollbacks.toList()
                connection.runCallback(hook = true) { for (entry in entries) entry.handler() }
            } catch (ignored: Throwable) {
                // Nothing may unwind into SQLite.
            }
        }
    }

    /// Calls every WAL observer with the schema and the pages in its WAL file, then checkpoints as
    /// SQLite's default hook would at the threshold that was in force.
    private val walCallback = object : SQLiteJNAWALCallback {
        override fun invoke(context: Pointer?, db: Pointer?, schema: Pointer?, pages: Int): Int {
            try {
                val schemaName = SQLiteJNAText.read(schema) ?: "main"
                val entries = walWrites.toList()
                connection.runCallback(hook = true) { for (entry in entries) entry.handler(schemaName, pages) }
                if (walAutocheckpoint in 1..pages) {
                    SQLite3.sqlite3_wal_checkpoint_v2(
                        db, SQLiteJNAText.cString(schemaName), SQLiteJNAConstants.CHECKPOINT_PASSIVE, null, null,
                    )
                }
            } catch (ignored: Throwable) {
                // Nothing may unwind into SQLite.
            }
            return SQLiteJNAConstants.OK
        }
    }

    /// Reports each statement as it starts: a trigger's `-- comment` text as it is, any other
    /// statement with its parameters expanded.
    private val traceCallback = object : SQLiteJNATraceCallback {
        override fun invoke(event: Int, context: Pointer?, p: Pointer?, x: Pointer?): Int {
            try {
                val handler = traceHandler ?: return 0
                val unexpanded = SQLiteJNAText.read(x)
                val text = if (unexpanded != null && unexpanded.startsWith("--")) {
                    unexpanded
                } else {
                    val expanded = p?.let { SQLite3.sqlite3_expanded_sql(it) }
                    if (expanded != null) {
                        try {
                            SQLiteJNAText.read(expanded)
                        } finally {
                            SQLite3.sqlite3_free(expanded)
                        }
                    } else {
                        unexpanded
                    }
                }
                if (text != null) connection.runCallback(hook = true) { handler(text) }
            } catch (ignored: Throwable) {
                // Nothing may unwind into SQLite.
            }
            return 0
        }
    }

    private fun takeID(): Int = nextID++

    fun addUpdate(handle: Pointer, handler: (Int, String, String, Long) -> Unit): Int {
        if (updates.isEmpty()) SQLite3.sqlite3_update_hook(handle, updateCallback, null)
        return takeID().also { updates.add(Entry(it, handler)) }
    }

    fun addCommit(handle: Pointer, handler: () -> Boolean): Int {
        if (commits.isEmpty()) SQLite3.sqlite3_commit_hook(handle, commitCallback, null)
        return takeID().also { commits.add(Entry(it, handler)) }
    }

    fun addRollback(handle: Pointer, handler: () -> Unit): Int {
        if (rollbacks.isEmpty()) SQLite3.sqlite3_rollback_hook(handle, rollbackCallback, null)
        return takeID().also { rollbacks.add(Entry(it, handler)) }
    }

    fun addWAL(handle: Pointer, threshold: () -> Int, handler: (String, Int) -> Unit): Int {
        if (walWrites.isEmpty()) {
            walAutocheckpoint = threshold()
            SQLite3Wal.sqlite3_wal_hook(handle, walCallback, null)
        }
        return takeID().also { walWrites.add(Entry(it, handler)) }
    }

    /// Removes observer `id` of any kind; a hook is unregistered when its last observer leaves.
    /// Returns the threshold to restore when the last WAL observer left, else null.
    fun remove(handle: Pointer, id: Int): Int? {
        updates.indexOfFirst { it.id == id }.takeIf { it >= 0 }?.let {
            updates.removeAt(it)
            if (updates.isEmpty()) SQLite3.sqlite3_update_hook(handle, null, null)
            return null
        }
        commits.indexOfFirst { it.id == id }.takeIf { it >= 0 }?.let {
            commits.removeAt(it)
            if (commits.isEmpty()) SQLite3.sqlite3_commit_hook(handle, null, null)
            return null
        }
        rollbacks.indexOfFirst { it.id == id }.takeIf { it >= 0 }?.let {
            rollbacks.removeAt(it)
            if (rollbacks.isEmpty()) SQLite3.sqlite3_rollback_hook(handle, null, null)
            return null
        }
        walWrites.indexOfFirst { it.id == id }.takeIf { it >= 0 }?.let {
            walWrites.removeAt(it)
            if (walWrites.isEmpty()) {
                SQLite3Wal.sqlite3_wal_hook(handle, null, null)
                return walAutocheckpoint
            }
        }
        return null
    }

    fun setTrace(handle: Pointer, handler: ((String) -> Unit)?) {
        if (handler == null) {
            SQLite3Trace.sqlite3_trace_v2(handle, 0, null, null)
        } else {
            SQLite3Trace.sqlite3_trace_v2(handle, SQLiteJNAConstants.TRACE_STMT, traceCallback, null)
        }
        traceHandler = handler
    }

    fun setAuthorizer(handle: Pointer, handler: ((Int, String?, String?, String?) -> Int)?) {
        if (handler == null) {
            SQLite3Authorizer.sqlite3_set_authorizer(handle, null, null)
        } else {
            SQLite3Authorizer.sqlite3_set_authorizer(handle, authorizerCallback, null)
        }
        authorizer = handler
    }

    /// Unregisters every hook; called before the connection closes.
    fun removeAll() {
        val handle = connection.raw ?: return
        if (updates.isNotEmpty()) SQLite3.sqlite3_update_hook(handle, null, null)
        if (commits.isNotEmpty()) SQLite3.sqlite3_commit_hook(handle, null, null)
        if (rollbacks.isNotEmpty()) SQLite3.sqlite3_rollback_hook(handle, null, null)
        if (walWrites.isNotEmpty() && connection.library.has(SQLiteJNAFamily.WAL)) {
            SQLite3Wal.sqlite3_wal_hook(handle, null, null)
        }
        if (traceHandler != null && connection.library.has(SQLiteJNAFamily.TRACE)) {
            SQLite3Trace.sqlite3_trace_v2(handle, 0, null, null)
        }
        if (authorizer != null && connection.library.has(SQLiteJNAFamily.AUTHORIZER)) {
            SQLite3Authorizer.sqlite3_set_authorizer(handle, null, null)
        }
        authorizer = null
        updates.clear()
        commits.clear()
        rollbacks.clear()
        walWrites.clear()
        traceHandler = null
    }
}

private val SQLiteJNAConnection.hub: SQLiteJNAObservers
    get() = observers ?: SQLiteJNAObservers(this).also { observers = it }

/// Adds an observer of each row inserted, updated or deleted in a rowid table: operation
/// (SQLITE_INSERT 18, SQLITE_DELETE 9, SQLITE_UPDATE 23), schema, table, rowid
/// (`sqlite3_update_hook`). Returns its number for `removeObserver`.
fun SQLiteJNAConnection.addUpdateObserver(handler: (Int, String, String, Long) -> Unit): Int =
    hub.addUpdate(handle(), handler)

/// Adds an observer asked before each commit: true vetoes it, and the COMMIT fails with
/// SQLITE_CONSTRAINT_COMMITHOOK (`sqlite3_commit_hook`).
fun SQLiteJNAConnection.addCommitObserver(handler: () -> Boolean): Int = hub.addCommit(handle(), handler)

/// Adds an observer called after each rollback (`sqlite3_rollback_hook`).
fun SQLiteJNAConnection.addRollbackObserver(handler: () -> Unit): Int = hub.addRollback(handle(), handler)

/// Adds an observer called after each commit in WAL mode with the schema and the pages now in its
/// WAL file (`sqlite3_wal_hook`); while WAL observers are there, the core checkpoints (PASSIVE) at
/// the `wal_autocheckpoint` threshold that was in force, and restores it when the last one leaves.
fun SQLiteJNAConnection.addWALObserver(handler: (String, Int) -> Unit): Int {
    val handle = handle()
    if (!library.has(SQLiteJNAFamily.WAL)) {
        throw unsupported("sqlite3_wal_hook", "a SQLite built without SQLITE_OMIT_WAL")
    }
    return hub.addWAL(handle, { walAutocheckpoint() }, handler)
}

/// Removes observer `id`; nothing for an unknown number or a closed connection.
fun SQLiteJNAConnection.removeObserver(id: Int) {
    val handle = raw ?: return
    val restore = observers?.remove(handle, id) ?: return
    // Puts SQLite's own WAL hook back with the threshold it had.
    try {
        runSingleRow("PRAGMA wal_autocheckpoint = $restore")
    } catch (ignored: SQLiteJNAFailure) {
        // As the dlopen side: the setting stays as it was.
    }
}

/// Calls `handler` with the SQL of each statement as it starts to run, parameters expanded
/// (`sqlite3_trace_v2`, SQLITE_TRACE_STMT); null removes it.
fun SQLiteJNAConnection.setTraceHandler(handler: ((String) -> Unit)?) {
    val handle = handle()
    if (!library.has(SQLiteJNAFamily.TRACE)) {
        throw unsupported("sqlite3_trace_v2", "SQLite 3.14 built without SQLITE_OMIT_TRACE")
    }
    hub.setTrace(handle, handler)
}

/// Calls `handler` for each action of each statement as SQLite compiles it
/// (`sqlite3_set_authorizer`): action code, its two arguments, database name; it returns SQLITE_OK,
/// SQLITE_DENY or SQLITE_IGNORE and may not use the connection. Null removes it.
fun SQLiteJNAConnection.setAuthorizer(handler: ((Int, String?, String?, String?) -> Int)?) {
    val handle = handle()
    if (!library.has(SQLiteJNAFamily.AUTHORIZER)) {
        throw unsupported("sqlite3_set_authorizer", "a SQLite built without SQLITE_OMIT_AUTHORIZATION")
    }
    hub.setAuthorizer(handle, handler)
}

/// The `wal_autocheckpoint` setting in pages; 0 when off.
private fun SQLiteJNAConnection.walAutocheckpoint(): Int {
    val statement = prepare("PRAGMA wal_autocheckpoint").first ?: return 0
    try {
        if (!statement.step()) return 0
        return statement.int64(0).coerceIn(Int.MIN_VALUE.toLong(), Int.MAX_VALUE.toLong()).toInt()
    } finally {
        statement.finalize()
    }
}

/// Runs a statement that returns at most one row, and discards the row.
private fun SQLiteJNAConnection.runSingleRow(sql: String) {
    val statement = prepare(sql).first ?: return
    try {
        statement.step()
    } finally {
        statement.finalize()
    }
}
