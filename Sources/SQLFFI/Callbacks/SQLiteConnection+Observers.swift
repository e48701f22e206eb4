#if !SKIP
extension SQLiteConnection {
    /// The connection's observers, made on first use.
    private var hub: ConnectionObservers {
        if let observers { return observers }
        let made = ConnectionObservers(connection: self)
        observers = made
        return made
    }

    /// Adds an observer of each row inserted, updated or deleted in a rowid table: the operation
    /// (SQLITE_INSERT 18, SQLITE_DELETE 9, SQLITE_UPDATE 23), schema, table and rowid
    /// (`sqlite3_update_hook`, registered while there is an observer). Returns its number for
    /// ``removeObserver(_:)``.
    package func addUpdateObserver(_ handler: @escaping (Int32, String, String, Int64) -> Void) throws(SQLiteFailure)
        -> Int
    {
        try add(handler, to: \.updates) { handle, hub throws(SQLiteFailure) in
            _ = library.functions.updateHook(handle, ConnectionObservers.updateCallback, hub)
        }
    }

    /// Adds an observer asked before each commit: returning true vetoes it, and SQLite rolls the
    /// transaction back and fails the COMMIT with SQLITE_CONSTRAINT_COMMITHOOK
    /// (`sqlite3_commit_hook`).
    package func addCommitObserver(_ handler: @escaping () -> Bool) throws(SQLiteFailure) -> Int {
        try add(handler, to: \.commits) { handle, hub throws(SQLiteFailure) in
            _ = library.functions.commitHook(handle, ConnectionObservers.commitCallback, hub)
        }
    }

    /// Adds an observer called after each rollback (`sqlite3_rollback_hook`).
    package func addRollbackObserver(_ handler: @escaping () -> Void) throws(SQLiteFailure) -> Int {
        try add(handler, to: \.rollbacks) { handle, hub throws(SQLiteFailure) in
            _ = library.functions.rollbackHook(handle, ConnectionObservers.rollbackCallback, hub)
        }
    }

    /// Adds an observer called after each commit in WAL mode with the schema and the number of
    /// pages now in its WAL file (`sqlite3_wal_hook`, absent with SQLITE_OMIT_WAL).
    ///
    /// The WAL hook is also how SQLite runs automatic checkpoints: while WAL observers are there,
    /// SQLFFI checkpoints (PASSIVE) at the `wal_autocheckpoint` threshold that was in force when
    /// the first one came, and restores that setting when the last one leaves.
    package func addWALObserver(_ handler: @escaping (String, Int32) -> Void) throws(SQLiteFailure) -> Int {
        guard let walHook = library.functions.walHook else {
            throw unsupported("sqlite3_wal_hook", since: "a SQLite built without SQLITE_OMIT_WAL")
        }
        return try add(handler, to: \.walWrites) { handle, hub throws(SQLiteFailure) in
            let observers = Unmanaged<ConnectionObservers>.fromOpaque(hub).takeUnretainedValue()
            observers.walAutocheckpoint = try walAutocheckpoint()
            observers.checkpoint = library.functions.walCheckpointV2
            _ = walHook(handle, ConnectionObservers.walCallback, hub)
        }
    }

    /// Adds `handler` to the list at `list`, first calling `register` with the connection and the
    /// hooks' user data (the observers, not retained: the connection keeps them alive) when it is
    /// the list's first observer.
    private func add<Handler>(
        _ handler: Handler,
        to list: ReferenceWritableKeyPath<ConnectionObservers, [ConnectionObservers.Entry<Handler>]>,
        register: (OpaquePointer, UnsafeMutableRawPointer) throws(SQLiteFailure) -> Void
    ) throws(SQLiteFailure) -> Int {
        guard let handle = raw else { throw .connectionClosed }
        let observers = hub
        if observers[keyPath: list].isEmpty { try register(handle, Unmanaged.passUnretained(observers).toOpaque()) }
        let id = observers.takeID()
        observers[keyPath: list].append(.init(id: id, handler: handler))
        return id
    }

    /// Removes the observer numbered `id`, of any kind; the hook is unregistered when the last
    /// observer of its kind leaves. Does nothing for an unknown number or a closed connection.
    package func removeObserver(_ id: Int) {
        guard let handle = raw, let observers else { return }
        if let index = observers.updates.firstIndex(where: { $0.id == id }) {
            observers.updates.remove(at: index)
            if observers.updates.isEmpty { _ = library.functions.updateHook(handle, nil, nil) }
        } else if let index = observers.commits.firstIndex(where: { $0.id == id }) {
            observers.commits.remove(at: index)
            if observers.commits.isEmpty { _ = library.functions.commitHook(handle, nil, nil) }
        } else if let index = observers.rollbacks.firstIndex(where: { $0.id == id }) {
            observers.rollbacks.remove(at: index)
            if observers.rollbacks.isEmpty { _ = library.functions.rollbackHook(handle, nil, nil) }
        } else if let index = observers.walWrites.firstIndex(where: { $0.id == id }) {
            observers.walWrites.remove(at: index)
            if observers.walWrites.isEmpty {
                _ = library.functions.walHook?(handle, nil, nil)
                // Puts SQLite's own hook back with the threshold it had.
                try? runPragma("PRAGMA wal_autocheckpoint = " + String(observers.walAutocheckpoint))
            }
        }
    }

    /// Unregisters every observer hook; called before close.
    func removeObservers() {
        guard let handle = raw, let observers else { return }
        if !observers.updates.isEmpty { _ = library.functions.updateHook(handle, nil, nil) }
        if !observers.commits.isEmpty { _ = library.functions.commitHook(handle, nil, nil) }
        if !observers.rollbacks.isEmpty { _ = library.functions.rollbackHook(handle, nil, nil) }
        if !observers.walWrites.isEmpty { _ = library.functions.walHook?(handle, nil, nil) }
        self.observers = nil
    }

    /// The `wal_autocheckpoint` setting: the WAL size in pages at which SQLite checkpoints after a
    /// commit; 0 when off (or when the build has no WAL).
    private func walAutocheckpoint() throws(SQLiteFailure) -> Int32 {
        guard let statement = try prepare("PRAGMA wal_autocheckpoint").statement else { return 0 }
        defer { statement.finalize() }
        guard try statement.step() else { return 0 }
        return Int32(clamping: statement.int64(at: 0))
    }

    /// Runs a pragma that returns at most one row, and discards the row.
    private func runPragma(_ sql: String) throws(SQLiteFailure) {
        guard let statement = try prepare(sql).statement else { return }
        defer { statement.finalize() }
        _ = try statement.step()
    }
}
#endif
