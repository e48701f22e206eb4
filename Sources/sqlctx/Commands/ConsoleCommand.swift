import ArgumentParser
import SQLFFI

/// A sqlctx command that writes to a ``Console`` and returns its exit status.
protocol ConsoleCommand: ParsableCommand {
    /// Runs the command and returns its exit status.
    func execute(console: Console) -> ExitStatus
}

extension ConsoleCommand {
    /// Runs ``execute(console:)`` on the process's console and exits with its status.
    func run() throws {
        let status = execute(console: Console())
        if status != .success { throw ExitCode(status.rawValue) }
    }
}

extension Console {
    /// The SQLite library at `path` (nil: discovery), or nil after saying on standard error why it
    /// cannot be loaded (exit status ``ExitStatus/noLibrary``).
    func loadLibrary(_ path: String?) -> SQLiteLibrary? {
        do {
            return try SQLiteLibrary.load(path: path)
        } catch {
            self.error("sqlctx: " + error.description)
            return nil
        }
    }
}
