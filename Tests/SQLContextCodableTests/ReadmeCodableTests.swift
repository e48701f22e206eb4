import Foundation
import SQLContext
import SQLContextCodable
import Testing

/// The README's Codable example, run as written.
@Suite struct ReadmeCodableTests {
    @Test func theReadmeExampleRuns() throws {
        let context = try SQLContext()
        struct Person: Codable {
            var id: Int64
            var name: String
            var joined: Date  // REAL unix seconds
            var tags: [String]  // nested: JSON text
            var nickname: String?  // nil is NULL
        }
        try context.exec(sql: "CREATE TABLE person(id INTEGER PRIMARY KEY, name, joined REAL, tags, nickname)")
        let ada = Person(id: 1, name: "ada", joined: Date(timeIntervalSince1970: 1e9), tags: ["math"], nickname: nil)
        try context.exec(sql: "INSERT INTO person VALUES (:id, :name, :joined, :tags, :nickname)", fieldsOf: ada)
        let found = try context.query(Person.self, sql: "SELECT * FROM person WHERE id = ?", parameters: [SQLValue(1)])
        let first = try context.fetchOne(Person.self, sql: "SELECT * FROM person")  // tags read from '["math"]'

        #expect(found.count == 1 && found[0].name == "ada" && found[0].nickname == nil)
        #expect(first?.tags == ["math"] && first?.joined == ada.joined)
        #expect(try context.scalar(sql: "SELECT tags FROM person") == .text(#"["math"]"#))
        #expect(try context.scalar(sql: "SELECT typeof(joined) FROM person") == .text("real"))
    }
}
