import Foundation
import SQLiteBuilds
import Testing

/// `sqlctx` driven as a coprocess: the test writes to its standard input a piece at a time and
/// reads its standard output while it runs, as a program that talks to the shell through pipes
/// does.
final class SQLCtxCoprocess {
    /// The running shell.
    private let process = Process()
    /// The test's end of the shell's standard input.
    private let input: FileHandle
    /// Collects the shell's standard output on a thread of its own.
    private let output: PipeCollector
    /// Collects the shell's standard error.
    private let errors: PipeCollector

    /// Writing to a pipe whose reader has exited raises SIGPIPE, which would kill the whole test
    /// process when sqlctx exits early (a library it refuses, a crash); ignored, the write
    /// throws `EPIPE` instead and the test fails on its own.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// Starts `sqlctx` with `arguments`; its standard input stays open until ``finish()``.
    init(_ arguments: [String]) throws {
        SQLCtxCoprocess.ignoreBrokenPipes
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.executableURL = SQLCtxProcess.executable
        process.arguments = arguments
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        input = inputPipe.fileHandleForWriting
        output = PipeCollector(outputPipe.fileHandleForReading)
        errors = PipeCollector(errorPipe.fileHandleForReading)
    }

    /// Writes `text` to the shell's standard input.
    func send(_ text: String) throws {
        try input.write(contentsOf: Data(text.utf8))
    }

    /// Waits until standard output holds `text`, and returns the output so far.
    ///
    /// - Parameter limit: how long to wait at most, in seconds: a guard against a shell that
    ///   never writes (a test would otherwise hang), not a measure of speed.
    /// - Returns: nil when the shell wrote no such text within `limit` seconds or exited without it.
    func waitForOutput(containing text: String, limit: Double = 60.0) -> String? {
        output.wait(until: { $0.contains(text) }, limit: limit)
    }

    /// Sends SIGINT to the shell, as Ctrl-C in the terminal that started a pipeline does.
    func interrupt() {
        process.interrupt()
    }

    /// The output written so far.
    var outputSoFar: String { output.text }

    /// Closes standard input, waits for the shell to exit, and returns its status and every byte it
    /// wrote to standard output and standard error.
    func finish() throws -> SQLCtxProcess.Outcome {
        try input.close()
        process.waitUntilExit(orTerminateAfter: 120)
        let outputText = output.wait(until: { _ in false }, limit: 60.0) ?? output.text
        let errorText = errors.wait(until: { _ in false }, limit: 60.0) ?? errors.text
        return SQLCtxProcess.Outcome(status: process.terminationStatus, output: outputText, errors: errorText)
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}

/// Reads a pipe to its end on a thread of its own and lets another thread wait for what it read.
private final class PipeCollector: @unchecked Sendable {
    // `condition` guards `data` and `ended`.
    private let condition = NSCondition()
    private var data = Data()
    private var ended = false

    /// Starts reading `handle` until its end.
    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                condition.lock()
                if chunk.isEmpty { ended = true } else { data.append(chunk) }
                condition.broadcast()
                condition.unlock()
                if chunk.isEmpty { return }
            }
        }
        thread.start()
    }

    /// Everything read so far, as UTF-8.
    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: data, as: UTF8.self)
    }

    /// Waits until `isSatisfied` holds for the text read so far, or the pipe ends (returning the
    /// whole text then), or `limit` seconds pass (returning nil).
    func wait(until isSatisfied: (String) -> Bool, limit: Double) -> String? {
        let deadline = Date(timeIntervalSinceNow: limit)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let text = String(decoding: data, as: UTF8.self)
            if isSatisfied(text) || ended { return text }
            if !condition.wait(until: deadline) { return nil }
        }
    }
}
