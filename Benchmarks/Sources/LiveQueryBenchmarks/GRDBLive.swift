import Foundation
import GRDB

/// GRDB 7.10's ValueObservation on a DatabasePool, its values delivered on a queue of their own.
struct GRDBLive: LiveImplementation {
    let name = "grdb"

    func pool(_ path: String) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.maximumReaderCount = 4
        configuration.prepareDatabase { db in try db.execute(sql: liveSynchronous) }
        let pool = try DatabasePool(path: path, configuration: configuration)
        try pool.write { db in try db.execute(sql: liveSchema) }
        return pool
    }

    /// Starts one observer per count in `seen`; returns the cancellables.
    func observe(_ pool: DatabasePool, into seen: [ObservedCount]) -> [AnyDatabaseCancellable] {
        seen.map { count in
            ValueObservation.tracking { db in try Int64.fetchOne(db, sql: observedSQL) ?? -1 }
                .start(
                    in: pool, scheduling: .async(onQueue: DispatchQueue(label: "grdb observer")),
                    onError: { error in wrong("GRDB observation failed: \(error)") },
                    onChange: { value in count.set(value) })
        }
    }

    func latencies(path: String, count: Int) async throws -> [Double] {
        let pool = try pool(path)
        let seen = ObservedCount()
        let cancellables = observe(pool, into: [seen])
        await seen.wait(for: 0)
        var samples: [Double] = []
        for index in 1...count {
            let start = ContinuousClock.now
            try await pool.write { db in try db.execute(sql: "INSERT INTO item VALUES (1)") }
            await seen.wait(for: Int64(index))
            samples.append(microseconds(since: start))
        }
        for cancellable in cancellables { cancellable.cancel() }
        try pool.close()
        return samples
    }

    func commitRate(path: String, commits: Int, observers: Int, related: Bool) async throws -> Double {
        let pool = try pool(path)
        let seen = (0..<observers).map { _ in ObservedCount() }
        let cancellables = observe(pool, into: seen)
        for count in seen { await count.wait(for: 0) }
        let insert = "INSERT INTO \(related ? "item" : "other") VALUES (1)"
        let start = ContinuousClock.now
        for _ in 0..<commits {
            try await pool.write { db in try db.execute(sql: insert) }
        }
        let elapsed = microseconds(since: start)
        for count in seen { await count.wait(for: related ? Int64(commits) : 0) }
        for cancellable in cancellables { cancellable.cancel() }
        try pool.close()
        return Double(commits) / (elapsed / 1e6)
    }
}
