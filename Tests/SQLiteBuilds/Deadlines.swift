import Foundation
import Testing

// Deadlines for the waits of the tests: a wait that never ends would hang the test run instead
// of failing it. Each deadline is generous (a minute or more): it guards against a hang, it is
// not a timing assertion.

/// Waits for `semaphore`; records an issue naming `what` and returns false when it is not
/// signalled within `seconds`.
@discardableResult
public func waitOrRecord(
    _ semaphore: DispatchSemaphore, _ what: String, seconds: Double = 60,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    if semaphore.wait(timeout: .now() + seconds) == .success { return true }
    Issue.record("not within \(Int(seconds)) s: \(what)", sourceLocation: sourceLocation)
    return false
}

/// Waits for `group`; records an issue naming `what` and returns false when it is not done
/// within `seconds`.
@discardableResult
public func waitOrRecord(
    _ group: DispatchGroup, _ what: String, seconds: Double = 60, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    if group.wait(timeout: .now() + seconds) == .success { return true }
    Issue.record("not within \(Int(seconds)) s: \(what)", sourceLocation: sourceLocation)
    return false
}

/// What a child process wrote to a pipe, read as it comes, on a thread of its own, so that the
/// child never blocks on a full pipe and the reader never blocks on a child that does not end.
public final class PipeReader: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `pipe` until its end.
    public init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { data.append(chunk) }
            }
            done.signal()
        }.start()
    }

    /// Everything read when the pipe ends (or after `seconds`, what was read by then).
    public func all(seconds: Double = 30) -> Data {
        _ = done.wait(timeout: .now() + seconds)
        return lock.withLock { data }
    }
}

extension Process {
    /// Waits for the process to end; after `seconds` it is terminated (SIGTERM, then SIGKILL),
    /// an issue is recorded, and false is returned.
    @discardableResult
    public func waitUntilExit(
        orTerminateAfter seconds: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while isRunning && Date() < deadline { usleep(2_000) }
        guard isRunning else {
            waitUntilExit()
            return true
        }
        Issue.record(
            "the child process \(executableURL?.lastPathComponent ?? "") did not end within \(Int(seconds)) s",
            sourceLocation: sourceLocation)
        terminate()
        let grace = Date().addingTimeInterval(5)
        while isRunning && Date() < grace { usleep(2_000) }
        if isRunning { kill(processIdentifier, SIGKILL) }
        waitUntilExit()
        return false
    }
}
