import Foundation
import SQLContext
import Testing

/// `exec` runs whole scripts; `query` and `forEachRow` read rows; the connection counts changes.
@Suite struct ExecAndQueryTests {
    @Test func execRunsEveryStatementOfAScript() throws {
        let context = try memoryContext()
        try context.exec(
            sql: """
                -- a comment before the first statement
                CREATE TABLE a(x);  /* a block comment */
                INSERT INTO a VALUES (1);
                CREATE TABLE b AS SELECT x + 1 AS y FROM a;   -- uses the table made above
                INSERT INTO b SELECT y * 10 FROM b;;
                SELECT * FROM b;  -- rows of a SELECT are discarded
                ;;
                -- a comment at the end
                """)
        #expect(try context.query(sql: "SELECT x FROM a") == [[.long(1)]])
        #expect(try context.query(sql: "SELECT y FROM b ORDER BY y") == [[.long(2)], [.long(20)]])
    }

    @Test func execOfNothingDoesNothing() throws {
        let context = try memoryContext()
        try context.exec(sql: "")
        try context.exec(sql: "  \n\t ")
        try context.exec(sql: "-- only a comment")
        try context.exec(sql: ";;;")
        #expect(context.totalChanges == 0)
    }

    @Test func execDoesNotSilentlyDropSQLAfterAnEmbeddedNul() throws {
        // SQLite stops reading SQL text at a NUL character. Whatever follows one must either run
        // or make exec throw: reporting success while skipping statements is not acceptable.
        let context = try memoryContext()
        do {
            try context.exec(sql: "CREATE TABLE before_nul(x);\u{0}CREATE TABLE after_nul(x)")
            #expect(
                try tableExists(context, "after_nul"),
                "exec succeeded but did not run the statement after the NUL character")
        } catch let error as SQLError {
            #expect(!error.message.isEmpty)
        }
        expectUsable(context)
    }

    @Test func execStopsAtTheFirstFailingStatement() throws {
        let context = try memoryContext()
        let script =
            "CREATE TABLE a(x); INSERT INTO a VALUES (1); INSERT INTO nope VALUES (2); INSERT INTO a VALUES (3)"
        let error = expectSQLError(code: Code.error, messageContains: ["no such table", "nope"]) {
            try context.exec(sql: script)
        }
        #expect(error?.sql == script)
        // Outside a transaction, the statements before the failure have run, the ones after have not.
        #expect(try context.query(sql: "SELECT x FROM a") == [[.long(1)]])
    }

    @Test func execReportsAStepErrorAgainstTheWholeScript() throws {
        let context = try memoryContext()
        let script = "CREATE TABLE a(x UNIQUE); INSERT INTO a VALUES (1); INSERT INTO a VALUES (1)"
        let error = expectSQLError(code: Code.constraint, extendedCode: Code.constraintUnique) {
            try context.exec(sql: script)
        }
        #expect(error?.sql == script)
    }

    @Test func execWithParametersBindsTheSingleStatement() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(a, b)")
        try context.exec(sql: "INSERT INTO t VALUES (?, ?)", parameters: [.long(1), .text("one")])
        try context.exec(sql: "  INSERT INTO t VALUES (?2, ?1);  ", parameters: [.text("two"), .long(2)])
        #expect(
            try context.query(sql: "SELECT a, b FROM t ORDER BY a") == [
                [.long(1), .text("one")], [.long(2), .text("two")],
            ])
    }

    @Test func queryReturnsEveryRow() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(i INTEGER, r REAL, s TEXT, b BLOB, n)")
        try context.exec(
            sql: "INSERT INTO t VALUES (?, ?, ?, ?, ?)",
            parameters: [.long(1), .real(0.5), .text("a"), .blob(Data([1, 2])), .null])
        try context.exec(sql: "INSERT INTO t VALUES (2, 1.5, 'b', x'', NULL)")
        let rows = try context.query(sql: "SELECT * FROM t WHERE i >= ? ORDER BY i", parameters: [.long(1)])
        #expect(
            rows == [
                [.long(1), .real(0.5), .text("a"), .blob(Data([1, 2])), .null],
                [.long(2), .real(1.5), .text("b"), .blob(Data()), .null],
            ])
        #expect(try context.query(sql: "SELECT * FROM t WHERE i > 99") == [])
        // A statement that returns no rows gives no rows, and runs.
        #expect(try context.query(sql: "DELETE FROM t WHERE i = 2") == [])
        #expect(try rowCount(context, "t") == 1)
    }

    @Test func forEachRowVisitsEachRowInOrder() throws {
        let context = try memoryContext()
        try context.exec(
            sql: "CREATE TABLE t(x, label); INSERT INTO t VALUES (1, 'one'), (2, 'two'), (3, 'three')")
        var seen: [String] = []
        try context.forEachRow(sql: "SELECT x, label FROM t WHERE x < ? ORDER BY x", parameters: [.long(3)]) {
            row in
            seen.append(String(row.long(at: 0)) + "=" + (row.text(at: 1) ?? "?"))
        }
        #expect(seen == ["1=one", "2=two"])
    }

    @Test func forEachRowStopsAndRethrowsTheBodyError() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3)")
        let failure = TestFailure()
        var visited = 0
        do {
            try context.forEachRow(sql: "SELECT x FROM t") { _ in
                visited += 1
                if visited == 2 { throw failure }
            }
            Issue.record("forEachRow did not rethrow")
        } catch let error as TestFailure {
            #expect(error == failure)
        }
        #expect(visited == 2)
        // The statement was finalized: the table can be dropped (a pending statement would lock it).
        try context.exec(sql: "DROP TABLE t")
        expectUsable(context)
    }

    @Test func lastInsertRowIDChangesAndTotalChanges() throws {
        let context = try memoryContext()
        #expect(context.lastInsertRowID == 0)
        #expect(context.totalChanges == 0)
        try context.exec(sql: "CREATE TABLE t(id INTEGER PRIMARY KEY, x)")
        try context.exec(sql: "INSERT INTO t(x) VALUES ('a')")
        #expect(context.lastInsertRowID == 1)
        #expect(context.changes == 1)
        try context.exec(sql: "INSERT INTO t(id, x) VALUES (?, 'b')", parameters: [.long(Int64.max)])
        #expect(context.lastInsertRowID == Int64.max)
        try context.exec(sql: "INSERT INTO t(id, x) VALUES (10, 'c'), (11, 'd'), (12, 'e')")
        #expect(context.changes == 3)
        #expect(context.lastInsertRowID == 12)
        try context.exec(sql: "UPDATE t SET x = 'z' WHERE id >= 10 AND id < 100")
        #expect(context.changes == 3)
        try context.exec(sql: "DELETE FROM t WHERE id = 1")
        #expect(context.changes == 1)
        #expect(context.totalChanges == 1 + 1 + 3 + 3 + 1)
        // A statement that changes nothing leaves `changes` as the last change set it.
        _ = try context.query(sql: "SELECT * FROM t")
        #expect(context.changes == 1)
        try context.exec(sql: "UPDATE t SET x = 'y' WHERE id = -5")
        #expect(context.changes == 0)
        #expect(context.totalChanges == 9)
    }

    @Test func twoInMemoryContextsNeverShareData() throws {
        let first = try SQLContext()
        let second = try SQLContext(path: ":memory:")
        let third = try SQLContext(path: nil)
        try first.exec(sql: "CREATE TABLE shared_or_not(x); INSERT INTO shared_or_not VALUES (1)")
        try second.exec(sql: "CREATE TABLE shared_or_not(y, z)")
        #expect(try rowCount(first, "shared_or_not") == 1)
        #expect(try rowCount(second, "shared_or_not") == 0)
        expectSQLError(code: Code.error, messageContains: ["no such table", "shared_or_not"]) {
            _ = try rowCount(third, "shared_or_not")
        }
        #expect(first.path == ":memory:")
        #expect(third.path == ":memory:")
    }
}
