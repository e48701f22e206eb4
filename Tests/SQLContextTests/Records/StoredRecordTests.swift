import Foundation
import SQLContext
import SQLFFI
import SQLiteBuilds
import Testing

/// What `insert` returns is what the table stored, also where the table's column definitions
/// disagree with the Swift side (a migration changed a default, a default the Swift type does
/// not know): `RETURNING` on SQLite 3.35 and later, a read-back on older ones (the SQLCipher
/// build of the matrix is 3.15.2), and the same answer on both.
@Suite struct StoredRecordTests {
    /// A context whose `author` and `book` tables were made by hand, with defaults the records'
    /// Swift declarations do not have (`Author.country` declares 'unknown').
    static func migratedContext(_ library: SQLiteLibrary? = nil) throws -> SQLContext {
        let context = try SQLContext(library: library)
        try context.exec(
            sql: """
                CREATE TABLE author(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE,
                    country TEXT DEFAULT 'nowhere');
                CREATE TABLE book(id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, author_id INTEGER,
                    year INTEGER DEFAULT 1999, price REAL DEFAULT 9.5, cover BLOB);
                """)
        return context
    }

    @Test func insertReturnsTheDefaultsTheTableApplied() throws {
        let context = try Self.migratedContext()
        let author = try context.insert(Author(name: "Austen"))
        #expect(author == Author(id: 1, name: "Austen", country: "nowhere"), "the table's default, not the Swift one")
        #expect(try context.fetch(Author.self, id: .long(1)) == author)
        let book = try context.insert(Book(title: "Emma", authorID: author.id))
        #expect(book.year == 1999 && book.price == 9.5 && book.cover == nil)
        #expect(try context.fetch(Book.self, id: .long(book.id)) == book)
        // Fields given are stored as given, and no read-back changes them.
        let given = try context.insert(Book(title: "Persuasion", year: 1817, price: 3.25))
        #expect(given.year == 1817 && given.price == 3.25)
    }

    @Test func anUpsertReturnsTheRowAsUpdated() throws {
        let context = try Self.migratedContext()
        if !context.supports(.upsert) {
            expectSQLError(code: 1, messageContains: ["upsert"]) { try context.upsert(Author(id: 1, name: "Austen")) }
            return
        }
        _ = try context.insert(Author(name: "Austen", country: "England"))
        let updated = try context.upsert(Author(id: 1, name: "Jane Austen"))
        #expect(updated == Author(id: 1, name: "Jane Austen", country: "nowhere"))
        #expect(try context.fetch(Author.self, id: .long(1)) == updated)
    }

    @Test(arguments: SQLiteBuild.present)
    func everyBuildReturnsTheStoredRecord(_ build: SQLiteBuild) throws {
        let context = try Self.migratedContext(try build.library())
        let author = try context.insert(Author(name: "Tolstoy"))
        #expect(author.country == "nowhere")
        let book = try context.insert(Book(title: "War and Peace", authorID: author.id))
        #expect(book.year == 1999 && book.price == 9.5)
        #expect(try context.fetch(Book.self, id: .long(book.id)) == book)
    }

    // MARK: - Operands, aggregates, exec and value(named:)

    @Test func aLiteralOperandKeepsItsOwnPrecedence() throws {
        let context = try libraryContext()
        for name in ["a", "b", "c"] { _ = try context.insert(Author(name: name)) }
        let predicate = Author.id.equals(SQLLiteral("0 OR 1"))
        #expect(predicate.expression.sql == "`id` = (0 OR 1)")
        #expect(try context.query(Author.self).where(predicate).eval().load().map(\.name) == ["a"])
        let between = Author.id.between(min: SQLLiteral("1 + 1"), max: SQLValue(3))
        #expect(between.expression.sql == "`id` BETWEEN (1 + 1) AND ?")
        #expect(try context.query(Author.self).where(between).eval().load().map(\.name) == ["b", "c"])
        // Columns and values need no parentheses.
        #expect(Author.name.equals(SQLValue("a")).expression.sql == "`name` = ?")
    }

    @Test func aggregatesAreNamedNotWritten() throws {
        let context = try libraryContext()
        for name in ["a", "bb", "ccc"] { _ = try context.insert(Author(name: name)) }
        #expect(try context.aggregate(.count, column: Author.id, type: Author.self) == .long(3))
        #expect(try context.aggregate(.max, column: Author.name, type: Author.self) == .text("ccc"))
        #expect(try context.aggregate("sum", column: Author.id, type: Author.self) == .long(6))
        expectSQLError(code: 21, messageContains: ["not the name"]) {
            _ = try context.aggregate("count(*) FROM author; --", column: Author.id, type: Author.self)
        }
        #expect(SQLAggregateFunction.groupConcat.sqlName == "group_concat")
    }

    @Test func execWithParametersReusesACompiledStatement() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        #expect(context.cachedStatementCount == 0)
        for value in 1...50 { try context.exec(sql: "INSERT INTO t VALUES (?)", parameters: [.long(Int64(value))]) }
        #expect(context.cachedStatementCount == 1, "compiled once, kept in the statement cache")
        #expect(try rowCount(context, "t") == 50)
        // Several statements with parameters still say which call took them.
        expectSQLError(code: 21, messageContains: ["exec(sql:parameters:)", "several"]) {
            try context.exec(sql: "INSERT INTO t VALUES (?); DELETE FROM t", parameters: [.long(1)])
        }
        expectSQLError(code: 21, messageContains: ["query(sql:)", "several"]) {
            _ = try context.query(sql: "SELECT 1; SELECT 2")
        }
        #expect(try rowCount(context, "t") == 50)
    }
}
