import Foundation
import SQLContext
import Testing

/// A record's typed column reads (`longValueRequired(in:)`, …), whose usual case compiles into the
/// record's own code: a column found at its first slot of the row's column map, of the type asked
/// for. Every other case (a probe past the first slot, a name in another case, another storage
/// class, NULL, a missing column) gives what the row's value of that column gives.
@Suite struct ColumnReadTests {
    /// Twenty columns (names that share a first slot of the column map, found by the probe after
    /// it, are tested in ColumnMapSlotTests).
    static let columns = (0..<20).map { SQLColumn(name: "c\($0)", type: .long) }

    /// A row of the twenty columns in the reverse of their order, column `cN` holding `N * 10`.
    func reversedRow() throws -> SQLRow {
        let context = try SQLContext()
        let select = Self.columns.reversed().map { "\(Int($0.name.dropFirst())! * 10) AS " + $0.name }
        return try #require(try context.firstRow(sql: "SELECT " + select.joined(separator: ", ")))
    }

    @Test func everyColumnIsFoundWhateverItsSlotOrPosition() throws {
        let row = try reversedRow()
        var index: Int64 = 0
        for column in Self.columns {
            #expect(try column.longValueRequired(in: row) == index * 10)
            #expect(column.longValue(in: row) == index * 10)
            #expect(try column.realValueRequired(in: row) == Double(index * 10))
            index += 1
        }
    }

    @Test func otherStorageClassesAndNamesTakeTheFullRead() throws {
        let context = try SQLContext()
        let row = try #require(
            try context.firstRow(
                sql: "SELECT 2.0 AS whole, 2.5 AS half, 'x' AS text, NULL AS empty, 7 AS Upper, 3 AS number"))
        let whole = SQLColumn(name: "whole", type: .long)
        let half = SQLColumn(name: "half", type: .real)
        let text = SQLColumn(name: "text", type: .text)
        let empty = SQLColumn(name: "empty", type: .long)
        let upper = SQLColumn(name: "upper", type: .long)
        let number = SQLColumn(name: "number", type: .long)
        let absent = SQLColumn(name: "absent", type: .long)
        // A REAL holding a whole number reads as an integer; an integer reads as a Double.
        #expect(try whole.longValueRequired(in: row) == 2)
        #expect(whole.longValue(in: row) == nil)
        #expect(try number.realValueRequired(in: row) == 3.0)
        #expect(try half.realValueRequired(in: row) == 2.5)
        // A name in another case finds the column.
        #expect(try upper.longValueRequired(in: row) == 7)
        #expect(upper.longValue(in: row) == 7)
        #expect(try text.textValueRequired(in: row) == "x")
        #expect(text.textValue(in: row) == "x")
        #expect(number.textValue(in: row) == nil)
        #expect(empty.longValue(in: row) == nil)
        #expect(absent.longValue(in: row) == nil)
        expectSQLError(code: 20, messageContains: ["half", "Int64"]) { _ = try half.longValueRequired(in: row) }
        expectSQLError(code: 20, messageContains: ["empty"]) { _ = try empty.longValueRequired(in: row) }
        expectSQLError(code: 20, messageContains: ["empty"]) { _ = try empty.realValueRequired(in: row) }
        expectSQLError(code: 20, messageContains: ["number"]) { _ = try number.textValueRequired(in: row) }
        expectSQLError(code: 25, messageContains: ["absent", "whole, half"]) {
            _ = try absent.longValueRequired(in: row)
        }
        expectSQLError(code: 25, messageContains: ["absent"]) { _ = try absent.textValueRequired(in: row) }
        expectSQLError(code: 25, messageContains: ["absent"]) { _ = try absent.realValueRequired(in: row) }
    }
}
