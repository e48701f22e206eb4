import Foundation
import Testing

/// Each dot-command, through piped standard input.
@Suite struct DotCommandTests {
    /// SQL that makes a table `t(a, b)` with two rows, an index, a view and a trigger.
    static let schema = """
        CREATE TABLE t(a INTEGER, b TEXT);
        INSERT INTO t VALUES (1, 'one'), (2, NULL);
        CREATE INDEX t_b ON t(b);
        CREATE TABLE other(x);
        CREATE VIEW v AS SELECT a FROM t;
        CREATE TRIGGER t_log AFTER INSERT ON t BEGIN SELECT 1; END;

        """

    /// Runs `input` on a fresh in-memory database.
    private func run(_ input: String, arguments: [String] = []) throws -> SQLCtxProcess.Outcome {
        try SQLCtxProcess.run(arguments, input: input)
    }

    @Test func helpListsEveryCommand() throws {
        let outcome = try run(".help\n")
        #expect(outcome.status == 0)
        for command in [
            ".backup FILE", ".changes on|off", ".dump ?TABLE?", ".features", ".headers on|off", ".help",
            ".import FILE TABLE", ".indexes ?TABLE?", ".mode ?table|csv|json|line|list?", ".nullvalue TEXT",
            ".open FILE", ".quit, .exit", ".read FILE", ".schema ?PATTERN?", ".tables ?PATTERN?", ".timer on|off",
        ] {
            #expect(
                outcome.output.contains("\n" + command + " ") || outcome.output.hasPrefix(command + " "), "\(command)")
        }
    }

    @Test func commandLineHelpListsTheDotCommands() throws {
        let outcome = try SQLCtxProcess.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("Dot-commands:"))
        #expect(outcome.output.contains(".import FILE TABLE"))
        #expect(outcome.output.contains(".quit, .exit"))
    }

    @Test(arguments: [".quit", ".exit", "  .quit  "])
    func quitStopsReading(command: String) throws {
        let outcome = try run("SELECT 1 AS a;\n" + command + "\nSELECT 2 AS b;\n", arguments: ["--format", "csv"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "a\n1\n")
        #expect(outcome.errors == "")
    }

    @Test func quitInsideATransactionRollsBackAndFails() throws {
        let outcome = try run("BEGIN;\nCREATE TABLE t(x);\n.quit\n")
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("the input ended inside a transaction"))
    }

    @Test func tablesListsTablesAndViewsMatchingAPattern() throws {
        let all = try run(Self.schema + ".tables\n")
        #expect(all.status == 0)
        #expect(all.output == "other\nt\nv\n")
        let some = try run(Self.schema + ".tables o%\n")
        #expect(some.output == "other\n")
    }

    @Test func schemaShowsTheCreateStatements() throws {
        let all = try run(Self.schema + ".schema\n")
        #expect(all.status == 0)
        #expect(
            all.output == """
                CREATE TABLE t(a INTEGER, b TEXT);
                CREATE INDEX t_b ON t(b);
                CREATE TABLE other(x);
                CREATE VIEW v AS SELECT a FROM t;
                CREATE TRIGGER t_log AFTER INSERT ON t BEGIN SELECT 1; END;

                """)
        let one = try run(Self.schema + ".schema other\n")
        #expect(one.output == "CREATE TABLE other(x);\n")
    }

    @Test func indexesListsTheIndexesOfATable() throws {
        let outcome = try run(Self.schema + "CREATE TABLE u(k UNIQUE);\n.indexes\n.indexes t\n")
        #expect(outcome.status == 0)
        #expect(outcome.output == "sqlite_autoindex_u_1\nt_b\nt_b\n")
    }

    @Test func modeChangesTheFormatOfTheNextResults() throws {
        let sql = "SELECT 1 AS a, 'x' AS b;\n"
        let outcome = try run(
            sql + ".mode csv\n" + sql + ".mode json\n" + sql + ".mode line\n" + sql + ".mode list\n" + sql + ".mode\n")
        #expect(outcome.status == 0)
        #expect(
            outcome.output == """
                a  b
                -  -
                1  x

                a,b
                1,x

                [
                  {"a": 1, "b": "x"}
                ]

                a = 1
                b = x

                a|b
                1|x
                list

                """)
        let bad = try run(".mode xml\n")
        #expect(bad.status == 1)
        #expect(bad.errors.contains("unknown mode 'xml'; usage: .mode ?table|csv|json|line|list?"))
    }

    @Test func headersAndNullValueChangeTheOutput() throws {
        let outcome = try run(
            ".mode csv\n.headers off\n.nullvalue NIL\nSELECT NULL AS a, 1 AS b;\n.headers on\nSELECT 2 AS c;\n")
        #expect(outcome.status == 0)
        #expect(outcome.output == "NIL,1\n\nc\n2\n")
        let bad = try run(".headers maybe\n")
        #expect(bad.status == 1)
        #expect(bad.errors.contains("usage: .headers on|off"))
    }

    @Test func openSwitchesToAnotherDatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("opened.db")
        let outcome = try run(
            "CREATE TABLE memory_only(x);\n.open " + path + "\nCREATE TABLE kept(x);\n.tables\n")
        #expect(outcome.status == 0)
        #expect(outcome.output == "kept\n")
        let reopened = try SQLCtxProcess.run([path], input: ".tables\n")
        #expect(reopened.output == "kept\n")
        let failed = try run(".open " + directory.path("missing/x.db") + "\n.tables\n")
        #expect(failed.status == 1)
        #expect(failed.errors.contains("SQLITE_CANTOPEN"))
    }

    @Test func readRunsTheStatementsAndCommandsOfAFile() throws {
        let directory = try TemporaryDirectory()
        let script = directory.path("script.sql")
        try "CREATE TABLE t(x);\nINSERT INTO t\n  VALUES (7);\n.mode csv\nSELECT x FROM t;\nSELEC;\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        let outcome = try run(".read " + script + "\nSELECT 8 AS y;\n")
        #expect(outcome.status == 1)
        #expect(outcome.output == "x\n7\n\ny\n8\n")
        #expect(outcome.errors.hasPrefix("error (" + script + ", line 6): SQLITE_ERROR (1):"))
        let bailing = try run(".read " + script + "\nSELECT 8 AS y;\n", arguments: ["--bail"])
        #expect(bailing.output == "x\n7\n")
        let missing = try run(".read " + directory.path("absent.sql") + "\n")
        #expect(missing.status == 1)
        #expect(missing.errors.contains("cannot read " + directory.path("absent.sql")))
    }

    @Test func importCreatesATableFromTheHeaderLine() throws {
        let directory = try TemporaryDirectory()
        let csv = directory.path("people.csv")
        try "name,note\r\nada,\"says \"\"hi\"\", then, leaves\"\r\ngrace,\"two\nlines\"\r\n".write(
            toFile: csv, atomically: true, encoding: .utf8)
        let outcome = try run(
            ".import " + csv + " people\n.mode json\nSELECT name, note, typeof(note) AS type FROM people;\n"
                + ".schema people\n")
        #expect(outcome.errors == "")
        #expect(outcome.status == 0)
        #expect(
            outcome.output == """
                [
                  {"name": "ada", "note": "says \\"hi\\", then, leaves", "type": "text"},
                  {"name": "grace", "note": "two\\nlines", "type": "text"}
                ]
                CREATE TABLE "people"("name" TEXT, "note" TEXT);

                """)
    }

    @Test func importIntoAnExistingTableTakesEveryLine() throws {
        let directory = try TemporaryDirectory()
        let csv = directory.path("numbers.csv")
        try "1,one\n2,two".write(toFile: csv, atomically: true, encoding: .utf8)
        let outcome = try run(
            "CREATE TABLE n(k INTEGER, v TEXT);\n.import " + csv
                + " n\n.mode csv\nSELECT k, typeof(k) AS t, v FROM n;\n")
        #expect(outcome.status == 0)
        #expect(outcome.output == "k,t,v\n1,integer,one\n2,integer,two\n")
        let bad = directory.path("bad.csv")
        try "1,one\n2\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let refused = try run(
            "CREATE TABLE n(k, v);\n.import " + bad + " n\nSELECT count(*) AS c FROM n;\n",
            arguments: ["--format", "csv"])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("line 2: 1 fields, but n has 2 columns; nothing was imported"))
        #expect(refused.output == "c\n0\n")
    }

    @Test func timerAndChangesReportEachStatement() throws {
        let outcome = try run(
            "CREATE TABLE t(x);\n.changes on\n.timer on\nINSERT INTO t VALUES (1), (2);\n.timer off\n"
                + "DELETE FROM t WHERE x = 1;\n.changes off\nDELETE FROM t;\n")
        #expect(outcome.status == 0)
        #expect(outcome.output == "changes: 2   total_changes: 2\nchanges: 1   total_changes: 3\n")
        let lines = outcome.errors.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("time: ") == true)
    }

    @Test func backupCopiesTheDatabase() throws {
        let directory = try TemporaryDirectory()
        let copy = directory.path("copy.db")
        let outcome = try run("CREATE TABLE t(x);\nINSERT INTO t VALUES (5);\n.backup " + copy + "\n")
        #expect(outcome.status == 0)
        let read = try SQLCtxProcess.run(["--format", "csv", "--no-header", copy, "SELECT x FROM t"])
        #expect(read.output == "5\n")
    }

    @Test func featuresPrintsTheFeatureReport() throws {
        let outcome = try run(".features\n")
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("version:        "))
        #expect(outcome.output.contains("features:\n"))
        #expect(outcome.output.contains("  json"))
    }

    @Test func anUnknownCommandFailsAndListsTheCommands() throws {
        let outcome = try run(".tabels\nSELECT 1 AS a;\n", arguments: ["--format", "csv"])
        #expect(outcome.status == 1)
        #expect(outcome.output == "a\n1\n")
        #expect(
            outcome.errors.hasPrefix(
                "error (standard input, line 1): unknown command .tabels; the commands are: .backup .changes .dump"))
        let bailing = try run(".tabels\nSELECT 1 AS a;\n", arguments: ["--bail"])
        #expect(bailing.status == 1)
        #expect(bailing.output == "")
    }

    @Test func aLineThatStartsWithADotInsideAStatementIsSQL() throws {
        let outcome = try run("SELECT 1 +\n.5 AS b;\n", arguments: ["--format", "csv"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "b\n1.5\n")
    }

    @Test func aDotCommandCanBeAnSQLArgument() throws {
        let directory = try TemporaryDirectory()
        let database = directory.path("arguments.db")
        let outcome = try SQLCtxProcess.run([database, "CREATE TABLE t(x)", ".tables"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "t\n")
    }
}
