import Foundation
import SQLContext
import Testing

/// A record keyed by text, for `fetch(_:id:)` with a `String`.
private struct Country: SQLCodable, Equatable {
    var code: String
    static let code = SQLColumn(name: "code", type: .text, primaryKey: true)
    var name: String
    static let name = SQLColumn(name: "name", type: .text, nullable: false)
    static let table = SQLTable(name: "country", columns: [code, name])

    init(code: String, name: String) {
        self.code = code
        self.name = name
    }

    init(row: SQLRow, context: SQLContext) throws {
        self.code = try Self.code.textValueRequired(in: row)
        self.name = try Self.name.textValueRequired(in: row)
    }

    func encode(row: inout SQLRow) throws {
        row[Self.code] = SQLValue(code)
        row[Self.name] = SQLValue(name)
    }
}

/// Predicates and `fetch(_:id:)` take Swift values, bound as parameters, where SkipSQL needs an
/// `SQLValue`.
@Suite struct SwiftValuePredicateTests {
    @Test func comparisonsBindSwiftValues() {
        let year: Int64 = 1815
        #expect(Book.year.greaterThan(1).expression.sql == "`year` > ?")
        #expect(Book.year.greaterThan(1).expression.bindings == [.long(1)])
        #expect(Book.year.equals(year).expression.bindings == [.long(1815)])
        #expect(Book.price.lessThanOrEqual(9.5).expression.bindings == [.real(9.5)])
        #expect(Book.title.notEquals("Emma").expression.sql == "`title` <> ?")
        #expect(Book.title.notEquals("Emma").expression.bindings == [.text("Emma")])
        #expect(Book.year.lessThan(2).expression.sql == "`year` < ?")
        #expect(Book.year.greaterThanOrEqual(3).expression.sql == "`year` >= ?")
        // The SQLValue forms are SkipSQL's and are unchanged.
        #expect(Book.year.greaterThan(SQLValue(1)).expression == Book.year.greaterThan(1).expression)
    }

    @Test func predicatesWithSwiftValuesSelectTheSameRows() throws {
        let context = try stockedLibrary()
        defer { context.close() }
        let minimum = 1816
        let recent = try context.fetchAll(Book.self, where: Book.year.greaterThan(minimum), orderBy: Book.year)
        #expect(recent.map(\.title) == ["Persuasion", "War and Peace"])
        let cheap = try context.fetchAll(Book.self, where: Book.price.lessThan(10.0), orderBy: Book.price)
        #expect(cheap.map(\.title) == ["Persuasion", "Emma"])
        #expect(try context.count(Book.self, where: Book.title.equals("Emma")) == 1)
        let sameAsSkipSQL = try context.count(Book.self, where: Book.year.greaterThan(SQLValue(minimum)))
        #expect(try context.count(Book.self, where: Book.year.greaterThan(minimum)) == sameAsSkipSQL)
    }

    @Test func fetchByIDTakesSwiftValues() throws {
        let context = try stockedLibrary()
        defer { context.close() }
        let emmaID: Int64 = try #require(context.fetchAll(Book.self, where: Book.title.equals("Emma")).first?.id)
        #expect(try context.fetch(Book.self, id: emmaID)?.title == "Emma")
        #expect(try context.fetch(Book.self, id: Int(emmaID))?.title == "Emma")
        #expect(try context.fetch(Book.self, id: 999) == nil)
        try context.createTableIfNotExists(Country.self)
        try context.insert(Country(code: "fr", name: "France"))
        #expect(try context.fetch(Country.self, id: "fr") == Country(code: "fr", name: "France"))
        #expect(try context.fetch(Country.self, id: "de") == nil)
        // A key of two columns needs both values.
        let error = #expect(throws: SQLError.self) { try context.fetch(Tag.self, id: 1) }
        #expect(error?.code == 25)
    }
}
