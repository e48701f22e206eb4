import CSQLite
import Foundation
import SQLContext

/// The workloads on the SQLite C API, called from Swift the way a careful C programmer would:
/// prepared statements, `SQLITE_TRANSIENT` binds, text read with `sqlite3_column_text` and its
/// byte length, every result code checked. This is the limit the other implementations approach.
enum Raw {
    static func fetchPositional(path: String, expected: Int64) throws -> PreparedRun {
        try onFile(path: path, expected: expected) { db in
            var statement: OpaquePointer?
            try rawCheck(sqlite3_prepare_v2(db, selectItemsSQL, -1, &statement, nil), db)
            defer { sqlite3_finalize(statement) }
            var sum: Int64 = 0
            while true {
                let code = sqlite3_step(statement)
                if code == SQLITE_DONE { break }
                try rawCheck(code, db, expected: SQLITE_ROW)
                for column in 0..<Int32(10) { sum &+= sqlite3_column_int64(statement, column) }
            }
            return sum
        }
    }

    /// Reads by name: the indexes of the names are looked up once, before the loop.
    static func fetchNamed(path: String, expected: Int64) throws -> PreparedRun {
        try onFile(path: path, expected: expected) { db in
            var statement: OpaquePointer?
            try rawCheck(sqlite3_prepare_v2(db, selectItemsSQL, -1, &statement, nil), db)
            defer { sqlite3_finalize(statement) }
            var indexes: [Int32] = []
            for name in columnNames {
                var found: Int32 = -1
                for column in 0..<sqlite3_column_count(statement)
                where String(cString: sqlite3_column_name(statement, column)) == name {
                    found = column
                    break
                }
                guard found >= 0 else { throw BenchmarkFailure("no column \(name)") }
                indexes.append(found)
            }
            var sum: Int64 = 0
            while true {
                let code = sqlite3_step(statement)
                if code == SQLITE_DONE { break }
                try rawCheck(code, db, expected: SQLITE_ROW)
                for column in indexes { sum &+= sqlite3_column_int64(statement, column) }
            }
            return sum
        }
    }

    static func insertPositional(path: String, rows: Int) throws -> PreparedRun {
        try insert(path: path, rows: rows, sql: insertItemsPositionalSQL) { _ in Array(1...10) }
    }

    /// Binds by name: the indexes of the parameter names are looked up once, before the loop.
    static func insertNamed(path: String, rows: Int) throws -> PreparedRun {
        try insert(path: path, rows: rows, sql: insertItemsNamedSQL) { statement in
            try parameterNames.map { name in
                let index = sqlite3_bind_parameter_index(statement, name)
                if index == 0 { throw BenchmarkFailure("no parameter \(name)") }
                return index
            }
        }
    }

    private static func insert(
        path: String, rows: Int, sql: String, indexes: @escaping (OpaquePointer?) throws -> [Int32]
    ) throws -> PreparedRun {
        let db = try rawOpenFile(path)
        try rawExec(db, createItemsSQL)
        return PreparedRun(
            body: {
                try rawExec(db, "BEGIN")
                var statement: OpaquePointer?
                try rawCheck(sqlite3_prepare_v2(db, sql, -1, &statement, nil), db)
                defer { sqlite3_finalize(statement) }
                let parameters = try indexes(statement)
                for row in 0..<rows {
                    for column in 0..<10 {
                        try rawCheck(
                            sqlite3_bind_int64(statement, parameters[column], itemValue(row: row, column: column)),
                            db)
                    }
                    try rawCheck(sqlite3_step(statement), db, expected: SQLITE_DONE)
                    try rawCheck(sqlite3_reset(statement), db)
                }
                try rawExec(db, "COMMIT")
                return Int64(rows)
            },
            finish: { _ in
                sqlite3_close_v2(db)
                try verifyItems(path: path, rows: rows)
            })
    }

    static func textBlob(path: String, data: TextBlobData, expected: Int64) throws -> PreparedRun {
        let db = try rawOpenFile(path)
        try rawExec(db, createBlobsSQL)
        return PreparedRun(
            body: {
                try rawExec(db, "BEGIN")
                var insert: OpaquePointer?
                try rawCheck(sqlite3_prepare_v2(db, insertBlobsSQL, -1, &insert, nil), db)
                for row in 0..<data.names.count {
                    try bindText(insert, 1, data.names[row], db)
                    try bindText(insert, 2, data.bodies[row], db)
                    let code = data.blobs[row].withUnsafeBytes { bytes in
                        sqlite3_bind_blob(insert, 3, bytes.baseAddress, Int32(bytes.count), sqliteTransient)
                    }
                    try rawCheck(code, db)
                    try rawCheck(sqlite3_step(insert), db, expected: SQLITE_DONE)
                    try rawCheck(sqlite3_reset(insert), db)
                }
                sqlite3_finalize(insert)
                try rawExec(db, "COMMIT")

                var select: OpaquePointer?
                try rawCheck(sqlite3_prepare_v2(db, selectBlobsSQL, -1, &select, nil), db)
                defer { sqlite3_finalize(select) }
                var sum: Int64 = 0
                while true {
                    let code = sqlite3_step(select)
                    if code == SQLITE_DONE { break }
                    try rawCheck(code, db, expected: SQLITE_ROW)
                    let name = text(select, 0)
                    let body = text(select, 1)
                    let bytes = Data(
                        bytes: sqlite3_column_blob(select, 2), count: Int(sqlite3_column_bytes(select, 2)))
                    sum &+= TextBlobData.checksum(name: name, body: body, bytes: bytes)
                }
                return sum
            },
            finish: { result in
                sqlite3_close_v2(db)
                try expect(result, expected, "text_blob checksum")
            })
    }

    @inline(__always) private static func bindText(
        _ statement: OpaquePointer?, _ index: Int32, _ value: String, _ db: OpaquePointer
    ) throws {
        var value = value
        let code = value.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                sqlite3_bind_text(statement, index, chars.baseAddress, Int32(chars.count), sqliteTransient)
            }
        }
        try rawCheck(code, db)
    }

    @inline(__always) private static func text(_ statement: OpaquePointer?, _ column: Int32) -> String {
        let bytes = sqlite3_column_text(statement, column)
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    static func openMemory(count: Int) -> PreparedRun {
        PreparedRun(
            body: {
                var sum: Int64 = 0
                for _ in 0..<count {
                    let db = try rawOpen(":memory:")
                    var statement: OpaquePointer?
                    try rawCheck(sqlite3_prepare_v2(db, "SELECT 1", -1, &statement, nil), db)
                    try rawCheck(sqlite3_step(statement), db, expected: SQLITE_ROW)
                    sum &+= sqlite3_column_int64(statement, 0)
                    sqlite3_finalize(statement)
                    try rawCheck(sqlite3_close_v2(db), nil)
                }
                return sum
            },
            finish: { try expect($0, Int64(count), "sum of SELECT 1") })
    }

    /// Builds every row as `[Int64]`.
    static func materialise(path: String, expected: Int64) throws -> PreparedRun {
        try onFile(path: path, expected: expected) { db in
            var statement: OpaquePointer?
            try rawCheck(sqlite3_prepare_v2(db, selectItemsSQL, -1, &statement, nil), db)
            defer { sqlite3_finalize(statement) }
            var rows: [[Int64]] = []
            let count = sqlite3_column_count(statement)
            while true {
                let code = sqlite3_step(statement)
                if code == SQLITE_DONE { break }
                try rawCheck(code, db, expected: SQLITE_ROW)
                var row: [Int64] = []
                row.reserveCapacity(Int(count))
                for column in 0..<count { row.append(sqlite3_column_int64(statement, column)) }
                rows.append(row)
            }
            var sum: Int64 = 0
            for row in rows { for value in row { sum &+= value } }
            return sum
        }
    }

    /// Builds every row as `[SQLValue]`, the value type SQLContext returns, the way the C API
    /// documents it: `sqlite3_column_type`, then the reader of that storage class. What this costs
    /// beyond `materialise` is the representation's own cost, which no library can avoid.
    static func materialiseValues(path: String, expected: Int64) throws -> PreparedRun {
        try onFile(path: path, expected: expected) { db in
            var statement: OpaquePointer?
            try rawCheck(sqlite3_prepare_v2(db, selectItemsSQL, -1, &statement, nil), db)
            defer { sqlite3_finalize(statement) }
            var rows: [[SQLValue]] = []
            let count = sqlite3_column_count(statement)
            while true {
                let code = sqlite3_step(statement)
                if code == SQLITE_DONE { break }
                try rawCheck(code, db, expected: SQLITE_ROW)
                var row: [SQLValue] = []
                row.reserveCapacity(Int(count))
                for column in 0..<count { row.append(rawValue(statement, column)) }
                rows.append(row)
            }
            return try integerSum(rows)
        }
    }

    /// Column `column` of the current row as a `SQLValue`, by its storage class.
    @inline(__always) private static func rawValue(_ statement: OpaquePointer?, _ column: Int32) -> SQLValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .long(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, column) else { return .text("") }
            let count = Int(sqlite3_column_bytes(statement, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            guard let bytes = sqlite3_column_blob(statement, column) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: Int(sqlite3_column_bytes(statement, column))))
        default: return .null
        }
    }

    /// A run on the existing database at `path`, opened (untimed) with the benchmark pragmas.
    static func onFile(path: String, expected: Int64, _ body: @escaping (OpaquePointer) throws -> Int64)
        throws -> PreparedRun
    {
        let db = try rawOpenFile(path)
        return PreparedRun(
            body: { try body(db) },
            finish: { result in
                sqlite3_close_v2(db)
                try expect(result, expected, "sum of the values read")
            })
    }
}
