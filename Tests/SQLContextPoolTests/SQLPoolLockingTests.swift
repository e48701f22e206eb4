import Dispatch
import Foundation
@testable import SQLContext
import SQLFFI
@testable import SQLContextPool
import Testing

/// The pool beside other connections to its file, and closing while calls wait in line.
@Suite struct SQLPoolLockingTests {
    @Test func aWriteWaitsForAnotherConnectionsLockWithinTheBusyTimeout() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("shared.db")
        let pool = try SQLPool(path: path, configuration: SQLPool.Configuration(busyTimeoutMilliseconds: 60_000))
        defer { pool.close() }
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        // Another connection (as another process would) holds the write lock.
        let other = try SQLContext(path: path)
        defer { other.close() }
        try other.exec(sql: "BEGIN IMMEDIATE; INSERT INTO t VALUES (1)")
        let writer = try #require(pool.scheduler.connections(group: 0).first).interruptHandle.interrupter
        let write = Task { try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (2)") } }
        // Reads go on meanwhile (WAL): they see the committed state, without the other's row.
        #expect(try await pool.read { context in try integer(context, "SELECT count(*) FROM t") } == 0)
        // The write has met the lock: its busy wait is sleeping (not a time waited for).
        await eventually("the write waits for the lock") { writer.busySleepCount > 0 }
        try other.exec(sql: "COMMIT")
        try await write.value  // waited for the lock instead of failing with SQLITE_BUSY
        #expect(try await pool.read { context in try integer(context, "SELECT count(*) FROM t") } == 2)
    }

    @Test func closeLetsTheCallsWaitingInLineFinish() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try SQLPool(path: directory.file("pool.db"), configuration: SQLPool.Configuration(readerCount: 1))
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (7)") }
        let (holder, release) = await holdTheOnlyReader(of: pool)
        // 100 reads are accepted and wait in line for the one reader when close() begins.
        let calls = Task {
            try await withThrowingTaskGroup(of: Int64.self) { group in
                for _ in 0..<100 {
                    group.addTask { try await pool.read { context in try integer(context, "SELECT x FROM t") } }
                }
                return try await group.reduce(into: [Int64]()) { $0.append($1) }
            }
        }
        await eventually("100 reads wait in line") { pool.scheduler.waitingCount(group: 1) == 100 }
        let closed = Locked(false)
        Thread {
            pool.close()
            closed.update { $0 = true }
        }.start()
        await eventually("close() began") { pool.isClosed }
        expectClosedError(await thrownError { try await pool.read { _ in } }, owner: "SQLPool")
        #expect(!closed.value)  // the reader is still held
        release.signal()
        try await holder.value
        let results = try await calls.value
        #expect(results == Array(repeating: 7, count: 100))
        await eventually("close() returned") { closed.value }
        expectClosedError(await thrownError { try await pool.write { _ in } }, owner: "SQLPool")
    }
}
