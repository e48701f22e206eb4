import CSQLite
import Foundation
import GRDB
import SQLContext
import SQLContextCodable
import SQLFFI

// fetch_struct: every row of the items table into a 10-field struct, the whole result kept as an
// array. (a) typed is the baseline: SQLContext's typed getters by index; (c) codable is
// SQLContextCodable's `query(Item.self, sql:)`; GRDB has its `FetchableRecord` with `init(row:)`
// by index (grdb) and its Codable record (grdbCodable); raw is the C API, the limit.

/// One row of the items table.
struct Item: Codable, Equatable {
    var a, b, c, d, e, f, g, h, i, j: Int64

    /// The sum of the fields, to check what was read.
    var sum: Int64 { a &+ b &+ c &+ d &+ e &+ f &+ g &+ h &+ i &+ j }
}

/// The sum of every field of `items`.
func itemSum(_ items: [Item]) -> Int64 {
    var sum: Int64 = 0
    for item in items { sum &+= item.sum }
    return sum
}

extension Raw {
    static func fetchStruct(path: String, expected: Int64) throws -> PreparedRun {
        try onFile(path: path, expected: expected) { db in
            var statement: OpaquePointer?
            try rawCheck(sqlite3_prepare_v2(db, selectItemsSQL, -1, &statement, nil), db)
            defer { sqlite3_finalize(statement) }
            var items: [Item] = []
            while true {
                let code = sqlite3_step(statement)
                if code == SQLITE_DONE { break }
                try rawCheck(code, db, expected: SQLITE_ROW)
                items.append(
                    Item(
                        a: sqlite3_column_int64(statement, 0), b: sqlite3_column_int64(statement, 1),
                        c: sqlite3_column_int64(statement, 2), d: sqlite3_column_int64(statement, 3),
                        e: sqlite3_column_int64(statement, 4), f: sqlite3_column_int64(statement, 5),
                        g: sqlite3_column_int64(statement, 6), h: sqlite3_column_int64(statement, 7),
                        i: sqlite3_column_int64(statement, 8), j: sqlite3_column_int64(statement, 9)))
            }
            return itemSum(items)
        }
    }
}

extension Typed {
    /// (a) The baseline: the typed getters by index.
    static func fetchStruct(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            let statement = try context.prepare(sql: selectItemsSQL)
            defer { statement.close() }
            var items: [Item] = []
            while try statement.next() {
                items.append(
                    Item(
                        a: statement.long(at: 0), b: statement.long(at: 1), c: statement.long(at: 2),
                        d: statement.long(at: 3), e: statement.long(at: 4), f: statement.long(at: 5),
                        g: statement.long(at: 6), h: statement.long(at: 7), i: statement.long(at: 8),
                        j: statement.long(at: 9)))
            }
            return itemSum(items)
        }
    }
}

enum CodableBench {
    /// (c) SQLContextCodable: `query(Item.self, sql:)`, each field read by its column name.
    static func fetchStruct(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            itemSum(try context.query(Item.self, sql: selectItemsSQL))
        }
    }
}

/// GRDB's record that reads its row by index: its fastest record.
struct GRDBIndexedItem: FetchableRecord {
    var item: Item

    init(row: Row) {
        item = Item(
            a: row[0], b: row[1], c: row[2], d: row[3], e: row[4], f: row[5], g: row[6], h: row[7], i: row[8],
            j: row[9])
    }
}

/// GRDB's Codable record: `FetchableRecord` by its `Decodable` conformance.
extension Item: FetchableRecord {}

extension GRDBBench {
    /// (d) `FetchableRecord` with `init(row:)` by index.
    static func fetchStruct(path: String, expected: Int64) throws -> PreparedRun {
        try onFile(path: path, expected: expected) { db in
            var sum: Int64 = 0
            for record in try GRDBIndexedItem.fetchAll(db, sql: selectItemsSQL) { sum &+= record.item.sum }
            return sum
        }
    }

    /// (e) A Codable `FetchableRecord`.
    static func fetchCodableStruct(path: String, expected: Int64) throws -> PreparedRun {
        try onFile(path: path, expected: expected) { db in
            itemSum(try Item.fetchAll(db, sql: selectItemsSQL))
        }
    }
}
