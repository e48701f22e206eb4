import Foundation

/// Unbuffered output: each line goes out in one `write(2)` on the file descriptor, so a line that
/// was printed is in the pipe even when the process is killed right after.
public enum Output {
    /// Writes `line` and a newline to standard output at once.
    public static func line(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes `line` and a newline to standard error at once.
    public static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
