import Foundation
import SQLContext
import Testing

/// A record of `count` integer columns `c0`, `c1`, …; the columns a value leaves NULL are not
/// written by an insert.
struct WideRecord: SQLCodable, Equatable {
    var values: [Int64?]

    /// The table of `wideColumnCount` columns.
    static var table: SQLTable {
        SQLTable(name: "wide", columns: (0..<wideColumnCount).map { SQLColumn(name: "c\($0)", type: .long) })
    }

    init(values: [Int64?]) { self.values = values }

    init(row: SQLRow, context: SQLContext) throws {
        values = Self.table.columns.map { $0.longValue(in: row) }
    }

    func encode(row: inout SQLRow) throws {
        var index = 0
        for column in Self.table.columns {
            row[column] = SQLValue(values[index])
            index += 1
        }
    }
}

/// The number of columns of `WideRecord`'s table: more than the 63 an insert plan covers.
let wideColumnCount = 70

/// The compiled inserts that records keep: one per type and set of columns written, reused,
/// evicted, finalized with the cache, and never shared with an insert nested in another.
@Suite struct RecordInsertPlanTests {
    @Test func eachSetOfWrittenColumnsHasItsOwnStatement() throws {
        let context = try libraryContext()
        // Without RETURNING (before 3.35), each INSERT shape keeps the SELECT that reads the
        // stored row back too.
        let perShape = context.supports(.returning) ? 1 : 2
        context.clearStatementCache()
        try context.insert(Book(title: "a"))
        try context.insert(Book(title: "b", year: 1))
        try context.insert(Book(title: "c"))
        try context.insert(Book(title: "d", year: 2))
        #expect(context.cachedStatementCount == 2 * perShape)
        #expect(try context.fetchAll(Book.self, orderBy: Book.id).map { $0.year } == [nil, 1, nil, 2])
        // Seventeen shapes: the least recently used is finalized, at most sixteen kept.
        let columns: [SQLColumn] = (0..<17).map { SQLColumn(name: "v\($0)", type: .long) }
        try context.exec(sql: "CREATE TABLE shapes(" + columns.map { $0.name }.joined(separator: ", ") + ")")
        context.clearStatementCache()
        for index in 0..<17 {
            var row = SQLRow()
            row.setValue(SQLValue(index), named: columns[index].name)
            try context.insert(Shape(row: row))
        }
        #expect(context.cachedStatementCount == 16 * perShape)
        #expect(try scalar(context, "SELECT count(*) FROM shapes") == .long(17))
        context.close()
        #expect(context.cachedStatementCount == 0)
    }

    @Test func anInsertNestedInAnInsertOfTheSameShapeGetsItsOwnStatement() throws {
        let context = try SQLContext(path: nil)
        try context.createTableIfNotExists(LogLine.self)
        // A Swift function that inserts a record, called by a trigger of an insert of that record.
        try context.createFunction("log_line", argumentCount: 1) { arguments in
            try context.insert(LogLine(text: "nested " + (arguments[0].textValue ?? "")))
            return .null
        }
        try context.exec(
            sql:
                "CREATE TRIGGER echo AFTER INSERT ON log WHEN new.text NOT LIKE 'nested%' BEGIN SELECT log_line(new.text); END"
        )
        try context.insert(LogLine(text: "outer"))
        try context.insert(LogLine(text: "second"))
        #expect(
            try context.query(sql: "SELECT text FROM log ORDER BY rowid") == [
                [.text("outer")], [.text("nested outer")], [.text("second")], [.text("nested second")],
            ])
        context.close()
    }

    @Test func tablesOfMoreThan63ColumnsInsertWithoutAPlan() throws {
        let context = try SQLContext(path: nil)
        try context.createTableIfNotExists(WideRecord.self)
        var values = [Int64?](repeating: nil, count: wideColumnCount)
        values[0] = 1
        values[64] = 64
        values[69] = 69
        try context.insert(WideRecord(values: values))
        values[65] = 65
        try context.insert(WideRecord(values: values))
        let stored = try context.fetchAll(WideRecord.self)
        #expect(stored.count == 2)
        #expect(stored[0].values[64] == 64 && stored[0].values[65] == nil && stored[0].values[69] == 69)
        #expect(stored[1].values[65] == 65)
        // The SELECT's; the inserts were not kept (without RETURNING, their two read-back SELECTs
        // were).
        #expect(context.cachedStatementCount == (context.supports(.returning) ? 1 : 3))
    }

    @Test func withTheCacheOffNothingIsKept() throws {
        let context = try libraryContext()
        context.statementCacheCapacity = 0
        for index in 0..<3 { try context.insert(Author(name: "a\(index)")) }
        #expect(context.cachedStatementCount == 0)
        #expect(try context.count(Author.self) == 3)
    }
}

/// A record of the `shapes` table that writes whatever columns its row holds.
struct Shape: SQLCodable {
    var row: SQLRow
    static var table: SQLTable {
        SQLTable(name: "shapes", columns: (0..<17).map { SQLColumn(name: "v\($0)", type: .long) })
    }
    init(row: SQLRow) { self.row = row }
    init(row: SQLRow, context: SQLContext) throws { self.row = row }
    func encode(row: inout SQLRow) throws {
        var index = 0
        for name in self.row.columnNames {
            row.setValue(self.row.values[index], named: name)
            index += 1
        }
    }
}
