import Dispatch
import Foundation
import SQLContext
@testable import SQLContextPool
import SQLiteBuilds
import Testing

/// Reads in parallel, bounded, cancellable; close under load; a bank-transfer stress test.
@Suite struct SQLPoolConcurrencyTests {
    @Test(arguments: [false, true])
    func readsRunInParallelOnEveryReader(inMemory: Bool) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let readers = 3
        let pool = try SQLPool(
            path: inMemory ? nil : directory.file("pool.db"), configuration: SQLPool.Configuration(readerCount: readers)
        )
        defer { pool.close() }
        // Each read waits inside its transaction until all `readers` reads are inside theirs: that
        // can only happen if they run at once.
        let barrier = Barrier(count: readers)
        let met = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<readers {
                group.addTask {
                    try await pool.read { context in
                        _ = try context.query(sql: "SELECT 1")
                        return barrier.arriveAndWait()
                    }
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(met == Array(repeating: true, count: readers))
    }

    @Test func moreReadsThanReadersWaitTheirTurnAndAllComplete() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let readers = 2
        let pool = try SQLPool(
            path: directory.file("pool.db"), configuration: SQLPool.Configuration(readerCount: readers))
        defer { pool.close() }
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)") }
        let running = Locked((now: 0, most: 0))
        let calls = 200
        let results = try await withThrowingTaskGroup(of: Int64.self) { group in
            for index in 0..<calls {
                group.addTask {
                    let body: @Sendable (SQLContext) throws -> Int64 = { context in
                        running.update {
                            $0.now += 1; $0.most = max($0.most, $0.now)
                        }
                        defer { running.update { $0.now -= 1 } }
                        return try integer(context, "SELECT x FROM t")
                    }
                    // Half the callers block a thread of their own, half are suspended tasks.
                    if index % 2 == 0 { return try await pool.read(body) }
                    return try await withCheckedThrowingContinuation { continuation in
                        Thread { continuation.resume(with: Result { try pool.read(body) }) }.start()
                    }
                }
            }
            return try await group.reduce(into: [Int64]()) { $0.append($1) }
        }
        #expect(results.count == calls)
        #expect(results.allSatisfy { $0 == 1 })
        #expect(running.value.most <= readers)
        #expect(running.value.now == 0)
    }

    @Test(arguments: [false, true])
    func cancellingARunningQueryInterruptsItAndThePoolStaysUsable(write: Bool) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try SQLPool(path: directory.file("pool.db"), configuration: SQLPool.Configuration(readerCount: 1))
        defer { pool.close() }
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let task = Task {
            defer { startedContinuation.finish() }  // the waiting loop ends even if the call fails
            if write {
                return try await pool.write { context -> Int64 in
                    try context.exec(sql: "INSERT INTO t VALUES (1)")
                    startedContinuation.yield()
                    return try integer(context, endlessQuery)
                }
            }
            return try await pool.read { context -> Int64 in
                startedContinuation.yield()
                return try integer(context, endlessQuery)
            }
        }
        for await _ in started { break }
        task.cancel()
        let error = await thrownError { _ = try await task.value }
        #expect(error is CancellationError, "\(String(describing: error))")
        // The cancelled write rolled back; the writer and the reader work.
        try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (2)") }
        #expect(try await pool.read { context in try context.query(sql: "SELECT x FROM t") } == [[.long(2)]])
    }

    @Test func cancellingACallThatWaitsForAReaderThrowsAtOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try SQLPool(path: directory.file("pool.db"), configuration: SQLPool.Configuration(readerCount: 1))
        defer { pool.close() }
        let (holder, release) = await holdTheOnlyReader(of: pool)
        // The one reader is taken until `release`: this read waits in line, and leaves it when cancelled.
        let ran = Locked(false)
        let waiting = Task { try await pool.read { _ in ran.update { $0 = true } } }
        // Cancelled once it is in line (a call cancelled before it gets there never waits).
        await eventually("the read waits in line") { pool.scheduler.waitingCount(group: 1) == 1 }
        waiting.cancel()
        let error = await thrownError { try await waiting.value }
        #expect(error is CancellationError, "\(String(describing: error))")
        release.signal()
        try await holder.value
        #expect(try await pool.read { _ in 1 } == 1)
        #expect(!ran.value)
    }

    @Test func closeWaitsForRunningWorkThenLaterCallsThrow() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try SQLPool(path: directory.file("pool.db"), configuration: SQLPool.Configuration(readerCount: 2))
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)") }
        let (inside, insideContinuation) = AsyncStream<Void>.makeStream()
        let proceed = DispatchSemaphore(value: 0)
        let running = Task {
            defer { insideContinuation.finish() }  // the waiting loop ends even if the call fails
            return try await pool.write { context -> Int64 in
                insideContinuation.yield()
                waitOrRecord(proceed, "proceed")
                // close() has begun: the running write still has its connection.
                try context.exec(sql: "INSERT INTO t VALUES (2)")
                return try integer(context, "SELECT count(*) FROM t")
            }
        }
        for await _ in inside { break }
        let closed = Locked(false)
        let closer = Thread {
            pool.close()
            closed.update { $0 = true }
        }
        closer.start()
        // Wait until close() has begun: new calls are refused from then on.
        await eventually("close() began") { pool.isClosed }
        expectClosedError(thrownError { try pool.read { _ in } }, owner: "SQLPool")
        #expect(!closed.value)  // the write is still held inside its closure
        proceed.signal()
        #expect(try await running.value == 2)
        await eventually("close() returned") { closed.value }
        expectClosedError(await thrownError { try await pool.write { _ in } }, owner: "SQLPool")
        let reopened = try SQLContext(path: directory.file("pool.db"))
        defer { reopened.close() }
        #expect(try integer(reopened, "SELECT count(*) FROM t") == 2)
    }

    @Test(arguments: [false, true], [false, true])
    func bankTransfersKeepTheTotalAndLoseNoWrite(inMemory: Bool, inline: Bool) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try SQLPool(
            path: inMemory ? nil : directory.file("bank.db"),
            configuration: SQLPool.Configuration(runsAsyncCallsInline: inline))
        defer { pool.close() }
        let accounts: Int64 = 10
        let opening: Int64 = 1_000
        try await pool.write { context in
            try context.exec(sql: "CREATE TABLE account(id INTEGER PRIMARY KEY, balance INTEGER NOT NULL)")
            try context.exec(sql: "CREATE TABLE transfer(id INTEGER PRIMARY KEY, amount INTEGER NOT NULL)")
            for id in 0..<accounts {
                try context.exec(
                    sql: "INSERT INTO account VALUES (?, ?)", parameters: [.long(id), .long(opening)])
            }
        }
        let tasks = 1_000
        let outcome = try await withThrowingTaskGroup(of: (transfers: Int64, reads: Int64, badTotals: Int64).self) {
            group in
            for index in 0..<tasks {
                group.addTask {
                    if index % 3 == 0 {
                        let total = try await pool.read { context -> Int64 in
                            // Two statements, one snapshot: the sum of the parts is the total.
                            let sum = try integer(context, "SELECT sum(balance) FROM account")
                            let parts = try context.query(sql: "SELECT balance FROM account")
                            return parts.reduce(0) { $0 + ($1[0].longValue ?? 0) } == sum ? sum : -1
                        }
                        return (0, 1, total == accounts * opening ? 0 : 1)
                    }
                    let from = Int64(index) % accounts
                    let to = (from + 1 + Int64(index / 7) % (accounts - 1)) % accounts
                    let amount = Int64(index % 50 + 1)
                    try await pool.write { context in
                        let balance = try integer(context, "SELECT balance FROM account WHERE id = ?", [.long(from)])
                        try context.exec(
                            sql: "UPDATE account SET balance = ? WHERE id = ?",
                            parameters: [.long(balance - amount), .long(from)])
                        try context.exec(
                            sql: "UPDATE account SET balance = balance + ? WHERE id = ?",
                            parameters: [.long(amount), .long(to)])
                        try context.exec(sql: "INSERT INTO transfer(amount) VALUES (?)", parameters: [.long(amount)])
                    }
                    return (1, 0, 0)
                }
            }
            return try await group.reduce(into: (transfers: Int64(0), reads: Int64(0), badTotals: Int64(0))) {
                $0.transfers += $1.transfers
                $0.reads += $1.reads
                $0.badTotals += $1.badTotals
            }
        }
        #expect(outcome.transfers + outcome.reads == Int64(tasks))
        #expect(outcome.badTotals == 0)
        let (total, logged) = try await pool.read { context in
            (
                try integer(context, "SELECT sum(balance) FROM account"),
                try integer(context, "SELECT count(*) FROM transfer")
            )
        }
        #expect(total == accounts * opening)
        #expect(logged == outcome.transfers)  // 0 lost writes
    }
}
