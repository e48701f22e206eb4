import Foundation
import SQLContext
import SQLContextCodable
import SQLiteBuilds
import Testing

/// Every supported type stored from an `Encodable` and read back into a `Decodable`, through
/// named and positional parameters; the storage classes and texts it leaves in SQLite; agreement
/// with the typed reads.
@Suite struct RoundTripTests {
    @Test(arguments: [Everything.full, Everything.sparse])
    func namedParametersRoundTrip(_ value: Everything) throws {
        let context = try everythingContext()
        try context.exec(sql: Everything.insertNamedSQL, fieldsOf: value)
        #expect(try context.query(Everything.self, sql: "SELECT * FROM everything") == [value])
        #expect(try context.fetchOne(Everything.self, sql: "SELECT * FROM everything") == value)
    }

    @Test(arguments: [Everything.full, Everything.sparse])
    func positionalParametersRoundTrip(_ value: Everything) throws {
        let context = try everythingContext()
        try context.exec(sql: Everything.insertPositionalSQL, fieldsInOrderOf: value)
        #expect(try context.query(Everything.self, sql: "SELECT * FROM everything") == [value])
    }

    @Test func storageClassesAreThoseOfSQLValuesInitializers() throws {
        let context = try everythingContext()
        try context.exec(sql: Everything.insertNamedSQL, fieldsOf: Everything.full)
        let types = try #require(
            try context.firstRow(
                sql: "SELECT " + Everything.columns.map { "typeof(" + $0 + ") AS " + $0 }.joined(separator: ", ")
                    + " FROM everything"))
        let expected: [String: String] = [
            "int": "integer", "int64": "integer", "int32": "integer", "int16": "integer", "int8": "integer",
            "uint": "integer", "uint64": "integer", "uint32": "integer", "uint16": "integer", "uint8": "integer",
            "bool": "integer", "double": "real", "float": "real", "string": "text", "data": "blob", "date": "real",
            "uuid": "text", "url": "text", "color": "text", "level": "integer", "address": "text", "tags": "text",
            "scores": "text", "events": "text", "optionalInt": "integer", "optionalString": "text",
            "optionalDate": "real", "optionalAddress": "text", "optionalColor": "text",
        ]
        for column in Everything.columns {
            #expect(try types.string(column) == expected[column], "\(column)")
        }
        // The values are SQLValue's own conversions of the fields.
        let row = try #require(try context.firstRow(sql: "SELECT * FROM everything"))
        let full = Everything.full
        #expect(try row.value(named: "date") == SQLValue(full.date))
        #expect(try row.value(named: "uuid") == SQLValue(full.uuid))
        #expect(try row.value(named: "url") == SQLValue(full.url))
        #expect(try row.value(named: "data") == SQLValue(full.data))
        #expect(try row.value(named: "bool") == SQLValue(true))
        #expect(try row.value(named: "float") == SQLValue(full.float))
        #expect(try row.value(named: "color") == .text("green"))
        #expect(try row.value(named: "level") == .long(2))
        // Nested values are JSON text with sorted keys; dates in it are unix seconds, bytes base64.
        #expect(try row.string("address") == #"{"street":"1 Main St","zip":12345}"#)
        #expect(try row.string("tags") == #"["a","b"]"#)
        #expect(try row.string("scores") == #"{"x":1,"y":2}"#)
        #expect(try row.string("events") == #"[{"at":1000,"bytes":"AQI="}]"#)
    }

    @Test func nilOptionalsAreStoredAsNull() throws {
        let context = try everythingContext()
        try context.exec(sql: Everything.insertNamedSQL, fieldsOf: Everything.sparse)
        let row = try #require(try context.firstRow(sql: "SELECT * FROM everything"))
        for column in ["optionalInt", "optionalString", "optionalDate", "optionalAddress", "optionalColor"] {
            #expect(try row.value(named: column) == .null, "\(column)")
        }
        // Empty text and an empty blob stay what they are, not NULL.
        #expect(try row.value(named: "string") == .text(""))
        #expect(try row.value(named: "data") == .blob(Data()))
    }

    /// Codable and the typed reads agree on every value: the decoder uses SQLValue's conversions.
    @Test func decodingAgreesWithTheTypedReads() throws {
        let context = try SQLContext()
        let sql = """
            SELECT 3 AS int, 4.0 AS double, 5 AS float, 1 AS bool, '2024-05-01T12:30:00Z' AS date,
                1700000000 AS date2, 'e621e1f8-c36c-495a-93fc-0c247a3e6e5f' AS uuid, 'https://x.org' AS url,
                x'00' AS data, 2.0 AS int64, 'text' AS string, NULL AS absent
            """
        struct Mixed: Decodable {
            var int: Int
            var double: Double
            var float: Float
            var bool: Bool
            var date: Date
            var date2: Date
            var uuid: UUID
            var url: URL
            var data: Data
            var int64: Int64
            var string: String
            var absent: Int32?
        }
        let mixed = try #require(try context.fetchOne(Mixed.self, sql: sql))
        let row = try #require(try context.firstRow(sql: sql))
        #expect(try mixed.int == row.int("int"))
        #expect(try mixed.double == row.double("double"))
        #expect(try mixed.float == row.float("float"))
        #expect(try mixed.bool == row.bool("bool"))
        #expect(try mixed.date == row.date("date"))
        #expect(try mixed.date2 == row.date("date2"))
        #expect(try mixed.uuid == row.uuid("uuid"))
        #expect(try mixed.url == row.url("url"))
        #expect(try mixed.data == row.data("data"))
        #expect(try mixed.int64 == row.int64("int64"))
        #expect(try mixed.string == row.string("string"))
        #expect(try mixed.absent == row.optionalInt32("absent"))
        #expect(mixed.int64 == 2 && mixed.date2 == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func aRowEncodesAndDecodes() throws {
        let row = try SQLRow(encoding: Everything.full)
        #expect(row.columnNames == Everything.columns)
        #expect(try row.value(named: "int8") == .long(Int64(Int8.min)))
        #expect(try row.decode(Everything.self) == Everything.full)
        #expect(row.namedParameters[":optionalColor"] == .text("red"))
        // A dictionary encodes its keys as fields.
        let dictionary = try SQLRow(encoding: ["id": 1])
        #expect(dictionary.columnNames == ["id"] && dictionary.values == [.long(1)])
    }

    @Test func enumsAndSingleValuesDecodeFromTheFirstColumn() throws {
        let context = try SQLContext()
        #expect(try context.query(Int.self, sql: "SELECT 1 UNION ALL SELECT 2") == [1, 2])
        #expect(try context.fetchOne(String.self, sql: "SELECT 'x', 1") == "x")
        #expect(try context.fetchOne(Color.self, sql: "SELECT 'green'") == .green)
        #expect(try context.fetchOne(Level.self, sql: "SELECT 1") == .low)
        #expect(try context.fetchOne(Date.self, sql: "SELECT 0") == Date(timeIntervalSince1970: 0))
        #expect(try context.fetchOne(Int?.self, sql: "SELECT NULL") == .some(nil))
        #expect(try context.fetchOne(Int.self, sql: "SELECT 1 WHERE 0") == nil)
    }
}
