import Foundation
import SQLContext
import SQLContextPool
import Testing

/// The server example (README.md and SQLContextPool.docc/Concurrency.md), verbatim, run by many
/// concurrent requests.
@Suite struct ReadmeConcurrencyExampleTests {
    @Test func theServerExampleCountsEveryVisit() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let databasePath = directory.file("server.db")

        let pool = try SQLPool(path: databasePath)  // one writer, 4 readers, WAL
        try await pool.write { context in
            try context.exec(sql: "CREATE TABLE IF NOT EXISTS visit(page TEXT NOT NULL)")
        }
        // Called by many requests at once, from any task:
        func recordVisit(to page: String) async throws -> Int64 {
            try await pool.write { context in
                try context.exec(sql: "INSERT INTO visit VALUES (?)", parameters: [.text(page)])
            }
            return try await pool.read { context in
                let sql = "SELECT count(*) FROM visit WHERE page = ?"
                return try context.query(sql: sql, parameters: [.text(page)])[0][0].longValue ?? 0
            }
        }

        defer { pool.close() }
        let counts = try await withThrowingTaskGroup(of: Int64.self) { group in
            for request in 0..<100 {
                group.addTask { try await recordVisit(to: request % 2 == 0 ? "/" : "/about") }
            }
            return try await group.reduce(into: [Int64]()) { $0.append($1) }
        }
        // Each request sees at least its own visit; the last ones see all 50 of their page.
        #expect(counts.allSatisfy { $0 >= 1 && $0 <= 50 })
        #expect(counts.max() == 50)
        #expect(try await recordVisit(to: "/") == 51)
    }
}
