import Foundation
import SQLContext

/// One run of a workload at one fault point: its database, its journal mode, and the ledger of
/// its transactions. Each transaction of a workload inserts a unique id into the `ledger` table
/// together with its data (rows of `item` with `txn` = that id); the ledger records which
/// transactions returned success and which threw, and the reopened file must hold exactly the
/// first.
final class FaultRun {
    /// The run's folder.
    let directory: String
    /// The database file.
    let path: String
    /// `delete` or `wal`.
    let journal: String
    /// Ledger ids of the transactions that returned success.
    var committed: Set<Int64> = []
    /// Ledger ids of the transactions that threw.
    var failed: Set<Int64> = []
    /// Turns the fault off: for a workload that checks itself after an error (the pool).
    var disarm: () -> Void = {}
    /// The `item` rows each transaction wrote, by ledger id.
    var itemsPerTransaction: [Int64: Int] = [:]
    private var nextID: Int64 = 1

    init(directory: String, journal: String) {
        self.directory = directory
        self.path = directory + "/fault.db"
        self.journal = journal
    }

    /// The tables every workload has: the ledger and the items that transactions write.
    static let schema = """
        CREATE TABLE IF NOT EXISTS ledger(id INTEGER PRIMARY KEY);
        CREATE TABLE IF NOT EXISTS item(id INTEGER PRIMARY KEY, txn INTEGER NOT NULL, name TEXT, n INTEGER, data BLOB);
        CREATE INDEX IF NOT EXISTS item_txn ON item(txn);
        """

    /// Sets the journal mode and creates the schema, in a ledger transaction of no items.
    func createSchema(_ context: SQLContext) throws {
        let mode = try context.query(sql: "PRAGMA journal_mode = " + journal)
        guard mode.first?.first?.textValue?.lowercased() == journal else {
            throw WrongResult("PRAGMA journal_mode = \(journal) answered \(mode)")
        }
        try transaction(context, items: 0) { _ in try context.exec(sql: Self.schema) }
    }

    /// Runs `body` in a transaction that also inserts a new ledger id (passed to `body`, which
    /// writes `items` rows of `item` with that `txn`), and records whether it returned or threw.
    @discardableResult
    func transaction(_ context: SQLContext, items: Int, _ body: (Int64) throws -> Void) throws -> Int64 {
        try record(items: items) { id in
            try context.transaction {
                try body(id)
                try Self.insertLedger(id, context)
            }
        }
    }

    /// Runs `transaction`, which must write `items` rows of `item` and the new ledger id (passed
    /// to it; see ``insertLedger(_:_:)``) in one transaction of its own, and records whether it
    /// returned or threw. For transactions that something else runs (an `SQLPool` write).
    @discardableResult
    func record(items: Int, _ transaction: (Int64) throws -> Void) throws -> Int64 {
        let id = nextID
        nextID += 1
        itemsPerTransaction[id] = items
        do {
            try transaction(id)
            committed.insert(id)
        } catch {
            failed.insert(id)
            throw error
        }
        return id
    }

    /// Inserts ledger id `id`.
    static func insertLedger(_ id: Int64, _ context: SQLContext) throws {
        try context.exec(sql: "INSERT INTO ledger(id) VALUES (?)", parameters: [.long(id)])
    }
}

/// A workload read back something other than what it wrote, or SQLite answered a check wrongly:
/// a wrong result returned as success.
struct WrongResult: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
