import Dispatch
import Foundation
import SQLContext
import Testing

/// A query that would never end stops with SQLITE_INTERRUPT when another thread interrupts it.
@Suite struct InterruptTests {
    /// A query that counts to a billion: only an interrupt ends it in a test's time; its bound
    /// turns a broken interrupt into a failure instead of a hang.
    static let endlessQuery =
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000) SELECT count(*) FROM c"

    /// Interrupts `handle` from another thread, again and again, until `body` returns or throws;
    /// then waits for that thread to finish. Nothing here waits for a time: an interrupt sent before
    /// the query starts is lost, so the thread keeps sending them until the query has stopped.
    private func whileInterrupting<T>(_ handle: SQLInterruptHandle, _ body: () throws -> T) rethrows -> T {
        let done = Locked(false)
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            while !done.value {
                handle.interrupt()
                Thread.sleep(forTimeInterval: 0.001)  // not a timing assertion: only spares the CPU
            }
            finished.signal()
        }
        thread.start()
        defer {
            done.update { $0 = true }
            finished.wait()
        }
        return try body()
    }

    @Test func interruptFromAnotherThreadStopsARunningQuery() throws {
        let context = try memoryContext()
        let error = whileInterrupting(context.interruptHandle) {
            expectSQLError(code: Code.interrupt, codeName: "SQLITE_INTERRUPT", messageContains: ["interrupt"]) {
                _ = try context.query(sql: Self.endlessQuery)
            }
        }
        #expect(error?.isInterrupted == true)
        #expect(error?.sql == Self.endlessQuery)
        // Once the interrupting stopped, the context works again.
        expectUsable(context)
        #expect(!context.isInTransaction)
    }

    @Test func interruptStopsAStepLoopAndTheStatementRunsAgainAfterReset() throws {
        let context = try memoryContext()
        let statement = try context.prepare(
            sql: "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000) SELECT x FROM c")
        let (rowsBefore, lastValue) = whileInterrupting(context.interruptHandle) { () -> (Int64, Int64) in
            var rows: Int64 = 0
            var last: Int64 = 0
            expectSQLError(code: Code.interrupt) {
                while try statement.next() {
                    rows += 1
                    last = statement.long(at: 0)
                }
            }
            return (rows, last)
        }
        // Every row read before the interrupt was whole and in order: 1, 2, …, rowsBefore.
        #expect(lastValue == rowsBefore)
        statement.reset()
        #expect(try statement.next())
        #expect(statement.long(at: 0) == 1)
    }

    @Test func interruptRollsBackAnInterruptedWrite() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        _ = whileInterrupting(context.interruptHandle) {
            expectSQLError(code: Code.interrupt) {
                try context.exec(
                    sql:
                        "INSERT INTO t WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000) SELECT x FROM c"
                )
            }
        }
        // The statement's changes were undone: an INSERT is all or nothing.
        #expect(try rowCount(context, "t") == 0)
    }

    @Test func interruptHandleOutlivesItsContext() throws {
        var context: SQLContext? = try memoryContext()
        weak let released = context
        let handle = try #require(context?.interruptHandle)
        context?.close()
        handle.interrupt()  // does nothing: the connection is closed
        context = nil
        #expect(released == nil, "the handle must not keep its context alive")
        handle.interrupt()  // does nothing: the context is gone
        // A stale handle touches no other connection.
        let other = try memoryContext()
        handle.interrupt()
        #expect(try scalar(other, "SELECT 1") == .long(1))
    }

    @Test func interruptWithNothingRunningDoesNotAffectTheNextStatement() throws {
        let context = try memoryContext()
        context.interrupt()
        // SQLite clears a pending interrupt when no statement is running as the next one starts.
        #expect(try scalar(context, "SELECT 1") == .long(1))
    }
}
