import SQLFFI

/// Identifies an observer added to a ``SQLContext``, for ``SQLContext/removeObserver(_:)``.
public struct SQLObserverToken: Hashable, Sendable {
    /// The number SQLFFI gave the observer.
    let id: Int
}

/// A commit in WAL mode, as reported to a WAL observer.
public struct SQLWALEvent: Hashable, Sendable {
    /// The schema that committed: `main` or an attached database's name.
    public var database: String
    /// The number of pages now in the schema's WAL file.
    public var pageCount: Int

    /// Creates an event, for tests of code that handles them.
    public init(database: String, pageCount: Int) {
        self.database = database
        self.pageCount = pageCount
    }
}

/// What the observers of a context share with it: the error with which a commit observer vetoed
/// the last vetoed commit, so that the failed COMMIT can say why. A separate object, so that the
/// observers, which the connection keeps, do not keep the context alive.
final class SQLObserverState {
    /// The error thrown by the commit observer that vetoed the most recent vetoed commit.
    var commitVeto: (any Error)?
    /// The observer that ``SQLContext/setUpdateHook(_:)`` added last.
    var updateHookToken: SQLObserverToken?
}

extension SQLContext {
    /// Adds an observer of every row inserted, updated or deleted in a rowid table of this
    /// connection; any number of observers can be added, each called in the order they were added.
    ///
    /// The observer runs while the statement that changes the row runs, before the change commits
    /// (it may still roll back). It must not use the context. Changes to `WITHOUT ROWID` tables,
    /// and rows deleted by the truncate optimization (`DELETE FROM t` without `WHERE`), are not
    /// reported.
    ///
    /// - Returns: the token that ``removeObserver(_:)`` takes.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_update_hook`](https://sqlite.org/c3ref/update_hook.html).
    public func addUpdateObserver(_ observer: @escaping (SQLUpdateEvent) -> Void) throws -> SQLObserverToken {
        try checkOpen()
        do {
            let id = try connection.addUpdateObserver { operation, database, table, rowID in
                observer(
                    SQLUpdateEvent(
                        action: SQLContext.updateAction(operation), database: database, table: table, rowID: rowID))
            }
            return SQLObserverToken(id: id)
        } catch {
            throw SQLError(error, sql: nil)
        }
    }

    /// Adds an observer that is asked before each commit of this connection, and vetoes it by
    /// throwing: SQLite then rolls the transaction back, and the COMMIT (or the statement that
    /// would have committed on its own) fails with `SQLITE_CONSTRAINT_COMMITHOOK`.
    /// ``transaction(_:block:)`` and ``exec(sql:parameters:)`` report that error with the observer's
    /// message. Observers are asked in the order they were added, and the ones after a veto are
    /// not asked. An observer must not use the context.
    ///
    /// - Returns: the token that ``removeObserver(_:)`` takes.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_commit_hook`](https://sqlite.org/c3ref/commit_hook.html).
    public func addCommitObserver(_ observer: @escaping () throws -> Void) throws -> SQLObserverToken {
        try checkOpen()
        let state = observerState
        do {
            let id = try connection.addCommitObserver {
                do {
                    try observer()
                    return false
                } catch {
                    state.commitVeto = error
                    return true
                }
            }
            return SQLObserverToken(id: id)
        } catch {
            throw SQLError(error, sql: nil)
        }
    }

    /// Adds an observer called after each rollback of this connection: a `ROLLBACK`, a transaction
    /// rolled back by an error, or a vetoed commit (not a `ROLLBACK TO` a savepoint). It must not
    /// use the context.
    ///
    /// - Returns: the token that ``removeObserver(_:)`` takes.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_rollback_hook`](https://sqlite.org/c3ref/commit_hook.html).
    public func addRollbackObserver(_ observer: @escaping () -> Void) throws -> SQLObserverToken {
        try checkOpen()
        do {
            return SQLObserverToken(id: try connection.addRollbackObserver(observer))
        } catch {
            throw SQLError(error, sql: nil)
        }
    }

    /// Adds an observer called after each commit to a database in WAL mode, with the schema and
    /// the number of pages in its WAL file. It must not use the context.
    ///
    /// SQLite runs its automatic checkpoints from the same hook: while WAL observers are there,
    /// SQLContext checkpoints (`PASSIVE`) at the `PRAGMA wal_autocheckpoint` threshold that was in
    /// force when the first one was added, and restores that setting when the last one is
    /// removed. Setting `PRAGMA wal_autocheckpoint` in between replaces the observers' hook.
    ///
    /// - Throws: an ``SQLError`` whose ``SQLError/missingFunction`` is `sqlite3_wal_hook` when the
    ///   loaded SQLite was built without WAL (`SQLITE_OMIT_WAL`).
    /// - Returns: the token that ``removeObserver(_:)`` takes.
    ///
    /// The corresponding SQLite function is [`sqlite3_wal_hook`](https://sqlite.org/c3ref/wal_hook.html).
    public func addWALObserver(_ observer: @escaping (SQLWALEvent) -> Void) throws -> SQLObserverToken {
        try checkOpen()
        do {
            let id = try connection.addWALObserver { database, pages in
                observer(SQLWALEvent(database: database, pageCount: Int(pages)))
            }
            return SQLObserverToken(id: id)
        } catch {
            throw SQLError(error, sql: nil)
        }
    }

    /// Removes an observer added to this context, of any kind, and releases its closure; the
    /// others stay. Removing one twice, or after ``close()``, does nothing.
    ///
    /// The corresponding SQLite functions are [`sqlite3_update_hook`](https://sqlite.org/c3ref/update_hook.html),
    /// [`sqlite3_commit_hook`](https://sqlite.org/c3ref/commit_hook.html),
    /// `sqlite3_rollback_hook` and [`sqlite3_wal_hook`](https://sqlite.org/c3ref/wal_hook.html),
    /// called with no callback when the last observer of a kind leaves.
    public func removeObserver(_ token: SQLObserverToken) {
        connection.removeObserver(token.id)
    }

    /// The action of an update hook's operation code.
    static func updateAction(_ operation: Int32) -> SQLAction {
        SQLAction(rawValue: operation) ?? SQLAction.update
    }

    /// `error` made precise when it is a commit that a commit observer vetoed: its message says so
    /// and gives the observer's.
    func explainingCommitVeto(_ error: SQLError) -> SQLError {
        guard error.extendedCode == SQLiteConstants.constraintCommitHook, let veto = observerState.commitVeto else {
            return error
        }
        observerState.commitVeto = nil
        var explained = error
        let reason = (veto as? SQLError)?.message ?? String(describing: veto)
        explained.message = "a commit observer vetoed the commit, and the transaction was rolled back: " + reason
        return explained
    }
}
