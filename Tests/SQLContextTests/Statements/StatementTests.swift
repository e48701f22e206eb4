import Foundation
import SQLContext
import SQLFFI
import Testing

/// A prepared statement: reused without re-parsing, described by its columns and parameters, bound
/// by index or by name.
@Suite struct StatementTests {
    @Test func oneInsertReusedAHundredThousandTimesIsParsedOnce() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(id INTEGER, name TEXT)")
        let insert = try context.prepare(sql: "INSERT INTO t(id, name) VALUES (?, ?)")
        let count = 100_000
        try context.transaction {
            for i in 0..<count {
                try insert.update(parameters: [.long(Int64(i)), .text("row \(i)")])
            }
        }
        #expect(try rowCount(context, "t") == Int64(count))
        #expect(
            try context.query(sql: "SELECT sum(id), max(name) FROM t WHERE id >= 99998") == [
                [.long(99_998 + 99_999), .text("row 99999")]
            ])
        #expect(!insert.isBusy)
        if hasStatementCounters(context) {
            // Parsed once: never compiled again. SQLITE_STMTSTATUS_RUN counts one run per
            // step-to-completion-and-reset.
            #expect(insert.reprepareCount == 0)
            #expect(insert.runCount == count)
        } else {
            // SQLite before 3.20 keeps neither counter, and SQLContext says so rather than guess.
            #expect(insert.reprepareCount == nil)
            #expect(insert.runCount == nil)
        }
    }

    @Test func reprepareCountSeesASchemaChange() throws {
        // The counter that the test above expects to stay 0 does count: a schema change makes
        // SQLite compile the statement again, once.
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)")
        let select = try context.prepare(sql: "SELECT x FROM t")
        #expect(try select.next())
        select.reset()
        let counted = hasStatementCounters(context)
        #expect(select.reprepareCount == (counted ? 0 : nil))
        try context.exec(sql: "CREATE INDEX t_x ON t(x)")
        #expect(try select.next())
        #expect(select.long(at: 0) == 1)
        #expect(select.reprepareCount == (counted ? 1 : nil))
        select.close()
        #expect(select.reprepareCount == nil)
    }

    @Test func bindStepResetBindAgain() throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT ? * 2")
        for value in [Int64(1), 21, -4] {
            try statement.bind(.long(value), at: 1)
            #expect(try statement.next())
            #expect(statement.long(at: 0) == value * 2)
            #expect(statement.isBusy)
            #expect(try !statement.next())
            statement.reset()
            #expect(!statement.isBusy)
        }
        // Bindings stay across rewind.
        try statement.bind(.long(5), at: 1)
        statement.rewind()
        #expect(try statement.next())
        #expect(statement.long(at: 0) == 10)
        // reset clears them, as SkipSQL's does: the parameter is NULL again.
        statement.reset()
        #expect(try statement.next())
        #expect(statement.type(at: 0) == .null)
    }

    @Test func updateClearsTheBindingsAsSkipSQLsDoes() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        let insert = try context.prepare(sql: "INSERT INTO t VALUES (?)")
        try insert.bind(.text("same"), at: 1)
        try insert.update()
        try insert.update()
        #expect(try context.query(sql: "SELECT x FROM t") == [[.text("same")], [.null]])
    }

    @Test func runningAgainAfterRewindKeepsTheBindings() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        let insert = try context.prepare(sql: "INSERT INTO t VALUES (?)")
        try insert.bind(.text("same"), at: 1)
        for _ in 0..<2 {
            #expect(try !insert.next())
            insert.rewind()
        }
        #expect(try context.query(sql: "SELECT x FROM t") == [[.text("same")], [.text("same")]])
    }

    @Test func statementForEachRowRunsFromTheStartEachTime() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3)")
        let select = try context.prepare(sql: "SELECT x FROM t WHERE x >= ? ORDER BY x")
        try select.bind(.long(2), at: 1)
        #expect(try select.next())  // half-way through a run: forEachRow starts over
        var seen: [Int64] = []
        try select.forEachRow { seen.append($0.long(at: 0)) }
        try select.forEachRow { seen.append($0.long(at: 0)) }
        #expect(seen == [2, 3, 2, 3])
        #expect(!select.isBusy)
    }

    @Test func columnNamesAndDeclaredTypes() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE people(id INTEGER PRIMARY KEY, name VARCHAR(20), photo BLOB, score)")
        let select = try context.prepare(sql: "SELECT id, name AS Full_Name, photo, score, 1 + 1 AS two FROM people")
        #expect(select.columnCount == 5)
        #expect(select.columnNames == ["id", "Full_Name", "photo", "score", "two"])
        if context.library.functions.columnDecltype == nil {
            // A build with SQLITE_OMIT_DECLTYPE (3.50.4-lean) has no declared types to give.
            #expect(select.declaredTypes == [nil, nil, nil, nil, nil])
        } else {
            #expect(select.declaredTypes == ["INTEGER", "VARCHAR(20)", "BLOB", nil, nil])
        }
        #expect(select.parameterCount == 0)
        let insert = try context.prepare(sql: "INSERT INTO people(name) VALUES ('x')")
        #expect(insert.columnCount == 0)
        #expect(insert.columnNames == [])
    }

    @Test func columnIndexIsCaseInsensitive() throws {
        let context = try memoryContext()
        let select = try context.prepare(sql: "SELECT 1 AS Alpha, 2 AS beta, 3 AS alpha, 4 AS \"Ünïcode\"")
        #expect(select.columnIndex(named: "Alpha") == 0)
        #expect(select.columnIndex(named: "ALPHA") == 0)  // the first of the names that match
        #expect(select.columnIndex(named: "alpha") == 0)
        #expect(select.columnIndex(named: "BETA") == 1)
        #expect(select.columnIndex(named: "Ünïcode") == 3)
        #expect(select.columnIndex(named: "gamma") == nil)
        #expect(select.columnIndex(named: "") == nil)
        #expect(try select.next())
        #expect(try select.value(named: "Beta") == .long(2))
        // An unknown name throws, as SQLRow.value(named:) does, and lists the columns.
        expectSQLError(code: 25, messageContains: ["gamma", "Alpha", "beta"]) { _ = try select.value(named: "gamma") }
    }

    @Test func parameterNamesWithEachPrefix() throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT :a, @b, $c, ?, ?7")
        #expect(statement.parameterCount == 7)
        #expect(statement.parameterNames == [":a", "@b", "$c", nil, nil, nil, "?7"])
    }

    @Test(arguments: [":id", "@id", "$id"])
    func bindByNameWithOrWithoutThePrefix(_ parameter: String) throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT " + parameter + ", " + parameter + " || 'x'")
        #expect(statement.parameterCount == 1)
        try statement.bind(.text("full"), named: parameter)
        #expect(try statement.next())
        #expect(statement.rowValues() == [.text("full"), .text("fullx")])
        statement.reset()
        try statement.bind(.text("bare"), named: "id")
        #expect(try statement.next())
        #expect(statement.text(at: 0) == "bare")
    }

    @Test func bindNamedDictionary() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(id, name, size)")
        let insert = try context.prepare(sql: "INSERT INTO t VALUES (:id, @name, $size)")
        try insert.bind(named: [":id": .long(1), "name": .text("one"), "$size": .real(1.5)])
        try insert.update()
        try insert.bind(named: ["id": .long(2), "@name": .text("two"), "size": .null])
        try insert.update()
        #expect(
            try context.query(sql: "SELECT * FROM t ORDER BY id") == [
                [.long(1), .text("one"), .real(1.5)], [.long(2), .text("two"), .null],
            ])
    }

    @Test func clearBindingsSetsEveryParameterToNull() throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT ?, ?")
        try statement.bind(parameters: [.long(1), .text("x")])
        #expect(try statement.next())
        #expect(statement.rowValues() == [.long(1), .text("x")])
        statement.reset()
        try statement.clearBindings()
        #expect(try statement.next())
        #expect(statement.rowValues() == [.null, .null])
        #expect(statement.isNull(at: 0))
        #expect(statement.isNull(at: 1))
    }

    @Test func rowValuesTheCallerKeepsAreNotChangedByLaterRows() throws {
        let context = try memoryContext()
        let statement = try context.prepare(
            sql: "SELECT 1, 'one' UNION ALL SELECT 2, 'two' UNION ALL SELECT 3, NULL UNION ALL SELECT 4, x'00'")
        var kept: [[SQLValue]] = []
        var sum: Int64 = 0
        while try statement.next() {
            let values = statement.rowValues()
            sum += values[0].longValue ?? 0
            // Every other row is kept; the rows in between are let go and their array refilled.
            if values[0].longValue! % 2 == 1 { kept.append(values) }
        }
        #expect(sum == 10)
        #expect(kept == [[.long(1), .text("one")], [.long(3), .null]])
    }

    @Test func isNullDistinguishesNullFromEmptyAndZero() throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT NULL, '', 0, x'', 0.0")
        #expect(try statement.next())
        #expect(statement.isNull(at: 0))
        for column in 1...4 { #expect(!statement.isNull(at: column), "column \(column)") }
    }

    @Test func isReadOnly() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        #expect(try context.prepare(sql: "SELECT x FROM t").isReadOnly)
        #expect(try context.prepare(sql: "SELECT 1").isReadOnly)
        #expect(try !context.prepare(sql: "INSERT INTO t VALUES (1)").isReadOnly)
        #expect(try !context.prepare(sql: "DELETE FROM t").isReadOnly)
        #expect(try !context.prepare(sql: "CREATE TABLE u(x)").isReadOnly)
    }

    @Test func sqlAndExpandedSQL() throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT ?, ?, ?")
        #expect(statement.sql == "SELECT ?, ?, ?")
        try statement.bind(parameters: [.long(7), .text("it's"), .null])
        #expect(statement.expandedSQL == "SELECT 7, 'it''s', NULL")
    }

}
