#if SKIP
import Foundation

/// An open SQLite database connection: the Skip form of `SQLiteConnection`
/// (Connection/SQLiteConnection.swift), over the Kotlin core's `SQLiteJNAConnection`, which keeps
/// the native side's rules: statements registered and finalized by ``close()``, an idempotent close,
/// the re-entrancy rules of SQLiteConnection+Reentrancy.swift, cancellation, and failures read at
/// the failing call.
///
/// Not thread-safe: use one connection from one thread at a time, except ``interrupter``.
public final class SQLiteConnection {
    /// The library whose functions serve this connection.
    public let library: SQLiteLibrary
    /// The Kotlin core's connection.
    let core: SQLiteJNAConnection
    private var interrupterStorage: SQLiteInterrupter?

    /// Opens a connection with `sqlite3_open_v2` and turns extended result codes on.
    public init(path: String, flags: Int32, library: SQLiteLibrary) throws(SQLiteFailure) {
        self.library = library
        self.core = try bridged { try SQLiteJNAConnection(path, flags, library.core) }
    }

    // A connection nobody holds any more is closed here; its statements, blobs, backups and
    // sessions hold it, so none of them can still be in use on another thread.
    deinit {
        close()
    }

    /// Whether the connection is still open.
    public var isOpen: Bool { core.isOpen }

    /// Finalizes every statement of the connection, removes the hooks and closes it; idempotent.
    @discardableResult public func close() -> Int32 { core.close() }

    /// Finalizes every open statement that is not kept for reuse, and ends every blob, backup and
    /// session; returns how many statements it finalized.
    public func closeUnkept() -> Int { core.closeUnkept() }

    /// Lets other threads interrupt or cancel this connection.
    public var interrupter: SQLiteInterrupter {
        if let made = interrupterStorage { return made }
        let made = SQLiteInterrupter(core: core.interrupter)
        interrupterStorage = made
        return made
    }

    /// Compiles the first statement of `sql`: the statement (nil when `sql` holds no statement) and
    /// whether more statements follow it.
    public func prepare(_ sql: String, persistent: Bool = false) throws(SQLiteFailure) -> (
        statement: SQLiteStatement?, hasMore: Bool
    ) {
        let prepared = try bridged { try core.prepare(sql, persistent) }
        guard let statement = prepared.first else { return (nil, prepared.second) }
        return (SQLiteStatement(core: statement, connection: self), prepared.second)
    }

    /// Whether a statement prepared here, other than `statement`, has stepped and neither finished
    /// nor been reset (`sqlite3_stmt_busy`).
    public func hasBusyStatement(otherThan statement: SQLiteStatement?) -> Bool {
        core.hasBusyStatement(statement?.core)
    }

    /// Rows changed by the most recent INSERT, UPDATE or DELETE.
    public var changes: Int64 { core.changes }
    /// Rows changed since the connection opened.
    public var totalChanges: Int64 { core.totalChanges }
    /// The rowid of the most recent successful INSERT.
    public var lastInsertRowID: Int64 { core.lastInsertRowID }
    /// Whether no transaction is open; true when closed.
    public var isAutocommit: Bool { core.isAutocommit }
    /// The busy timeout last set with ``setBusyTimeout(milliseconds:)``, in milliseconds.
    public var busyTimeoutMilliseconds: Int32 { core.busyTimeoutMilliseconds }

    /// Sets the busy timeout in milliseconds; 0 or less turns it off.
    public func setBusyTimeout(milliseconds: Int32) throws(SQLiteFailure) {
        try bridged { try core.setBusyTimeout(milliseconds) }
    }

    /// Reads a run-time limit and, when `newValue` is not negative, changes it; the value before the
    /// call, or -1 when the connection is closed (`sqlite3_limit`).
    public func limit(_ category: Int32, newValue: Int32 = -1) -> Int32 { core.limit(category, newValue) }

    /// Changes an on/off `sqlite3_db_config` option (`value` 1 or 0; negative leaves it) and returns
    /// the setting after the call.
    public func configure(option: Int32, value: Int32) throws(SQLiteFailure) -> Bool {
        try bridged { try core.configure(option, value) }
    }

    /// Turns the loading of extension libraries on or off (`sqlite3_enable_load_extension`).
    public func setExtensionLoading(enabled: Bool) throws(SQLiteFailure) {
        try bridged { try core.setExtensionLoading(enabled) }
    }

    /// Loads the extension library at `path` (`sqlite3_load_extension`).
    public func loadExtension(path: String, entryPoint: String?) throws(SQLiteFailure) {
        try bridged { try core.loadExtension(path, entryPoint) }
    }

    /// Gives schema `schema` its encryption key (`sqlite3_key_v2`).
    public func setKey(_ key: Data, schema: String) throws(SQLiteFailure) {
        try bridged { try core.setKey(key.platformValue, schema) }
    }

    /// Re-encrypts schema `schema` with `key` (`sqlite3_rekey_v2`).
    public func changeKey(_ key: Data, schema: String) throws(SQLiteFailure) {
        try bridged { try core.changeKey(key.platformValue, schema) }
    }

    /// The bytes of schema `schema` as they would be on disk (`sqlite3_serialize`).
    public func serialize(schema: String) throws(SQLiteFailure) -> Data {
        let bytes = try bridged { try core.serialize(schema) }
        return Data(platformValue: bytes)
    }

    /// Replaces schema `schema` with the database in `data` (`sqlite3_deserialize`).
    public func deserialize(_ data: Data, schema: String, readOnly: Bool) throws(SQLiteFailure) {
        try bridged { try core.deserialize(data.platformValue, schema, readOnly) }
    }

    // MARK: - Callbacks

    /// Registers a scalar SQL function: `body` runs for each call and sets its result or throws
    /// (`sqlite3_create_function_v2`).
    public func createFunction(
        _ name: String, argumentCount: Int32, flags: Int32, body: @escaping (SQLiteFunctionCall) throws -> Void
    ) throws(SQLiteFailure) {
        try bridged {
            try core.createFunction(name, argumentCount, flags) { call in
                SQLiteFunctionCall.run(call) { wrapped in try body(wrapped) }
            }
        }
    }

    /// Registers an aggregate SQL function, or an aggregate window function when `window` is true;
    /// `makeGroup` makes the state of each group.
    public func createAggregate<Group: SQLiteAggregateGroup>(
        _ name: String, argumentCount: Int32, flags: Int32, window: Bool, makeGroup: @escaping () -> Group
    ) throws(SQLiteFailure) {
        try bridged {
            try core.createAggregate(name, argumentCount, flags, window) {
                let group = makeGroup()
                return SQLiteJNAAggregateFunctions(
                    { call in SQLiteFunctionCall.run(call) { wrapped in try group.step(wrapped) } },
                    { call in SQLiteFunctionCall.run(call) { wrapped in try group.inverse(wrapped) } },
                    { call in SQLiteFunctionCall.run(call) { wrapped in try group.value(wrapped) } },
                    { call in SQLiteFunctionCall.run(call) { wrapped in try group.finish(wrapped) } })
            }
        }
    }

    /// Removes the function `name` of `argumentCount` arguments.
    public func removeFunction(_ name: String, argumentCount: Int32) throws(SQLiteFailure) {
        try bridged { try core.removeFunction(name, argumentCount) }
    }

    /// Registers the collation `name`, which orders text with `compare`.
    public func createCollation(_ name: String, compare: @escaping (String, String) -> Int32) throws(SQLiteFailure) {
        try bridged { try core.createCollation(name, compare) }
    }

    /// Removes the collation `name`.
    public func removeCollation(_ name: String) throws(SQLiteFailure) {
        try bridged { try core.removeCollation(name) }
    }

    /// Adds an observer of each row inserted, updated or deleted: operation, schema, table, rowid
    /// (`sqlite3_update_hook`). Returns its number for ``removeObserver(_:)``.
    public func addUpdateObserver(_ handler: @escaping (Int32, String, String, Int64) -> Void) throws(SQLiteFailure)
        -> Int
    {
        try bridged { try core.addUpdateObserver(handler) }
    }

    /// Adds an observer asked before each commit: true vetoes it (`sqlite3_commit_hook`).
    public func addCommitObserver(_ handler: @escaping () -> Bool) throws(SQLiteFailure) -> Int {
        try bridged { try core.addCommitObserver(handler) }
    }

    /// Adds an observer called after each rollback (`sqlite3_rollback_hook`).
    public func addRollbackObserver(_ handler: @escaping () -> Void) throws(SQLiteFailure) -> Int {
        try bridged { try core.addRollbackObserver(handler) }
    }

    /// Adds an observer called after each commit in WAL mode with the schema and the pages in its
    /// WAL file (`sqlite3_wal_hook`).
    public func addWALObserver(_ handler: @escaping (String, Int32) -> Void) throws(SQLiteFailure) -> Int {
        try bridged { try core.addWALObserver(handler) }
    }

    /// Removes the observer numbered `id`, of any kind.
    public func removeObserver(_ id: Int) { core.removeObserver(id) }

    /// Calls `handler` with the SQL of each statement as it starts to run; nil removes it
    /// (`sqlite3_trace_v2`).
    public func setTraceHandler(_ handler: ((String) -> Void)?) throws(SQLiteFailure) {
        try bridged { try core.setTraceHandler(handler) }
    }

    /// Calls `handler` for each action of each statement as SQLite compiles it; nil removes it
    /// (`sqlite3_set_authorizer`).
    public func setAuthorizer(_ handler: ((Int32, String?, String?, String?) -> Int32)?) throws(SQLiteFailure) {
        try bridged { try core.setAuthorizer(handler) }
    }

    /// Applies a changeset or patchset (`sqlite3changeset_apply`); `handler` answers each conflict,
    /// and an error it throws is rethrown once SQLite has rolled the changes back.
    public func applyChangeset(_ changeset: Data, handler: (SQLiteChangesetConflict) throws -> Int32) throws {
        do {
            try core.applyChangeset(changeset.platformValue) { conflict in
                try handler(SQLiteChangesetConflict(conflict))
            }
        } catch let failure as SQLiteJNAFailure {
            throw SQLiteFailure(failure)
        }
    }
}

/// Interrupts or cancels a connection from any thread: the Skip form of `SQLiteInterrupter`.
public final class SQLiteInterrupter {
    /// The Kotlin core's interrupter.
    let core: SQLiteJNAInterrupter

    init(core: SQLiteJNAInterrupter) {
        self.core = core
    }

    /// Makes the connection's running statements stop with SQLITE_INTERRUPT.
    public func interrupt() { core.interrupt() }

    /// Interrupts the running statement and makes every later step, prepare and busy wait of the
    /// connection fail with SQLITE_INTERRUPT until ``clearCancellation()``.
    public func cancel() { core.cancel() }

    /// Ends a cancellation: the connection runs statements again.
    public func clearCancellation() { core.clearCancellation() }

    /// Whether the connection is cancelled.
    public var isCancelled: Bool { core.isCancelled }
}
#endif
