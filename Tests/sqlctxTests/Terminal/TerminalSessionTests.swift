import Foundation
import Testing

/// sqlctx at a real pseudo-terminal (``PseudoTerminal``): the banner, `.help`, line editing and
/// history, Ctrl-C during a statement and at the prompt, Ctrl-D.
@Suite struct TerminalSessionTests {
    /// The environment of a session: the history in `directory`, and `HOME` there too, so that no
    /// `~/.editrc` of the machine changes the keys.
    private func environment(_ directory: TemporaryDirectory) -> [String: String] {
        ["SQLCTX_HISTORY": directory.path("history"), "HOME": directory.url.path]
    }

    @Test func theBannerNamesSQLiteAndANewDatabaseAndHelpWorks() throws {
        let directory = try TemporaryDirectory()
        let database = directory.path("tset.db")
        let session = try PseudoTerminal([database], environment: environment(directory))
        let version = try SQLCtxProcess.sqliteVersion().map(String.init).joined(separator: ".")
        try session.waitFor("sqlctx> ")
        #expect(session.output.contains("SQLite version " + version))
        #expect(session.output.contains("Enter \".help\" for usage hints.\r\n"))
        #expect(session.output.contains("new database " + database + "\r\n"))
        // `.timer` is the last command of the list; the prompt follows it.
        try session.type(".help\r", thenWaitFor: "standard error\r\nsqlctx> ")
        #expect(session.output.contains("\r\n.tables ?PATTERN?"))
        #expect(try session.endWithCtrlD() == 0)
        // An existing database is not new.
        let again = try PseudoTerminal([database], environment: environment(directory))
        try again.waitFor("sqlctx> ")
        #expect(!again.output.contains("new database"))
        #expect(try again.endWithCtrlD() == 0)
    }

    /// Each dot-command typed at the terminal, each answered before the next prompt.
    @Test func everyDotCommandAtTheTerminal() throws {
        let directory = try TemporaryDirectory()
        let csv = directory.path("people.csv")
        try "name,age\nada,36\ngrace,85\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let script = directory.path("view.sql")
        try "CREATE VIEW elders AS SELECT name FROM people WHERE age > 50;\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        let copy = directory.path("copy.db")
        let session = try PseudoTerminal([directory.path("dots.db")], environment: environment(directory))
        try session.waitFor("sqlctx> ")
        let steps: [(typed: String, shows: String)] = [
            (".import " + csv + " people", "sqlctx> "),
            (".tables", "people\r\nsqlctx> "),
            (".read " + script, "sqlctx> "),
            (".schema elders", "CREATE VIEW elders AS SELECT name FROM people WHERE age > 50;"),
            ("CREATE INDEX people_age ON people(age);", "sqlctx> "),
            (".indexes people", "people_age\r\nsqlctx> "),
            (".mode csv", "sqlctx> "),
            (".headers off", "sqlctx> "),
            (".nullvalue (none)", "sqlctx> "),
            ("SELECT name, NULL FROM people ORDER BY name;", "ada,(none)\r\ngrace,(none)\r\nsqlctx> "),
            (".changes on", "sqlctx> "),
            ("UPDATE people SET age = age + 1;", "changes: 2   total_changes: "),
            (".changes off", "sqlctx> "),
            (".timer on", "sqlctx> "),
            ("SELECT count(*) FROM elders;", "time: "),
            (".timer off", "sqlctx> "),
            (".dump people", "INSERT INTO"),
            (".backup " + copy, "sqlctx> "),
            (".features", "features:"),
            (".open " + directory.path("other.db"), "sqlctx> "),
            (".tables", "sqlctx> "),
            (".frobnicate", "unknown command .frobnicate; the commands are: .backup"),
        ]
        for step in steps {
            // What the command shows, then the next prompt after it.
            let before = session.output.count
            session.type(step.typed + "\r")
            let output = try session.waitFor(step.shows, after: before)
            let tail = output.dropFirst(before)
            if let shown = tail.range(of: step.shows), !step.shows.hasSuffix("sqlctx> ") {
                try session.waitFor(
                    "sqlctx> ", after: before + tail.distance(from: tail.startIndex, to: shown.upperBound))
            }
        }
        let seen = session.output.count
        session.type(".quit\r")
        #expect(try session.waitForExit() != 0)  // the unknown command counts as a failure
        #expect(!String(session.output.dropFirst(seen)).contains("error"))
        let read = try SQLCtxProcess.run(["--format", "csv", "--no-header", copy, "SELECT sum(age) FROM people"])
        #expect(read.output == "123\n")
    }

    @Test func ctrlCInterruptsARunningStatementAndTheShellGoesOn() throws {
        try interruptARunningStatement(blockingSIGINT: false)
    }

    /// A parent may start sqlctx with SIGINT blocked (the mask is inherited): sqlctx unblocks it.
    @Test func ctrlCInterruptsAStatementWhenSqlctxStartsWithSIGINTBlocked() throws {
        try interruptARunningStatement(blockingSIGINT: true)
    }

    /// Runs a statement that never ends at the terminal, with another typed after it on the same
    /// line, types Ctrl-C until the shell says `interrupted`, then checks that the shell goes on
    /// and that the statement typed after the interrupted one did not run (as in the sqlite3
    /// shell: Ctrl-C stops what was typed with it).
    private func interruptARunningStatement(blockingSIGINT: Bool) throws {
        let directory = try TemporaryDirectory()
        let session = try PseudoTerminal(
            ["--format", "csv", "--no-header"], environment: environment(directory), blockingSIGINT: blockingSIGINT)
        try session.waitFor("sqlctx> ")
        // Ctrl-C makes the terminal drop the input that the shell has not read yet (typed ahead
        // while the terminal was still in canonical mode, its echo notwithstanding), and a Ctrl-C
        // that comes before the shell has read the line only ends that read. So the test types
        // Ctrl-C until the shell says `interrupted`, and types the statement again when a new
        // prompt shows that it was dropped.
        let statement =
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c; "
            + "CREATE TABLE typed_after(x);"
        // One deadline for the whole exchange, a guard against a hang.
        let end = Date(timeIntervalSinceNow: PseudoTerminal.deadline)
        var left: Double { max(0, end.timeIntervalSinceNow) }
        var sawInterrupted = false
        typing: while left > 0 {
            session.type(statement + "\r")
            try session.waitFor("typed_after(x);\r\n", after: session.output.count, deadline: left)
            while left > 0 {
                let seen = session.output.count
                session.type("\u{03}")
                if (try? session.waitFor("interrupted", after: seen, deadline: min(0.5, left))) != nil {
                    sawInterrupted = true
                    break typing
                }
                if String(session.output.dropFirst(seen)).contains("sqlctx> ") { continue typing }
            }
        }
        // Without `interrupted`, fails at once, with what the child was doing.
        try session.waitFor("interrupted\r\n", deadline: sawInterrupted ? PseudoTerminal.deadline : 0)
        try session.type(
            "SELECT count(*) FROM sqlite_master WHERE name = 'typed_after';\r", thenWaitFor: "\r\n0\r\nsqlctx> ")
        #expect(try session.endWithCtrlD() == 0)
    }

    /// With the line editor (libedit, when the machine has it) and without it
    /// (`SQLCTX_LINE_EDITOR=none`: the terminal's own line editing).
    @Test(arguments: [true, false])
    func ctrlCAtThePromptDropsTheStatementBeingTyped(withLineEditor: Bool) throws {
        let directory = try TemporaryDirectory()
        var environment = environment(directory)
        if !withLineEditor { environment["SQLCTX_LINE_EDITOR"] = "none" }
        let session = try PseudoTerminal(["--format", "csv"], environment: environment)
        try session.waitFor("sqlctx> ")
        try session.type("SELECT 'partial'\r", thenWaitFor: "   ...> ")
        try session.type("\u{03}", thenWaitFor: "sqlctx> ")
        try session.type("SELECT 7 AS seven;\r", thenWaitFor: "seven\r\n7\r\nsqlctx> ")
        #expect(!session.output.contains("error"))
        #expect(try session.endWithCtrlD() == 0)
        if !withLineEditor { #expect(!FileManager.default.fileExists(atPath: directory.path("history"))) }
    }

    @Test(.enabled(if: LibEdit.mustRun, Comment(rawValue: LibEdit.absenceReason)))
    func upArrowRecallsTheLastLineAndTheHistoryIsKept() throws {
        try #require(LibEdit.isPresent, Comment(rawValue: LibEdit.absenceReason))
        let directory = try TemporaryDirectory()
        let session = try PseudoTerminal(["--format", "csv", "--no-header"], environment: environment(directory))
        try session.waitFor("sqlctx> ")
        try session.type("SELECT 40 + 2;\r", thenWaitFor: "\r\n42\r\nsqlctx> ")
        try session.type("\u{1B}[A\r", thenWaitFor: "\r\n42\r\nsqlctx> ")
        #expect(try session.endWithCtrlD() == 0)
        let history = try String(contentsOfFile: directory.path("history"), encoding: .utf8)
        #expect(history.contains("40"))

        // A new session finds the line in the history file.
        let next = try PseudoTerminal(["--format", "csv", "--no-header"], environment: environment(directory))
        try next.waitFor("sqlctx> ")
        try next.type("\u{1B}[A\r", thenWaitFor: "\r\n42\r\nsqlctx> ")
        #expect(try next.endWithCtrlD() == 0)
    }

    @Test func aSIGINTOutsideATerminalEndsTheRunWith130() throws {
        let coprocess = try SQLCtxCoprocess(["--format", "csv"])
        // Once a first statement has printed, SIGINT is handled (before that it would kill the
        // process with the default action).
        try coprocess.send("SELECT 1 AS ready;\n")
        try #require(coprocess.waitForOutput(containing: "ready\n1\n") != nil)
        try coprocess.send("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c;\n")
        coprocess.interrupt()
        let outcome = try coprocess.finish()
        #expect(outcome.status == 130)
    }
}
