import ArgumentParser
import Foundation
import SQLContext
import SQLCtxTerminal
import SQLFFI

/// `sqlctx [DATABASE] [SQL ...]`: runs SQL on a database and prints the results.
struct SQLCtxCommand: ConsoleCommand {
    /// The version of sqlctx that `--version` prints.
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "sqlctx",
        abstract: "Run SQL on a SQLite database, with SQLite loaded at run time.",
        usage: """
            sqlctx [<options>] [<database>] [<sql> ...]
            sqlctx info [--library <path>] [--format <format>]
            sqlctx backup [--library <path>] [--pages <n>] [--progress] <source> <destination>
            """,
        discussion: """
            DATABASE is the first positional argument when it names an existing file, or
            when it has no white space and is not complete SQL (it does not end with a
            ';', as SQLite's sqlite3_complete decides): 'mydata', 'app.db', ':memory:'.
            Otherwise every positional argument is SQL and the database is ':memory:', a
            private in-memory database. With --database, every positional argument is
            SQL. Put '--' before SQL that starts with '-'.

            Each SQL argument runs in order and may hold several statements; every
            statement that returns rows prints them under its column names, even when
            there are none. Without SQL arguments, SQL is read from standard input; a
            statement ends at a ';' outside quotes, comments and CREATE TRIGGER bodies,
            and may span lines. Prompts are shown only when standard input is a terminal.

            At a terminal: a banner names the SQLite version (and fork) and says when a new
            database file was created; lines are edited with the system's libedit when it
            can be loaded (arrows, Ctrl-A/E/K/W, Ctrl-R, Tab completes keywords, tables and
            columns), with history kept in ~/.sqlctx_history (SQLCTX_HISTORY names another
            file; empty: none; SQLCTX_LINE_EDITOR=none reads lines without libedit);
            Ctrl-C interrupts the running statement ('interrupted'; what was typed
            after it on the same line does not run) or drops the statement being typed; Ctrl-D on an empty line exits. Elsewhere,
            SIGINT interrupts the running statement and ends sqlctx with status 130.

            Formats: table (aligned columns under a header and a dashed line; numbers
            right-aligned; line breaks and tabs in values print as \\n, \\r, \\t); csv
            (RFC 4180: fields with a comma, quote, CR or LF are quoted, quotes doubled;
            LF line ends); json (an array of objects per statement: integers exact,
            reals as numbers, infinities as null, text escaped per RFC 8259, blobs as
            base64 strings, NULL as null); line ('column = value' lines, an empty line
            between rows); list (values separated by '|', one row per line). Table, csv,
            line and list print blobs as X'hex'. Results of
            consecutive statements are separated by an empty line.

            Errors go to standard error: the SQLite code name, the message, the SQL and,
            when SQLite reports the position (3.38 and later), the SQL line with a caret
            under it. Without --bail, sqlctx goes on with the next statement.

            Transactions: when a statement fails while a transaction is open, sqlctx rolls
            the transaction back and says so on standard error, so a failed statement
            never leaves a transaction open. A transaction may span SQL arguments; one
            still open when the input ends is rolled back (end it with COMMIT), and the
            exit status is 1.

            Exit status: 0 success; 1 an SQL statement failed (even without --bail), the
            input ended inside a transaction, or the database could not be opened; 2 a usage
            error; 3 no SQLite library could be loaded; 130 SIGINT ended a run whose standard
            input is not a terminal.

            'sqlctx info' shows the loaded SQLite and its features; see 'sqlctx help info'.
            'sqlctx backup' copies a database file online; see 'sqlctx help backup'.

            Dot-commands: a line of standard input whose first character that is not white
            space is '.', read when no statement is pending, is a command of the shell, as in
            the sqlite3 shell; an SQL argument that starts with '.' is one too. A failed or
            unknown command counts as a failed statement (--bail stops there).

            """ + DotCommands.helpText,
        subcommands: [InfoCommand.self, BackupCommand.self])

    @Option(help: ArgumentHelp("The database file; every positional argument is then SQL.", valueName: "path"))
    var database: String?

    @Option(
        help: ArgumentHelp(
            "The SQLite library to load: a path, or a file name for the system's loader (default: discovery).",
            valueName: "path"))
    var library: String?

    @Option(help: "The output format.")
    var format: OutputFormat = .table

    @Option(name: .customLong("null"), help: ArgumentHelp("How NULL prints in table, csv and line.", valueName: "text"))
    var nullText = ""

    @Flag(inversion: .prefixedNo, help: "Whether table and csv output start with the column names.")
    var header = true

    @Flag(help: "Open the database read-only: nothing is written.")
    var readonly = false

    @Flag(help: "Stop at the first error.")
    var bail = false

    @Flag(help: "Print the elapsed time of each statement to standard error.")
    var timer = false

    @Flag(help: "Print the version of sqlctx and of the SQLite library it loads.")
    var version = false

    @Argument(help: ArgumentHelp("The database, then SQL to run.", valueName: "database-and-sql"))
    var arguments: [String] = []

    /// Runs the command and returns its exit status.
    func execute(console: Console) -> ExitStatus {
        defer { console.flush() }
        if version { console.write("sqlctx " + SQLCtxCommand.version + "\n") }
        guard let sqlite = console.loadLibrary(library) else { return .noLibrary }
        if version {
            console.write("SQLite " + sqlite.version + " (" + sqlite.path + ")\n")
            return .success
        }
        let split = DatabaseArgument(
            positionals: arguments, option: database,
            isCompleteSQL: DatabaseArgument.completeness(in: sqlite))
        let context: SQLContext
        let flags: SQLContext.OpenFlags = readonly ? [.readOnly] : [.readWrite, .create]
        let isNew = !FileManager.default.fileExists(atPath: split.database)
        do {
            context = try SQLContext(path: split.database, flags: flags, library: sqlite)
        } catch {
            console.error("error: " + String(describing: error))
            return .sqlError
        }
        let shell = Shell(
            context: context, openFlags: flags, console: console, format: format,
            formatOptions: FormatOptions(nullText: nullText, showHeader: header), bail: bail, timer: timer)
        defer { shell.close() }
        let isInteractive = split.sql.isEmpty && Terminal.isStandardInputTerminal
        let interrupts = InterruptController(isInteractive: isInteractive)
        shell.interrupts = interrupts
        if isInteractive, let wakeUp = interrupts.wakeUp {
            console.write(Banner.text(context: context, database: split.database, isNew: isNew))
            var lines = TerminalLines(
                console: console, shell: shell, wakeUp: wakeUp, historyPath: TerminalLines.historyPath())
            _ = InputReader(shell: shell, name: "standard input").run(&lines)
            lines.finish()
        } else if split.sql.isEmpty {
            var lines = StandardInputLines(console: console, isInteractive: isInteractive)
            _ = InputReader(shell: shell, name: "standard input").run(&lines)
        } else {
            for sql in split.sql {
                let isDotCommand = DotCommandLine.isDotCommand(sql)
                if !(isDotCommand ? DotCommands.run(sql, in: shell, location: nil) : shell.run(sql: sql)) { break }
            }
        }
        shell.finish()
        return shell.hasFailed ? .sqlError : .success
    }
}
