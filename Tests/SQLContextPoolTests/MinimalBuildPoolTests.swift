import Foundation
import SQLContext
import SQLContextPool
import SQLFFI
import SQLiteBuilds
import Testing

/// The pool and the queue on a SQLite built single-threaded, without shared cache, `memdb` or WAL
/// (3.50.4-minimal): the pool refuses to open with a misuse error that says why and what to use;
/// the queue, whose one connection runs on one thread at a time, works.
@Suite(.requires(.sqlite3504Minimal)) struct MinimalBuildPoolTests {
    static func library() throws -> SQLiteLibrary { try SQLiteBuild.sqlite3504Minimal.library() }

    @Test func aFilePoolRefusesASingleThreadedSQLite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("pool.db")
        do {
            let pool = try SQLPool(path: path, configuration: SQLPool.Configuration(library: Self.library()))
            pool.close()
            Issue.record("the pool opened on a single-threaded SQLite")
        } catch let error as SQLError {
            #expect(error.code == 21)
            #expect(error.message.contains("SQLITE_THREADSAFE=0"))
            #expect(error.message.contains("SQLQueue"))
        }
        // Nothing was left open: the file can be opened and used at once.
        let context = try SQLContext(path: path, library: Self.library())
        try context.exec(sql: "CREATE TABLE t(x)")
        context.close()
    }

    @Test func anInMemoryPoolRefusesASQLiteThatCannotShareIt() throws {
        do {
            let pool = try SQLPool(configuration: SQLPool.Configuration(library: Self.library()))
            pool.close()
            Issue.record("the in-memory pool opened without memdb or shared cache")
        } catch let error as SQLError {
            #expect(error.code == 21)
            #expect(error.message.contains("memdb"))
            #expect(error.message.contains("shared cache"))
        }
    }

    @Test func aQueueWorksBlockingAndAsync() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let queue = try SQLQueue(
            path: directory.file("queue.db"), configuration: SQLQueue.Configuration(library: Self.library()))
        try await queue.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for value in 1...20 {
                group.addTask {
                    try await queue.write { context in
                        try context.exec(sql: "INSERT INTO t VALUES (?)", parameters: [.integer(Int64(value))])
                    }
                }
            }
            try await group.waitForAll()
        }
        let total = try await queue.read { context in try context.query(sql: "SELECT count(*), sum(x) FROM t") }
        #expect(total == [[.integer(20), .integer(210)]])
        await queue.close()
    }
}
