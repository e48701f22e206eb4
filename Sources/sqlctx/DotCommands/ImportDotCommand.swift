import Foundation
import SQLContext

/// `.import FILE TABLE`: loads a CSV file (RFC 4180, see ``CSVReader``) into a table.
///
/// When TABLE does not exist, it is created from the file's first line, one `TEXT` column per
/// name, and the other lines are its rows; when it exists, every line is a row. Values are bound
/// as text, so the columns' affinity converts them (an `INTEGER` column stores `42` as an
/// integer). A line with a field count other than the table's column count fails the whole
/// import: the rows go in one transaction (a savepoint inside an open one).
enum ImportDotCommand: DotCommand {
    static let names = ["import"]
    static let arguments = "FILE TABLE"
    static let summary = "Load CSV from FILE into TABLE (created from the header line when absent)"

    /// Reads the file and inserts its rows with one prepared `INSERT`.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool {
        try expect(arguments, count: 2...2)
        let (path, table) = (arguments[0], arguments[1])
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DotCommandError("cannot read " + path + ": " + error.localizedDescription)
        }
        var records: [CSVReader.Record]
        do {
            records = try CSVReader.records(String(decoding: data, as: UTF8.self))
        } catch {
            throw DotCommandError(path + ", " + String(describing: error))
        }
        let context = shell.context
        let name = SQLLiteral.identifier(table)
        try context.transaction {
            if try context.query(sql: "PRAGMA table_info(" + name + ")").isEmpty {
                guard let header = records.first else { throw DotCommandError(path + " is empty: no column names") }
                let columns = header.fields.map { SQLLiteral.identifier($0) + " TEXT" }.joined(separator: ", ")
                try context.exec(sql: "CREATE TABLE " + name + "(" + columns + ")")
                records.removeFirst()
            }
            let probe = try context.prepare(sql: "SELECT * FROM " + name)
            let count = Int(probe.columnCount)
            probe.close()
            let placeholders = Array(repeating: "?", count: count).joined(separator: ", ")
            let statement = try context.prepare(sql: "INSERT INTO " + name + " VALUES(" + placeholders + ")")
            defer { statement.close() }
            for record in records {
                guard record.fields.count == count else {
                    throw DotCommandError(
                        path + ", line " + String(record.line) + ": " + String(record.fields.count)
                            + " fields, but " + table + " has " + String(count) + " columns; nothing was imported")
                }
                try statement.update(parameters: record.fields.map { .text($0) })
            }
        }
        return true
    }
}
