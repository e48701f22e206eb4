import SQLContext

/// The database of the concurrency tests: writers append transactions of rows to a ledger and
/// count them in a progress row; readers check, inside one read transaction, that the rows and the
/// counters agree, which they do only if no reader ever sees part of a transaction.
///
/// Transaction `t` of writer `w` inserts rows `(w, t, 0..<n)` with values `t * 100 + seq`, and in
/// the same transaction adds 1 to `txns`, `n` to `rows` and the sum of the values to `total` of
/// the writer's progress row.
public enum Ledger {
    /// The tables.
    public static let schema = """
        CREATE TABLE IF NOT EXISTS ledger_items(
            writer INTEGER NOT NULL, txn INTEGER NOT NULL, seq INTEGER NOT NULL, value INTEGER NOT NULL,
            PRIMARY KEY (writer, txn, seq)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS ledger_progress(
            writer INTEGER PRIMARY KEY, txns INTEGER NOT NULL, rows INTEGER NOT NULL, total INTEGER NOT NULL);
        """

    /// Puts the database in WAL mode and creates the tables and one progress row per writer.
    public static func create(_ context: SQLContext, writers: Int64) throws {
        try context.setJournalMode(.wal)
        try context.exec(sql: schema)
        var writer: Int64 = 0
        while writer < writers {
            try context.exec(
                sql: "INSERT OR IGNORE INTO ledger_progress(writer, txns, rows, total) VALUES (?, 0, 0, 0)",
                parameters: [.long(writer)])
            writer += 1
        }
    }

    /// The value of row `seq` of transaction `txn`.
    public static func value(txn: Int64, seq: Int64) -> Int64 { txn * 100 + seq }

    /// Writes transaction `txn` of `writer`: `rows` rows and the progress update, atomically.
    public static func writeTransaction(_ context: SQLContext, writer: Int64, txn: Int64, rows: Int64) throws {
        try context.transaction(.immediate) {
            var seq: Int64 = 0
            var sum: Int64 = 0
            while seq < rows {
                let value = Ledger.value(txn: txn, seq: seq)
                try context.exec(
                    sql: "INSERT INTO ledger_items(writer, txn, seq, value) VALUES (?, ?, ?, ?)",
                    parameters: [.long(writer), .long(txn), .long(seq), .long(value)])
                sum += value
                seq += 1
            }
            try context.exec(
                sql: "UPDATE ledger_progress SET txns = txns + 1, rows = rows + ?, total = total + ? WHERE writer = ?",
                parameters: [.long(rows), .long(sum), .long(writer)])
            if context.changes != 1 {
                throw SQLError(code: 1, message: "no progress row for writer \(writer)")
            }
        }
    }

    /// What one consistent read of the ledger found.
    public struct Snapshot {
        /// Transactions committed, per writer.
        public var transactions: [Int64: Int64] = [:]
        /// The sum of ``transactions``.
        public var totalTransactions: Int64 = 0
        /// Every disagreement between rows and counters (empty when consistent).
        public var violations: [String] = []
    }

    /// Reads the ledger in one read transaction and checks it: per writer, the rows and their sum
    /// match the progress row, transactions 1...txns are all there, and each has exactly
    /// `rowsPerTransaction` rows.
    public static func check(_ context: SQLContext, rowsPerTransaction: Int64) throws -> Snapshot {
        try context.transaction(.deferred) {
            var snapshot = Snapshot()
            var progress: [Int64: [Int64]] = [:]
            for row in try context.query(sql: "SELECT writer, txns, rows, total FROM ledger_progress") {
                let numbers = row.map { $0.longValue ?? -1 }
                progress[numbers[0]] = Array(numbers.dropFirst())
                snapshot.transactions[numbers[0]] = numbers[1]
                snapshot.totalTransactions += numbers[1]
            }
            var seen: Set<Int64> = []
            let items = try context.query(
                sql: """
                    SELECT writer, count(*), sum(value), count(DISTINCT txn), min(txn), max(txn)
                    FROM ledger_items GROUP BY writer
                    """)
            for row in items {
                let numbers = row.map { $0.longValue ?? -1 }
                let writer = numbers[0]
                seen.insert(writer)
                guard let expected = progress[writer] else {
                    snapshot.violations.append("rows of writer \(writer), which has no progress row")
                    continue
                }
                let (txns, rows, total) = (expected[0], expected[1], expected[2])
                if numbers[1] != rows || numbers[2] != total || numbers[3] != txns || numbers[4] != 1
                    || numbers[5] != txns
                {
                    snapshot.violations.append(
                        "writer \(writer): progress says txns=\(txns) rows=\(rows) total=\(total); rows say"
                            + " count=\(numbers[1]) sum=\(numbers[2]) txns=\(numbers[3]) in \(numbers[4])...\(numbers[5])"
                    )
                }
            }
            for (writer, expected) in progress where expected[0] != 0 && !seen.contains(writer) {
                snapshot.violations.append("writer \(writer): progress says txns=\(expected[0]) but it has no rows")
            }
            let partial = try context.query(
                sql: """
                    SELECT writer, txn, count(*) FROM ledger_items GROUP BY writer, txn
                    HAVING count(*) != ? LIMIT 5
                    """, parameters: [.long(rowsPerTransaction)])
            for row in partial {
                snapshot.violations.append("partial transaction: \(row)")
            }
            return snapshot
        }
    }
}

/// The outcome of a writer process or thread.
public struct LedgerWriterResult: CustomStringConvertible {
    /// The writer's number.
    public var writer: Int64
    /// Transactions committed.
    public var transactions: Int64 = 0
    /// `SQLITE_BUSY` errors that reached the writer (each retried).
    public var busy: Int64 = 0
    /// Other errors (the writer stops at the first).
    public var errors: Int64 = 0

    /// `writer=K transactions=T busy=B errors=E`.
    public var description: String {
        "writer=\(writer) transactions=\(transactions) busy=\(busy) errors=\(errors)"
    }
}

/// A writer of ``Ledger`` transactions.
public struct LedgerWriter {
    /// The database file.
    public var path: String
    /// The writer's number, its progress row.
    public var writer: Int64
    /// Rows per transaction.
    public var rowsPerTransaction: Int64

    /// Creates a writer; see the properties.
    public init(path: String, writer: Int64, rowsPerTransaction: Int64) {
        self.path = path
        self.writer = writer
        self.rowsPerTransaction = rowsPerTransaction
    }

    /// Commits `transactions` transactions, each with BEGIN IMMEDIATE under a busy timeout, so that
    /// waiting for the other writers is SQLite's job; a `SQLITE_BUSY` that still gets through is
    /// counted and the transaction retried.
    public func run(transactions: Int64) throws -> LedgerWriterResult {
        let context = try SQLContext(path: path)
        defer { context.close() }
        try context.setBusyTimeout(milliseconds: 60_000)
        try context.exec(sql: "PRAGMA synchronous = NORMAL")
        var result = LedgerWriterResult(writer: writer)
        var txn = try Ledger.check(context, rowsPerTransaction: rowsPerTransaction).transactions[writer] ?? 0
        while result.transactions < transactions {
            txn += 1
            do {
                try Ledger.writeTransaction(context, writer: writer, txn: txn, rows: rowsPerTransaction)
                result.transactions += 1
            } catch let error as SQLError where error.isBusy {
                result.busy += 1
                txn -= 1
            } catch {
                Output.error("writer \(writer): \(error)")
                result.errors += 1
                break
            }
        }
        return result
    }
}

/// The outcome of a reader process or thread.
public struct LedgerReaderResult: CustomStringConvertible {
    /// Consistent reads made.
    public var checks: Int64 = 0
    /// Reads that found rows and counters disagreeing: a partial transaction seen.
    public var violations: Int64 = 0
    /// `SQLITE_BUSY` errors that reached the reader.
    public var busy: Int64 = 0
    /// Other errors (the reader stops at the first).
    public var errors: Int64 = 0
    /// The committed transactions the last read saw.
    public var lastSeen: Int64 = 0

    /// `reader checks=C violations=V busy=B errors=E seen=T`.
    public var description: String {
        "reader checks=\(checks) violations=\(violations) busy=\(busy) errors=\(errors) seen=\(lastSeen)"
    }
}

/// A reader that checks the ``Ledger`` over and over until the writers are done.
public struct LedgerReader {
    /// The database file.
    public var path: String
    /// Rows per transaction.
    public var rowsPerTransaction: Int64

    /// Creates a reader; see the properties.
    public init(path: String, rowsPerTransaction: Int64) {
        self.path = path
        self.rowsPerTransaction = rowsPerTransaction
    }

    /// Checks the ledger until it holds `target` transactions, then once more. Counts seen by
    /// successive reads must never go down.
    public func run(untilTransactions target: Int64) throws -> LedgerReaderResult {
        let context = try SQLContext(path: path)
        defer { context.close() }
        try context.setBusyTimeout(milliseconds: 60_000)
        var result = LedgerReaderResult()
        var previous: [Int64: Int64] = [:]
        while result.lastSeen < target {
            do {
                let snapshot = try Ledger.check(context, rowsPerTransaction: rowsPerTransaction)
                result.checks += 1
                var violations = snapshot.violations
                for (writer, count) in snapshot.transactions where count < previous[writer] ?? 0 {
                    violations.append("writer \(writer) went back from \(previous[writer] ?? 0) to \(count)")
                }
                if !violations.isEmpty {
                    result.violations += 1
                    Output.error("reader: " + violations.joined(separator: "; "))
                }
                previous = snapshot.transactions
                result.lastSeen = snapshot.totalTransactions
            } catch let error as SQLError where error.isBusy {
                result.busy += 1
            } catch {
                Output.error("reader: \(error)")
                result.errors += 1
                break
            }
        }
        return result
    }
}
