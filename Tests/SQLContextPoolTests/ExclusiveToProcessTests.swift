import Foundation
import SQLContext
import SQLContextPool
import SQLiteBuilds
import Testing

/// `SQLPool.Configuration(exclusiveToProcess: true)`: the pool's connections open the file through
/// SQLite's `unix-excl` VFS, keep the WAL index in memory, and keep other processes out.
@Suite struct ExclusiveToProcessTests {
    /// Runs `sqlcontext-workload probe` on `path` in another process and returns what it printed.
    func probe(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = SecondProcessTests.productsDirectory().appendingPathComponent("sqlcontext-workload")
        process.arguments = ["probe", "--db", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reader = PipeReader(output)
        process.waitUntilExit(orTerminateAfter: 120)
        let printed = String(decoding: reader.all(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(printed)")
        return printed.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func exclusive(readers: Int = 2) -> SQLPool.Configuration {
        SQLPool.Configuration(readerCount: readers, exclusiveToProcess: true)
    }

    @Test func anotherProcessIsKeptOutUntilThePoolCloses() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("private.db")
        let pool = try SQLPool(path: path, configuration: exclusive())
        try pool.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        #expect(try probe(path) == "busy")
        pool.close()
        #expect(try probe(path) == "tables=1")
    }

    @Test func thePoolRunsInWALModeWithItsIndexInMemory() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("private.db")
        let pool = try SQLPool(path: path, configuration: exclusive())
        defer { pool.close() }
        #expect(pool.journalMode == .wal)
        #expect(pool.path == path)
        try await pool.write { context in
            try context.exec(sql: "CREATE TABLE t(x)")
            try context.exec(sql: "INSERT INTO t VALUES (1), (2)")
        }
        #expect(try await pool.read { context in try context.query(sql: "SELECT sum(x) FROM t") } == [[.long(3)]])
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        #expect(throws: SQLError.self) {
            try pool.read { context in try context.exec(sql: "INSERT INTO t VALUES (3)") }
        }
    }

    @Test func aPathWithURICharactersOpensThatFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("odd ?name# 100%.db")
        let pool = try SQLPool(path: path, configuration: exclusive(readers: 1))
        try pool.write { context in try context.exec(sql: "CREATE TABLE t(x)") }
        let tables = try pool.read { context in try context.query(sql: "SELECT count(*) FROM sqlite_master") }
        #expect(tables == [[.long(1)]])
        pool.close()
        #expect(FileManager.default.fileExists(atPath: path))
        let context = try SQLContext(path: path)
        defer { context.close() }
        #expect(try context.query(sql: "SELECT name FROM sqlite_master") == [[.text("t")]])
    }

    @Test func replicationIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("replicated.db")
        var configuration = exclusive()
        configuration.replication = SQLReplicationSettings()
        #expect {
            try SQLPool(path: path, configuration: configuration)
        } throws: { error in
            (error as? SQLError)?.code == 21
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anInMemoryPoolIgnoresIt() async throws {
        let pool = try SQLPool(configuration: exclusive())
        defer { pool.close() }
        try await pool.write { context in try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (7)") }
        #expect(try await pool.read { context in try context.query(sql: "SELECT x FROM t") } == [[.long(7)]])
    }
}
