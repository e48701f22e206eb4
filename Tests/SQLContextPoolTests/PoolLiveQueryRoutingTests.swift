import Foundation
import SQLContext
import SQLContextPool
import Testing

/// Which live queries of a pool a commit wakes: those that read a table it changed, those SQLite
/// reported no table for (every commit), and all of them after a change that cannot be
/// attributed to tables (a schema change). Counted at the fetch itself, so that a value the
/// stream's buffer replaced still counts.
@Suite struct PoolLiveQueryRoutingTests {
    /// An observation of `sql` (one integer) that counts its fetches in `fetches`.
    static func observed(_ pool: SQLPool, _ sql: String, counting fetches: Locked<Int>)
        -> AsyncThrowingStream<Int64, Error>.AsyncIterator
    {
        pool.observe(sql: sql) { context in
            fetches.update { $0 += 1 }
            return PoolLiveQueryTests.number(try context.query(sql: sql))
        }.makeAsyncIterator()
    }

    /// The time limit guards against a hang (a value that never comes), not a measure.
    @Test(.timeLimit(.minutes(1))) func eachCommitFetchesOnlyTheQueriesItConcerns() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try PoolLiveQueryTests.pool(directory)
        let counterFetches = Locked(0)
        let otherFetches = Locked(0)
        let tablelessFetches = Locked(0)
        var counter = Self.observed(pool, "SELECT count(n) FROM counter", counting: counterFetches)
        var other = Self.observed(pool, "SELECT count(x) FROM other", counting: otherFetches)
        var tableless = Self.observed(pool, "SELECT 7", counting: tablelessFetches)
        #expect(try await counter.next() == 0)
        #expect(try await other.next() == 0)
        #expect(try await tableless.next() == 7)

        // Each value is awaited before the next commit, so that each commit has a fetch of its own.
        try await pool.write { context in try context.exec(sql: "INSERT INTO counter VALUES (1)") }
        #expect(try await counter.next() == 1)
        #expect(try await tableless.next() == 7)
        try await pool.write { context in try context.exec(sql: "INSERT INTO other VALUES (1)") }
        #expect(try await other.next() == 1)
        #expect(try await tableless.next() == 7)
        // A schema change cannot be attributed to tables: every query fetches again.
        try await pool.write { context in try context.exec(sql: "CREATE TABLE third(y)") }
        #expect(try await counter.next() == 1)
        #expect(try await other.next() == 1)
        #expect(try await tableless.next() == 7)

        #expect(counterFetches.value == 3)  // the first value, its table's commit, the schema change
        #expect(otherFetches.value == 3)
        #expect(tablelessFetches.value == 4)  // the first value and every commit
        await pool.close()
        #expect(try await counter.next() == nil)
    }
}
