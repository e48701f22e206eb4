import Foundation
import SQLContext
import Testing

/// `transaction` commits when its block returns, rolls back and rethrows when it throws, and nests
/// through savepoints.
@Suite struct TransactionTests {
    private func contextWithTable() throws -> SQLContext {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        return context
    }

    private func values(_ context: SQLContext) throws -> [Int64] {
        try context.query(sql: "SELECT x FROM t ORDER BY rowid").map { $0[0].longValue ?? -1 }
    }

    @Test func commitsWhenTheBlockReturns() throws {
        let context = try contextWithTable()
        #expect(!context.isInTransaction)
        try context.transaction {
            #expect(context.isInTransaction)
            try context.exec(sql: "INSERT INTO t VALUES (1), (2)")
        }
        #expect(!context.isInTransaction)
        #expect(try values(context) == [1, 2])
    }

    @Test func returnsTheValueOfTheBlock() throws {
        let context = try contextWithTable()
        let count: Int64 = try context.transaction {
            try context.exec(sql: "INSERT INTO t VALUES (1), (2), (3)")
            return try rowCount(context, "t")
        }
        #expect(count == 3)
        let text = try context.transaction(.immediate) { "done" }
        #expect(text == "done")
        let nothing: Int? = try context.transaction(nil) { nil }
        #expect(nothing == nil)
    }

    @Test func rollsBackAndRethrowsTheSameError() throws {
        let context = try contextWithTable()
        let failure = TestFailure()
        do {
            try context.transaction {
                try context.exec(sql: "INSERT INTO t VALUES (1)")
                throw failure
            }
            Issue.record("the transaction did not rethrow")
        } catch let error as TestFailure {
            #expect(error == failure)  // the very instance thrown, not a wrapper or a copy of another
        }
        #expect(!context.isInTransaction)
        #expect(try values(context) == [])
    }

    @Test func rollsBackOnAnSQLErrorInTheBlock() throws {
        let context = try contextWithTable()
        expectSQLError(code: Code.error, messageContains: ["no such table"]) {
            try context.transaction {
                try context.exec(sql: "INSERT INTO t VALUES (1)")
                try context.exec(sql: "INSERT INTO missing VALUES (2)")
            }
        }
        #expect(!context.isInTransaction)
        #expect(try values(context) == [])
        expectUsable(context)
    }

    @Test func nestedTransactionThatThrowsIsUndoneAlone() throws {
        let context = try contextWithTable()
        try context.transaction {
            try context.exec(sql: "INSERT INTO t VALUES (1)")
            let failure = TestFailure()
            do {
                try context.transaction {
                    try context.exec(sql: "INSERT INTO t VALUES (2)")
                    #expect(try values(context) == [1, 2])
                    throw failure
                }
            } catch let error as TestFailure {
                #expect(error == failure)
            }
            #expect(context.isInTransaction)
            #expect(try values(context) == [1])
            try context.exec(sql: "INSERT INTO t VALUES (3)")
        }
        #expect(!context.isInTransaction)
        #expect(try values(context) == [1, 3])
    }

    @Test func nestedTransactionsThreeDeep() throws {
        let context = try contextWithTable()
        try context.transaction {
            try context.exec(sql: "INSERT INTO t VALUES (1)")
            try context.transaction {
                try context.exec(sql: "INSERT INTO t VALUES (2)")
                _ = try? context.transaction {
                    try context.exec(sql: "INSERT INTO t VALUES (3)")
                    throw TestFailure()
                }
                try context.transaction { try context.exec(sql: "INSERT INTO t VALUES (4)") }
            }
        }
        #expect(try values(context) == [1, 2, 4])
    }

    @Test func innerSuccessIsUndoneWhenTheOuterThrows() throws {
        let context = try contextWithTable()
        #expect(throws: TestFailure.self) {
            try context.transaction {
                try context.transaction { try context.exec(sql: "INSERT INTO t VALUES (1)") }
                throw TestFailure()
            }
        }
        #expect(try values(context) == [])
        // The savepoint names did not leak: nesting works again afterwards.
        try context.transaction {
            try context.transaction { try context.exec(sql: "INSERT INTO t VALUES (2)") }
        }
        #expect(try values(context) == [2])
    }

    @Test func nilModeRunsWithoutATransaction() throws {
        let context = try contextWithTable()
        #expect(throws: TestFailure.self) {
            try context.transaction(nil) {
                #expect(!context.isInTransaction)
                try context.exec(sql: "INSERT INTO t VALUES (1)")
                throw TestFailure()
            }
        }
        // Nothing was rolled back: there was no transaction.
        #expect(try values(context) == [1])
    }

    @Test(arguments: [TransactionMode.deferred, .immediate, .exclusive])
    func everyModeCommitsAndRollsBack(_ mode: TransactionMode) throws {
        let context = try contextWithTable()
        try context.transaction(mode) {
            #expect(context.isInTransaction)
            try context.exec(sql: "INSERT INTO t VALUES (1)")
        }
        _ = try? context.transaction(mode) {
            try context.exec(sql: "INSERT INTO t VALUES (2)")
            throw TestFailure()
        }
        #expect(try values(context) == [1])
    }

    @Test func immediateModeTakesTheWriteLockAtOnce() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("immediate.sqlite")
            let first = try SQLContext(path: path)
            try first.exec(sql: "CREATE TABLE t(x)")
            let second = try SQLContext(path: path)
            try first.transaction(.immediate) {
                // The first context has written nothing yet, and the other writer is already held off.
                let error = expectSQLError(code: Code.busy, messageContains: ["locked"]) {
                    try second.exec(sql: "INSERT INTO t VALUES (2)")
                }
                #expect(error?.isBusy == true)
                // Readers are not (rollback journal, nothing written yet).
                let rowsSeen = try rowCount(second, "t")
                #expect(rowsSeen == 0)
            }
            try second.exec(sql: "INSERT INTO t VALUES (2)")
            #expect(try rowCount(first, "t") == 1)
        }
    }

    @Test func deferredModeTakesNoLockBeforeTheFirstWrite() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("deferred.sqlite")
            let first = try SQLContext(path: path)
            try first.exec(sql: "CREATE TABLE t(x)")
            let second = try SQLContext(path: path)
            try first.transaction(.deferred) {
                try second.exec(sql: "INSERT INTO t VALUES (2)")
                try first.exec(sql: "INSERT INTO t VALUES (1)")
            }
            #expect(try rowCount(second, "t") == 2)
        }
    }

    @Test func exclusiveModeKeepsReadersOut() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("exclusive.sqlite")
            let first = try SQLContext(path: path)
            try first.exec(sql: "CREATE TABLE t(x)")
            #expect(try first.journalMode() == .delete)
            let second = try SQLContext(path: path)
            try first.transaction(.exclusive) {
                let error = expectSQLError(code: Code.busy, messageContains: ["locked"]) {
                    _ = try rowCount(second, "t")
                }
                #expect(error?.isBusy == true)
            }
            #expect(try rowCount(second, "t") == 0)
        }
    }

    @Test func insideAManualBeginItBecomesASavepoint() throws {
        let context = try contextWithTable()
        try context.exec(sql: "BEGIN")
        try context.exec(sql: "INSERT INTO t VALUES (1)")
        #expect(throws: TestFailure.self) {
            try context.transaction {
                try context.exec(sql: "INSERT INTO t VALUES (2)")
                throw TestFailure()
            }
        }
        // Only the savepoint was undone; the manual transaction is still open.
        #expect(context.isInTransaction)
        #expect(try values(context) == [1])
        try context.transaction { try context.exec(sql: "INSERT INTO t VALUES (3)") }
        // A savepoint that succeeded did not commit the manual transaction.
        #expect(context.isInTransaction)
        try context.exec(sql: "ROLLBACK")
        #expect(try values(context) == [])
        try context.exec(sql: "BEGIN; INSERT INTO t VALUES (4)")
        try context.transaction { try context.exec(sql: "INSERT INTO t VALUES (5)") }
        try context.exec(sql: "COMMIT")
        #expect(try values(context) == [4, 5])
    }

    @Test func failedCommitRollsBackAndThrowsTheCommitError() throws {
        let context = try memoryContext()
        try context.setForeignKeys(enabled: true)
        try context.exec(
            sql: """
                CREATE TABLE parent(id INTEGER PRIMARY KEY);
                CREATE TABLE child(parent_id REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED);
                """)
        // A deferred foreign key is checked at COMMIT, after the block has returned.
        expectSQLError(
            code: Code.constraint, extendedCode: Code.constraintForeignKey,
            messageContains: ["FOREIGN KEY constraint failed"]
        ) {
            try context.transaction { try context.exec(sql: "INSERT INTO child VALUES (42)") }
        }
        #expect(!context.isInTransaction)
        #expect(try rowCount(context, "child") == 0)
        expectUsable(context)
    }

    @Test func transactionThatSQLiteRolledBackIsNotReportedAsCommitted() throws {
        // An ON CONFLICT ROLLBACK constraint (like an interrupt or an I/O error during a write)
        // makes SQLite roll back the whole transaction. A block that catches that error and goes on
        // runs its later statements in autocommit mode; `transaction` must not then return as if it
        // had committed the block's work atomically: row 1 is gone.
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x UNIQUE ON CONFLICT ROLLBACK)")
        var caught: SQLError?
        do {
            try context.transaction {
                try context.exec(sql: "INSERT INTO t VALUES (1)")
                do { try context.exec(sql: "INSERT INTO t VALUES (1)") } catch let error as SQLError { caught = error }
                #expect(!context.isInTransaction)  // SQLite ended the transaction
                try context.exec(sql: "INSERT INTO t VALUES (3)")
            }
            Issue.record("transaction returned normally although SQLite rolled it back; rows: \(try values(context))")
        } catch let error as SQLError {
            // The transaction block's own error (SQLITE_ABORT_ROLLBACK), not SQLite's "no
            // transaction is active" from a COMMIT tried anyway.
            #expect(error.extendedCode == 516, "\(error)")
            #expect(error.message.contains("ended inside the transaction block"), "\(error)")
        }
        #expect(caught?.extendedCode == Code.constraintUnique)
        #expect(!context.isInTransaction)
        #expect(try values(context) == [3])
    }
}
