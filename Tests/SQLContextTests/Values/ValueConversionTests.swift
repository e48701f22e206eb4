import Foundation
import SQLContext
import Testing

/// Swift values into SQLValue and back: each type both ways, through the database, at its edges,
/// and every refusal a `SQLITE_MISMATCH` error that names the column and the types.
@Suite struct ValueConversionTests {
    /// `value` stored in a column without type affinity and read back as SQLite returns it.
    func roundTrip(_ value: SQLValue) throws -> SQLValue {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(v)")
        try context.exec(sql: "INSERT INTO t(v) VALUES (?)", parameters: [value])
        return try #require(try context.scalar(sql: "SELECT v FROM t"))
    }

    @Test func integersKeepEveryInt64() throws {
        for number in [Int64.min, -1, 0, 1, Int64.max] {
            #expect(SQLValue(number) == .long(number))
            #expect(try roundTrip(SQLValue(number)).asInt64(column: "v") == number)
        }
        for number in [Int.min, -7, 0, 42, Int.max] {
            #expect(SQLValue(number) == .long(Int64(number)))
            #expect(try roundTrip(SQLValue(number)).asInt() == number)
        }
        // Int32 is written through Int (see SQLValue+Conversions.swift) and read range-checked.
        for number in [Int32.min, -1, 0, Int32.max] {
            #expect(try roundTrip(SQLValue(Int(number))).asInt32() == number)
        }
    }

    @Test func aWholeRealReadsAsAnIntegerAndAFractionDoesNot() throws {
        #expect(try SQLValue.real(3.0).asInt64() == 3)
        #expect(try SQLValue.real(-9_223_372_036_854_775_808.0).asInt64() == Int64.min)
        expectSQLError(code: Code.mismatch, messageContains: ["'n'", "REAL", "Int64", "whole"]) {
            _ = try SQLValue.real(2.5).asInt64(column: "n")
        }
        expectSQLError(code: Code.mismatch, messageContains: ["REAL", "Int64", "range"]) {
            _ = try SQLValue.real(9_223_372_036_854_775_808.0).asInt64()
        }
        expectSQLError(code: Code.mismatch, messageContains: ["REAL", "Int"]) {
            _ = try SQLValue.real(Double.nan).asInt()
        }
    }

    @Test func int32OutOfRangeIsAnErrorNamingTheColumn() throws {
        let error = expectSQLError(code: Code.mismatch, messageContains: ["'count'", "INTEGER", "Int32", "range"]) {
            _ = try SQLValue.long(Int64(Int32.max) + 1).asInt32(column: "count")
        }
        #expect(error?.isMismatch == true)
        #expect(error?.codeName == "SQLITE_MISMATCH")
        expectSQLError(code: Code.mismatch, messageContains: ["Int32", "range"]) {
            _ = try SQLValue.long(Int64(Int32.min) - 1).asInt32()
        }
    }

    @Test func boolsAreZeroAndOneAndNothingElse() throws {
        #expect(SQLValue(true) == .long(1))
        #expect(SQLValue(false) == .long(0))
        #expect(try roundTrip(SQLValue(true)).asBool() == true)
        #expect(try roundTrip(SQLValue(false)).asBool() == false)
        // SQLite's own comparisons give the same integers.
        let context = try memoryContext()
        #expect(try context.scalar(sql: "SELECT 2 > 1")?.asBool() == true)
        #expect(try context.scalar(sql: "SELECT 2 < 1")?.asBool() == false)
        for other: Int64 in [2, -1] {
            expectSQLError(code: Code.mismatch, messageContains: ["'flag'", "INTEGER", "Bool", "0 or 1"]) {
                _ = try SQLValue.long(other).asBool(column: "flag")
            }
        }
        expectSQLError(code: Code.mismatch, messageContains: ["TEXT", "Bool"]) {
            _ = try SQLValue.text("true").asBool()
        }
    }

    @Test func doublesAndFloats() throws {
        for number in [-1.5, 0.0, 1e-300, Double.greatestFiniteMagnitude, Double.infinity] {
            #expect(SQLValue(number) == .real(number))
            #expect(try roundTrip(SQLValue(number)).asDouble() == number)
        }
        // An integer reads as the nearest Double.
        #expect(try SQLValue.long(7).asDouble() == 7.0)
        let float: Float = 0.1
        #expect(SQLValue(float) == .real(Double(float)))
        #expect(try roundTrip(SQLValue(float)).asFloat() == float)
        #expect(try SQLValue.real(Double.infinity).asFloat() == Float.infinity)
        expectSQLError(code: Code.mismatch, messageContains: ["'f'", "REAL", "Float", "range"]) {
            _ = try SQLValue.real(1e300).asFloat(column: "f")
        }
        expectSQLError(code: Code.mismatch, messageContains: ["TEXT", "Double"]) {
            _ = try SQLValue.text("1.5").asDouble()
        }
    }

    @Test func textAndBytes() throws {
        for text in ["", "héllo 👋", "a\u{0}b"] {
            #expect(SQLValue(text) == .text(text))
            #expect(try roundTrip(SQLValue(text)).asString() == text)
        }
        for bytes in [Data(), Data([0, 255, 7])] {
            #expect(SQLValue(bytes) == .blob(bytes))
            #expect(try roundTrip(SQLValue(bytes)).asData() == bytes)
        }
        // No silent conversions between text, numbers and bytes.
        expectSQLError(code: Code.mismatch, messageContains: ["INTEGER", "String"]) {
            _ = try SQLValue.long(1).asString()
        }
        expectSQLError(code: Code.mismatch, messageContains: ["TEXT", "Data"]) {
            _ = try SQLValue.text("x").asData()
        }
    }

    @Test func nilIsNullAndNullIntoANonOptionalIsAnError() throws {
        let none: Int? = nil
        #expect(SQLValue(none) == .null)
        #expect(SQLValue(String?.none) == .null)
        #expect(SQLValue(Date?.none) == .null)
        #expect(SQLValue(UUID?.none) == .null)
        #expect(SQLValue(Data?.none) == .null)
        let reads: [(String, (SQLValue) throws -> Void)] = [
            ("Int", { _ = try $0.asInt(column: "c") }), ("Int64", { _ = try $0.asInt64(column: "c") }),
            ("Int32", { _ = try $0.asInt32(column: "c") }), ("Bool", { _ = try $0.asBool(column: "c") }),
            ("Double", { _ = try $0.asDouble(column: "c") }), ("Float", { _ = try $0.asFloat(column: "c") }),
            ("String", { _ = try $0.asString(column: "c") }), ("Data", { _ = try $0.asData(column: "c") }),
            ("Date", { _ = try $0.asDate(column: "c") }), ("UUID", { _ = try $0.asUUID(column: "c") }),
            ("URL", { _ = try $0.asURL(column: "c") }),
        ]
        for (type, read) in reads {
            expectSQLError(code: Code.mismatch, messageContains: ["column 'c'", "NULL", type]) { try read(.null) }
        }
        // Without a column name the message says what it can.
        expectSQLError(code: Code.mismatch, messageContains: ["cannot read NULL as Int"]) {
            _ = try SQLValue.null.asInt()
        }
    }

    @Test func datesAreStoredAsUnixSecondsAndReadFromNumbersAndText() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        #expect(SQLValue(date) == .real(1_700_000_000.25))
        #expect(try roundTrip(SQLValue(date)).asDate() == date)
        // SQLite reads the stored number as unix time, and its text reads back as the same date.
        let context = try memoryContext()
        if hasDateFunctions(context) {
            #expect(
                try context.scalar(sql: "SELECT datetime(?, 'unixepoch')", parameters: [SQLValue(date)])
                    == .text("2023-11-14 22:13:20"))
            #expect(
                try context.scalar(sql: "SELECT datetime(1700000000, 'unixepoch')")?.asDate()
                    == Date(timeIntervalSince1970: 1_700_000_000))
        }
        // Whole seconds as an integer, and ISO-8601 text.
        #expect(try SQLValue.long(86_400).asDate() == Date(timeIntervalSince1970: 86_400))
        #expect(try SQLValue.long(-1).asDate() == Date(timeIntervalSince1970: -1))
        #expect(try SQLValue.text("2023-11-14 22:13:20").asDate() == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(try SQLValue.text("2023-11-14T22:13:20.250Z").asDate() == date)
        let asText = try roundTrip(.text(SQLDateText.string(from: date)))
        #expect(asText == .text("2023-11-14T22:13:20.250Z"))
        #expect(try asText.asDate() == date)
        expectSQLError(code: Code.mismatch, messageContains: ["'born'", "TEXT", "Date", "ISO-8601"]) {
            _ = try SQLValue.text("yesterday").asDate(column: "born")
        }
        expectSQLError(code: Code.mismatch, messageContains: ["BLOB", "Date"]) {
            _ = try SQLValue.blob(Data()).asDate()
        }
    }

    @Test func uuidsAreText() throws {
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(SQLValue(uuid) == .text("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(try roundTrip(SQLValue(uuid)).asUUID() == uuid)
        #expect(try SQLValue.text("e621e1f8-c36c-495a-93fc-0c247a3e6e5f").asUUID() == uuid)
        expectSQLError(code: Code.mismatch, messageContains: ["'id'", "TEXT", "UUID", "not a UUID"]) {
            _ = try SQLValue.text("E621E1F8-C36C-495A-93FC").asUUID(column: "id")
        }
        expectSQLError(code: Code.mismatch, messageContains: ["BLOB", "UUID"]) {
            _ = try SQLValue.blob(Data(count: 16)).asUUID()
        }
    }

    @Test func urlsAreText() throws {
        let url = try #require(URL(string: "https://sqlite.org/c3ref/intro.html?x=1#top"))
        #expect(SQLValue(url) == .text("https://sqlite.org/c3ref/intro.html?x=1#top"))
        #expect(try roundTrip(SQLValue(url)).asURL() == url)
        expectSQLError(code: Code.mismatch, messageContains: ["'home'", "TEXT", "URL"]) {
            _ = try SQLValue.text("").asURL(column: "home")
        }
        expectSQLError(code: Code.mismatch, messageContains: ["INTEGER", "URL"]) { _ = try SQLValue.long(1).asURL() }
    }

    /// A raw-value enum, as an app stores one.
    enum Color: String {
        case red, green
    }

    /// An integer raw-value enum.
    enum Level: Int {
        case low = 1
        case high = 2
    }

    @Test func rawRepresentableEnumsGoThroughTheirRawValue() throws {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(color TEXT, level INTEGER)")
        try context.exec(
            sql: "INSERT INTO t VALUES (?, ?), (?, ?), (NULL, NULL)",
            parameters: [SQLValue(Color.green.rawValue), SQLValue(Level.high.rawValue), .text("blue"), .long(9)])
        let rows = try context.rows(sql: "SELECT color, level FROM t ORDER BY rowid")
        #expect(try rows[0].string("color") { Color(rawValue: $0) } == .green)
        #expect(try rows[0].int("level") { Level(rawValue: $0) } == .high)
        #expect(try rows[2].optionalString("color") { Color(rawValue: $0) } == nil)
        #expect(try rows[2].optionalInt("level") { Level(rawValue: $0) } == nil)
        #expect(try rows[0].optionalString("color") { Color(rawValue: $0) } == .green)
        expectSQLError(code: Code.mismatch, messageContains: ["'color'", "TEXT"]) {
            _ = try rows[1].string("color") { Color(rawValue: $0) }
        }
        expectSQLError(code: Code.mismatch, messageContains: ["'level'", "INTEGER"]) {
            _ = try rows[1].int("level") { Level(rawValue: $0) }
        }
        expectSQLError(code: Code.mismatch, messageContains: ["'color'", "NULL", "String"]) {
            _ = try rows[2].string("color") { Color(rawValue: $0) }
        }
    }
}
