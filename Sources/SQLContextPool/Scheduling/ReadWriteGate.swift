import Foundation

/// Lets many readers or one writer in at a time, writers first: how a pool keeps reads and writes
/// apart on a database without write-ahead logging (an in-memory one), where SQLite itself would
/// make them wait for each other's locks or fail with `SQLITE_BUSY` / `SQLITE_LOCKED`.
///
/// Only the connections' own threads wait here, never a Swift concurrency thread.
final class ReadWriteGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var readers = 0
    private var writing = false
    private var waitingWriters = 0

    /// Waits until `shared` (a reader) or exclusive (a writer) access is possible, and takes it.
    func enter(shared: Bool) {
        condition.lock()
        defer { condition.unlock() }
        if shared {
            while writing || waitingWriters > 0 { condition.wait() }
            readers += 1
        } else {
            waitingWriters += 1
            while writing || readers > 0 { condition.wait() }
            waitingWriters -= 1
            writing = true
        }
    }

    /// Gives back the access that ``enter(shared:)`` took.
    func leave(shared: Bool) {
        condition.lock()
        defer { condition.unlock() }
        if shared { readers -= 1 } else { writing = false }
        condition.broadcast()
    }
}
