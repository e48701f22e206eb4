import Foundation
import SQLContext
import Testing

/// Virtual tables (FTS4, FTS5, R*Tree) prepare statements of their own on the connection. A context
/// that used one must close, or be dropped, like any other: without touching those statements.
@Suite struct VirtualTableTests {
    /// A module, the SQL that creates and fills a table of it, and a query with its expected rows.
    struct Module: CustomStringConvertible, Sendable {
        var feature: SQLiteFeature
        var name: String
        var create: String
        var query: String
        var expected: [[SQLValue]]
        var description: String { name }
    }

    static let modules: [Module] = [
        Module(
            feature: .fts4, name: "fts4",
            create: "CREATE VIRTUAL TABLE docs USING fts4(body); INSERT INTO docs VALUES ('hello world'), ('bye')",
            query: "SELECT body FROM docs WHERE docs MATCH 'hello'", expected: [[.text("hello world")]]),
        Module(
            feature: .fts5, name: "fts5",
            create: "CREATE VIRTUAL TABLE docs USING fts5(body); INSERT INTO docs VALUES ('hello world'), ('bye')",
            query: "SELECT body FROM docs WHERE docs MATCH 'hello'", expected: [[.text("hello world")]]),
        Module(
            feature: .rtree, name: "rtree",
            create: "CREATE VIRTUAL TABLE boxes USING rtree(id, minX, maxX); INSERT INTO boxes VALUES (1, 0, 10)",
            query: "SELECT id FROM boxes WHERE minX <= 5 AND maxX >= 5", expected: [[.long(1)]]),
    ]

    @Test(arguments: modules)
    func contextThatUsedAVirtualTableCloses(_ module: Module) throws {
        try withTemporaryDirectory { directory in
            let path = directory.file(module.name + ".sqlite")
            let context = try SQLContext(path: path)
            guard context.supports(module.feature) else {
                expectSQLError(code: Code.error, messageContains: ["no such module", module.name]) {
                    try context.exec(sql: module.create)
                }
                expectUsable(context)
                return
            }
            try context.exec(sql: module.create)
            #expect(try context.query(sql: module.query) == module.expected)
            context.close()
            #expect(context.isClosed)

            let reopened = try SQLContext(path: path)
            #expect(try reopened.query(sql: module.query) == module.expected)
        }  // `reopened` is dropped without close(): deinit must cope too
    }
}
