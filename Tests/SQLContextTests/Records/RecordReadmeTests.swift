import Foundation
import SQLContext
import Testing

// The "Records" example (the DocC article RowsAndRecords.md): the record type at file level, the
// use in a test.

struct Note: SQLCodable, Equatable {
    var id: Int64
    static let id = SQLColumn(name: "id", type: .long, primaryKey: true, autoincrement: true)
    var text: String
    static let text = SQLColumn(name: "text", type: .text, nullable: false)
    var pinned: Bool
    static let pinned = SQLColumn(name: "pinned", type: .long, nullable: false, defaultValue: SQLValue(false))
    static let table = SQLTable(name: "note", columns: [id, text, pinned])

    init(id: Int64 = 0, text: String, pinned: Bool = false) {
        self.id = id  // 0: a new note, whose id SQLite assigns on insert
        self.text = text
        self.pinned = pinned
    }

    init(row: SQLRow, context: SQLContext) throws {
        id = try Self.id.longValueRequired(in: row)
        text = try Self.text.textValueRequired(in: row)
        pinned = try row.bool("pinned")
    }

    func encode(row: inout SQLRow) throws {
        row[Self.id] = SQLValue(id)
        row[Self.text] = SQLValue(text)
        row[Self.pinned] = SQLValue(pinned)
    }
}

@Suite struct RecordReadmeTests {
    @Test func recordsExample() throws {
        let context = try SQLContext(path: nil)
        try context.migrate(migrations: [
            { context in try context.createTableIfNotExists(Note.self) },  // user_version 0 → 1
            { context in try context.exec(sql: "CREATE INDEX note_pinned ON note(pinned)") },  // 1 → 2
        ])
        let milk = try context.insert(Note(text: "buy milk"))  // milk.id == 1, assigned by SQLite
        try context.insert(Note(text: "call Ada", pinned: true))
        let pinned = try context.query(Note.self)
            .where(Note.pinned.equals(SQLValue(true)).and(Note.text.like(SQLValue("%Ada%"))))
            .orderBy(Note.id, order: .descending)
            .limit(10)
            .load()  // [Note(id: 2, text: "call Ada", pinned: true)]
        try context.update(Note(id: milk.id, text: "buy oat milk"))
        try context.delete(instances: pinned)
        let left = try context.fetchAll(Note.self)  // [Note(id: 1, text: "buy oat milk", pinned: false)]

        #expect(milk.id == 1)
        #expect(pinned == [Note(id: 2, text: "call Ada", pinned: true)])
        #expect(left == [Note(id: 1, text: "buy oat milk", pinned: false)])
        #expect(try context.readUserVersion() == 2)
        #expect(try context.tables(types: ["index"]).contains { $0.name == "note_pinned" })
    }
}
