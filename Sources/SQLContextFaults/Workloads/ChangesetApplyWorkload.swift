import Foundation
import SQLContext

/// A changeset of 50 rows and their ledger entry, recorded by a session on another database and
/// applied in one call. Afterwards all of them are there when the apply returned, none when it
/// threw. Only on a SQLite with the session extension.
struct ChangesetApplyWorkload: FaultWorkload {
    static let rows = 50
    /// The ledger id of the applied transaction: 1 is the schema's.
    static let transactionID: Int64 = 2

    /// Where `prepare` leaves the changeset for `perform`.
    static func changesetPath(_ run: FaultRun) -> String { run.directory + "/changeset.bin" }

    func prepare(_ run: FaultRun) throws {
        try prepareSchema(run)
        // Recorded with the faults off, on a copy of the schema.
        let source = try SQLContext(path: run.directory + "/changeset-source.db")
        defer { source.close() }
        try source.exec(sql: FaultRun.schema)
        let session = try SQLSession(context: source)
        defer { session.close() }
        try session.attachAllTables()
        try source.transaction {
            for index in 0..<Self.rows {
                try source.exec(
                    sql: "INSERT INTO item(txn, name, n) VALUES (?, ?, ?)",
                    parameters: [.long(Self.transactionID), .text("change \(index)"), .long(Int64(index))])
            }
            try FaultRun.insertLedger(Self.transactionID, source)
        }
        try session.changeset().data.write(to: URL(fileURLWithPath: Self.changesetPath(run)))
    }

    func perform(_ run: FaultRun, _ context: SQLContext) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.changesetPath(run)))
        let id = try run.record(items: Self.rows) { _ in try context.apply(SQLChangeset(data: data)) }
        if id != Self.transactionID { throw WrongResult("the apply was transaction \(id), not \(Self.transactionID)") }
        let count = try integer(context, "SELECT count(*) FROM item WHERE txn = ?", [.long(id)])
        if count != Int64(Self.rows) { throw WrongResult("the changeset reads back \(count) rows") }
    }
}
