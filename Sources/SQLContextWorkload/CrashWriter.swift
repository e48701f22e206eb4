import SQLContext

/// The crash-safety writer: appends batches of rows to one table, each batch in its own
/// transaction, and prints `committed N` after each commit, until killed (or after `maxBatches`).
///
/// A restarted writer continues from the largest batch in the file, so a test can kill it, check
/// the file, and start it again on the same file.
public struct CrashWriter {
    /// The table: one row per (batch, seq), plus an index on `seq` whose entries for one batch land
    /// in many places of the file (a batch touches pages all over it, not just the end), so that
    /// `PRAGMA integrity_check` compares two b-trees that each transaction changes throughout.
    public static let schema = """
        CREATE TABLE IF NOT EXISTS batch_rows(
            batch INTEGER NOT NULL, seq INTEGER NOT NULL, payload INTEGER NOT NULL,
            PRIMARY KEY (batch, seq)) WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS batch_rows_seq ON batch_rows(seq);
        """

    /// The database file.
    public var path: String
    /// DELETE (rollback journal) or WAL.
    public var journal: JournalMode
    /// `full` or `normal` (`PRAGMA synchronous`).
    public var synchronous: String
    /// Rows per batch (one transaction).
    public var rowsPerBatch: Int64
    /// Batches to write before exiting, when not killed first.
    public var maxBatches: Int64

    /// Creates a writer; see the properties.
    public init(path: String, journal: JournalMode, synchronous: String, rowsPerBatch: Int64, maxBatches: Int64) {
        self.path = path
        self.journal = journal
        self.synchronous = synchronous
        self.rowsPerBatch = rowsPerBatch
        self.maxBatches = maxBatches
    }

    /// The payload of a row: a scrambled function of its key, which the test recomputes in SQL as
    /// `((batch * 1000 + seq) * 2654435761) % 4294967296` (no overflow below batch 3 000 000).
    public static func payload(batch: Int64, seq: Int64) -> Int64 {
        ((batch * 1000 + seq) * 2_654_435_761) % 4_294_967_296
    }

    /// Writes batches until killed; prints `start N`, then `committed N` per batch, then `done`.
    public func run() throws {
        let context = try SQLContext(path: path)
        try context.setBusyTimeout(milliseconds: 10_000)
        let mode = try context.setJournalMode(journal)
        if mode != journal {
            throw SQLError(code: 1, message: "journal mode is \(mode), wanted \(journal)")
        }
        // Only the two values validated by the caller get here.
        try context.exec(sql: "PRAGMA synchronous = " + (synchronous == "full" ? "FULL" : "NORMAL"))
        try CrashWriter.writeBatches(in: context, rows: rowsPerBatch, maxBatches: maxBatches) { batch in
            Output.line("committed \(batch)")
        }
    }

    /// Creates the table, continues after its largest batch, prints `start N`, commits up to
    /// `maxBatches` batches of `rows` rows (calling `committed` after each), closes `context` and
    /// prints `done`.
    public static func writeBatches(
        in context: SQLContext, rows: Int64, maxBatches: Int64, committed: (Int64) -> Void
    ) throws {
        try context.exec(sql: CrashWriter.schema)
        let last = try context.query(sql: "SELECT max(batch) FROM batch_rows").first?.first?.longValue ?? 0
        Output.line("start \(last + 1)")
        let insert = try context.prepare(sql: "INSERT INTO batch_rows(batch, seq, payload) VALUES (?, ?, ?)")
        var batch = last + 1
        while batch <= last + maxBatches {
            try CrashWriter.commitBatch(batch, rows: rows, with: insert, in: context)
            committed(batch)
            batch += 1
        }
        insert.close()
        context.close()
        Output.line("done")
    }

    /// Inserts the `rows` rows of batch `batch` through `insert` (`INSERT INTO batch_rows(batch,
    /// seq, payload) VALUES (?, ?, ?)`) in one IMMEDIATE transaction of `context`.
    public static func commitBatch(_ batch: Int64, rows: Int64, with insert: SQLStatement, in context: SQLContext)
        throws
    {
        try context.transaction(.immediate) {
            var seq: Int64 = 0
            while seq < rows {
                try insert.bind(integer: batch, at: 1)
                try insert.bind(integer: seq, at: 2)
                try insert.bind(integer: CrashWriter.payload(batch: batch, seq: seq), at: 3)
                try insert.update()
                seq += 1
            }
        }
    }
}
