import Foundation
import SQLContext
import SQLContextPool
import SQLiteBuilds
import Testing

/// `await close()` on a pool and a queue: it lets the accepted work finish, closes every
/// connection, and waits suspended, so that tasks waiting for it hold no thread.
@Suite struct AsyncCloseTests {
    @Test func closeWaitsSuspendedForTheRunningReadAndEveryCallerReturns() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try SQLPool(path: directory.file("pool.db"), configuration: SQLPool.Configuration(readerCount: 1))
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (7)") }
        let (holder, release) = await holdTheOnlyReader(of: pool)
        // If close() blocked its thread, these 50 closers would take every thread of the
        // cooperative pool, and nothing below (the test's own task included) could run: a
        // watchdog thread of our own ends such a hang, and the test fails.
        let done = Locked(false)
        let watchdogFired = Locked(false)
        Thread {
            let deadline = Date().addingTimeInterval(60)
            while !done.value && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if !done.value {
                watchdogFired.update { $0 = true }
                release.signal()
            }
        }.start()
        let closedCount = Locked(0)
        let closers = Task {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<50 {
                    group.addTask {
                        await pool.close()
                        closedCount.update { $0 += 1 }
                    }
                }
            }
        }
        await eventually("close() began") { pool.isClosed }
        // Other async work still runs while the closers wait.
        let sum = await withTaskGroup(of: Int.self) { group in
            for value in 1...10 { group.addTask { value } }
            return await group.reduce(0, +)
        }
        #expect(sum == 55)
        expectClosedError(await thrownError { try await pool.read { _ in } }, owner: "SQLPool")
        #expect(!watchdogFired.value, "the closers held the cooperative threads: close() blocked")
        #expect(closedCount.value == 0)  // the reader is still held
        done.update { $0 = true }
        release.signal()
        try await holder.value
        await closers.value
        #expect(closedCount.value == 50)
        expectClosedError(await thrownError { try await pool.write { _ in } }, owner: "SQLPool")
        // The file was left whole: the write made before close() is there.
        let reopened = try SQLContext(path: directory.file("pool.db"))
        defer { reopened.close() }
        #expect(try integer(reopened, "SELECT x FROM t") == 7)
    }

    @Test func closingAgainReturnsAtOnceAndTheBlockingCloseAgrees() async throws {
        let pool = try SQLPool(path: nil)
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        await pool.close()
        #expect(pool.isClosed)
        await pool.close()
        closeBlocking(pool)
        expectClosedError(await thrownError { try await pool.read { _ in } }, owner: "SQLPool")
        expectClosedError(thrownError { try pool.write { _ in } }, owner: "SQLPool")
    }

    @Test func aQueueClosesAfterItsRunningWriteCommits() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let queue = try SQLQueue(path: directory.file("queue.db"))
        try await queue.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        let (inside, insideContinuation) = AsyncStream<Void>.makeStream()
        let proceed = DispatchSemaphore(value: 0)
        // The write runs on the queue's own dispatch queue, not on a cooperative thread.
        let running = Task {
            defer { insideContinuation.finish() }  // the waiting loop ends even if the call fails
            return try await queue.write { context in
                insideContinuation.yield()
                waitOrRecord(proceed, "proceed")
                try context.exec(sql: "INSERT INTO t VALUES (1)")
            }
        }
        for await _ in inside { break }
        let closer = Task { await queue.close() }
        await eventually("close() began") { queue.isClosed }
        expectClosedError(await thrownError { try await queue.read { _ in } }, owner: "SQLQueue")
        proceed.signal()
        try await running.value
        await closer.value
        let reopened = try SQLContext(path: directory.file("queue.db"))
        defer { reopened.close() }
        #expect(try integer(reopened, "SELECT count(*) FROM t") == 1)
    }

    @Test func aWriteThatThrowsWhileClosingIsRolledBackAndCloseStillEnds() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try SQLPool(path: directory.file("pool.db"))
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        let (inside, insideContinuation) = AsyncStream<Void>.makeStream()
        let proceed = DispatchSemaphore(value: 0)
        let failing = Task {
            defer { insideContinuation.finish() }  // the waiting loop ends even if the call fails
            return try await pool.write { context in
                try context.exec(sql: "INSERT INTO t VALUES (1)")
                insideContinuation.yield()
                waitOrRecord(proceed, "proceed")
                throw Boom()
            }
        }
        for await _ in inside { break }
        let closer = Task { await pool.close() }
        await eventually("close() began") { pool.isClosed }
        proceed.signal()
        #expect(await thrownError { try await failing.value } as? Boom == Boom())
        await closer.value
        let reopened = try SQLContext(path: directory.file("pool.db"))
        defer { reopened.close() }
        #expect(try integer(reopened, "SELECT count(*) FROM t") == 0)
    }
}

/// The blocking `close()`, called from a synchronous function so that Swift does not pick the
/// `async` one.
private func closeBlocking(_ pool: SQLPool) {
    pool.close()
}
