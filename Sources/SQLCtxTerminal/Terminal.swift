#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Questions about the process's terminal.
public enum Terminal {
    /// Whether standard input is a terminal (`isatty(0)`): then the shell prompts, shows a banner,
    /// edits lines and keeps running on Ctrl-C.
    public static var isStandardInputTerminal: Bool {
        isatty(STDIN_FILENO) == 1
    }

    /// Ends the process at once with `status`, without running `atexit` handlers (`_exit`): what
    /// the thread that handles SIGINT may call while the main thread is blocked reading input.
    public static func exitImmediately(_ status: Int32) -> Never {
        _exit(status)
    }
}

/// What reading a line from the terminal gave.
public enum TerminalRead: Equatable, Sendable {
    /// A line, without its line break.
    case line(String)
    /// The end of the input: Ctrl-D on an empty line, or standard input closed.
    case end
    /// Ctrl-C while the line was being typed.
    case interrupted
}
