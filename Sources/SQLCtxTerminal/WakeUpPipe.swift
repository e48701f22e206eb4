#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe that wakes a thread blocked waiting for terminal input: the SIGINT handler writes a
/// byte, and the line readers wait for the terminal and this pipe together (`poll`, through
/// ``TerminalInput``), so that
/// Ctrl-C at the prompt ends the read.
public final class WakeUpPipe: Sendable {
    /// The end that the readers wait on.
    let readEnd: Int32
    /// The end that ``wake()`` writes to.
    let writeEnd: Int32

    /// Creates the pipe; nil when the system refuses one (then Ctrl-C at the prompt is ignored).
    public init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        readEnd = ends[0]
        writeEnd = ends[1]
        // Neither end blocks: a wake-up never waits, and draining stops when the pipe is empty.
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the reader (callable from any thread).
    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Forgets the wake-ups not yet seen.
    func drain() {
        _ = takeWakeUps()
    }

    /// Forgets the wake-ups not yet seen, and tells whether there were any: whether ``wake()`` was
    /// called since a reader last saw it (or since the last call of this method).
    public func takeWakeUps() -> Bool {
        var bytes = [UInt8](repeating: 0, count: 64)
        var hadAny = false
        while true {
            let count = read(readEnd, &bytes, bytes.count)
            if count > 0 {
                hadAny = true
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return hadAny
            }
        }
    }

    /// What waiting for input gave.
    enum Wait {
        /// The descriptor has something to read (or is at its end).
        case input
        /// ``wake()`` was called.
        case woken
        /// `poll` failed for a reason other than a signal: nothing can be waited for.
        case failed
    }

    /// Waits until `descriptor` can be read or ``wake()`` is called; a wake-up is consumed.
    func waitForInput(on descriptor: Int32) -> Wait {
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 { return .failed }
            if descriptors[1].revents != 0 {
                drain()
                return .woken
            }
            // Input, its end or an error: the read that follows tells which.
            return .input
        }
    }
}
