import Foundation
import SQLContext
import Testing

/// Statements and contexts that are dropped release what they hold: locks and file descriptors.
@Suite struct ResourceTests {
    /// A file database with a few rows, and a second connection that fails at once when locked.
    private func twoConnections(_ directory: TemporaryDirectory) throws -> (reader: SQLContext, writer: SQLContext) {
        let path = directory.file("locks.sqlite")
        let reader = try SQLContext(path: path)
        try reader.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3)")
        #expect(try reader.journalMode() == .delete)  // rollback journal: a reader blocks a commit
        let writer = try SQLContext(path: path)
        try writer.setBusyTimeout(milliseconds: 0)
        return (reader, writer)
    }

    /// Steps a SELECT once, leaving it in the middle of its rows, and returns it.
    private func selectSteppedOnce(_ context: SQLContext) throws -> SQLStatement {
        let select = try context.prepare(sql: "SELECT x FROM t ORDER BY x")
        #expect(try select.next())
        #expect(select.isBusy)
        return select
    }

    @Test func aPendingSelectBlocksAnotherConnectionsWrite() throws {
        // The control for the test below: while the SELECT is alive and pending, it holds its lock.
        try withTemporaryDirectory { directory in
            let (reader, writer) = try twoConnections(directory)
            let select = try selectSteppedOnce(reader)
            expectSQLError(code: Code.busy, messageContains: ["locked"]) {
                try writer.exec(sql: "INSERT INTO t VALUES (4)")
            }
            #expect(select.long(at: 0) == 1)
            select.reset()  // a reset statement releases the lock too
            try writer.exec(sql: "INSERT INTO t VALUES (4)")
            #expect(try rowCount(reader, "t") == 4)
        }
    }

    @Test func aDroppedStatementReleasesItsLock() throws {
        try withTemporaryDirectory { directory in
            let (reader, writer) = try twoConnections(directory)
            do {
                let select = try selectSteppedOnce(reader)
                #expect(select.long(at: 0) == 1)
            }  // dropped here without close() or reset(): deinit finalizes it
            try writer.exec(sql: "INSERT INTO t VALUES (4)")
            #expect(try rowCount(reader, "t") == 4)
        }
    }

    @Test func aClosedStatementReleasesItsLock() throws {
        try withTemporaryDirectory { directory in
            let (reader, writer) = try twoConnections(directory)
            let select = try selectSteppedOnce(reader)
            select.close()
            try writer.exec(sql: "INSERT INTO t VALUES (4)")
            #expect(try rowCount(reader, "t") == 4)
        }
    }

    @Test func closingTheContextReleasesTheLocksOfItsStatements() throws {
        try withTemporaryDirectory { directory in
            let (reader, writer) = try twoConnections(directory)
            let select = try selectSteppedOnce(reader)
            reader.close()  // finalizes the pending SELECT, though the test still holds it
            try writer.exec(sql: "INSERT INTO t VALUES (4)")
            #expect(try rowCount(writer, "t") == 4)
            #expect(select.isClosed)
        }
    }

    @Test(.enabled(if: canListFileDescriptors, "needs /proc/self/fd"))
    func droppedContextsLeakNoFileDescriptors() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("many.sqlite")
            let setup = try SQLContext(path: path)
            try setup.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)")
            setup.close()
            #expect(openFileDescriptors(under: directory.path) == [])

            // The count sees this file's descriptors: an open context has one.
            let open = try SQLContext(path: path)
            #expect(try rowCount(open, "t") == 1)
            #expect(openFileDescriptors(under: directory.path).count >= 1)
            open.close()
            #expect(openFileDescriptors(under: directory.path) == [])

            for index in 0..<1_000 {
                let context = try SQLContext(path: path)
                // Every tenth one is left with a statement half-way, dropped along with it.
                if index % 10 == 0 {
                    let select = try context.prepare(sql: "SELECT x FROM t")
                    #expect(try select.next())
                } else {
                    #expect(try rowCount(context, "t") == 1)
                }
            }  // each context is dropped without close()
            #expect(openFileDescriptors(under: directory.path) == [])
        }
    }

    @Test func aContextDroppedWhileItsStatementLivesClosesWhenTheStatementGoes() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("kept-alive.sqlite")
            var statement: SQLStatement?
            do {
                let context = try SQLContext(path: path)
                try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (5)")
                statement = try context.prepare(sql: "SELECT x FROM t")
            }
            // The statement keeps the connection: it still runs.
            #expect(try statement?.next() == true)
            #expect(statement?.long(at: 0) == 5)
            #expect(statement?.isClosed == false)
            statement = nil
            if canListFileDescriptors {
                #expect(openFileDescriptors(under: directory.path) == [])
            }
        }
    }
}
