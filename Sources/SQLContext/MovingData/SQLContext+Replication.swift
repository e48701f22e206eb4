/// The settings a WAL-shipping replicator such as [Litestream](https://litestream.io) asks of the
/// application that writes the database; ``SQLContext/prepareForReplication(_:)`` applies them.
///
/// The defaults follow Litestream's "Tips & Caveats" (https://litestream.io/tips/): WAL journal
/// mode (Litestream replicates the WAL and nothing else), a busy timeout of 5 seconds (Litestream
/// takes short write locks to checkpoint, and a writer without a timeout would fail with
/// `SQLITE_BUSY`), and `synchronous = NORMAL` (safe in WAL mode; the replica, not the local fsync,
/// is what survives the loss of the machine).
public struct SQLReplicationSettings: Hashable, Sendable {
    /// How long a statement waits for a lock held by another process, in milliseconds.
    public var busyTimeoutMilliseconds: Int
    /// The synchronous mode.
    public var synchronous: SynchronousMode
    /// Whether SQLite still checkpoints the WAL on its own after 1000 pages (true, the default:
    /// the WAL stays small even when the replicator is not running). False leaves checkpoints to
    /// the replicator (Litestream checkpoints the databases it replicates, see its "WAL Truncate
    /// Threshold" guide), so the WAL grows while it is not running.
    public var automaticCheckpoints: Bool

    /// Settings for a replicated database; the defaults are Litestream's recommendations.
    public init(
        busyTimeoutMilliseconds: Int = 5000, synchronous: SynchronousMode = .normal, automaticCheckpoints: Bool = true
    ) {
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        self.synchronous = synchronous
        self.automaticCheckpoints = automaticCheckpoints
    }
}

extension SQLContext {
    /// Puts a file database in the state a WAL-shipping replicator (Litestream) expects: WAL
    /// journal mode, the busy timeout and synchronous mode of `settings`, and automatic
    /// checkpoints on or off. Call it right after opening, on every connection that writes.
    ///
    /// - Throws: ``SQLError`` with `SQLITE_MISUSE` when the database cannot be in WAL mode (an
    ///   in-memory database) or when called inside a transaction; SQLite's error (`SQLITE_BUSY`
    ///   when another connection holds the database) otherwise.
    ///
    /// The corresponding SQLite functions are
    /// [`sqlite3_busy_timeout`](https://sqlite.org/c3ref/busy_timeout.html) and the pragmas
    /// [`journal_mode`](https://sqlite.org/pragma.html#pragma_journal_mode),
    /// [`synchronous`](https://sqlite.org/pragma.html#pragma_synchronous) and
    /// [`wal_autocheckpoint`](https://sqlite.org/pragma.html#pragma_wal_autocheckpoint).
    public func prepareForReplication(_ settings: SQLReplicationSettings = SQLReplicationSettings()) throws {
        if isInTransaction {
            throw SQLError.misuse("prepareForReplication cannot run inside a transaction")
        }
        try setBusyTimeout(milliseconds: settings.busyTimeoutMilliseconds)
        let mode = try setJournalMode(.wal)
        if mode != .wal {
            throw SQLError.misuse(
                "replication needs WAL journal mode, and this database stays in " + mode.rawValue
                    + " mode (an in-memory database cannot use WAL)")
        }
        try setSynchronousMode(settings.synchronous)
        try setWALAutoCheckpoint(pages: settings.automaticCheckpoints ? 1000 : 0)
    }
}
