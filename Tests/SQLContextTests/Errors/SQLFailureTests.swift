import Foundation
import SQLContext
import Testing

/// SQL that SQLite refuses: each failure is a thrown SQLError with SQLite's codes and words, the SQL
/// that failed, and the context goes on working.
@Suite struct SQLFailureTests {
    @Test func syntaxErrorHasCodeMessageAndOffsetWhereSupported() throws {
        let context = try memoryContext()
        let sql = "SELECT * FRM t"
        let error = try #require(
            expectSQLError(code: Code.error, messageContains: ["near", "FRM", "syntax error"]) {
                _ = try context.prepare(sql: sql)
            })
        #expect(error.sql == sql)
        if reportsErrorOffsets(context) {
            #expect(error.offset == 9)
            // The description shows the line and a caret under the offending token.
            #expect(error.description.hasSuffix("\n  SELECT * FRM t\n           ^"), "\(error.description)")
        } else {
            #expect(error.offset == nil)
            #expect(!error.description.contains("^"))
            #expect(!error.description.contains("\n"))
        }
        expectUsable(context)
    }

    @Test func syntaxErrorThroughExecAndQuery() throws {
        let context = try memoryContext()
        let queryError = expectSQLError(code: Code.error, messageContains: ["near", "SELEC", "syntax error"]) {
            _ = try context.query(sql: "SELEC 1")
        }
        #expect(queryError?.offset == (reportsErrorOffsets(context) ? 0 : nil))
        expectUsable(context)
        let execError = expectSQLError(code: Code.error, messageContains: ["syntax error"]) {
            try context.exec(sql: "CREATE TABLE t(x) ;; INSERT INTO t VALUES (1) FROM")
        }
        expectUsable(context)
        // The offset of an error in a script counts from the start of the whole script.
        if reportsErrorOffsets(context) {
            let sql = "CREATE TABLE t(x) ;; INSERT INTO t VALUES (1) FROM"
            let offset = try #require(execError?.offset)
            let bytes = Array(sql.utf8)
            #expect(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self) == "FROM")
            #expect(execError?.sql == sql)
        } else {
            #expect(execError?.offset == nil)
        }
    }

    @Test func caretPointsIntoTheRightLineOfAMultilineStatement() throws {
        let context = try memoryContext()
        let sql = "SELECT 1,\n       2,\n       3 +\nFROM nothing"
        let error = expectSQLError(code: Code.error, messageContains: ["syntax error"]) {
            _ = try context.prepare(sql: sql)
        }
        if reportsErrorOffsets(context) {
            #expect(error?.description.hasSuffix("\n  FROM nothing\n  ^") == true, "\(String(describing: error))")
        } else {
            #expect(error?.offset == nil)
        }
    }

    @Test func incompleteInput() throws {
        let context = try memoryContext()
        let error = expectSQLError(code: Code.error) { _ = try context.prepare(sql: "SELECT (1") }
        // SQLite 3.15 reports `near "1": syntax error`; later versions say "incomplete input".
        let message = error?.message.lowercased() ?? ""
        #expect(message.contains("incomplete input") || message.contains("syntax error"), "\(message)")
        expectUsable(context)
    }

    @Test func noSuchTableNamesTheTable() throws {
        let context = try memoryContext()
        let error = expectSQLError(code: Code.error, messageContains: ["no such table", "missing_table"]) {
            _ = try context.query(sql: "SELECT * FROM missing_table")
        }
        #expect(error?.sql == "SELECT * FROM missing_table")
        expectUsable(context)
        expectSQLError(code: Code.error, messageContains: ["no such table", "missing_table"]) {
            try context.exec(sql: "INSERT INTO missing_table VALUES (1)")
        }
        expectUsable(context)
    }

    @Test func noSuchColumnAndFunction() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        expectSQLError(code: Code.error, messageContains: ["no such column", "nope"]) {
            _ = try context.query(sql: "SELECT nope FROM t")
        }
        expectSQLError(code: Code.error, messageContains: ["no such function", "no_such_fn"]) {
            _ = try context.query(sql: "SELECT no_such_fn(1)")
        }
        expectUsable(context)
    }

    @Test func uniqueConstraint() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x UNIQUE)")
        try context.exec(sql: "INSERT INTO t VALUES (1)")
        let error = expectSQLError(
            code: Code.constraint, extendedCode: Code.constraintUnique, codeName: "SQLITE_CONSTRAINT_UNIQUE",
            messageContains: ["UNIQUE constraint failed", "t.x"]
        ) {
            try context.exec(sql: "INSERT INTO t VALUES (?)", parameters: [.long(1)])
        }
        #expect(error?.isConstraint == true)
        #expect(error?.sql == "INSERT INTO t VALUES (?)")
        expectUsable(context)
        #expect(try rowCount(context, "t") == 1)
    }

    @Test func notNullConstraint() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x NOT NULL)")
        expectSQLError(
            code: Code.constraint, extendedCode: Code.constraintNotNull, codeName: "SQLITE_CONSTRAINT_NOTNULL",
            messageContains: ["NOT NULL constraint failed", "t.x"]
        ) {
            try context.exec(sql: "INSERT INTO t VALUES (NULL)")
        }
        expectUsable(context)
    }

    @Test func checkConstraint() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x CONSTRAINT positive CHECK (x > 0))")
        expectSQLError(
            code: Code.constraint, extendedCode: Code.constraintCheck, codeName: "SQLITE_CONSTRAINT_CHECK",
            messageContains: ["CHECK constraint failed", "positive"]
        ) {
            try context.exec(sql: "INSERT INTO t VALUES (-1)")
        }
        expectUsable(context)
        #expect(try rowCount(context, "t") == 0)
    }

    @Test func foreignKeyConstraint() throws {
        let context = try memoryContext()
        try context.setForeignKeys(enabled: true)
        try context.exec(
            sql: """
                CREATE TABLE parent(id INTEGER PRIMARY KEY);
                CREATE TABLE child(parent_id INTEGER REFERENCES parent(id));
                INSERT INTO parent VALUES (1);
                INSERT INTO child VALUES (1);
                """)
        expectSQLError(
            code: Code.constraint, extendedCode: Code.constraintForeignKey,
            codeName: "SQLITE_CONSTRAINT_FOREIGNKEY", messageContains: ["FOREIGN KEY constraint failed"]
        ) {
            try context.exec(sql: "INSERT INTO child VALUES (2)")
        }
        expectSQLError(code: Code.constraint, extendedCode: Code.constraintForeignKey) {
            try context.exec(sql: "DELETE FROM parent")
        }
        expectUsable(context)
        #expect(try rowCount(context, "child") == 1)
        #expect(try rowCount(context, "parent") == 1)
    }

    @Test func primaryKeyConstraint() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(a TEXT, b TEXT, PRIMARY KEY (a, b)); INSERT INTO t VALUES ('x', 'y')")
        expectSQLError(
            code: Code.constraint, extendedCode: Code.constraintPrimaryKey,
            codeName: "SQLITE_CONSTRAINT_PRIMARYKEY", messageContains: ["constraint failed", "t.a", "t.b"]
        ) {
            try context.exec(sql: "INSERT INTO t VALUES ('x', 'y')")
        }
        // An INTEGER PRIMARY KEY is the rowid; a duplicate is a PRIMARY KEY failure too.
        try context.exec(sql: "CREATE TABLE r(id INTEGER PRIMARY KEY); INSERT INTO r VALUES (1)")
        expectSQLError(code: Code.constraint, extendedCode: Code.constraintPrimaryKey) {
            try context.exec(sql: "INSERT INTO r VALUES (1)")
        }
        expectUsable(context)
    }

    @Test func constraintFailureOfAReusedStatementLeavesItReusable() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x UNIQUE)")
        let insert = try context.prepare(sql: "INSERT INTO t VALUES (?)")
        try insert.update(parameters: [.long(1)])
        expectSQLError(code: Code.constraint, extendedCode: Code.constraintUnique) {
            try insert.update(parameters: [.long(1)])
        }
        // update(parameters:) resets even on failure: the statement runs again at once.
        try insert.update(parameters: [.long(2)])
        #expect(try context.query(sql: "SELECT x FROM t ORDER BY x") == [[.long(1)], [.long(2)]])
    }

    @Test func stepErrorThroughNextAndReset() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x NOT NULL)")
        let insert = try context.prepare(sql: "INSERT INTO t VALUES (?)")
        try insert.bind(.null, at: 1)
        expectSQLError(code: Code.constraint, extendedCode: Code.constraintNotNull) { _ = try insert.next() }
        insert.reset()
        try insert.bind(.long(5), at: 1)
        #expect(try !insert.next())
        #expect(try rowCount(context, "t") == 1)
    }

    @Test func runtimeErrorOfAFunction() throws {
        let context = try memoryContext()
        // abs() of the smallest integer overflows.
        expectSQLError(code: Code.error, messageContains: ["integer overflow"]) {
            _ = try context.query(sql: "SELECT abs(?)", parameters: [.long(Int64.min)])
        }
        expectUsable(context)
    }

    @Test func boundValuesAreNotPrintedInErrors() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x UNIQUE)")
        try context.exec(sql: "INSERT INTO t VALUES (?)", parameters: [.text("hunter2-secret")])
        let error = expectSQLError(code: Code.constraint, extendedCode: Code.constraintUnique) {
            try context.exec(sql: "INSERT INTO t VALUES (?)", parameters: [.text("hunter2-secret")])
        }
        #expect(error?.description.contains("hunter2") == false)
        #expect(error?.description.contains("INSERT INTO t VALUES (?)") == true)
    }
    @Test func droppingATableThatAnUnfinishedStatementReadsSaysSo() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2)")
        let reading = try context.prepare(sql: "SELECT x FROM t")
        #expect(try reading.next())
        let hint = "another statement of this context has not finished"
        let error = expectSQLError(code: 6, messageContains: [hint]) { try context.exec(sql: "DROP TABLE t") }
        #expect(error?.isLocked == true)
        // Other errors while it runs carry no hint.
        let other = expectSQLError(code: 1) { try context.exec(sql: "SELEC 1") }
        #expect(other?.message.contains(hint) == false)
        // Reset, the statement no longer holds the table.
        reading.reset()
        try context.exec(sql: "DROP TABLE t")
        #expect(try context.query(sql: "SELECT count(*) FROM sqlite_master") == [[.long(0)]])
    }
}
