import Foundation
import SQLContext

// The records of the drop-in tests, written the way SkipSQL's documentation writes an SQLCodable:
// the columns as static members, the table from them, a row initializer and an encoder that read
// and write each column through SkipSQL's SQLColumn accessors.

/// An author: an autoincrement integer key, a unique name, a column default.
struct Author: SQLCodable, Equatable {
    static let id = SQLColumn(name: "id", type: .long, primaryKey: true, autoincrement: true)
    static let name = SQLColumn(name: "name", type: .text, unique: true, nullable: false)
    static let country = SQLColumn(name: "country", type: .text, defaultValue: .text("unknown"))
    static let table = SQLTable(name: "author", columns: [Author.id, Author.name, Author.country])

    var id: Int64
    var name: String
    var country: String?

    init(id: Int64 = 0, name: String, country: String? = nil) {
        (self.id, self.name, self.country) = (id, name, country)
    }

    init(row: SQLRow, context: SQLContext) throws {
        id = try Author.id.longValueRequired(in: row)
        name = try Author.name.textValueRequired(in: row)
        country = Author.country.textValue(in: row)
    }

    func encode(row: inout SQLRow) throws {
        row[Author.id] = SQLValue(id)
        row[Author.name] = SQLValue(name)
        row[Author.country] = SQLValue(country)
    }
}

/// A book: a foreign key to its author, an indexed year, a column of each storage class.
struct Book: SQLCodable, Equatable {
    static let id = SQLColumn(name: "id", type: .long, primaryKey: true, autoincrement: true)
    static let title = SQLColumn(name: "title", type: .text, nullable: false)
    static let authorID = SQLColumn(
        name: "author_id", type: .long,
        references: SQLForeignKey(table: Author.table, column: Author.id, onDelete: .cascade))
    static let year = SQLColumn(name: "year", type: .long, index: SQLIndex(name: "book_year"))
    static let price = SQLColumn(name: "price", type: .real)
    static let cover = SQLColumn(name: "cover", type: .blob)
    static let table = SQLTable(
        name: "book", columns: [Book.id, Book.title, Book.authorID, Book.year, Book.price, Book.cover])

    var id: Int64 = 0
    var title: String
    var authorID: Int64? = nil
    var year: Int64? = nil
    var price: Double? = nil
    var cover: Data? = nil

    init(row: SQLRow, context: SQLContext) throws {
        id = try Book.id.longValueRequired(in: row)
        title = try Book.title.textValueRequired(in: row)
        authorID = Book.authorID.longValue(in: row)
        year = Book.year.longValue(in: row)
        price = Book.price.realValue(in: row)
        cover = Book.cover.blobValue(in: row)
    }

    init(id: Int64 = 0, title: String, authorID: Int64? = nil, year: Int64? = nil, price: Double? = nil) {
        (self.id, self.title, self.authorID, self.year, self.price) = (id, title, authorID, year, price)
    }

    func encode(row: inout SQLRow) throws {
        row[Book.id] = SQLValue(id)
        row[Book.title] = SQLValue(title)
        row[Book.authorID] = SQLValue(authorID)
        row[Book.year] = SQLValue(year)
        row[Book.price] = SQLValue(price)
        row[Book.cover] = SQLValue(cover)
    }
}
