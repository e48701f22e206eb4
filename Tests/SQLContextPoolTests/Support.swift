import Foundation
import SQLContext
import SQLContextPool
import SQLiteBuilds
import Testing

// The shared base of the SQLQueue and SQLPool tests: temporary directories, a locked value, a
// barrier, and the checks of the closed-owner error. Nothing here measures time: a wait that
// could only end by a bug is bounded by a generous deadline, and reaching it is a failure.

/// A new, empty directory for one test, removed with everything in it by ``remove()``.
final class TemporaryDirectory: Sendable {
    /// The absolute path of the directory.
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/SQLContextPoolTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of a file named `name` in the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// Removes the directory and everything in it.
    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A value that many threads read and change under a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    /// The current value.
    var value: Value { lock.withLock { stored } }

    /// Changes the value under the lock and returns what `body` returns.
    @discardableResult
    func update<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&stored) } }
}

/// Lets threads wait until a number of them have arrived: proof that that many ran at once.
final class Barrier: Sendable {
    private let arrived = Locked(0)
    private let count: Int
    private let released = DispatchSemaphore(value: 0)

    init(count: Int) { self.count = count }

    /// Arrives and waits for the others; false when they did not all arrive within `seconds`
    /// (a deadline against a hang, not a timing assertion).
    func arriveAndWait(seconds: Double = 30) -> Bool {
        let isLast = arrived.update { value -> Bool in
            value += 1
            return value == count
        }
        if isLast {
            for _ in 1..<count { released.signal() }
            return true
        }
        return released.wait(timeout: .now() + seconds) == .success
    }
}

/// A query that counts to a billion: only an interrupt ends it in a test's time, and its bound
/// turns a broken interrupt into a failure after minutes instead of a hang.
let endlessQuery =
    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000) SELECT count(*) FROM c"

/// The single integer of a query that returns one row of one column.
func integer(_ context: SQLContext, _ sql: String, _ parameters: [SQLValue] = []) throws -> Int64 {
    let rows = try context.query(sql: sql, parameters: parameters)
    return try #require(rows.first?.first?.longValue, "expected one integer from \(sql), got \(rows)")
}

/// Checks that `error` is the misuse error of a closed queue or pool (`owner` "SQLQueue" or "SQLPool").
func expectClosedError(
    _ error: (any Error)?, owner: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let error = error as? SQLError else {
        Issue.record(
            "expected the closed \(owner) SQLError, got \(String(describing: error))", sourceLocation: sourceLocation)
        return
    }
    #expect(error.isMisuse, sourceLocation: sourceLocation)
    #expect(error.codeName == "SQLITE_MISUSE", sourceLocation: sourceLocation)
    #expect(error.message == "the " + owner + " is closed", sourceLocation: sourceLocation)
}

/// The error `body` throws, or nil.
func thrownError(_ body: () throws -> Void) -> (any Error)? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// The error `body` throws, or nil.
func thrownError(_ body: () async throws -> Void) async -> (any Error)? {
    do {
        try await body()
        return nil
    } catch {
        return error
    }
}

/// A test error that closures throw on purpose.
struct Boom: Error, Equatable {}

/// Takes the one reader of `pool` (made with `readerCount: 1`) with a read that runs until
/// `release` is signalled; returns once that read is running, so later reads wait in line.
func holdTheOnlyReader(of pool: SQLPool) async -> (holder: Task<Void, any Error>, release: DispatchSemaphore) {
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let release = DispatchSemaphore(value: 0)
    let holder = Task {
        // Ends the stream also when the read fails before it starts: the caller never waits forever.
        defer { startedContinuation.finish() }
        try await pool.read { _ in
            startedContinuation.yield()
            waitOrRecord(release, "the test releases the reader", seconds: 120)
        }
    }
    for await _ in started { break }
    return (holder, release)
}

/// Waits, yielding, until `condition` holds; records an issue and returns false when it does not
/// within `seconds` (a deadline against a hang, not a timing assertion).
@discardableResult
func eventually(
    _ what: String, seconds: Double = 60, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline {
            Issue.record("not within \(Int(seconds)) s: \(what)", sourceLocation: sourceLocation)
            return false
        }
        await Task.yield()
    }
    return true
}
