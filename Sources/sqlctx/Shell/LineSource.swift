import Foundation

/// What reading a line gave.
enum LineRead: Equatable {
    /// A line, with its line break when it has one.
    case line(String)
    /// The end of the input.
    case end
    /// Ctrl-C at a terminal's prompt: the line and the statement being typed are dropped.
    case interrupted
}

/// Where the shell's input lines come from: standard input, a line editor, a file of `.read`.
protocol LineSource {
    /// Whether the lines come from a person at a terminal: prompts are shown, and errors give no
    /// line numbers.
    var isInteractive: Bool { get }
    /// Reads the next line; a terminal shows `prompt` first.
    mutating func read(prompt: String) -> LineRead
}

/// Lines of standard input read with `readLine`: a pipe, a file, or a terminal without a line
/// editor, where the prompt is written to standard output first.
struct StandardInputLines: LineSource {
    /// Where prompts go.
    let console: Console
    let isInteractive: Bool

    /// Reads the next line of standard input.
    mutating func read(prompt: String) -> LineRead {
        if isInteractive {
            console.write(prompt)
            console.flush()
        }
        return readLine(strippingNewline: false).map { .line($0) } ?? .end
    }
}

/// The lines of a text held in memory: the content of a file that `.read` runs.
struct TextLines: LineSource {
    /// The lines not yet read, without their line breaks.
    private var lines: ArraySlice<Substring>
    /// Whether the text ends with a line break (then every line has one).
    private let hasFinalBreak: Bool
    let isInteractive = false

    /// Lines of `text`, split after each LF.
    init(_ text: String) {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        hasFinalBreak = parts.last?.isEmpty ?? true
        if hasFinalBreak { parts.removeLast() }
        lines = parts[...]
    }

    /// The next line, with its line break unless it is the last line of a text without one.
    mutating func read(prompt: String) -> LineRead {
        guard let line = lines.popFirst() else { return .end }
        return .line(String(line) + (lines.isEmpty && !hasFinalBreak ? "" : "\n"))
    }
}
