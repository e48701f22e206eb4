import Foundation

// SkipSQL's trace and update hooks. They cannot throw: on a closed context they do nothing (the
// throwing forms are `setTraceHook(_:)` and `setUpdateHook(_:)`).
extension SQLContext {
    /// What ``trace(_:)`` calls with the SQL of each statement that starts to run.
    public typealias TraceAction = (String) -> Void

    /// Calls `action` with the SQL of each statement as it starts to run, its parameters expanded,
    /// or removes the trace when nil. Replacing or removing it releases the previous closure.
    ///
    /// The expanded SQL contains bound values: log it only where they may be seen.
    ///
    /// - Parameter action: the closure, or nil.
    ///
    /// The corresponding SQLite functions are [`sqlite3_trace_v2`](https://sqlite.org/c3ref/trace_v2.html)
    /// with `SQLITE_TRACE_STMT` and `sqlite3_expanded_sql`.
    public func trace(_ action: TraceAction?) {
        try? setTraceHook(action)
    }

    /// What ``onUpdate(hook:)`` calls for each row changed: the action, the row's rowid, the
    /// schema (`main`, `temp` or an attached database) and the table.
    public typealias UpdateAction = (_ action: SQLAction, _ rowid: Int64, _ dbname: String, _ tblname: String) -> Void

    /// Calls `hook` for each row inserted, updated or deleted in a rowid table of this connection,
    /// or removes it when nil. The hook must not use the context.
    ///
    /// A connection has one such hook, which this call replaces: it is the one that
    /// ``setUpdateHook(_:)`` sets too. The observers of ``addUpdateObserver(_:)`` stay.
    ///
    /// - Parameter hook: the closure, or nil.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_update_hook`](https://sqlite.org/c3ref/update_hook.html).
    public func onUpdate(hook: UpdateAction?) {
        guard let hook else {
            try? setUpdateHook(nil)
            return
        }
        try? setUpdateHook { event in hook(event.action, event.rowID, event.database, event.table) }
    }
}
