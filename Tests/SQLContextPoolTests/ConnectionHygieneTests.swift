import Dispatch
import Foundation
@testable import SQLContext
import SQLFFI
import SQLiteBuilds
import Testing

@testable import SQLContextPool

/// A queue or pool never hands a job a connection in the state the last job left it: not inside
/// a transaction, not read-only, not closed, and with nothing of the last job's (a statement, a
/// backup) still open on it, so that releasing what a job kept, on any thread, cannot touch the
/// connection while another job uses it (ThreadSanitizer checks that in `Scripts/sanitize`).
@Suite struct ConnectionHygieneTests {
    /// A queue on a new file with a table `t(x)` holding 1, 2 and 3.
    static func queue(_ directory: TemporaryDirectory) throws -> SQLQueue {
        let queue = try SQLQueue(path: directory.file("queue.db"))
        try queue.write { context in try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3)") }
        return queue
    }

    /// A statement kept outside the closure that made it, for the tests that let one escape.
    final class Kept: @unchecked Sendable {
        var statement: SQLStatement?
        var backup: SQLBackup?
    }

    @Test func aReadThatLeavesATransactionOpenIsRolledBackAndTheCallerLearnsIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let queue = try Self.queue(directory)
        defer { queue.close() }
        let error = thrownError { try queue.read { context in try context.exec(sql: "BEGIN") } }
        let sqlError = try #require(error as? SQLError)
        #expect(sqlError.isMisuse)
        #expect(sqlError.message.contains("transaction"))
        #expect(try queue.read { context in context.isInTransaction } == false)
        try queue.write { context in try context.exec(sql: "INSERT INTO t VALUES (4)") }
        #expect(try queue.read { context in try integer(context, "SELECT count(*) FROM t") } == 4)
    }

    @Test func aClosureThatClosesTheContextGetsItReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let queue = try Self.queue(directory)
        defer { queue.close() }
        let error = thrownError { try queue.read { context in context.close() } }
        #expect((error as? SQLError)?.isMisuse == true)
        #expect((error as? SQLError)?.message.contains("closed") == true)
        try queue.write { context in try context.exec(sql: "INSERT INTO t VALUES (4)") }
        #expect(try queue.read { context in try integer(context, "SELECT count(*) FROM t") } == 4)
        // A write that closes it: the new connection writes and reads as the first did.
        #expect((thrownError { try queue.write { context in context.close() } } as? SQLError) != nil)
        try queue.write { context in try context.exec(sql: "INSERT INTO t VALUES (5)") }
        #expect(
            (thrownError { try queue.read { context in try context.exec(sql: "INSERT INTO t VALUES (6)") } }
                as? SQLError)?.code == 8, "reads stay read-only after the replacement")
        #expect(try queue.read { context in try integer(context, "SELECT count(*) FROM t") } == 5)

        let pool = try SQLPool(path: directory.file("pool.db"), configuration: SQLPool.Configuration(readerCount: 1))
        defer { pool.close() }
        try pool.write { context in try context.exec(sql: "CREATE TABLE u(x); INSERT INTO u VALUES (1)") }
        #expect((thrownError { try pool.read { context in context.close() } } as? SQLError)?.isMisuse == true)
        #expect((thrownError { try pool.write { context in context.close() } } as? SQLError) != nil)
        try pool.write { context in try context.exec(sql: "INSERT INTO u VALUES (2)") }
        #expect(try pool.read { context in try integer(context, "SELECT count(*) FROM u") } == 2)
    }

    @Test func aQueueReadCannotWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let queue = try Self.queue(directory)
        defer { queue.close() }
        let error = thrownError { try queue.read { context in try context.exec(sql: "INSERT INTO t VALUES (9)") } }
        #expect((error as? SQLError)?.code == 8, "SQLITE_READONLY: \(String(describing: error))")
        let nested = thrownError { try queue.read { _ in try queue.write { _ in } } }
        #expect((nested as? SQLError)?.isMisuse == true)
        #expect(try queue.read { context in try integer(context, "SELECT count(*) FROM t") } == 3)
        // A read inside a write reads, and the write goes on writing after it.
        try queue.write { context in
            _ = try queue.read { inner in try integer(inner, "SELECT count(*) FROM t") }
            try context.exec(sql: "INSERT INTO t VALUES (4)")
        }
        #expect(try queue.read { context in try integer(context, "SELECT count(*) FROM t") } == 4)
    }

    @Test func aStatementThatEscapesItsClosureIsClosedWhenTheCallEnds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let queue = try Self.queue(directory)
        defer { queue.close() }
        let kept = Kept()
        let cached = try queue.read { context in
            kept.statement = try context.prepare(sql: "SELECT x FROM t ORDER BY x")
            _ = try kept.statement?.next()  // left part-way, holding a read
            return try context.cachedStatement(sql: "SELECT count(*) FROM t")
        }
        let escaped = try #require(kept.statement)
        #expect(escaped.isClosed, "closed when the read ended")
        #expect((thrownError { _ = try escaped.next() } as? SQLError)?.isMisuse == true)
        #expect(!cached.isClosed, "the statement cache's statements stay for the next call")
        try queue.write { context in try context.exec(sql: "INSERT INTO t VALUES (4)") }
    }

    @Test func releasingAnEscapedStatementOnAnotherThreadLeavesTheConnectionAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let queue = try Self.queue(directory)
        defer { queue.close() }
        let kept = Kept()
        for round in 0..<20 {
            try queue.read { context in kept.statement = try context.prepare(sql: "SELECT x FROM t") }
            #expect(kept.statement?.isClosed == true)
            // Two threads of their own (a dispatch queue might run both blocks on one thread):
            // one writes through the queue while the other releases the escaped statement.
            let start = Barrier(count: 2)
            let finished = DispatchGroup()
            finished.enter()
            finished.enter()
            Thread {
                defer { finished.leave() }
                _ = start.arriveAndWait()
                do {
                    try queue.write { context in
                        let insert = try context.prepare(sql: "INSERT INTO t VALUES (?)")
                        try insert.update(parameters: [.long(Int64(100 + round))])
                    }
                } catch {
                    Issue.record("write: \(error)")
                }
            }.start()
            Thread {
                defer { finished.leave() }
                _ = start.arriveAndWait()
                kept.statement = nil
            }.start()
            #expect(finished.wait(timeout: .now() + 60) == .success)
        }
        #expect(try queue.read { context in try integer(context, "SELECT count(*) FROM t") } == 23)
    }

    @Test func aBackupLeftUnfinishedEndsWhenTheCallEnds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try SQLPool(path: directory.file("pool.db"), configuration: SQLPool.Configuration(readerCount: 1))
        defer { pool.close() }
        try pool.write { context in
            try context.exec(
                sql: """
                    CREATE TABLE t(x);
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
                    INSERT INTO t SELECT randomblob(500) FROM n;
                    """)
        }
        let destination = try SQLContext(path: directory.file("copy.db"))
        let kept = Kept()
        // The destination lives on this thread; the backup's source is the pool's reader.
        final class Destination: @unchecked Sendable {
            let context: SQLContext
            init(_ context: SQLContext) { self.context = context }
        }
        let target = Destination(destination)
        try pool.read { context in
            let backup = try context.startBackup(to: target.context)
            _ = try backup.step(pages: 1)
            kept.backup = backup
        }
        let backup = try #require(kept.backup)
        #expect(backup.isFinished, "finished when the read ended, on the reader's thread")
        // Closing the destination on another thread while the reader serves another read: the
        // backup no longer links them.
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) { target.context.close() }
        #expect(try pool.read { context in try integer(context, "SELECT count(*) FROM t") } == 2000)
        #expect(done.wait(timeout: .now() + 60) == .success)
        kept.backup = nil
    }

    @Test func eachHandOverWakesOneWaitingThread() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let queue = try Self.queue(directory)
        defer { queue.close() }
        let waiting = 6
        let release = DispatchSemaphore(value: 0)
        let holding = DispatchSemaphore(value: 0)
        let all = DispatchGroup()
        DispatchQueue.global().async(group: all) {
            _ = try? queue.read { _ in
                holding.signal()
                waitOrRecord(release, "release")
            }
        }
        waitOrRecord(holding, "holding")
        for _ in 0..<waiting {
            DispatchQueue.global().async(group: all) {
                _ = try? queue.read { context in try integer(context, "SELECT count(*) FROM t") }
            }
        }
        let deadline = Date().addingTimeInterval(60)
        while queue.scheduler.waitingCount(group: 0) < waiting && Date() < deadline { usleep(1_000) }
        #expect(queue.scheduler.waitingCount(group: 0) == waiting)
        release.signal()
        #expect(all.wait(timeout: .now() + 60) == .success)
        #expect(queue.scheduler.blockedWakeUps == waiting, "one wake-up per hand-over")
    }

    @Test func aConnectionClosesOutsideTheSchedulersLock() throws {
        // Closing a connection releases its SQL functions, and with them what they captured; that
        // may be code that asks the pool something. Under the scheduler's lock, that deadlocked.
        final class AsksThePool: @unchecked Sendable {
            var pool: SQLPool?
            let answered = DispatchSemaphore(value: 0)
            deinit {
                _ = pool?.isClosed
                answered.signal()
            }
        }
        let asker = Locked<AsksThePool?>(AsksThePool())
        let answered = try #require(asker.value?.answered)
        let pool = try SQLPool(
            configuration: SQLPool.Configuration(readerCount: 1) { context in
                guard let captured = asker.value else { return }
                try context.createFunction("noop", argumentCount: 0) { _ in
                    _ = captured
                    return .null
                }
            })
        asker.value?.pool = pool
        asker.update { $0 = nil }
        let closed = DispatchSemaphore(value: 0)
        Thread {
            pool.close()
            closed.signal()
        }.start()
        #expect(closed.wait(timeout: .now() + 60) == .success, "close() deadlocked")
        #expect(answered.wait(timeout: .now() + 60) == .success)
    }

    @Test func aCancelledWriteWaitingForALockStopsWaiting() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("locked.db")
        let queue = try SQLQueue(path: path, configuration: SQLQueue.Configuration(busyTimeoutMilliseconds: 600_000))
        try await queue.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        // Another connection holds the write lock until the test lets it go.
        let blocker = try SQLContext(path: path)
        try blocker.exec(sql: "BEGIN IMMEDIATE")
        let outcome = Locked<(any Error)?>(nil)
        let writer = Task {
            do {
                try await queue.write { context in try context.exec(sql: "INSERT INTO t VALUES (1)") }
            } catch {
                outcome.update { $0 = error }
            }
        }
        // The write is inside its busy wait for the lock (BEGIN IMMEDIATE) before it is cancelled.
        let waits = try #require(queue.scheduler.connections(group: 0).first).interruptHandle.interrupter
        #expect(await eventually("the write waits for the lock") { waits.busySleepCount > 0 })
        writer.cancel()
        // The cancelled write leaves the queue's one connection, which a thread of our own then
        // gets (it waits while the write still waits for the lock). Seen from the connection's
        // side: the writer task's own ending needs a thread of the cooperative pool, which other
        // tests' blocking waits may hold for a long time (a 30 s wait for it once timed out).
        let released = DispatchSemaphore(value: 0)
        Thread {
            _ = try? queue.scheduler.withConnection(group: 0) { _, _ in }
            released.signal()
        }.start()
        let stopped = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: released.wait(timeout: .now() + 30)) }
        }
        #expect(stopped == .success, "the cancelled write still waits for the lock")
        try blocker.exec(sql: "ROLLBACK")
        blocker.close()
        await writer.value
        #expect(outcome.value is CancellationError)
        // The queue writes again: the cancellation ended with its call.
        try await queue.write { context in try context.exec(sql: "INSERT INTO t VALUES (2)") }
        #expect(try await queue.read { context in try integer(context, "SELECT count(*) FROM t") } == 1)
        await queue.close()
    }
}
