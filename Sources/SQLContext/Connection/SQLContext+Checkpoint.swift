/// How a WAL checkpoint treats other connections. See
/// [sqlite3_wal_checkpoint_v2](https://sqlite.org/c3ref/wal_checkpoint_v2.html).
public enum CheckpointMode: String, CaseIterable, Hashable, Sendable {
    /// Copies as many frames as it can without waiting for readers or writers.
    case passive
    /// Waits (with the busy timeout) for the writer and the readers of old snapshots, then copies
    /// every frame.
    case full
    /// Like `full`, and then waits for readers so that the next writer restarts the WAL from its start.
    case restart
    /// Like `restart`, and then truncates the WAL file to zero bytes.
    case truncate
}

/// What a WAL checkpoint did.
public struct SQLCheckpointResult: Hashable, Sendable {
    /// Whether a lock the checkpoint needed was held by another connection past the busy timeout
    /// (`full`, `restart` and `truncate` only), so the checkpoint did not finish.
    public var wasBlocked: Bool
    /// Frames in the WAL; -1 when the database is not in WAL mode.
    public var walFrames: Int64
    /// Frames of the WAL copied into the database, including those copied before; -1 when the
    /// database is not in WAL mode.
    public var checkpointedFrames: Int64
}

extension SQLContext {
    /// Copies the WAL's committed pages into the main database (a checkpoint).
    ///
    /// SQLite checkpoints on its own when the WAL passes ``walAutoCheckpointPages()`` pages; call this
    /// when automatic checkpoints are off, or to shrink the WAL at a quiet moment.
    ///
    /// - Throws: ``SQLError`` when the context is closed, or `SQLITE_LOCKED` when a statement of
    ///   this connection is still reading.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_wal_checkpoint_v2`](https://sqlite.org/c3ref/wal_checkpoint_v2.html), through
    /// `PRAGMA wal_checkpoint`.
    @discardableResult
    public func checkpoint(_ mode: CheckpointMode = .passive) throws -> SQLCheckpointResult {
        let row = try query(sql: "PRAGMA wal_checkpoint(" + mode.rawValue.uppercased() + ")").first ?? []
        guard row.count == 3 else {
            throw SQLError(code: 1, message: "PRAGMA wal_checkpoint returned \(row.count) columns, not 3")
        }
        return SQLCheckpointResult(
            wasBlocked: row[0] == SQLValue.long(1), walFrames: row[1].longValue ?? -1,
            checkpointedFrames: row[2].longValue ?? -1)
    }
}
