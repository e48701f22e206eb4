import Foundation
import SQLContext
import SQLContextPool
import SQLiteBuilds
import Testing

/// Live queries on a pool: each commit of the writer that changed a table a query reads fetches
/// again on a reader, in a snapshot after that commit; values come in commit order, the latest
/// one to a slow consumer; cancelling the task or closing the pool ends the sequence.
@Suite struct PoolLiveQueryTests {
    /// A pool on a new file with `counter(n)` (one row per commit) and an unrelated `other(x)`.
    static func pool(_ directory: TemporaryDirectory, readers: Int = 2) throws -> SQLPool {
        let pool = try SQLPool(
            path: directory.file("live.db"), configuration: SQLPool.Configuration(readerCount: readers))
        try pool.write { context in try context.exec(sql: "CREATE TABLE counter(n INTEGER); CREATE TABLE other(x)") }
        return pool
    }

    /// The first integer of the first row.
    static func number(_ rows: [[SQLValue]]) -> Int64 { rows.first?.first?.longValue ?? -1 }

    @Test func valuesFollowTheCommitsInOrderAndSkipUnrelatedOnes() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try Self.pool(directory)
        // count(n), not count(*): a SQLite may report no table read for a bare count(*) (the test
        // saw an extra value on SQLCipher's 3.15), and such a query runs again after every commit,
        // unrelated ones included, as documented; this test is about the tables a query reads.
        let values = pool.observe(sql: "SELECT count(n) FROM counter")
        var iterator = values.makeAsyncIterator()
        #expect(try await iterator.next().map(Self.number) == 0)
        try await pool.write { context in try context.exec(sql: "INSERT INTO other VALUES (1)") }
        try await pool.write { context in try context.exec(sql: "INSERT INTO counter VALUES (1)") }
        // The unrelated commit fetched nothing: the next value is the related commit's.
        #expect(try await iterator.next().map(Self.number) == 1)
        try await pool.write { context in
            try context.exec(sql: "INSERT INTO counter VALUES (2)")
            try context.exec(sql: "INSERT INTO counter VALUES (3)")
        }
        #expect(try await iterator.next().map(Self.number) == 3)  // one transaction, one value
        await pool.close()
        #expect(try await iterator.next() == nil)  // closing the pool ends the sequence
    }

    @Test func aThousandCommittingTasksAndTenObserversSeeOnlyCommittedStatesInOrder() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try Self.pool(directory, readers: 4)
        let commits = 1_000
        let queries = [
            "SELECT count(*) FROM counter", "SELECT coalesce(max(n), 0) FROM counter",
            "SELECT count(*) FROM counter WHERE n % 2 = 0", "SELECT count(*) FROM (SELECT n FROM counter)",
            "SELECT count(*) FROM counter, (SELECT 1)",
        ]
        let observers = (0..<10).map { index in
            let sql = queries[index % queries.count]
            let stream = pool.observe(sql: sql, removeDuplicates: index % 2 == 0)
            return Task { () throws -> [Int64] in
                var seen: [Int64] = []
                let final: Int64 = sql.contains("% 2") ? Int64(commits / 2) : Int64(commits)
                for try await rows in stream {
                    seen.append(Self.number(rows))
                    if seen.last == final { break }
                }
                return seen
            }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for n in 1...commits {
                group.addTask {
                    try await pool.write { context in
                        // Each commit adds one row numbered after the last: states 0, 1, …, 1000.
                        try context.exec(sql: "INSERT INTO counter SELECT coalesce(max(n), 0) + 1 FROM counter")
                        if n % 10 == 0 {
                            try context.exec(sql: "INSERT INTO other VALUES (?)", parameters: [.long(Int64(n))])
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        for (index, observer) in observers.enumerated() {
            let seen = try await observer.value
            let isEven = queries[index % queries.count].contains("% 2")
            // The first value is fetched as the observation starts, by then the commits may have
            // begun: any committed state, each a count of rows in 0…1000.
            #expect(seen.allSatisfy { (0...Int64(commits)).contains($0) })
            #expect(seen.last == (isEven ? Int64(commits / 2) : Int64(commits)))
            // Only committed states (each a number of rows 0…1000), never going back.
            #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 <= $1 }, "observer \(index): \(seen)")
            if index % 2 == 0 { #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 }) }
        }
        await pool.close()
    }

    @Test func cancellingTheTaskEndsTheSequence() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try Self.pool(directory)
        let received = Locked(0)
        let observer = Task {
            for try await _ in pool.observe(sql: "SELECT count(*) FROM counter") { received.update { $0 += 1 } }
            return Task.isCancelled
        }
        while received.value == 0 { await Task.yield() }
        observer.cancel()
        #expect(try await observer.value)
        try await pool.write { context in try context.exec(sql: "INSERT INTO counter VALUES (1)") }
        #expect(received.value == 1)
        await pool.close()
    }

    @Test func aQueryThatFailsEndsTheSequenceWithItsError() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try Self.pool(directory)
        var iterator = pool.observe(sql: "SELECT * FROM missing").makeAsyncIterator()
        do {
            _ = try await iterator.next()
            Issue.record("a query on a missing table delivered a value")
        } catch let error as SQLError {
            #expect(error.code == 1)
        }
        await pool.close()
    }

    /// LiveQueries.md, "On a pool", verbatim inside a task that the pool's close ends.
    @Test func theArticleExample() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try SQLPool(path: directory.file("todo.db"))
        try await pool.write { context in try context.exec(sql: "CREATE TABLE todo(title TEXT, done INTEGER)") }
        // Another observer of the same query, to know that the first value was fetched.
        var probe = pool.observe(sql: "SELECT count(*) FROM todo WHERE done = 0").makeAsyncIterator()
        let watcher = Task {
            for try await rows in pool.observe(sql: "SELECT count(*) FROM todo WHERE done = 0") {
                print("open todos:", rows[0][0])
            }
        }
        #expect(try await probe.next() == [[.long(0)]])
        await pool.close()
        try await watcher.value  // the loop ended with the pool, without an error
        #expect(try await probe.next() == nil)
    }
}

/// Commits of other connections to the pool's file, seen through `PRAGMA data_version`.
@Suite struct PoolExternalChangeTests {
    @Test func aCommitOfAnotherConnectionIsNoticed() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("shared.db")
        let pool = try SQLPool(
            path: path,
            configuration: SQLPool.Configuration(readerCount: 1, externalChangeCheckInterval: .milliseconds(20)))
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        var values = pool.observe(sql: "SELECT count(*) FROM t", removeDuplicates: true).makeAsyncIterator()
        #expect(try await values.next() == [[.long(0)]])
        // Another connection to the file (another process would be seen the same way).
        let other = try SQLContext(path: path)
        try other.exec(sql: "INSERT INTO t VALUES (1)")
        other.close()
        #expect(try await values.next() == [[.long(1)]])
        await pool.close()
        #expect(try await values.next() == nil)
    }

    @Test func withoutTheCheckOnlyThePoolsOwnWritesAreSeen() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("own.db")
        let pool = try SQLPool(
            path: path, configuration: SQLPool.Configuration(readerCount: 1, externalChangeCheckInterval: nil))
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        var values = pool.observe(sql: "SELECT count(*) FROM t").makeAsyncIterator()
        #expect(try await values.next() == [[.long(0)]])
        let other = try SQLContext(path: path)
        try other.exec(sql: "INSERT INTO t VALUES (1)")
        other.close()
        try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (2)") }
        // The next value is the pool's own commit's, which sees both rows: nothing came between.
        #expect(try await values.next() == [[.long(2)]])
        await pool.close()
    }
}
