import Foundation
import SQLContext

/// An online backup of the database into another file that holds an older database: afterwards
/// the destination is the copy when the backup returned, and the older database or the copy
/// (never anything else) when it threw.
struct BackupWorkload: FaultWorkload {
    static let rows = 100

    static func destination(_ run: FaultRun) -> String { run.directory + "/backup.db" }

    func prepare(_ run: FaultRun) throws {
        try prepareSchema(run, rows: Self.rows, name: { "row \($0)" }) { .blob(Data(repeating: UInt8($0), count: 600)) }
        let older = try SQLContext(path: Self.destination(run))
        defer { older.close() }
        _ = try older.query(sql: "PRAGMA journal_mode = " + run.journal)
        try older.exec(sql: "CREATE TABLE older(x); INSERT INTO older VALUES (42)")
    }

    func perform(_ run: FaultRun, _ context: SQLContext) throws {
        try context.backup(toFile: Self.destination(run), pagesPerStep: 5)
    }

    func verify(_ run: FaultRun, _ context: SQLContext, completed: Bool) throws -> [String] {
        let copy = try SQLContext(path: Self.destination(run))
        defer { copy.close() }
        var problems: [String] = []
        let check = try copy.query(sql: "PRAGMA integrity_check")
        if check != [[.text("ok")]] { problems.append("backup destination integrity_check: \(check)") }
        let tables = try copy.query(sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .compactMap { $0.first?.textValue }
        let isCopy = tables == ["item", "ledger"]
        if isCopy {
            let source = try integer(context, "SELECT count(*) FROM item")
            let copied = try integer(copy, "SELECT count(*) FROM item")
            if copied != source { problems.append("backup destination has \(copied) items, source \(source)") }
        } else if completed || tables != ["older"] {
            problems.append(
                "backup destination has tables \(tables) after a backup that \(completed ? "returned" : "threw")")
        }
        return problems
    }
}
