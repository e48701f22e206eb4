import Foundation
import SQLContext
import SQLiteBuilds
import Testing

/// A Swift callback that SQLite is running — an SQL function, an aggregate, a collation, an
/// observer, the trace hook, a changeset's conflict handler — may hold its context and call it.
///
/// The rules (`SQLContext` docs, "Callbacks"): nothing SQLite is still using is freed during the
/// call. `close()` inside any callback takes effect when the SQLite call that ran the callback
/// returns, and that call then throws `SQLITE_MISUSE`; a statement closed (or released) inside a
/// callback is finalized then too. Functions, aggregates, collations and conflict handlers may
/// run SQL on their own context, as SQLite allows; observers and the trace hook may not (SQLite
/// forbids using the connection from its hooks): there every call that would run SQL throws a
/// misuse `SQLError`. Run under AddressSanitizer by `Scripts/sanitize`, where a use after free
/// fails the test run. A callback that holds its own context keeps it alive until it is closed
/// (the connection holds the callback): the tests close what they do not let a callback close.
@Suite struct CallbackReentrancyTests {
    /// A context with a table `t` of three rows and a table `log` for what callbacks write.
    static func context() throws -> SQLContext {
        let context = try memoryContext()
        try context.exec(
            sql: """
                CREATE TABLE t(x INTEGER, s TEXT);
                INSERT INTO t VALUES (1, 'b'), (2, 'a'), (3, 'c');
                CREATE TABLE log(x INTEGER);
                """)
        return context
    }

    /// Checks the error of a call whose callback closed the context, and the context afterwards.
    static func expectClosedDuringTheCall(
        _ context: SQLContext, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
    ) {
        expectSQLError(code: 21, messageContains: ["closed"], sourceLocation: sourceLocation, body)
        #expect(context.isClosed, sourceLocation: sourceLocation)
        expectSQLError(code: 21, messageContains: ["closed"], sourceLocation: sourceLocation) {
            _ = try context.query(sql: "SELECT 1")
        }
    }

    // MARK: - close() inside a callback

    @Test func aFunctionThatClosesItsContext() throws {
        let context = try Self.context()
        try context.createFunction("closer", argumentCount: 0) { _ in
            context.close()
            #expect(context.isClosed, "closed at once for every later call")
            return .long(1)
        }
        Self.expectClosedDuringTheCall(context) { _ = try context.query(sql: "SELECT closer() FROM t") }
    }

    @Test func anAggregateThatClosesItsContextInItsResult() throws {
        let context = try Self.context()
        try context.createAggregate(
            "closing_sum", argumentCount: 1, start: { Int64(0) },
            step: { total, arguments in total + (arguments[0].longValue ?? 0) },
            result: { total in
                context.close()
                return .long(total)
            })
        Self.expectClosedDuringTheCall(context) { _ = try context.query(sql: "SELECT closing_sum(x) FROM t") }
    }

    @Test func aCollationThatClosesItsContext() throws {
        let context = try Self.context()
        try context.createCollation("closing") { left, right in
            context.close()
            return left < right ? .orderedAscending : (left == right ? .orderedSame : .orderedDescending)
        }
        Self.expectClosedDuringTheCall(context) {
            _ = try context.query(sql: "SELECT s FROM t ORDER BY s COLLATE closing")
        }
    }

    @Test func anUpdateObserverThatClosesItsContext() throws {
        let context = try Self.context()
        _ = try context.addUpdateObserver { _ in context.close() }
        Self.expectClosedDuringTheCall(context) { try context.exec(sql: "UPDATE t SET x = x + 1") }
    }

    @Test func aCommitObserverThatClosesItsContext() throws {
        let context = try Self.context()
        _ = try context.addCommitObserver { context.close() }
        Self.expectClosedDuringTheCall(context) { try context.exec(sql: "INSERT INTO t VALUES (4, 'd')") }
    }

    @Test func aTraceHookThatClosesItsContext() throws {
        let context = try Self.context()
        try context.setTraceHook { _ in context.close() }
        Self.expectClosedDuringTheCall(context) { _ = try context.query(sql: "SELECT x FROM t") }
    }

    @Test func aFunctionThatClosesItsContextInsideATransactionBlock() throws {
        let context = try Self.context()
        try context.createFunction("closer", argumentCount: 0) { _ in
            context.close()
            return .long(1)
        }
        Self.expectClosedDuringTheCall(context) {
            try context.transaction {
                try context.exec(sql: "INSERT INTO log VALUES (1)")
                _ = try context.query(sql: "SELECT closer()")
            }
        }
    }

    @Test func aConflictHandlerThatClosesItsContext() throws {
        let (target, changeset, _) = try SessionTests.conflictingChange()
        Self.expectClosedDuringTheCall(target) {
            try target.apply(changeset) { _ in
                target.close()
                return .omit
            }
        }
    }

    // MARK: - Statements closed inside a callback

    @Test func aFunctionThatClosesTheStatementRunningIt() throws {
        let context = try Self.context()
        defer { context.close() }  // the callbacks hold the context: closing releases them
        var running: SQLStatement?
        try context.createFunction("finish_me", argumentCount: 0) { _ in
            running?.close()
            return .long(1)
        }
        let statement = try context.prepare(sql: "SELECT finish_me() FROM t")
        running = statement
        expectSQLError(code: 21, messageContains: ["closed"]) { _ = try statement.next() }
        expectSQLError(code: 21) { _ = try statement.next() }
        running = nil
        expectUsable(context)
    }

    @Test func aFunctionThatResetsTheStatementRunningIt() throws {
        let context = try Self.context()
        defer { context.close() }  // the callbacks hold the context: closing releases them
        var running: SQLStatement?
        var calls = 0
        try context.createFunction("reset_me", argumentCount: 0) { _ in
            calls += 1
            running?.reset()
            return .long(Int64(calls))
        }
        let statement = try context.prepare(sql: "SELECT reset_me() FROM t")
        running = statement
        expectSQLError(code: 21, messageContains: ["reset"]) { _ = try statement.next() }
        running = nil
        var values: [SQLValue] = []
        while try statement.next() { values.append(statement.value(at: 0)) }
        #expect(values == [.long(2), .long(3), .long(4)], "reset when the step returned: runs from the start")
        expectUsable(context)
    }

    // MARK: - SQL inside callbacks

    @Test func aFunctionMayQueryItsOwnContext() throws {
        let context = try Self.context()
        defer { context.close() }  // the callbacks hold the context: closing releases them
        try context.createFunction("row_count", argumentCount: 0) { _ in
            try context.query(sql: "SELECT count(*) FROM t")[0][0]
        }
        #expect(try scalar(context, "SELECT row_count() + x FROM t WHERE x = 1") == .long(4))
    }

    @Test func aFunctionMayWriteThroughItsOwnContext() throws {
        let context = try Self.context()
        defer { context.close() }  // the callbacks hold the context: closing releases them
        try context.createFunction("note", argumentCount: 1) { arguments in
            try context.exec(sql: "INSERT INTO log VALUES (?)", parameters: [arguments[0]])
            return arguments[0]
        }
        _ = try context.query(sql: "SELECT note(x) FROM t")
        #expect(try rowCount(context, "log") == 3)
    }

    @Test func anObserverThatRunsSQLGetsAMisuseError() throws {
        let context = try Self.context()
        defer { context.close() }  // the callbacks hold the context: closing releases them
        var errors: [SQLError] = []
        func attempt() {
            do {
                try context.exec(sql: "INSERT INTO log VALUES (1)")
            } catch let error as SQLError {
                errors.append(error)
            } catch {
                Issue.record("not an SQLError: \(error)")
            }
        }
        let update = try context.addUpdateObserver { _ in attempt() }
        try context.exec(sql: "UPDATE t SET x = x + 1 WHERE x = 1")
        context.removeObserver(update)
        let commit = try context.addCommitObserver { attempt() }
        try context.exec(sql: "UPDATE t SET x = x + 1 WHERE x = 2")
        context.removeObserver(commit)
        let rollback = try context.addRollbackObserver { attempt() }
        try context.exec(sql: "BEGIN; UPDATE t SET x = 0; ROLLBACK")
        context.removeObserver(rollback)
        try context.setTraceHook { _ in attempt() }
        _ = try context.query(sql: "SELECT 1")
        try context.setTraceHook(nil)

        #expect(errors.count == 4, "one refusal per hook: \(errors)")
        for error in errors {
            #expect(error.code == 21)
            #expect(error.message.contains("observer") || error.message.contains("hook"), "\(error.message)")
        }
        #expect(try rowCount(context, "log") == 0, "nothing ran")
        #expect(try scalar(context, "SELECT sum(x) FROM t") == .long(9), "the observed statements ran")
        // Once the hooks have returned, a callback that may use the context can again.
        try context.createFunction("log_it", argumentCount: 0) { _ in
            try context.exec(sql: "INSERT INTO log VALUES (7)")
            return .long(1)
        }
        #expect(try scalar(context, "SELECT log_it()") == .long(1))
        #expect(try rowCount(context, "log") == 1)
    }

    @Test func aWALObserverThatRunsSQLGetsAMisuseError() throws {
        try withTemporaryDirectory { directory in
            let context = try SQLContext(path: directory.file("wal.db"))
            defer { context.close() }  // the observer holds the context: closing releases it
            _ = try context.setJournalMode(.wal)
            try context.exec(sql: "CREATE TABLE log(x INTEGER)")
            var refused: SQLError?
            _ = try context.addWALObserver { _ in
                do {
                    _ = try context.query(sql: "SELECT count(*) FROM log")
                } catch {
                    refused = error as? SQLError
                }
            }
            try context.exec(sql: "INSERT INTO log VALUES (1)")
            #expect(refused?.code == 21)
            #expect(try rowCount(context, "log") == 1)
        }
    }
}
