import Foundation
import SQLContext
import Testing

/// `delete(instances:)`: records that one statement deletes are deleted by that statement alone,
/// as SkipSQL does; more are deleted in one transaction; either way, a failure deletes nothing.
@Suite struct RecordDeleteTests {
    /// The SQL of each statement `context` runs while `body` runs, not the trigger programs (which
    /// SQLite's trace reports as `-- ` comments).
    func statementsRun(by context: SQLContext, _ body: () throws -> Void) throws -> [String] {
        var statements: [String] = []
        context.trace { statements.append($0) }
        defer { context.trace(nil) }
        try body()
        return statements.filter { !$0.hasPrefix("--") }
    }

    /// The author table alone with ids 1 … `count`, and, when `refused` is given, a trigger that
    /// refuses to delete that author. No book table: SQLite's trace reports a foreign-key action's
    /// program with the SQL of the statement that set it off, a second time.
    func authors(_ count: Int, refusing refused: Int64? = nil) throws -> SQLContext {
        let context = try SQLContext(path: nil)
        try context.createTableIfNotExists(Author.self)
        try context.insertAll((1...count).map { Author(id: Int64($0), name: "author \($0)") })
        guard let refused else { return context }
        try context.exec(
            sql: "CREATE TRIGGER keep BEFORE DELETE ON author WHEN old.id = \(refused) "
                + "BEGIN SELECT RAISE(ABORT, 'kept'); END")
        return context
    }

    @Test func recordsThatOneStatementDeletesAreDeletedByItAlone() throws {
        let context = try authors(3)
        let one = try statementsRun(by: context) { try context.delete(instances: [Author(id: 2, name: "")]) }
        #expect(one.count == 1)
        #expect(one.first?.hasPrefix("DELETE FROM `author`") == true)
        let two = try statementsRun(by: context) {
            try context.delete(instances: [Author(id: 1, name: ""), Author(id: 3, name: "")])
        }
        #expect(two.count == 1)
        #expect(try context.count(Author.self) == 0)
        #expect(!context.isInTransaction)
    }

    @Test func moreRecordsThanOneStatementTakesAreDeletedInOneTransaction() throws {
        let context = try authors(600)
        let statements = try statementsRun(by: context) {
            try context.delete(instances: (1...600).map { Author(id: Int64($0), name: "") })
        }
        // 500 keys a statement: two DELETEs between BEGIN and COMMIT.
        #expect(statements.filter { $0.hasPrefix("DELETE FROM") }.count == 2)
        #expect(statements.first?.uppercased().hasPrefix("BEGIN") == true)
        #expect(statements.last?.uppercased().hasPrefix("COMMIT") == true)
        #expect(try context.count(Author.self) == 0)
    }

    @Test func aFailureInTheOneStatementDeletesNothing() throws {
        let context = try authors(3, refusing: 3)
        expectSQLError(code: 19, extendedCode: 1811, messageContains: ["kept"]) {
            try context.delete(instances: [Author(id: 1, name: ""), Author(id: 3, name: "")])
        }
        #expect(try context.count(Author.self) == 3)
        #expect(!context.isInTransaction)
    }

    @Test func aFailureInALaterStatementUndoesTheEarlierOnes() throws {
        // The refused author is in the second statement's 500 keys: the first's 500 come back.
        let context = try authors(600, refusing: 550)
        expectSQLError(code: 19, extendedCode: 1811, messageContains: ["kept"]) {
            try context.delete(instances: (1...600).map { Author(id: Int64($0), name: "") })
        }
        #expect(try context.count(Author.self) == 600)
        #expect(!context.isInTransaction)
    }

    @Test func insideTheCallersTransactionTheDeleteIsPartOfIt() throws {
        let context = try authors(600)
        try context.exec(sql: "BEGIN")
        try context.delete(instances: [Author(id: 1, name: "")])
        try context.delete(instances: (2...600).map { Author(id: Int64($0), name: "") })
        #expect(try context.count(Author.self) == 0)
        try context.exec(sql: "ROLLBACK")
        #expect(try context.count(Author.self) == 600)
    }
}
