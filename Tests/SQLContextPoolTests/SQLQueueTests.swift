import Dispatch
import Foundation
import SQLContext
import SQLContextPool
import Testing

/// One connection behind a Sendable owner: reads and writes from any thread or task, one at a time.
@Suite struct SQLQueueTests {
    /// A private in-memory queue with a table `t(x)`.
    func makeQueue() throws -> SQLQueue {
        let queue = try SQLQueue()
        try queue.write { context in try context.exec(sql: "CREATE TABLE t(x INTEGER)") }
        return queue
    }

    @Test func writeCommitsAndReadSeesIt() throws {
        let queue = try makeQueue()
        defer { queue.close() }
        let rowID = try queue.write { context -> Int64 in
            try context.exec(sql: "INSERT INTO t VALUES (7)")
            #expect(context.isInTransaction)
            return context.lastInsertRowID
        }
        #expect(rowID == 1)
        let sum = try queue.read { context in try integer(context, "SELECT sum(x) FROM t") }
        #expect(sum == 7)
        #expect(queue.path == ":memory:")
    }

    @Test func aWriteThatThrowsRollsBackAndTheQueueStaysUsable() throws {
        let queue = try makeQueue()
        defer { queue.close() }
        #expect(throws: Boom.self) {
            try queue.write { context in
                try context.exec(sql: "INSERT INTO t VALUES (1)")
                throw Boom()
            }
        }
        try queue.write { context in try context.exec(sql: "INSERT INTO t VALUES (2)") }
        let values = try queue.read { context in try context.query(sql: "SELECT x FROM t") }
        #expect(values == [[.long(2)]])
    }

    @Test func aReadThatThrowsLeavesTheQueueUsable() throws {
        let queue = try makeQueue()
        defer { queue.close() }
        #expect(throws: SQLError.self) {
            try queue.read { context in try context.exec(sql: "SELECT * FROM missing") }
        }
        #expect(try queue.read { context in try integer(context, "SELECT count(*) FROM t") } == 0)
    }

    @Test func nestedWritesAreSavepoints() throws {
        let queue = try makeQueue()
        defer { queue.close() }
        try queue.write { context in
            try context.exec(sql: "INSERT INTO t VALUES (1)")
            // The inner write runs at once on this thread's context, as a SAVEPOINT.
            #expect(throws: Boom.self) {
                try queue.write { inner in
                    try inner.exec(sql: "INSERT INTO t VALUES (2)")
                    throw Boom()
                }
            }
            try queue.write { inner in try inner.exec(sql: "INSERT INTO t VALUES (3)") }
            // A read inside the write sees the write so far.
            #expect(try queue.read { inner in try integer(inner, "SELECT count(*) FROM t") } == 2)
        }
        let values = try queue.read { context in try context.query(sql: "SELECT x FROM t ORDER BY x") }
        #expect(values == [[.long(1)], [.long(3)]])
    }

    @Test func asyncReadAndWrite() async throws {
        let queue = try makeQueue()
        defer { queue.close() }
        try await queue.write { context in try context.exec(sql: "INSERT INTO t VALUES (5), (6)") }
        let sum = try await queue.read { context in try integer(context, "SELECT sum(x) FROM t") }
        #expect(sum == 11)
        await #expect(throws: Boom.self) {
            try await queue.write { context in
                try context.exec(sql: "INSERT INTO t VALUES (100)")
                throw Boom()
            }
        }
        #expect(try await queue.read { context in try integer(context, "SELECT sum(x) FROM t") } == 11)
    }

    @Test func callsFromManyThreadsAndTasksTakeTurns() async throws {
        let queue = try makeQueue()
        defer { queue.close() }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<50 {
                try? queue.write { context in try context.exec(sql: "INSERT INTO t VALUES (1)") }
            }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask { try await queue.write { context in try context.exec(sql: "INSERT INTO t VALUES (1)") } }
            }
            try await group.waitForAll()
        }
        #expect(try await queue.read { context in try integer(context, "SELECT count(*) FROM t") } == 400)
    }

    @Test func aFileQueueUsesTheFileAndItsBusyTimeout() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("queue.db")
        let queue = try SQLQueue(
            path: path,
            configuration: SQLQueue.Configuration(busyTimeoutMilliseconds: 1_234) { context in
                try context.exec(sql: "PRAGMA user_version = 3")
            })
        #expect(queue.path == path)
        #expect(try queue.read { context in context.busyTimeoutMilliseconds } == 1_234)
        queue.close()
        let reopened = try SQLContext(path: path)
        defer { reopened.close() }
        #expect(try reopened.readUserVersion() == 3)
    }

    @Test func cancellingAnAsyncReadInterruptsItsQuery() async throws {
        let queue = try makeQueue()
        defer { queue.close() }
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let task = Task {
            defer { startedContinuation.finish() }  // the waiting loop ends even if the call fails
            return try await queue.read { context -> Int64 in
                startedContinuation.yield()
                return try integer(context, endlessQuery)
            }
        }
        for await _ in started { break }
        task.cancel()
        let error = await thrownError { _ = try await task.value }
        #expect(error is CancellationError, "\(String(describing: error))")
        #expect(try await queue.read { context in try integer(context, "SELECT 40 + 2") } == 42)
    }

    @Test func closeEndsTheQueueAndLaterCallsThrow() async throws {
        let queue = try makeQueue()
        await queue.close()
        await queue.close()
        #expect(queue.isClosed)
        expectClosedError(thrownError { try queue.read { _ in } }, owner: "SQLQueue")
        expectClosedError(thrownError { try queue.write { _ in } }, owner: "SQLQueue")
        expectClosedError(await thrownError { try await queue.read { _ in } }, owner: "SQLQueue")
        expectClosedError(await thrownError { try await queue.write { _ in } }, owner: "SQLQueue")
    }
}
