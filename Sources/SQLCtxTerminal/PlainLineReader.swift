#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a terminal without a line editor (libedit is absent): the terminal's own
/// line editing (erase, kill), and Ctrl-C at the prompt ends the read through a ``WakeUpPipe``.
public final class PlainLineReader {
    /// The terminal, read so that Ctrl-C wakes the reader.
    private let input: TerminalInput
    /// Bytes read past the end of the last line.
    private var pending: [UInt8] = []

    /// Creates a reader of standard input that `wakeUp` can interrupt.
    public init(wakeUp: WakeUpPipe) {
        input = TerminalInput(wakeUp: wakeUp)
    }

    /// Writes `prompt` to standard output and reads one line.
    public func read(prompt: String) -> TerminalRead {
        // Forget earlier wake-ups before the prompt shows: a Ctrl-C typed once the prompt is on
        // the screen must end this read, even when it comes before the wait below starts.
        input.wakeUp.drain()
        var text = Array(prompt.utf8)
        _ = write(STDOUT_FILENO, &text, text.count)
        while true {
            if let end = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeFirst(end + 1)
                return .line(line)
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            switch input.read(into: &buffer) {
            case .woken:
                pending = []
                return .interrupted
            case .end:
                guard !pending.isEmpty else { return .end }
                let line = String(decoding: pending, as: UTF8.self)
                pending = []
                return .line(line)
            case .bytes(let count):
                pending.append(contentsOf: buffer[..<count])
            }
        }
    }
}
