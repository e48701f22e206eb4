import Foundation
import SQLContext
import Testing

/// Records written with insert, insertAll, upsert, update and delete: keys assigned, defaults
/// applied, every value bound, errors precise and nothing half-written.
@Suite struct RecordWriteTests {
    @Test func insertAssignsTheRowIDAndTheDefaultsAndReturnsTheStoredRecord() throws {
        let context = try libraryContext()
        let first = try context.insert(Author(name: "Austen"))
        #expect(first == Author(id: 1, name: "Austen", country: "unknown"))
        let second = try context.insert(Author(name: "Tolstoy", country: "Russia"))
        #expect(second.id == 2 && second.country == "Russia")
        // A key given is kept.
        let third = try context.insert(Author(id: 10, name: "Eliot"))
        #expect(third.id == 10)
        #expect(try context.fetch(Author.self, id: .long(1)) == first)
        #expect(try context.fetch(Author.self, id: .long(10))?.name == "Eliot")
        #expect(try context.fetch(Author.self, id: .long(99)) == nil)
        #expect(try context.count(Author.self) == 3)
    }

    @Test func everyStorageClassRoundTripsExactly() throws {
        let context = try libraryContext()
        let bytes = Data([0, 255, 0, 7])
        let text = "nul\u{0}inside, 'quoted' \"too\", ünïcödé"
        let stored = try context.insert(
            Book(title: text, authorID: nil, year: Int64.min, price: -0.5, cover: bytes))
        let read = try #require(try context.fetch(Book.self, id: .long(stored.id)))
        #expect(read == stored)
        #expect(read.title == text && read.cover == bytes && read.year == Int64.min)
        let empty = try context.insert(Book(title: "", year: Int64.max, cover: Data()))
        let emptyRead = try #require(try context.fetch(Book.self, id: .long(empty.id)))
        #expect(emptyRead.title == "" && emptyRead.year == Int64.max)
        #expect(emptyRead.cover == Data())
        #expect(
            try scalar(context, "SELECT typeof(cover) FROM book WHERE id = ?", [.long(empty.id)]) == .text("blob"))
    }

    @Test func insertAllIsAtomic() throws {
        let context = try libraryContext()
        let stored = try context.insertAll([Author(name: "A"), Author(name: "B")])
        #expect(stored.map { $0.id } == [1, 2])
        // The second duplicates a unique name: the first is rolled back with it.
        expectSQLError(code: 19, extendedCode: 2067, codeName: "SQLITE_CONSTRAINT_UNIQUE") {
            try context.insertAll([Author(name: "C"), Author(name: "A")])
        }
        #expect(try context.count(Author.self) == 2)
        #expect(try !context.exists(Author.self, where: Author.name.equals(SQLValue("C"))))
        #expect(!context.isInTransaction)
        #expect(try context.insertAll([Author]()).isEmpty)
    }

    @Test func aNullInANotNullColumnIsAConstraintErrorAndNothingIsWritten() throws {
        let context = try libraryContext()
        expectSQLError(code: 19, extendedCode: 1299, codeName: "SQLITE_CONSTRAINT_NOTNULL") {
            try context.insert(Untitled())
        }
        #expect(try context.count(Book.self) == 0)
    }

    @Test func updateWritesEveryFieldButTheKey() throws {
        let context = try stockedLibrary()
        var emma = try #require(try context.fetchAll(Book.self, where: Book.title.equals(SQLValue("Emma"))).first)
        emma.price = nil
        emma.year = 1816
        #expect(try context.update(emma))
        #expect(context.changes == 1)
        #expect(try context.fetch(Book.self, id: .long(emma.id)) == emma)
        // The other rows are untouched.
        #expect(try context.count(Book.self, where: Book.price.isNull()) == 2)
        // A record whose row is gone changes nothing, and the result says so.
        #expect(try context.update(Book(id: 999, title: "Gone")) == false)
        #expect(context.changes == 0)
        #expect(try context.count(Book.self) == 4)
        // A row whose values are already those of the record is still found.
        #expect(try context.update(emma))
    }

    @Test func updateOfARecordWhoseColumnsAreAllKeySaysWhetherTheRowIsThere() throws {
        let context = try libraryContext()
        try context.createTableIfNotExists(Membership.self)
        _ = try context.insert(Membership(group: "a", member: "x"))
        #expect(try context.update(Membership(group: "a", member: "x")))
        #expect(try context.update(Membership(group: "a", member: "y")) == false)
        #expect(try context.count(Membership.self) == 1)
    }

    @Test func upsertInsertsOrUpdatesByPrimaryKey() throws {
        let context = try libraryContext()
        guard context.supports(.upsert) else {
            let error = expectSQLError(code: 1, messageContains: ["3.24"]) {
                try context.upsert(Author(id: 1, name: "Austen"))
            }
            #expect(error != nil)
            #expect(try context.count(Author.self) == 0)
            return
        }
        try context.upsert(Author(id: 1, name: "Austen", country: "England"))
        try context.upsert(Author(id: 1, name: "Jane Austen", country: nil))
        let stored = try #require(try context.fetch(Author.self, id: .long(1)))
        // NULL fields take the column default, as in an insert.
        #expect(stored == Author(id: 1, name: "Jane Austen", country: "unknown"))
        #expect(try context.count(Author.self) == 1)
        // Two-column keys and quoted names.
        try context.upsert(Tag(bookID: 1, label: "classic", weight: 1))
        try context.upsert(Tag(bookID: 1, label: "classic", weight: 5))
        #expect(try context.fetchAll(Tag.self) == [Tag(bookID: 1, label: "classic", weight: 5)])
        // A table without a primary key has nothing to conflict on.
        try context.exec(sql: "CREATE TABLE log(text TEXT)")
        expectSQLError(code: 21, messageContains: ["log", "primary key"]) {
            try context.upsert(LogLine(text: "x"))
        }
    }

    @Test func deleteByInstancesPredicateAndAll() throws {
        let context = try stockedLibrary()
        let books = try context.fetchAll(Book.self, orderBy: Book.id)
        try context.delete(instances: [books[0], books[2]])
        #expect(try context.fetchAll(Book.self, orderBy: Book.id).map { $0.title } == ["Persuasion", "Anonymous"])
        try context.delete(Book.self, where: Book.year.isNull())
        #expect(try context.count(Book.self) == 1)
        try context.delete(instances: [Book]())
        try context.deleteAll(Book.self)
        #expect(try context.count(Book.self) == 0)
        // Two-column keys: row values, or OR-ed ANDs on SQLite before 3.15.
        try context.insertAll([Tag(bookID: 1, label: "a"), Tag(bookID: 1, label: "b"), Tag(bookID: 2, label: "a")])
        try context.delete(instances: [Tag(bookID: 1, label: "b"), Tag(bookID: 2, label: "a")])
        #expect(try context.fetchAll(Tag.self) == [Tag(bookID: 1, label: "a")])
        // More keys than old SQLites bind in one statement.
        let many = (0..<1_200).map { Author(id: Int64($0 + 100), name: "author \($0)") }
        try context.insertAll(many)
        try context.delete(instances: Array(many[0..<1_100]))
        #expect(try context.count(Author.self) == 102)
        // And of two-column keys: 600 records bind 1 200 values, more than 999.
        let tags = (0..<700).map { Tag(bookID: Int64($0 % 7), label: "tag \($0)") }
        try context.insertAll(tags)
        try context.delete(instances: Array(tags[0..<600]))
        #expect(try context.count(Tag.self) == 101)
    }

    @Test func primaryKeyQueryFindsExactlyTheGivenRecords() throws {
        let context = try stockedLibrary()
        let books = try context.fetchAll(Book.self, orderBy: Book.id)
        func matching(_ predicate: SQLPredicate) throws -> [Book] {
            try context.query(Book.self).where(predicate).orderBy(Book.id).eval().load()
        }
        #expect(try matching(context.primaryKeyQuery([books[1]])) == [books[1]])
        #expect(try matching(context.primaryKeyQuery([books[2], books[0]])) == [books[0], books[2]])
        // No records: a condition that no row meets, not every row.
        #expect(try matching(context.primaryKeyQuery([Book]())).isEmpty)
        try context.insertAll([Tag(bookID: 1, label: "a"), Tag(bookID: 1, label: "b"), Tag(bookID: 2, label: "a")])
        let tags = try context.query(Tag.self).where(context.primaryKeyQuery([Tag(bookID: 1, label: "b")])).eval()
            .load()
        #expect(tags == [Tag(bookID: 1, label: "b")])
        expectSQLError(code: 21, messageContains: ["log"]) { _ = try context.primaryKeyQuery([LogLine(text: "x")]) }
    }

    @Test func foreignKeysCascadeFromTheDeclaredAction() throws {
        let context = try stockedLibrary()
        try context.delete(Author.self, where: Author.name.equals(SQLValue("Austen")))
        #expect(try context.fetchAll(Book.self, orderBy: Book.id).map { $0.title } == ["War and Peace", "Anonymous"])
        // A book of an author that does not exist is refused.
        expectSQLError(code: 19, extendedCode: 787, codeName: "SQLITE_CONSTRAINT_FOREIGNKEY") {
            try context.insert(Book(title: "Orphan", authorID: 42))
        }
    }

    @Test func recordMethodsWithoutAPrimaryKeyAreMisuse() throws {
        let context = try SQLContext(path: nil)
        try context.createTableIfNotExists(LogLine.self)
        try context.insert(LogLine(text: "one"))
        #expect(try context.fetchAll(LogLine.self) == [LogLine(text: "one")])
        expectSQLError(code: 21, messageContains: ["log"]) { _ = try context.fetch(LogLine.self, id: .long(1)) }
        expectSQLError(code: 21, messageContains: ["log"]) { try context.update(LogLine(text: "two")) }
        expectSQLError(code: 21, messageContains: ["log"]) { try context.delete(instances: [LogLine(text: "one")]) }
        #expect(try context.count(LogLine.self) == 1)
        #expect(try LogLine(text: "x").isNewInstance == nil)
    }

    @Test func fetchWithTheWrongNumberOfKeysIsARangeError() throws {
        let context = try libraryContext()
        expectSQLError(code: 25, messageContains: ["2", "1"]) {
            _ = try context.fetch(Author.self, id: .long(1), .long(2))
        }
        expectSQLError(code: 25) { _ = try context.fetch(Tag.self, id: .long(1)) }
    }

    @Test func insertedAndRefreshReadTheStoredRow() throws {
        let context = try libraryContext()
        try context.exec(
            sql:
                "CREATE TRIGGER shout AFTER INSERT ON author BEGIN UPDATE author SET name = upper(name) WHERE id = new.id; END"
        )
        var author = Author(name: "austen")
        #expect(try author.isNewInstance == true)
        try context.inserted(&author)
        #expect(author.id == 1 && author.name == "austen")
        #expect(try author.isNewInstance == false)
        try context.refresh(&author)
        #expect(author.name == "AUSTEN")
        var other = Author(name: "eliot")
        try context.inserted(&other, refresh: true)
        #expect(other == Author(id: 2, name: "ELIOT", country: "unknown"))
    }

    @Test func writesUseCachedStatements() throws {
        let context = try libraryContext()
        context.clearStatementCache()
        for index in 0..<50 { try context.insert(Book(title: "t\(index)", year: Int64(index))) }
        // One INSERT shape (the NULL fields are the same each time), one statement reused; without
        // RETURNING (before 3.35) the SELECT that reads the stored row back is kept beside it.
        #expect(context.cachedStatementCount == (context.supports(.returning) ? 1 : 2))
        #expect(try context.count(Book.self) == 50)
        // A record whose initializer reads records of its own type while a read of them runs.
        try context.createTableIfNotExists(Chain.self)
        try context.insertAll([Chain(id: 1, next: 2), Chain(id: 2, next: 3), Chain(id: 3, next: nil)])
        let chain = try context.fetchAll(Chain.self, orderBy: Chain.id)
        #expect(chain.map { $0.id } == [1, 2, 3])
        #expect(chain.map { $0.nextTitle } == ["2", "3", nil])
    }

    @Test func aColumnTheTableLacksIsMisuseAndARowInAnotherOrderIsStoredByName() throws {
        let context = try libraryContext()
        expectSQLError(code: 21, messageContains: ["isbn", "book", "id, title"]) {
            try context.insert(ExtraColumnBook(addsISBN: true))
        }
        expectSQLError(code: 21, messageContains: ["isbn"]) { try context.update(ExtraColumnBook(addsISBN: true)) }
        #expect(try context.count(Book.self) == 0)
        // A record that builds its row from scratch, its columns in another order.
        let stored = try context.insert(ExtraColumnBook(addsISBN: false))
        #expect(
            try context.fetch(Book.self, id: .long(stored.id)) == Book(id: stored.id, title: "reordered", year: 2001)
        )
    }

    @Test func eachWriteStartsFromAnEmptyRowAndARowTheRecordKeepsIsNotChanged() throws {
        let context = try SQLContext(path: nil)
        try context.createTableIfNotExists(SparseNote.self)
        let sink = EncodedRowSink()
        // The first record sets `extra`; the next ones leave it unset, so it must be NULL, not the
        // value the previous record wrote.
        try context.insert(SparseNote(id: 1, body: "first", extra: "kept", sink: sink))
        try context.insert(SparseNote(id: 2, body: "second", extra: nil, sink: sink))
        try context.update(SparseNote(id: 1, body: "first again", extra: nil, sink: sink))
        try context.insert(SparseNote(id: 3, body: "third", extra: nil))
        let notes = try context.fetchAll(SparseNote.self, orderBy: SparseNote.id)
        #expect(notes.map { $0.body } == ["first again", "second", "third"])
        #expect(notes.map { $0.extra } == [nil, nil, nil])
        // The rows the record kept still hold what it wrote.
        #expect(sink.rows.count == 3)
        #expect(sink.rows.map { $0[SparseNote.body] } == [.text("first"), .text("second"), .text("first again")])
        #expect(sink.rows.map { $0[SparseNote.extra] } == [.text("kept"), .null, .null])
        #expect(sink.rows.map { $0.columnNames } == Array(repeating: ["id", "body", "extra"], count: 3))
    }
}

/// A record whose columns are all its primary key: an update has nothing to write.
private struct Membership: SQLCodable {
    var group: String
    static let group = SQLColumn(name: "group", type: .text, primaryKey: true)
    var member: String
    static let member = SQLColumn(name: "member", type: .text, primaryKey: true)
    static let table = SQLTable(name: "membership", columns: [group, member])

    init(group: String, member: String) {
        self.group = group
        self.member = member
    }

    init(row: SQLRow, context: SQLContext) throws {
        self.group = try Self.group.textValueRequired(in: row)
        self.member = try Self.member.textValueRequired(in: row)
    }

    func encode(row: inout SQLRow) throws {
        row[Self.group] = SQLValue(group)
        row[Self.member] = SQLValue(member)
    }
}
