import Foundation
import SQLContext
import SQLContextCodable
import SQLiteBuilds
import Testing

/// Statements reused through the statement cache, and one decoder per run whose key-to-column
/// resolution follows the keys whatever order a type asks for them in.
@Suite struct StatementReuseTests {
    struct Item: Codable, Equatable {
        var id: Int64
        var label: String
    }

    func items() throws -> SQLContext {
        let context = try SQLContext()
        try context.exec(sql: "CREATE TABLE item(id INTEGER PRIMARY KEY, label TEXT)")
        for id in 1...5 {
            try context.exec(
                sql: "INSERT INTO item VALUES (:id, :label)", fieldsOf: Item(id: Int64(id), label: "#\(id)"))
        }
        return context
    }

    @Test func queriesWithParametersReuseOneCachedStatement() throws {
        let context = try items()
        // The insert above was cached once, for five runs.
        #expect(context.cachedStatementCount == 1)
        let sql = "SELECT id, label FROM item WHERE id > ? ORDER BY id"
        #expect(try context.query(Item.self, sql: sql, parameters: [.long(3)]).map(\.id) == [4, 5])
        #expect(context.cachedStatementCount == 2)
        let statement = try context.cachedStatement(sql: sql)
        let runs = statement.runCount
        #expect(try context.query(Item.self, sql: sql, parameters: [.long(0)]).count == 5)
        #expect(try context.fetchOne(Item.self, sql: sql, parameters: [.long(1)]) == Item(id: 2, label: "#2"))
        #expect(context.cachedStatementCount == 2)
        // The same compiled statement ran again, and was given back reset with NULL parameters.
        #expect(try context.cachedStatement(sql: sql) === statement)
        if let runs { #expect(try #require(statement.runCount) > runs) }
        #expect(!statement.isBusy)
        #expect(statement.expandedSQL?.contains("NULL") == true)
        // Without parameters, nothing is cached.
        _ = try context.query(Item.self, sql: "SELECT * FROM item")
        #expect(context.cachedStatementCount == 2)
    }

    @Test func withTheCacheOffEachCallHasAStatementOfItsOwn() throws {
        let context = try items()
        context.statementCacheCapacity = 0
        #expect(context.cachedStatementCount == 0)
        #expect(
            try context.query(Item.self, sql: "SELECT * FROM item WHERE id = ?", parameters: [.long(2)]) == [
                Item(id: 2, label: "#2")
            ])
        try context.exec(sql: "INSERT INTO item VALUES (?, ?)", fieldsInOrderOf: Item(id: 6, label: "#6"))
        #expect(context.cachedStatementCount == 0)
        #expect(try context.scalar(sql: "SELECT count(*) FROM item") == .long(6))
    }

    @Test func aFailingDecodeLeavesTheCachedStatementReusable() throws {
        let context = try items()
        struct Wrong: Decodable { var id: String }
        let sql = "SELECT id FROM item WHERE id >= ?"
        #expect(sqlError { _ = try context.query(Wrong.self, sql: sql, parameters: [.long(1)]) }?.isMismatch == true)
        struct Right: Decodable { var id: Int }
        #expect(try context.query(Right.self, sql: sql, parameters: [.long(4)]).map(\.id) == [4, 5])
    }

    /// A type that asks for other keys on some rows: each row is still read from its own columns.
    struct Shape: Decodable, Equatable {
        var kind: String
        var size: Double

        init(kind: String, size: Double) {
            self.kind = kind
            self.size = size
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: ColumnName.self)
            if try container.decodeIfPresent(Double.self, forKey: .radius) != nil, container.contains(.kind) {
                kind = try container.decode(String.self, forKey: .kind)
                size = try container.decode(Double.self, forKey: .radius)
            } else {
                size = try container.decode(Double.self, forKey: .width)
                kind = try container.decode(String.self, forKey: .kind)
            }
        }
    }

    @Test func keysAskedForInAnotherOrderOnSomeRowsReadTheirOwnColumns() throws {
        let context = try SQLContext()
        let shapes = try context.query(
            Shape.self,
            sql: """
                SELECT 'circle' AS kind, 1.0 AS radius, NULL AS width UNION ALL SELECT 'square', NULL, 2.0
                UNION ALL SELECT 'square', NULL, 3.0 UNION ALL SELECT 'circle', 4.0, NULL
                """)
        #expect(
            shapes == [
                Shape(kind: "circle", size: 1), Shape(kind: "square", size: 2), Shape(kind: "square", size: 3),
                Shape(kind: "circle", size: 4),
            ])
        // Column names match keys without regard to case, as the typed reads match them.
        #expect(try context.fetchOne(Item.self, sql: "SELECT 1 AS ID, 'x' AS Label") == Item(id: 1, label: "x"))
        // A key that a later row's type asks for and no column has is still the range error.
        let error = sqlError { _ = try context.query(Shape.self, sql: "SELECT 'circle' AS kind, NULL AS radius") }
        #expect(error?.isRange == true && error?.message.contains("'width'") == true)
    }
}
