import Foundation
import SQLContext
import SQLContextPool
import SQLFFI
import SQLiteBuilds
import Testing

/// A SQLite compiled with `SQLITE_DEFAULT_LOCKING_MODE=1` (3.50.4-exclusive), where every
/// connection keeps its file locks: the pool sets normal locking on each of its connections, so
/// its readers and its writer still run side by side on a write-ahead log.
@Suite(.requires(.sqlite3504Exclusive)) struct ExclusiveLockingBuildTests {
    @Test func thePoolsConnectionsLockNormallyAndReadWhatWasWritten() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let library = try SQLiteBuild.sqlite3504Exclusive.library()
        // The build's default, on a plain context.
        let plain = try SQLContext(library: library)
        #expect(try plain.query(sql: "PRAGMA locking_mode") == [[.text("exclusive")]])
        plain.close()
        // A short busy timeout: a lock held by a sibling connection would fail the test in 0.1 s
        // instead of stalling it.
        let pool = try SQLPool(
            path: directory.file("pool.db"),
            configuration: SQLPool.Configuration(readerCount: 2, busyTimeoutMilliseconds: 100, library: library))
        #expect(pool.journalMode == .wal)
        for round in 1...5 {
            try await pool.write { context in
                try context.exec(sql: "CREATE TABLE IF NOT EXISTS t(x)")
                try context.exec(sql: "INSERT INTO t VALUES (?)", parameters: [.long(Int64(round))])
            }
            async let first = pool.read { context in try context.query(sql: "SELECT count(*) FROM t") }
            async let second = pool.read { context in try context.query(sql: "PRAGMA locking_mode") }
            #expect(try await first == [[.long(Int64(round))]])
            #expect(try await second == [[.text("normal")]])
        }
        #expect(
            try await pool.write { context in try context.query(sql: "PRAGMA locking_mode") } == [[.text("normal")]])
        await pool.close()
    }
}
