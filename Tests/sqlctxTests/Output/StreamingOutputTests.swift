import Foundation
import Testing

/// sqlctx writes each statement's output when the statement finishes, as the sqlite3 shell does,
/// even when standard output is a pipe: a program that drives it reads one result before it sends
/// the next statement.
@Suite struct StreamingOutputTests {
    @Test func theFirstResultArrivesBeforeTheSecondStatementIsSent() throws {
        let shell = try SQLCtxCoprocess(["--format", "csv", "--no-header"])
        var events: [String] = []

        try shell.send("SELECT 'first result';\n")
        events.append("sent SELECT 1")
        let first = shell.waitForOutput(containing: "first result\n")
        events.append(first == nil ? "no output for SELECT 1" : "read: " + (first ?? ""))

        try shell.send("SELECT 'second result';\n")
        events.append("sent SELECT 2")
        let second = shell.waitForOutput(containing: "second result\n")
        events.append(second == nil ? "no output for SELECT 2" : "read: " + (second ?? ""))

        let outcome = try shell.finish()
        #expect(
            events == [
                "sent SELECT 1", "read: first result\n", "sent SELECT 2", "read: first result\n\nsecond result\n",
            ])
        #expect(outcome.status == 0)
        #expect(outcome.output == "first result\n\nsecond result\n")
        #expect(outcome.errors == "")
    }

    @Test func statementsWithoutRowsAndFailuresDoNotHoldBackLaterResults() throws {
        let shell = try SQLCtxCoprocess(["--format", "csv", "--no-header"])
        try shell.send("CREATE TABLE t(x); INSERT INTO t VALUES (7);\n")
        try shell.send("SELECT * FROM no_such_table;\n")
        try shell.send("SELECT x FROM t;\n")
        let read = shell.waitForOutput(containing: "7\n")
        #expect(read == "7\n", "the result after a failed statement was not written while the input stayed open")
        let outcome = try shell.finish()
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("no such table: no_such_table"))
    }
}
