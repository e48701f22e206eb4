import Dispatch
import Foundation
import SQLContext
import SQLContextPool
import SQLiteBuilds
import Testing

/// `runsAsyncCallsInline`: an `async` call that finds a connection free runs its closure on the
/// calling task's thread; a call that must wait, cancellation, errors and `close()` behave as with
/// the connections' queues. No closure here blocks its thread: with this option that thread is
/// one of Swift's few concurrency threads.
@Suite struct InlineAsyncCallsTests {
    /// A file pool with `runsAsyncCallsInline` and a table `t(x)`.
    func inlinePool(_ directory: TemporaryDirectory, readers: Int = 2) async throws -> SQLPool {
        let pool = try SQLPool(
            path: directory.file("pool.db"),
            configuration: SQLPool.Configuration(readerCount: readers, runsAsyncCallsInline: true))
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        return pool
    }

    @Test func aFreeConnectionRunsTheClosureOnTheCallingThread() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try await inlinePool(directory)
        defer { pool.close() }
        let queue = try SQLQueue(
            path: directory.file("queue.db"), configuration: SQLQueue.Configuration(runsAsyncCallsInline: true))
        defer { queue.close() }
        // Each call is compared with the thread that made it: after a call, the task lets others
        // run and may go on on another thread.
        var sameThread: [Bool] = []
        for round in 0..<20 {
            var outside = currentThread()
            let written = try await pool.write { context -> String in
                try context.exec(sql: "INSERT INTO t VALUES (?)", parameters: [.long(Int64(round))])
                return currentThread()
            }
            sameThread.append(written == outside)
            outside = currentThread()
            let (read, count) = try await pool.read { context in
                (currentThread(), try integer(context, "SELECT count(*) FROM t"))
            }
            sameThread.append(read == outside)
            #expect(count == Int64(round + 1))
            outside = currentThread()
            let queued = try await queue.write { _ in currentThread() }
            sameThread.append(queued == outside)
            outside = currentThread()
            let queueRead = try await queue.read { _ in currentThread() }
            sameThread.append(queueRead == outside)
        }
        #expect(sameThread == Array(repeating: true, count: 80))
    }

    @Test func aCallThatFindsEveryReaderBusyWaitsAndThenRuns() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try await inlinePool(directory, readers: 1)
        defer { pool.close() }
        // A thread of our own takes the only reader until `release`.
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let holderDone = Locked(false)
        let holder = Thread {
            try? pool.read { _ in
                holding.signal()
                waitOrRecord(release, "release")
                // Set inside the closure, before the reader is handed on: after the read returned,
                // the waiting call could already have run.
                holderDone.update { $0 = true }
            }
        }
        holder.start()
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                waitOrRecord(holding, "holding")
                continuation.resume()
            }
        }
        let waiting = Task { try await pool.read { _ in holderDone.value } }
        release.signal()
        // The read could only run once the holder had let go of the reader.
        #expect(try await waiting.value)
    }

    @Test func cancellingARunningCallInterruptsItAndThePoolStaysUsable() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try await inlinePool(directory, readers: 1)
        defer { pool.close() }
        // One call at a time, each cancelled from a thread of our own: the endless query holds a
        // concurrency thread until it is interrupted, and the test must not need one to do that.
        for write in [false, true] {
            let started = DispatchSemaphore(value: 0)
            let task = Task {
                if write {
                    return try await pool.write { context -> Int64 in
                        try context.exec(sql: "INSERT INTO t VALUES (1)")
                        started.signal()
                        return try integer(context, endlessQuery)
                    }
                }
                return try await pool.read { context -> Int64 in
                    started.signal()
                    return try integer(context, endlessQuery)
                }
            }
            Thread {
                waitOrRecord(started, "started")
                task.cancel()
            }.start()
            let error = await thrownError { _ = try await task.value }
            #expect(error is CancellationError, "\(String(describing: error))")
        }
        // The cancelled write rolled back; the writer and the reader work.
        try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (2)") }
        #expect(try await pool.read { context in try context.query(sql: "SELECT x FROM t") } == [[.long(2)]])
    }

    @Test func aCancelledTaskRunsNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try await inlinePool(directory)
        defer { pool.close() }
        let ran = Locked(false)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await pool.write { _ in ran.update { $0 = true } }
        }
        let error = await thrownError { try await task.value }
        #expect(error is CancellationError, "\(String(describing: error))")
        #expect(!ran.value)
    }

    @Test func aWriteThatThrowsRollsBackAndAReadThatThrowsEndsItsTransaction() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try await inlinePool(directory, readers: 1)
        defer { pool.close() }
        let writeError = await thrownError {
            try await pool.write { context in
                try context.exec(sql: "INSERT INTO t VALUES (1)")
                throw Boom()
            }
        }
        #expect(writeError as? Boom == Boom())
        let readError = await thrownError {
            try await pool.read { context in
                _ = try context.query(sql: "SELECT x FROM t")
                throw Boom()
            }
        }
        #expect(readError as? Boom == Boom())
        try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (2)") }
        let (inTransaction, rows) = try await pool.read { context in
            (context.isInTransaction, try context.query(sql: "SELECT x FROM t"))
        }
        #expect(inTransaction)  // the read's own transaction, begun afresh
        #expect(rows == [[.long(2)]])
    }

    @Test func closeInsideAnInlineCallTakesEffectWhenTheCallEnds() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try await inlinePool(directory)
        let count = try await pool.write { context -> Int64 in
            pool.close()  // returns at once inside a call; the connections close when it ends
            #expect(pool.isClosed)
            try context.exec(sql: "INSERT INTO t VALUES (1)")
            return try integer(context, "SELECT count(*) FROM t")
        }
        #expect(count == 1)
        expectClosedError(await thrownError { try await pool.read { _ in } }, owner: "SQLPool")
        expectClosedError(await thrownError { try await pool.write { _ in } }, owner: "SQLPool")
        let reopened = try SQLContext(path: directory.file("pool.db"))
        defer { reopened.close() }
        #expect(try integer(reopened, "SELECT count(*) FROM t") == 1)
    }

    @Test func anInMemoryPoolKeepsItsReadsAndWritesApart() async throws {
        let pool = try SQLPool(path: nil, configuration: SQLPool.Configuration(runsAsyncCallsInline: true))
        defer { pool.close() }
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)") }
        let results = try await withThrowingTaskGroup(of: Int64.self) { group in
            for index in 0..<50 {
                group.addTask {
                    if index % 5 == 0 {
                        try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (1)") }
                        return 0
                    }
                    return try await pool.read { context in try integer(context, "SELECT min(x) FROM t") }
                }
            }
            return try await group.reduce(into: [Int64]()) { $0.append($1) }
        }
        #expect(results.filter { $0 == 1 }.count == 40)
        #expect(try await pool.read { context in try integer(context, "SELECT count(*) FROM t") } == 11)
    }
}

/// The calling thread, as text that differs between threads alive at the same time.
func currentThread() -> String {
    "\(pthread_self())"
}
