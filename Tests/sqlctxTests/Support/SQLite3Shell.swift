import Foundation
import SQLiteBuilds

/// The sqlite3 command-line shell (Debian's package `sqlite3`), which the `.dump` tests feed
/// sqlctx's dumps to and take dumps from.
enum SQLite3Shell {
    /// The shell's path: the first `sqlite3` on `PATH`, or nil when the machine has none.
    static let path = ExecutableSearch.onPath("sqlite3")

    /// Whether the tests that need the shell run: where it is, and always under CI (`CI=true`),
    /// where its absence is a failure (`.ci/run` installs it).
    static var mustRun: Bool { path != nil || SQLiteBuild.isCI }

    /// Why those tests did not run, and how to make them run.
    static let absenceReason =
        "needs the sqlite3 shell, which is not on this machine; run `apt-get install sqlite3`"
        + " (under CI=true a missing sqlite3 fails)"

    /// Runs `sqlite3` with `arguments`, `input` on its standard input.
    static func run(_ arguments: [String], input: String? = nil) throws -> SQLCtxProcess.Outcome {
        guard let path else { throw SQLite3ShellMissing() }
        return try SQLCtxProcess.run(executable: URL(fileURLWithPath: path), arguments: arguments, input: input)
    }

    /// The error of a test that needs the shell where there is none.
    struct SQLite3ShellMissing: Error, CustomStringConvertible {
        var description: String { SQLite3Shell.absenceReason }
    }
}
