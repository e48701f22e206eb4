import Foundation
import SQLContext
import SQLContextCodable
import Testing

// The Swift example of SQLContextCodable.docc's root page, verbatim (only indented), run.
@Suite struct CodableArticleExamplesTests {
    struct Member: Codable, Equatable {
        var id: Int64
        var name: String
        var active: Bool?
    }

    /// SQLContextCodable.md, the catalog's root page.
    @Test func theRootPageExample() throws {
        let context = try SQLContext()
        try context.exec(sql: "CREATE TABLE member(id INTEGER PRIMARY KEY, name TEXT, active INTEGER DEFAULT 1)")
        let member = Member(id: 2, name: "grace", active: nil)
        try context.exec(sql: "INSERT INTO member(id, name, active) VALUES (1, 'ada', 1)")

        let members = try context.query(
            Member.self, sql: "SELECT * FROM member WHERE active = ?", parameters: [SQLValue(true)])
        try context.exec(sql: "INSERT INTO member(id, name) VALUES (:id, :name)", fieldsOf: member)

        #expect(members == [Member(id: 1, name: "ada", active: true)])
        #expect(try context.query(sql: "SELECT name, active FROM member WHERE id = 2") == [[.text("grace"), .long(1)]])
    }

    /// SQLContextCodable.md, "Codable records".
    @Test func theCodableRecordsExample() throws {
        let context = try SQLContext()
        defer { context.close() }

        struct Todo: Codable, SQLCodable {
            var id: Int64 = 0
            var title: String
            var due: Date?

            static let id = SQLColumn(name: "id", type: .long, primaryKey: true, autoincrement: true)
            static let title = SQLColumn(name: "title", type: .text, nullable: false)
            static let due = SQLColumn(name: "due", type: .real)
            static let table = SQLTable(name: "todo", columns: [id, title, due])
        }

        try context.createTableIfNotExists(Todo.self)
        let todo = try context.insert(Todo(title: "write the docs"))
        let found = try context.fetchAll(Todo.self, where: Todo.title.equals("write the docs"))

        #expect(todo.id == 1)
        #expect(found.map(\.title) == ["write the docs"])
        #expect(found.first?.due == nil)
    }
}
