import Foundation
import SQLContext
import Testing

/// Misuse never crashes: a bad index, a wrong parameter count, an unknown name, a closed context or
/// statement, a script where one statement is expected. Each is an SQLError with a message that
/// says what to fix, and the context goes on working.
@Suite struct MisuseTests {
    // MARK: - Parameter indexes, counts and names

    @Test func bindIndexZeroAndPastTheEndAreRangeErrors() throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT ?, ?")
        let zero = expectSQLError(code: Code.range, messageContains: ["index 0", "out of range", "2 parameter"]) {
            try statement.bind(.long(1), at: 0)
        }
        #expect(zero?.isRange == true)
        #expect(zero?.codeName == "SQLITE_RANGE")
        expectSQLError(code: Code.range, messageContains: ["index 3", "out of range", "1...2"]) {
            try statement.bind(.text("x"), at: 3)
        }
        expectSQLError(code: Code.range) { try statement.bind(integer: 1, at: -1) }
        expectSQLError(code: Code.range) { try statement.bind(real: 1.0, at: 3) }
        expectSQLError(code: Code.range) { try statement.bind(text: "x", at: 0) }
        expectSQLError(code: Code.range) { try statement.bind(blob: Data([1]), at: 3) }
        expectSQLError(code: Code.range) { try statement.bind(.null, at: Int.max) }
        // The statement still works with valid indexes.
        try statement.bind(.long(1), at: 1)
        try statement.bind(.long(2), at: 2)
        #expect(try statement.next())
        #expect(statement.rowValues() == [.long(1), .long(2)])
        expectUsable(context)
    }

    @Test func indexesBeyondInt32AreOutOfRangeNeverWrapped() throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT 7, ?")
        // Cut to 32 bits, 2^32 + 1 would be parameter 1 and column 1: it must be out of range.
        let wrapping = Int(UInt32.max) + 2
        for index in [wrapping, Int(Int32.max) + 1, Int.max] {
            let words = ["index " + String(index), "out of range", "1 parameter"]
            expectSQLError(code: Code.range, messageContains: words) { try statement.bind(integer: 5, at: index) }
            expectSQLError(code: Code.range, messageContains: words) { try statement.bind(real: 5.0, at: index) }
            expectSQLError(code: Code.range, messageContains: words) { try statement.bind(text: "x", at: index) }
            expectSQLError(code: Code.range, messageContains: words) { try statement.bind(blob: Data([1]), at: index) }
            expectSQLError(code: Code.range, messageContains: words) { try statement.bind(.long(5), at: index) }
        }
        expectSQLError(code: Code.range, messageContains: ["index " + String(Int.min), "out of range"]) {
            try statement.bind(.null, at: Int.min)
        }
        try statement.bind(integer: 5, at: 1)
        #expect(try statement.next())
        #expect(statement.long(at: 0) == 7)
        #expect(statement.long(at: 1) == 5)
        for column in [wrapping, Int(Int32.max) + 1, Int.max, Int.min, -1, 2] {
            #expect(statement.type(at: column) == .null, "column \(column)")
            #expect(statement.isNull(at: column), "column \(column)")
            #expect(statement.long(at: column) == 0, "column \(column)")
            #expect(statement.real(at: column) == 0.0, "column \(column)")
            #expect(statement.text(at: column) == nil, "column \(column)")
            #expect(statement.blob(at: column) == nil, "column \(column)")
            #expect(statement.value(at: column) == .null, "column \(column)")
        }
        expectUsable(context)
    }

    @Test func bindToAStatementWithoutParameters() throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT 1")
        expectSQLError(code: Code.range, messageContains: ["out of range", "0 parameter"]) {
            try statement.bind(.long(1), at: 1)
        }
        try statement.bind(parameters: [])
        #expect(try statement.next())
    }

    @Test func wrongParameterCountToBindParameters() throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT ?, ?")
        expectSQLError(code: Code.range, messageContains: ["1 parameter value", "2 parameter"]) {
            try statement.bind(parameters: [.long(1)])
        }
        expectSQLError(code: Code.range, messageContains: ["3 parameter value", "2 parameter"]) {
            try statement.bind(parameters: [.long(1), .long(2), .long(3)])
        }
        expectSQLError(code: Code.range) { try statement.bind(parameters: []) }
        // Nothing was bound by the failed calls.
        #expect(try statement.next())
        #expect(statement.rowValues() == [.null, .null])
        expectUsable(context)
    }

    @Test func wrongParameterCountToQuery() throws {
        let context = try memoryContext()
        expectSQLError(code: Code.range, messageContains: ["1 parameter value", "2 parameter"]) {
            _ = try context.query(sql: "SELECT ?, ?", parameters: [.long(1)])
        }
        expectSQLError(code: Code.range, messageContains: ["2 parameter value", "1 parameter"]) {
            _ = try context.query(sql: "SELECT ?", parameters: [.long(1), .long(2)])
        }
        expectSQLError(code: Code.range, messageContains: ["0 parameter value", "1 parameter"]) {
            _ = try context.query(sql: "SELECT ?")
        }
        expectSQLError(code: Code.range) {
            try context.forEachRow(sql: "SELECT ?", parameters: []) { _ in }
        }
        expectUsable(context)
    }

    @Test func wrongParameterCountToExec() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(a, b)")
        expectSQLError(code: Code.range, messageContains: ["1 parameter value", "2 parameter"]) {
            try context.exec(sql: "INSERT INTO t VALUES (?, ?)", parameters: [.long(1)])
        }
        expectSQLError(code: Code.range, messageContains: ["3 parameter value", "2 parameter"]) {
            try context.exec(sql: "INSERT INTO t VALUES (?, ?)", parameters: [.long(1), .long(2), .long(3)])
        }
        // Parameters for a statement that has none.
        expectSQLError(code: Code.range, messageContains: ["1 parameter value", "0 parameter"]) {
            try context.exec(sql: "CREATE TABLE u(x)", parameters: [.long(1)])
        }
        #expect(try !tableExists(context, "u"))
        // Parameters for no statement at all.
        expectSQLError(code: Code.range, messageContains: ["no statement"]) {
            try context.exec(sql: "  -- nothing here\n", parameters: [.long(1)])
        }
        #expect(try rowCount(context, "t") == 0)
        expectUsable(context)
    }

    /// A statement with parameters run by `exec` without any is a parameter count mismatch, as it is
    /// for `query`; it must not run with its parameters silently NULL.
    @Test func execWithoutParametersForAStatementThatHasThem() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(a, b)")
        expectSQLError(code: Code.range, messageContains: ["0 parameter value", "2 parameter"]) {
            try context.exec(sql: "INSERT INTO t VALUES (?, ?)")
        }
        #expect(try rowCount(context, "t") == 0)
    }

    @Test func unknownParameterNameListsTheKnownOnes() throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT :id, @name")
        let error = expectSQLError(code: Code.range, messageContains: ["no parameter named", "nope", ":id", "@name"]) {
            try statement.bind(.long(1), named: "nope")
        }
        #expect(error?.sql == "SELECT :id, @name")
        // The prefix belongs to the name: "$id" is not ":id".
        expectSQLError(code: Code.range, messageContains: ["$id"]) { try statement.bind(.long(1), named: "$id") }
        expectSQLError(code: Code.range, messageContains: ["none"]) {
            try context.prepare(sql: "SELECT ?").bind(.long(1), named: "id")
        }
        expectSQLError(code: Code.range) { try statement.bind(named: ["id": .long(1), "missing": .null]) }
        expectUsable(context)
    }

    // MARK: - Closed statements and contexts

    @Test func closedStatementIsMisuse() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        let statement = try context.prepare(sql: "INSERT INTO t VALUES (?)")
        statement.close()
        statement.close()  // idempotent
        #expect(statement.isClosed)
        let error = expectSQLError(code: Code.misuse, messageContains: ["statement", "finalized"]) {
            _ = try statement.next()
        }
        #expect(error?.isMisuse == true)
        #expect(error?.codeName == "SQLITE_MISUSE")
        expectSQLError(code: Code.misuse, messageContains: ["finalized"]) { try statement.bind(.long(1), at: 1) }
        expectSQLError(code: Code.misuse, messageContains: ["finalized"]) {
            try statement.bind(parameters: [.long(1)])
        }
        expectSQLError(code: Code.misuse, messageContains: ["finalized"]) {
            try statement.update(parameters: [.long(1)])
        }
        expectSQLError(code: Code.misuse, messageContains: ["finalized"]) { try statement.update() }
        expectSQLError(code: Code.misuse, messageContains: ["finalized"]) { try statement.clearBindings() }
        expectSQLError(code: Code.misuse) { try statement.forEachRow { _ in } }
        statement.reset()  // does nothing, and does not crash
        #expect(statement.columnCount == 0)
        #expect(statement.parameterCount == 0)
        #expect(statement.value(at: 0) == .null)
        #expect(statement.sql == "INSERT INTO t VALUES (?)")
        #expect(try rowCount(context, "t") == 0)
        expectUsable(context)
    }

    @Test func closedContextIsMisuse() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        context.close()
        context.close()  // idempotent
        #expect(context.isClosed)
        let error = expectSQLError(code: Code.misuse, messageContains: ["closed"]) {
            try context.exec(sql: "INSERT INTO t VALUES (1)")
        }
        #expect(error?.sql == "INSERT INTO t VALUES (1)")
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try context.query(sql: "SELECT 1") }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try context.prepare(sql: "SELECT 1") }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) {
            try context.forEachRow(sql: "SELECT 1") { _ in }
        }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try context.transaction {} }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try context.readUserVersion() }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try context.writeUserVersion(1) }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try context.setForeignKeys(enabled: true) }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try context.journalMode() }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try context.setBusyTimeout(milliseconds: 5) }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try context.setTraceHook { _ in } }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try context.setUpdateHook { _ in } }
        // State reads answer neutrally.
        #expect(context.lastInsertRowID == 0)
        #expect(context.changes == 0)
        #expect(context.totalChanges == 0)
        #expect(!context.isInTransaction)
        context.interrupt()  // does nothing, and does not crash
        context.interruptHandle.interrupt()
    }

    @Test func statementUsedAfterItsContextClosed() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (7), (8)")
        let select = try context.prepare(sql: "SELECT x, 'text', x'00' FROM t WHERE x > ?")
        try select.bind(.long(0), at: 1)
        #expect(try select.next())
        #expect(select.long(at: 0) == 7)
        context.close()
        #expect(select.isClosed)
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { _ = try select.next() }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try select.bind(.long(1), at: 1) }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try select.bind(parameters: [.long(1)]) }
        expectSQLError(code: Code.misuse, messageContains: ["closed"]) { try select.update() }
        // Reads give NULL, 0 and nil, never a crash.
        #expect(select.type(at: 0) == .null)
        #expect(select.isNull(at: 0))
        #expect(select.long(at: 0) == 0)
        #expect(select.real(at: 0) == 0.0)
        #expect(select.text(at: 1) == nil)
        #expect(select.blob(at: 2) == nil)
        #expect(select.value(at: 0) == .null)
        #expect(select.rowValues() == [])
        #expect(select.columnCount == 0)
        #expect(select.columnNames == [])
        #expect(select.parameterNames == [])
        #expect(select.expandedSQL == nil)
        #expect(select.reprepareCount == nil)
        #expect(select.runCount == nil)
        select.reset()
        select.close()
    }

    // MARK: - One statement expected

    @Test func parametersForAScriptRunNothing() throws {
        let context = try memoryContext()
        let script = "CREATE TABLE made(x); INSERT INTO made VALUES (?)"
        let error = expectSQLError(code: Code.misuse, messageContains: ["parameters", "several"]) {
            try context.exec(sql: script, parameters: [.long(1)])
        }
        #expect(error?.sql == script)
        // Not even the first statement ran.
        #expect(try !tableExists(context, "made"))
        expectUsable(context)
        // Trailing semicolons and comments are not statements: one statement takes parameters.
        try context.exec(sql: "CREATE TABLE made(x)")
        try context.exec(sql: "INSERT INTO made VALUES (?);;  -- one row\n/* done */", parameters: [.long(1)])
        #expect(try context.query(sql: "SELECT x FROM made") == [[.long(1)]])
    }

    @Test func prepareNeedsExactlyOneStatement() throws {
        let context = try memoryContext()
        for empty in ["", "   ", ";", "-- only a comment", "/* a comment */ ;"] {
            expectSQLError(code: Code.misuse, messageContains: ["no statement"]) { _ = try context.prepare(sql: empty) }
        }
        let error = expectSQLError(code: Code.misuse, messageContains: ["one statement", "exec"]) {
            _ = try context.prepare(sql: "CREATE TABLE a(x); CREATE TABLE b(x)")
        }
        #expect(error?.sql == "CREATE TABLE a(x); CREATE TABLE b(x)")
        #expect(try !tableExists(context, "a"))
        expectUsable(context)
        // One statement with a trailing semicolon and comment is fine.
        let statement = try context.prepare(sql: "SELECT 1; -- the answer")
        #expect(try statement.next())
        #expect(statement.long(at: 0) == 1)
        expectSQLError(code: Code.misuse) { _ = try context.query(sql: "SELECT 1; SELECT 2") }
        expectSQLError(code: Code.misuse, messageContains: ["no statement"]) { _ = try context.query(sql: "") }
    }

    @Test func contextStillWorksAfterEveryKindOfMisuse() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x UNIQUE)")
        let insert = try context.prepare(sql: "INSERT INTO t VALUES (?)")
        expectSQLError(code: Code.range) { try insert.bind(.long(1), at: 9) }
        expectSQLError(code: Code.range) { try insert.bind(parameters: []) }
        expectSQLError(code: Code.misuse) { _ = try context.prepare(sql: "") }
        expectSQLError(code: Code.error) { try context.exec(sql: "SELEC") }
        expectSQLError(code: Code.misuse) { try context.exec(sql: "CREATE TABLE x(a); SELECT ?", parameters: [.null]) }
        try insert.update(parameters: [.long(1)])
        expectSQLError(code: Code.constraint, extendedCode: Code.constraintUnique) {
            try insert.update(parameters: [.long(1)])
        }
        try insert.update(parameters: [.long(2)])
        #expect(try rowCount(context, "t") == 2)
        expectUsable(context)
    }
}
