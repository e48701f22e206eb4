import SQLFFI

/// How far a backup has come: pages still to copy out of the source's pages.
public struct SQLBackupProgress: Hashable, Sendable, CustomStringConvertible {
    /// Pages still to copy after the last step.
    public var remainingPages: Int
    /// Pages of the source database at the last step (it can change when the source is written).
    public var totalPages: Int

    /// Creates a progress report.
    public init(remainingPages: Int, totalPages: Int) {
        self.remainingPages = remainingPages
        self.totalPages = totalPages
    }

    /// Pages copied so far.
    public var copiedPages: Int { totalPages - remainingPages }

    /// `copied/total pages`.
    public var description: String { String(copiedPages) + "/" + String(totalPages) + " pages" }
}

/// An online backup in progress: copies a database of one context into a database of another, a
/// number of pages per ``step(pages:)``, while the source stays usable.
///
/// ```swift
/// let backup = try source.startBackup(to: destination)
/// while try !backup.step(pages: 100) {
///     print(backup.progress)            // 100/2500 pages, 200/2500 pages, …
/// }
/// ```
///
/// Between steps the source may be written. Changes made through the source context are copied
/// as the backup goes on; changes made through any other connection make the next step start the
/// copy again from the first page (SQLite's documented behaviour), so a source written faster than
/// it is copied never completes. The destination's pages are replaced when the last step completes;
/// until then, and after ``close()`` without completion, the destination database is unchanged.
/// Closing either context ends the backup. A backup uses both contexts: while it is open, neither
/// may be used by another thread (other connections, in any thread or process, may use the files).
///
/// The corresponding SQLite functions are
/// [`sqlite3_backup_init`, `sqlite3_backup_step`, `sqlite3_backup_finish`](https://sqlite.org/c3ref/backup_finish.html).
public final class SQLBackup {
    /// The backup in SQLFFI.
    let handle: SQLiteBackup
    /// Tells the destination context's live queries when the copy has replaced its content.
    let destinationSignal: SQLCommitSignal

    init(handle: SQLiteBackup, destinationSignal: SQLCommitSignal) {
        self.handle = handle
        self.destinationSignal = destinationSignal
    }

    /// Copies up to `pages` pages; 0 or less copies all that remain. Returns true when the copy is
    /// complete (the backup is then finished), false when pages remain.
    ///
    /// - Throws: an ``SQLError``. `SQLITE_BUSY` once the busy timeout of the connection whose lock
    ///   was needed has passed, and `SQLITE_LOCKED` once the destination's busy timeout has passed
    ///   (`SQLContext.setBusyTimeout(milliseconds:)`): the backup stays open and the step can be
    ///   tried again. Any other error (`SQLITE_READONLY` for a read-only destination or one whose
    ///   page size cannot change, `SQLITE_NOMEM`, `SQLITE_IOERR`, …) finishes the backup.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_backup_step`](https://sqlite.org/c3ref/backup_finish.html#sqlite3backupstep).
    public func step(pages: Int = -1) throws -> Bool {
        let count: Int32 = pages <= 0 ? -1 : Int32(min(pages, Int(Int32.max)))
        do {
            let complete = try handle.step(pages: count)
            if complete { destinationSignal.noteReplacedContent() }
            return complete
        } catch {
            throw SQLError(error, sql: nil, context: "backup step")
        }
    }

    /// Pages still to copy after the last step; 0 before the first step.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_backup_remaining`](https://sqlite.org/c3ref/backup_finish.html#sqlite3backupremaining).
    public var remainingPages: Int { Int(handle.remaining) }

    /// Pages of the source database at the last step; 0 before the first step.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_backup_pagecount`](https://sqlite.org/c3ref/backup_finish.html#sqlite3backuppagecount).
    public var totalPages: Int { Int(handle.pageCount) }

    /// ``remainingPages`` and ``totalPages`` together.
    public var progress: SQLBackupProgress {
        SQLBackupProgress(remainingPages: remainingPages, totalPages: totalPages)
    }

    /// Whether the last step copied the last page.
    public var isComplete: Bool { handle.isComplete }

    /// Whether the backup has ended: complete, failed, closed, or one of its contexts closed.
    public var isFinished: Bool { handle.isFinished }

    /// Ends the backup; idempotent. Before completion the destination is left unchanged.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_backup_finish`](https://sqlite.org/c3ref/backup_finish.html#sqlite3backupfinish).
    public func close() {
        handle.finish()
    }
}
