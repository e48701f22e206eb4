import Foundation
import SQLContext

/// Runs statements on one database and prints their results and errors; holds the settings that
/// dot-commands change (``DotCommands``).
///
/// Each statement is prepared on its own (see ``StatementSplitter``) and run to completion; one
/// that returns rows (`columnCount > 0`) prints them, under its column names, in the chosen
/// format, even when there are none. The results of consecutive statements are separated by an
/// empty line.
///
/// Each statement's output is written when the statement finishes, as the sqlite3 shell does, so
/// that a program that drives sqlctx through pipes reads a result before it sends the next
/// statement; only one statement's large result is written in pieces as it grows.
///
/// When a statement fails, the error goes to standard error, and if a transaction is open it is
/// rolled back, so that a failed statement never leaves one open; without `--bail` the next
/// statement runs. ``finish()`` rolls back a transaction that is still open when the input ends,
/// and the run counts as failed.
final class Shell {
    /// The database; `.open` replaces it.
    private(set) var context: SQLContext
    /// How the database is opened, and `.open` opens another.
    let openFlags: SQLContext.OpenFlags
    /// Where output and errors go.
    let console: Console
    /// The output format (`--format`, `.mode`).
    var format: OutputFormat
    /// The formatters' settings (`--null`, `--header`, `.nullvalue`, `.headers`).
    var formatOptions: FormatOptions
    /// Whether to stop at the first error (`--bail`).
    let bail: Bool
    /// Whether to print each statement's elapsed time to standard error (`--timer`, `.timer`).
    var timer: Bool
    /// Whether to print the rows each statement changed (`.changes`).
    var showsChanges = false
    /// Whether a statement or a dot-command has failed.
    private(set) var hasFailed = false
    /// Whether `.quit` or `.exit` ended the input.
    var hasQuit = false
    /// Whether any result has printed, so that the next one is set apart by an empty line.
    private var hasPrintedResult = false
    /// What Ctrl-C does while work runs; nil when SIGINT is not watched.
    var interrupts: InterruptController?
    /// Whether Ctrl-C stopped work at a terminal since ``takeInterruption()`` last looked.
    private var wasInterruptedAtTerminal = false

    /// Creates a shell over an open context, opened with `openFlags`.
    init(
        context: SQLContext, openFlags: SQLContext.OpenFlags, console: Console, format: OutputFormat,
        formatOptions: FormatOptions, bail: Bool, timer: Bool
    ) {
        self.context = context
        self.openFlags = openFlags
        self.console = console
        self.format = format
        self.formatOptions = formatOptions
        self.bail = bail
        self.timer = timer
    }

    /// Closes the database of the shell (the end of the run).
    func close() {
        context.close()
    }

    /// Opens the database at `path` with the same SQLite library and flags, and makes it the
    /// shell's database; the previous one is closed. When the open fails, the previous database
    /// stays.
    ///
    /// - Throws: the ``SQLError`` of `sqlite3_open_v2`.
    func open(path: String) throws {
        let opened = try SQLContext(path: path, flags: openFlags, library: context.library)
        context.close()
        context = opened
    }

    /// Reports a failure that is not an SQL statement's (a dot-command's): `message` goes to
    /// standard error, and the run counts as failed.
    ///
    /// - Returns: false when `--bail` is set, so that the input stops here.
    func fail(_ message: String, location: String?) -> Bool {
        hasFailed = true
        console.error((location.map { "error (" + $0 + "): " } ?? "error: ") + message)
        return !bail
    }

    /// Runs every statement of `sql` in order.
    ///
    /// - Returns: false when `--bail` stopped the run at a failed statement.
    func run(sql: String) -> Bool {
        for piece in StatementSplitter.split(sql) {
            if !run(piece, location: nil) { return false }
        }
        return true
    }

    /// Runs one statement; `location` describes where it came from in error messages.
    ///
    /// - Returns: false when the statement failed and `--bail` is set.
    func run(_ piece: SQLPiece, location: String?) -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        var failure: Error?
        interrupts?.begin(context.interruptHandle)
        do {
            let statement = try context.prepare(sql: piece.text)
            defer { statement.close() }
            if statement.columnCount > 0 {
                try printRows(of: statement)
            } else {
                while try statement.next() {}
            }
        } catch {
            failure = error
        }
        let wasInterrupted = interrupts?.end() ?? false
        noteInterruption(wasInterrupted)
        if timer {
            let elapsed = clock.now - start
            let milliseconds =
                Double(elapsed.components.seconds) * 1000.0 + Double(elapsed.components.attoseconds) / 1e15
            console.error("time: " + String(format: "%.3f", milliseconds) + " ms — " + Shell.summary(piece.text))
        }
        guard let failure else {
            if wasInterrupted { exitIfInterruptedOutsideATerminal() }
            if showsChanges {
                console.write(
                    "changes: " + String(context.changes64) + "   total_changes: " + String(context.totalChanges64)
                        + "\n")
            }
            console.flush()
            return true
        }
        return reportFailure(failure, location: location, wasInterrupted: wasInterrupted)
    }

    /// Runs a dot-command's `body`, which Ctrl-C interrupts as it does a statement.
    ///
    /// - Returns: what `body` returns, or, when it throws, false when the input must stop
    ///   (`--bail`).
    func runCommand(location: String?, _ body: () throws -> Bool) -> Bool {
        interrupts?.begin(context.interruptHandle)
        do {
            let result = try body()
            let wasInterrupted = interrupts?.end() ?? false
            noteInterruption(wasInterrupted)
            if wasInterrupted { exitIfInterruptedOutsideATerminal() }
            console.flush()
            return result
        } catch {
            let wasInterrupted = interrupts?.end() ?? false
            noteInterruption(wasInterrupted)
            return reportFailure(error, location: location, wasInterrupted: wasInterrupted)
        }
    }

    /// Remembers that Ctrl-C stopped work at a terminal, for ``takeInterruption()``.
    private func noteInterruption(_ wasInterrupted: Bool) {
        if wasInterrupted && interrupts?.isInteractive == true { wasInterruptedAtTerminal = true }
    }

    /// Whether Ctrl-C stopped work at a terminal since the last call: the reader then drops the
    /// rest of what was typed with the interrupted statement, as the sqlite3 shell does, so that
    /// `SELECT slow(); DELETE FROM t;` interrupted in its first statement deletes nothing.
    func takeInterruption() -> Bool {
        defer { wasInterruptedAtTerminal = false }
        return wasInterruptedAtTerminal
    }

    /// Reports a failed statement or dot-command. One that Ctrl-C stopped is reported as
    /// `interrupted`; at a terminal it does not count as a failure, elsewhere the process ends
    /// with status 130.
    ///
    /// - Returns: false when the input must stop (`--bail`).
    private func reportFailure(_ error: Error, location: String?, wasInterrupted: Bool) -> Bool {
        guard wasInterrupted else {
            report(error, location: location)
            return !bail
        }
        // At a terminal, the line starts after the `^C` that the terminal echoed.
        console.error(interrupts?.isInteractive == true ? "\ninterrupted" : "interrupted")
        exitIfInterruptedOutsideATerminal()
        if context.isInTransaction {
            rollBack(because: "the statement was interrupted inside a transaction; the transaction was rolled back")
        }
        return true
    }

    /// After Ctrl-C stopped work: outside a terminal, closes the database (an open transaction
    /// rolls back) and ends the process with status 130; at a terminal, returns.
    private func exitIfInterruptedOutsideATerminal() {
        guard let interrupts, !interrupts.isInteractive else { return }
        console.flush()
        context.close()
        exit(InterruptController.interruptedStatus)
    }

    /// Rolls back a transaction that the input left open, and says so; the run then counts as
    /// failed (exit status 1), since changes the input made were not kept.
    func finish() {
        guard context.isInTransaction else { return }
        hasFailed = true
        rollBack(
            because: "the input ended inside a transaction; it was rolled back (end it with COMMIT to keep its changes)"
        )
    }

    /// Prints every row of a statement that returns rows.
    private func printRows(of statement: SQLStatement) throws {
        var formatter = format.makeFormatter(options: formatOptions)
        var hasWritten = false
        func write(_ text: String) {
            guard !text.isEmpty else { return }
            if !hasWritten {
                if hasPrintedResult { console.write("\n") }
                hasWritten = true
                hasPrintedResult = true
            }
            console.write(text)
        }
        // The beginning waits for the first row or the end: a statement that fails (or that
        // Ctrl-C interrupts) before its first row prints nothing, not an empty result.
        var beginning: String? = formatter.begin(columns: statement.columnNames)
        var hasRowsOrEnded = false
        defer {
            if hasRowsOrEnded { write(formatter.end()) }
        }
        while try statement.next() {
            if let text = beginning {
                write(text)
                beginning = nil
            }
            hasRowsOrEnded = true
            write(formatter.row(statement.rowValues()))
        }
        if let text = beginning { write(text) }
        hasRowsOrEnded = true
    }

    /// Prints a failure and rolls back the transaction it may have left open.
    private func report(_ error: Error, location: String?) {
        hasFailed = true
        let prefix = location.map { "error (" + $0 + "): " } ?? "error: "
        console.error(prefix + String(describing: error))
        if context.isInTransaction {
            rollBack(because: "the statement failed inside a transaction; the transaction was rolled back")
        }
    }

    /// Rolls back the open transaction and explains why on standard error.
    private func rollBack(because reason: String) {
        do {
            try context.exec(sql: "ROLLBACK")
            console.error("sqlctx: " + reason)
        } catch {
            hasFailed = true
            console.error("sqlctx: could not roll back the open transaction: " + String(describing: error))
        }
    }

    /// The start of a statement on one line, for the timer.
    static func summary(_ sql: String) -> String {
        var text = ""
        var count = 0
        var lastWasSpace = false
        for character in sql {
            if character.isWhitespace {
                if !lastWasSpace { text += " " }
                lastWasSpace = true
                continue
            }
            if count == 60 { return text + "…" }
            text += String(character)
            lastWasSpace = false
            count += 1
        }
        return text
    }
}
