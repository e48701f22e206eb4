#if !SKIP
import Foundation

/// A C object that lives on a connection and must end before the connection closes: an open blob,
/// an unfinished backup, a session. SQLite documents that a blob, a backup or a session left open
/// keeps the connection from closing (`sqlite3_close_v2` turns it into a zombie) and that a
/// session must be deleted first; ``SQLiteConnection/close()`` therefore ends each dependent.
package protocol SQLiteConnectionDependent: AnyObject {
    /// Releases the C object (idempotent); called by the connection's ``SQLiteConnection/close()``.
    func closeBeforeConnection()
}

/// The dependents of one connection, held weakly: a dependent that is released removes itself.
///
/// A backup is a dependent of two connections, and finishing it (from either side, or when either
/// closes) edits both lists, possibly from the thread of the other connection: every list is read
/// and changed under one lock that all of them share (dependents come and go rarely, and a shared
/// lock costs a connection no allocation).
final class SQLiteDependents {
    /// A weak reference to a dependent.
    private struct Entry {
        weak var dependent: (any SQLiteConnectionDependent)?
    }

    /// Guards the entries of every list, and each connection's `dependents` property.
    static let lock = NSLock()

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The dependents still alive, and forgets them all; called with the lock held.
    fileprivate func takeAll() -> [any SQLiteConnectionDependent] {
        let alive = entries.values.compactMap(\.dependent)
        entries = [:]
        return alive
    }

    fileprivate func add(_ dependent: any SQLiteConnectionDependent) {
        entries[ObjectIdentifier(dependent)] = Entry(dependent: dependent)
    }

    fileprivate func remove(_ dependent: any SQLiteConnectionDependent) {
        entries[ObjectIdentifier(dependent)] = nil
    }
}

extension SQLiteConnection {
    /// Records a dependent, so that ``close()`` ends it first.
    func addDependent(_ dependent: any SQLiteConnectionDependent) {
        SQLiteDependents.lock.lock()
        defer { SQLiteDependents.lock.unlock() }
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
        SQLiteDependents.lock.lock()
        defer { SQLiteDependents.lock.unlock() }
        dependents?.remove(dependent)
    }

    /// Ends every dependent that is still alive (outside the lock: ending one removes it from its
    /// other connection's list too).
    func closeDependents() {
        SQLiteDependents.lock.lock()
        let alive = dependents?.takeAll() ?? []
        SQLiteDependents.lock.unlock()
        for dependent in alive { dependent.closeBeforeConnection() }
    }
}
#endif
