import Foundation
import SQLContext
import SQLiteBuilds
import Testing
import sqlcontext_workload

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Litestream replicates a database that SQLContext writes; then the machine is lost (the writer
/// and Litestream are SIGKILLed together, the database, its WAL, its shm and Litestream's own
/// folder are deleted), and `litestream restore` must give back a sound database, with whole
/// batches only, that holds every batch acknowledged long enough before the loss.
///
/// "Long enough": Litestream reads new WAL frames every monitor interval and ships them every sync
/// interval, and the copy itself takes time, more on a loaded machine. It promises no deadline, so
/// the test asserts no time: the restore must be sound, whole batches only, a prefix of what the
/// writer acknowledged, and hold the batches acknowledged before replication was seen under way;
/// the loss window (how long before the loss the oldest lost batch was acknowledged) is measured
/// and printed in every run. On this 2-core machine it was at most 102 ms in 20 losses run alone,
/// 201 ms once while the whole suite ran under ThreadSanitizer beside it, and up to 508 ms with
/// two more Swift builds running: a threshold there would test the machine's load, not the code.
@Suite("Replication with Litestream")
struct ReplicationTests {
    /// How often Litestream looks for new WAL frames (`monitor-interval`), in milliseconds.
    static let monitorIntervalMilliseconds: Int64 = 100
    /// How often Litestream ships them to the replica (`sync-interval`), in milliseconds.
    static let syncIntervalMilliseconds: Int64 = 100
    /// The replication interval: a commit reaches the replica within one monitor interval and one
    /// sync interval, plus the time the copy itself takes.
    static var replicationIntervalMilliseconds: Int64 { monitorIntervalMilliseconds + syncIntervalMilliseconds }
    /// Rows per batch of the writer.
    static let rowsPerBatch: Int64 = 100
    /// Losses per run of the test (`RELIABILITY_REPLICATION_RUNS`; 5 by default, 1 on the
    /// builds of Scripts/test-matrix other than the system's, whose SQLite only the writer uses).
    static var runs: Int {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["RELIABILITY_REPLICATION_RUNS"], let runs = Int(text), runs > 0 { return runs }
        if let build = environment["SQLCONTEXT_BUILD"], build != "system" { return 1 }
        return 5
    }

    /// What one loss showed.
    struct Outcome {
        var acknowledged: Int64
        var restored: Int64
        /// For each acknowledged batch that the restore lacks: how long before the loss it was
        /// acknowledged, in milliseconds.
        var lostAges: [Int64]
        var restoreMilliseconds: Int64
    }

    @Test(
        "a lost machine is restored to a sound prefix of what was acknowledged; the loss window is measured",
        .enabled(if: Litestream.mustRun, Comment(rawValue: Litestream.absenceReason)))
    func restoreAfterLosingTheMachine() throws {
        try #require(Litestream.path != nil, Comment(rawValue: Litestream.absenceReason))
        var random = SeededGenerator(seed: ReliabilityConfig.seed &+ 19)
        var outcomes: [Outcome] = []
        for run in 1...Self.runs {
            // The loss comes 1.0 to 2.5 s after the writer starts.
            let delay = 1_000_000 + random.next() % 1_500_000
            let outcome = try loseAndRestore(run: run, delayMicroseconds: delay)
            outcomes.append(outcome)
            let window = outcome.lostAges.max() ?? 0
            print(
                "replication run \(run): loss after \(delay / 1000) ms, \(outcome.acknowledged) batches acknowledged,"
                    + " \(outcome.restored) restored, \(outcome.lostAges.count) lost (the oldest acknowledged"
                    + " \(window) ms before the loss; replication interval \(Self.replicationIntervalMilliseconds) ms),"
                    + " restore \(outcome.restoreMilliseconds) ms, integrity ok")
        }
        let windows = outcomes.map { $0.lostAges.max() ?? 0 }
        print(
            "replication: \(outcomes.count) losses, \(outcomes.map(\.acknowledged).reduce(0, +)) batches acknowledged,"
                + " \(outcomes.map { $0.lostAges.count }.reduce(0, +)) lost; loss window per run (ms): \(windows)")
    }

    /// Whether Litestream has written a file into the replica.
    static func hasSnapshot(_ replica: String) -> Bool {
        let files = FileManager.default.enumerator(atPath: replica)?.allObjects as? [String] ?? []
        return files.contains { $0.hasSuffix(".ltx") }
    }

    /// Runs the writer and Litestream, loses the machine after `delayMicroseconds`, restores, and
    /// checks the restored database.
    func loseAndRestore(run: Int, delayMicroseconds: UInt64) throws -> Outcome {
        let directory = try TemporaryDirectory("replication-\(run)")
        defer { directory.remove() }
        let database = directory.file("app.db")
        let replica = directory.file("replica")
        let config = directory.file("litestream.yml")
        try Litestream.configuration(
            database: database, replica: replica, monitorIntervalMilliseconds: Int(Self.monitorIntervalMilliseconds),
            syncIntervalMilliseconds: Int(Self.syncIntervalMilliseconds)
        ).write(toFile: config, atomically: true, encoding: .utf8)

        // The database exists, in WAL mode, before Litestream starts to follow it.
        let setup = try SQLContext(path: database)
        try setup.prepareForReplication()
        try setup.exec(sql: CrashWriter.schema)
        setup.close()

        let litestream = try Litestream.replicate(config: config, log: directory.file("litestream.log"))
        // Replication is under way once the first snapshot is in the replica (a machine lost before
        // that has nothing to restore from; a real deployment runs Litestream all along).
        var waited = 0
        while !Self.hasSnapshot(replica) && waited < 20_000 {
            usleep(10_000)
            waited += 10
        }
        try #require(Self.hasSnapshot(replica), "no snapshot reached the replica in 20 s (run \(run))")
        let writer = try WorkloadProcess([
            "replicated-writer", "--db", database, "--rows", String(Self.rowsPerBatch), "--pause-ms", "2",
        ])
        // The writer has committed a few batches (the count checked below) before the random moment.
        #expect(writer.waitForLines(starting: "committed", count: 11), "the writer did not start (run \(run))")
        usleep(UInt32(delayMicroseconds))
        // The loss: Litestream first, so nothing reaches the replica after this moment.
        let lossTime = ReplicatedWriter.now()
        kill(litestream.processIdentifier, SIGKILL)
        writer.kill()
        litestream.waitUntilExit()
        let writerOutcome = writer.finish()
        let log = (try? String(contentsOfFile: directory.file("litestream.log"), encoding: .utf8)) ?? ""
        #expect(
            writerOutcome.killedBySignal && writerOutcome.status == SIGKILL,
            "the writer ended before the loss (run \(run)): status \(writerOutcome.status), \(writerOutcome.errors)")
        #expect(
            litestream.terminationReason == .uncaughtSignal,
            "litestream ended before the loss (run \(run)): \(litestream.terminationStatus); its log:\n\(log)")

        // Acknowledged batches, with the moment each commit returned, up to the loss.
        var acknowledged: [(batch: Int64, time: Int64)] = []
        for line in writerOutcome.lines {
            let parts = line.split(separator: " ")
            guard parts.count == 3, parts[0] == "committed", let batch = Int64(parts[1]), let time = Int64(parts[2])
            else { continue }
            if time <= lossTime { acknowledged.append((batch, time)) }
        }
        #expect(acknowledged.count > 10, "the writer acknowledged only \(acknowledged.count) batches (run \(run))")

        // Everything on the machine is gone; the replica is all that is left.
        for name in ["app.db", "app.db-wal", "app.db-shm", ".app.db-litestream"] {
            try? FileManager.default.removeItem(atPath: directory.file(name))
        }
        let restored = directory.file("restored.db")
        let restoreStart = ReplicatedWriter.now()
        let restore = try Litestream.run(["restore", "-o", restored, "file://" + replica])
        let restoreMilliseconds = ReplicatedWriter.now() - restoreStart
        try #require(
            restore.status == 0, Comment(rawValue: "litestream restore failed (run \(run)): \(restore.output)\n\(log)"))

        // Sound, whole batches only, every payload as written.
        let state = try CrashSafetyTests.verify(
            path: restored, context: "restored, run \(run)", rowsPerBatch: Self.rowsPerBatch)
        #expect(state.problems.isEmpty)
        let lostAges = acknowledged.filter { $0.batch > state.maxBatch }.map { lossTime - $0.time }
        let lastAcknowledged = acknowledged.last?.batch ?? 0
        // A prefix: nothing restored that the writer had not at least begun (one batch may be in
        // flight: committed, not yet acknowledged on its standard output, when it was killed).
        #expect(
            state.maxBatch <= lastAcknowledged + 1,
            "run \(run): the restore ends at batch \(state.maxBatch), after the last acknowledged \(lastAcknowledged)")
        // Replication was under way (a snapshot was in the replica) before the writer committed its
        // first batch, and 11 batches were acknowledged before the loss: the restore holds some.
        #expect(state.maxBatch >= 1, "run \(run): the restore holds no batch of \(lastAcknowledged) acknowledged")
        return Outcome(
            acknowledged: Int64(acknowledged.count), restored: state.maxBatch, lostAges: lostAges,
            restoreMilliseconds: restoreMilliseconds)
    }
}
