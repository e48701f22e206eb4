import Foundation
import SQLContext
import SQLContextPool
import SQLFFI
import SQLiteBuilds
import Testing

/// The queue and the pool set a database up for Litestream when asked (`replication:`), and
/// leave it alone otherwise.
@Suite struct ReplicationConfigurationTests {
    /// The busy timeout of a pooled connection: its own busy wait, which cancelling a call ends,
    /// so `PRAGMA busy_timeout` reads 0 there.
    func busyTimeout(_ context: SQLContext) throws -> Int64 {
        #expect(try context.query(sql: "PRAGMA busy_timeout").first?.first?.longValue == 0)
        return Int64(context.busyTimeoutMilliseconds)
    }

    @Test func aPoolAskedForReplicationSetsUpItsConnections() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let settings = SQLReplicationSettings(busyTimeoutMilliseconds: 7_000, automaticCheckpoints: false)
        let pool = try SQLPool(
            path: directory.file("replicated.db"),
            configuration: SQLPool.Configuration(readerCount: 2, busyTimeoutMilliseconds: 100, replication: settings))
        defer { pool.close() }
        #expect(pool.journalMode == .wal)
        let writer = try pool.write { context in
            (try context.synchronousMode(), try context.walAutoCheckpointPages(), try busyTimeout(context))
        }
        #expect(writer.0 == .normal)
        #expect(writer.1 == 0)
        #expect(writer.2 == 7_000)
        #expect(try pool.read { context in try busyTimeout(context) } == 7_000)
    }

    @Test func aPoolNotAskedKeepsSQLitesDefaults() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try SQLPool(path: directory.file("plain.db"))
        defer { pool.close() }
        let writer = try pool.write { context in
            (try context.synchronousMode(), try context.walAutoCheckpointPages(), try busyTimeout(context))
        }
        // SQLite's own default for a connection to a WAL database, which it sets when it first
        // reads the file: FULL, unless the build changed it (SQLITE_DEFAULT_WAL_SYNCHRONOUS=1, one
        // of sqlite.org's recommended options, makes it NORMAL). A plain context on the same file:
        let reference = try SQLContext(path: directory.file("plain.db"))
        defer { reference.close() }
        _ = try reference.query(sql: "SELECT count(*) FROM sqlite_master")
        let expected = try reference.synchronousMode()
        #expect(writer.0 == expected)
        let buildChangesIt = reference.library.compileOptions?.contains("DEFAULT_WAL_SYNCHRONOUS=1") ?? false
        #expect(expected == (buildChangesIt ? .normal : .full))
        #expect(buildChangesIt == (SQLiteBuild.current == .sqlite3504Lean) || SQLiteBuild.current == nil)
        #expect(writer.1 == 1000)
        #expect(writer.2 == 5_000)
    }

    @Test func aQueueAskedForReplicationSetsUpItsConnection() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let queue = try SQLQueue(
            path: directory.file("queue.db"),
            configuration: SQLQueue.Configuration(replication: SQLReplicationSettings()))
        defer { queue.close() }
        let state = try queue.read { context in
            (
                try context.journalMode(), try context.synchronousMode(), try context.walAutoCheckpointPages(),
                try busyTimeout(context)
            )
        }
        #expect(state.0 == .wal)
        #expect(state.1 == .normal)
        #expect(state.2 == 1000)
        #expect(state.3 == 5_000)
    }

    @Test func inMemoryOwnersRefuseReplication() throws {
        for make in [
            { _ = try SQLPool(configuration: SQLPool.Configuration(replication: SQLReplicationSettings())) },
            { _ = try SQLQueue(configuration: SQLQueue.Configuration(replication: SQLReplicationSettings())) },
        ] as [() throws -> Void] {
            do {
                try make()
                Issue.record("an in-memory owner accepted replication settings")
            } catch let error as SQLError {
                #expect(error.code == 21, "\(error)")
                #expect(error.message.contains("WAL"), "\(error)")
            }
        }
    }
}
