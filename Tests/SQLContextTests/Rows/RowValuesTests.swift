import Foundation
import SQLContext
import Testing

/// `rowValues()` and `value(at:)`: each row read whole, by the storage class SQLite holds, with
/// value semantics even though the statement refills its last array in place.
@Suite struct RowValuesTests {
    /// A table whose rows hold every storage class in turn, so that a refilled array changes the
    /// class of each slot from row to row.
    func mixedTable() throws -> SQLContext {
        let context = try memoryContext()
        try context.exec(
            sql: """
                CREATE TABLE t(id INTEGER PRIMARY KEY, a, b);
                INSERT INTO t(id, a, b) VALUES
                    (1, 7, 'seven'), (2, 'eight', 8.5), (3, x'0009', NULL), (4, NULL, x''), (5, -0.5, '');
                """)
        return context
    }

    let expectedRows: [[SQLValue]] = [
        [.long(1), .long(7), .text("seven")],
        [.long(2), .text("eight"), .real(8.5)],
        [.long(3), .blob(Data([0, 9])), .null],
        [.long(4), .null, .blob(Data())],
        [.long(5), .real(-0.5), .text("")],
    ]

    @Test func rowsReadOneAfterTheOtherAreEachRight() throws {
        let context = try mixedTable()
        let statement = try context.prepare(sql: "SELECT id, a, b FROM t ORDER BY id")
        var index = 0
        while try statement.next() {
            // The array of the previous row is released before this call: the statement refills it.
            #expect(statement.rowValues() == expectedRows[index])
            index += 1
        }
        #expect(index == expectedRows.count)
    }

    @Test func rowsTheCallerKeepsNeverChange() throws {
        let context = try mixedTable()
        let statement = try context.prepare(sql: "SELECT id, a, b FROM t ORDER BY id")
        var kept: [[SQLValue]] = []
        while try statement.next() { kept.append(statement.rowValues()) }
        #expect(kept == expectedRows)
        // Running the statement again does not reach into the arrays handed out before.
        statement.reset()
        #expect(try statement.next())
        #expect(statement.rowValues() == expectedRows[0])
        #expect(kept == expectedRows)
    }

    @Test func aRowTheCallerChangesIsItsOwn() throws {
        let context = try mixedTable()
        let statement = try context.prepare(sql: "SELECT id, a, b FROM t ORDER BY id")
        #expect(try statement.next())
        var first = statement.rowValues()
        first[0] = .text("changed")
        first.append(.null)
        #expect(statement.rowValues() == expectedRows[0])
        #expect(try statement.next())
        let second = statement.rowValues()
        #expect(second == expectedRows[1])
        #expect(first == [.text("changed"), .long(7), .text("seven"), .null])
    }

    @Test func aRowFollowsTheColumnCountWhenTheSchemaChanges() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)")
        let statement = try context.prepare(sql: "SELECT * FROM t")
        #expect(try statement.next())
        #expect(statement.rowValues() == [.long(1)])
        statement.reset()
        try context.exec(sql: "ALTER TABLE t ADD COLUMN y DEFAULT 'added'")
        #expect(try statement.next())
        #expect(statement.rowValues() == [.long(1), .text("added")])
        #expect(statement.columnCount == 2)
    }

    @Test func noRowReadyReadsAsNulls() throws {
        let context = try mixedTable()
        let statement = try context.prepare(sql: "SELECT id, a FROM t WHERE id = 1")
        // Before the first step and after the last, SQLite has no row: every column is NULL.
        #expect(statement.rowValues() == [.null, .null])
        #expect(try statement.next())
        #expect(statement.rowValues() == [.long(1), .long(7)])
        #expect(try !statement.next())
        #expect(statement.rowValues() == [.null, .null])
        #expect(statement.value(at: 0) == .null)
    }

    @Test func aClosedStatementReadsAnEmptyRowAndLeavesKeptRowsAlone() throws {
        let context = try mixedTable()
        let statement = try context.prepare(sql: "SELECT id, a, b FROM t ORDER BY id")
        #expect(try statement.next())
        let kept = statement.rowValues()
        statement.close()
        #expect(statement.rowValues() == [])
        #expect(statement.value(at: 0) == .null)
        #expect(kept == expectedRows[0])
    }

    @Test func aStatementClosedWithItsContextReadsAnEmptyRow() throws {
        let context = try mixedTable()
        let statement = try context.prepare(sql: "SELECT id FROM t")
        #expect(try statement.next())
        #expect(statement.rowValues() == [.long(1)])
        context.close()
        #expect(statement.rowValues() == [])
        #expect(statement.value(at: 0) == .null)
    }

    @Test func valueAtAgreesWithTheTypedReaders() throws {
        let context = try mixedTable()
        let statement = try context.prepare(sql: "SELECT id, a, b FROM t ORDER BY id")
        while try statement.next() {
            for column in 0..<statement.columnCount {
                let value = statement.value(at: column)
                // Storage class first: a conversion by a typed reader may change it afterwards.
                #expect(value.type == statement.type(at: column))
                switch value {
                case .long(let integer): #expect(integer == statement.long(at: column))
                case .real(let real): #expect(real == statement.real(at: column))
                case .text(let text): #expect(text == statement.text(at: column))
                case .blob(let blob): #expect(blob == statement.blob(at: column))
                case .null: #expect(statement.isNull(at: Int(column)))
                }
            }
        }
    }

    @Test func columnsOutOfRangeReadAsNull() throws {
        let context = try mixedTable()
        let statement = try context.prepare(sql: "SELECT id FROM t")
        #expect(try statement.next())
        #expect(statement.value(at: 1) == .null)
        #expect(statement.value(at: -1) == .null)
        #expect(statement.value(at: Int.max) == .null)
        #expect(statement.value(at: Int.min) == .null)
        #expect(statement.value(at: 0) == .long(1))
    }

    @Test func integralValuesInARealColumnReadAsReal() throws {
        // SQLite (3.34 and later) may keep an integral REAL as an integer on disk; it still reports
        // and converts it as REAL.
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(r REAL); INSERT INTO t VALUES (2), (2.5), (-9007199254740993)")
        #expect(
            try context.query(sql: "SELECT r FROM t ORDER BY rowid") == [
                [.real(2.0)], [.real(2.5)], [.real(-9007199254740993.0)],
            ])
    }

    @Test func queryBuildsEveryRowOnItsOwn() throws {
        let context = try mixedTable()
        let rows = try context.query(sql: "SELECT id, a, b FROM t ORDER BY id")
        #expect(rows == expectedRows)
        #expect(try context.query(sql: "SELECT id, a, b FROM t WHERE id > 99") == [])
        #expect(try context.query(sql: "SELECT 1 WHERE 0") == [])
    }
}
