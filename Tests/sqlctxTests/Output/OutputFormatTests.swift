import Testing

/// The exact output of each format, for one query that holds every storage class and the
/// characters that formats must quote or escape.
@Suite struct OutputFormatTests {
    static let query = """
        SELECT NULL AS n, 'a,b "q"' || char(10) || 'line2' AS t, 1.5 AS r, 9007199254740993 AS i, x'00ff10' AS b
        """

    private func output(_ arguments: [String]) throws -> String {
        let outcome = try SQLCtxProcess.run(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
        return outcome.output
    }

    @Test func table() throws {
        #expect(
            try output([Self.query]) == """
                n  t                 r                 i  b
                -  --------------  ---  ----------------  ---------
                   a,b "q"\\nline2  1.5  9007199254740993  X'00FF10'

                """)
    }

    @Test func csv() throws {
        #expect(
            try output(["--format", "csv", Self.query]) == """
                n,t,r,i,b
                ,"a,b ""q""
                line2",1.5,9007199254740993,X'00FF10'

                """)
    }

    @Test func json() throws {
        #expect(
            try output(["--format", "json", Self.query]) == """
                [
                  {"n": null, "t": "a,b \\"q\\"\\nline2", "r": 1.5, "i": 9007199254740993, "b": "AP8Q"}
                ]

                """)
    }

    @Test func line() throws {
        #expect(
            try output(["--format", "line", Self.query]) == """
                n = 
                t = a,b "q"
                line2
                r = 1.5
                i = 9007199254740993
                b = X'00FF10'

                """)
    }

    @Test func nullTextAndNoHeader() throws {
        #expect(try output(["--format", "csv", "--no-header", "--null", "NULL", "SELECT NULL, ''"]) == "NULL,\n")
        #expect(try output(["--no-header", "--null", "-", "SELECT 1, NULL"]) == "1  -\n")
    }

    @Test func jsonSpellsInfinityAsNullAndEscapesControls() throws {
        #expect(
            try output(["--format", "json", "SELECT 1e999 AS inf, char(1, 92, 9) AS c, -9223372036854775808 AS m"])
                == """
                [
                  {"inf": null, "c": "\\u0001\\\\\\t", "m": -9223372036854775808}
                ]

                """)
        #expect(try output(["--format", "json", "SELECT 1 AS x WHERE 0"]) == "[]\n")
    }

    @Test func everyStatementThatReturnsRowsPrints() throws {
        let sql = "CREATE TABLE t(a); INSERT INTO t VALUES (1), (2); SELECT a FROM t; SELECT count(*) AS n FROM t"
        #expect(try output(["--format", "csv", sql]) == "a\n1\n2\n\nn\n2\n")
        #expect(try output(["--format", "line", sql]) == "a = 1\n\na = 2\n\nn = 2\n")
        #expect(
            try output(["--format", "json", sql, "SELECT 'x' AS y WHERE 0"]) == """
                [
                  {"a": 1},
                  {"a": 2}
                ]

                [
                  {"n": 2}
                ]

                []

                """)
    }

    @Test func sqlArgumentsRunInOrderOnOneDatabase() throws {
        let directory = try TemporaryDirectory()
        let database = directory.path("order.db")
        #expect(
            try output([database, "CREATE TABLE t(x)", "INSERT INTO t VALUES ('one')", "SELECT x FROM t"])
                == "x\n---\none\n")
        #expect(try output(["--database", database, "--format", "csv", "SELECT count(*) AS n FROM t"]) == "n\n1\n")
    }
}
