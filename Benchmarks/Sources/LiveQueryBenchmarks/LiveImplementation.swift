import Foundation

/// One live-query implementation under measurement. Each measurement opens a fresh WAL database
/// at `path` with `item(n)` (observed) and `other(n)` (not observed), and closes it.
protocol LiveImplementation {
    /// How the tables print it.
    var name: String { get }

    /// For each of `count` commits (one row into `item`), the microseconds from the start of the
    /// write until the observer of `SELECT count(*) FROM item` has the new count.
    func latencies(path: String, count: Int) async throws -> [Double]

    /// One-row write transactions per second over `commits` commits into `item` (with `related`)
    /// or `other`, with `observers` observers of `SELECT count(*) FROM item` running; checks that
    /// every observer ends with the final count.
    func commitRate(path: String, commits: Int, observers: Int, related: Bool) async throws -> Double
}

/// The schema every measurement starts with.
let liveSchema = "CREATE TABLE item(n INTEGER); CREATE TABLE other(n INTEGER)"

/// Every connection's durability: NORMAL, WAL's usual setting (a commit is not synced, a
/// checkpoint is), so that the runs compare live queries, not fsync.
let liveSynchronous = "PRAGMA synchronous = NORMAL"

/// The observed query.
let observedSQL = "SELECT count(*) FROM item"

/// Ends the process with `message`: a wrong answer.
func wrong(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("sqlcontext-live-bench: " + message + "\n").utf8))
    exit(1)
}

/// Microseconds since `start`.
func microseconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
}

/// A count that observers raise and a task waits for, suspended (the observers need the
/// cooperative threads).
final class ObservedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int64 = -1
    private var waiters: [(target: Int64, continuation: CheckedContinuation<Void, Never>)] = []

    func set(_ newValue: Int64) {
        lock.lock()
        value = newValue
        let ready = waiters.filter { $0.target == newValue }
        waiters.removeAll { $0.target == newValue }
        lock.unlock()
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Waits until the count is `target`; after 60 s, a wrong answer.
    func wait(for target: Int64) async {
        let watchdog = DispatchWorkItem { [self] in
            lock.lock()
            let last = value
            lock.unlock()
            wrong("an observer never saw \(target) (last \(last))")
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        defer { watchdog.cancel() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if value == target {
                lock.unlock()
                continuation.resume()
                return
            }
            waiters.append((target, continuation))
            lock.unlock()
        }
    }
}
