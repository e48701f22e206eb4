import Foundation
import SQLContext
import SQLContextPool

/// SQLPool's live queries: `observe(sql:)` as an async sequence, fetched on a reader.
struct SQLPoolLive: LiveImplementation {
    let name = "sqlpool"

    func pool(_ path: String) throws -> SQLPool {
        let pool = try SQLPool(
            path: path,
            configuration: SQLPool.Configuration(readerCount: 4) { context in
                try context.exec(sql: liveSynchronous)
            })
        try pool.write { context in try context.exec(sql: liveSchema) }
        return pool
    }

    /// Starts `count` observers that report into `seen`; returns their tasks.
    func observe(_ pool: SQLPool, into seen: [ObservedCount]) -> [Task<Void, Error>] {
        seen.map { count in
            let values = pool.observe(sql: observedSQL)
            return Task {
                for try await rows in values { count.set(rows.first?.first?.longValue ?? -1) }
            }
        }
    }

    func latencies(path: String, count: Int) async throws -> [Double] {
        let pool = try pool(path)
        let seen = ObservedCount()
        let tasks = observe(pool, into: [seen])
        await seen.wait(for: 0)
        var samples: [Double] = []
        for index in 1...count {
            let start = ContinuousClock.now
            try await pool.write { context in try context.exec(sql: "INSERT INTO item VALUES (1)") }
            await seen.wait(for: Int64(index))
            samples.append(microseconds(since: start))
        }
        await pool.close()
        for task in tasks { _ = try await task.value }
        return samples
    }

    func commitRate(path: String, commits: Int, observers: Int, related: Bool) async throws -> Double {
        let pool = try pool(path)
        let seen = (0..<observers).map { _ in ObservedCount() }
        let tasks = observe(pool, into: seen)
        for count in seen { await count.wait(for: 0) }
        let table = related ? "item" : "other"
        let start = ContinuousClock.now
        for _ in 0..<commits {
            try await pool.write { context in try context.exec(sql: "INSERT INTO \(table) VALUES (1)") }
        }
        let elapsed = microseconds(since: start)
        for count in seen { await count.wait(for: related ? Int64(commits) : 0) }
        await pool.close()
        for task in tasks { _ = try await task.value }
        return Double(commits) / (elapsed / 1e6)
    }
}

/// SQLContext's live queries on one connection: the committing context fetches, before the
/// write call returns.
struct SQLContextLive: LiveImplementation {
    let name = "sqlcontext"

    func context(_ path: String) throws -> SQLContext {
        let context = try SQLContext(path: path)
        _ = try context.setJournalMode(.wal)
        try context.exec(sql: liveSynchronous)
        try context.exec(sql: liveSchema)
        return context
    }

    func latencies(path: String, count: Int) async throws -> [Double] {
        let context = try context(path)
        defer { context.close() }
        let seen = ObservedCount()
        let observation = try context.observe(sql: observedSQL) { rows in seen.set(rows.first?.first?.longValue ?? -1) }
        var samples: [Double] = []
        for index in 1...count {
            let start = ContinuousClock.now
            try context.exec(sql: "INSERT INTO item VALUES (1)")
            await seen.wait(for: Int64(index))
            samples.append(microseconds(since: start))
        }
        observation.cancel()
        return samples
    }

    func commitRate(path: String, commits: Int, observers: Int, related: Bool) async throws -> Double {
        let context = try context(path)
        defer { context.close() }
        let seen = (0..<observers).map { _ in ObservedCount() }
        let observations = try seen.map { count in
            try context.observe(sql: observedSQL) { rows in count.set(rows.first?.first?.longValue ?? -1) }
        }
        let insert = "INSERT INTO \(related ? "item" : "other") VALUES (1)"
        let start = ContinuousClock.now
        for _ in 0..<commits { try context.exec(sql: insert) }
        let elapsed = microseconds(since: start)
        for count in seen { await count.wait(for: related ? Int64(commits) : 0) }
        for observation in observations { observation.cancel() }
        return Double(commits) / (elapsed / 1e6)
    }
}
