/// What happened to a row, as reported to an update hook: SkipSQL's ``SQLAction``, under the name
/// this package gave it first.
public typealias SQLUpdateAction = SQLAction

/// One row change reported to an update observer (``SQLContext/addUpdateObserver(_:)``,
/// ``SQLContext/setUpdateHook(_:)``).
public struct SQLUpdateEvent: Hashable, Sendable {
    /// What happened to the row.
    public var action: SQLUpdateAction
    /// The schema: `main`, `temp` or an attached database's name.
    public var database: String
    /// The table.
    public var table: String
    /// The rowid of the row.
    public var rowID: Int64

    /// Creates an event, for tests of code that handles them.
    public init(action: SQLUpdateAction, database: String, table: String, rowID: Int64) {
        self.action = action
        self.database = database
        self.table = table
        self.rowID = rowID
    }
}

extension SQLContext {
    /// Calls `hook` with the SQL of each statement as it starts to run, its parameters expanded,
    /// or removes the hook when nil. Replacing or removing a hook releases the previous closure.
    ///
    /// The expanded SQL contains bound values: log it only where they may be seen.
    ///
    /// The corresponding SQLite functions are [`sqlite3_trace_v2`](https://sqlite.org/c3ref/trace_v2.html)
    /// with `SQLITE_TRACE_STMT` and `sqlite3_expanded_sql`.
    public func setTraceHook(_ hook: ((String) -> Void)?) throws {
        try checkOpen()
        do {
            try connection.setTraceHandler(hook)
        } catch {
            throw SQLError(error, sql: nil)
        }
    }

    /// Calls `hook` for each row inserted, updated or deleted in a rowid table of this connection,
    /// or removes the hook when nil. The hook must not use the context.
    ///
    /// This is one update observer (see ``addUpdateObserver(_:)``) that each call replaces: the
    /// observers added with `addUpdateObserver` stay.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_update_hook`](https://sqlite.org/c3ref/update_hook.html).
    public func setUpdateHook(_ hook: ((SQLUpdateEvent) -> Void)?) throws {
        try checkOpen()
        if let previous = observerState.updateHookToken {
            removeObserver(previous)
            observerState.updateHookToken = nil
        }
        if let hook { observerState.updateHookToken = try addUpdateObserver(hook) }
    }
}
