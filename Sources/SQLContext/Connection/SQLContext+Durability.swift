/// How hard SQLite pushes a commit to the disk before it returns: `PRAGMA synchronous`. See
/// [PRAGMA synchronous](https://sqlite.org/pragma.html#pragma_synchronous).
public enum SynchronousMode: String, CaseIterable, Hashable, Sendable {
    /// No sync at all: a power loss or an operating system crash can corrupt the database.
    case off
    /// Sync at the critical moments only. In WAL mode it cannot corrupt the database; a power loss
    /// may undo the last commits. In a rollback journal mode, old file systems can corrupt.
    case normal
    /// Sync at every commit (SQLite's default): a committed transaction survives a power loss.
    case full
    /// Like `full`, and the directory of a deleted rollback journal is synced too.
    case extra

    /// The value `PRAGMA synchronous` reports for the mode.
    var pragmaNumber: Int64 {
        switch self {
        case .off: return 0
        case .normal: return 1
        case .full: return 2
        case .extra: return 3
        }
    }
}

extension SQLContext {
    /// The synchronous mode of the main database (`PRAGMA synchronous`).
    ///
    /// - Throws: ``SQLError`` when the context is closed, or when SQLite answers with a value this
    ///   library does not know.
    public func synchronousMode() throws -> SynchronousMode {
        let number = try pragmaValue("PRAGMA synchronous").longValue ?? -1
        for mode in SynchronousMode.allCases where mode.pragmaNumber == number {
            return mode
        }
        throw SQLError(code: 1, message: "unknown synchronous mode " + String(number))
    }

    /// Sets the synchronous mode of the main database (`PRAGMA synchronous`).
    ///
    /// SQLite ignores the change inside a transaction; this throws instead.
    public func setSynchronousMode(_ mode: SynchronousMode) throws {
        if isInTransaction {
            throw SQLError.misuse("the synchronous mode cannot change inside a transaction")
        }
        try exec(sql: "PRAGMA synchronous = " + mode.rawValue.uppercased())
    }

    /// The number of WAL pages after which a commit checkpoints the WAL into the database
    /// (`PRAGMA wal_autocheckpoint`; SQLite's default is 1000); 0 when automatic checkpoints are off.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_wal_autocheckpoint`](https://sqlite.org/c3ref/wal_autocheckpoint.html), through its pragma.
    public func walAutoCheckpointPages() throws -> Int64 {
        try pragmaValue("PRAGMA wal_autocheckpoint").longValue ?? 0
    }

    /// Sets the number of WAL pages after which a commit checkpoints the WAL; 0 or less turns
    /// automatic checkpoints off, leaving them to ``checkpoint(_:)`` or to another process (such as
    /// Litestream, which checkpoints the databases it replicates).
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_wal_autocheckpoint`](https://sqlite.org/c3ref/wal_autocheckpoint.html), through its pragma.
    public func setWALAutoCheckpoint(pages: Int64) throws {
        let value = pages > 0 ? pages : 0
        try exec(sql: "PRAGMA wal_autocheckpoint = " + String(value))
    }
}
