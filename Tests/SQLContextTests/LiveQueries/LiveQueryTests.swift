import Foundation
import SQLContext
import Testing

/// Live queries: the result now, then after each commit that changed a table the query reads,
/// exactly as SQLite says what the query reads and what each statement writes.
@Suite struct LiveQueryTests {
    /// A context with `todo(id, title, done)` and an unrelated `log(line)` table.
    func todoContext() throws -> SQLContext {
        let context = try memoryContext()
        try context.exec(
            sql: """
                CREATE TABLE todo(id INTEGER PRIMARY KEY, title TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE log(line TEXT);
                INSERT INTO todo(title) VALUES ('one');
                """)
        return context
    }

    /// The counts `observation` delivered, as `count(*)` rows.
    final class Deliveries: @unchecked Sendable {
        var values: [[[SQLValue]]] = []
        var counts: [Int64] { values.map { $0.first?.first?.longValue ?? -1 } }
    }

    @Test func deliversNowThenOncePerCommitThatChangedWhatItReads() throws {
        let context = try todoContext()
        defer { context.close() }
        let seen = Deliveries()
        let observation = try context.observe(sql: "SELECT count(*) FROM todo WHERE done = 0") {
            seen.values.append($0)
        }
        #expect(seen.counts == [1])

        try context.exec(sql: "INSERT INTO todo(title) VALUES ('two')")  // autocommit: one commit
        #expect(seen.counts == [1, 2])
        try context.exec(sql: "INSERT INTO log VALUES ('unrelated')")
        #expect(seen.counts == [1, 2])
        try context.transaction {
            try context.exec(sql: "INSERT INTO todo(title) VALUES ('three')")
            try context.exec(sql: "UPDATE todo SET done = 1 WHERE title = 'one'")
            try context.exec(sql: "INSERT INTO todo(title) VALUES ('four')")
        }
        #expect(seen.counts == [1, 2, 3])  // one delivery for the transaction

        observation.cancel()
        #expect(observation.isCancelled)
        try context.exec(sql: "INSERT INTO todo(title) VALUES ('five')")
        #expect(seen.counts == [1, 2, 3])
        #expect(observation.tables == ["main.todo"])
    }

    @Test func rolledBackWorkIsNeverDelivered() throws {
        let context = try todoContext()
        defer { context.close() }
        let seen = Deliveries()
        let observation = try context.observe(sql: "SELECT count(*) FROM todo") { seen.values.append($0) }
        defer { observation.cancel() }

        try context.exec(sql: "BEGIN; INSERT INTO todo(title) VALUES ('x'); ROLLBACK")
        #expect(seen.counts == [1])
        // A savepoint released inside a transaction that then rolls back.
        try context.exec(
            sql: "BEGIN; SAVEPOINT s; INSERT INTO todo(title) VALUES ('y'); RELEASE s; ROLLBACK")
        #expect(seen.counts == [1])
        struct Abandon: Error {}
        #expect(throws: Abandon.self) {
            try context.transaction {
                try context.exec(sql: "INSERT INTO todo(title) VALUES ('z')")
                throw Abandon()
            }
        }
        #expect(seen.counts == [1])
        // A failed autocommit statement changes nothing.
        #expect(throws: SQLError.self) { try context.exec(sql: "INSERT INTO todo(title) VALUES (NULL)") }
        #expect(seen.counts == [1])
        try context.exec(sql: "INSERT INTO todo(title) VALUES ('kept')")
        #expect(seen.counts == [1, 2])
    }

    @Test func viewsJoinsSubqueriesAndTriggersCount() throws {
        let context = try todoContext()
        defer { context.close() }
        try context.exec(
            sql: """
                CREATE TABLE tag(todo_id INTEGER, name TEXT);
                CREATE VIEW tagged AS SELECT todo.title, tag.name FROM todo JOIN tag ON tag.todo_id = todo.id;
                CREATE TABLE inbox(title TEXT);
                CREATE TRIGGER file AFTER INSERT ON inbox BEGIN INSERT INTO tag VALUES (1, new.title); END;
                """)
        let seen = Deliveries()
        let observation = try context.observe(sql: "SELECT count(*) FROM tagged") { seen.values.append($0) }
        defer { observation.cancel() }
        #expect(observation.tables.isSuperset(of: ["main.todo", "main.tag"]))

        try context.exec(sql: "INSERT INTO inbox VALUES ('urgent')")  // the trigger writes tag
        #expect(seen.counts == [0, 1])
        let subquery = Deliveries()
        let other = try context.observe(
            sql: "SELECT count(*) FROM todo WHERE id IN (SELECT todo_id FROM tag WHERE name = ?)",
            parameters: [.text("later")]
        ) { subquery.values.append($0) }
        defer { other.cancel() }
        try context.exec(sql: "INSERT INTO tag VALUES (1, 'later')")
        #expect(subquery.counts == [0, 1])
        #expect(seen.counts == [0, 1, 2])
    }

    @Test func withoutRowidTablesAndTruncatingDeletesAreSeen() throws {
        let context = try todoContext()
        defer { context.close() }
        try context.exec(sql: "CREATE TABLE setting(key TEXT PRIMARY KEY, value) WITHOUT ROWID")
        let settings = Deliveries()
        let observation = try context.observe(sql: "SELECT count(*) FROM setting") { settings.values.append($0) }
        defer { observation.cancel() }
        try context.exec(sql: "INSERT INTO setting VALUES ('theme', 'dark')")  // no update hook for these
        #expect(settings.counts == [0, 1])

        let todos = Deliveries()
        let all = try context.observe(sql: "SELECT count(*) FROM todo") { todos.values.append($0) }
        defer { all.cancel() }
        try context.exec(sql: "DELETE FROM todo")  // the truncate optimization: no update hook either
        #expect(todos.counts == [1, 0])
    }

    @Test func removeDuplicatesDeliversOnlyNewResults() throws {
        let context = try todoContext()
        defer { context.close() }
        let every = Deliveries()
        let distinct = Deliveries()
        let a = try context.observe(sql: "SELECT title FROM todo ORDER BY id") { every.values.append($0) }
        let b = try context.observe(sql: "SELECT title FROM todo ORDER BY id", removeDuplicates: true) {
            distinct.values.append($0)
        }
        defer {
            a.cancel()
            b.cancel()
        }
        try context.exec(sql: "UPDATE todo SET done = 1")  // the titles stay the same
        #expect(every.values.count == 2)
        #expect(distinct.values.count == 1)
        try context.exec(sql: "UPDATE todo SET title = 'renamed'")
        #expect(distinct.values.last == [[.text("renamed")]])
        #expect(distinct.values.count == 2)
    }

    @Test func anObserverMayWriteAndItsCommitIsDeliveredNext() throws {
        let context = try todoContext()
        defer { context.close() }
        var logged: [Int64] = []
        let observation = try context.observe(sql: "SELECT count(*) FROM todo") { rows in
            let count = rows.first?.first?.longValue ?? -1
            logged.append(count)
            if count == 2 { try? context.exec(sql: "INSERT INTO todo(title) VALUES ('added by the observer')") }
        }
        defer { observation.cancel() }
        try context.exec(sql: "INSERT INTO todo(title) VALUES ('two')")
        #expect(logged == [1, 2, 3])
        #expect(try scalar(context, "SELECT count(*) FROM todo") == .long(3))
    }

    @Test func laterErrorsGoToOnErrorAndCancelledOrOrphanedHandlesDoNothing() throws {
        let context = try todoContext()
        var errors: [SQLError] = []
        let seen = Deliveries()
        let observation = try context.observe(
            sql: "SELECT count(*) FROM todo", onError: { errors.append($0) }, onChange: { seen.values.append($0) })
        try context.exec(sql: "DROP TABLE todo")  // a schema change runs every query again
        #expect(errors.count == 1)
        #expect(errors.first?.code == 1)
        #expect(seen.counts == [1])

        #expect(throws: SQLError.self) {
            _ = try context.observe(sql: "SELECT * FROM missing") { _ in Issue.record("delivered for a bad query") }
        }
        context.close()
        observation.cancel()  // after its context closed: nothing happens
        #expect(observation.isCancelled)
        observation.cancel()
    }

    @Test func statementsCompiledBeforeTheFirstObservationStillCount() throws {
        let context = try todoContext()
        defer { context.close() }
        let insert = try context.prepare(sql: "INSERT INTO todo(title) VALUES (?)")
        defer { insert.close() }
        let seen = Deliveries()
        let observation = try context.observe(sql: "SELECT count(*) FROM todo") { seen.values.append($0) }
        defer { observation.cancel() }
        try insert.update(parameters: [.text("late")])
        #expect(seen.counts == [1, 2])
    }

    @Test func recordsAndCountsFollowTheirTable() throws {
        let context = try memoryContext()
        defer { context.close() }
        try context.createTableIfNotExists(Author.self)
        var names: [[String]] = []
        var counts: [Int64] = []
        let all = try context.observeAll(Author.self, orderBy: Author.name) { names.append($0.map(\.name)) }
        let count = try context.observeCount(Author.self, where: Author.country.equals("uk")) { counts.append($0) }
        defer {
            all.cancel()
            count.cancel()
        }
        try context.insert(Author(name: "Woolf", country: "uk"))
        try context.insert(Author(name: "Austen", country: "uk"))
        try context.insert(Author(name: "Morrison", country: "us"))
        #expect(names == [[], ["Woolf"], ["Austen", "Woolf"], ["Austen", "Morrison", "Woolf"]])
        #expect(counts == [0, 1, 2])  // the third insert leaves the count as it was: not delivered
    }

    @Test func recordsWithRemoveDuplicatesAreDeliveredOnlyWhenAStoredValueChanged() throws {
        let context = try memoryContext()
        defer { context.close() }
        try context.createTableIfNotExists(Author.self)
        try context.insert(Author(name: "Woolf", country: "uk"))
        var every: [[String?]] = []
        var changed: [[String?]] = []
        let all = try context.observeAll(Author.self, where: Author.name.equals("Woolf")) {
            every.append($0.map(\.country))
        }
        let distinct = try context.observeAll(Author.self, where: Author.name.equals("Woolf"), removeDuplicates: true) {
            changed.append($0.map(\.country))
        }
        defer {
            all.cancel()
            distinct.cancel()
        }
        try context.exec(sql: "UPDATE author SET country = 'uk'")  // same values
        try context.exec(sql: "UPDATE author SET country = NULL")
        try context.exec(sql: "INSERT INTO author(name) VALUES ('Austen')")  // not matched
        #expect(every == [["uk"], ["uk"], [nil], [nil]])
        #expect(changed == [["uk"], [nil]])
    }
}
