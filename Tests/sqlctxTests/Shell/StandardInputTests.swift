import Foundation
import Testing

/// SQL read from standard input: statements span lines and end at a `;` outside quotes,
/// comments and trigger bodies; nothing is prompted when the input is not a terminal.
@Suite struct StandardInputTests {
    @Test func runsMultiLineStatementsFromAPipe() throws {
        let script = """
            CREATE TABLE t(a, b);
            INSERT INTO t VALUES (1,
              'x;y');  -- a comment; with a semicolon
            CREATE TRIGGER tr AFTER INSERT ON t WHEN typeof(new.a) = 'integer' AND new.a > 5 BEGIN
              INSERT INTO t VALUES (CASE WHEN new.a > 8 THEN 'big' END, 'from trigger');
            END;
            INSERT INTO t VALUES (9, 'z'); /* ; */ SELECT a,
              b
            FROM t ORDER BY rowid;
            SELECT 'no semicolon at the end' AS last
            """
        let outcome = try SQLCtxProcess.run(["--format", "csv"], input: script)
        #expect(outcome.errors == "")
        #expect(outcome.status == 0)
        #expect(outcome.output == "a,b\n1,x;y\n9,z\nbig,from trigger\n\nlast\nno semicolon at the end\n")
    }

    @Test func readsTheDatabaseFromTheArgumentsAndSQLFromStandardInput() throws {
        let directory = try TemporaryDirectory()
        let database = directory.path("piped.sqlite")
        let create = try SQLCtxProcess.run([database], input: "CREATE TABLE t(x);\nINSERT INTO t VALUES (42);\n")
        #expect(create.status == 0)
        #expect(create.output == "")
        let read = try SQLCtxProcess.run([database, "--format", "line"], input: "SELECT x\n  FROM t;\n")
        #expect(read.output == "x = 42\n")
    }

    @Test func emptyInputDoesNothing() throws {
        let outcome = try SQLCtxProcess.run([], input: "")
        #expect(outcome.status == 0)
        #expect(outcome.output == "")
        #expect(outcome.errors == "")
    }
}

/// Prompts appear when standard input is a terminal: `script` runs sqlctx on a pseudo-terminal.
@Suite struct TerminalPromptTests {
    static let script = URL(fileURLWithPath: "/usr/bin/script")

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: script.path), "needs script(1) for a terminal"))
    func promptsOnATerminal() throws {
        let command = "'" + SQLCtxProcess.executable.path + "' --format csv"
        let outcome = try SQLCtxProcess.run(
            executable: Self.script, arguments: ["-q", "-e", "-c", command, "/dev/null"],
            input: "SELECT 1 AS a,\n  2 AS b;\n")
        #expect(outcome.status == 0)
        // The line editor (libedit) echoes each line after its prompt; without it, the terminal
        // echoes the typed lines before the prompts show.
        #expect(outcome.output.contains("sqlctx> "))
        #expect(outcome.output.contains("   ...> "))
        #expect(outcome.output.contains("a,b\r\n1,2\r\n"))
    }
}
