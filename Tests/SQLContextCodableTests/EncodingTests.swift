import Foundation
import SQLContext
import SQLContextCodable
import SQLiteBuilds
import Testing

/// Binding `Encodable` values: named and positional parameters, their errors, and the errors of
/// values that a row cannot hold.
@Suite struct EncodingTests {
    struct Member: Codable, Equatable {
        var id: Int64
        var name: String
        var email: String?
    }

    func members() throws -> SQLContext {
        let context = try SQLContext()
        try context.exec(sql: "CREATE TABLE member(id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT)")
        return context
    }

    @Test func namedParametersTakeTheFieldsTheyNameAndIgnoreTheOthers() throws {
        let context = try members()
        let ada = Member(id: 1, name: "ada", email: "ada@example.com")
        try context.exec(sql: "INSERT INTO member(id, name, email) VALUES (:id, @name, $email)", fieldsOf: ada)
        // `email` has no parameter here: ignored.
        try context.exec(sql: "UPDATE member SET name = upper(:name) WHERE id = :id", fieldsOf: ada)
        #expect(
            try context.query(Member.self, sql: "SELECT * FROM member") == [
                Member(id: 1, name: "ADA", email: ada.email)
            ])
        // Parameter names match fields as column names do: without regard to case.
        try context.exec(sql: "DELETE FROM member WHERE id = :ID", fieldsOf: ada)
        #expect(try context.query(Member.self, sql: "SELECT * FROM member").isEmpty)
    }

    @Test func aParameterThatNoFieldHasIsARangeError() throws {
        let context = try members()
        let error = sqlError {
            try context.exec(
                sql: "INSERT INTO member(id, name) VALUES (:id, :nmae)", fieldsOf: Member(id: 1, name: "ada"))
        }
        #expect(error?.isRange == true)
        #expect(error?.message.contains("':nmae'") == true && error?.message.contains("id, name, email") == true)
        let nameless = sqlError {
            try context.exec(
                sql: "INSERT INTO member(id, name) VALUES (?, :name)", fieldsOf: Member(id: 1, name: "ada"))
        }
        #expect(nameless?.isRange == true)
        #expect(try context.scalar(sql: "SELECT count(*) FROM member") == .long(0))
    }

    @Test func positionalParametersTakeTheFieldsInOrder() throws {
        let context = try members()
        try context.exec(sql: "INSERT INTO member VALUES (?, ?, ?)", fieldsInOrderOf: Member(id: 2, name: "grace"))
        #expect(try context.firstRow(sql: "SELECT * FROM member")?.values == [.long(2), .text("grace"), .null])
        let error = sqlError {
            try context.exec(
                sql: "INSERT INTO member(id, name) VALUES (?, ?)", fieldsInOrderOf: Member(id: 3, name: "x"))
        }
        #expect(error?.isRange == true)
        #expect(try context.scalar(sql: "SELECT count(*) FROM member") == .long(1))
    }

    @Test func aPreparedStatementBindsAndRunsEachValue() throws {
        let context = try members()
        let insert = try context.prepare(sql: "INSERT INTO member VALUES (:id, :name, :email)")
        defer { insert.close() }
        let all = [Member(id: 1, name: "a"), Member(id: 2, name: "b", email: "b@x"), Member(id: 3, name: "c")]
        try context.transaction {
            for member in all { try insert.update(fieldsOf: member) }
        }
        let positional = try context.prepare(sql: "INSERT INTO member VALUES (?, ?, ?)")
        defer { positional.close() }
        try positional.update(fieldsInOrderOf: Member(id: 4, name: "d"))
        let select = try context.prepare(sql: "SELECT * FROM member WHERE id <= :id ORDER BY id")
        defer { select.close() }
        try select.bind(fieldsOf: ["id": 4])
        #expect(try select.decodeRows(Member.self) == all + [Member(id: 4, name: "d")])
        try select.bind(fieldsOf: ["id": 1])
        #expect(try select.decodeRows(Member.self) == [all[0]])
        // Row by row, with decodeRow.
        var names: [String] = []
        try select.forEachRow { names.append(try $0.decodeRow(Member.self).name) }
        #expect(names == ["a"])
    }

    @Test func integersBeyondSQLitesRangeAreMismatches() throws {
        struct Big: Encodable {
            var small: UInt64 = 1
            var big: UInt64 = UInt64.max
        }
        let error = sqlError { _ = try SQLRow(encoding: Big()) }
        #expect(error?.isMismatch == true)
        #expect(
            error?.message == "field 'big': cannot store UInt64: out of the range of SQLite's 64-bit signed integers")
        struct Wrapped: Encodable {
            var values: [String: UInt] = ["x": UInt.max]
            var single: Single = Single()
        }
        // In JSON, any UInt fits.
        let wrapped = try SQLRow(encoding: Wrapped())
        #expect(try wrapped.value(named: "values") == .text(#"{"x":18446744073709551615}"#))
        // A type that encodes a single value is stored as that value, and read back from it.
        #expect(try wrapped.value(named: "single") == .long(5))
        #expect(try wrapped.decode(WrappedSingle.self).single == Single())
    }

    @Test func valuesJSONCannotHoldAreMismatches() throws {
        struct Point: Encodable { var x = Double.nan }
        struct Holder: Encodable { var point = Point() }
        let error = sqlError { _ = try SQLRow(encoding: Holder()) }
        #expect(error?.isMismatch == true)
        #expect(
            error?.message == "field 'point': cannot store Point: a value JSON cannot hold at x (stored as JSON text)")
    }

    @Test func aRowIsEncodedFromNamedFieldsOnly() throws {
        #expect(sqlError { _ = try SQLRow(encoding: [1, 2]) }?.isMisuse == true)
        #expect(sqlError { _ = try SQLRow(encoding: 1) }?.isMisuse == true)
        struct Nested: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: ColumnName.self)
                var inner = container.nestedContainer(keyedBy: ColumnName.self, forKey: .v)
                try inner.encode(1, forKey: .w)
            }
        }
        let nested = sqlError { _ = try SQLRow(encoding: Nested()) }
        #expect(nested?.isMisuse == true && nested?.message.hasPrefix("field 'v'") == true)
        struct Nothing: Encodable {
            var v = Empty()
        }
        #expect(sqlError { _ = try SQLRow(encoding: Nothing()) }?.isMismatch == true)
    }

    @Test func theSameKeyTwiceKeepsTheLastValue() throws {
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: ColumnName.self)
                try container.encode(1, forKey: .v)
                try container.encode("w", forKey: .w)
                try container.encode(2, forKey: .v)
            }
        }
        let row = try SQLRow(encoding: Twice())
        #expect(row.columnNames == ["v", "w"] && row.values == [.long(2), .text("w")])
    }
}

/// A type that encodes a single value: stored as that value, not as JSON.
struct Single: Codable, Equatable {
    var raw: Int64 = 5
    init() {}
    init(from decoder: any Decoder) throws { raw = try decoder.singleValueContainer().decode(Int64.self) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(raw)
    }
}

/// A row of one ``Single``.
struct WrappedSingle: Decodable {
    var single: Single
}

/// A type that encodes nothing at all.
struct Empty: Encodable {
    func encode(to encoder: any Encoder) throws {}
}
