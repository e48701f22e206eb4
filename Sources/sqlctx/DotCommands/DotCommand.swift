/// A shell command that starts with `.`, such as `.tables`, on a line of its own.
///
/// A line is a dot-command when its first character that is not white space is `.` and no SQL
/// statement is pending (the sqlite3 shell's rule): the command is the whole line, words separated
/// by white space, a word in `'…'` or `"…"` may hold spaces. Each command is a type of its own, in a
/// file of its own; ``DotCommands`` lists them, finds the one a line names and reports its failure.
protocol DotCommand: Sendable {
    /// The names that call the command, without the dot; `.help` shows the first.
    static var names: [String] { get }
    /// The arguments as `.help` shows them after the name: `?PATTERN?`, `FILE TABLE`.
    static var arguments: String { get }
    /// What the command does, in one line for `.help`.
    static var summary: String { get }
    /// Runs the command with the words that follow its name.
    ///
    /// - Returns: false when the input must stop here: `.quit`, or a script that `.read` ran
    ///   stopped at an error under `--bail`.
    /// - Throws: a ``DotCommandError`` or an `SQLError`, which the shell reports as a failure.
    static func run(_ arguments: [String], in shell: Shell) throws -> Bool
}

/// Why a dot-command failed, in words for standard error.
struct DotCommandError: Error, CustomStringConvertible {
    /// The message.
    let description: String

    /// Creates an error with `description` as its message.
    init(_ description: String) {
        self.description = description
    }
}

extension DotCommand {
    /// The command's usage line: `.tables ?PATTERN?`.
    static var usage: String {
        "." + names[0] + (arguments.isEmpty ? "" : " " + arguments)
    }

    /// Checks that the command got between `range.lowerBound` and `range.upperBound` arguments.
    ///
    /// - Throws: a ``DotCommandError`` that shows the usage.
    static func expect(_ arguments: [String], count range: ClosedRange<Int>) throws {
        guard range.contains(arguments.count) else { throw DotCommandError("usage: " + usage) }
    }

    /// The one argument of an `on|off` command as a Bool: `on`, `yes`, `true`, `1` or `off`, `no`,
    /// `false`, `0`, in any case.
    ///
    /// - Throws: a ``DotCommandError`` that shows the usage when there is not exactly one such word.
    static func onOff(_ arguments: [String]) throws -> Bool {
        try expect(arguments, count: 1...1)
        switch arguments[0].lowercased() {
        case "on", "yes", "true", "1": return true
        case "off", "no", "false", "0": return false
        default: throw DotCommandError("usage: " + usage)
        }
    }
}
