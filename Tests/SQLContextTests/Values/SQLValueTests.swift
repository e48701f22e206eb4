import Foundation
import SQLContext
import Testing

/// SQLValue and SQLType on their own: accessors, storage classes, descriptions.
@Suite struct SQLValueTests {
    @Test func accessorsAnswerOnlyForTheirOwnCase() {
        let values: [SQLValue] = [.long(3), .real(2.5), .text("t"), .blob(Data([9])), .null]
        #expect(values.map(\.longValue) == [3, nil, nil, nil, nil])
        #expect(values.map(\.realValue) == [nil, 2.5, nil, nil, nil])
        #expect(values.map(\.textValue) == [nil, nil, "t", nil, nil])
        #expect(values.map(\.blobValue) == [nil, nil, nil, Data([9]), nil])
        #expect(values.map(\.isNull) == [false, false, false, false, true])
        #expect(values.map(\.type) == [.long, .real, .text, .blob, .null])
    }

    @Test func noConversionBetweenCases() {
        // An accessor reads its own case only; SQLite's conversions happen in the statement's
        // typed column readers, not here.
        #expect(SQLValue.long(1).realValue == nil)
        #expect(SQLValue.text("1").longValue == nil)
        #expect(SQLValue.text("").blobValue == nil)
        #expect(SQLValue.blob(Data()).textValue == nil)
        #expect(SQLValue.text("").isNull == false)
        #expect(SQLValue.blob(Data()).isNull == false)
    }

    @Test func descriptionIsSkipSQLsPlainText() {
        #expect(SQLValue.long(42).description == "42")
        #expect(SQLValue.long(Int64.min).description == "-9223372036854775808")
        #expect(SQLValue.real(1.5).description == "1.5")
        #expect(SQLValue.text("it's").description == "it's")
        #expect(SQLValue.text("").description == "")
        #expect(SQLValue.blob(Data([0x00, 0xFF, 0x1A])).description == "3 bytes")
        #expect(SQLValue.blob(Data()).description == "0 bytes")
        #expect(SQLValue.null.description == "null")
        #expect("\(SQLValue.text("x"))" == "x")
    }

    @Test func literalValueIsASQLLiteral() {
        #expect(SQLValue.long(42).literalValue == "42")
        #expect(SQLValue.long(Int64.min).literalValue == "-9223372036854775808")
        #expect(SQLValue.real(1.5).literalValue == "1.5")
        #expect(SQLValue.text("it's").literalValue == "'it''s'")
        #expect(SQLValue.text("").literalValue == "''")
        #expect(SQLValue.blob(Data([0x00, 0xFF, 0x1A])).literalValue == "x'00ff1a'")
        #expect(SQLValue.blob(Data()).literalValue == "x''")
        #expect(SQLValue.null.literalValue == "NULL")
    }

    @Test func literalValuesReadBackAsTheSameValues() throws {
        let context = try memoryContext()
        let values: [SQLValue] = [
            .long(-7), .real(0.25), .text("quote ' and \" and ;"), .blob(Data([0, 1, 254, 255])), .null,
        ]
        for value in values {
            #expect(try scalar(context, "SELECT " + value.literalValue) == value, "\(value)")
        }
    }

    @Test func nonFiniteRealsHaveSQLLiterals() throws {
        // `literalValue` promises a SQL literal. Swift prints infinities as "inf", which SQLite reads
        // as a column name; SQLite itself writes them as 9.0e+999 (an overflowing literal). NaN is
        // stored as NULL, so NULL is its literal.
        let context = try memoryContext()
        for value in [SQLValue.real(.infinity), .real(-.infinity)] {
            do {
                let readBack = try scalar(context, "SELECT " + value.literalValue)
                #expect(readBack == value)
            } catch {
                Issue.record("\(value.literalValue) is not a SQL literal: \(error)")
            }
        }
        #expect(SQLValue.real(.nan).literalValue == "NULL")
    }

    @Test func equalityAndHashing() {
        #expect(SQLValue.long(1) != .real(1.0))
        #expect(SQLValue.text("1") != .long(1))
        #expect(SQLValue.text("") != .null)
        #expect(SQLValue.blob(Data()) != .null)
        #expect(SQLValue.blob(Data()) != .text(""))
        let set: Set<SQLValue> = [.long(1), .long(1), .text("a"), .null, .null]
        #expect(set.count == 3)
    }

    @Test func typeNames() {
        #expect(SQLType.allCases.map(\.description) == ["INTEGER", "REAL", "TEXT", "BLOB", "NULL"])
    }

    @Test func storageClassMatchesSQLiteTypeof() throws {
        let context = try memoryContext()
        let values: [SQLValue] = [.long(1), .real(1.0), .text("1"), .blob(Data([1])), .null]
        for value in values {
            let typeName = try scalar(context, "SELECT typeof(?)", [value])
            #expect(typeName == .text(value.type.description.lowercased()))
        }
    }
}
