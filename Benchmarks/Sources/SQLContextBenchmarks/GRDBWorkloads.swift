import Foundation
import GRDB

/// The workloads on GRDB, on the paths its documentation recommends for speed: statements made
/// once per run, row cursors read by index or by column name, `setUncheckedArguments` then
/// `execute()` for inserts.
enum GRDBBench {
    /// The configuration of every GRDB connection: the benchmark pragmas, and foreign keys left
    /// off as they are for the other implementations (GRDB turns them on by default).
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        configuration.prepareDatabase { db in
            for pragma in pragmas { try db.execute(sql: pragma) }
        }
        return configuration
    }

    /// A run on the existing database at `path`.
    static func onFile(path: String, expected: Int64, _ body: @escaping (Database) throws -> Int64) throws
        -> PreparedRun
    {
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        return PreparedRun(
            body: { try queue.inDatabase { try body($0) } },
            finish: { result in
                try queue.close()
                try expect(result, expected, "sum of the values read")
            })
    }

    /// A run that inserts into a new items table at `path`, in one transaction.
    static func onNewItems(path: String, rows: Int, _ body: @escaping (Database) throws -> Void) throws -> PreparedRun {
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.inDatabase { try $0.execute(sql: createItemsSQL) }
        return PreparedRun(
            body: {
                try queue.write { try body($0) }
                return Int64(rows)
            },
            finish: { _ in
                try queue.close()
                try verifyItems(path: path, rows: rows)
            })
    }

    static func fetchPositional(path: String, expected: Int64) throws -> PreparedRun {
        try onFile(path: path, expected: expected) { db in
            let rows = try Row.fetchCursor(db, sql: selectItemsSQL)
            var sum: Int64 = 0
            while let row = try rows.next() {
                for column in 0..<10 { sum &+= row[column] as Int64 }
            }
            return sum
        }
    }

    static func fetchNamed(path: String, expected: Int64) throws -> PreparedRun {
        try onFile(path: path, expected: expected) { db in
            let rows = try Row.fetchCursor(db, sql: selectItemsSQL)
            var sum: Int64 = 0
            while let row = try rows.next() {
                for name in columnNames { sum &+= row[name] as Int64 }
            }
            return sum
        }
    }

    static func insertPositional(path: String, rows: Int) throws -> PreparedRun {
        try onNewItems(path: path, rows: rows) { db in
            let statement = try db.makeStatement(sql: insertItemsPositionalSQL)
            for row in 0..<rows {
                let base = itemValue(row: row, column: 0)
                statement.setUncheckedArguments([
                    base, base + 1, base + 2, base + 3, base + 4, base + 5, base + 6, base + 7, base + 8, base + 9,
                ])
                try statement.execute()
            }
        }
    }

    static func insertNamed(path: String, rows: Int) throws -> PreparedRun {
        try onNewItems(path: path, rows: rows) { db in
            let statement = try db.makeStatement(sql: insertItemsNamedSQL)
            for row in 0..<rows {
                let base = itemValue(row: row, column: 0)
                statement.setUncheckedArguments([
                    "a": base, "b": base + 1, "c": base + 2, "d": base + 3, "e": base + 4, "f": base + 5,
                    "g": base + 6, "h": base + 7, "i": base + 8, "j": base + 9,
                ])
                try statement.execute()
            }
        }
    }

    static func textBlob(path: String, data: TextBlobData, expected: Int64) throws -> PreparedRun {
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.inDatabase { try $0.execute(sql: createBlobsSQL) }
        return PreparedRun(
            body: {
                try queue.write { db in
                    let statement = try db.makeStatement(sql: insertBlobsSQL)
                    for row in 0..<data.names.count {
                        statement.setUncheckedArguments([data.names[row], data.bodies[row], data.blobs[row]])
                        try statement.execute()
                    }
                }
                return try queue.inDatabase { db in
                    let rows = try Row.fetchCursor(db, sql: selectBlobsSQL)
                    var sum: Int64 = 0
                    while let row = try rows.next() {
                        sum &+= TextBlobData.checksum(
                            name: row[0] as String, body: row[1] as String, bytes: row[2] as Data)
                    }
                    return sum
                }
            },
            finish: { result in
                try queue.close()
                try expect(result, expected, "text_blob checksum")
            })
    }

    static func openMemory(count: Int) -> PreparedRun {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        return PreparedRun(
            body: {
                var sum: Int64 = 0
                for _ in 0..<count {
                    let queue = try DatabaseQueue(configuration: configuration)
                    sum &+= try queue.inDatabase { try Int64.fetchOne($0, sql: "SELECT 1")! }
                    try queue.close()
                }
                return sum
            },
            finish: { try expect($0, Int64(count), "sum of SELECT 1") })
    }

    /// All rows as `[Row]` with `Row.fetchAll`.
    static func materialise(path: String, expected: Int64) throws -> PreparedRun {
        try onFile(path: path, expected: expected) { db in
            let rows = try Row.fetchAll(db, sql: selectItemsSQL)
            var sum: Int64 = 0
            for row in rows { for column in 0..<10 { sum &+= row[column] as Int64 } }
            return sum
        }
    }

    /// The SQLite version GRDB runs on, as SQLite reports it.
    static func sqliteVersion() throws -> String {
        let queue = try DatabaseQueue(configuration: configuration)
        defer { try? queue.close() }
        return try queue.inDatabase { try String.fetchOne($0, sql: "SELECT sqlite_version()") ?? "?" }
    }
}
