import Foundation

/// Reads SQL from standard input, a line at a time, and hands out complete statements.
///
/// A statement may span lines: lines are gathered until ``StatementSplitter`` sees its end. When
/// standard input is a terminal, a prompt is shown before each line: `sqlctx> ` at a statement
/// boundary, `   ...> ` inside a statement; when it is a pipe or a file, nothing is shown. At the
/// end of the input, an unfinished last statement runs as it is.
struct InputReader {
    /// Where prompts go.
    let console: Console
    /// Whether standard input is a terminal.
    let isInteractive: Bool

    /// Creates a reader of standard input.
    init(console: Console) {
        self.console = console
        isInteractive = isatty(STDIN_FILENO) == 1
    }

    /// Calls `body` with each statement, and where it starts, until the input ends or `body`
    /// returns false.
    func forEachStatement(_ body: (SQLPiece, String?) -> Bool) {
        var splitter = StatementSplitter()
        while true {
            if isInteractive {
                console.write(splitter.isInsideStatement ? "   ...> " : "sqlctx> ")
                console.flush()
            }
            guard let line = readLine(strippingNewline: false) else { break }
            for piece in splitter.feed(line) {
                if !body(piece, location(of: piece)) { return }
            }
        }
        if isInteractive {
            console.write("\n")
            console.flush()
        }
        if let last = splitter.finish() { _ = body(last, location(of: last)) }
    }

    /// The location of a statement in error messages: its line, when reading from a pipe or file.
    private func location(of piece: SQLPiece) -> String? {
        isInteractive ? nil : "standard input, line " + String(piece.line)
    }
}
