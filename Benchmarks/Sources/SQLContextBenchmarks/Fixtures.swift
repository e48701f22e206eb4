import CSQLite
import Foundation
import SQLContext

/// The sizes of the workloads.
struct Sizes {
    /// Rows of the 10-column table read by fetch_positional, fetch_named and materialise.
    var fetchRows: Int
    /// Rows written by insert_positional and insert_named.
    var insertRows: Int
    /// Rows written then read by text_blob.
    var textBlobRows: Int
    /// Databases opened by open_memory.
    var opens: Int

    static let full = Sizes(fetchRows: 200_000, insertRows: 50_000, textBlobRows: 100_000, opens: 10_000)
    /// A tenth of full: for profiling under callgrind.
    static let small = Sizes(fetchRows: 20_000, insertRows: 5_000, textBlobRows: 10_000, opens: 1_000)
    static let tiny = Sizes(fetchRows: 2_000, insertRows: 500, textBlobRows: 1_000, opens: 100)
}

/// The pragmas every implementation runs on every file database it opens, each through its own
/// API, before the timed part.
let pragmas = ["PRAGMA journal_mode = DELETE", "PRAGMA synchronous = OFF"]

/// The names of the ten INTEGER columns, also the names of the named parameters (`:a` … `:j`).
let columnNames = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
let parameterNames = columnNames.map { ":" + $0 }

let createItemsSQL =
    "CREATE TABLE items(" + columnNames.map { $0 + " INTEGER" }.joined(separator: ", ") + ")"
let selectItemsSQL = "SELECT " + columnNames.joined(separator: ", ") + " FROM items"
let insertItemsPositionalSQL =
    "INSERT INTO items(" + columnNames.joined(separator: ", ") + ") VALUES ("
    + Array(repeating: "?", count: 10).joined(separator: ", ") + ")"
let insertItemsNamedSQL =
    "INSERT INTO items(" + columnNames.joined(separator: ", ") + ") VALUES ("
    + parameterNames.joined(separator: ", ") + ")"

let createBlobsSQL = "CREATE TABLE blobs(name TEXT, body TEXT, bytes BLOB)"
let insertBlobsSQL = "INSERT INTO blobs(name, body, bytes) VALUES (?, ?, ?)"
let selectBlobsSQL = "SELECT name, body, bytes FROM blobs"

/// The value of column `column` (0-based) in row `row` of the items table.
@inline(__always) func itemValue(row: Int, column: Int) -> Int64 {
    Int64(row &* 10 &+ column)
}

/// The sum of every value of an items table of `rows` rows.
func itemsSum(rows: Int) -> Int64 {
    var sum: Int64 = 0
    for row in 0..<rows { for column in 0..<10 { sum &+= itemValue(row: row, column: column) } }
    return sum
}

/// The sum of the integers of `rows`; a value of another storage class is a failure.
func integerSum(_ rows: [[SQLValue]]) throws -> Int64 {
    var sum: Int64 = 0
    for row in rows {
        for value in row {
            guard let integer = value.longValue else { throw BenchmarkFailure("not an integer: \(value)") }
            sum &+= integer
        }
    }
    return sum
}

/// The text and blob values written by text_blob, built once before any timing.
struct TextBlobData {
    /// 16 characters each.
    let names: [String]
    /// 200 characters each.
    let bodies: [String]
    /// 64 bytes each.
    let blobs: [Data]

    init(rows: Int) {
        var names: [String] = []
        var bodies: [String] = []
        var blobs: [Data] = []
        names.reserveCapacity(rows)
        bodies.reserveCapacity(rows)
        blobs.reserveCapacity(rows)
        let filler = String(repeating: "lorem ipsum dolor sit amet, ", count: 8)
        for row in 0..<rows {
            let number = String(row)
            let name = "name-" + String(repeating: "0", count: 11 - number.count) + number
            var body = number + " " + filler
            body = String(body.prefix(200))
            // Native, contiguous UTF-8 storage, as an app's strings usually are.
            names.append(String(decoding: Array(name.utf8), as: UTF8.self))
            bodies.append(String(decoding: Array(body.utf8), as: UTF8.self))
            blobs.append(Data((0..<64).map { UInt8(truncatingIfNeeded: row &+ $0 &* 7) }))
        }
        self.names = names
        self.bodies = bodies
        self.blobs = blobs
    }

    /// What a complete read of the table adds up to with ``checksum(name:body:bytes:)``.
    var expectedChecksum: Int64 {
        var sum: Int64 = 0
        for row in 0..<names.count {
            sum &+= TextBlobData.checksum(name: names[row], body: bodies[row], bytes: blobs[row])
        }
        return sum
    }

    /// What one row read back contributes to the checksum: the lengths and a byte of each value.
    @inline(__always) static func checksum(name: String, body: String, bytes: Data) -> Int64 {
        Int64(name.utf8.count &* 1_000_000 &+ body.utf8.count &* 1000 &+ bytes.count)
            &+ Int64(name.utf8.last ?? 0) &+ Int64(bytes.first ?? 0) &* 3 &+ Int64(bytes.last ?? 0)
    }
}

/// A directory for the benchmark's database files, removed at the end.
final class Scratch {
    let directory: URL
    private var counter = 0

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("sqlcontext-benchmarks-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// A path for a new database file; any file left at the path by an earlier run is removed.
    func freshDatabasePath(_ name: String) -> String {
        counter += 1
        let path = directory.appendingPathComponent("\(name)-\(counter % 4).sqlite").path
        for suffix in ["", "-journal", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        return path
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

// MARK: - Raw C API helpers

/// `SQLITE_TRANSIENT`: SQLite copies the bound bytes before the bind call returns.
let sqliteTransient = unsafeBitCast(-1 as Int, to: sqlite3_destructor_type.self)

/// The flags every implementation opens with (SQLContext's defaults): read-write, create, no mutex.
let rawOpenFlags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX

/// Throws SQLite's message unless `code` is `expected`.
@inline(__always) func rawCheck(_ code: Int32, _ db: OpaquePointer?, expected: Int32 = SQLITE_OK) throws {
    if code != expected {
        let message = db.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? "?"
        throw BenchmarkFailure("SQLite error \(code): \(message)")
    }
}

func rawOpen(_ path: String) throws -> OpaquePointer {
    var db: OpaquePointer?
    let code = sqlite3_open_v2(path, &db, rawOpenFlags, nil)
    guard code == SQLITE_OK, let db else {
        sqlite3_close_v2(db)
        throw BenchmarkFailure("cannot open \(path): \(code)")
    }
    return db
}

func rawExec(_ db: OpaquePointer, _ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(db, sql, nil, nil, &message)
    if code != SQLITE_OK {
        let text = message.map { String(cString: $0) } ?? "?"
        sqlite3_free(message)
        throw BenchmarkFailure("SQLite error \(code) in \(sql): \(text)")
    }
}

/// Opens a file database with the raw API and runs the benchmark pragmas.
func rawOpenFile(_ path: String) throws -> OpaquePointer {
    let db = try rawOpen(path)
    for pragma in pragmas { try rawExec(db, pragma) }
    return db
}

/// The integers of the first row of `sql`, read with the raw API on a connection of its own.
func rawQueryIntegers(path: String, _ sql: String) throws -> [Int64] {
    let db = try rawOpen(path)
    defer { sqlite3_close_v2(db) }
    var statement: OpaquePointer?
    try rawCheck(sqlite3_prepare_v2(db, sql, -1, &statement, nil), db)
    defer { sqlite3_finalize(statement) }
    try rawCheck(sqlite3_step(statement), db, expected: SQLITE_ROW)
    return (0..<sqlite3_column_count(statement)).map { sqlite3_column_int64(statement, $0) }
}

/// Checks, with a raw connection of its own, that the items table at `path` holds `rows` rows of
/// the expected values.
func verifyItems(path: String, rows: Int) throws {
    let sums = columnNames.map { "sum(" + $0 + ")" }.joined(separator: " + ")
    let found = try rawQueryIntegers(path: path, "SELECT count(*), " + sums + " FROM items")
    try expect(found[0], Int64(rows), "row count")
    try expect(found[1], itemsSum(rows: rows), "sum of the values")
}

/// Creates the items table with `rows` rows, with the raw API.
func createItemsDatabase(path: String, rows: Int) throws {
    let db = try rawOpenFile(path)
    defer { sqlite3_close_v2(db) }
    try rawExec(db, createItemsSQL)
    try rawExec(db, "BEGIN")
    var statement: OpaquePointer?
    try rawCheck(sqlite3_prepare_v2(db, insertItemsPositionalSQL, -1, &statement, nil), db)
    for row in 0..<rows {
        for column in 0..<10 {
            try rawCheck(sqlite3_bind_int64(statement, Int32(column + 1), itemValue(row: row, column: column)), db)
        }
        try rawCheck(sqlite3_step(statement), db, expected: SQLITE_DONE)
        try rawCheck(sqlite3_reset(statement), db)
    }
    sqlite3_finalize(statement)
    try rawExec(db, "COMMIT")
    try verifyItems(path: path, rows: rows)
}
