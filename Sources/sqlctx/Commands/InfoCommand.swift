import ArgumentParser
import SQLContext
import SQLFFI

/// `sqlctx info`: the SQLite library that is loaded, and what it can do.
struct InfoCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show the SQLite library that sqlctx loads and the features it has.",
        usage: "sqlctx info [--library <path>] [--format <format>]",
        discussion: """
            Shows the file actually loaded, its SQLite version, the fork it is and the
            fork's own version (SQLCipher's PRAGMA cipher_version, SQLite3 Multiple
            Ciphers' sqlite3mc_version(), or 'none'), its source id, how it was found
            (path: --library; SQLFFI_LIBRARY: the environment variable; process: a SQLite
            already loaded; default: the platform's usual names), its compile options, the
            optional C functions it lacks, and every feature as yes or no with the reason,
            checked on an in-memory database.

            --format markdown prints the features as a Markdown table, one row per feature:
            '| feature | yes/no | reason |', under a header that names the SQLite version.
            """)

    @Option(
        help: ArgumentHelp(
            "The SQLite library to load: a path, or a file name for the system's loader (default: discovery).",
            valueName: "path"))
    var library: String?

    @Option(help: "The output format.")
    var format: InfoFormat = .text

    /// Runs the command and returns its exit status.
    func execute(console: Console) -> ExitStatus {
        defer { console.flush() }
        guard let sqlite = console.loadLibrary(library) else { return .noLibrary }
        let context: SQLContext
        do {
            context = try SQLContext(path: nil, library: sqlite)
        } catch {
            console.error("error: " + String(describing: error))
            return .sqlError
        }
        defer { context.close() }
        let report = InfoReport(library: sqlite, features: context.featureReport(), fork: ForkVersion.of(context))
        switch format {
        case .text: console.write(report.text())
        case .markdown: console.write(report.markdown())
        }
        return .success
    }
}

/// The output formats of `sqlctx info --format`.
enum InfoFormat: String, CaseIterable, ExpressibleByArgument {
    /// Labeled lines for a person.
    case text
    /// A Markdown table of the features, for scripts that build documentation.
    case markdown
}
