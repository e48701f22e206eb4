import Foundation
import SQLContext
import Testing

/// Records read with the query builder, predicates, joins, cursors and aggregates.
@Suite struct RecordQueryTests {
    /// The titles of the books that match `predicate`, by id.
    func titles(_ context: SQLContext, _ predicate: SQLPredicate?) throws -> [String] {
        try context.fetchAll(Book.self, where: predicate, orderBy: Book.id).map { $0.title }
    }

    @Test func everyPredicateOperatorSelectsWhatSQLiteSelects() throws {
        let context = try stockedLibrary()
        #expect(try titles(context, Book.year.equals(SQLValue(1815))) == ["Emma"])
        #expect(try titles(context, Book.year.equals(SQLValue.null)) == ["Anonymous"])
        #expect(try titles(context, Book.year.notEquals(SQLValue(1815))) == ["Persuasion", "War and Peace"])
        #expect(try titles(context, Book.year.notEquals(SQLValue.null)) == ["Emma", "Persuasion", "War and Peace"])
        #expect(try titles(context, Book.year.lessThan(SQLValue(1817))) == ["Emma"])
        #expect(try titles(context, Book.year.lessThanOrEqual(SQLValue(1817))) == ["Emma", "Persuasion"])
        #expect(try titles(context, Book.year.greaterThan(SQLValue(1817))) == ["War and Peace"])
        #expect(try titles(context, Book.year.greaterThanOrEqual(SQLValue(1817))) == ["Persuasion", "War and Peace"])
        // LIKE ignores the case of ASCII letters unless SQLite was built with SQLITE_CASE_SENSITIVE_LIKE.
        let likeIgnoresCase = try context.query(sql: "SELECT 'a' LIKE 'A'") == [[.long(1)]]
        #expect(
            try titles(context, Book.title.like(SQLValue("%E%")))
                == (likeIgnoresCase ? ["Emma", "Persuasion", "War and Peace"] : ["Emma"]))
        #expect(try titles(context, Book.title.notLike(SQLValue("%o%"))) == ["Emma", "War and Peace"])
        #expect(try titles(context, Book.title.glob(SQLValue("*a"))) == ["Emma"])
        #expect(try titles(context, Book.price.isNull()) == ["Anonymous"])
        #expect(try titles(context, Book.price.isNotNull()).count == 3)
        #expect(
            try titles(context, Book.price.between(min: SQLValue(7.0), max: SQLValue(9.5))) == ["Emma", "Persuasion"])
        #expect(try titles(context, Book.price.notBetween(min: SQLValue(7.0), max: SQLValue(9.5))) == ["War and Peace"])
        #expect(
            try titles(context, Book.year.in([SQLValue(1817), SQLValue(1869)])) == ["Persuasion", "War and Peace"])
        #expect(try titles(context, Book.year.notIn([SQLValue(1817), SQLValue(1869)])) == ["Emma"])
        #expect(try titles(context, Book.year.in([])) == [])
        // An empty list: IN is false and NOT IN true, NULL or not.
        #expect(try titles(context, Book.year.notIn([])).count == 4)
        let either = Book.year.equals(SQLValue(1815)).or(Book.price.greaterThan(SQLValue(10)))
        #expect(try titles(context, either) == ["Emma", "War and Peace"])
        let both = Book.year.greaterThan(SQLValue(1800)).and(Book.price.lessThan(SQLValue(9)))
        #expect(try titles(context, both) == ["Persuasion"])
        #expect(try titles(context, SQLPredicate.not(both)) == ["Emma", "War and Peace"])
        #expect(try titles(context, SQLPredicate.and([])).count == 4)
        #expect(try titles(context, SQLPredicate.or([])) == [])
        #expect(
            try titles(context, .custom(sql: "length(title) > ?", bindings: [.long(8)])) == [
                "Persuasion", "War and Peace", "Anonymous",
            ])
        // Values are bound, never written into the SQL: a quote in a value is just a character.
        let hostile = Book.title.equals(SQLValue("x' OR '1'='1"))
        #expect(try titles(context, hostile) == [])
        #expect(!hostile.expression.sql.contains("OR '1'"))
        #expect(hostile.expression.bindings == [.text("x' OR '1'='1")])
    }

    @Test func predicatesWriteQuotedNamesAndBoundValues() {
        let predicate = Book.year.between(min: SQLValue(1), max: SQLValue(2)).and(Tag.bookID.isNotNull())
        #expect(predicate.expression.sql == "((`year` BETWEEN ? AND ?) AND (`book id` IS NOT NULL))")
        #expect(predicate.expression.bindings == [.long(1), .long(2)])
        let tuple = SQLPredicate.in(
            SQLTuple(columns: [Tag.bookID, Tag.label]), [SQLTuple(values: [.long(1), .text("a")])])
        #expect(tuple.expression.sql == "(`book id`, `label`) IN ((?, ?))")
        #expect(Book.title.alias("b").equals(SQLValue("E")).expression.sql == "`b`.`title` = ?")
    }

    @Test func queriesOrderLimitAndOffset() throws {
        let context = try stockedLibrary()
        let query = context.query(Book.self).where(Book.year.isNotNull()).orderBy(Book.year, order: .descending)
        #expect(try query.load().map { $0.title } == ["War and Peace", "Persuasion", "Emma"])
        #expect(try query.limit(2).load().map { $0.title } == ["War and Peace", "Persuasion"])
        #expect(try query.limit(2, offset: 1).load().map { $0.title } == ["Persuasion", "Emma"])
        #expect(try context.fetchAll(Book.self, orderBy: Book.id, offset: 3).map { $0.title } == ["Anonymous"])
        #expect(
            try context.fetchAll(Book.self, orderBy: Book.title, order: .descending, limit: 1).first?.title
                == "War and Peace")
        // Two order terms, the second breaking ties of the first.
        let byAuthor = try context.query(Book.self).orderBy(Book.authorID).orderBy(Book.year, order: .descending).load()
        #expect(byAuthor.map { $0.title } == ["Anonymous", "Persuasion", "Emma", "War and Peace"])
    }

    @Test func cursorsReadOneRecordAtATimeAndClose() throws {
        let context = try stockedLibrary()
        let cursor = try context.query(Book.self).orderBy(Book.id).eval()
        #expect(try cursor.next()?.title == "Emma")
        #expect(try cursor.load(count: 2).map { $0.title } == ["Persuasion", "War and Peace"])
        #expect(!cursor.isClosed)
        #expect(try cursor.next()?.title == "Anonymous")
        #expect(try cursor.next() == nil)
        #expect(cursor.isClosed)
        #expect(try cursor.next() == nil)
        // SkipSQL's iterator of results.
        let iterator = try context.query(Book.self).where(Book.year.lessThan(SQLValue(1850))).eval().makeIterator()
        var read: [String] = []
        while let result = iterator.next() { read.append(try result.get().title) }
        #expect(read == ["Emma", "Persuasion"])
        // An error from a record's initializer ends the cursor.
        struct Strict: SQLCodable {
            static var table: SQLTable { Book.table }
            init(row: SQLRow, context: SQLContext) throws { _ = try Book.price.realValueRequired(in: row) }
            func encode(row: inout SQLRow) throws {}
        }
        let strict = try context.query(Strict.self).orderBy(Book.id, order: .descending).eval()
        expectSQLError(code: 20, messageContains: ["price"]) { _ = try strict.next() }
        #expect(strict.isClosed)
        // A cursor closed early releases its statement; the table can be dropped.
        let early = try context.query(Book.self).eval()
        _ = try early.next()
        early.close()
        try context.exec(sql: "DROP TABLE book")
    }

    @Test func countExistsAndAggregates() throws {
        let context = try stockedLibrary()
        #expect(try context.count(Book.self) == 4)
        #expect(try context.count(Book.self, where: Book.authorID.equals(SQLValue(1))) == 2)
        #expect(try context.exists(Book.self, where: Book.title.equals(SQLValue("Emma"))))
        #expect(try !context.exists(Book.self, where: Book.title.equals(SQLValue("Ulysses"))))
        #expect(try context.sum(column: Book.year, of: Book.self) == .long(1815 + 1817 + 1869))
        #expect(try context.sum(column: Book.price, of: Book.self) == .real(9.5 + 7.25 + 15))
        #expect(
            try context.avg(column: Book.year, of: Book.self, where: Book.authorID.equals(SQLValue(1))) == .real(1816))
        #expect(try context.min(column: Book.title, of: Book.self) == .text("Anonymous"))
        #expect(try context.max(column: Book.year, of: Book.self) == .long(1869))
        #expect(
            try context.max(column: Book.year, of: Book.self, where: Book.year.greaterThan(SQLValue(2000))) == .null)
        #expect(try context.aggregate("count", column: Book.price, type: Book.self) == .long(3))
        expectSQLError(code: 1) { _ = try context.aggregate("no_such_aggregate", column: Book.price, type: Book.self) }
    }

    @Test func joinsPairRecordsThroughForeignKeysAndPredicates() throws {
        let context = try stockedLibrary()
        let inner = try context.query(Author.self, alias: "a")
            .join(Book.self, alias: "b", kind: .inner, on: Book.authorID)
            .orderBy(Book.id.alias("b"))
            .load()
        #expect(inner.map { $0.0?.name } == ["Austen", "Austen", "Tolstoy"])
        #expect(inner.map { $0.1?.title } == ["Emma", "Persuasion", "War and Peace"])
        // Without aliases the columns are qualified by the table names, so `id` is not ambiguous.
        let left = try context.query(Book.self)
            .join(Author.self, kind: .left, on: Book.authorID)
            .orderBy(Book.id.alias("book"))
            .load()
        #expect(left.count == 4)
        #expect(left[3].0?.title == "Anonymous" && left[3].1 == nil)
        // A predicate as the condition, and a WHERE over the joined table.
        let russian = try context.query(Book.self, alias: "b")
            .join(Author.self, alias: "a", kind: .inner, on: Book.authorID.alias("b").equals(Author.id.alias("a")))
            .where(Author.country.alias("a").equals(SQLValue("Russia")))
            .load()
        #expect(russian.count == 1 && russian[0].0?.title == "War and Peace")
        // Three tables.
        try context.insertAll([Tag(bookID: 1, label: "classic"), Tag(bookID: 3, label: "long")])
        let tagged = try context.query(Author.self, alias: "a")
            .join(Book.self, alias: "b", kind: .inner, on: Book.authorID)
            .join(Tag.self, alias: "t", kind: .inner, on: Tag.bookID.alias("t").equals(Book.id.alias("b")))
            .orderBy(Tag.label.alias("t"))
            .load()
        #expect(tagged.map { $0.2?.label } == ["classic", "long"])
        #expect(tagged.map { $0.0?.name } == ["Austen", "Tolstoy"])
        #expect(tagged.map { $0.1?.title } == ["Emma", "War and Peace"])
    }

    @Test func rightAndFullJoinsNeedSQLite339() throws {
        let context = try stockedLibrary()
        try context.insert(Author(name: "Nobody"))
        let right = context.query(Book.self).join(Author.self, kind: .right, on: Book.authorID)
        let full = context.query(Book.self).join(Author.self, kind: .full, on: Book.authorID)
        if context.supports(.rightAndFullJoin) {
            let rows = try right.load()
            #expect(rows.count == 4)
            #expect(rows.contains { $0.0 == nil && $0.1?.name == "Nobody" })
            #expect(try full.load().count == 5)
        } else {
            for query in [right, full] {
                expectSQLError(code: 1, messageContains: ["3.39", context.sqliteVersion.description]) {
                    _ = try query.load()
                }
            }
        }
    }

    @Test func anUnknownColumnIsAnErrorAtPrepareNotAString() throws {
        let context = try stockedLibrary()
        // Written "no_such", SQLite would read the name as the string 'no_such' (its double-quoted
        // string quirk) and the query would match nothing, silently.
        let error = expectSQLError(code: 1, messageContains: ["no_such"]) {
            _ = try context.fetchAll(
                Book.self, where: SQLColumn(name: "no_such", type: .text).equals(SQLValue("no_such")))
        }
        #expect(error?.sql?.contains("`no_such`") == true)
        // A record whose table declares a column the database lacks (a migration not run yet).
        try context.exec(sql: "CREATE TABLE old_author(id INTEGER PRIMARY KEY, name TEXT)")
        struct NewAuthor: SQLCodable {
            static var table: SQLTable {
                SQLTable(name: "old_author", columns: [Author.id, Author.name, Author.country])
            }
            init(row: SQLRow, context: SQLContext) throws {}
            func encode(row: inout SQLRow) throws {}
        }
        expectSQLError(code: 1, messageContains: ["country"]) { _ = try context.fetchAll(NewAuthor.self) }
    }

    @Test func aMissingColumnInARowIsARangeErrorThatListsTheColumns() throws {
        let context = try stockedLibrary()
        let row = try #require(try context.firstRow(sql: "SELECT id, title FROM book"))
        expectSQLError(code: 25, messageContains: ["year", "id, title"]) {
            _ = try Book.year.longValueRequired(in: row)
        }
        #expect(Book.year.longValue(in: row) == nil)
        expectSQLError(code: 20, messageContains: ["title", "Int64"]) { _ = try Book.title.longValueRequired(in: row) }
        expectSQLError(code: 20, messageContains: ["id"]) {
            _ = try SQLBindingError.checkNonNull(Int?.none, in: Book.id)
        }
        #expect(try SQLBindingError.checkNonNull(Int?.some(3), in: Book.id) == 3)
    }
}
