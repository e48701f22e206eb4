#if !SKIP
/// The Swift closure behind a trace callback, with the library to read statements through.
final class TraceBox {
    let handler: (String) -> Void
    let library: SQLiteLibrary
    /// The traced connection, which keeps the box; not retained.
    unowned(unsafe) let connection: SQLiteConnection
    init(handler: @escaping (String) -> Void, connection: SQLiteConnection) {
        self.handler = handler
        self.library = connection.library
        self.connection = connection
    }

    /// Calls the handler as a hook of the connection.
    func report(_ text: String) { connection.runCallback(hook: true) { handler(text) } }
}

extension SQLiteConnection {
    /// Calls `handler` with the SQL of each statement as it starts to run, parameters expanded
    /// (`sqlite3_trace_v2` with SQLITE_TRACE_STMT, `sqlite3_expanded_sql`); nil removes it.
    /// Statements run by triggers are reported as their `-- comment` text.
    package func setTraceHandler(_ handler: ((String) -> Void)?) throws(SQLiteFailure) {
        guard let handle = raw else { throw .connectionClosed }
        guard let traceV2 = library.functions.traceV2 else {
            throw unsupported("sqlite3_trace_v2", since: "SQLite 3.14 built without SQLITE_OMIT_TRACE")
        }
        guard let handler else {
            _ = traceV2(handle, 0, nil, nil)
            traceBox = nil
            return
        }
        let box = TraceBox(handler: handler, connection: self)
        let context = Unmanaged.passUnretained(box).toOpaque()
        _ = traceV2(
            handle, SQLiteConstants.traceStatement,
            { _, context, statement, unexpanded in
                guard let context else { return 0 }
                let box = Unmanaged<TraceBox>.fromOpaque(context).takeUnretainedValue()
                let text = unexpanded?.assumingMemoryBound(to: CChar.self)
                if let text, text[0] == 0x2D, text[1] == 0x2D {  // "--": a trigger's comment
                    box.report(String(cString: text))
                } else if let statement, let expanded = box.library.functions.expandedSQL(OpaquePointer(statement)) {
                    let sql = String(cString: expanded)
                    box.library.functions.free(expanded)
                    box.report(sql)
                } else if let text {
                    box.report(String(cString: text))
                }
                return 0
            }, context)
        traceBox = box  // the previous box is released only now that SQLite no longer uses it
    }

    /// Unregisters every hook; called before close.
    func removeHooks() {
        guard let handle = raw else { return }
        if traceBox != nil { _ = library.functions.traceV2?(handle, 0, nil, nil) }
        traceBox = nil
        if authorizerBox != nil { _ = library.functions.setAuthorizer?(handle, nil, nil) }
        authorizerBox = nil
        removeObservers()
    }
}
#endif
