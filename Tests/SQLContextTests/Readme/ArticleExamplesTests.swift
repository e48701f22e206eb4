import Foundation
import SQLContext
import Testing

// The Swift examples of the DocC articles of SQLContext (Sources/SQLContext/SQLContext.docc) that
// are not also README examples, each copied here verbatim (only indented) and run, with the setup
// it assumes before it and assertions after it. ReadmeCoverageTests fails when a ```swift block of
// an article is in no test.

@Suite struct ArticleExamplesTests {
    /// SQLContext.md, the catalog's root page.
    @Test func theRootPageExample() throws {
        let context = try SQLContext()  // private in-memory database
        try context.exec(sql: "CREATE TABLE t(x INTEGER)")
        let insert = try context.prepare(sql: "INSERT INTO t VALUES (?)")
        try context.transaction {
            for x in 1...1000 { try insert.update(parameters: [.long(Int64(x))]) }
        }
        let total = try context.query(sql: "SELECT sum(x) FROM t")  // [[.long(500500)]]

        #expect(total == [[.long(500500)]])
    }

    /// GettingStarted.md, its five examples in order.
    @Test func gettingStarted() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let databasePath = directory.file("app.sqlite")
        try SQLContext(path: databasePath).exec(sql: "CREATE TABLE IF NOT EXISTS setup(x)")
        let names = ["Grace", "Edsger"]

        let scratch = try SQLContext()
        let file = try SQLContext(path: databasePath)
        let readOnly = try SQLContext(path: databasePath, flags: [.readOnly])

        try file.exec(
            sql: """
                CREATE TABLE IF NOT EXISTS person(id INTEGER PRIMARY KEY, name TEXT NOT NULL);
                INSERT INTO person(name) VALUES ('Ada');
                """)
        let rows = try file.query(sql: "SELECT id, name FROM person WHERE name = ?", parameters: [.text("Ada")])

        let insert = try file.prepare(sql: "INSERT INTO person(name) VALUES (?)")
        try file.transaction {
            for name in names { try insert.update(parameters: [.text(name)]) }
        }

        var total: Int64 = 0
        try file.forEachRow(sql: "SELECT id FROM person") { row in total += row.long(at: 0) }

        do {
            try file.exec(sql: "INSERT INTO person(name) VALUES (NULL)")
        } catch let error as SQLError where error.isConstraint {
            print(error)  // SQLITE_CONSTRAINT_NOTNULL (1299): NOT NULL constraint failed: person.name — …
        }

        #expect(try scratch.query(sql: "SELECT count(*) FROM sqlite_master") == [[.long(0)]])
        #expect(throws: SQLError.self) { try readOnly.exec(sql: "CREATE TABLE nope(x)") }
        #expect(rows == [[.long(1), .text("Ada")]])
        #expect(total == 6)
        try #require(printed.count == 1, "\(printed)")
        #expect(printed[0].hasPrefix("SQLITE_CONSTRAINT_NOTNULL (1299): NOT NULL constraint failed: person.name"))
    }

    /// CheckingFeatures.md, "Ask the context" and "Ask why".
    @Test func checkingFeatures() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let context = try SQLContext()
        try context.exec(sql: "CREATE TABLE t(id INTEGER PRIMARY KEY, x)")

        if context.supports(.returning) {
            let ids = try context.query(sql: "INSERT INTO t(x) VALUES (1) RETURNING id")
            print(ids[0][0])  // 1
        } else {
            try context.exec(sql: "INSERT INTO t(x) VALUES (1)")
            let id = context.lastInsertRowID
            print(id)  // 1
        }

        print(context.featureStatus(.strictTables))  // strictTables: no (needs SQLite 3.37.0, loaded 3.15.2)
        print(context.featureStatus(.json))  // json: no (compiled with SQLITE_OMIT_JSON)

        try #require(printed.count == 3, "\(printed)")
        #expect(printed[0] == "1")
        #expect(printed[1].hasPrefix("strictTables: "))
        #expect(printed[2].hasPrefix("json: "))
        #expect(try context.query(sql: "SELECT id, x FROM t") == [[.long(1), .long(1)]])
    }
}
