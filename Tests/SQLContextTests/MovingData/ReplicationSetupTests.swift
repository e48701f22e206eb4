import Foundation
import SQLContext
import Testing

/// prepareForReplication(), the synchronous mode, automatic checkpoints and checkpoint(_:), on the
/// SQLite under test. (The proof with a real Litestream is Tests/ReliabilityTests/ReplicationTests.)
@Suite struct ReplicationSetupTests {
    @Test func theReadmeExampleSetsWhatLitestreamAsks() throws {
        try withTemporaryDirectory { directory in
            let databasePath = directory.file("replicated.db")
            let database = try SQLContext(path: databasePath)
            try database.prepareForReplication()  // WAL, busy timeout 5 s, synchronous NORMAL

            #expect(try database.journalMode() == .wal)
            #expect(try database.synchronousMode() == .normal)
            #expect(try scalar(database, "PRAGMA busy_timeout") == .long(5000))
            #expect(try database.walAutoCheckpointPages() == 1000)
            // The mode is in the file: another connection finds WAL without asking for it.
            let other = try SQLContext(path: databasePath)
            #expect(try other.journalMode() == .wal)
        }
    }

    @Test func settingsAreApplied() throws {
        try withTemporaryDirectory { directory in
            let database = try SQLContext(path: directory.file("custom.db"))
            try database.prepareForReplication(
                SQLReplicationSettings(busyTimeoutMilliseconds: 1234, synchronous: .full, automaticCheckpoints: false))
            #expect(try scalar(database, "PRAGMA busy_timeout") == .long(1234))
            #expect(try database.synchronousMode() == .full)
            #expect(try database.walAutoCheckpointPages() == 0)
            // Calling it again with the defaults turns automatic checkpoints back on.
            try database.prepareForReplication()
            #expect(try database.walAutoCheckpointPages() == 1000)
            #expect(try database.synchronousMode() == .normal)
        }
    }

    @Test func anInMemoryDatabaseCannotBeReplicated() throws {
        let database = try memoryContext()
        expectSQLError(code: 21, messageContains: ["WAL", "memory"]) {
            try database.prepareForReplication()
        }
        // Nothing else was half-applied in a way that breaks the context.
        #expect(try database.journalMode() == .memory)
        expectUsable(database)
    }

    @Test func notInsideATransaction() throws {
        try withTemporaryDirectory { directory in
            let database = try SQLContext(path: directory.file("txn.db"))
            try database.exec(sql: "CREATE TABLE t(a)")
            try database.transaction {
                expectSQLError(code: 21, messageContains: ["transaction"]) {
                    try database.prepareForReplication()
                }
                expectSQLError(code: 21, messageContains: ["transaction"]) {
                    try database.setSynchronousMode(.off)
                }
                try database.exec(sql: "INSERT INTO t VALUES (1)")
            }
            #expect(try rowCount(database, "t") == 1)
            #expect(try database.journalMode() == .delete)
        }
    }

    @Test func everySynchronousModeRoundTrips() throws {
        let database = try memoryContext()
        for mode in SynchronousMode.allCases {
            try database.setSynchronousMode(mode)
            #expect(try database.synchronousMode() == mode)
        }
    }

    @Test func automaticCheckpointPages() throws {
        let database = try memoryContext()
        try database.setWALAutoCheckpoint(pages: 250)
        #expect(try database.walAutoCheckpointPages() == 250)
        try database.setWALAutoCheckpoint(pages: -5)
        #expect(try database.walAutoCheckpointPages() == 0)
    }

    @Test func checkpointCopiesTheWALAndTruncateEmptiesIt() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("wal.db")
            let database = try SQLContext(path: path)
            try database.prepareForReplication(SQLReplicationSettings(automaticCheckpoints: false))
            try database.exec(sql: "CREATE TABLE t(a); INSERT INTO t VALUES (randomblob(100000))")
            let walSize = { () -> Int64 in
                ((try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size]) as? NSNumber)?.int64Value
                    ?? -1
            }
            #expect(walSize() > 100_000)
            let passive = try database.checkpoint()
            #expect(passive.wasBlocked == false)
            #expect(passive.walFrames > 0)
            #expect(passive.checkpointedFrames == passive.walFrames)
            let truncate = try database.checkpoint(.truncate)
            #expect(truncate.wasBlocked == false)
            #expect(truncate.walFrames == 0)
            #expect(walSize() == 0)
            #expect(try rowCount(database, "t") == 1)
        }
    }

    @Test func checkpointOutsideWALReportsNoFrames() throws {
        let database = try memoryContext()
        let result = try database.checkpoint(.full)
        #expect(result.walFrames == -1)
        #expect(result.checkpointedFrames == -1)
    }

    @Test func aClosedContextThrows() throws {
        let database = try memoryContext()
        database.close()
        expectSQLError(code: 21) { try database.prepareForReplication() }
        expectSQLError(code: 21) { _ = try database.synchronousMode() }
        expectSQLError(code: 21) { try database.checkpoint() }
    }
}
