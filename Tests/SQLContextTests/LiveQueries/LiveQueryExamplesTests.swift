import Foundation
import SQLContext
import Testing

/// The live-query examples of the README and of the Live Queries article, verbatim, run.
@Suite struct LiveQueryExamplesTests {
    /// README, "Live queries".
    @Test func theReadmeExample() throws {
        let context = try memoryContext()
        defer { context.close() }
        try context.exec(sql: "CREATE TABLE member(id INTEGER PRIMARY KEY, name TEXT, active INTEGER)")
        try context.exec(sql: "INSERT INTO member(name, active) VALUES ('ada', 1), ('bob', 0)")
        var deliveries = 0

        let active = try context.observe(sql: "SELECT count(*) FROM member WHERE active = 1") { rows in
            print("active members:", rows[0][0])  // now, then after each commit that changes member
        }
        try context.exec(sql: "INSERT INTO member(name, active) VALUES ('grace', 1)")  // active members: 2
        active.cancel()

        let counted = try context.observe(sql: "SELECT count(*) FROM member WHERE active = 1") { rows in
            deliveries += 1
            #expect(rows == [[.long(2)]])
        }
        counted.cancel()
        #expect(deliveries == 1)
        #expect(active.isCancelled)
    }

    /// LiveQueries.md, the overview.
    @Test func theArticleExample() throws {
        let context = try memoryContext()
        defer { context.close() }
        try context.exec(sql: "CREATE TABLE message(id INTEGER PRIMARY KEY, body TEXT, read INTEGER)")

        var unread: Int64 = 0
        let badge = try context.observe(sql: "SELECT count(*) FROM message WHERE read = 0") { rows in
            unread = rows[0][0].longValue ?? 0
        }
        try context.exec(sql: "INSERT INTO message(body, read) VALUES ('hello', 0)")  // unread is now 1
        badge.cancel()

        #expect(unread == 1)
        try context.exec(sql: "INSERT INTO message(body, read) VALUES ('again', 0)")
        #expect(unread == 1)
    }
}
