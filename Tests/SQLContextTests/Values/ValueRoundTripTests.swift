import Foundation
import SQLContext
import Testing

/// Values bound to a statement and read back come back exactly: through a bare `SELECT ?` and
/// through a table column (no declared type, so SQLite applies no affinity conversion).
@Suite struct ValueRoundTripTests {
    /// Binds `value`, reads it back through `SELECT ?` and through a stored row, and returns both.
    private func roundTrip(_ value: SQLValue) throws -> (selected: SQLValue, stored: SQLValue) {
        let context = try memoryContext()
        try context.exec(sql: "CREATE TABLE t(v)")
        let selected = try scalar(context, "SELECT ?", [value])
        try context.exec(sql: "INSERT INTO t(v) VALUES (?)", parameters: [value])
        let stored = try scalar(context, "SELECT v FROM t")
        return (selected, stored)
    }

    /// The value of a single-row, single-column statement, read through every typed accessor.
    private struct Reading {
        var type: SQLType
        var value: SQLValue
        var integer: Int64
        var real: Double
        var text: String?
        var blob: Data?
        var isNull: Bool
    }

    private func read(_ value: SQLValue, sql: String = "SELECT ?") throws -> Reading {
        let context = try memoryContext()
        let statement = try context.prepare(sql: sql)
        try statement.bind(value, at: 1)
        #expect(try statement.next())
        let reading = Reading(
            type: statement.type(at: 0), value: statement.value(at: 0), integer: statement.long(at: 0),
            real: statement.real(at: 0), text: statement.text(at: 0), blob: statement.blob(at: 0),
            isNull: statement.isNull(at: 0))
        #expect(try !statement.next())
        return reading
    }

    @Test(arguments: [Int64.min, Int64.min + 1, -1, 0, 1, Int64(Int32.max) + 1, Int64.max])
    func integersRoundTrip(_ number: Int64) throws {
        let (selected, stored) = try roundTrip(.long(number))
        #expect(selected == .long(number))
        #expect(stored == .long(number))
        let reading = try read(.long(number))
        #expect(reading.type == .long)
        #expect(reading.integer == number)
    }

    @Test(arguments: [1e308, -1e308, Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, 0.1, -2.5])
    func doublesRoundTripBitForBit(_ number: Double) throws {
        let (selected, stored) = try roundTrip(.real(number))
        #expect(selected.realValue?.bitPattern == number.bitPattern, "\(selected)")
        #expect(stored.realValue?.bitPattern == number.bitPattern, "\(stored)")
        let reading = try read(.real(number))
        #expect(reading.type == .real)
        #expect(reading.real.bitPattern == number.bitPattern)
    }

    @Test func infinitiesRoundTrip() throws {
        for number in [Double.infinity, -Double.infinity] {
            let (selected, stored) = try roundTrip(.real(number))
            #expect(selected == .real(number))
            #expect(stored == .real(number))
        }
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let (selected, stored) = try roundTrip(.real(-0.0))
        let selectedReal = try #require(selected.realValue)
        let storedReal = try #require(stored.realValue)
        #expect(selectedReal == 0.0 && selectedReal.sign == .minus)
        #expect(storedReal == 0.0 && storedReal.sign == .minus)
    }

    @Test func nanIsStoredAsNull() throws {
        // SQLite documents that a NaN bound with sqlite3_bind_double becomes NULL.
        let (selected, stored) = try roundTrip(.real(Double.nan))
        #expect(selected == .null)
        #expect(stored == .null)
        let reading = try read(.real(Double.nan))
        #expect(reading.type == .null)
        #expect(reading.isNull)
    }

    @Test func emptyTextIsTextNotNull() throws {
        let (selected, stored) = try roundTrip(.text(""))
        #expect(selected == .text(""))
        #expect(stored == .text(""))
        let reading = try read(.text(""))
        #expect(reading.type == .text)
        #expect(reading.text == "")
        #expect(!reading.isNull)
        let context = try memoryContext()
        #expect(try scalar(context, "SELECT ? IS NULL", [.text("")]) == .long(0))
        #expect(try scalar(context, "SELECT length(?)", [.text("")]) == .long(0))
    }

    @Test func textWithEmbeddedNulRoundTrips() throws {
        let text = "a\u{0}b"
        let (selected, stored) = try roundTrip(.text(text))
        #expect(selected.textValue.map { Array($0.utf8) } == [0x61, 0x00, 0x62])
        #expect(stored.textValue.map { Array($0.utf8) } == [0x61, 0x00, 0x62])
        // SQLite holds all three bytes, not a C string cut at the NUL.
        let context = try memoryContext()
        #expect(try scalar(context, "SELECT length(CAST(? AS BLOB))", [.text(text)]) == .long(3))
        let reading = try read(.text(text))
        #expect(reading.blob == Data([0x61, 0x00, 0x62]))
    }

    @Test(arguments: ["e\u{301}", "\u{E9}", "👩‍👩‍👧", "🇫🇷", "日本語", "Ωmega ∑ \u{200B}", "\u{FEFF}bom", "tab\tnew\nline"])
    func unicodeTextRoundTripsScalarForScalar(_ text: String) throws {
        // Swift's String == compares canonically ("e\u{301}" == "\u{E9}"): compare the UTF-8 bytes.
        let (selected, stored) = try roundTrip(.text(text))
        #expect(selected.textValue.map { Array($0.utf8) } == Array(text.utf8))
        #expect(stored.textValue.map { Array($0.utf8) } == Array(text.utf8))
        let context = try memoryContext()
        #expect(try scalar(context, "SELECT ? = ?", [.text(text), .text(text)]) == .long(1))
        // Canonically equal but differently encoded strings are different texts to SQLite.
        if Array(text.unicodeScalars) == Array("e\u{301}".unicodeScalars) {
            #expect(try scalar(context, "SELECT ? = ?", [.text(text), .text("\u{E9}")]) == .long(0))
        }
    }

    @Test func oneMegabyteStringRoundTrips() throws {
        var text = ""
        let unit = "0123456789abcdéf👍"  // multi-byte characters included
        while text.utf8.count < 1_048_576 { text += unit }
        let (selected, stored) = try roundTrip(.text(text))
        #expect(selected.textValue?.utf8.count == text.utf8.count)
        #expect(selected.textValue.map { Array($0.utf8) } == Array(text.utf8))
        #expect(stored.textValue.map { Array($0.utf8) } == Array(text.utf8))
    }

    @Test func emptyBlobIsBlobNotNull() throws {
        let (selected, stored) = try roundTrip(.blob(Data()))
        #expect(selected == .blob(Data()))
        #expect(stored == .blob(Data()))
        let reading = try read(.blob(Data()))
        #expect(reading.type == .blob)
        #expect(reading.blob == Data())
        #expect(!reading.isNull)
        let context = try memoryContext()
        #expect(try scalar(context, "SELECT typeof(?)", [.blob(Data())]) == .text("blob"))
        #expect(try scalar(context, "SELECT length(?)", [.blob(Data())]) == .long(0))
    }

    @Test func bytesRoundTripIncludingZeroes() throws {
        let bytes = Data([0x00, 0xFF, 0x00, 0x80, 0x7F, 0x00])
        let (selected, stored) = try roundTrip(.blob(bytes))
        #expect(selected == .blob(bytes))
        #expect(stored == .blob(bytes))
    }

    @Test func tenMegabyteBlobRoundTrips() throws {
        var bytes = Data(count: 10 * 1_048_576)
        for index in stride(from: 0, to: bytes.count, by: 4093) { bytes[index] = UInt8(index % 251) }
        bytes[bytes.count - 1] = 0xAB
        let (selected, stored) = try roundTrip(.blob(bytes))
        #expect(selected.blobValue?.count == bytes.count)
        #expect(selected == .blob(bytes))
        #expect(stored == .blob(bytes))
    }

    @Test func nullRoundTrips() throws {
        let (selected, stored) = try roundTrip(.null)
        #expect(selected == .null)
        #expect(stored == .null)
        let reading = try read(.null)
        #expect(reading.type == .null)
        #expect(reading.isNull)
        #expect(reading.integer == 0)
        #expect(reading.real == 0.0)
        #expect(reading.text == nil)
        #expect(reading.blob == nil)
    }

    @Test func invalidUTF8IsKeptExactlyAndReadsAsReplacementCharacters() throws {
        let bytes = Data([0x61, 0xFF, 0x62, 0xC3])  // 'a', an invalid byte, 'b', a truncated sequence
        let reading = try read(.blob(bytes), sql: "SELECT CAST(? AS TEXT)")
        #expect(reading.type == .text)
        #expect(reading.text == "a\u{FFFD}b\u{FFFD}")
        #expect(reading.blob == bytes)
        // value(at:) reads text as text, so the replacement characters show there too.
        #expect(reading.value == .text("a\u{FFFD}b\u{FFFD}"))
    }

    @Test func typedBindersMatchTheValueBinder() throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT ?, ?, ?, ?, ?, ?")
        try statement.bind(integer: Int64.min, at: 1)
        try statement.bind(real: -0.0, at: 2)
        try statement.bind(text: "a\u{0}b", at: 3)
        try statement.bind(text: nil, at: 4)
        try statement.bind(blob: Data(), at: 5)
        try statement.bind(blob: nil, at: 6)
        #expect(try statement.next())
        let row = statement.rowValues()
        #expect(row[0] == .long(Int64.min))
        #expect(row[1].realValue?.sign == .minus)
        #expect(row[2].textValue.map { Array($0.utf8) } == [0x61, 0x00, 0x62])
        #expect(row[3] == .null)
        #expect(row[4] == .blob(Data()))
        #expect(row[5] == .null)
    }

    @Test func columnsConvertBySQLiteRules() throws {
        let context = try memoryContext()
        let statement = try context.prepare(sql: "SELECT 42, 2.75, '17 apples', x'3132', NULL")
        #expect(try statement.next())
        // Storage classes first: SQLite documents that a conversion by a typed reader (text of a
        // blob, for example) may change what sqlite3_column_type reports afterwards.
        #expect(
            statement.rowValues() == [.long(42), .real(2.75), .text("17 apples"), .blob(Data("12".utf8)), .null])
        #expect(statement.text(at: 0) == "42")
        #expect(statement.real(at: 0) == 42.0)
        #expect(statement.long(at: 1) == 2)
        #expect(statement.long(at: 2) == 17)
        #expect(statement.text(at: 3) == "12")
        #expect(statement.blob(at: 0) == Data("42".utf8))
        #expect(statement.long(at: 4) == 0)
        #expect(statement.text(at: 4) == nil)
        // Out of range columns read as NULL, never crash.
        #expect(statement.type(at: 5) == .null)
        #expect(statement.value(at: -1) == .null)
        #expect(statement.long(at: 99) == 0)
        #expect(statement.text(at: 99) == nil)
        #expect(statement.blob(at: 99) == nil)
    }
}
