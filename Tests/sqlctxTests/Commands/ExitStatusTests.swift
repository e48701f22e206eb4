import Testing

/// The exit status: 0 success, 1 an SQL error, 2 a usage error, 3 no SQLite library.
@Suite struct ExitStatusTests {
    @Test func successIsZero() throws {
        let outcome = try SQLCtxProcess.run(["SELECT 1"])
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
    }

    @Test func anSQLErrorIsOneEvenWithoutBail() throws {
        let outcome = try SQLCtxProcess.run(["--format", "csv", "SELECT 1 AS a; SELECT * FROM missing; SELECT 2 AS b"])
        #expect(outcome.status == 1)
        #expect(outcome.output == "a\n1\n\nb\n2\n")
        #expect(outcome.errors.hasPrefix("error: SQLITE_ERROR (1): no such table: missing"))
    }

    @Test(arguments: [["--format", "xml", "SELECT 1"], ["--bogus"], ["--null"], ["info", "--format", "csv"]])
    func aUsageErrorIsTwo(arguments: [String]) throws {
        let outcome = try SQLCtxProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output == "")
        #expect(outcome.errors.contains("Error: "))
        #expect(outcome.errors.contains("Usage: sqlctx"))
    }

    @Test(arguments: [[], ["info"]])
    func noLibraryIsThree(command: [String]) throws {
        let outcome = try SQLCtxProcess.run(command + ["--library", "/nonexistent/libsqlite3.so"])
        #expect(outcome.status == 3)
        #expect(outcome.output == "")
        #expect(outcome.errors.contains("/nonexistent/libsqlite3.so"))
    }

    @Test func aDatabaseThatCannotOpenIsOne() throws {
        let directory = try TemporaryDirectory()
        let outcome = try SQLCtxProcess.run([directory.path("missing/x.db"), "SELECT 1"])
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("SQLITE_CANTOPEN (14)"))
    }

    @Test func helpVersionAndCompletionExitZero() throws {
        let help = try SQLCtxProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: sqlctx [<options>] [<database>] [<sql> ...]"))
        #expect(help.output.contains("Exit status: 0 success"))
        let infoHelp = try SQLCtxProcess.run(["help", "info"])
        #expect(infoHelp.status == 0)
        #expect(infoHelp.output.contains("USAGE: sqlctx info"))

        let version = try SQLCtxProcess.run(["--version"])
        #expect(version.status == 0)
        let sqlite = try SQLCtxProcess.sqliteVersion().map(String.init).joined(separator: ".")
        #expect(version.output.hasPrefix("sqlctx 0.1.0\nSQLite " + sqlite + " ("))

        let completion = try SQLCtxProcess.run(["--generate-completion-script", "bash"])
        #expect(completion.status == 0)
        #expect(completion.output.contains("--readonly"))
    }
}
