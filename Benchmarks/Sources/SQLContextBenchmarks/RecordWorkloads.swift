import CSQLite
import Foundation
import GRDB
import SQLContext
import SQLFFI

// Records: the items table read into, and written from, `Item`, a struct of ten Int64 fields.
//
//   fetch_struct    SELECT a, …, j FROM items, each row made into an Item, all kept in an array:
//                   convenience is SQLContext's record layer (SQLCodable, fetchAll)
//   record_insert   Items inserted one by one in one transaction
//
// raw: the C API; typed: SQLContext's typed getters and binds (the baseline of the record
// targets); convenience: SQLContext's record layer (SQLCodable: fetchAll, insert); grdb: GRDB's
// PersistableRecord (insert).

extension Item {
    /// The item of row `row` of the benchmark's items table.
    init(row: Int) {
        let base = itemValue(row: row, column: 0)
        self.init(
            a: base, b: base + 1, c: base + 2, d: base + 3, e: base + 4, f: base + 5, g: base + 6, h: base + 7,
            i: base + 8, j: base + 9)
    }
}

/// The items `insert` workloads write.
func itemsToInsert(rows: Int) -> [Item] { (0..<rows).map { Item(row: $0) } }

// MARK: - SQLContext's record layer

/// `Item` as a SkipSQL-style record.
struct ItemRecord: SQLCodable {
    var item: Item

    static let a = SQLColumn(name: "a", type: .long)
    static let b = SQLColumn(name: "b", type: .long)
    static let c = SQLColumn(name: "c", type: .long)
    static let d = SQLColumn(name: "d", type: .long)
    static let e = SQLColumn(name: "e", type: .long)
    static let f = SQLColumn(name: "f", type: .long)
    static let g = SQLColumn(name: "g", type: .long)
    static let h = SQLColumn(name: "h", type: .long)
    static let i = SQLColumn(name: "i", type: .long)
    static let j = SQLColumn(name: "j", type: .long)
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
        row[Self.a] = .long(item.a)
        row[Self.b] = .long(item.b)
        row[Self.c] = .long(item.c)
        row[Self.d] = .long(item.d)
        row[Self.e] = .long(item.e)
        row[Self.f] = .long(item.f)
        row[Self.g] = .long(item.g)
        row[Self.h] = .long(item.h)
        row[Self.i] = .long(item.i)
        row[Self.j] = .long(item.j)
    }
}

// MARK: - GRDB records

/// `Item` as a GRDB record that inserts itself.
struct GRDBItem: PersistableRecord {
    static let databaseTableName = "items"
    var item: Item

    init(item: Item) { self.item = item }

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
    // MARK: fetch_struct (the raw, typed and GRDB runs are in StructWorkloads.swift)

    static func recordFetch(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            // Summed as GRDB's index-based record is (StructWorkloads.swift), with no copy of
            // the array into `[Item]` first.
            var sum: Int64 = 0
            for record in try context.fetchAll(ItemRecord.self) { sum &+= record.item.sum }
            return sum
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
                    statement.rewind()
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
