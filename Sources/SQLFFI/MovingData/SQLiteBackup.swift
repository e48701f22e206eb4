#if !SKIP
import Foundation

/// An online backup in progress (`sqlite3_backup *`), owned: it finishes when released.
///
/// Copies one schema of a source connection into one schema of a destination connection, a number
/// of pages per ``step(pages:)`` (see [Online Backup API](https://sqlite.org/backup.html)). Between
/// steps the source may be written: through the source connection, the copy is updated as it goes;
/// through any other connection, the next step starts the copy again from the first page. Both
/// connections end the backup when they close.
package final class SQLiteBackup: SQLiteConnectionDependent {
    /// The connection written to; SQLite reports the backup's errors through it.
    package let destination: SQLiteConnection
    /// The connection read from.
    package let source: SQLiteConnection
    /// The C handle, nil once finished.
    private var raw: OpaquePointer?
    /// Whether the last step copied the last page.
    package private(set) var isComplete = false

    /// Starts a backup of `sourceSchema` of `source` into `destinationSchema` of `destination`
    /// (`sqlite3_backup_init`).
    ///
    /// Fails when the two are the same connection, when the destination has a read transaction
    /// open, or when they run on different SQLite libraries (their objects must never meet).
    package init(
        destination: SQLiteConnection, destinationSchema: String, source: SQLiteConnection, sourceSchema: String
    ) throws(SQLiteFailure) {
        guard let destinationHandle = destination.raw, let sourceHandle = source.raw else { throw .connectionClosed }
        guard destination.library === source.library else {
            throw SQLiteFailure(
                extendedCode: SQLiteConstants.misuse,
                message: "the source runs on SQLite \(source.library.version) (\(source.library.path)) and the"
                    + " destination on \(destination.library.version) (\(destination.library.path)): a backup"
                    + " needs both on the same library")
        }
        let functions = destination.library.functions
        guard let handle = functions.backupInit(destinationHandle, destinationSchema, sourceHandle, sourceSchema)
        else {
            throw destination.failure(functions.errcode(destinationHandle))
        }
        self.destination = destination
        self.source = source
        raw = handle
        destination.addDependent(self)
        source.addDependent(self)
    }

    deinit { _ = finish() }

    /// Whether the backup has finished (completed, failed or ended early).
    package var isFinished: Bool { raw == nil }

    /// Pages still to copy after the last step (`sqlite3_backup_remaining`); 0 before the first.
    package private(set) var remaining: Int32 = 0
    /// Pages of the source at the last step (`sqlite3_backup_pagecount`); 0 before the first.
    package private(set) var pageCount: Int32 = 0

    /// Copies up to `pages` pages (negative: all that remain) with `sqlite3_backup_step`; returns
    /// true when the copy is complete, after which the backup is finished.
    ///
    /// `SQLITE_BUSY` comes after SQLite's busy handler of the connection whose lock was needed has
    /// given up (its busy timeout). `SQLITE_LOCKED` (a lock held through the same connection) is
    /// retried here for as long as the destination's busy timeout. Either then throws, leaving the
    /// backup open so that the step can be tried again. Any other error is fatal: the backup
    /// finishes and the error is thrown.
    package func step(pages: Int32) throws(SQLiteFailure) -> Bool {
        guard let handle = raw else {
            if isComplete { return true }
            throw SQLiteFailure(extendedCode: SQLiteConstants.misuse, message: "the backup is finished")
        }
        let functions = destination.library.functions
        let started = ContinuousClock.now
        let budget = Duration.milliseconds(Int64(destination.busyTimeoutMilliseconds))
        var code = functions.backupStep(handle, pages)
        while code == SQLiteConstants.locked && ContinuousClock.now - started < budget {
            Thread.sleep(forTimeInterval: 0.002)
            code = functions.backupStep(handle, pages)
        }
        remaining = functions.backupRemaining(handle)
        pageCount = functions.backupPagecount(handle)
        switch code & 0xff {
        case SQLiteConstants.ok:
            return false
        case SQLiteConstants.done:
            isComplete = true
            if let failure = finish() { throw failure }
            return true
        case SQLiteConstants.busy, SQLiteConstants.locked:
            var failure = SQLiteFailure(
                extendedCode: code, message: SQLiteConnection.describe(code, library: destination.library))
            failure.message +=
                code & 0xff == SQLiteConstants.busy
                ? " (after the busy timeout of the connection whose lock was needed)"
                : " (retried for the destination's busy timeout of \(destination.busyTimeoutMilliseconds) ms)"
            throw failure
        default:
            var failure = destination.failure(code)
            if failure.extendedCode & 0xff != code & 0xff {
                failure = SQLiteFailure(
                    extendedCode: code, message: SQLiteConnection.describe(code, library: destination.library))
            }
            _ = finish()
            throw failure
        }
    }

    /// Ends the backup (`sqlite3_backup_finish`) and releases its C object; idempotent. Returns the
    /// failure SQLite reports for the backup as a whole, if any (only the first call can).
    @discardableResult
    package func finish() -> SQLiteFailure? {
        guard let handle = raw else { return nil }
        raw = nil
        destination.removeDependent(self)
        source.removeDependent(self)
        let code = destination.library.functions.backupFinish(handle)
        if code == SQLiteConstants.ok { return nil }
        return destination.failure(code)
    }

    package func closeBeforeConnection() { _ = finish() }
}
#endif
