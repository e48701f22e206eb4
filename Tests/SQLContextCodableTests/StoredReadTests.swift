import Foundation
import SQLContext
import SQLContextCodable
import Testing

/// The keyed reads of a statement's row that skip the SQLValue (Int, Int64, Int32, Bool, Double,
/// String and their optionals): for every storage class and edge value they give what the reads
/// of a row of values give, the same value or the same error.
@Suite struct StoredReadTests {
    /// A record of one field, read from the column `value`.
    struct One<T: Decodable & Equatable>: Decodable, Equatable {
        var value: T
    }

    /// Values of every storage class, at the edges of the conversions, as SQL literals.
    static let literals = [
        "NULL", "0", "1", "2", "-7", "9223372036854775807", "-9223372036854775808", "2147483647", "2147483648",
        "1.0", "1.5", "-0.0", "1e300", "'1'", "'text'", "''", "x'01'", "x''",
    ]

    /// The field read through the statement (`query`) and through a row of values (`SQLRow.decode`).
    func bothReads<T: Decodable & Equatable>(_ type: T.Type, _ literal: String) throws -> (
        statement: Result<T, SQLError>, row: Result<T, SQLError>
    ) {
        let context = try SQLContext()
        let sql = "SELECT " + literal + " AS value"
        let row = try #require(try context.firstRow(sql: sql))
        return (
            Result { try context.query(One<T>.self, sql: sql)[0].value }.mapError { $0 as! SQLError },
            Result { try row.decode(One<T>.self).value }.mapError { $0 as! SQLError }
        )
    }

    func expectSame<T: Decodable & Equatable>(_ type: T.Type, _ literal: String) throws {
        let (statement, row) = try bothReads(type, literal)
        #expect(statement == row, "\(T.self) from \(literal)")
    }

    @Test(arguments: literals) func eachTypeReadsTheStatementAsARow(literal: String) throws {
        try expectSame(Int.self, literal)
        try expectSame(Int64.self, literal)
        try expectSame(Int32.self, literal)
        try expectSame(Bool.self, literal)
        try expectSame(Double.self, literal)
        try expectSame(String.self, literal)
        try expectSame(Int?.self, literal)
        try expectSame(Int64?.self, literal)
        try expectSame(Int32?.self, literal)
        try expectSame(Bool?.self, literal)
        try expectSame(Double?.self, literal)
        try expectSame(String?.self, literal)
    }

    @Test func theFastReadsGiveTheStoredValues() throws {
        #expect(try bothReads(Int64.self, "-9223372036854775808").statement == .success(Int64.min))
        #expect(try bothReads(Int32.self, "2147483647").statement == .success(Int32.max))
        #expect(try bothReads(Bool.self, "1").statement == .success(true))
        #expect(try bothReads(Double.self, "-7").statement == .success(-7.0))
        #expect(try bothReads(Double.self, "1.5").statement == .success(1.5))
        #expect(try bothReads(String.self, "'text'").statement == .success("text"))
        #expect(try bothReads(Int64?.self, "NULL").statement == .success(nil))
        #expect(try bothReads(String?.self, "''").statement == .success(""))
    }

    @Test func aValueTheTypeCannotHoldNamesTheColumn() throws {
        let outOfRange = try #require(try bothReads(Int32.self, "2147483648").statement.failure)
        #expect(outOfRange.isMismatch && outOfRange.message.contains("value"))
        let notBoolean = try #require(try bothReads(Bool.self, "2").statement.failure)
        #expect(notBoolean.isMismatch && notBoolean.message.contains("value"))
        let null = try #require(try bothReads(Int64.self, "NULL").statement.failure)
        #expect(null.isMismatch && null.message.contains("value"))
    }

    struct Person: Decodable, Equatable {
        var id: Int64
        var name: String
        var score: Double
        var active: Bool
        var nickname: String?
        var rank: Int?
    }

    @Test func columnsInAnotherOrderWithExtrasAndMissingOptionals() throws {
        let context = try SQLContext()
        try context.exec(
            sql: """
                CREATE TABLE person(extra TEXT, active INTEGER, score REAL, name TEXT, id INTEGER);
                INSERT INTO person VALUES ('x', 1, 2.5, 'ada', 1), ('y', 0, 3, 'bob', 2);
                """)
        let sql = "SELECT * FROM person ORDER BY id"
        let people = try context.query(Person.self, sql: sql)
        #expect(
            people == [
                Person(id: 1, name: "ada", score: 2.5, active: true, nickname: nil, rank: nil),
                Person(id: 2, name: "bob", score: 3.0, active: false, nickname: nil, rank: nil),
            ])
        let rows = try context.rows(sql: sql)
        #expect(try rows.map { try $0.decode(Person.self) } == people)
    }

    @Test func aMissingRequiredColumnAndNullInANonOptionalFieldNameTheColumn() throws {
        let context = try SQLContext()
        let missing = sqlError { _ = try context.query(Person.self, sql: "SELECT 1 AS id, 'ada' AS name") }
        #expect(missing?.isRange == true && missing?.message.contains("'score'") == true)
        let null = sqlError {
            _ = try context.query(Person.self, sql: "SELECT 1 AS id, NULL AS name, 1.0 AS score, 1 AS active")
        }
        #expect(null?.isMismatch == true && null?.message.contains("name") == true)
    }

    @Test func rowsAfterTheFirstReadTheirOwnValues() throws {
        let context = try SQLContext()
        let sql = "SELECT 1 AS id, 'a' AS name, 0.5 AS score, 1 AS active UNION ALL SELECT 2, 'b', 7, 0"
        #expect(
            try context.query(Person.self, sql: sql) == [
                Person(id: 1, name: "a", score: 0.5, active: true, nickname: nil, rank: nil),
                Person(id: 2, name: "b", score: 7.0, active: false, nickname: nil, rank: nil),
            ])
    }
}

extension Result {
    /// The error of a failure, or nil.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
