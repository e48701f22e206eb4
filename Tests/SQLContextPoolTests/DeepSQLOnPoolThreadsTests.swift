import Foundation
import SQLContext
import SQLContextPool
import SQLiteBuilds
import Testing

/// SQL as deep as SQLite allows runs, and deeper SQL fails with an `SQLError`, on every thread a
/// pool or a queue runs closures on: its dispatch queues (async calls), the calling thread
/// (blocking calls) and a Swift concurrency thread (`runsAsyncCallsInline`). SQLite compiles an
/// expression recursively, so a thread with a small stack would end the process instead.
@Suite struct DeepSQLOnPoolThreadsTests {
    /// `SELECT 1+1+…` with `terms` terms: an expression tree `terms - 1` deep.
    static func deepSum(_ terms: Int) -> String { "SELECT 1" + String(repeating: "+1", count: terms - 1) }

    /// `SELECT (SELECT (… 1 …))`, `depth` subqueries deep.
    static func deepSubqueries(_ depth: Int) -> String {
        String(repeating: "SELECT (", count: depth) + "1" + String(repeating: ")", count: depth)
    }

    /// The deepest expression SQLite's default limit (1 000) allows, and whether 10 000 nested
    /// subqueries fail with an `SQLError`, read on `context`. Nil where the build sets no limit.
    static func probe(_ context: SQLContext) throws -> (SQLValue, Int32?)? {
        let limit = try context.limit(.expressionDepth)
        if limit == 0 { return nil }
        // 1+1+…+1 with limit − 10 terms is the number limit − 10.
        let deepest = try context.query(sql: deepSum(limit - 10))[0][0]
        #expect(deepest == .long(Int64(limit - 10)))
        var code: Int32?
        do { _ = try context.query(sql: deepSubqueries(10_000)) } catch let error as SQLError { code = error.code }
        return (deepest, code)
    }

    static func check(_ result: (SQLValue, Int32?)?, _ context: String) {
        // Only the build without an expression depth limit (3.50.4-lean: MAX_EXPR_DEPTH=0) has no
        // result here; the others must answer.
        guard let (deepest, code) = result else {
            #expect(SQLiteBuild.current == .sqlite3504Lean, "\(context): no expression depth limit")
            return
        }
        #expect(deepest.longValue ?? 0 > 0, "\(context)")
        #expect(code == 1, "\(context): 10 000 nested subqueries fail with SQLITE_ERROR")
    }

    @Test func onTheCallingThreadOfABlockingCall() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = try SQLPool(path: directory.file("deep.db"), configuration: SQLPool.Configuration(readerCount: 2))
        defer { pool.close() }
        Self.check(try pool.read { context in try Self.probe(context) }, "blocking read")
        Self.check(try pool.write { context in try Self.probe(context) }, "blocking write")
    }

    @Test func onTheQueuesAndConcurrencyThreadsOfAsyncCalls() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for inline in [false, true] {
            let pool = try SQLPool(
                path: directory.file("deep-\(inline).db"),
                configuration: SQLPool.Configuration(readerCount: 2, runsAsyncCallsInline: inline))
            Self.check(try await pool.read { context in try Self.probe(context) }, "async read, inline \(inline)")
            Self.check(try await pool.write { context in try Self.probe(context) }, "async write, inline \(inline)")
            await pool.close()
        }
        let queue = try SQLQueue()
        Self.check(try await queue.read { context in try Self.probe(context) }, "queue async read")
        await queue.close()
    }
}
