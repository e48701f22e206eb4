import Foundation
@testable import SQLContext
import SQLFFI
import SQLiteBuilds
import Testing

/// Online backup (`sqlite3_backup_*`), on the SQLite that discovery finds: every SQLite since 3.6.11
/// has it, so nothing here is skipped on any build.
@Suite struct BackupTests {
    /// A 10-row in-memory source, and a file destination (with a table `t0`) at `name` in `directory`.
    static func sourceAndFileDestination(_ directory: TemporaryDirectory, _ name: String) throws -> (
        source: SQLContext, destination: SQLContext, path: String
    ) {
        let source = try memoryContext()
        try fill(source, rows: 10, bytes: 100)
        let path = directory.file(name)
        let destination = try SQLContext(path: path)
        try destination.exec(sql: "CREATE TABLE t0(x)")
        return (source, destination, path)
    }

    @Test func memoryToFileAndFileToMemory() throws {
        try withTemporaryDirectory { directory in
            let memory = try memoryContext()
            try memory.exec(sql: "CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT); CREATE INDEX t_name ON t(name)")
            try memory.exec(sql: "INSERT INTO t(name) VALUES ('ada'), ('grace'), ('edsger')")
            let path = directory.file("copy.db")
            try memory.backup(toFile: path)

            let file = try SQLContext(path: path)
            #expect(try integrityCheck(file) == ["ok"])
            #expect(
                try file.query(sql: "SELECT name FROM t ORDER BY id") == [
                    [.text("ada")], [.text("grace")], [.text("edsger")],
                ])
            try file.exec(sql: "INSERT INTO t(name) VALUES ('barbara')")

            // And back: the file into a new in-memory database.
            let restored = try memoryContext()
            try file.backup(to: restored)
            #expect(try rowCount(restored, "t") == 4)
            #expect(try integrityCheck(restored) == ["ok"])
            #expect(try scalar(restored, "SELECT count(*) FROM sqlite_master WHERE name = 't_name'") == .long(1))
        }
    }

    @Test func backupReplacesTheDestinationsContent() throws {
        let source = try memoryContext()
        try source.exec(sql: "CREATE TABLE kept(x); INSERT INTO kept VALUES (1)")
        let destination = try memoryContext()
        try destination.exec(sql: "CREATE TABLE gone(y); INSERT INTO gone VALUES (2)")
        try source.backup(to: destination)
        #expect(try tableExists(destination, "kept"))
        #expect(try !tableExists(destination, "gone"))
    }

    @Test func stepsReportProgressUntilNothingRemains() throws {
        let source = try memoryContext()
        try fill(source, rows: 300, bytes: 1000)
        let pageCount = try #require(try scalar(source, "PRAGMA page_count").longValue)
        let destination = try memoryContext()
        var reports: [SQLBackupProgress] = []
        try source.backup(to: destination, pagesPerStep: 10) { reports.append($0) }

        #expect(reports.count == Int((pageCount + 9) / 10))
        #expect(reports.allSatisfy { $0.totalPages == Int(pageCount) })
        #expect(reports.last?.remainingPages == 0)
        #expect(reports.last?.copiedPages == Int(pageCount))
        let remaining = reports.map(\.remainingPages)
        #expect(remaining == remaining.sorted(by: >), "remaining pages only go down: \(remaining)")
        #expect(reports.first?.description == "10/\(pageCount) pages")
        #expect(try rowCount(destination, "t") == 300)
        #expect(
            try destination.query(sql: "SELECT sum(length(payload)), max(id) FROM t")
                == source.query(sql: "SELECT sum(length(payload)), max(id) FROM t"))
    }

    @Test func aStepwiseBackupCanBeDrivenByHand() throws {
        let source = try memoryContext()
        try fill(source, rows: 100, bytes: 1000)
        let destination = try memoryContext()
        let backup = try source.startBackup(to: destination)
        #expect(backup.remainingPages == 0 && backup.totalPages == 0)
        #expect(try backup.step(pages: 1) == false)
        #expect(backup.totalPages > 1)
        #expect(backup.remainingPages == backup.totalPages - 1)
        #expect(!backup.isComplete && !backup.isFinished)
        #expect(try backup.step() == true)
        #expect(backup.isComplete && backup.isFinished)
        #expect(backup.remainingPages == 0)
        // A completed backup answers true again; close is idempotent.
        #expect(try backup.step() == true)
        backup.close()
        backup.close()
        #expect(try rowCount(destination, "t") == 100)
    }

    @Test func writesThroughTheSourceContextReachTheCopy() throws {
        let source = try memoryContext()
        try fill(source, rows: 200, bytes: 1000)
        let destination = try memoryContext()
        let backup = try source.startBackup(to: destination)
        #expect(try backup.step(pages: 5) == false)
        // Written through the source connection itself: SQLite updates the pages already copied.
        try source.exec(sql: "UPDATE t SET payload = x'01' WHERE id = 1; INSERT INTO t(payload) VALUES (x'02')")
        while try !backup.step(pages: 5) {}
        #expect(try rowCount(destination, "t") == 201)
        #expect(try scalar(destination, "SELECT payload FROM t WHERE id = 1") == .blob(Data([1])))
        #expect(try integrityCheck(destination) == ["ok"])
    }

    @Test func writesThroughAnotherConnectionRestartTheCopy() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("source.db")
            let source = try SQLContext(path: path)
            try fill(source, rows: 1000, bytes: 1000)
            let writer = try SQLContext(path: path)
            let destination = try memoryContext()
            let backup = try source.startBackup(to: destination)
            #expect(try backup.step(pages: 50) == false)
            #expect(try backup.step(pages: 50) == false)
            let remainingBefore = backup.remainingPages
            try writer.exec(sql: "INSERT INTO t(payload) VALUES (x'03')")
            // The next step starts again from the first page: 50 copied of the new total.
            #expect(try backup.step(pages: 50) == false)
            #expect(backup.remainingPages > remainingBefore)
            #expect(backup.remainingPages == backup.totalPages - 50)
            while try !backup.step(pages: 50) {}
            #expect(try rowCount(destination, "t") == 1001)
            #expect(try integrityCheck(destination) == ["ok"])
        }
    }

    @Test func anErrorFromProgressEndsTheBackupAndLeavesTheDestinationAsItWas() throws {
        try withTemporaryDirectory { directory in
            let source = try memoryContext()
            try fill(source, rows: 100, bytes: 1000)
            let path = directory.file("destination.db")
            let destination = try SQLContext(path: path)
            try destination.exec(sql: "CREATE TABLE before(x); INSERT INTO before VALUES ('unchanged')")
            let stop = TestFailure()
            var steps = 0
            #expect(throws: stop) {
                try source.backup(to: destination, pagesPerStep: 3) { _ in
                    steps += 1
                    if steps == 2 { throw stop }
                }
            }
            #expect(steps == 2)
            #expect(try destination.query(sql: "SELECT x FROM before") == [[.text("unchanged")]])
            #expect(try !tableExists(destination, "t"))
            // Nothing is left locked: the destination takes writes.
            try destination.exec(sql: "INSERT INTO before VALUES ('still writable')")
        }
    }

    @Test func aBusyDestinationFailsPreciselyAndTheStepCanBeRetried() throws {
        try withTemporaryDirectory { directory in
            let (source, destination, path) = try Self.sourceAndFileDestination(directory, "busy.db")
            let holder = try SQLContext(path: path)
            try holder.exec(sql: "BEGIN IMMEDIATE; INSERT INTO t0 VALUES (1)")

            let backup = try source.startBackup(to: destination)
            // Busy timeout 0: fails at once.
            let error = expectSQLError(code: Code.busy, messageContains: ["backup step", "locked", "busy timeout"]) {
                _ = try backup.step()
            }
            #expect(error?.isBusy == true)
            #expect(!backup.isFinished)

            // The lock goes away: the same backup completes.
            try holder.exec(sql: "COMMIT")
            #expect(try backup.step() == true)
            #expect(try rowCount(destination, "t") == 10)
        }
    }

    @Test func aBusyDestinationIsWaitedForWithinTheBusyTimeout() throws {
        try withTemporaryDirectory { directory in
            let (source, destination, path) = try Self.sourceAndFileDestination(directory, "wait.db")
            // With its interrupt handle made, the destination's busy wait is SQLContext's own, which
            // counts its sleeps: the lock is let go only once the backup is waiting for it.
            let waiting = destination.interruptHandle.interrupter
            try destination.setBusyTimeout(milliseconds: 30_000)
            let locked = DispatchSemaphore(value: 0)
            let sawTheWait = Locked(false)
            let release = Thread {
                // Its own context: a context is used by one thread at a time.
                guard let holder = try? SQLContext(path: path),
                    (try? holder.exec(sql: "BEGIN IMMEDIATE; INSERT INTO t0 VALUES (1)")) != nil
                else {
                    _ = locked.signal()
                    return
                }
                _ = locked.signal()
                let deadline = Date().addingTimeInterval(60)  // against a hang, not a timing assertion
                while waiting.busySleepCount == 0 && Date() < deadline { usleep(500) }
                sawTheWait.update { $0 = waiting.busySleepCount > 0 }
                try? holder.exec(sql: "COMMIT")
                holder.close()
            }
            release.start()
            locked.wait()
            // The busy handler waits for the lock to go, within the 30 s timeout.
            try source.backup(to: destination)
            #expect(sawTheWait.value, "the backup met the lock and waited for it")
            #expect(try rowCount(destination, "t") == 10)
        }
    }

    @Test func aDestinationThatStaysBusyFailsAfterItsTimeout() throws {
        try withTemporaryDirectory { directory in
            let (source, destination, path) = try Self.sourceAndFileDestination(directory, "stuck.db")
            try destination.setBusyTimeout(milliseconds: 50)
            let holder = try SQLContext(path: path)
            try holder.exec(sql: "BEGIN IMMEDIATE")
            expectSQLError(code: Code.busy, messageContains: ["backup step", "busy timeout"]) {
                try source.backup(to: destination)
            }
            try holder.exec(sql: "ROLLBACK")
            // The failed backup left nothing behind: a new one works.
            try source.backup(to: destination)
            #expect(try rowCount(destination, "t") == 10)
        }
    }

    @Test func backupIntoAReadOnlyDestinationFails() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("readonly.db")
            try SQLContext(path: path).exec(sql: "CREATE TABLE t(x)")
            let destination = try SQLContext(path: path, flags: [.readOnly])
            let source = try memoryContext()
            try source.exec(sql: "CREATE TABLE s(x)")
            let error = expectSQLError(code: Code.readOnly) { try source.backup(to: destination) }
            #expect(error?.isReadOnly == true)
            #expect(try tableExists(destination, "t"))
        }
    }

    @Test func misuseIsReportedBeforeAnythingIsCopied() throws {
        let source = try memoryContext()
        try source.exec(sql: "CREATE TABLE t(x)")
        expectSQLError(code: Code.misuse, messageContains: ["destination", "other than"]) {
            try source.backup(to: source)
        }
        expectSQLError(code: Code.error, messageContains: ["cannot start the backup of 'nope'", "unknown database"]) {
            try source.backup(to: memoryContext(), schema: "nope")
        }
        let closed = try memoryContext()
        closed.close()
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try source.backup(to: closed) }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try closed.backup(to: source) }
        expectSQLError(code: Code.cantOpen, messageContains: ["/nonexistent-directory/x.db"]) {
            try source.backup(toFile: "/nonexistent-directory/x.db")
        }
        expectUsable(source)
    }

    @Test func aDestinationInsideATransactionCannotBeBackedUpInto() throws {
        let source = try memoryContext()
        try source.exec(sql: "CREATE TABLE t(x)")
        let destination = try memoryContext()
        // A read transaction is open on the destination.
        try destination.exec(sql: "CREATE TABLE d(x); BEGIN; SELECT * FROM d")
        expectSQLError(code: Code.error, messageContains: ["cannot start the backup", "in use"]) {
            try source.backup(to: destination)
        }
        try destination.exec(sql: "COMMIT")
        try source.backup(to: destination)
        #expect(try tableExists(destination, "t"))
    }

    @Test func closingEitherContextEndsTheBackup() throws {
        let source = try memoryContext()
        try fill(source, rows: 50, bytes: 1000)
        let destination = try memoryContext()
        let first = try source.startBackup(to: destination)
        #expect(try first.step(pages: 1) == false)
        destination.close()
        #expect(first.isFinished && !first.isComplete)
        expectSQLError(code: Code.misuse, messageContains: ["finished"]) { _ = try first.step() }

        let other = try memoryContext()
        let second = try source.startBackup(to: other)
        #expect(try second.step(pages: 1) == false)
        source.close()
        #expect(second.isFinished)
        expectUsable(other)
    }

    @Test(.requires(.sqlite3504)) func contextsOnDifferentLibrariesCannotBackUpIntoEachOther() throws {
        let source = try memoryContext()
        try source.exec(sql: "CREATE TABLE t(x)")
        let other = try SQLiteBuild.sqlite3504.library()
        let alien = try SQLContext(library: other === source.library ? SQLiteBuild.system.library() : other)
        expectSQLError(code: Code.misuse, messageContains: ["same library"]) { try source.backup(to: alien) }
        expectUsable(alien)
    }
}
