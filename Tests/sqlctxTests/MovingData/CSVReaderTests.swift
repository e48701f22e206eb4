import Testing

@testable import sqlctx

/// RFC 4180 records for `.import`.
@Suite struct CSVReaderTests {
    @Test func readsQuotedFieldsAndLineEnds() throws {
        let records = try CSVReader.records("a,b\r\n\"x,1\",\"say \"\"hi\"\"\"\n\"two\nlines\",\n,")
        #expect(
            records == [
                CSVReader.Record(line: 1, fields: ["a", "b"]),
                CSVReader.Record(line: 2, fields: ["x,1", "say \"hi\""]),
                CSVReader.Record(line: 3, fields: ["two\nlines", ""]),
                CSVReader.Record(line: 5, fields: ["", ""]),
            ])
    }

    @Test func refusesAnUnclosedQuote() {
        #expect(throws: CSVReader.Failure(line: 2, message: "a quoted field is never closed")) {
            try CSVReader.records("a\n\"open\n")
        }
        #expect(throws: CSVReader.Failure.self) { try CSVReader.records("\"a\"b\n") }
    }
}
