import Foundation
import SQLContext
import SQLContextPool
import Testing

// The Swift example of SQLContextPool.docc's root page, verbatim (only indented), run.
@Suite struct PoolArticleExamplesTests {
    /// SQLContextPool.md, the catalog's root page.
    @Test func theRootPageExample() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let databasePath = directory.file("root-page.db")
        try SQLContext(path: databasePath).exec(sql: "CREATE TABLE t(x INTEGER)")

        let pool = try SQLPool(path: databasePath)
        try await pool.write { context in try context.exec(sql: "INSERT INTO t VALUES (1)") }
        let rows = try await pool.read { context in try context.query(sql: "SELECT count(*) FROM t") }

        #expect(rows == [[.long(1)]])
        await pool.close()
    }
}
