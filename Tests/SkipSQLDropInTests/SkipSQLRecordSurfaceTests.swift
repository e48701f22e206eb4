import Foundation
import SQLContext
import Testing

/// SkipSQL's record layer (SkipSQLCore's SQLCodable and SQLSchema, tag 0.15.1), written as
/// SkipSQL code writes it, with SkipSQL's labels and types, compiled here with no shim: only the
/// import differs. The records are the fixtures' `Author` and `Book`.
@Suite struct SkipSQLRecordSurfaceTests {
    @Test func schemaStatementsAndIntrospection() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        let create: [SQLExpression] = Author.table.createTableSQL(inSchema: nil, ifNotExists: true, withIndexes: true)
        for statement in create { try ctx.exec(statement) }
        try ctx.createTableIfNotExists(Book.self, inSchema: nil)
        #expect(try ctx.tableExists("book"))
        let tables: [TableInfo] = try ctx.tables(types: ["table"])
        #expect(Set(tables.map(\.name)).isSuperset(of: ["author", "book"]))
        let columns: [ColumnInfo] = try ctx.columns(for: "author", in: "main")
        #expect(columns.map(\.name) == ["id", "name", "country"])
        #expect(columns.first?.pk == 1)
        let isbn = SQLColumn(name: "isbn", type: .text)
        for statement in Book.table.addColumnSQL(column: isbn, inSchema: nil, withIndexes: true) {
            try ctx.exec(statement)
        }
        try ctx.addColumnIfNotExists(isbn, to: Book.table, inSchema: nil)  // there already: nothing
        #expect(try ctx.columns(for: "book").contains { $0.name == "isbn" })
        let dropColumn = Book.table.dropColumnSQL(column: isbn, inSchema: nil)
        if ctx.supports(feature: .dropColumn) {
            try ctx.exec(dropColumn)
        } else {
            // Before SQLite 3.35 (SQLCipher's 3.15.2), ALTER TABLE has no DROP COLUMN.
            let error = #expect(throws: SQLError.self) { try ctx.exec(dropColumn) }
            #expect(error?.code == 1)
        }
        let index: [SQLExpression] = Book.table.createIndexSQL(inSchema: nil, ifNotExists: true, columns: nil)
        for statement in index { try ctx.exec(statement) }
        #expect(SQLForeignKeyAction.cascade.actionClause == "CASCADE")
        #expect(SQLOrder.descending.orderClause == "DESC")
        #expect(SQLJoinType.left.joinClause == "LEFT OUTER JOIN" || SQLJoinType.left.joinClause == "LEFT JOIN")
        try ctx.exec(Book.table.dropTableSQL(inSchema: nil, ifExists: true))
        #expect(try !ctx.tableExists("book"))
    }

    @Test func migrationsRunOnceEach() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        let migrations: [(SQLContext) throws -> Void] = [
            { ctx in try ctx.exec(sql: "CREATE TABLE DATA_ITEM (ID INTEGER PRIMARY KEY AUTOINCREMENT)") },
            { ctx in try ctx.exec(sql: "ALTER TABLE DATA_ITEM ADD COLUMN DESCRIPTION TEXT") },
        ]
        try ctx.migrate(migrations: migrations)
        try ctx.migrate(migrations: migrations)
        #expect(ctx.userVersion == 2)
        #expect(try ctx.columns(for: "DATA_ITEM").map(\.name) == ["ID", "DESCRIPTION"])
    }

    @Test func recordWritesReadsAndAggregates() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        try ctx.createTableIfNotExists(Author.self)
        try ctx.createTableIfNotExists(Book.self)
        let austen = try ctx.insert(Author(name: "Austen", country: "England"), inSchema: nil, upsert: false)
        #expect(try austen.isNewInstance == false)
        #expect(try austen.primaryKeyValues == [SQLValue.long(1)])
        let row: SQLRow = try austen.encodedRow()
        #expect(Author.name.textValue(in: row) == "Austen")
        var books = try ctx.insertAll([
            Book(title: "Emma", authorID: austen.id, year: 1815, price: 9.5),
            Book(title: "Persuasion", authorID: austen.id, year: 1817, price: 7.25),
        ])
        #expect(books.map(\.id) == [1, 2])
        books[0].price = 10
        try ctx.update(books[0], inSchema: nil)
        #expect(try ctx.fetch(Book.self, id: SQLValue.long(1))?.price == 10)
        #expect(try ctx.fetch(Book.self, primaryKeys: [SQLValue.long(2)])?.title == "Persuasion")

        let count: Int64 = try ctx.count(Book.self, inSchema: nil, where: Book.year.greaterThan(SQLValue(1816)))
        #expect(count == 1)
        #expect(try ctx.exists(Book.self, where: Book.title.like(SQLValue("Em%"))))
        #expect(try ctx.sum(column: Book.year, of: Book.self) == SQLValue.long(3632))
        #expect(try ctx.min(column: Book.year, of: Book.self) == SQLValue.long(1815))
        #expect(try ctx.max(column: Book.year, of: Book.self, where: Book.price.lessThan(SQLValue(8.0))) == .long(1817))
        #expect(try ctx.avg(column: Book.year, of: Book.self) == SQLValue.real(1816.0))
        let titles = try ctx.aggregate("group_concat", column: Book.title, type: Book.self, inSchema: nil, where: nil)
        #expect(titles.textValue?.split(separator: ",").sorted() == ["Emma", "Persuasion"])

        let predicate = SQLPredicate.and([
            Book.year.between(min: SQLValue(1800), max: SQLValue(1816)),
            .not(Book.title.isNull()),
            Book.id.in([SQLValue(1), SQLValue(2)]),
            SQLPredicate.compare(lhs: Book.price, op: ">", rhs: SQLValue(1.0)),
            SQLPredicate.custom(sql: "1 = ?", bindings: [SQLValue(1)]),
        ])
        let cursor: RowCursor<Book> = try ctx.query(Book.self, alias: nil, schema: nil)
            .where(predicate).orderBy(Book.year, order: .ascending).limit(10, offset: nil).eval()
        defer { cursor.close() }
        #expect(try cursor.load(count: 5).map(\.title) == ["Emma"])

        let joined: [(Author?, Book?)] = try ctx.query(Author.self, alias: "a")
            .join(Book.self, alias: "b", kind: .inner, on: Book.authorID)
            .orderBy(SQLAliasedColumn(column: Book.year, alias: "b"), order: .descending)
            .eval().load()
        #expect(joined.map { $0.1?.title } == ["Persuasion", "Emma"])
        #expect(joined.allSatisfy { $0.0?.name == "Austen" })

        try ctx.delete(instances: [books[1]])
        try ctx.delete(Book.self, inSchema: nil, where: Book.title.notLike(SQLValue("X%")))
        #expect(try ctx.count(Book.self) == 0)
        try ctx.deleteAll(Author.self)
        #expect(try !ctx.exists(Author.self))
        #expect(SQLValue.defaultPrimaryKeyValue == SQLValue.long(0))
        #expect(SQLTuple(values: [SQLValue(1), SQLValue(2)]).representations.count == 2)
    }

    @Test func bindingErrorsAndRowHelpers() throws {
        let ctx = SQLContext(configuration: .platform)
        defer { ctx.close() }
        let row: SQLRow = try ctx.createSQLRow([Author.id, Author.name], [SQLValue.long(1), SQLValue.null])
        #expect(Author.id.longValue(in: row) == 1)
        #expect(throws: SQLError.self) { try Author.name.textValueRequired(in: row) }
        let error = #expect(throws: SQLError.self) {
            try SQLBindingError.checkNonNull(Author.name.textValue(in: row), Author.name)
        }
        #expect(error?.isMismatch == true)
        let cases: [SQLBindingError] = [
            .unknownColumn(Author.name), .nullColumn(Author.name), .columnValuesMismatch(1, 2), .noPrimaryKeys("t"),
        ]
        #expect(cases.count == 4)
        #expect(SQLNotSupportedError(errorDescription: "no").errorDescription == "no")
    }
}
