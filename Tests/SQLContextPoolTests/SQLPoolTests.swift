import Dispatch
import Foundation
import SQLContext
import SQLContextPool
import SQLiteBuilds
import Testing

/// One writer and N readers on one database: transactions, snapshots, nesting, in-memory pools.
@Suite struct SQLPoolTests {
    /// A pool on a new file in `directory` with a table `t(x)`.
    func makePool(_ directory: TemporaryDirectory, readers: Int = 4) throws -> SQLPool {
        let pool = try SQLPool(
            path: directory.file("pool.db"), configuration: SQLPool.Configuration(readerCount: readers))
        try pool.write { context in try context.exec(sql: "CREATE TABLE t(x INTEGER)") }
        return pool
    }

    @Test func aFilePoolIsInWALModeAndReadsWhatItWrites() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try makePool(directory)
        defer { pool.close() }
        #expect(pool.journalMode == .wal)
        #expect(pool.readerCount == 4)
        try pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (1), (2)") }
        // A read that starts after a write returned sees it.
        #expect(try pool.read { context in try integer(context, "SELECT sum(x) FROM t") } == 3)
        #expect(try pool.read { context in try context.journalMode() } == .wal)
    }

    @Test func readersAreReadOnlyAndEachReadIsOneTransaction() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try makePool(directory)
        defer { pool.close() }
        let (inTransaction, error) = try pool.read { context in
            (context.isInTransaction, thrownError { try context.exec(sql: "INSERT INTO t VALUES (1)") } as? SQLError)
        }
        #expect(inTransaction)
        #expect(error?.isReadOnly == true, "\(String(describing: error))")
        #expect(try pool.read { context in context.isInTransaction })
    }

    @Test func aWriteThatThrowsRollsBackAndThePoolStaysUsable() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try makePool(directory)
        defer { pool.close() }
        #expect(throws: Boom.self) {
            try pool.write { context in
                try context.exec(sql: "INSERT INTO t VALUES (1)")
                throw Boom()
            }
        }
        await #expect(throws: Boom.self) {
            try await pool.write { context in
                try context.exec(sql: "INSERT INTO t VALUES (2)")
                throw Boom()
            }
        }
        try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (3)") }
        #expect(try await pool.read { context in try context.query(sql: "SELECT x FROM t") } == [[.long(3)]])
    }

    @Test func aReadThatThrowsEndsItsTransactionAndThePoolStaysUsable() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try makePool(directory, readers: 1)
        defer { pool.close() }
        #expect(throws: Boom.self) { try pool.read { _ in throw Boom() } }
        await #expect(throws: SQLError.self) {
            try await pool.read { context in try context.exec(sql: "SELECT * FROM missing") }
        }
        // The one reader is back, out of any transaction: it sees a write made since.
        try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (4)") }
        #expect(try await pool.read { context in try integer(context, "SELECT sum(x) FROM t") } == 4)
    }

    @Test func allStatementsOfOneReadSeeOneSnapshot() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try makePool(directory)
        defer { pool.close() }
        try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (1)") }
        let (firstRead, firstReadDone) = AsyncStream<Void>.makeStream()
        let writeDone = DispatchSemaphore(value: 0)
        let read = Task {
            defer { firstReadDone.finish() }  // the waiting loop ends even if the call fails
            return try await pool.read { context -> [Int64] in
                let before = try integer(context, "SELECT sum(x) FROM t")
                firstReadDone.yield()
                waitOrRecord(writeDone, "writeDone")  // the write below commits meanwhile
                let after = try integer(context, "SELECT sum(x) FROM t")
                return [before, after]
            }
        }
        for await _ in firstRead { break }
        try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (10)") }
        writeDone.signal()
        #expect(try await read.value == [1, 1])
        #expect(try await pool.read { context in try integer(context, "SELECT sum(x) FROM t") } == 11)
    }

    @Test func nestedCallsOnOneThreadUseTheConnectionItHolds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try makePool(directory, readers: 1)
        defer { pool.close() }
        let (nestedError, count) = try pool.write { context in
            try context.exec(sql: "INSERT INTO t VALUES (1)")
            let nestedError = thrownError {
                try pool.write { inner in
                    try inner.exec(sql: "INSERT INTO t VALUES (2)")
                    throw Boom()
                }
            }
            // A read inside the write runs on the writer and sees the write so far.
            return (nestedError, try pool.read { inner in try integer(inner, "SELECT count(*) FROM t") })
        }
        #expect(nestedError is Boom)
        #expect(count == 1)
        let (nested, error) = try pool.read { _ in
            // A read inside a read (the only reader) shares its snapshot instead of waiting for itself.
            (
                try pool.read { inner in try integer(inner, "SELECT count(*) FROM t") },
                thrownError { try pool.write { _ in } } as? SQLError
            )
        }
        #expect(nested == 1)
        #expect(error?.isMisuse == true)
        #expect(error?.message.contains("inside a read") == true, "\(String(describing: error))")
    }

    @Test func anInMemoryPoolSharesOneDatabaseBetweenItsConnections() async throws {
        let pool = try SQLPool()
        defer { pool.close() }
        #expect(pool.journalMode != .wal)
        // memdb where the loaded SQLite shares it (3.36 and later, not built with OMIT_DESERIALIZE).
        let hasMemdb = try await pool.read { context in
            context.sqliteVersion >= SQLiteVersion(major: 3, minor: 36)
                && context.isCompileOptionUsed("OMIT_DESERIALIZE") != true
        }
        #expect(pool.path.contains(hasMemdb ? "?vfs=memdb" : "?mode=memory&cache=shared"))
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x INTEGER); INSERT INTO t VALUES (5)") }
        try await withThrowingTaskGroup(of: Int64.self) { group in
            for _ in 0..<20 {
                group.addTask { try await pool.read { context in try integer(context, "SELECT sum(x) FROM t") } }
                group.addTask { try await pool.write { context in try integer(context, "SELECT sum(x) FROM t") } }
            }
            for try await value in group { #expect(value == 5) }
        }
        let error = thrownError { try pool.read { context in try context.exec(sql: "INSERT INTO t VALUES (1)") } }
        #expect((error as? SQLError) != nil)
        // An empty path is an in-memory pool too (SQLite would give each connection its own file).
        let empty = try SQLPool(path: "")
        defer { empty.close() }
        try await empty.write { context in try context.exec(sql: "CREATE TABLE u(y)") }
        #expect(try await empty.read { context in try integer(context, "SELECT count(*) FROM u") } == 0)
        // Another in-memory pool is another database.
        let other = try SQLPool()
        defer { other.close() }
        #expect(try await other.read { context in try integer(context, "SELECT count(*) FROM sqlite_master") } == 0)
    }

    @Test func everyConnectionIsPreparedAndHasTheBusyTimeout() throws {
        let prepared = Locked(0)
        let pool = try SQLPool(
            configuration: SQLPool.Configuration(readerCount: 3, busyTimeoutMilliseconds: 777) { context in
                prepared.update { $0 += 1 }
                try context.createFunction("twice", argumentCount: 1, flags: .deterministic) { arguments in
                    .long((arguments[0].longValue ?? 0) * 2)
                }
            })
        defer { pool.close() }
        #expect(prepared.value == 4)
        #expect(try pool.read { context in try integer(context, "SELECT twice(21)") } == 42)
        #expect(try pool.write { context in context.busyTimeoutMilliseconds } == 777)
        #expect(try pool.read { context in context.busyTimeoutMilliseconds } == 777)
    }

    @Test func aPoolNeedsAReader() {
        let error = thrownError { _ = try SQLPool(configuration: SQLPool.Configuration(readerCount: 0)) } as? SQLError
        #expect(error?.isMisuse == true)
    }

    @Test func aContextKeptPastItsClosureThrowsOnceThePoolIsClosed() throws {
        let pool = try SQLPool()
        // Against the documentation (a context is lent for its closure only), but no crash: once
        // the pool is closed, the kept context reports that it is closed.
        var kept: SQLContext?
        try pool.read { context in kept = context }
        pool.close()
        let context = try #require(kept)
        #expect(context.isClosed)
        let error = thrownError { _ = try context.query(sql: "SELECT 1") } as? SQLError
        #expect(error?.isMisuse == true)
        #expect(error?.message == "the SQLContext is closed")
    }

    @Test func closeEndsThePoolAndLaterCallsThrow() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try makePool(directory)
        try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (1)") }
        await pool.close()
        await pool.close()
        #expect(pool.isClosed)
        expectClosedError(thrownError { try pool.read { _ in } }, owner: "SQLPool")
        expectClosedError(thrownError { try pool.write { _ in } }, owner: "SQLPool")
        expectClosedError(await thrownError { try await pool.read { _ in } }, owner: "SQLPool")
        expectClosedError(await thrownError { try await pool.write { _ in } }, owner: "SQLPool")
        // The writer closed last and checkpointed: the file holds the row without its WAL.
        #expect(!FileManager.default.fileExists(atPath: directory.file("pool.db-wal")))
        let reopened = try SQLContext(path: directory.file("pool.db"))
        defer { reopened.close() }
        #expect(try integer(reopened, "SELECT count(*) FROM t") == 1)
    }
}
