import Foundation
import SQLContext
import Testing

/// The declarations of the article's tables that SkipSQL's README and the other drop-in tests do
/// not reach, each called as SkipSQL code calls it and checked against what SkipSQL documents.
@Suite struct SkipSQLDeclarationTests {
    @Test func openFlagsAndAConfigurationOfALoadedLibrary() throws {
        let platform = SQLContext(configuration: .platform)
        defer { platform.close() }
        let configuration = SQLiteConfiguration(library: platform.library)
        let flags: SQLContext.OpenFlags = [.readWrite, .create, .privateCache, .fullMutex]
        let ctx = try SQLContext(path: ":memory:", flags: flags, configuration: configuration)
        defer { ctx.close() }
        #expect(ctx.versionNumber == platform.versionNumber)
        #expect(try ctx.selectAll(sql: "SELECT 1") == [[SQLValue.long(1)]])

        try withTemporaryDirectory { directory in
            // `.uri`: the path is a file: URI, and its query parameters apply (mode=ro).
            let path = directory.file("uri.db")
            let writer = try SQLContext(path: "file:" + path, flags: [.readWrite, .create, .uri, .sharedCache])
            try writer.exec(sql: "CREATE TABLE t(x)")
            writer.close()
            let reader = try SQLContext(path: "file:" + path + "?mode=ro", flags: [.readWrite, .uri])
            defer { reader.close() }
            #expect(try reader.selectAll(sql: "SELECT count(*) FROM t") == [[SQLValue.long(0)]])
            expectSQLError(code: 8) { try reader.exec(sql: "INSERT INTO t VALUES (1)") }
        }
    }

    @Test func interruptStopsTheRunningStatement() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        // The trace hook runs as the statement starts; the interrupt stops it at its next check.
        ctx.trace { _ in ctx.interrupt() }
        expectSQLError(code: 9) {
            _ = try ctx.selectAll(
                sql: "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 10000000) "
                    + "SELECT count(*) FROM c")
        }
        ctx.trace(nil)
        expectUsable(ctx)
    }

    @Test func expressionsTransactionsAndTheMutex() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        try ctx.exec(sql: "CREATE TABLE t(x INTEGER, y TEXT)")
        let insert = SQLExpression("INSERT INTO t VALUES (?, ?)", [SQLValue.long(1), SQLValue.text("one")])
        // SkipSQL's parts: the text, then one empty piece per bound value.
        #expect(insert.parts.map(\.0) == ["INSERT INTO t VALUES (?, ?)", "", ""])
        #expect(insert.parts.map(\.1) == [nil, SQLValue.long(1), SQLValue.text("one")])
        try ctx.exec(insert)

        try ctx.transaction(
            .exclusive,
            block: {
                try ctx.exec(sql: "INSERT INTO t VALUES (2, 'two')")
            })
        do {
            try ctx.transaction(.immediate) {
                try ctx.exec(sql: "INSERT INTO t VALUES (3, 'three')")
                throw SQLError(msg: "changed my mind", code: 1)
            }
            Issue.record("the transaction's error was not rethrown")
        } catch let error as SQLError {
            #expect(error.msg == "changed my mind")
        }
        let count = try ctx.mutex(block: { try ctx.selectAll(sql: "SELECT count(*) FROM t") })
        #expect(count == [[SQLValue.long(2)]])
    }

    @Test func theUpdateHookAndReadUncommitted() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        try ctx.exec(sql: "CREATE TABLE t(x)")
        var seen: [String] = []
        let hook: SQLContext.UpdateAction = { action, rowid, dbname, tblname in
            seen.append("\(action.description) \(dbname).\(tblname) \(rowid)")
        }
        ctx.onUpdate(hook: hook)
        try ctx.exec(sql: "INSERT INTO t VALUES ('a')")
        try ctx.exec(sql: "DELETE FROM t WHERE x = 'a'")
        ctx.onUpdate(hook: nil)
        try ctx.exec(sql: "INSERT INTO t VALUES ('b')")
        #expect(seen == ["INSERT main.t 1", "DELETE main.t 1"])

        #expect(!ctx.readUncommitted)
        ctx.readUncommitted = true
        #expect(ctx.readUncommitted)
        #expect(try ctx.selectAll(sql: "PRAGMA read_uncommitted") == [[SQLValue.long(1)]])
    }

    @Test func deprecatedReadsTypesAndValueSpellings() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        let statement = try ctx.prepare(sql: "SELECT 2.5, 'text', 7")
        defer { statement.close() }
        #expect(try statement.next())
        let reads: any SkipSQLDeprecatedReads = statement
        #expect(reads.double(at: 0) == 2.5)
        #expect(reads.string(at: 1) == "text")
        #expect(reads.integer(at: 2) == 7)
        let seven: any SkipSQLDeprecatedValueReads = SQLValue.long(7)
        #expect(seven.integerValue == 7)
        #expect(seven.floatValue == nil)
        let half: any SkipSQLDeprecatedValueReads = SQLValue.real(0.5)
        #expect(half.floatValue == 0.5)
        #expect(SQLValue.text("it's").literalValue == "'it''s'")
        #expect(SQLValue.null.literalValue == "NULL")
        #expect(SQLType.long.typeName == "INTEGER")
        #expect(SQLType.text.typeName == "TEXT")
        #expect(SQLError(msg: "bad", code: 1).localizedDescription.contains("bad"))
    }

    @Test func aCursorOverAPreparedStatement() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        let statement = try ctx.prepare(
            sql: "SELECT value FROM (SELECT 1 AS value UNION ALL SELECT 2 UNION ALL SELECT 3)")
        let cursor = RowCursor(statement: statement, creator: { $0.long(at: 0) })
        defer { cursor.close() }
        #expect(try cursor.load(count: 2) == [1, 2])
        #expect(try cursor.load() == [3])
    }

    @Test func recordStatementsAndQueries() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        try ctx.createTableIfNotExists(Author.self)
        try ctx.createTableIfNotExists(Book.self)

        #expect(Book.primaryKeyColumns.map(\.name) == ["id"])
        #expect(Book.table.quotedName(inSchema: "main").hasPrefix("`main`."))
        #expect(Book.title.quotedName(alias: "b") == "`b`.`title`")
        #expect(Book.selectSQL(alias: "b").sql.hasPrefix("SELECT `b`.`id`, `b`.`title`"))
        #expect(Book.authorID.references?.referencesClause(inSchema: nil).contains("`author`") == true)

        var austen = Author(name: "Austen")
        try ctx.inserted(&austen)
        #expect(austen.id == 1)
        let insertSQL = try ctx.insertUpdateSQL(
            for: Book(title: "Emma", authorID: austen.id), inSchema: nil, upsert: false)
        try ctx.exec(insertSQL)
        let emma = try #require(try ctx.fetchAll(Book.self).first)
        #expect(emma.title == "Emma")
        let row = try emma.encodedRow()
        #expect(try Book.title.valueRequired(in: row) == SQLValue.text("Emma"))
        #expect(Book.year.dateValue(in: row) == nil)
        let rebuilt = try Book.construct(row: row, context: ctx)
        #expect(rebuilt == emma)

        let byKey = try ctx.primaryKeyQuery([emma])
        #expect(try ctx.fetchAll(Book.self, where: byKey) == [emma])

        let query: SQLTableQuery<Book> = ctx.query(Book.self, alias: "b")
        let generic: any SQLQuery = query
        #expect(generic.context === ctx)
        let table = QualifiedTable(table: Book.table, alias: "b")
        #expect(table.alias == "b")
        let condition: any SQLJoinCondition = Book.authorID.alias("b").equals(Author.id.alias("a"))
        let joined: SQLJoin2Query<Book, Author> = query.join(Author.self, alias: "a", kind: .inner, on: condition)
        let three: SQLJoin3Query<Book, Author, Book> = joined.join(
            Book.self, alias: "c", kind: .left, on: Book.id.alias("c").equals(Book.id.alias("b")))
        #expect(try three.load().count == 1)
        let pairs = try joined.load()
        #expect(pairs.first?.1?.name == "Austen")

        let term: any SQLRepresentable = Book.year
        let ordered = try ctx.fetchAll(Book.self, orderBy: term)
        #expect(ordered == [emma])
        var expression = SQLExpression("SELECT count(*) FROM book WHERE ")
        Book.title.equals(SQLValue.text("Emma")).applicator(&expression)
        #expect(expression.bindings == [SQLValue.text("Emma")])
        #expect(try ctx.selectAll(sql: expression.sql, parameters: expression.bindings) == [[SQLValue.long(1)]])
    }

    @Test func rekeyingWhereTheSQLiteEncrypts() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        guard ctx.supports(.encryption) else {
            expectSQLError(code: 1) { try ctx.key("new secret", rekey: true) }
            return
        }
        try withTemporaryDirectory { directory in
            let path = directory.file("rekeyed.db")
            let keyed = try SQLContext(path: path, configuration: .platform)
            try keyed.key("old secret")
            try keyed.exec(sql: "CREATE TABLE t(x)")
            try keyed.key("new secret", rekey: true)
            keyed.close()
            let reopened = try SQLContext(path: path, configuration: .platform)
            defer { reopened.close() }
            try reopened.key("new secret")
            #expect(try reopened.selectAll(sql: "SELECT count(*) FROM t") == [[SQLValue.long(0)]])
        }
    }
}

/// SkipSQL's deprecated column reads, reached through a protocol that `SQLStatement`'s deprecated
/// methods fulfil, so that the tests run them without a deprecation warning at each call.
private protocol SkipSQLDeprecatedReads {
    func integer(at column: Int) -> Int64
    func double(at column: Int) -> Double
    func string(at column: Int) -> String?
}

extension SQLStatement: SkipSQLDeprecatedReads {}

/// SkipSQL's deprecated value reads, reached as the column reads are.
private protocol SkipSQLDeprecatedValueReads {
    var integerValue: Int64? { get }
    var floatValue: Double? { get }
}

extension SQLValue: SkipSQLDeprecatedValueReads {}
