/// Reads lines from a ``LineSource`` and runs them: dot-commands, and SQL statements as they end.
///
/// A statement may span lines: lines are gathered until ``StatementSplitter`` sees its end. A line
/// whose first character that is not white space is `.`, read while no statement is pending, is a
/// dot-command (``DotCommands``), as in the sqlite3 shell. At a terminal, the prompt is
/// `sqlctx> ` at a statement boundary and `   ...> ` inside a statement; Ctrl-C at the prompt
/// drops the statement being typed, and Ctrl-C during a statement also drops the statements typed
/// after it on the same line (in a file that `.read` runs, the rest of the file). At the end of
/// the input, an unfinished last statement runs as it is.
struct InputReader {
    /// The shell that runs the statements.
    let shell: Shell
    /// What error messages call the input when it is not a terminal: `standard input`, a file path.
    let name: String

    /// Runs every line of `source` until it ends, `.quit`, or an error under `--bail`.
    ///
    /// - Returns: false when the input stopped before its end (`.quit`, `--bail`).
    func run(_ source: inout some LineSource) -> Bool {
        var splitter = StatementSplitter()
        var lineNumber = 0
        let isInteractive = source.isInteractive
        let location = { (line: Int) -> String? in
            isInteractive ? nil : name + ", line " + String(line)
        }
        var isComplete = true
        reading: while true {
            switch source.read(prompt: splitter.isInsideStatement ? "   ...> " : "sqlctx> ") {
            case .end:
                break reading
            case .interrupted:
                splitter = StatementSplitter()
            case .line(let line):
                lineNumber += 1
                if !splitter.isInsideStatement && DotCommandLine.isDotCommand(line) {
                    // The splitter counts the line, so that statements after it have the right line.
                    _ = splitter.feed(line.hasSuffix("\n") ? "\n" : "")
                    if !DotCommands.run(line, in: shell, location: location(lineNumber)) {
                        isComplete = false
                        break reading
                    }
                    _ = shell.takeInterruption()
                    continue
                }
                for piece in splitter.feed(line) {
                    if !shell.run(piece, location: location(piece.line)) {
                        isComplete = false
                        break reading
                    }
                    if shell.takeInterruption() {
                        // Ctrl-C: what was typed after the interrupted statement does not run, nor
                        // the rest of a file that `.read` runs at the terminal.
                        splitter = StatementSplitter()
                        if isInteractive { break } else { break reading }
                    }
                }
            }
        }
        if isInteractive && isComplete {
            shell.console.write("\n")
            shell.console.flush()
        }
        if isComplete, let last = splitter.finish() {
            return shell.run(last, location: location(last.line))
        }
        return isComplete
    }
}
