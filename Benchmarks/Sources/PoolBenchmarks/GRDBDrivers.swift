import Foundation
import GRDB

/// GRDB's `DatabasePool` on the paths its documentation recommends for speed: cached
/// statements, rows read by index.
enum GRDBDrivers {
    static func point(_ db: Database, _ id: Int64) throws {
        let statement = try db.cachedStatement(sql: pointSQL)
        guard let row = try Row.fetchOne(statement, arguments: [id]) else {
            throw WrongResult("point query \(id): no row")
        }
        try checkPoint(id: id, a: row[0], b: row[1], c: row[2])
    }

    static func range(_ db: Database, _ start: Int64) throws {
        let statement = try db.cachedStatement(sql: rangeSQL)
        let rows = try Row.fetchCursor(statement, arguments: [start, start + rangeRows - 1])
        var count: Int64 = 0
        var idSum: Int64 = 0
        var bSum: Int64 = 0
        while let row = try rows.next() {
            count += 1
            idSum &+= row[0] as Int64
            bSum &+= row[1] as Int64
        }
        try checkRange(start: start, rows: count, idSum: idSum, bSum: bSum)
    }

    static func insert(_ db: Database, _ n: Int64) throws {
        try db.cachedStatement(sql: insertSQL).execute(arguments: [insertedA(n), insertedB(n), insertedC(n)])
    }

    static func count(_ db: Database) throws -> Int64 {
        guard let count = try Int64.fetchOne(db, sql: countSQL) else { throw WrongResult("count(*) returned no row") }
        return count
    }

    static func open(path: String, readers: Int) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.maximumReaderCount = readers
        configuration.busyMode = .timeout(TimeInterval(busyTimeoutMilliseconds) / 1000)
        configuration.foreignKeysEnabled = false
        configuration.prepareDatabase { db in
            for pragma in connectionPragmas { try db.execute(sql: pragma) }
        }
        return try DatabasePool(path: path, configuration: configuration)
    }

    /// The SQLite version GRDB runs (the one this executable links).
    static func sqliteVersion() throws -> String {
        let queue = try DatabaseQueue()
        return try queue.read { try String.fetchOne($0, sql: "SELECT sqlite_version()") } ?? "?"
    }

    static func async(path: String, readers: Int, sqlite: String) throws -> Implementation {
        let pool = try open(path: path, readers: readers)
        return Implementation(
            name: "GRDB DatabasePool (async, tasks)", baseline: SQLPoolDrivers.asyncName, sqlite: sqlite,
            driving: "DatabasePool(maximumReaderCount: \(readers)); `try await pool.read { … }` / `write { … }`",
            operations: AsyncOperations(
                point: { _, id in try await pool.read { try point($0, id) } },
                range: { _, start in try await pool.read { try range($0, start) } },
                insert: { n in try await pool.write { try insert($0, n) } }),
            count: { try await pool.read { try count($0) } },
            close: { try pool.close() })
    }

    static func blocking(path: String, readers: Int, sqlite: String) throws -> Implementation {
        let pool = try open(path: path, readers: readers)
        return Implementation(
            name: "GRDB DatabasePool (blocking, threads)", baseline: SQLPoolDrivers.blockingName, sqlite: sqlite,
            driving:
                "DatabasePool(maximumReaderCount: \(readers)); blocking `pool.read { … }` / `write { … }` on Threads",
            operations: BlockingOperations(
                point: { id in try pool.read { try point($0, id) } },
                range: { start in try pool.read { try range($0, start) } },
                insert: { n in try pool.write { try insert($0, n) } }),
            count: { try pool.read { try count($0) } },
            close: { try pool.close() })
    }
}
