import Foundation
import SQLContext
import SQLiteBuilds
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The shared base of the reliability tests: sizes from the environment, a seeded random number
// generator, temporary directories, the workload processes, and SQLError assertions.

/// Sizes and seeds, from the environment so that CI and people can scale the heavy tests.
enum ReliabilityConfig {
    /// SIGKILLs per journal mode in the crash-safety test (`RELIABILITY_KILLS`, default 50).
    static let killsPerMode = positiveInteger("RELIABILITY_KILLS", default: 50)
    /// Transactions per writer in the concurrency tests (`RELIABILITY_TRANSACTIONS`, default 2000
    /// for the 4 writer processes; the 8 threads run a quarter of it each).
    static let transactionsPerWriter = Int64(positiveInteger("RELIABILITY_TRANSACTIONS", default: 2000))
    /// The seed of the random kill delays (`RELIABILITY_SEED`; a fresh one, printed, when unset).
    static let seed: UInt64 = {
        if let text = ProcessInfo.processInfo.environment["RELIABILITY_SEED"], let seed = UInt64(text) {
            return seed
        }
        return UInt64.random(in: 1...UInt64.max)
    }()

    private static func positiveInteger(_ name: String, default defaultValue: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name], let value = Int(text), value > 0 else {
            return defaultValue
        }
        return value
    }
}

/// SplitMix64: a small, fast generator whose whole sequence follows from its seed, so a failing
/// run can be repeated with `RELIABILITY_SEED`.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A new, empty directory for one test, removed with everything in it by ``remove()``.
final class TemporaryDirectory {
    /// The absolute path of the directory.
    let path: String

    init(_ label: String = "ReliabilityTests") throws {
        path = FileManager.default.temporaryDirectory.path + "/" + label + "-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of a file named `name` in the directory.
    func file(_ name: String) -> String { path + "/" + name }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The folder that holds the built products: the test bundle and the package's executables.
func productsDirectory() -> URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
}

/// One `sqlcontext-workload` child process, its stdout and stderr collected as they come.
final class WorkloadProcess {
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let collected = DispatchGroup()
    private let outputText = LockedBox("")
    private let errorText = LockedBox("")

    /// Starts `executable` (a product of the package, `sqlcontext-workload` unless told) with
    /// `arguments`; the environment (`SQLFFI_LIBRARY`) is inherited.
    init(_ arguments: [String], executable: String = "sqlcontext-workload") throws {
        process.executableURL = productsDirectory().appendingPathComponent(executable)
        process.arguments = arguments
        // A worker that crashes must die at once: Swift's backtracer, left on, held a trapping
        // writer alive until the test was killed (seen with a writer that trapped at start-up).
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Drain both pipes on other threads, so that a chatty child never blocks on a full pipe
        // and the output so far can be read while the child runs (``waitForLines(starting:count:seconds:)``).
        Self.drain(errors.fileHandleForReading, into: errorText, collected)
        Self.drain(output.fileHandleForReading, into: outputText, collected)
    }

    /// Appends what `handle` gives to `box` until its end, on a thread of its own.
    private static func drain(_ handle: FileHandle, into box: LockedBox<String>, _ group: DispatchGroup) {
        group.enter()
        DispatchQueue.global().async {
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                box.set(box.get() + String(decoding: data, as: UTF8.self))
            }
            group.leave()
        }
    }

    /// The process id.
    var pid: Int32 { process.processIdentifier }

    /// Sends SIGKILL: the process dies at once, without running any code of its own.
    func kill() { _ = sigkill(pid) }

    /// Waits until the child has printed `count` lines that start with `prefix`; false when it has
    /// not within `seconds` (a deadline against a hang, not a timing assertion) or has ended.
    func waitForLines(starting prefix: String, count: Int, seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let lines = outputText.get().split(separator: "\n").filter { $0.hasPrefix(prefix) }
            if lines.count >= count { return true }
            if !process.isRunning { return false }
            usleep(2_000)
        }
        return false
    }

    /// Waits for the process to end and returns how it ended and what it printed. A child still
    /// running after `seconds` is killed, and the outcome says it timed out.
    func finish(seconds: Double = 300) -> WorkloadOutcome {
        let deadline = Date().addingTimeInterval(seconds)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill()
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        _ = collected.wait(timeout: .now() + 30)
        var outcome = WorkloadOutcome(
            status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
            output: outputText.get(), errors: errorText.get())
        outcome.timedOut = timedOut
        return outcome
    }
}

private func sigkill(_ pid: Int32) -> Int32 { kill(pid, SIGKILL) }

/// How a workload process ended.
struct WorkloadOutcome {
    /// The exit status, or the signal number when killed.
    var status: Int32
    var killedBySignal: Bool
    var output: String
    var errors: String
    /// Whether the child did not end within ``WorkloadProcess/finish(seconds:)``'s deadline and
    /// was killed then.
    var timedOut = false

    var lines: [String] { output.split(separator: "\n").map(String.init) }

    /// The values of the last `key=value ...` line that has `key`.
    func values(of key: String) -> [String: Int64] {
        for line in lines.reversed() where line.contains(key + "=") {
            var values: [String: Int64] = [:]
            for field in line.split(separator: " ") {
                let parts = field.split(separator: "=", maxSplits: 1)
                if parts.count == 2, let number = Int64(parts[1]) { values[String(parts[0])] = number }
            }
            return values
        }
        return [:]
    }
}

/// A value shared between threads.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set(_ newValue: Value) {
        lock.lock()
        value = newValue
        lock.unlock()
    }

    func update(_ change: (inout Value) -> Void) {
        lock.lock()
        change(&value)
        lock.unlock()
    }
}

/// Runs `body` on `count` threads at once (`body` gets the thread's index) and waits for all.
///
/// - Returns: false when they have not all finished within `seconds` (a deadline against a
///   hang, not a timing assertion).
@discardableResult
func runThreads(_ count: Int, seconds: Double = 600, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.start()
    }
    return group.wait(timeout: .now() + seconds) == .success
}

/// Calls `interrupt` on `context`'s handle from another thread, over and over, until `body`
/// returns or throws; then waits for that thread. An interrupt that comes before a statement
/// starts is dropped by SQLite, hence the repetition.
func whileInterrupting(_ context: SQLContext, _ body: () throws -> Void) rethrows {
    let handle = context.interruptHandle
    let done = LockedBox(false)
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
        while !done.get() {
            handle.interrupt()
            usleep(2000)
        }
        finished.signal()
    }
    thread.start()
    defer {
        done.set(true)
        finished.wait()
    }
    try body()
}

/// The single value of a query that returns one row of one column.
func scalar(_ context: SQLContext, _ sql: String, _ parameters: [SQLValue] = []) throws -> SQLValue {
    let rows = try context.query(sql: sql, parameters: parameters)
    try #require(rows.count == 1 && rows[0].count == 1, "expected one value from \(sql), got \(rows)")
    return rows[0][0]
}

/// `PRAGMA integrity_check` as one string: "ok" for a sound file.
func integrityCheck(_ context: SQLContext) throws -> String {
    try context.query(sql: "PRAGMA integrity_check").map { $0.first?.textValue ?? "?" }.joined(separator: "; ")
}

/// Runs `body`, which must throw an ``SQLError`` with `code` (and `extendedCode`, which defaults to
/// `code`), whose message contains one of `anyOf` (case-insensitively; empty: any message), and
/// returns the error.
@discardableResult
func expectSQLError(
    code: Int32, extendedCode: Int32? = nil, messageContains anyOf: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> SQLError? {
    do {
        try body()
        Issue.record("expected SQLError code \(code), nothing was thrown", sourceLocation: sourceLocation)
        return nil
    } catch let error as SQLError {
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        #expect(error.extendedCode == extendedCode ?? code, "\(error)", sourceLocation: sourceLocation)
        expectConsistentCodeName(error, sourceLocation: sourceLocation)
        #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
        if !anyOf.isEmpty {
            let message = error.message.lowercased()
            #expect(
                anyOf.contains { message.contains($0.lowercased()) },
                "message '\(error.message)' contains none of \(anyOf)", sourceLocation: sourceLocation)
        }
        return error
    } catch {
        Issue.record("expected SQLError code \(code), got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// SQLite's result codes that the tests name.
enum Code {
    static let error: Int32 = 1
    static let busy: Int32 = 5
    static let locked: Int32 = 6
    static let readOnly: Int32 = 8
    static let interrupt: Int32 = 9
    static let corrupt: Int32 = 11
    static let full: Int32 = 13
    static let cantOpen: Int32 = 14
    static let tooBig: Int32 = 18
    static let constraint: Int32 = 19
    static let mismatch: Int32 = 20
    static let misuse: Int32 = 21
    static let range: Int32 = 25
    static let notADatabase: Int32 = 26
    static let constraintCheck: Int32 = 275
    static let constraintForeignKey: Int32 = 787
    static let constraintNotNull: Int32 = 1299
    static let constraintPrimaryKey: Int32 = 1555
    static let constraintTrigger: Int32 = 1811
    static let constraintUnique: Int32 = 2067
}
