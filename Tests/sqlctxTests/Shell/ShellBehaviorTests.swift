import Foundation
import Testing

/// --readonly, --bail, --timer, and what happens to transactions when statements fail.
@Suite struct ShellBehaviorTests {
    /// A file database with a table `t(x)` holding one row.
    private func makeDatabase(in directory: TemporaryDirectory) throws -> String {
        let database = directory.path("shell.db")
        let outcome = try SQLCtxProcess.run([database, "CREATE TABLE t(x); INSERT INTO t VALUES (1)"])
        try #require(outcome.status == 0, "\(outcome.errors)")
        return database
    }

    @Test func readonlyRefusesWritesAndLeavesTheFileUnchanged() throws {
        let directory = try TemporaryDirectory()
        let database = try makeDatabase(in: directory)
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        let write = try SQLCtxProcess.run(["--readonly", database, "INSERT INTO t VALUES (2)", "CREATE TABLE u(y)"])
        #expect(write.status == 1)
        #expect(write.errors.components(separatedBy: "error: SQLITE_READONLY (8): ").count == 3)
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
        let read = try SQLCtxProcess.run(["--readonly", "--format", "csv", database, "SELECT count(*) AS n FROM t"])
        #expect(read.status == 0)
        #expect(read.output == "n\n1\n")
        #expect(!FileManager.default.fileExists(atPath: database + "-journal"))
    }

    @Test func readonlyDoesNotCreateADatabase() throws {
        let directory = try TemporaryDirectory()
        let database = directory.path("absent.db")
        let outcome = try SQLCtxProcess.run(["--readonly", database, "SELECT 1"])
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("SQLITE_CANTOPEN"))
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @Test func bailStopsAtTheFirstError() throws {
        let sql = ["SELECT 1 AS a; SELEC 2; SELECT 3 AS c", "SELECT 4 AS d"]
        let bailing = try SQLCtxProcess.run(["--bail", "--format", "csv"] + sql)
        #expect(bailing.status == 1)
        #expect(bailing.output == "a\n1\n")
        #expect(bailing.errors.components(separatedBy: "error: ").count == 2)

        let going = try SQLCtxProcess.run(["--format", "csv"] + sql)
        #expect(going.status == 1)
        #expect(going.output == "a\n1\n\nc\n3\n\nd\n4\n")

        let piped = try SQLCtxProcess.run(["--bail", "--format", "csv"], input: "SELECT 1 AS a;\nSELEC;\nSELECT 2;\n")
        #expect(piped.status == 1)
        #expect(piped.output == "a\n1\n")
    }

    @Test func aFailedStatementLeavesNoTransactionOpen() throws {
        let directory = try TemporaryDirectory()
        let database = try makeDatabase(in: directory)
        let outcome = try SQLCtxProcess.run([
            "--format", "csv", database,
            "BEGIN; INSERT INTO t VALUES (2); INSERT INTO missing VALUES (3)",
            // A BEGIN would fail inside the transaction if it were still open.
            "BEGIN; INSERT INTO t VALUES (4); COMMIT",
            "SELECT x FROM t ORDER BY x",
        ])
        #expect(outcome.status == 1)
        #expect(outcome.output == "x\n1\n4\n")
        let lines = outcome.errors.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("error: SQLITE_ERROR (1): no such table: missing") == true)
        #expect(lines.last == "sqlctx: the statement failed inside a transaction; the transaction was rolled back")
    }

    @Test func aTransactionOpenAtTheEndOfTheInputIsRolledBack() throws {
        let directory = try TemporaryDirectory()
        let database = try makeDatabase(in: directory)
        let outcome = try SQLCtxProcess.run([database], input: "BEGIN;\nINSERT INTO t VALUES (2);\n")
        // The input's changes were not kept: the run failed.
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("the input ended inside a transaction; it was rolled back"))
        let count = try SQLCtxProcess.run(["--format", "csv", "--no-header", database, "SELECT count(*) FROM t"])
        #expect(count.output == "1\n")
    }

    @Test func timerPrintsEachStatementsTimeToStandardError() throws {
        let outcome = try SQLCtxProcess.run(["--timer", "--format", "csv", "--no-header", "SELECT 1; SELECT 2"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "1\n\n2\n")
        let lines = outcome.errors.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("time: ") && $0.contains(" ms — SELECT ") })
    }
}
