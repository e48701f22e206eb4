#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input at a terminal, read so that Ctrl-C always ends the wait for it.
///
/// The readers wait for input and a ``WakeUpPipe`` together (`poll`), then read. A read of
/// standard input itself could still block after `poll` said that it had input: Ctrl-C makes the
/// terminal discard its input queue (`ISIG` without `NOFLSH`), and when it comes between the `poll`
/// and the `read` (a line typed ahead while the terminal was still in canonical mode, and Ctrl-C
/// typed right after it), the `read` waits for input that is gone, and the SIGINT handler,
/// installed with `SA_RESTART`, does not end it: the shell would hang until a key is pressed,
/// deaf to every further Ctrl-C. So the readers read through a second open file description of
/// the same terminal (`open` of `ttyname_r(0)`), non-blocking: a read that finds nothing returns
/// `EAGAIN`, and the reader waits again, where it sees the wake-up. Standard input's own status
/// flags, which the parent shell shares, are left as they are. When the terminal cannot be opened
/// by its name, standard input is read as it is.
final class TerminalInput {
    /// What a wait and a read gave.
    enum Read: Equatable {
        /// This many bytes were read into the buffer.
        case bytes(Int)
        /// The input ended (Ctrl-D on an empty line in canonical mode, a hang-up, an error).
        case end
        /// ``WakeUpPipe/wake()`` was called: Ctrl-C.
        case woken
    }

    /// The descriptor read: the non-blocking one, or standard input.
    let descriptor: Int32
    /// Whether ``descriptor`` was opened here (and is closed with this object).
    private let ownsDescriptor: Bool
    /// What ends a wait.
    let wakeUp: WakeUpPipe

    /// Reads the terminal of `terminal` (standard input unless a test says otherwise), ended by
    /// `wakeUp`.
    init(wakeUp: WakeUpPipe, terminal: Int32 = STDIN_FILENO) {
        self.wakeUp = wakeUp
        if let second = TerminalInput.openNonBlocking(terminal) {
            descriptor = second
            ownsDescriptor = true
        } else {
            descriptor = terminal
            ownsDescriptor = false
        }
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Whether reads never block: the terminal was opened again by its name.
    var isNonBlocking: Bool { ownsDescriptor }

    /// Waits for input or a wake-up, then reads up to `buffer.count` bytes; a wake-up is consumed.
    func read(into buffer: inout [UInt8]) -> Read {
        while true {
            switch wakeUp.waitForInput(on: descriptor) {
            case .woken: return .woken
            case .failed: return .end
            case .input:
                if let read = readAvailable(into: &buffer) { return read }
            }
        }
    }

    /// One `read(2)`: `.bytes` or `.end`, or nil when there is nothing to read now (`EAGAIN`, or
    /// `EINTR`), in which case the caller waits again. Never blocks when ``isNonBlocking``.
    func readAvailable(into buffer: inout [UInt8]) -> Read? {
        let count = buffer.withUnsafeMutableBytes { bytes in
            #if canImport(Glibc)
            Glibc.read(descriptor, bytes.baseAddress, bytes.count)
            #elseif canImport(Musl)
            Musl.read(descriptor, bytes.baseAddress, bytes.count)
            #else
            Darwin.read(descriptor, bytes.baseAddress, bytes.count)
            #endif
        }
        if count > 0 { return .bytes(count) }
        if count == 0 { return .end }
        if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { return nil }
        return .end
    }

    /// A new non-blocking, close-on-exec descriptor of the terminal that `terminal` reads, or nil
    /// when `terminal` is not a terminal or its device cannot be opened (`O_NOCTTY`: opening it
    /// never makes it the controlling terminal).
    private static func openNonBlocking(_ terminal: Int32) -> Int32? {
        var name = [CChar](repeating: 0, count: 1024)
        guard isatty(terminal) == 1, ttyname_r(terminal, &name, name.count) == 0 else { return nil }
        let descriptor = open(name, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
    }
}
