import ArgumentParser
import SQLContext
import SQLFFI

/// `sqlctx backup SOURCE DESTINATION`: an online copy of a database file.
struct BackupCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy a database into another file with SQLite's online backup.",
        usage: "sqlctx backup [--library <path>] [--pages <n>] [--progress] <source> <destination>",
        discussion: """
            Copies the main database of SOURCE (opened read-only; it must exist) into
            DESTINATION, which is created or has its content replaced. Other connections
            may keep using SOURCE meanwhile: with --pages, the copy goes N pages at a time
            and starts again when another connection writes to SOURCE between steps. Both
            files wait up to 5 seconds for locks that other connections hold.

            --progress prints 'copied N/M pages' to standard error after each step.

            Exit status: 0 the copy is complete; 1 a file could not be opened or the
            backup failed (the destination is then unchanged); 2 a usage error; 3 no
            SQLite library could be loaded.
            """)

    @Option(
        help: ArgumentHelp(
            "The SQLite library to load: a path, or a file name for the system's loader (default: discovery).",
            valueName: "path"))
    var library: String?

    @Option(help: ArgumentHelp("Pages to copy per step (default: all in one step).", valueName: "n"))
    var pages: Int?

    @Flag(help: "Print the progress after each step to standard error.")
    var progress = false

    @Argument(help: ArgumentHelp("The database to copy.", valueName: "source"))
    var source: String

    @Argument(help: ArgumentHelp("The file to copy it into.", valueName: "destination"))
    var destination: String

    /// Runs the command and returns its exit status.
    func execute(console: Console) -> ExitStatus {
        defer { console.flush() }
        guard let sqlite = console.loadLibrary(library) else { return .noLibrary }
        do {
            let from = try SQLContext(path: source, flags: [.readOnly], library: sqlite)
            defer { from.close() }
            try from.setBusyTimeout(milliseconds: 5000)
            let to = try SQLContext(path: destination, library: sqlite)
            defer { to.close() }
            try to.setBusyTimeout(milliseconds: 5000)
            try from.backup(to: to, pagesPerStep: pages ?? 0) { step in
                if progress { console.error("copied " + step.description) }
            }
        } catch {
            console.error("error: " + String(describing: error))
            return .sqlError
        }
        return .success
    }
}
