import Foundation
import SQLContext
import SQLFFI
import SQLiteBuilds
import Testing

// The Swift examples of README.md (some now in the DocC articles they moved to: SQLFunctions.md,
// RowsAndRecords.md, HandlingErrors.md, ChoosingASQLite.md, CheckingFeatures.md and
// SQLContextPool.docc/Concurrency.md), each copied here verbatim (only indented) and run, with the
// setup it assumes before it and assertions after it; each test reads what its example prints
// through a local `print`. The example of catching a missing library runs in LibraryUnavailableTests,
// in child processes. ReadmeCoverageTests fails when a ```swift block of the README or an article is in no test,
// so an example cannot change without its test.

/// A context with the README's `person` table: ada, grace, edsger, barbara (ids 1 to 4).
private func contextWithPeople() throws -> SQLContext {
    let context = try SQLContext()
    try context.exec(sql: "CREATE TABLE person(id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    try context.exec(sql: "INSERT INTO person(name) VALUES ('ada'), ('grace'), ('edsger'), ('barbara')")
    return context
}

@Suite struct ReadmeExamplesTests {
    @Test func functionsCollationsAndObservers() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let context = try contextWithPeople()
        let readOnlyMode = false

        try context.createFunction("plus_one", argumentCount: 1, flags: .deterministic) { arguments in
            .long((arguments[0].longValue ?? 0) + 1)
        }
        try context.createAggregate(
            "int_sum", argumentCount: 1,
            start: { Int64(0) },  // a fresh state per group
            step: { sum, arguments in sum + (arguments[0].longValue ?? 0) },
            result: { sum in .long(sum) })
        if context.supports(.windowFunctions) {  // SQLite 3.25 and later
            try context.createWindowFunction(
                "win_sum", argumentCount: 1, start: { Int64(0) },
                step: { sum, arguments in sum + (arguments[0].longValue ?? 0) },
                inverse: { sum, arguments in sum - (arguments[0].longValue ?? 0) },
                value: { sum in .long(sum) })
        }
        try context.createCollation("by_length") { left, right in
            left.count == right.count
                ? .orderedSame : (left.count < right.count ? .orderedAscending : .orderedDescending)
        }
        let token = try context.addUpdateObserver { event in print(event.action, event.table, event.rowID) }
        _ = try context.addCommitObserver { if readOnlyMode { throw SQLError(code: 1, message: "read-only mode") } }
        context.removeObserver(token)

        #expect(try context.query(sql: "SELECT plus_one(41)") == [[.long(42)]])
        #expect(try context.query(sql: "SELECT int_sum(id) FROM person") == [[.long(10)]])
        if context.supports(.windowFunctions) {
            #expect(
                try context.query(sql: "SELECT win_sum(id) OVER (ORDER BY id ROWS 1 PRECEDING) FROM person")
                    == [[.long(1)], [.long(3)], [.long(5)], [.long(7)]])
        }
        #expect(
            try context.query(sql: "SELECT name FROM person ORDER BY name COLLATE by_length, name")
                == [[.text("ada")], [.text("grace")], [.text("edsger")], [.text("barbara")]])
        // The update observer was removed; the commit observer lets commits through.
        try context.exec(sql: "INSERT INTO person(name) VALUES ('alan')")
        #expect(printed.isEmpty)
        #expect(try context.query(sql: "SELECT count(*) FROM person") == [[.long(5)]])
    }

    @Test func aCalculationInMemory() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let context = try SQLContext()  // a private in-memory database
        try context.exec(
            sql: """
                CREATE TABLE sale(region TEXT, amount REAL);
                INSERT INTO sale VALUES ('north', 120.5), ('south', 80.0), ('north', 42.25);
                """)
        let totals = try context.query(sql: "SELECT region, sum(amount) FROM sale GROUP BY region ORDER BY region")
        for row in totals {
            print(row[0].textValue ?? "", row[1].realValue ?? 0.0)  // north 162.75, then south 80.0
        }

        #expect(totals == [[.text("north"), .real(162.75)], [.text("south"), .real(80.0)]])
        #expect(printed == ["north 162.75", "south 80.0"])
    }

    @Test func aPreparedStatementInATransaction() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let context = try SQLContext()

        try context.exec(sql: "CREATE TABLE person(id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        let insert = try context.prepare(sql: "INSERT INTO person(name) VALUES (?)")  // compiled once
        try context.transaction {  // commits when the block returns, rolls back when it throws
            for name in ["ada", "grace", "edsger", "barbara"] {
                try insert.update(parameters: [.text(name)])  // bind, run, reset
            }
        }
        try context.forEachRow(sql: "SELECT id, name FROM person ORDER BY name") { row in
            print(row.long(at: 0), row.text(at: 1) ?? "")  // 1 ada, 4 barbara, 3 edsger, 2 grace
        }

        #expect(printed == ["1 ada", "4 barbara", "3 edsger", "2 grace"])
        #expect(!context.isInTransaction)
    }

    @Test func rowsByColumnName() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let context = try SQLContext()

        try context.exec(sql: "CREATE TABLE member(id INTEGER PRIMARY KEY, name TEXT, joined REAL, active INTEGER)")
        var member = SQLRow()  // named parameters, built by name
        member.setValue(SQLValue("ada"), named: "name")
        member.setValue(SQLValue(Date(timeIntervalSince1970: 1_700_000_000)), named: "joined")  // REAL unix seconds
        member.setValue(SQLValue(true), named: "active")  // 1
        let sql = "INSERT INTO member(name, joined, active) VALUES (:name, :joined, :active)"
        try context.cachedStatement(sql: sql).update(row: member)  // compiled once, kept in the cache
        for row in try context.rows(sql: "SELECT * FROM member WHERE active = ?", parameters: [SQLValue(true)]) {
            let joined = try row.date("joined")  // a Date, read from unix seconds or ISO-8601 text
            print(try row.int64("id"), try row.string("name"), joined)  // 1 ada 2023-11-14 22:13:20 +0000
            _ = try? row.string("nmae")  // SQLITE_RANGE: no column named 'nmae'; the columns are: id, name, …
        }
        let members = try context.scalar(sql: "SELECT count(*) FROM member")?.asInt()  // 1

        #expect(printed == ["1 ada 2023-11-14 22:13:20 +0000"])
        #expect(members == 1)
        #expect(try context.query(sql: "SELECT joined, active FROM member") == [[.real(1_700_000_000), .long(1)]])
        let row = try #require(try context.firstRow(sql: "SELECT * FROM member"))
        expectSQLError(code: Code.range, messageContains: ["no column named 'nmae'", "id, name, joined, active"]) {
            _ = try row.string("nmae")
        }
    }

    @Test func versionAndFeatureChecks() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let context = try contextWithPeople()

        print(context.sqliteVersion)  // the SQLite actually loaded, such as 3.40.1
        if context.supports(.json) {
            let summary = try context.query(
                sql: "SELECT json_object('people', count(*), 'first', min(name)) FROM person")
            print(summary[0][0].textValue ?? "")  // {"people":4,"first":"ada"}
        } else {
            print(context.featureStatus(.json))  // json: no (JSON functions not compiled in)
        }
        let strict = context.supports(.strictTables) ? " STRICT" : ""  // STRICT needs SQLite 3.37
        try context.exec(sql: "CREATE TABLE reading(at INTEGER NOT NULL, value REAL NOT NULL)" + strict)

        #expect(printed.first == context.library.version)
        if context.supports(.json) {
            #expect(printed.dropFirst().first == "{\"people\":4,\"first\":\"ada\"}")
        } else {
            #expect(printed.dropFirst().first?.hasPrefix("json: no (") == true)
        }
        // The table is STRICT exactly where the SQLite supports it: a STRICT table refuses text in
        // a REAL column.
        let wrongType = Result { try context.exec(sql: "INSERT INTO reading VALUES (1, 'not a number')") }
        if context.supports(.strictTables) {
            #expect((try? wrongType.get()) == nil)
        } else {
            #expect((try? wrongType.get()) != nil)
        }
    }

    @Test func catchingAnSQLError() throws {
        let context = try contextWithPeople()
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        do {
            try context.exec(sql: "INSERT INTO person(id, name) VALUES (1, 'ada again')")
        } catch let error as SQLError {
            print(error)  // SQLITE_CONSTRAINT_PRIMARYKEY (1555): UNIQUE constraint failed: person.id — …
            print(error.code, error.extendedCode, error.codeName)  // 19 1555 SQLITE_CONSTRAINT_PRIMARYKEY
            if error.isConstraint {
                print("that id is taken")
            }
        }

        try #require(printed.count == 3, "\(printed)")
        #expect(printed[0].hasPrefix("SQLITE_CONSTRAINT_PRIMARYKEY (1555): "))
        #expect(
            printed[0].contains("person.id — while executing: INSERT INTO person(id, name) VALUES (1, 'ada again')"))
        #expect(printed[1] == "19 1555 SQLITE_CONSTRAINT_PRIMARYKEY")
        #expect(printed[2] == "that id is taken")
    }

    @Test func oneContextPerThread() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let databasePath = directory.file("shared.db")

        let setup = try SQLContext(path: databasePath)
        _ = try setup.setJournalMode(.wal)
        try setup.exec(sql: "CREATE TABLE IF NOT EXISTS event(worker INTEGER, n INTEGER)")
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            do {
                let context = try SQLContext(path: databasePath)  // this thread's own context
                try context.setBusyTimeout(milliseconds: 5_000)
                try context.transaction(.immediate) {
                    try context.exec(sql: "INSERT INTO event VALUES (?, 1)", parameters: [.long(Int64(worker))])
                }
            } catch {
                print("worker \(worker):", error)
            }
        }

        let workers = try setup.query(sql: "SELECT worker, n FROM event ORDER BY worker")
        #expect(
            workers == [
                [.long(0), .long(1)], [.long(1), .long(1)], [.long(2), .long(1)],
                [.long(3), .long(1)],
            ])
    }

    @Test(.requires(.sqlcipher)) func choosingALibrary() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let databasePath = directory.file("cipher.db")

        let sqlcipher = try SQLiteLibrary.load(path: "libsqlcipher.so.0")  // a path, or a name the loader finds
        let context = try SQLContext(path: databasePath, library: sqlcipher)
        print(context.sqliteVersion)  // 3.15.2: Debian's SQLCipher 3.4.1 carries SQLite 3.15.2

        #expect(printed == ["3.15.2"])
        #expect(context.library.path.contains("libsqlcipher"))
    }
}
