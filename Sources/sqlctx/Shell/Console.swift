import Foundation

/// Standard output and standard error of the shell.
///
/// Output is buffered and written in large pieces (a result can have millions of rows). The
/// shell flushes it when each statement finishes (see ``Shell``), and it is flushed before
/// anything goes to standard error, so that the two streams appear in the order they were
/// produced.
final class Console {
    /// Bytes written to standard output but not yet flushed.
    private var buffer: [UInt8] = []
    /// The buffer size at which output is flushed.
    private let flushThreshold = 64 * 1024

    /// Appends `text` to standard output.
    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= flushThreshold { flush() }
    }

    /// Writes the buffered output.
    func flush() {
        guard !buffer.isEmpty else { return }
        try? FileHandle.standardOutput.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `text` and a line break to standard error, after flushing standard output.
    func error(_ text: String) {
        flush()
        try? FileHandle.standardError.write(contentsOf: Array((text + "\n").utf8))
    }
}
