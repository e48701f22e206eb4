import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `sqlctx` run on a pseudo-terminal, as a person at a terminal runs it: the test types through
/// the terminal's master side and reads what the shell shows there (standard output and standard
/// error both).
///
/// The child is started with `posix_spawn` in a session of its own (`POSIX_SPAWN_SETSID`) and opens
/// the terminal's slave side as its standard input, output and error: the first terminal a session
/// leader opens becomes its controlling terminal, so Ctrl-C typed as byte 0x03 reaches it as
/// SIGINT (the terminal's `ISIG` is on, as on any new pseudo-terminal). Every wait has a deadline
/// and fails with the end of what was read so far and, on Linux, what the child's threads were
/// doing (``ChildReport``); nothing asserts how long anything took.
final class PseudoTerminal {
    /// The terminal's master side.
    private let master: Int32
    /// The slave side, kept open by the test so that the master never reads as hung up.
    private let slave: Int32
    /// The child.
    private let pid: pid_t
    /// Everything read from the terminal so far.
    private(set) var output = ""
    /// The child's exit status, once it is known.
    private var status: Int32?

    /// glibc's `POSIX_SPAWN_SETSID` (not in Swift's Glibc module, which lacks `_GNU_SOURCE`): the
    /// child starts a session of its own before the file actions run.
    static let spawnSetsid: Int16 = 0x80

    /// How long a wait lasts at most: a guard against a test that would hang, not a measure. Long,
    /// because under the load of a whole test run (crash-safety writers killed and reaped, pools,
    /// second processes) on a two-core machine a child can go unscheduled for seconds.
    static let deadline = 60.0

    /// Why a session could not start or a wait ended without what it waited for.
    struct Failure: Error, CustomStringConvertible {
        /// What happened, and what the terminal showed.
        var description: String
    }

    /// Starts `sqlctx` with `arguments` on a new pseudo-terminal; `environment` is added to the
    /// test's own (with `TERM=xterm`). The child inherits the signal mask of the thread that
    /// starts it, unless `blockingSIGINT` is true: then it starts with SIGINT blocked (and nothing
    /// else), as a program started by a parent that blocks it does.
    init(_ arguments: [String], environment: [String: String] = [:], blockingSIGINT: Bool = false) throws {
        // posix_openpt, grantpt, unlockpt and ptsname are not in Swift's Glibc module (they need
        // _XOPEN_SOURCE); they are libc's, found with dlsym.
        typealias OpenFunction = @convention(c) (Int32) -> Int32
        typealias PointerFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let openSymbol = dlsym(nil, "posix_openpt"), let grantSymbol = dlsym(nil, "grantpt"),
            let unlockSymbol = dlsym(nil, "unlockpt"), let nameSymbol = dlsym(nil, "ptsname")
        else { throw Failure(description: "libc lacks posix_openpt") }
        let openTerminal = unsafeBitCast(openSymbol, to: OpenFunction.self)
        master = openTerminal(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, unsafeBitCast(grantSymbol, to: PointerFunction.self)(master) == 0,
            unsafeBitCast(unlockSymbol, to: PointerFunction.self)(master) == 0,
            let name = unsafeBitCast(nameSymbol, to: NameFunction.self)(master)
        else {
            throw Failure(description: "no pseudo-terminal: errno \(errno)")
        }
        let slavePath = String(cString: name)
        slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = PseudoTerminal.spawnSetsid
        if blockingSIGINT {
            var mask = sigset_t()
            sigemptyset(&mask)
            sigaddset(&mask, SIGINT)
            posix_spawnattr_setsigmask(&attributes, &mask)
            flags |= Int16(POSIX_SPAWN_SETSIGMASK)
        }
        posix_spawnattr_setflags(&attributes, flags)
        let executable = SQLCtxProcess.executable.path
        let merged = ProcessInfo.processInfo.environment.merging(["TERM": "xterm"].merging(environment) { $1 }) {
            $1
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure(description: "posix_spawn failed: \(result)") }
        pid = child
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            var ignored: Int32 = 0
            waitpid(pid, &ignored, 0)
        }
        close(master)
        close(slave)
    }

    /// Types `text` (use `\r` for Enter, `\u{03}` for Ctrl-C, `\u{04}` for Ctrl-D).
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Types `text`, then waits until what the terminal shows after it contains `expected`.
    ///
    /// - Throws: a ``Failure`` with the output so far when the deadline passes first.
    func type(_ text: String, thenWaitFor expected: String) throws {
        let seen = output.count
        type(text)
        try waitFor(expected, after: seen)
    }

    /// Waits until the output after `offset` (a count of characters already seen) contains
    /// `text`; returns the output so far.
    ///
    /// - Throws: a ``Failure`` with the output so far when the deadline passes first.
    @discardableResult
    func waitFor(_ text: String, after offset: Int = 0, deadline: Double = PseudoTerminal.deadline) throws -> String {
        let end = Date(timeIntervalSinceNow: deadline)
        while !String(output.dropFirst(offset)).contains(text) {
            guard Date() < end else { throw failure("no \(text.debugDescription) within \(deadline) s") }
            readAvailable(waitingMilliseconds: 100)
        }
        return output
    }

    /// How many characters of the output, at its end, a failure shows.
    static let failureTail = 1500

    /// The failure of a wait: `what` happened, while the child runs what its threads were doing
    /// (``ChildReport``), and what the terminal showed last, escaped. All on one line: a test log
    /// excerpt that keeps only the lines of failed tests (as CI's does) still shows all of it.
    private func failure(_ what: String) -> Failure {
        var description = what
        if status == nil {
            let report = ChildReport.describe(pid: pid, terminal: master)
            if !report.isEmpty { description += "; " + report.replacingOccurrences(of: "\n", with: " | ") }
        }
        let shown = output.count > PseudoTerminal.failureTail ? "…" + output.suffix(PseudoTerminal.failureTail) : output
        description += "; the terminal showed: " + shown.debugDescription
        return Failure(description: description)
    }

    /// Reads what the terminal has, waiting up to `waitingMilliseconds` for something.
    private func readAvailable(waitingMilliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMilliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        if count > 0 { output += String(decoding: buffer[..<count], as: UTF8.self) }
    }

    /// Types Ctrl-D at the prompt and returns the exit status.
    ///
    /// A Ctrl-D that reaches the terminal while it is still in canonical mode, before the line
    /// editor has taken it over for the next line, can be lost; so when the shell has not exited
    /// a few seconds later, the line is cleared (Ctrl-U) and Ctrl-D typed again, up to the deadline.
    func endWithCtrlD() throws -> Int32 {
        let end = Date(timeIntervalSinceNow: PseudoTerminal.deadline)
        type("\u{04}")
        while Date() < end {
            if let status = try? waitForExit(deadline: 3.0) { return status }
            type("\u{15}\u{04}")
        }
        return try waitForExit(deadline: 0.0)
    }

    /// Waits for the child to exit and returns its exit status (128 + the signal when a signal
    /// ended it).
    ///
    /// - Throws: a ``Failure`` with the output so far when the deadline passes first.
    func waitForExit(deadline: Double = PseudoTerminal.deadline) throws -> Int32 {
        if let status { return status }
        let end = Date(timeIntervalSinceNow: deadline)
        while true {
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid {
                readAvailable(waitingMilliseconds: 0)
                let code = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
                status = code
                return code
            }
            guard Date() < end else { throw failure("sqlctx did not exit within \(deadline) s") }
            readAvailable(waitingMilliseconds: 100)
        }
    }
}

/// Whether the system has libedit, which line editing and history need.
enum LibEdit {
    /// Whether `libedit.so.2` (or `libedit.so`) loads.
    static let isPresent: Bool = {
        for name in ["libedit.so.2", "libedit.so"] {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                dlclose(handle)
                return true
            }
        }
        return false
    }()

    /// Whether the tests that need it run: where it is, and always under CI (`CI=true`), where its
    /// absence is a failure (`.ci/run` installs `libedit2`).
    static var mustRun: Bool { isPresent || ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Why those tests did not run, and how to make them run.
    static let absenceReason =
        "needs libedit (line editing and history), which is not on this machine; run `apt-get install libedit2`"
        + " (under CI=true a missing libedit fails)"
}
