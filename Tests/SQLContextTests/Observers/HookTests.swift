import Foundation
import SQLContext
import Testing

/// The trace and update hooks: called with what ran and what changed, replaced, removed.
@Suite struct HookTests {
    /// An update event as "action schema.table rowid".
    private func describe(_ event: SQLUpdateEvent) -> String {
        "\(event.action) \(event.database).\(event.table) \(event.rowID)"
    }

    @Test func traceHookReceivesExpandedSQL() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x, y)")
        let traced = Locked<[String]>([])
        try context.setTraceHook { sql in traced.update { $0.append(sql) } }
        try context.exec(sql: "INSERT INTO t VALUES (?, ?)", parameters: [.long(42), .text("it's")])
        _ = try context.query(sql: "SELECT count(*) FROM t WHERE x = ?", parameters: [.long(42)])
        #expect(
            traced.value == [
                "INSERT INTO t VALUES (42, 'it''s')", "SELECT count(*) FROM t WHERE x = 42",
            ])
    }

    @Test func traceHookSeesEachRunOfAReusedStatement() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        let insert = try context.prepare(sql: "INSERT INTO t VALUES (?)")
        let traced = Locked<[String]>([])
        try context.setTraceHook { sql in traced.update { $0.append(sql) } }
        for value in 1...3 { try insert.update(parameters: [.long(Int64(value))]) }
        #expect(traced.value == ["INSERT INTO t VALUES (1)", "INSERT INTO t VALUES (2)", "INSERT INTO t VALUES (3)"])
    }

    @Test func traceHookCanBeReplacedAndRemoved() throws {
        let context = try memoryContext()
        let first = Locked<[String]>([])
        let second = Locked<[String]>([])
        try context.setTraceHook { sql in first.update { $0.append(sql) } }
        _ = try context.query(sql: "SELECT 1")
        try context.setTraceHook { sql in second.update { $0.append(sql) } }
        _ = try context.query(sql: "SELECT 2")
        try context.setTraceHook(nil)
        _ = try context.query(sql: "SELECT 3")
        try context.exec(sql: "CREATE TABLE after_removal(x)")
        #expect(first.value == ["SELECT 1"])
        #expect(second.value == ["SELECT 2"])
    }

    @Test func traceHookClosureIsReleasedWhenReplaced() throws {
        final class Witness {}
        let context = try memoryContext()
        weak var released: Witness?
        do {
            let witness = Witness()
            released = witness
            try context.setTraceHook { _ in _ = witness }
        }
        #expect(released != nil)  // SQLite holds the hook: the closure and what it captures stay
        try context.setTraceHook(nil)
        #expect(released == nil)
    }

    @Test func updateHookReportsInsertUpdateAndDelete() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE items(id INTEGER PRIMARY KEY, name TEXT)")
        let events = Locked<[SQLUpdateEvent]>([])
        try context.setUpdateHook { event in events.update { $0.append(event) } }
        try context.exec(sql: "INSERT INTO items VALUES (7, 'seven'), (8, 'eight')")
        try context.exec(sql: "UPDATE items SET name = 'SEVEN' WHERE id = 7")
        try context.exec(sql: "DELETE FROM items WHERE id = 8")
        #expect(
            events.value.map(describe) == [
                "insert main.items 7", "insert main.items 8", "update main.items 7", "delete main.items 8",
            ])
    }

    @Test func updateHookCanBeReplacedAndRemoved() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        let first = Locked<[Int64]>([])
        let second = Locked<[Int64]>([])
        try context.setUpdateHook { event in first.update { $0.append(event.rowID) } }
        try context.exec(sql: "INSERT INTO t VALUES ('a')")
        try context.setUpdateHook { event in second.update { $0.append(event.rowID) } }
        try context.exec(sql: "INSERT INTO t VALUES ('b')")
        try context.setUpdateHook(nil)
        try context.exec(sql: "INSERT INTO t VALUES ('c'); DELETE FROM t WHERE rowid = 1")
        #expect(first.value == [1])
        #expect(second.value == [2])
    }

    @Test func updateHookReportsTheTempSchema() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TEMP TABLE scratch(x)")
        let events = Locked<[SQLUpdateEvent]>([])
        try context.setUpdateHook { event in events.update { $0.append(event) } }
        try context.exec(sql: "INSERT INTO scratch VALUES (1)")
        #expect(events.value.map(describe) == ["insert temp.scratch 1"])
    }

    @Test func hooksStopWhenTheContextCloses() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(x)")
        final class Witness {}
        var witness: Witness? = Witness()
        weak let released = witness
        let calls = Locked(0)
        try context.setTraceHook { [witness] _ in
            _ = witness
            calls.update { $0 += 1 }
        }
        try context.setUpdateHook { _ in calls.update { $0 += 1 } }
        _ = try context.addRollbackObserver { calls.update { $0 += 1 } }
        try context.exec(sql: "INSERT INTO t VALUES (1)")
        #expect(calls.value == 2)
        // Closing with a transaction open rolls it back inside sqlite3_close: the hooks were removed
        // before, so no observer runs during the close, and their closures are released with it.
        try context.exec(sql: "BEGIN; INSERT INTO t VALUES (2)")
        #expect(calls.value == 5)  // two statements traced, one row updated
        witness = nil
        #expect(released != nil, "the trace hook holds it while the context is open")
        context.close()
        #expect(calls.value == 5, "no hook or observer ran during close")
        #expect(released == nil, "closing released the hooks")
        #expect(throws: SQLError.self) { try context.exec(sql: "INSERT INTO t VALUES (3)") }
        #expect(calls.value == 5)
    }
}
