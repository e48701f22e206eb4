import Foundation
import SQLContext
import Testing

/// The statement cache: the same object for the same SQL, handed back reset with its bindings
/// cleared, least recently used evicted and finalized, everything finalized at close; queries
/// with parameters borrow from it without ever sharing a statement.
@Suite struct StatementCacheTests {
    @Test func theSameSQLGivesTheSameStatement() throws {
        let context = try memoryContext()
        #expect(context.statementCacheCapacity == 16)
        let first = try context.cachedStatement(sql: "SELECT 1")
        let again = try context.cachedStatement(sql: "SELECT 1")
        #expect(first === again)
        #expect(try context.cachedStatement(sql: "SELECT 2") !== first)
        #expect(context.cachedStatementCount == 2)
    }

    @Test func aStatementComesBackResetWithItsBindingsCleared() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3)")
        let select = try context.cachedStatement(sql: "SELECT x, ? FROM t ORDER BY x")
        try select.bind(.text("bound"), at: 1)
        #expect(try select.next())
        #expect(select.rowValues() == [.long(1), .text("bound")])
        #expect(select.isBusy)
        let again = try context.cachedStatement(sql: "SELECT x, ? FROM t ORDER BY x")
        #expect(again === select)
        #expect(!again.isBusy)
        #expect(try again.next())
        // From the first row again, and the parameter is NULL.
        #expect(again.rowValues() == [.long(1), .null])
    }

    @Test func theLeastRecentlyUsedStatementIsEvictedAndFinalized() throws {
        let context = try memoryContext()
        context.statementCacheCapacity = 2
        let a = try context.cachedStatement(sql: "SELECT 'a'")
        let b = try context.cachedStatement(sql: "SELECT 'b'")
        #expect(try context.cachedStatement(sql: "SELECT 'a'") === a)  // a is now the most recent
        let c = try context.cachedStatement(sql: "SELECT 'c'")  // evicts b
        #expect(b.isClosed)
        #expect(!a.isClosed && !c.isClosed)
        #expect(context.cachedStatementCount == 2)
        expectSQLError(code: Code.misuse) { _ = try b.next() }
        // b is prepared anew; that evicts a, the least recent now.
        let newB = try context.cachedStatement(sql: "SELECT 'b'")
        #expect(newB !== b && !newB.isClosed)
        #expect(a.isClosed && !c.isClosed)
        #expect(try newB.next() && newB.text(at: 0) == "b")
        // A smaller capacity evicts at once; 0 turns the cache off.
        context.statementCacheCapacity = 1
        #expect(c.isClosed && !newB.isClosed)
        context.statementCacheCapacity = 0
        #expect(newB.isClosed)
        #expect(context.cachedStatementCount == 0)
        let uncached = try context.cachedStatement(sql: "SELECT 'd'")
        #expect(try context.cachedStatement(sql: "SELECT 'd'") !== uncached)
        #expect(context.cachedStatementCount == 0)
        uncached.close()
    }

    @Test func closeFinalizesTheCachedStatements() throws {
        let context = try memoryContext()
        let statement = try context.cachedStatement(sql: "SELECT 1")
        _ = try context.query(sql: "SELECT ?", parameters: [.long(1)])
        #expect(context.cachedStatementCount == 2)
        context.close()
        #expect(statement.isClosed)
        #expect(context.cachedStatementCount == 0)
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) {
            _ = try context.cachedStatement(sql: "SELECT 1")
        }
    }

    @Test func clearingTheCacheFinalizesItsStatements() throws {
        let context = try memoryContext()
        let statement = try context.cachedStatement(sql: "SELECT 1")
        context.clearStatementCache()
        #expect(statement.isClosed && context.cachedStatementCount == 0)
        // A statement the caller closed is replaced, not handed back closed.
        let fresh = try context.cachedStatement(sql: "SELECT 1")
        fresh.close()
        let replaced = try context.cachedStatement(sql: "SELECT 1")
        #expect(replaced !== fresh && !replaced.isClosed)
    }

    @Test func queriesWithParametersReuseACompiledStatement() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3)")
        #expect(try context.query(sql: "SELECT x FROM t WHERE x > ?", parameters: [.long(1)]).count == 2)
        #expect(context.cachedStatementCount == 1)
        #expect(try context.rows(sql: "SELECT x FROM t WHERE x > ?", parameters: [.long(2)]).count == 1)
        #expect(try context.scalar(sql: "SELECT x FROM t WHERE x > ?", parameters: [.long(0)]) == .long(1))
        #expect(context.cachedStatementCount == 1)
        // Without parameters nothing is cached; a query's statement is never the caller's.
        _ = try context.query(sql: "SELECT x FROM t")
        #expect(context.cachedStatementCount == 1)
        let handedOut = try context.cachedStatement(sql: "SELECT x FROM t WHERE x > ?")
        #expect(context.cachedStatementCount == 2)
        try handedOut.bind(.long(0), at: 1)
        #expect(try handedOut.next() && handedOut.long(at: 0) == 1)
        #expect(try context.query(sql: "SELECT x FROM t WHERE x > ?", parameters: [.long(2)]) == [[.long(3)]])
        // The caller's statement was not reset under it.
        #expect(try handedOut.next() && handedOut.long(at: 0) == 2)
    }

    @Test func aQueryNestedInTheSameQueryGetsItsOwnStatement() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2)")
        let sql = "SELECT x FROM t WHERE x >= ? ORDER BY x"
        var pairs: [[Int64]] = []
        try context.forEachRow(sql: sql, parameters: [.long(1)]) { outer in
            let x = outer.long(at: 0)
            for inner in try context.query(sql: sql, parameters: [.long(x)]) {
                pairs.append([x, try inner[0].asInt64()])
            }
        }
        #expect(pairs == [[1, 1], [1, 2], [2, 2]])
        #expect(context.cachedStatementCount == 1)
    }

    @Test func aFailedQueryLeavesAUsableStatement() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x UNIQUE)")
        try context.exec(sql: "INSERT INTO t VALUES (1)")
        expectSQLError(code: Code.constraint, extendedCode: Code.constraintUnique) {
            _ = try context.query(sql: "INSERT INTO t VALUES (?)", parameters: [.long(1)])
        }
        _ = try context.query(sql: "INSERT INTO t VALUES (?)", parameters: [.long(2)])
        #expect(try rowCount(context, "t") == 2)
        // A wrong parameter count is refused before anything runs, and the statement stays cached.
        expectSQLError(code: Code.range) {
            _ = try context.query(sql: "INSERT INTO t VALUES (?)", parameters: [.long(3), .long(4)])
        }
        #expect(context.cachedStatementCount == 1)
        #expect(try rowCount(context, "t") == 2)
    }

    @Test func aCachedSelectStarFollowsASchemaChange() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(a); INSERT INTO t VALUES (1)")
        let before = try context.rows(sql: "SELECT * FROM t WHERE a = ?", parameters: [.long(1)])
        #expect(before[0].columnNames == ["a"])
        try context.exec(sql: "ALTER TABLE t ADD COLUMN b DEFAULT 'x'")
        let after = try context.rows(sql: "SELECT * FROM t WHERE a = ?", parameters: [.long(1)])
        #expect(after[0].columnNames == ["a", "b"])
        #expect(try after[0].string("b") == "x")
    }

    @Test func aCachedStatementHoldsNoLock() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("cache.sqlite")
            let reader = try SQLContext(path: path)
            try reader.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3)")
            let writer = try SQLContext(path: path)
            try writer.setBusyTimeout(milliseconds: 0)
            // Both stop after one row of three; the statements stay in the cache, reset.
            #expect(try reader.firstRow(sql: "SELECT x FROM t WHERE x > ?", parameters: [.long(0)]) != nil)
            let handedOut = try reader.cachedStatement(sql: "SELECT x FROM t ORDER BY x")
            #expect(try handedOut.next())
            _ = try reader.cachedStatement(sql: "SELECT x FROM t ORDER BY x")  // handed back reset
            #expect(reader.cachedStatementCount == 2)
            try writer.exec(sql: "INSERT INTO t VALUES (4)")  // no SQLITE_BUSY: no reader lock is held
            #expect(try rowCount(reader, "t") == 4)
        }
    }

    @Test(.enabled(if: canListFileDescriptors, "needs /proc/self/fd"))
    func aContextDroppedWithCachedStatementsClosesItsFile() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("dropped.sqlite")
            do {
                let context = try SQLContext(path: path)
                try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)")
                _ = try context.rows(sql: "SELECT x FROM t WHERE x = ?", parameters: [.long(1)])
                _ = try context.cachedStatement(sql: "SELECT x FROM t")
                #expect(context.cachedStatementCount == 2)
                #expect(openFileDescriptors(under: directory.path).count >= 1)
            }  // dropped without close(): the cache goes with the context, and the connection closes
            #expect(openFileDescriptors(under: directory.path) == [])
        }
    }
}
