import Foundation
import SQLContext

/// Where a ``RowDecoder`` reads the values of the row it decodes.
protocol RowValueSource {
    /// The value of column `index`, which the column map holds.
    func value(at index: Int) -> SQLValue
}

/// The current row of a statement, read column by column as the decoder asks: no row array.
struct StatementRow: RowValueSource {
    let statement: SQLStatement

    @inline(__always) func value(at index: Int) -> SQLValue { statement.value(at: index) }
}

/// The values of an ``SQLRow``.
struct RowValues: RowValueSource {
    let values: [SQLValue]

    @inline(__always) func value(at index: Int) -> SQLValue { values[index] }
}
