import Foundation
import SQLContext
import Testing

/// Update, commit, rollback and WAL observers: any number of each, removable one by one, a commit
/// vetoed with a precise error, and setUpdateHook as one of the update observers.
@Suite struct ObserverTests {
    @Test func severalUpdateObserversEachSeeEveryChangeUntilRemoved() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(id INTEGER PRIMARY KEY, x)")
        let first = Locked<[String]>([])
        let second = Locked<[String]>([])
        let third = Locked<[String]>([])
        _ = try context.addUpdateObserver { event in first.update { $0.append("\(event.action) \(event.rowID)") } }
        let secondToken = try context.addUpdateObserver { event in
            second.update { $0.append("\(event.action) \(event.rowID)") }
        }
        _ = try context.addUpdateObserver { event in third.update { $0.append("\(event.table) \(event.rowID)") } }
        try context.exec(sql: "INSERT INTO t VALUES (1, 'a'); UPDATE t SET x = 'b' WHERE id = 1")
        context.removeObserver(secondToken)
        context.removeObserver(secondToken)  // a second removal does nothing
        try context.exec(sql: "DELETE FROM t WHERE id = 1")
        #expect(first.value == ["insert 1", "update 1", "delete 1"])
        #expect(second.value == ["insert 1", "update 1"])
        #expect(third.value == ["t 1", "t 1", "t 1"])
    }

    @Test func setUpdateHookReplacesOnlyItselfAmongTheObservers() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        let observed = Locked<[Int64]>([])
        let hooked = Locked<[Int64]>([])
        let token = try context.addUpdateObserver { event in observed.update { $0.append(event.rowID) } }
        try context.setUpdateHook { event in hooked.update { $0.append(-event.rowID) } }
        try context.setUpdateHook { event in hooked.update { $0.append(event.rowID) } }
        try context.exec(sql: "INSERT INTO t VALUES ('a')")
        try context.setUpdateHook(nil)
        try context.exec(sql: "INSERT INTO t VALUES ('b')")
        context.removeObserver(token)
        try context.exec(sql: "INSERT INTO t VALUES ('c')")
        #expect(observed.value == [1, 2])
        #expect(hooked.value == [1])
    }

    @Test func removingAnObserverReleasesItsClosure() throws {
        let context = try memoryContext()
        let live = LiveCounter()
        var tokens: [SQLObserverToken] = []
        do {
            let witness = live.witness()
            tokens.append(try context.addUpdateObserver { _ in _ = witness })
            tokens.append(try context.addCommitObserver { _ = witness })
            tokens.append(try context.addRollbackObserver { _ = witness })
        }
        #expect(live.value == 1)
        for token in tokens { context.removeObserver(token) }
        #expect(live.value == 0)
    }

    @Test func aCommitObserverThatThrowsVetoesTheTransaction() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        let asked = Locked(0)
        let rolledBack = Locked(0)
        _ = try context.addCommitObserver { asked.update { $0 += 1 } }
        let veto = try context.addCommitObserver {
            throw SQLError(code: 1, message: "no commits on Sundays")
        }
        let notAsked = Locked(0)
        _ = try context.addCommitObserver { notAsked.update { $0 += 1 } }
        _ = try context.addRollbackObserver { rolledBack.update { $0 += 1 } }
        let error = expectSQLError(
            code: Code.constraint, extendedCode: 531, codeName: "SQLITE_CONSTRAINT_COMMITHOOK",
            messageContains: ["commit observer", "rolled back", "no commits on Sundays"]
        ) {
            try context.transaction {
                try context.exec(sql: "INSERT INTO t VALUES (1), (2)")
            }
        }
        #expect(error?.sql == "COMMIT TRANSACTION")
        #expect(!context.isInTransaction)
        #expect(try rowCount(context, "t") == 0)
        #expect(asked.value == 1)
        #expect(notAsked.value == 0)
        #expect(rolledBack.value == 1)
        // A statement that commits on its own is vetoed the same way.
        expectSQLError(code: Code.constraint, extendedCode: 531, messageContains: ["no commits on Sundays"]) {
            try context.exec(sql: "INSERT INTO t VALUES (3)")
        }
        #expect(try rowCount(context, "t") == 0)
        context.removeObserver(veto)
        try context.transaction { try context.exec(sql: "INSERT INTO t VALUES (4)") }
        #expect(try rowCount(context, "t") == 1)
        #expect(notAsked.value == 1)
    }

    @Test func aVetoOfAnotherKindOfErrorIsDescribed() throws {
        struct Closed: Error, CustomStringConvertible {
            var description: String { "the shop is closed" }
        }
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        _ = try context.addCommitObserver { throw Closed() }
        expectSQLError(code: Code.constraint, extendedCode: 531, messageContains: ["the shop is closed"]) {
            try context.transaction(.immediate) { try context.exec(sql: "INSERT INTO t VALUES (1)") }
        }
        #expect(try rowCount(context, "t") == 0)
    }

    @Test func rollbackObserversSeeRollbacksNotCommits() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        let rollbacks = Locked(0)
        let commits = Locked(0)
        _ = try context.addRollbackObserver { rollbacks.update { $0 += 1 } }
        _ = try context.addCommitObserver { commits.update { $0 += 1 } }
        try context.transaction { try context.exec(sql: "INSERT INTO t VALUES (1)") }
        #expect(throws: TestFailure.self) {
            try context.transaction {
                try context.exec(sql: "INSERT INTO t VALUES (2)")
                throw TestFailure()
            }
        }
        #expect(commits.value == 1)
        #expect(rollbacks.value == 1)
        #expect(try rowCount(context, "t") == 1)
    }

    @Test func walObserversSeeCommitsAndAutomaticCheckpointsGoOn() throws {
        try withTemporaryDirectory { directory in
            let context = try SQLContext(path: directory.file("wal.db"))
            guard context.library.hasFunction("sqlite3_wal_hook") else {
                let error = expectSQLError(code: Code.error, messageContains: ["sqlite3_wal_hook"]) {
                    _ = try context.addWALObserver { _ in }
                }
                #expect(error?.missingFunction == "sqlite3_wal_hook")
                return
            }
            #expect(try scalar(context, "PRAGMA journal_mode = WAL") == .text("wal"))
            try context.exec(sql: "PRAGMA wal_autocheckpoint = 8; CREATE TABLE t(x BLOB)")
            let events = Locked<[SQLWALEvent]>([])
            let token = try context.addWALObserver { event in events.update { $0.append(event) } }
            for _ in 0..<30 {
                try context.exec(sql: "INSERT INTO t VALUES (zeroblob(3000))")
            }
            let pages = events.value.map(\.pageCount)
            #expect(events.value.count == 30)
            #expect(events.value.allSatisfy { $0.database == "main" })
            // Each commit adds pages; a checkpoint at 8 pages lets the WAL start over, so the
            // counts go down again instead of growing to 60 and more.
            #expect(pages.max() ?? 0 < 20, "\(pages)")
            #expect(zip(pages, pages.dropFirst()).contains { $0.1 < $0.0 }, "\(pages)")
            context.removeObserver(token)
            #expect(try scalar(context, "PRAGMA wal_autocheckpoint") == .long(8))
            try context.exec(sql: "INSERT INTO t VALUES (1)")
            #expect(events.value.count == 30)
            context.close()
        }
    }

    @Test func observersStopAndCannotBeAddedOnceTheContextCloses() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        let calls = Locked(0)
        let token = try context.addUpdateObserver { _ in calls.update { $0 += 1 } }
        _ = try context.addCommitObserver { calls.update { $0 += 1 } }
        try context.exec(sql: "INSERT INTO t VALUES (1)")
        #expect(calls.value == 2)
        context.close()
        context.removeObserver(token)
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try context.addUpdateObserver { _ in } }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try context.addCommitObserver {} }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try context.addRollbackObserver {} }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try context.addWALObserver { _ in } }
        #expect(calls.value == 2)
    }
}
