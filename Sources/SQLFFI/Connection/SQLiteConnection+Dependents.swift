/// A C object that lives on a connection and must end before the connection closes: an open blob,
/// an unfinished backup, a session. SQLite documents that a blob, a backup or a session left open
/// keeps the connection from closing (`sqlite3_close_v2` turns it into a zombie) and that a
/// session must be deleted first; ``SQLiteConnection/close()`` therefore ends each dependent.
package protocol SQLiteConnectionDependent: AnyObject {
    /// Releases the C object (idempotent); called by the connection's ``SQLiteConnection/close()``.
    func closeBeforeConnection()
}

/// The dependents of one connection, held weakly: a dependent that is released removes itself.
final class SQLiteDependents {
    /// A weak reference to a dependent.
    private struct Entry {
        weak var dependent: (any SQLiteConnectionDependent)?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    func add(_ dependent: any SQLiteConnectionDependent) {
        entries[ObjectIdentifier(dependent)] = Entry(dependent: dependent)
    }

    func remove(_ dependent: any SQLiteConnectionDependent) {
        entries[ObjectIdentifier(dependent)] = nil
    }

    /// Closes every dependent that is still alive, then forgets them all.
    func closeAll() {
        let alive = entries.values.compactMap(\.dependent)
        entries = [:]
        for dependent in alive { dependent.closeBeforeConnection() }
    }
}

extension SQLiteConnection {
    /// Records a dependent, so that ``close()`` ends it first.
    func addDependent(_ dependent: any SQLiteConnectionDependent) {
        if let dependents {
            dependents.add(dependent)
        } else {
            let made = SQLiteDependents()
            made.add(dependent)
            dependents = made
        }
    }

    /// Forgets a dependent that ended on its own.
    func removeDependent(_ dependent: any SQLiteConnectionDependent) {
        dependents?.remove(dependent)
    }
}
