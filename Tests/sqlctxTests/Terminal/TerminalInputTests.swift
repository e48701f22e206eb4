import Foundation
import Testing

@testable import SQLCtxTerminal

#if canImport(Glibc)
import Glibc
#endif

/// ``TerminalInput`` on a pseudo-terminal that the test opens in its own process: what Ctrl-C's
/// discarding of the terminal's input does between the wait and the read, the end of the terminal,
/// and input that is not a terminal.
@Suite struct TerminalInputTests {
    /// A pseudo-terminal's two sides, opened with libc's `openpty` (found with `dlsym`: Swift's
    /// Glibc module does not declare it).
    private final class TerminalPair {
        let master: Int32
        let slave: Int32
        private var isMasterOpen = true

        init() throws {
            typealias OpenFunction =
                @convention(c) (
                    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<CChar>?,
                    UnsafeRawPointer?, UnsafeRawPointer?
                ) -> Int32
            // glibc 2.34 and later have it in libc; before, in libutil.
            let found = dlsym(nil, "openpty") ?? dlopen("libutil.so.1", RTLD_NOW).flatMap { dlsym($0, "openpty") }
            let symbol = try #require(found)
            var master: Int32 = -1
            var slave: Int32 = -1
            try #require(unsafeBitCast(symbol, to: OpenFunction.self)(&master, &slave, nil, nil, nil) == 0)
            self.master = master
            self.slave = slave
        }

        deinit {
            closeMaster()
            close(slave)
        }

        /// Types `text` on the terminal: it becomes the slave side's input.
        func type(_ text: String) {
            var bytes = Array(text.utf8)
            #expect(write(master, &bytes, bytes.count) == bytes.count)
        }

        /// Closes the master side: the terminal hangs up.
        func closeMaster() {
            if isMasterOpen { close(master) }
            isMasterOpen = false
        }

        /// Puts the slave side in raw mode, as libedit does while it edits a line: a read returns
        /// as soon as one byte is there.
        func makeRaw() {
            var settings = termios()
            #expect(tcgetattr(slave, &settings) == 0)
            cfmakeraw(&settings)
            #expect(tcsetattr(slave, TCSANOW, &settings) == 0)
        }
    }

    /// The hang this type exists to prevent: input that `poll` saw is discarded (Ctrl-C's flush,
    /// `tcflush(TCIFLUSH)` here) before the read. A blocking read of the terminal would wait for
    /// the next key; the read through ``TerminalInput`` says that there is nothing, and the next
    /// wait ends with Ctrl-C's wake-up.
    @Test func inputDiscardedBetweenTheWaitAndTheReadLeavesTheReaderWaitingForCtrlC() throws {
        let pair = try TerminalPair()
        pair.makeRaw()
        let wakeUp = try #require(WakeUpPipe())
        let input = TerminalInput(wakeUp: wakeUp, terminal: pair.slave)
        // Read through a second, non-blocking descriptor; the terminal's own keeps its flags.
        try #require(input.isNonBlocking)
        #expect(input.descriptor != pair.slave)
        #expect(fcntl(pair.slave, F_GETFL) & O_NONBLOCK == 0)
        #expect(fcntl(input.descriptor, F_GETFL) & O_NONBLOCK != 0)
        #expect(fcntl(input.descriptor, F_GETFD) & FD_CLOEXEC != 0)

        pair.type("x")
        #expect(wakeUp.waitForInput(on: input.descriptor) == .input)
        #expect(tcflush(pair.slave, TCIFLUSH) == 0)
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect(input.readAvailable(into: &buffer) == nil)

        wakeUp.wake()
        #expect(input.read(into: &buffer) == .woken)
        // The wake-up was consumed: what is typed next is read.
        pair.type("yz")
        #expect(input.read(into: &buffer) == .bytes(2))
        #expect(Array(buffer[..<2]) == Array("yz".utf8))
    }

    /// In canonical mode (the terminal's own line editing, without libedit), a read gives whole
    /// lines, and Ctrl-D on an empty line is the end.
    @Test func canonicalModeGivesLinesAndCtrlDEnds() throws {
        let pair = try TerminalPair()
        let wakeUp = try #require(WakeUpPipe())
        let input = TerminalInput(wakeUp: wakeUp, terminal: pair.slave)
        try #require(input.isNonBlocking)
        // A line not yet ended is not readable.
        pair.type("SELECT 1;")
        var buffer = [UInt8](repeating: 0, count: 64)
        #expect(input.readAvailable(into: &buffer) == nil)
        pair.type("\n")
        #expect(input.read(into: &buffer) == .bytes(10))
        #expect(String(decoding: buffer[..<10], as: UTF8.self) == "SELECT 1;\n")
        pair.type("\u{04}")
        #expect(input.read(into: &buffer) == .end)
    }

    /// When the terminal hangs up, the read ends.
    @Test func aHangUpEndsTheRead() throws {
        let pair = try TerminalPair()
        pair.makeRaw()
        let wakeUp = try #require(WakeUpPipe())
        let input = TerminalInput(wakeUp: wakeUp, terminal: pair.slave)
        pair.closeMaster()
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect(input.read(into: &buffer) == .end)
    }

    /// Input that is not a terminal (a pipe) is read through its own descriptor, as it is.
    @Test func aPipeIsReadAsItIs() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let wakeUp = try #require(WakeUpPipe())
        let input = TerminalInput(wakeUp: wakeUp, terminal: ends[0])
        #expect(!input.isNonBlocking)
        #expect(input.descriptor == ends[0])
        var bytes = Array("ab".utf8)
        #expect(write(ends[1], &bytes, 2) == 2)
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect(input.read(into: &buffer) == .bytes(2))
        #expect(input.read(into: &buffer) == .end)
    }
}
