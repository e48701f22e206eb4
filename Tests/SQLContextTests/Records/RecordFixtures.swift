import Foundation
import SQLContext

/// An author: an autoincrement integer key, a unique name, a default.
struct Author: SQLCodable, Equatable {
    var id: Int64
    static let id = SQLColumn(name: "id", type: .long, primaryKey: true, autoincrement: true)
    var name: String
    static let name = SQLColumn(name: "name", type: .text, unique: true, nullable: false)
    var country: String?
    static let country = SQLColumn(name: "country", type: .text, defaultValue: .text("unknown"))

    static let table = SQLTable(name: "author", columns: [id, name, country])

    init(id: Int64 = 0, name: String, country: String? = nil) {
        self.id = id
        self.name = name
        self.country = country
    }

    init(row: SQLRow, context: SQLContext) throws {
        self.id = try Self.id.longValueRequired(in: row)
        self.name = try Self.name.textValueRequired(in: row)
        self.country = Self.country.textValue(in: row)
    }

    func encode(row: inout SQLRow) throws {
        row[Self.id] = SQLValue(id)
        row[Self.name] = SQLValue(name)
        row[Self.country] = SQLValue(country)
    }
}

/// A book: a foreign key to its author, an index on the year, every storage class.
struct Book: SQLCodable, Equatable {
    var id: Int64
    static let id = SQLColumn(name: "id", type: .long, primaryKey: true, autoincrement: true)
    var title: String
    static let title = SQLColumn(name: "title", type: .text, nullable: false)
    var authorID: Int64?
    static let authorID = SQLColumn(
        name: "author_id", type: .long,
        references: SQLForeignKey(table: Author.table, column: Author.id, onDelete: .cascade))
    var year: Int64?
    static let year = SQLColumn(name: "year", type: .long, index: SQLIndex(name: "book_year"))
    var price: Double?
    static let price = SQLColumn(name: "price", type: .real)
    var cover: Data?
    static let cover = SQLColumn(name: "cover", type: .blob)

    static let table = SQLTable(name: "book", columns: [id, title, authorID, year, price, cover])

    init(
        id: Int64 = 0, title: String, authorID: Int64? = nil, year: Int64? = nil, price: Double? = nil,
        cover: Data? = nil
    ) {
        self.id = id
        self.title = title
        self.authorID = authorID
        self.year = year
        self.price = price
        self.cover = cover
    }

    init(row: SQLRow, context: SQLContext) throws {
        self.id = try Self.id.longValueRequired(in: row)
        self.title = try Self.title.textValueRequired(in: row)
        self.authorID = Self.authorID.longValue(in: row)
        self.year = Self.year.longValue(in: row)
        self.price = Self.price.realValue(in: row)
        self.cover = Self.cover.blobValue(in: row)
    }

    func encode(row: inout SQLRow) throws {
        row[Self.id] = SQLValue(id)
        row[Self.title] = SQLValue(title)
        row[Self.authorID] = SQLValue(authorID)
        row[Self.year] = SQLValue(year)
        row[Self.price] = SQLValue(price)
        row[Self.cover] = SQLValue(cover)
    }
}

/// A record with a two-column primary key and a name that needs quoting.
struct Tag: SQLCodable, Equatable {
    var bookID: Int64
    static let bookID = SQLColumn(name: "book id", type: .long, primaryKey: true)
    var label: String
    static let label = SQLColumn(name: "label", type: .text, primaryKey: true)
    var weight: Int64
    static let weight = SQLColumn(name: "order", type: .long, nullable: false, defaultValue: .long(-1))

    static let table = SQLTable(name: "tag \"list\"", columns: [bookID, label, weight])

    init(bookID: Int64, label: String, weight: Int64 = 1) {
        self.bookID = bookID
        self.label = label
        self.weight = weight
    }

    init(row: SQLRow, context: SQLContext) throws {
        self.bookID = try Self.bookID.longValueRequired(in: row)
        self.label = try Self.label.textValueRequired(in: row)
        self.weight = try Self.weight.longValueRequired(in: row)
    }

    func encode(row: inout SQLRow) throws {
        row[Self.bookID] = SQLValue(bookID)
        row[Self.label] = SQLValue(label)
        row[Self.weight] = SQLValue(weight)
    }
}

/// A record without a primary key.
struct LogLine: SQLCodable, Equatable {
    var text: String
    static let text = SQLColumn(name: "text", type: .text)

    static let table = SQLTable(name: "log", columns: [text])

    init(text: String) { self.text = text }

    init(row: SQLRow, context: SQLContext) throws {
        self.text = try Self.text.textValueRequired(in: row)
    }

    func encode(row: inout SQLRow) throws {
        row[Self.text] = SQLValue(text)
    }
}

/// A context with the author, book and tag tables, foreign keys on.
func libraryContext() throws -> SQLContext {
    let context = try SQLContext(path: nil)
    try context.setForeignKeys(enabled: true)
    try context.createTableIfNotExists(Author.self)
    try context.createTableIfNotExists(Book.self)
    try context.createTableIfNotExists(Tag.self)
    return context
}

/// A library of two authors and four books.
func stockedLibrary() throws -> SQLContext {
    let context = try libraryContext()
    let austen = try context.insert(Author(name: "Austen", country: "England"))
    let tolstoy = try context.insert(Author(name: "Tolstoy", country: "Russia"))
    try context.insertAll([
        Book(title: "Emma", authorID: austen.id, year: 1815, price: 9.5),
        Book(title: "Persuasion", authorID: austen.id, year: 1817, price: 7.25),
        Book(title: "War and Peace", authorID: tolstoy.id, year: 1869, price: 15),
        Book(title: "Anonymous", authorID: nil, year: nil, price: nil, cover: Data([0, 1, 0])),
    ])
    return context
}

/// A book record that leaves its NOT NULL title out.
struct Untitled: SQLCodable {
    static var table: SQLTable { Book.table }
    init() {}
    init(row: SQLRow, context: SQLContext) throws {}
    func encode(row: inout SQLRow) throws { row[Book.year] = SQLValue(2000) }
}

/// A record whose initializer reads the next record of its own type.
struct Chain: SQLCodable {
    var id: Int64
    var next: Int64?
    var nextTitle: String?
    static let id = SQLColumn(name: "id", type: .long, primaryKey: true)
    static let next = SQLColumn(name: "next", type: .long)
    static let table = SQLTable(name: "chain", columns: [id, next])
    init(id: Int64, next: Int64?) {
        self.id = id
        self.next = next
    }
    init(row: SQLRow, context: SQLContext) throws {
        self.id = try Self.id.longValueRequired(in: row)
        self.next = Self.next.longValue(in: row)
        if let next = self.next {
            self.nextTitle = try context.fetch(Chain.self, id: .long(next)).map { "\($0.id)" }
        }
    }
    func encode(row: inout SQLRow) throws {
        row[Self.id] = SQLValue(id)
        row[Self.next] = SQLValue(next)
    }
}

/// A book record whose `encode` replaces the row: with an `isbn` column the table lacks, or with
/// the table's columns in another order.
struct ExtraColumnBook: SQLCodable {
    var id: Int64 = 0
    var addsISBN: Bool
    static var table: SQLTable { Book.table }
    init(addsISBN: Bool) { self.addsISBN = addsISBN }
    init(row: SQLRow, context: SQLContext) throws {
        self.id = try Book.id.longValueRequired(in: row)
        self.addsISBN = false
    }
    func encode(row: inout SQLRow) throws {
        var replaced = SQLRow()
        replaced.setValue(SQLValue(2001), named: "year")
        replaced.setValue(SQLValue("reordered"), named: "title")
        replaced.setValue(SQLValue(id), named: "id")
        if addsISBN { replaced.setValue(SQLValue("978"), named: "isbn") }
        row = replaced
    }
}

/// Collects the rows a ``SparseNote`` encodes, to show that a row a record keeps stays as it was.
final class EncodedRowSink {
    var rows: [SQLRow] = []
}

/// A note whose `encode` writes `extra` only when it has one (leaving the column unset), and
/// hands each row it encoded to a sink when it has one.
struct SparseNote: SQLCodable {
    var id: Int64
    var body: String
    var extra: String?
    var sink: EncodedRowSink? = nil
    static let id = SQLColumn(name: "id", type: .long, primaryKey: true)
    static let body = SQLColumn(name: "body", type: .text, nullable: false)
    static let extra = SQLColumn(name: "extra", type: .text)
    static let table = SQLTable(name: "sparse_note", columns: [id, body, extra])
    init(id: Int64, body: String, extra: String?, sink: EncodedRowSink? = nil) {
        self.id = id
        self.body = body
        self.extra = extra
        self.sink = sink
    }
    init(row: SQLRow, context: SQLContext) throws {
        self.id = try Self.id.longValueRequired(in: row)
        self.body = try Self.body.textValueRequired(in: row)
        self.extra = Self.extra.textValue(in: row)
    }
    func encode(row: inout SQLRow) throws {
        row[Self.id] = SQLValue(id)
        row[Self.body] = SQLValue(body)
        if let extra { row[Self.extra] = SQLValue(extra) }
        sink?.rows.append(row)
    }
}
