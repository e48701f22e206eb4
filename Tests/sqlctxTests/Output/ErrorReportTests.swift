import Testing

/// How errors print: the code name, the message, the SQL and, where SQLite reports the position
/// (3.38 and later), the line with a caret under it.
@Suite struct ErrorReportTests {
    @Test func aSyntaxErrorPointsAtItsPosition() throws {
        let version = try SQLCtxProcess.sqliteVersion()
        let outcome = try SQLCtxProcess.run(["SELECT 1 AS ok;\nSELECT 1,\n       2 +* 3;\n"])
        #expect(outcome.status == 1)
        #expect(outcome.output == "ok\n--\n 1\n")
        var expected = "error: SQLITE_ERROR (1): near \"*\": syntax error — while executing: SELECT 1, 2 +* 3;\n"
        if version.lexicographicallyPrecedes([3, 38]) {
            // No sqlite3_error_offset before 3.38: no position, so no caret.
        } else {
            expected += "         2 +* 3;\n"
            expected += "            ^\n"
        }
        #expect(outcome.errors == expected)
    }

    @Test func errorsFromStandardInputNameTheirLine() throws {
        let outcome = try SQLCtxProcess.run([], input: "SELECT 1 AS a;\n\nSELEC 2;\nSELECT 3 AS c;\n")
        #expect(outcome.status == 1)
        #expect(outcome.output == "a\n-\n1\n\nc\n-\n3\n")
        #expect(
            outcome.errors.hasPrefix("error (standard input, line 3): SQLITE_ERROR (1): near \"SELEC\": syntax error"))
    }

    @Test func aConstraintErrorNamesTheExtendedCode() throws {
        let outcome = try SQLCtxProcess.run([
            "CREATE TABLE t(x UNIQUE); INSERT INTO t VALUES (1); INSERT INTO t VALUES (1)"
        ])
        #expect(outcome.status == 1)
        #expect(outcome.errors.hasPrefix("error: SQLITE_CONSTRAINT_UNIQUE (2067): "))
        #expect(outcome.errors.contains("constraint failed"))
    }
}
