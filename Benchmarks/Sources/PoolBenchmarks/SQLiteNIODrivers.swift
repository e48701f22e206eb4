import Foundation
import SQLiteNIO

/// vapor/sqlite-nio as its README shows it: `SQLiteConnection.open(storage:threadPool:on:)` on an
/// NIOThreadPool and a MultiThreadedEventLoopGroup, `query(_:_:) async` returning the rows. It has
/// no pool: this gives each reader task a connection of its own and the writer one more, on a
/// thread pool with a thread per connection. It has no statement cache (each query prepares its
/// statement) and no transaction API: each insert is one statement in autocommit mode, so one
/// transaction; a read is one statement, so one implicit read transaction.
enum SQLiteNIODrivers {
    static let name = "sqlite-nio (connection per task)"

    static func point(_ connection: SQLiteConnection, _ id: Int64) async throws {
        let rows = try await connection.query(pointSQL, [.integer(SQLiteInt64(id))])
        guard rows.count == 1 else { throw WrongResult("point query \(id): \(rows.count) rows") }
        let row = rows[0]
        try checkPoint(
            id: id, a: row.column("a")?.integer.map(Int64.init), b: row.column("b")?.integer.map(Int64.init),
            c: row.column("c")?.string)
    }

    static func range(_ connection: SQLiteConnection, _ start: Int64) async throws {
        let rows = try await connection.query(
            rangeSQL, [.integer(SQLiteInt64(start)), .integer(SQLiteInt64(start + rangeRows - 1))])
        var idSum: Int64 = 0
        var bSum: Int64 = 0
        for row in rows {
            idSum &+= Int64(row.column("id")?.integer ?? 0)
            bSum &+= Int64(row.column("b")?.integer ?? 0)
        }
        try checkRange(start: start, rows: Int64(rows.count), idSum: idSum, bSum: bSum)
    }

    static func insert(_ connection: SQLiteConnection, _ n: Int64) async throws {
        _ = try await connection.query(
            insertSQL,
            [.integer(SQLiteInt64(insertedA(n))), .integer(SQLiteInt64(insertedB(n))), .text(insertedC(n))])
    }

    static func count(_ connection: SQLiteConnection) async throws -> Int64 {
        guard let count = try await connection.query(countSQL).first?.columns.first?.data.integer else {
            throw WrongResult("count(*) returned no row")
        }
        return Int64(count)
    }

    /// The SQLite that sqlite-nio builds in (its own copy, symbols prefixed `sqlite_nio_`).
    static var sqliteVersion: String { SQLiteConnection.libraryVersionString() }

    static func make(path: String, readers: Int, eventLoopThreads: Int) async throws -> Implementation {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: eventLoopThreads)
        let threadPool = NIOThreadPool(numberOfThreads: readers + 1)
        threadPool.start()
        func open() async throws -> SQLiteConnection {
            let connection = try await SQLiteConnection.open(
                storage: .file(path: path), threadPool: threadPool, on: group.any())
            for pragma in connectionPragmas { _ = try await connection.query(pragma) }
            return connection
        }
        let writer = try await open()
        let mode = try await writer.query("PRAGMA journal_mode = WAL").first?.columns.first?.data.string
        guard mode == "wal" else { throw WrongResult("sqlite-nio: journal mode \(mode ?? "nil"), not wal") }
        var readerConnections: [SQLiteConnection] = []
        for _ in 0..<readers { readerConnections.append(try await open()) }
        let connections = readerConnections
        return Implementation(
            name: name, baseline: SQLPoolDrivers.asyncName,
            sqlite: "\(sqliteVersion) (its own copy, built in)",
            driving:
                "\(readers) reader connections (one per reader task) + 1 writer connection,"
                + " NIOThreadPool(\(readers + 1) threads), MultiThreadedEventLoopGroup(\(eventLoopThreads));"
                + " `try await connection.query(sql, binds)`",
            operations: AsyncOperations(
                point: { reader, id in try await point(connections[reader], id) },
                range: { reader, start in try await range(connections[reader], start) },
                insert: { n in try await insert(writer, n) }),
            count: { try await count(writer) },
            close: {
                for connection in connections { try await connection.close() }
                try await writer.close()
                try await threadPool.shutdownGracefully()
                try await group.shutdownGracefully()
            })
    }
}
