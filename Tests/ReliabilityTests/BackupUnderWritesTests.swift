import Foundation
import SQLContext
import SQLiteBuilds
import Testing

/// An online backup of a 100 MB database while another thread keeps writing to it.
///
/// The source is a WAL database; a writer thread, on its own connection, commits small
/// transactions while the backup copies 2 048 pages (8 MB) per step. A write from another
/// connection makes SQLite start the copy again at the next step (its documented restart), so the
/// backup completes once the writer has stopped long enough for a whole pass. What must hold: the
/// copy is a sound database (`integrity_check` is `ok`) holding exactly the rows the source held
/// when the last step finished, with no row missing in between. To read "the source when the last
/// step finished" while the writer runs, the writer commits under a lock that the backup takes for
/// any step that could be the last (no more pages left than one step copies) and for reading the
/// source's count right after it; every other step runs alongside the writer's commits.
///
/// About 5 s and 200 MB of temporary disk; part of `swift test` (and so of CI's `swift test` and
/// `Scripts/test-matrix` runs), not of `--filter SQLContextTests` runs. `RELIABILITY_BACKUP_MB`
/// changes the size.
@Suite("Backup under writes")
struct BackupUnderWritesTests {
    static var megabytes: Int {
        Int(ProcessInfo.processInfo.environment["RELIABILITY_BACKUP_MB"] ?? "") ?? 100
    }

    @Test("backup of a 100 MB database while another thread writes")
    func backupWhileAnotherThreadWrites() throws {
        let directory = try TemporaryDirectory("backup-under-writes")
        defer { directory.remove() }
        let sourcePath = directory.file("source.db")
        let rowBytes = 1000
        let initialRows = Self.megabytes * 1_000_000 / rowBytes

        let setup = try SQLContext(path: sourcePath)
        try setup.exec(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        try setup.exec(sql: "CREATE TABLE t(id INTEGER PRIMARY KEY, payload BLOB NOT NULL)")
        try setup.transaction {
            try setup.exec(
                sql: "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)"
                    + " INSERT INTO t(payload) SELECT randomblob(?) FROM n",
                parameters: [.long(Int64(initialRows)), .long(Int64(rowBytes))])
        }
        let sourceBytes = try #require(try scalar(setup, "PRAGMA page_count").longValue) * 4096
        #expect(sourceBytes >= Int64(Self.megabytes) * 1_000_000)
        setup.close()

        // The writer: 300 transactions of 5 rows, each commit under `commitLock`.
        let commitLock = NSLock()
        let firstCommit = DispatchSemaphore(value: 0)
        let startWriting = DispatchSemaphore(value: 0)
        let writerDone = DispatchSemaphore(value: 0)
        let writerError = LockedBox<String?>(nil)
        let commits = LockedBox(0)
        let writer = Thread {
            defer { writerDone.signal() }
            do {
                let context = try SQLContext(path: sourcePath)
                defer { context.close() }
                try context.setBusyTimeout(milliseconds: 30_000)
                waitOrRecord(startWriting, "startWriting")
                for index in 0..<300 {
                    try commitLock.withLock {
                        try context.transaction(.immediate) {
                            for _ in 0..<5 {
                                try context.exec(sql: "INSERT INTO t(payload) VALUES (randomblob(200))")
                            }
                        }
                    }
                    commits.update { $0 += 1 }
                    if index == 0 { firstCommit.signal() }
                    usleep(1000)
                }
            } catch {
                writerError.set(String(describing: error))
                firstCommit.signal()
            }
        }
        writer.start()

        let source = try SQLContext(path: sourcePath)
        try source.setBusyTimeout(milliseconds: 30_000)
        let destination = try SQLContext(path: directory.file("copy.db"))
        try destination.setBusyTimeout(milliseconds: 30_000)
        let pagesPerStep = 2048
        let backup = try source.startBackup(to: destination)
        var steps = 0
        var restarts = 0
        var previousRemaining = Int.max
        var sourceRowsAtEnd: Int64 = -1
        var commitsDuringBackup = 0
        var complete = false
        while !complete {
            let couldBeLast = steps > 0 && backup.remainingPages <= pagesPerStep
            if couldBeLast { commitLock.lock() }
            complete = try backup.step(pages: pagesPerStep)
            if complete { sourceRowsAtEnd = try #require(try scalar(source, "SELECT count(*) FROM t").longValue) }
            if couldBeLast { commitLock.unlock() }
            steps += 1
            if steps == 1 {
                // Let the writer start, and have it commit once before the next step: a restart is certain.
                startWriting.signal()
                waitOrRecord(firstCommit, "firstCommit")
            }
            if !complete && backup.remainingPages >= previousRemaining { restarts += 1 }
            previousRemaining = backup.remainingPages
            if !complete { commitsDuringBackup = commits.get() }
        }
        waitOrRecord(writerDone, "writerDone")
        #expect(writerError.get() == nil, "\(writerError.get() ?? "")")

        #expect(try integrityCheck(destination) == "ok")
        let copied = try #require(try scalar(destination, "SELECT count(*) FROM t").longValue)
        #expect(copied == sourceRowsAtEnd)
        #expect(try scalar(destination, "SELECT max(id) FROM t").longValue == copied, "no row is missing")
        #expect(copied >= Int64(initialRows))
        #expect(restarts >= 1, "the writer's commits made the backup start again")
        #expect(commitsDuringBackup >= 1)
        #expect(try scalar(source, "SELECT count(*) FROM t").longValue == Int64(initialRows + 5 * commits.get()))
        print(
            "backup under writes: \(Self.megabytes) MB, \(steps) steps, \(restarts) restarts,"
                + " \(commitsDuringBackup) of \(commits.get()) commits before the last step, \(copied) rows copied")
    }
}
