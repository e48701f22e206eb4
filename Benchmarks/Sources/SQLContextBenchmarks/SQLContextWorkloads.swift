import Foundation
import SQLContext
import SQLFFI

/// The workloads on SQLContext, written the way its documentation shows: `Typed` with the typed
/// bind and column calls, `Convenience` with `update(parameters:)`, `query(sql:)` and
/// `rowValues()`.
enum SQLContextBench {
    /// Opens a file database (untimed) with the benchmark pragmas.
    static func openFile(_ path: String, library: SQLiteLibrary) throws -> SQLContext {
        let context = try SQLContext(path: path, library: library)
        for pragma in pragmas { try context.exec(sql: pragma) }
        return context
    }

    /// A run on the existing database at `path`.
    static func onFile(
        path: String, library: SQLiteLibrary, expected: Int64, _ body: @escaping (SQLContext) throws -> Int64
    ) throws -> PreparedRun {
        let context = try openFile(path, library: library)
        return PreparedRun(
            body: { try body(context) },
            finish: { result in
                context.close()
                try expect(result, expected, "sum of the values read")
            })
    }

    /// A run that inserts into a new items table at `path`.
    static func onNewItems(
        path: String, library: SQLiteLibrary, rows: Int, _ body: @escaping (SQLContext) throws -> Void
    )
        throws -> PreparedRun
    {
        let context = try openFile(path, library: library)
        try context.exec(sql: createItemsSQL)
        return PreparedRun(
            body: {
                try body(context)
                return Int64(rows)
            },
            finish: { _ in
                context.close()
                try verifyItems(path: path, rows: rows)
            })
    }

    /// A run that inserts into a new blobs table at `path`, then reads it all.
    static func onNewBlobs(
        path: String, library: SQLiteLibrary, expected: Int64, _ body: @escaping (SQLContext) throws -> Int64
    )
        throws -> PreparedRun
    {
        let context = try openFile(path, library: library)
        try context.exec(sql: createBlobsSQL)
        return PreparedRun(
            body: { try body(context) },
            finish: { result in
                context.close()
                try expect(result, expected, "text_blob checksum")
            })
    }
}

enum Typed {
    static func fetchPositional(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            let statement = try context.prepare(sql: selectItemsSQL)
            defer { statement.close() }
            var sum: Int64 = 0
            while try statement.next() {
                for column in 0..<10 { sum &+= statement.long(at: column) }
            }
            return sum
        }
    }

    /// Reads each column by its name, on each row, as an app that reads by name does.
    static func fetchNamed(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            let statement = try context.prepare(sql: selectItemsSQL)
            defer { statement.close() }
            var sum: Int64 = 0
            while try statement.next() {
                for name in columnNames { sum &+= statement.long(at: statement.columnIndex(named: name)!) }
            }
            return sum
        }
    }

    static func insertPositional(path: String, library: SQLiteLibrary, rows: Int) throws -> PreparedRun {
        try SQLContextBench.onNewItems(path: path, library: library, rows: rows) { context in
            try context.transaction {
                let statement = try context.prepare(sql: insertItemsPositionalSQL)
                defer { statement.close() }
                for row in 0..<rows {
                    for column in 0..<10 {
                        try statement.bind(integer: itemValue(row: row, column: column), at: column + 1)
                    }
                    if try statement.next() { throw BenchmarkFailure("INSERT returned a row") }
                    statement.rewind()
                }
            }
        }
    }

    /// Binds each parameter by its name, on each row.
    static func insertNamed(path: String, library: SQLiteLibrary, rows: Int) throws -> PreparedRun {
        try SQLContextBench.onNewItems(path: path, library: library, rows: rows) { context in
            try context.transaction {
                let statement = try context.prepare(sql: insertItemsNamedSQL)
                defer { statement.close() }
                for row in 0..<rows {
                    for column in 0..<10 {
                        try statement.bind(.long(itemValue(row: row, column: column)), named: parameterNames[column])
                    }
                    if try statement.next() { throw BenchmarkFailure("INSERT returned a row") }
                    statement.rewind()
                }
            }
        }
    }

    static func textBlob(path: String, library: SQLiteLibrary, data: TextBlobData, expected: Int64) throws
        -> PreparedRun
    {
        try SQLContextBench.onNewBlobs(path: path, library: library, expected: expected) { context in
            try context.transaction {
                let insert = try context.prepare(sql: insertBlobsSQL)
                defer { insert.close() }
                for row in 0..<data.names.count {
                    try insert.bind(text: data.names[row], at: 1)
                    try insert.bind(text: data.bodies[row], at: 2)
                    try insert.bind(blob: data.blobs[row], at: 3)
                    if try insert.next() { throw BenchmarkFailure("INSERT returned a row") }
                    insert.rewind()
                }
            }
            let select = try context.prepare(sql: selectBlobsSQL)
            defer { select.close() }
            var sum: Int64 = 0
            while try select.next() {
                sum &+= TextBlobData.checksum(
                    name: select.text(at: 0)!, body: select.text(at: 1)!, bytes: select.blob(at: 2)!)
            }
            return sum
        }
    }

    /// Opens with the default library discovery, as an app does.
    static func openMemory(count: Int) -> PreparedRun {
        PreparedRun(
            body: {
                var sum: Int64 = 0
                for _ in 0..<count {
                    let context = try SQLContext()
                    let statement = try context.prepare(sql: "SELECT 1")
                    if try statement.next() { sum &+= statement.long(at: 0) }
                    statement.close()
                    context.close()
                }
                return sum
            },
            finish: { try expect($0, Int64(count), "sum of SELECT 1") })
    }

    /// Builds every row as `[Int64]`, as the raw implementation does.
    static func materialise(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            let statement = try context.prepare(sql: selectItemsSQL)
            defer { statement.close() }
            var rows: [[Int64]] = []
            let count = Int(statement.columnCount)
            while try statement.next() {
                var row: [Int64] = []
                row.reserveCapacity(count)
                for column in 0..<count { row.append(statement.long(at: column)) }
                rows.append(row)
            }
            var sum: Int64 = 0
            for row in rows { for value in row { sum &+= value } }
            return sum
        }
    }

    /// Builds every row as `[SQLValue]` with the typed readers: `type(at:)`, then the reader of
    /// that storage class, as the raw implementation does.
    static func materialiseValues(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            let statement = try context.prepare(sql: selectItemsSQL)
            defer { statement.close() }
            var rows: [[SQLValue]] = []
            let count = Int(statement.columnCount)
            while try statement.next() {
                var row: [SQLValue] = []
                row.reserveCapacity(count)
                for column in 0..<count {
                    switch statement.type(at: column) {
                    case .long: row.append(.long(statement.long(at: column)))
                    case .real: row.append(.real(statement.real(at: column)))
                    case .text: row.append(.text(statement.text(at: column) ?? ""))
                    case .blob: row.append(.blob(statement.blob(at: column) ?? Data()))
                    case .null: row.append(.null)
                    }
                }
                rows.append(row)
            }
            return try integerSum(rows)
        }
    }
}

enum Convenience {
    /// Reads each row as `[SQLValue]` with `rowValues()`.
    static func fetchPositional(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            let statement = try context.prepare(sql: selectItemsSQL)
            defer { statement.close() }
            var sum: Int64 = 0
            while try statement.next() {
                for value in statement.rowValues() { sum &+= value.longValue! }
            }
            return sum
        }
    }

    /// Reads each column as a `SQLValue` by its name with `value(named:)`.
    static func fetchNamed(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            let statement = try context.prepare(sql: selectItemsSQL)
            defer { statement.close() }
            var sum: Int64 = 0
            while try statement.next() {
                for name in columnNames { sum &+= try statement.value(named: name).longValue! }
            }
            return sum
        }
    }

    static func insertPositional(path: String, library: SQLiteLibrary, rows: Int) throws -> PreparedRun {
        try SQLContextBench.onNewItems(path: path, library: library, rows: rows) { context in
            try context.transaction {
                let statement = try context.prepare(sql: insertItemsPositionalSQL)
                defer { statement.close() }
                for row in 0..<rows {
                    let base = itemValue(row: row, column: 0)
                    try statement.update(parameters: [
                        .long(base), .long(base + 1), .long(base + 2), .long(base + 3),
                        .long(base + 4), .long(base + 5), .long(base + 6), .long(base + 7),
                        .long(base + 8), .long(base + 9),
                    ])
                }
            }
        }
    }

    /// Binds a dictionary of named values with `bind(named:)`, then runs `update()`.
    static func insertNamed(path: String, library: SQLiteLibrary, rows: Int) throws -> PreparedRun {
        try SQLContextBench.onNewItems(path: path, library: library, rows: rows) { context in
            try context.transaction {
                let statement = try context.prepare(sql: insertItemsNamedSQL)
                defer { statement.close() }
                for row in 0..<rows {
                    let base = itemValue(row: row, column: 0)
                    try statement.bind(named: [
                        ":a": .long(base), ":b": .long(base + 1), ":c": .long(base + 2),
                        ":d": .long(base + 3), ":e": .long(base + 4), ":f": .long(base + 5),
                        ":g": .long(base + 6), ":h": .long(base + 7), ":i": .long(base + 8),
                        ":j": .long(base + 9),
                    ])
                    try statement.update()
                }
            }
        }
    }

    static func textBlob(path: String, library: SQLiteLibrary, data: TextBlobData, expected: Int64) throws
        -> PreparedRun
    {
        try SQLContextBench.onNewBlobs(path: path, library: library, expected: expected) { context in
            try context.transaction {
                let insert = try context.prepare(sql: insertBlobsSQL)
                defer { insert.close() }
                for row in 0..<data.names.count {
                    try insert.update(parameters: [
                        .text(data.names[row]), .text(data.bodies[row]), .blob(data.blobs[row]),
                    ])
                }
            }
            let select = try context.prepare(sql: selectBlobsSQL)
            defer { select.close() }
            var sum: Int64 = 0
            while try select.next() {
                let values = select.rowValues()
                sum &+= TextBlobData.checksum(
                    name: values[0].textValue!, body: values[1].textValue!, bytes: values[2].blobValue!)
            }
            return sum
        }
    }

    static func openMemory(count: Int) -> PreparedRun {
        PreparedRun(
            body: {
                var sum: Int64 = 0
                for _ in 0..<count {
                    let context = try SQLContext()
                    sum &+= try context.query(sql: "SELECT 1")[0][0].longValue!
                    context.close()
                }
                return sum
            },
            finish: { try expect($0, Int64(count), "sum of SELECT 1") })
    }

    /// All rows as `[[SQLValue]]` with `query(sql:)`.
    static func materialise(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            let rows = try context.query(sql: selectItemsSQL)
            var sum: Int64 = 0
            for row in rows { for value in row { sum &+= value.longValue! } }
            return sum
        }
    }

    /// All rows as `[[SQLValue]]` with `query(sql:)`, against raw code that builds the same.
    static func materialiseValues(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            try integerSum(context.query(sql: selectItemsSQL))
        }
    }
}
