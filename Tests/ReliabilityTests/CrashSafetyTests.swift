import Foundation
import SQLContext
import Testing
import sqlcontext_workload

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Kills a writer process with SIGKILL at random moments and checks the database after each kill.
///
/// SIGKILL ends the process at once, but the data it gave the kernel stays in the page cache and
/// reaches the file: this tests SQLite's atomic commit against the death of the process (any
/// moment of a transaction, of the commit, of a journal rollback or WAL recovery on restart), not
/// against power loss, which would need a VM or a fault-injecting file system.
///
/// Synchronous settings are SQLite's documented safe choices: `FULL` in DELETE mode (SQLite's
/// default; `NORMAL` there can corrupt on power loss on old file systems) and `NORMAL` in WAL mode
/// (corruption-safe; power loss may undo the last commits). Against process death any setting is
/// safe, so the choice does not weaken the test.
@Suite("Crash safety")
struct CrashSafetyTests {
    /// The writer commits batches of this many rows.
    static let rowsPerBatch: Int64 = 1000
    /// Kill delays are drawn uniformly from 0 ..< this many microseconds after the start.
    static let maxDelayMicroseconds: UInt64 = 200_000

    @Test("SIGKILL at random moments keeps every committed batch", arguments: [JournalMode.delete, .wal])
    func killedWriter(journal: JournalMode) throws {
        let directory = try TemporaryDirectory("crash-" + journal.rawValue)
        defer { directory.remove() }
        let path = directory.file("crash.db")
        let kills = ReliabilityConfig.killsPerMode
        // One seed per mode, derived from the run's seed, so each mode repeats on its own.
        let seed = ReliabilityConfig.seed &+ (journal == .wal ? 1 : 0)
        var random = SeededGenerator(seed: seed)
        print(
            "crash-safety \(journal.rawValue): \(kills) kills, seed \(seed) (RELIABILITY_SEED=\(ReliabilityConfig.seed))"
        )

        var reportedMax: Int64 = 0
        var presentMax: Int64 = 0
        var reportedBatches = 0
        var hotJournals = 0
        var finishedBeforeKill = 0
        var reapSeconds = 0.0
        var verifySeconds = 0.0
        let start = Date()
        for round in 1...kills {
            let delay = random.next() % Self.maxDelayMicroseconds
            let writer = try WorkloadProcess([
                "writer", "--db", path, "--journal", journal.rawValue, "--rows", String(Self.rowsPerBatch),
            ])
            usleep(UInt32(delay))
            writer.kill()
            let killed = Date()
            let outcome = writer.finish()
            reapSeconds += Date().timeIntervalSince(killed)
            let context = "round \(round), delay \(delay) µs, seed \(seed)"
            if outcome.killedBySignal {
                // Our SIGKILL, not a crash of the writer (a trap or an abort is another signal).
                #expect(
                    outcome.status == SIGKILL,
                    "the writer died of signal \(outcome.status), not SIGKILL (\(context)); its stderr: \(outcome.errors)"
                )
            } else {
                finishedBeforeKill += 1
                #expect(
                    outcome.status == 0 && outcome.lines.last == "done",
                    "the writer failed (\(context)): status \(outcome.status), \(outcome.errors)")
            }
            // What the writer said: where it started, and each batch it committed.
            var expectedNext = presentMax + 1
            for line in outcome.lines {
                let parts = line.split(separator: " ")
                guard parts.count == 2, let number = Int64(parts[1]) else { continue }
                if parts[0] == "start" {
                    #expect(number == presentMax + 1, "the writer started at \(number) (\(context))")
                } else if parts[0] == "committed" {
                    #expect(number == expectedNext, "batch \(number) reported out of order (\(context))")
                    expectedNext = number + 1
                    reportedMax = max(reportedMax, number)
                    reportedBatches += 1
                }
            }
            if Self.hasHotJournal(path: path, journal: journal) { hotJournals += 1 }

            // The file as the next opener finds it (this open runs the rollback or WAL recovery).
            let verifyStart = Date()
            let state = try Self.verify(path: path, context: context)
            verifySeconds += Date().timeIntervalSince(verifyStart)
            #expect(
                state.maxBatch >= reportedMax,
                "batch \(reportedMax) was reported committed, the file ends at \(state.maxBatch) (\(context))")
            presentMax = state.maxBatch
            if state.problems.isEmpty == false { break }
        }
        // The run proved something only if writers committed batches before they were killed and, in
        // DELETE mode, some kills landed in the middle of a transaction (a hot journal left behind).
        #expect(reportedBatches > 0, "no writer reported a committed batch in \(kills) rounds")
        #expect(presentMax >= reportedMax && reportedMax > 0)
        if journal == .delete && kills >= 10 {
            #expect(hotJournals > 0, "no kill of \(kills) landed mid-transaction")
        }
        let rows = presentMax * Self.rowsPerBatch
        print(
            "crash-safety \(journal.rawValue): \(kills) kills (\(finishedBeforeKill) writers done first),"
                + " \(reportedBatches) batches reported, \(presentMax) batches = \(rows) rows in the file,"
                + (journal == .wal
                    ? " a WAL left to recover after \(hotJournals) kills"
                    : " a hot journal to roll back (killed mid-transaction) after \(hotJournals) kills")
                + "; \(Int(Date().timeIntervalSince(start))) s in all, \(Int(reapSeconds)) s reaping killed writers,"
                + " \(Int(verifySeconds)) s checking the file")
    }

    /// What the file held after a kill.
    struct FileState {
        var maxBatch: Int64
        var problems: [String]
    }

    /// Opens the database and checks it: `PRAGMA integrity_check` is `ok`, the row count is a
    /// multiple of the batch size, batches are 1...max with every row, each payload as written.
    static func verify(path: String, context: String, rowsPerBatch: Int64 = rowsPerBatch) throws -> FileState {
        let database = try SQLContext(path: path)
        defer { database.close() }
        try database.setBusyTimeout(milliseconds: 10_000)
        var problems: [String] = []
        let integrity = try integrityCheck(database)
        if integrity != "ok" { problems.append("integrity_check: " + integrity) }
        // A writer killed during its first start may not have created the table yet (WAL mode
        // creates the file when the journal mode is set); no batch can be committed then.
        let tables = try database.query(sql: "SELECT 1 FROM sqlite_master WHERE name = 'batch_rows'")
        if tables.isEmpty {
            #expect(problems.isEmpty, "after the kill (\(context)): \(problems.joined(separator: "; "))")
            return FileState(maxBatch: 0, problems: problems)
        }
        // One pass over the table: rows, batches, complete batches, payloads that differ from
        // what the writer computed.
        let summary = try database.query(
            sql: """
                SELECT coalesce(sum(rows), 0), count(*), coalesce(max(batch), 0), coalesce(min(batch), 0),
                       coalesce(sum(rows = ? AND first = 0 AND last = ? - 1), 0), coalesce(sum(wrong), 0)
                FROM (SELECT batch, count(*) AS rows, min(seq) AS first, max(seq) AS last,
                             sum(payload != ((batch * 1000 + seq) * 2654435761) % 4294967296) AS wrong
                      FROM batch_rows GROUP BY batch)
                """, parameters: [.long(rowsPerBatch), .long(rowsPerBatch)])[0].map { $0.longValue ?? -1 }
        let (count, batches, maxBatch) = (summary[0], summary[1], summary[2])
        let (minBatch, completeBatches, wrongPayloads) = (summary[3], summary[4], summary[5])
        if count % rowsPerBatch != 0 { problems.append("\(count) rows, not a multiple of \(rowsPerBatch)") }
        if batches != maxBatch || (batches > 0 && minBatch != 1) {
            problems.append("batches are not 1...\(maxBatch): \(batches) batches from \(minBatch)")
        }
        if completeBatches != batches { problems.append("\(batches - completeBatches) batches are incomplete") }
        if wrongPayloads != 0 { problems.append("\(wrongPayloads) rows have a wrong payload") }
        #expect(problems.isEmpty, "after the kill (\(context)): \(problems.joined(separator: "; "))")
        return FileState(maxBatch: maxBatch, problems: problems)
    }

    /// Whether the kill left a rollback journal or a WAL with content: the next open must use it.
    static func hasHotJournal(path: String, journal: JournalMode) -> Bool {
        let side = path + (journal == .wal ? "-wal" : "-journal")
        let size = (try? FileManager.default.attributesOfItem(atPath: side)[.size] as? NSNumber)?.int64Value ?? 0
        return size > 0
    }
}
