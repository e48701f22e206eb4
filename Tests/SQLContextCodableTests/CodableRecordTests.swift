import Foundation
import SQLContext
import SQLContextCodable
import Testing

/// A record that is `Codable` and writes neither `init(row:context:)` nor `encode(row:)`.
struct Todo: Codable, SQLCodable, Equatable {
    var id: Int64 = 0
    var title: String
    var priority: Int
    var due: Date?
    var done: Bool
    var level: Level
    var tags: [String]

    static let id = SQLColumn(name: "id", type: .long, primaryKey: true, autoincrement: true)
    static let title = SQLColumn(name: "title", type: .text, nullable: false)
    static let priority = SQLColumn(name: "priority", type: .long, nullable: false)
    static let due = SQLColumn(name: "due", type: .real)
    static let done = SQLColumn(name: "done", type: .long, nullable: false)
    static let level = SQLColumn(name: "level", type: .long, nullable: false)
    static let tags = SQLColumn(name: "tags", type: .text, nullable: false)
    static let table = SQLTable(name: "todo", columns: [id, title, priority, due, done, level, tags])
}

/// Coding keys that are not the property names, a `Date` in a text column, and a column the type
/// does not encode.
final class Note: Codable, SQLCodable {
    let key: String
    let writtenAt: Date

    enum CodingKeys: String, CodingKey {
        case key = "note_key"
        case writtenAt = "written_at"
    }

    init(key: String, writtenAt: Date) {
        self.key = key
        self.writtenAt = writtenAt
    }

    static let key = SQLColumn(name: "note_key", type: .text, primaryKey: true)
    static let writtenAt = SQLColumn(name: "written_at", type: .text, nullable: false)
    static let comment = SQLColumn(name: "comment", type: .text)
    static let table = SQLTable(name: "note", columns: [key, writtenAt, comment])
}

/// A field that no column of its table has.
struct Stray: Codable, SQLCodable {
    var id: Int64
    var extra: String

    static let id = SQLColumn(name: "id", type: .long, primaryKey: true)
    static let table = SQLTable(name: "stray", columns: [id])
}

/// Records made `SQLCodable` by their `Codable` conformance alone (SQLContextCodable).
@Suite struct CodableRecordTests {
    let due = Date(timeIntervalSince1970: 1_700_000_000.25)

    func todoContext() throws -> SQLContext {
        let context = try SQLContext()
        try context.createTableIfNotExists(Todo.self)
        return context
    }

    @Test func insertFetchUpdateAndDeleteWithoutHandWrittenMapping() throws {
        let context = try todoContext()
        defer { context.close() }
        let first = try context.insert(
            Todo(title: "write", priority: 2, due: due, done: false, level: .high, tags: ["a", "b"]))
        #expect(first.id == 1)
        let second = try context.insert(Todo(title: "read", priority: 1, due: nil, done: true, level: .low, tags: []))
        #expect(second.id == 2)

        // Stored in SQLContext's forms: REAL seconds, 0/1, the raw value, JSON text.
        #expect(
            try context.selectAll(sql: "SELECT typeof(due), done, level, tags FROM todo WHERE id = 1") == [
                [.text("real"), .long(0), .long(2), .text(#"["a","b"]"#)]
            ])

        #expect(try context.fetchAll(Todo.self, orderBy: Todo.id) == [first, second])
        #expect(try context.fetch(Todo.self, id: 1) == first)
        #expect(try context.fetch(Todo.self, id: 3) == nil)
        #expect(try context.fetchAll(Todo.self, where: Todo.priority.greaterThan(1)) == [first])
        #expect(try context.count(Todo.self, where: Todo.done.equals(1)) == 1)

        var changed = first
        changed.done = true
        changed.tags.append("c")
        #expect(try context.update(changed))
        #expect(try context.fetch(Todo.self, id: 1) == changed)

        try context.delete(instances: [second])
        #expect(try context.fetchAll(Todo.self) == [changed])
    }

    @Test func aTypeWithCodingKeysAndATextDateColumn() throws {
        let context = try SQLContext()
        defer { context.close() }
        try context.createTableIfNotExists(Note.self)
        let written = Date(timeIntervalSince1970: 1_700_000_000.5)
        try context.insert(Note(key: "n1", writtenAt: written))

        // A Date in a text column is ISO-8601 text, the form SQLite's date functions read.
        #expect(
            try context.selectAll(sql: "SELECT written_at, typeof(written_at), comment FROM note") == [
                [.text("2023-11-14T22:13:20.500Z"), .text("text"), .null]
            ])
        let read = try #require(try context.fetch(Note.self, id: "n1"))
        #expect(read.key == "n1")
        #expect(read.writtenAt == written)
    }

    @Test func aFieldWithNoColumnIsAMisuseAndNothingIsWritten() throws {
        let context = try SQLContext()
        defer { context.close() }
        try context.createTableIfNotExists(Stray.self)
        let error = sqlError { try context.insert(Stray(id: 1, extra: "lost")) }
        #expect(error?.code == 21)
        #expect(error?.message.contains("'extra'") == true)
        #expect(error?.message.contains("'stray'") == true)
        #expect(try context.count(Stray.self) == 0)
    }

    @Test func nullInANonOptionalFieldNamesTheColumn() throws {
        let context = try todoContext()
        defer { context.close() }
        try context.exec(sql: "CREATE TABLE loose(id INTEGER PRIMARY KEY, title, priority, due, done, level, tags)")
        try context.exec(sql: "DROP TABLE todo")
        try context.exec(sql: "ALTER TABLE loose RENAME TO todo")
        try context.exec(sql: "INSERT INTO todo VALUES (1, 'x', NULL, NULL, 0, 1, '[]')")
        let error = sqlError { _ = try context.fetchAll(Todo.self) }
        #expect(error?.code == 20)
        #expect(error?.message.contains("priority") == true)
    }

    @Test func aHandWrittenMappingStillWins() throws {
        struct Shouting: Codable, SQLCodable, Equatable {
            var word: String
            static let word = SQLColumn(name: "word", type: .text, primaryKey: true)
            static let table = SQLTable(name: "shouting", columns: [word])
            init(word: String) { self.word = word }
            init(row: SQLRow, context: SQLContext) throws { word = try Self.word.textValueRequired(in: row) + "!" }
            func encode(row: inout SQLRow) throws { row[Self.word] = SQLValue(word.uppercased()) }
        }
        let context = try SQLContext()
        defer { context.close() }
        try context.createTableIfNotExists(Shouting.self)
        try context.insert(Shouting(word: "hey"))
        #expect(try context.fetchAll(Shouting.self) == [Shouting(word: "HEY!")])
    }
}
