import Dispatch
import Foundation
@testable import SQLContext
import SQLFFI
import Testing

/// `SQLInterruptHandle.cancel()`: unlike an interrupt, which SQLite forgets once no statement
/// runs, a cancellation stops every statement the context runs until it is cleared, and ends a
/// busy wait at once.
@Suite struct CancellationTests {
    @Test func aCancelledContextRunsNoStatementUntilTheCancellationIsCleared() throws {
        let context = try memoryContext()
        let handle = context.interruptHandle
        try context.exec(sql: "CREATE TABLE t(x)")
        handle.cancel()
        #expect(handle.isCancelled)
        for _ in 0..<3 {
            expectSQLError(code: Code.interrupt, codeName: "SQLITE_INTERRUPT", messageContains: ["cancel"]) {
                try context.exec(sql: "INSERT INTO t VALUES (1)")
            }
        }
        let statement = try? context.prepare(sql: "SELECT count(*) FROM t")
        #expect(statement == nil, "a cancelled context prepares nothing either")
        handle.clearCancellation()
        #expect(!handle.isCancelled)
        try context.exec(sql: "INSERT INTO t VALUES (1)")
        #expect(try rowCount(context, "t") == 1)
    }

    @Test func aCancellationStopsTheRunningStatementAndTheOnesAfterIt() throws {
        let context = try memoryContext()
        let handle = context.interruptHandle
        try context.createFunction("cancel_now", argumentCount: 0) { _ in
            handle.cancel()  // as another thread would, while the statement runs
            return .long(1)
        }
        expectSQLError(code: Code.interrupt) {
            _ = try context.query(
                sql:
                    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000) SELECT cancel_now() + x FROM c"
            )
        }
        expectSQLError(code: Code.interrupt) { _ = try context.query(sql: "SELECT 1") }
        handle.clearCancellation()
        expectUsable(context)
    }

    @Test func aCancellationEndsABusyWait() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("locked.db")
            let waiter = try SQLContext(path: path)
            let handle = waiter.interruptHandle
            try waiter.setBusyTimeout(milliseconds: 600_000)
            // With an interrupt handle, the busy wait is SQLContext's own: SQLite's reads 0.
            #expect(try waiter.query(sql: "PRAGMA busy_timeout") == [[.long(0)]])
            try waiter.exec(sql: "CREATE TABLE t(x)")
            let blocker = try SQLContext(path: path)
            try blocker.exec(sql: "BEGIN IMMEDIATE")
            /// The blocker, for the watchdog thread, which uses it only if this thread is stuck.
            final class Held: @unchecked Sendable {
                let context: SQLContext
                init(_ context: SQLContext) { self.context = context }
            }
            let held = Held(blocker)
            // Cancels from another thread once the waiter is inside its busy wait (its interrupter
            // counts the wait's sleeps), with a deadline against a hang.
            let started = DispatchSemaphore(value: 0)
            let cancelled = DispatchSemaphore(value: 0)
            let sawTheWait = Locked(false)
            let interrupter = handle.interrupter
            Thread {
                started.wait()
                let deadline = Date().addingTimeInterval(60)
                while interrupter.busySleepCount == 0 && Date() < deadline { usleep(500) }
                sawTheWait.update { $0 = interrupter.busySleepCount > 0 }
                handle.cancel()
                cancelled.signal()
            }.start()
            // A deadline against a hang, not a timing assertion: without the cancellation the
            // write would wait ten minutes for the lock.
            let watchdogFired = Locked(false)
            let finished = DispatchSemaphore(value: 0)
            Thread {
                if finished.wait(timeout: .now() + 60) == .timedOut {
                    watchdogFired.update { $0 = true }
                    try? held.context.exec(sql: "ROLLBACK")
                }
            }.start()
            started.signal()
            var code: Int32?
            do {
                try waiter.exec(sql: "INSERT INTO t VALUES (1)")
            } catch let error as SQLError {
                code = error.code
            }
            finished.signal()
            #expect(!watchdogFired.value, "the cancelled write waited for the lock")
            #expect(cancelled.wait(timeout: .now() + 60) == .success)
            #expect(sawTheWait.value, "the write was in its busy wait when cancelled")
            // The cancellation ended the busy wait: SQLITE_BUSY, the lock not taken.
            #expect(code == Code.busy, "\(String(describing: code))")
            try blocker.exec(sql: "ROLLBACK")
            handle.clearCancellation()
            #expect(try rowCount(waiter, "t") == 0)
            try waiter.exec(sql: "INSERT INTO t VALUES (1)")
            #expect(try rowCount(waiter, "t") == 1)
        }
    }
}
