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
}
