import CSQLite
import Foundation
import GRDB
import SQLContext
import SQLFFI

// Records: the items table read into, and written from, a struct of ten Int64 fields.
//
//   record_fetch    SELECT a, …, j FROM items, each row made into an Item, all kept in an array
//   record_insert   Items inserted one by one in one transaction
//
// raw: the C API filling the struct; typed: SQLContext's typed getters and binds (the baseline of
// the record targets); convenience: SQLContext's record layer (SQLCodable: fetchAll, insert);
// grdb: GRDB's FetchableRecord (init(row:) by index) and PersistableRecord (insert).

/// The struct every implementation fills: one row of the items table.
struct Item: Equatable {
    var a, b, c, d, e, f, g, h, i, j: Int64

    /// The item of row `row` of the benchmark's items table.
    init(row: Int) {
        let base = itemValue(row: row, column: 0)
        (a, b, c, d, e) = (base, base + 1, base + 2, base + 3, base + 4)
        (f, g, h, i, j) = (base + 5, base + 6, base + 7, base + 8, base + 9)
    }

    init(a: Int64, b: Int64, c: Int64, d: Int64, e: Int64, f: Int64, g: Int64, h: Int64, i: Int64, j: Int64) {
        (self.a, self.b, self.c, self.d, self.e) = (a, b, c, d, e)
        (self.f, self.g, self.h, self.i, self.j) = (f, g, h, i, j)
    }

    /// The sum of the fields, for the result checks.
    var sum: Int64 { a &+ b &+ c &+ d &+ e &+ f &+ g &+ h &+ i &+ j }
}

/// The sum of the fields of `items`.
func itemSum(_ items: [Item]) -> Int64 {
    var sum: Int64 = 0
    for item in items { sum &+= item.sum }
    return sum
}

/// The items `insert` workloads write.
func itemsToInsert(rows: Int) -> [Item] { (0..<rows).map { Item(row: $0) } }

// MARK: - SQLContext's record layer

/// `Item` as a SkipSQL-style record.
struct ItemRecord: SQLCodable {
    var item: Item

    static let a = SQLColumn(name: "a", type: .integer)
    static let b = SQLColumn(name: "b", type: .integer)
    static let c = SQLColumn(name: "c", type: .integer)
    static let d = SQLColumn(name: "d", type: .integer)
    static let e = SQLColumn(name: "e", type: .integer)
    static let f = SQLColumn(name: "f", type: .integer)
    static let g = SQLColumn(name: "g", type: .integer)
    static let h = SQLColumn(name: "h", type: .integer)
    static let i = SQLColumn(name: "i", type: .integer)
    static let j = SQLColumn(name: "j", type: .integer)
    static let table = SQLTable(name: "items", columns: [a, b, c, d, e, f, g, h, i, j])

    init(item: Item) { self.item = item }

    init(row: SQLRow, context: SQLContext) throws {
        item = Item(
            a: try Self.a.longValueRequired(in: row), b: try Self.b.longValueRequired(in: row),
            c: try Self.c.longValueRequired(in: row), d: try Self.d.longValueRequired(in: row),
            e: try Self.e.longValueRequired(in: row), f: try Self.f.longValueRequired(in: row),
            g: try Self.g.longValueRequired(in: row), h: try Self.h.longValueRequired(in: row),
            i: try Self.i.longValueRequired(in: row), j: try Self.j.longValueRequired(in: row))
    }

    func encode(row: inout SQLRow) throws {
        row[Self.a] = .integer(item.a)
        row[Self.b] = .integer(item.b)
        row[Self.c] = .integer(item.c)
        row[Self.d] = .integer(item.d)
        row[Self.e] = .integer(item.e)
        row[Self.f] = .integer(item.f)
        row[Self.g] = .integer(item.g)
        row[Self.h] = .integer(item.h)
        row[Self.i] = .integer(item.i)
        row[Self.j] = .integer(item.j)
    }
}

// MARK: - GRDB records

/// `Item` as a GRDB record, read by index as GRDB's performance guide advises.
struct GRDBItem: FetchableRecord, PersistableRecord {
    static let databaseTableName = "items"
    var item: Item

    init(item: Item) { self.item = item }

    init(row: Row) throws {
        item = Item(
            a: row[0], b: row[1], c: row[2], d: row[3], e: row[4], f: row[5], g: row[6], h: row[7], i: row[8], j: row[9]
        )
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["a"] = item.a
        container["b"] = item.b
        container["c"] = item.c
        container["d"] = item.d
        container["e"] = item.e
        container["f"] = item.f
        container["g"] = item.g
        container["h"] = item.h
        container["i"] = item.i
        container["j"] = item.j
    }
}

enum RecordBench {
    // MARK: record_fetch

    static func rawFetch(path: String, expected: Int64) throws -> PreparedRun {
        try Raw.onFile(path: path, expected: expected) { db in
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

    static func typedFetch(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            let statement = try context.prepare(sql: selectItemsSQL)
            defer { statement.close() }
            var items: [Item] = []
            while try statement.next() {
                items.append(
                    Item(
                        a: statement.integer(at: 0), b: statement.integer(at: 1), c: statement.integer(at: 2),
                        d: statement.integer(at: 3), e: statement.integer(at: 4), f: statement.integer(at: 5),
                        g: statement.integer(at: 6), h: statement.integer(at: 7), i: statement.integer(at: 8),
                        j: statement.integer(at: 9)))
            }
            return itemSum(items)
        }
    }

    static func recordFetch(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            itemSum(try context.fetchAll(ItemRecord.self).map { $0.item })
        }
    }

    static func grdbFetch(path: String, expected: Int64) throws -> PreparedRun {
        try GRDBBench.onFile(path: path, expected: expected) { db in
            itemSum(try GRDBItem.fetchAll(db).map { $0.item })
        }
    }

    // MARK: record_insert

    static func rawInsert(path: String, rows: Int) throws -> PreparedRun {
        let items = itemsToInsert(rows: rows)
        let db = try rawOpenFile(path)
        try rawExec(db, createItemsSQL)
        let body = { (db: OpaquePointer) throws in
            try rawExec(db, "BEGIN")
            var statement: OpaquePointer?
            try rawCheck(sqlite3_prepare_v2(db, insertItemsPositionalSQL, -1, &statement, nil), db)
            defer { sqlite3_finalize(statement) }
            for item in items {
                sqlite3_bind_int64(statement, 1, item.a)
                sqlite3_bind_int64(statement, 2, item.b)
                sqlite3_bind_int64(statement, 3, item.c)
                sqlite3_bind_int64(statement, 4, item.d)
                sqlite3_bind_int64(statement, 5, item.e)
                sqlite3_bind_int64(statement, 6, item.f)
                sqlite3_bind_int64(statement, 7, item.g)
                sqlite3_bind_int64(statement, 8, item.h)
                sqlite3_bind_int64(statement, 9, item.i)
                sqlite3_bind_int64(statement, 10, item.j)
                try rawCheck(sqlite3_step(statement), db, expected: SQLITE_DONE)
                sqlite3_reset(statement)
            }
            try rawExec(db, "COMMIT")
        }
        return PreparedRun(
            body: {
                try body(db)
                return Int64(rows)
            },
            finish: { _ in
                sqlite3_close_v2(db)
                try verifyItems(path: path, rows: rows)
            })
    }

    static func typedInsert(path: String, library: SQLiteLibrary, rows: Int) throws -> PreparedRun {
        let items = itemsToInsert(rows: rows)
        return try SQLContextBench.onNewItems(path: path, library: library, rows: rows) { context in
            try context.transaction {
                let statement = try context.prepare(sql: insertItemsPositionalSQL)
                defer { statement.close() }
                for item in items {
                    try statement.bind(integer: item.a, at: 1)
                    try statement.bind(integer: item.b, at: 2)
                    try statement.bind(integer: item.c, at: 3)
                    try statement.bind(integer: item.d, at: 4)
                    try statement.bind(integer: item.e, at: 5)
                    try statement.bind(integer: item.f, at: 6)
                    try statement.bind(integer: item.g, at: 7)
                    try statement.bind(integer: item.h, at: 8)
                    try statement.bind(integer: item.i, at: 9)
                    try statement.bind(integer: item.j, at: 10)
                    if try statement.next() { throw BenchmarkFailure("INSERT returned a row") }
                    statement.reset()
                }
            }
        }
    }

    static func recordInsert(path: String, library: SQLiteLibrary, rows: Int) throws -> PreparedRun {
        let items = itemsToInsert(rows: rows).map { ItemRecord(item: $0) }
        return try SQLContextBench.onNewItems(path: path, library: library, rows: rows) { context in
            try context.transaction {
                for item in items { try context.insert(item) }
            }
        }
    }

    static func grdbInsert(path: String, rows: Int) throws -> PreparedRun {
        let items = itemsToInsert(rows: rows).map { GRDBItem(item: $0) }
        return try GRDBBench.onNewItems(path: path, rows: rows) { db in
            for item in items { try item.insert(db) }
        }
    }
}
