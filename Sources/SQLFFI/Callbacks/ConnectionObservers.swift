#if !SKIP
/// The observers of one connection's changes, commits, rollbacks and WAL writes.
///
/// SQLite has one slot per connection for each of these hooks. SQLFFI owns the slots: the hook is
/// registered, with this object as its user data, while at least one observer of its kind is
/// there, and calls every observer in the order they were added. The connection keeps the object
/// alive, and unregisters the hooks before it closes.
final class ConnectionObservers {
    /// The observed connection, which keeps this object; not retained.
    unowned(unsafe) let connection: SQLiteConnection

    init(connection: SQLiteConnection) { self.connection = connection }

    /// An observer and the number that identifies it for removal.
    struct Entry<Handler> {
        let id: Int
        let handler: Handler
    }

    var updates: [Entry<(Int32, String, String, Int64) -> Void>] = []
    @exclusivity(unchecked) var commits: [Entry<() -> Bool>] = []
    @exclusivity(unchecked) var rollbacks: [Entry<() -> Void>] = []
    var walWrites: [Entry<(String, Int32) -> Void>] = []
    /// The number of the next observer added.
    var nextID = 1
    /// The automatic checkpoint threshold in pages that was in force when the first WAL observer
    /// came (SQLite's default hook implements it, and the WAL hook replaces that hook): the WAL
    /// callback checkpoints at this size as the default hook would, and it is restored when the
    /// last WAL observer leaves. 0: no automatic checkpoints.
    var walAutocheckpoint: Int32 = 0

    /// Takes a number for a new observer.
    func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    static func observers(_ pointer: UnsafeMutableRawPointer?) -> ConnectionObservers? {
        guard let pointer else { return nil }
        return Unmanaged<ConnectionObservers>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The `sqlite3_update_hook` callback: calls every update observer.
    static let updateCallback: SQLiteUpdateCallback = { pointer, operation, schema, table, rowID in
        guard let observers = observers(pointer) else { return }
        // A copy of the list, so that an observer may remove observers while they are called.
        let entries = observers.updates
        if entries.isEmpty { return }
        let schemaName = schema.map { String(cString: $0) } ?? ""
        let tableName = table.map { String(cString: $0) } ?? ""
        observers.connection.runCallback(hook: true) {
            for entry in entries { entry.handler(operation, schemaName, tableName, rowID) }
        }
    }

    /// The `sqlite3_commit_hook` callback: asks each commit observer in turn; the first that vetoes
    /// turns the commit into a rollback (non-zero), and the ones after it are not asked.
    static let commitCallback: SQLiteCommitCallback = { pointer in
        guard let observers = observers(pointer) else { return 0 }
        let entries = observers.commits
        return observers.connection.runCallback(hook: true) {
            for entry in entries where entry.handler() { return 1 }
            return 0
        }
    }

    /// The `sqlite3_rollback_hook` callback: calls every rollback observer.
    static let rollbackCallback: SQLiteRollbackCallback = { pointer in
        guard let observers = observers(pointer) else { return }
        let entries = observers.rollbacks
        observers.connection.runCallback(hook: true) {
            for entry in entries { entry.handler() }
        }
    }

    /// The `sqlite3_wal_hook` callback: calls every WAL observer with the schema and the number of
    /// pages in the WAL file, then checkpoints as SQLite's default hook does at the threshold that
    /// was in force.
    static let walCallback: SQLiteWALCallback = { pointer, handle, schema, pages in
        guard let observers = observers(pointer) else { return SQLiteConstants.ok }
        let schemaName = schema.map { String(cString: $0) } ?? "main"
        let entries = observers.walWrites
        observers.connection.runCallback(hook: true) {
            for entry in entries { entry.handler(schemaName, pages) }
        }
        if observers.walAutocheckpoint > 0 && pages >= observers.walAutocheckpoint,
            let checkpoint = observers.checkpoint
        {
            _ = checkpoint(handle, schema, SQLiteConstants.checkpointPassive, nil, nil)
        }
        return SQLiteConstants.ok
    }

    /// `sqlite3_wal_checkpoint_v2` of the connection's library, set when the WAL hook is registered.
    var checkpoint:
        (
            @convention(c) (
                OpaquePointer?, SQLiteCString?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
            ) -> Int32
        )?
}
#endif
