import Foundation
import SQLContext
import Testing

/// `SQLDateText`: ISO-8601 text written and read without a date formatter, in the forms SQLite's
/// date functions use, agreeing with SQLite itself.
@Suite struct SQLDateTextTests {
    @Test func datesAreWrittenInUTCToTheMillisecond() {
        #expect(SQLDateText.string(from: Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(SQLDateText.string(from: Date(timeIntervalSince1970: 1_700_000_000.25)) == "2023-11-14T22:13:20.250Z")
        // Before 1970 the time of day still counts forward from midnight.
        #expect(SQLDateText.string(from: Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59.500Z")
        #expect(SQLDateText.string(from: Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00.000Z")
        #expect(SQLDateText.string(from: Date(timeIntervalSince1970: -62_135_596_800)) == "0001-01-01T00:00:00.000Z")
        #expect(SQLDateText.string(from: Date(timeIntervalSince1970: 253_402_300_799)) == "9999-12-31T23:59:59.000Z")
    }

    @Test func everyFormIsRead() throws {
        let noon = Date(timeIntervalSince1970: 1_714_564_800)  // 2024-05-01 12:00:00 UTC
        #expect(SQLDateText.date(from: "2024-05-01") == Date(timeIntervalSince1970: 1_714_521_600))
        #expect(SQLDateText.date(from: "2024-05-01 12:00") == noon)
        #expect(SQLDateText.date(from: "2024-05-01T12:00:00") == noon)
        #expect(SQLDateText.date(from: "2024-05-01t12:00:00z") == noon)
        #expect(SQLDateText.date(from: "2024-05-01T12:00:00Z") == noon)
        #expect(SQLDateText.date(from: "2024-05-01T14:00:00+02:00") == noon)
        #expect(SQLDateText.date(from: "2024-05-01T07:30:00-0430") == noon)
        #expect(SQLDateText.date(from: "2024-05-01T12:00:00.5Z") == noon.addingTimeInterval(0.5))
        let nanos = try #require(SQLDateText.date(from: "2024-05-01 12:00:00.123456789123"))
        #expect(abs(nanos.timeIntervalSince(noon) - 0.123_456_789) < 1e-6)
    }

    @Test func whatIsNotADateIsNil() {
        for text in [
            "", "2024", "2024-5-01", "2024-13-01", "2024-02-30", "2023-02-29", "2024-05-01T", "2024-05-01T24:00",
            "2024-05-01T12:60", "2024-05-01T12:00:60", "2024-05-01T12:00:00.", "2024-05-01T12:00:00ZZ",
            "2024-05-01T12:00:00+2", "2024-05-01 12:00:00 extra", "yesterday",
        ] {
            #expect(SQLDateText.date(from: text) == nil, "\(text)")
        }
        #expect(SQLDateText.date(from: "2024-02-29") != nil)
    }

    @Test func writtenTextReadsBack() {
        for seconds in [-2_208_988_800.0, -1.0, 0.0, 86_399.999, 1_700_000_000.125, 4_102_444_800.0] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(SQLDateText.date(from: SQLDateText.string(from: date)) == date)
        }
    }

    @Test func sqliteAgrees() throws {
        let context = try memoryContext()
        guard hasDateFunctions(context) else {
            // Only the 3.50.4-omit build (SQLITE_OMIT_DATETIME_FUNCS) has none.
            #expect(context.isCompileOptionUsed("OMIT_DATETIME_FUNCS") == true)
            return
        }
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        let text = SQLDateText.string(from: date)
        // SQLite reads the written text as the same instant …
        #expect(try context.scalar(sql: "SELECT strftime('%s', ?)", parameters: [.text(text)]) == .text("1700000000"))
        // … and its own text reads as the same date.
        let written = try #require(
            try context.scalar(sql: "SELECT strftime('%Y-%m-%d %H:%M:%f', 1700000000.25, 'unixepoch')"))
        #expect(written == .text("2023-11-14 22:13:20.250"))
        #expect(try written.asDate() == date)
    }
}
