import Foundation
import SQLContext
import Testing

/// `SQLRow`: rows read by index and by name with one shared column map per result, typed reads,
/// precise errors for unknown names, and rows built by name and bound to named parameters.
@Suite struct SQLRowTests {
    /// A context with a `person` table of three rows.
    func people() throws -> SQLContext {
        let context = try memoryContext()
        try context.exec(
            sql: """
                CREATE TABLE person(id INTEGER PRIMARY KEY, name TEXT NOT NULL, nickname TEXT, born REAL, active INTEGER);
                INSERT INTO person VALUES (1, 'ada', NULL, -4_575_744_000.0, 1), (2, 'grace', 'amazing', -2_003_097_600.0, 0),
                    (3, 'edsger', NULL, NULL, 1);
                """.replacingOccurrences(of: "_", with: ""))
        return context
    }

    @Test func rowsAreReadByIndexAndByNameInResultOrder() throws {
        let context = try people()
        let rows = try context.rows(sql: "SELECT id, name, nickname FROM person ORDER BY id")
        #expect(rows.count == 3)
        #expect(rows[0].columnNames == ["id", "name", "nickname"])
        #expect(rows[0].count == 3)
        #expect(rows[0].values == [.long(1), .text("ada"), .null])
        #expect(try rows[1].value(at: 2) == .text("amazing"))
        #expect(try rows[1].value(named: "name") == .text("grace"))
        // Names match as SQLite's do: without regard to case.
        #expect(try rows[1].value(named: "NAME") == .text("grace"))
        #expect(rows[1].hasColumn("Nickname"))
        #expect(!rows[1].hasColumn("age"))
        #expect(rows[2].description == "id: 3, name: 'edsger', nickname: NULL")
    }

    @Test func rowsOfOneResultShareOneColumnMap() throws {
        let context = try people()
        let rows = try context.rows(sql: "SELECT id, name FROM person ORDER BY id")
        #expect(rows[0].columnMap === rows[1].columnMap)
        #expect(rows[1].columnMap === rows[2].columnMap)
        // The same for rows read from a statement, until it is reset.
        let statement = try context.prepare(sql: "SELECT id, name FROM person ORDER BY id")
        #expect(try statement.next())
        let first = statement.row()
        #expect(try statement.next())
        let second = statement.row()
        #expect(first.columnMap === second.columnMap)
        #expect(first.columnMap === statement.columnMap)
        #expect(try first.int64("id") == 1 && second.string("name") == "grace")
        // A row that sets an existing column keeps the map; one that adds a column gets its own.
        var changed = second
        changed.setValue(.text("hopper"), named: "name")
        #expect(changed.columnMap === second.columnMap)
        #expect(try changed.string("name") == "hopper" && second.string("name") == "grace")
        changed.setValue(.long(1906), named: "born")
        #expect(changed.columnMap !== second.columnMap)
        #expect(second.columnNames == ["id", "name"])
        #expect(changed.columnNames == ["id", "name", "born"])
    }

    @Test func anUnknownColumnNameIsAnErrorThatListsTheColumns() throws {
        let context = try people()
        let row = try #require(
            try context.firstRow(sql: "SELECT id, name FROM person WHERE id = ?", parameters: [.long(1)]))
        let error = expectSQLError(code: Code.range, messageContains: ["'nmae'", "id, name"]) {
            _ = try row.value(named: "nmae")
        }
        #expect(error?.isRange == true)
        // Every typed read reports the name, never a silent NULL.
        expectSQLError(code: Code.range, messageContains: ["'age'", "id, name"]) { _ = try row.int("age") }
        expectSQLError(code: Code.range, messageContains: ["'age'"]) { _ = try row.optionalInt("age") }
        expectSQLError(code: Code.range, messageContains: ["index 2", "2 column"]) { _ = try row.value(at: 2) }
        expectSQLError(code: Code.range, messageContains: ["index -1"]) { _ = try row.value(at: -1) }
    }

    @Test func columnsAreFoundByNameInAWideRowExactlyThenWithoutRegardToCase() throws {
        // 60 names, a repeated one and two that differ only in case (names that share a first
        // slot of the column map are tested in ColumnMapSlotTests).
        let names = (0..<60).map { "c\($0)" } + ["Name", "name", "c7"]
        let values = (0..<names.count).map { SQLValue.long(Int64($0)) }
        let row = try SQLRow(columnNames: names, values: values)
        for index in 0..<60 {
            let column = SQLColumn(name: "c\(index)", type: .long)
            #expect(row[column] == .long(Int64(index)))
            #expect(try column.longValueRequired(in: row) == Int64(index))
        }
        // Exact spelling first; another spelling finds the first column that matches without
        // regard to case; a repeated name finds its first column.
        #expect(row[SQLColumn(name: "name", type: .long)] == .long(61))
        #expect(row[SQLColumn(name: "Name", type: .long)] == .long(60))
        #expect(row[SQLColumn(name: "NAME", type: .long)] == .long(60))
        #expect(row[SQLColumn(name: "C7", type: .long)] == .long(7))
        #expect(row[SQLColumn(name: "c60", type: .long)] == nil)
        expectSQLError(code: 25, messageContains: ["c60", "c0, c1"]) {
            _ = try SQLColumn(name: "c60", type: .long).longValueRequired(in: row)
        }
    }

    @Test func namesAroundTheSevenByteFingerprintBoundaryAreFoundAndNeverConfused() throws {
        // A name of up to 7 UTF-8 bytes is its own fingerprint (no text compared); a longer one
        // is hashed and compared. Names that share their first 7 bytes, a name and its prefix,
        // names that share a first letter, non-ASCII and empty names, each found exactly.
        let names = [
            "", "a", "ab", "abcdefg", "abcdefgh", "abcdefgi", "abcdefghij", "created_at", "created_by", "créé",
            "日付", "id", "ids", "i\u{0}d", "user_id", "user_name", "user_email", "zzzzzzz",
        ]
        let values = (0..<names.count).map { SQLValue.long(Int64($0)) }
        let row = try SQLRow(columnNames: names, values: values)
        var index: Int64 = 0
        for name in names {
            let column = SQLColumn(name: name, type: .long)
            #expect(row[column] == .long(index), "\(name)")
            #expect(try column.longValueRequired(in: row) == index, "\(name)")
            #expect(column.longValue(in: row) == index, "\(name)")
            index += 1
        }
        for missing in ["abcdef", "abcdefgj", "abcdefghi", "created_a", "i", "user", "zzzzzzzz", "b"] {
            #expect(row[SQLColumn(name: missing, type: .long)] == nil, "\(missing)")
            expectSQLError(code: 25, messageContains: ["'\(missing)'"]) {
                _ = try SQLColumn(name: missing, type: .long).longValueRequired(in: row)
            }
        }
        // Without regard to case, past the fingerprint: the first column that matches.
        #expect(row[SQLColumn(name: "ABCDEFG", type: .long)] == .long(3))
        #expect(row[SQLColumn(name: "Created_By", type: .long)] == .long(8))
    }

    @Test func typedReadsByName() throws {
        let context = try people()
        let rows = try context.rows(sql: "SELECT * FROM person ORDER BY id")
        #expect(try rows[0].int("id") == 1)
        #expect(try rows[0].int64("id") == 1)
        #expect(try rows[0].int32("id") == 1)
        #expect(try rows[0].string("name") == "ada")
        #expect(try rows[0].optionalString("nickname") == nil)
        #expect(try rows[1].optionalString("nickname") == "amazing")
        #expect(try rows[0].bool("active") == true)
        #expect(try rows[1].optionalBool("active") == false)
        #expect(try rows[0].date("born") == Date(timeIntervalSince1970: -4_575_744_000))
        #expect(try rows[0].double("born") == -4_575_744_000.0)
        #expect(try rows[2].optionalDate("born") == nil)
        #expect(try rows[2].optionalDouble("born") == nil)
        // NULL into a non-optional names the column and the type.
        expectSQLError(code: Code.mismatch, messageContains: ["'nickname'", "NULL", "String"]) {
            _ = try rows[0].string("nickname")
        }
        expectSQLError(code: Code.mismatch, messageContains: ["'born'", "NULL", "Date"]) {
            _ = try rows[2].date("born")
        }
        // A wrong type too, optional or not.
        expectSQLError(code: Code.mismatch, messageContains: ["'name'", "TEXT", "Int"]) {
            _ = try rows[0].optionalInt("name")
        }
    }

    @Test func everyTypedReadHasAnOptionalTwin() throws {
        let uuid = UUID()
        let url = try #require(URL(string: "https://example.com/a"))
        let row = try SQLRow(
            columnNames: ["i", "f", "s", "d", "u", "l", "n"],
            values: [.long(5), .real(0.5), .text("x"), .blob(Data([1])), SQLValue(uuid), SQLValue(url), .null])
        #expect(try row.optionalInt("i") == 5 && row.optionalInt64("i") == 5 && row.optionalInt32("i") == 5)
        #expect(try row.optionalFloat("f") == 0.5 && row.float("f") == 0.5)
        #expect(try row.optionalData("d") == Data([1]) && row.data("d") == Data([1]))
        #expect(try row.optionalUUID("u") == uuid && row.uuid("u") == uuid)
        #expect(try row.optionalURL("l") == url && row.url("l") == url)
        #expect(try row.optionalInt("n") == nil && row.optionalInt64("n") == nil && row.optionalInt32("n") == nil)
        #expect(try row.optionalBool("n") == nil && row.optionalDouble("n") == nil && row.optionalFloat("n") == nil)
        #expect(try row.optionalString("n") == nil && row.optionalData("n") == nil && row.optionalDate("n") == nil)
        #expect(try row.optionalUUID("n") == nil && row.optionalURL("n") == nil)
    }

    @Test func aRowBuiltByNameBindsNamedParameters() throws {
        let context = try people()
        var row = SQLRow()
        #expect(row.count == 0)
        row.setValue(.long(4), named: "id")
        row.setValue(SQLValue("barbara"), named: "name")
        row.setValue(SQLValue(true), named: "active")
        row.setValue(.text("unused"), named: "extra")  // columns that no parameter names are ignored
        #expect(
            row.namedParameters == [
                ":id": .long(4), ":name": .text("barbara"), ":active": .long(1), ":extra": .text("unused"),
            ])
        let insert = try context.prepare(sql: "INSERT INTO person(id, name, active) VALUES (:id, @name, $active)")
        try insert.update(row: row)
        let stored = try #require(try context.firstRow(sql: "SELECT name, active FROM person WHERE id = 4"))
        #expect(try stored.string("name") == "barbara" && stored.bool("active") == true)
        // The dictionary form binds the same way.
        let select = try context.prepare(sql: "SELECT count(*) FROM person WHERE id = :id AND name = :name")
        try select.bind(named: ["id": .long(4), ":name": .text("barbara")])
        #expect(try select.next() && select.long(at: 0) == 1)
    }

    @Test func bindingARowWithoutAParametersColumnIsAnErrorThatNamesIt() throws {
        let context = try people()
        let update = try context.prepare(sql: "UPDATE person SET name = :name WHERE id = :id")
        var row = SQLRow()
        row.setValue(.text("x"), named: "name")
        row.setValue(.long(1), named: "ident")
        expectSQLError(code: Code.range, messageContains: [":id", "'id'", "name, ident"]) { try update.bind(row: row) }
        expectSQLError(code: Code.range, messageContains: [":id"]) { try update.update(row: row) }
        #expect(try context.scalar(sql: "SELECT name FROM person WHERE id = 1") == .text("ada"))
        // Positional parameters have no name to match.
        let positional = try context.prepare(sql: "SELECT ?")
        expectSQLError(code: Code.range, messageContains: ["parameter 1", "no name"]) { try positional.bind(row: row) }
    }

    @Test func aBatchOfRowsRunsThroughOneStatement() throws {
        let context = try people()
        let insert = try context.prepare(sql: "INSERT INTO person(id, name) VALUES (:id, :name)")
        var template = SQLRow()
        template.setValue(.null, named: "id")
        template.setValue(.null, named: "name")
        var batch: [SQLRow] = []
        for (id, name) in [(10, "alan"), (11, "barbara"), (12, "john")] {
            var row = template
            row.setValue(SQLValue(id), named: "id")
            row.setValue(SQLValue(name), named: "name")
            batch.append(row)
        }
        try context.transaction { try insert.update(rows: batch) }
        #expect(
            try context.scalar(sql: "SELECT group_concat(name) FROM person WHERE id >= 10")
                == .text("alan,barbara,john"))
        if hasStatementCounters(context) { #expect(insert.reprepareCount == 0 && insert.runCount == 3) }
        // A failing row names its place in the batch; the rows before it have run.
        var duplicate = batch[0]
        duplicate.setValue(.long(13), named: "id")
        let error = expectSQLError(
            code: Code.constraint, extendedCode: Code.constraintPrimaryKey, messageContains: ["row 1 of 2"]
        ) {
            try insert.update(rows: [duplicate, batch[1]])
        }
        #expect(error != nil)
        #expect(try context.scalar(sql: "SELECT name FROM person WHERE id = 13") == .text("alan"))
        // The statement is reset after the failure and runs again.
        var next = batch[0]
        next.setValue(.long(14), named: "id")
        try insert.update(row: next)
        #expect(try rowCount(context, "person") == 8)
    }

    @Test func firstRowAndScalar() throws {
        let context = try people()
        #expect(try context.firstRow(sql: "SELECT name FROM person WHERE id = ?", parameters: [.long(99)]) == nil)
        let first = try context.firstRow(sql: "SELECT name FROM person ORDER BY id DESC")
        #expect(try first?.string("name") == "edsger")
        #expect(try context.scalar(sql: "SELECT count(*) FROM person")?.asInt() == 3)
        #expect(try context.scalar(sql: "SELECT nickname FROM person WHERE id = ?", parameters: [.long(1)]) == .null)
        #expect(try context.scalar(sql: "SELECT id FROM person WHERE id > ?", parameters: [.long(5)]) == nil)
        // Several statements are refused, as by prepare(sql:).
        expectSQLError(code: Code.misuse, messageContains: ["several"]) {
            _ = try context.rows(sql: "SELECT 1; SELECT 2")
        }
    }

    @Test func rowsBuiltFromNamesAndValuesCompareByBoth() throws {
        let row = try SQLRow(columnNames: ["a", "b"], values: [.long(1), .text("x")])
        #expect(row == (try SQLRow(columnNames: ["a", "b"], values: [.long(1), .text("x")])))
        #expect(row != (try SQLRow(columnNames: ["a", "c"], values: [.long(1), .text("x")])))
        #expect(row != (try SQLRow(columnNames: ["a", "b"], values: [.long(1), .text("y")])))
        expectSQLError(code: Code.range, messageContains: ["2 column", "1 value"]) {
            _ = try SQLRow(columnNames: ["a", "b"], values: [.long(1)])
        }
        // A duplicate name finds the first column; the second stays readable by index.
        let joined = try SQLRow(columnNames: ["id", "id"], values: [.long(1), .long(2)])
        #expect(try joined.int("id") == 1 && joined.value(at: 1) == .long(2))
        #expect(joined.namedParameters == [":id": .long(1)])
    }
}
