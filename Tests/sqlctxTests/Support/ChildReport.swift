import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What a child process was doing when a test waited for it in vain: for each of its threads, the
/// state, the kernel function it sleeps in and its signal masks (from `/proc`), and the mode of
/// its terminal. Linux only, best effort: what cannot be read is left out.
enum ChildReport {
    /// The lines of `/proc/PID/task/TID/status` that tell about signals.
    static let signalFields = ["SigPnd", "ShdPnd", "SigBlk", "SigIgn", "SigCgt"]

    /// A few lines about `pid`: one per thread, then the terminal mode as its master side `terminal`
    /// sees it; an empty string where `/proc` cannot be read.
    static func describe(pid: pid_t, terminal: Int32? = nil) -> String {
        #if os(Linux)
        let tasks = "/proc/\(pid)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else { return "" }
        var lines = ["process \(pid), \(threads.count) threads:"]
        for thread in threads.sorted(by: { (Int($0) ?? 0) < (Int($1) ?? 0) }) {
            let directory = tasks + "/" + thread
            let name = contents(of: directory + "/comm").trimmingCharacters(in: .whitespacesAndNewlines)
            // stat: "TID (comm) STATE ..."; the name may hold spaces and parentheses.
            let stat = contents(of: directory + "/stat")
            let fields = stat.range(of: ") ", options: .backwards).map {
                stat[$0.upperBound...].split(separator: " ").map(String.init)
            }
            let state = fields?.first
            // utime and stime, the 14th and 15th fields of stat: clock ticks spent running.
            let ticks = fields.flatMap { $0.count > 12 ? (Int($0[11]) ?? 0) + (Int($0[12]) ?? 0) : nil }
            let wchan = contents(of: directory + "/wchan")
            // syscall: the number of the system call the thread is in, then its arguments; or `running`.
            let syscall = contents(of: directory + "/syscall").split(whereSeparator: \.isWhitespace).first
            var line = "  \(thread) \(name) state=\(state ?? "?") cpu=\(ticks.map(String.init) ?? "?")"
            line += " wchan=\(wchan.isEmpty ? "?" : wchan)"
            line += " syscall=" + (syscall.map(String.init) ?? "?")
            for field in contents(of: directory + "/status").split(separator: "\n") {
                let parts = field.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, signalFields.contains(String(parts[0])) else { continue }
                let mask = parts[1].trimmingCharacters(in: .whitespaces)
                line += " \(parts[0])=\(mask)" + (hasSIGINT(mask) ? "[INT]" : "")
            }
            lines.append(line)
        }
        if let terminal {
            var attributes = termios()
            if tcgetattr(terminal, &attributes) == 0 {
                let flags = attributes.c_lflag
                lines.append(
                    "terminal: ISIG=\(flags & tcflag_t(ISIG) != 0) ICANON=\(flags & tcflag_t(ICANON) != 0)"
                        + " ECHO=\(flags & tcflag_t(ECHO) != 0) foreground group=\(tcgetpgrp(terminal))")
            }
        }
        return lines.joined(separator: "\n")
        #else
        return ""
        #endif
    }

    /// Whether the hexadecimal signal mask `mask` holds SIGINT (bit 1).
    static func hasSIGINT(_ mask: String) -> Bool {
        guard let last = mask.last?.hexDigitValue else { return false }
        return last & 0x2 != 0
    }

    /// The text of a `/proc` file (whose size `stat` does not tell), or "" when it cannot be read.
    private static func contents(of path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
