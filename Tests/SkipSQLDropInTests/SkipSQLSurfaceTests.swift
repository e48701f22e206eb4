import Foundation
import SQLContext
import Testing

/// Code written against SkipSQL's documented API (SkipSQLCore, SkipSQL and SkipSQLPlus, tag 0.15.1),
/// as the article "Coming from SkipSQL" lists it, with SkipSQL's labels, `Int32` indexes and types
/// spelled out, compiled here with no shim declaration: only the import differs. Each test
/// asserts what SkipSQL documents for the calls it makes.
@Suite struct SkipSQLSurfaceTests {
    @Test func openingWithAConfiguration() throws {
        let memory = SQLContext(configuration: .platform)
        #expect(
            try memory.selectAll(sql: "SELECT 1, 1.1+2.2, 'AB'||'C'") == [
                [SQLValue.long(1), SQLValue.real(3.3000000000000003), SQLValue.text("ABC")]
            ])
        memory.close()
        #expect(memory.isClosed)
        try withTemporaryDirectory { directory in
            let path: String = directory.file("skipsql.db")
            let ctx = try SQLContext(path: path, flags: [.create, .readWrite], configuration: .platform)
            defer { ctx.close() }
            try ctx.exec(sql: "CREATE TABLE IF NOT EXISTS SOME_TABLE (STRING TEXT)")
            try ctx.exec(sql: "INSERT INTO SOME_TABLE (STRING) VALUES (?)", parameters: [SQLValue.text("ABC")])
            let rows: [[SQLValue]] = try ctx.selectAll(sql: "SELECT STRING FROM SOME_TABLE")
            #expect(rows[0][0] == SQLValue.text("ABC"))
        }
        let flags: SQLContext.OpenFlags = [.readWrite, .create, .nomutex]
        let inMemory = try SQLContext(path: ":memory:", flags: flags, configuration: SQLiteConfiguration.platform)
        defer { inMemory.close() }
        #expect(try inMemory.selectAll(sql: "SELECT 2") == [[SQLValue.long(2)]])
    }

    @Test func connectionPropertiesAsSkipSQLTypesThem() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        #expect(ctx.userVersion == 0)
        ctx.userVersion = 3
        #expect(ctx.userVersion == 3)
        ctx.foreignKeysEnabled = true
        #expect(ctx.foreignKeysEnabled)
        #expect(ctx.encoding == "UTF-8")
        let number: Int32 = ctx.versionNumber
        #expect(number >= 3_015_000)
        #expect(ctx.version.hasPrefix("3."))
        try ctx.exec(sql: "CREATE TABLE t(x)")
        try ctx.exec(sql: "INSERT INTO t VALUES (1), (2)")
        let changes: Int32 = ctx.changes
        let total: Int32 = ctx.totalChanges
        #expect(changes == 2)
        #expect(total == 2)
        #expect(ctx.lastInsertRowID == 2)
        let options: [String: SQLValue] = ctx.compileOptions
        // Empty only on a build without compile option diagnostics; else THREADSAFE is a number.
        #expect(options.isEmpty || options["THREADSAFE"]?.longValue != nil)
        #expect(SQLiteFeature.rowValueSyntax.minimumSupportedVersion == 3_015_000)
        #expect(SQLiteFeature.rowValueInSyntax.minimumSupportedVersion == 3_039_000)
        #expect(ctx.supports(feature: .selectReturning) == ctx.supports(.returning))
        #expect(ctx.quoteSingle("it's") == "'it''s'")
        #expect(ctx.quoteDouble("a\"b") == "\"a\"\"b\"")
    }

    @Test func traceAndUpdateHooks() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        var traced: [String] = []
        let trace: SQLContext.TraceAction = { sql in traced.append(sql) }
        ctx.trace(trace)
        var actions: [SQLAction] = []
        var rows: [String] = []
        ctx.onUpdate { action, rowid, dbname, tblname in
            actions.append(action)
            rows.append(dbname + "." + tblname + " " + String(rowid))
        }
        try ctx.exec(sql: "CREATE TABLE t(x)")
        try ctx.exec(sql: "INSERT INTO t VALUES (?)", parameters: [SQLValue.long(7)])
        try ctx.exec(sql: "UPDATE t SET x = 8 WHERE x = 7")
        try ctx.exec(sql: "DELETE FROM t WHERE x = 8")
        ctx.trace(nil)
        ctx.onUpdate(hook: nil)
        try ctx.exec(sql: "INSERT INTO t VALUES (9)")
        #expect(actions == [SQLAction.insert, SQLAction.update, SQLAction.delete])
        #expect(actions.map(\.rawValue) == [18, 23, 9])
        #expect(actions.map(\.description) == ["INSERT", "UPDATE", "DELETE"])
        #expect(rows == ["main.t 1", "main.t 1", "main.t 1"])
        #expect(traced.contains("INSERT INTO t VALUES (7)"))
        #expect(!traced.contains("INSERT INTO t VALUES (9)"))
    }

    @Test func statementsWithInt32Indexes() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        try ctx.exec(sql: "CREATE TABLE t(n INTEGER, s TEXT, r REAL, b BLOB)")
        let insert = try ctx.prepare(sql: "INSERT INTO t VALUES (?, ?, ?, ?)")
        let first: Int32 = 1
        try insert.bind(SQLValue.long(42), at: first)
        try insert.bind(SQLValue.text("x"), at: first + 1)
        try insert.bind(SQLValue.real(1.5), at: Int32(3))
        try insert.bind(SQLValue.blob(Data([1, 2])), at: Int32(4))
        try insert.update()
        insert.close()
        #expect(insert.isClosed)

        let select = try ctx.prepare(sql: "SELECT n, s, r, b FROM t WHERE n = :n")
        defer { select.close() }
        let parameterCount: Int32 = select.parameterCount
        let columnCount: Int32 = select.columnCount
        #expect(parameterCount == 1)
        #expect(columnCount == 4)
        #expect(select.parameterNames == [":n"])
        #expect(select.columnNames == ["n", "s", "r", "b"])
        // Declared types, or empty ones on a build with SQLITE_OMIT_DECLTYPE.
        #expect(select.columnTypes.count == 4)
        try select.bind(parameters: [SQLValue.long(42)])
        #expect(try select.next())
        let column: Int32 = 0
        #expect(select.type(at: column) == SQLType.long)
        #expect(select.long(at: column) == 42)
        #expect(select.text(at: column + 1) == "x")
        #expect(select.real(at: Int32(2)) == 1.5)
        #expect(select.blob(at: Int32(3)) == Data([1, 2]))
        #expect(select.value(at: column) == SQLValue.long(42))
        #expect(select.rowValues() == [.long(42), .text("x"), .real(1.5), .blob(Data([1, 2]))])
        #expect(select.stringValues() == ["42", "x", "1.5", "\u{1}\u{2}"])
        // reset clears the bindings, as SkipSQL's does: n = NULL matches nothing.
        select.reset()
        #expect(try select.nextValues(close: false) == nil)

        let once = try ctx.prepare(sql: "SELECT 1")
        #expect(try once.nextValues(close: true) == [SQLValue.long(1)])
        #expect(once.isClosed)
    }

    @Test func expressionsCursorsMutexAndTransactions() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        try ctx.exec(SQLExpression("CREATE TABLE t(x)"))
        try ctx.exec(SQLExpression("INSERT INTO t VALUES (?), (?)", [SQLValue.long(1), SQLValue.long(2)]))
        var query = SQLExpression("SELECT x FROM t WHERE x > ")
        query.append("?", SQLValue.long(0))
        #expect(query.bindings == [SQLValue.long(0)])
        let cursor: RowCursor<[SQLValue]> = try ctx.cursor(query)
        let rows = try cursor.map { try $0.get() }
        #expect(rows == [[SQLValue.long(1)], [SQLValue.long(2)]])

        let count = try ctx.prepare(expr: SQLExpression("SELECT count(*) FROM t"))
        defer { count.close() }
        #expect(try count.next())
        #expect(count.long(at: Int32(0)) == 2)

        let seven = try ctx.mutex { try ctx.selectAll(sql: "SELECT 7") }
        #expect(seven == [[SQLValue.long(7)]])
        let mode: SQLContext.TransactionMode? = .immediate
        try ctx.transaction(mode) {
            try ctx.exec(sql: "DELETE FROM t WHERE x = 1")
        }
        #expect(try ctx.selectAll(sql: "SELECT x FROM t") == [[SQLValue.long(2)]])
    }

    @Test func errorsCarrySkipSQLsFields() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        do {
            try ctx.exec(sql: "SELEKT 1")
            Issue.record("invalid SQL ran")
        } catch let error as SQLError {
            let code: Int32 = error.code
            #expect(code == 1)
            #expect(!error.msg.isEmpty)
        }
        let made = SQLError(msg: "custom", code: 19)
        #expect(made.code == 19)
        #expect(made.msg == "custom")
        #expect(SQLITE_ROW == 100)
        #expect(SQLITE_DONE == 101)
        let thrown: [any Error] = [
            SQLContextClosedError(), SQLStatementCreationError(), SQLStatementClosedError(),
            InternalError(code: 2), SQLStatementError(code: 21),
        ]
        #expect(thrown.count == 5)
        #expect((thrown[4] as? SQLStatementError)?.code == 21)
    }

    @Test func skipSQLPlusCallsFailClearlyWhereTheSQLiteDoesNotEncrypt() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        guard !ctx.supports(.encryption) else {
            // SQLCipher and SQLite3 Multiple Ciphers: a keyed file is unreadable without its key.
            try withTemporaryDirectory { directory in
                let path = directory.file("keyed.db")
                let keyed = try SQLContext(path: path, configuration: .platform)
                try keyed.key("secret")
                try keyed.exec(sql: "CREATE TABLE t(x)")
                keyed.close()
                let unkeyed = try SQLContext(path: path, configuration: .platform)
                defer { unkeyed.close() }
                #expect(throws: SQLError.self) { try unkeyed.selectAll(sql: "SELECT count(*) FROM t") }
            }
            return
        }
        do {
            try ctx.key("secret")
            Issue.record("a key was accepted by a SQLite that does not encrypt")
        } catch let error as SQLError {
            #expect(error.missingFunction == "sqlite3_key_v2")
        }
        do {
            try ctx.attach(location: ":memory:", as: "other", key: "secret")
            Issue.record("a keyed attach ran on a SQLite that does not encrypt")
        } catch let error as SQLError {
            #expect(error.code == 1)
        }
        try ctx.attach(location: ":memory:", as: "plain")
        try ctx.detach("plain")
    }
}
