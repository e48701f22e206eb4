import Foundation

// Reads of a record's column from its row, in SkipSQL's shapes (`Self.title.textValueRequired(in:
// row)`). The optional reads give nil for NULL or a missing column; the `Required` ones throw a
// SQLError: `SQLITE_RANGE` naming the column and listing the row's columns when it is missing,
// `SQLITE_MISMATCH` naming it when it is NULL or holds a value of another type. The reads a record's
// initializer makes most (integers, reals, text) are in SQLColumn+TypedReads.swift.
extension SQLColumn {
    /// The value of this column in `row`, or nil when the row lacks the column.
    ///
    /// - Parameter row: the row.
    public func value(in row: SQLRow) -> SQLValue? {
        row[self]
    }

    /// The value of this column in `row`, NULL included.
    ///
    /// - Parameter row: the row.
    /// - Throws: `SQLITE_RANGE` ``SQLError`` when the row lacks the column.
    public func valueRequired(in row: SQLRow) throws -> SQLValue {
        try row.requiredValue(self)
    }

    /// The number in this column as a `Double` (an integer is converted), or nil for NULL, a
    /// missing column, text or a blob.
    ///
    /// - Parameter row: the row.
    public func realValue(in row: SQLRow) -> Double? {
        guard let value = row[self] else { return nil }
        switch value {
        case .real(let number): return number
        case .long(let number): return Double(number)
        default: return nil
        }
    }

    /// The bytes in this column, or nil for NULL, a missing column or another storage class.
    ///
    /// - Parameter row: the row.
    public func blobValue(in row: SQLRow) -> Data? {
        row[self]?.blobValue
    }

    /// The bytes in this column; see ``SQLValue/asData(column:)``.
    ///
    /// - Parameter row: the row.
    /// - Throws: ``SQLError`` for a missing column, NULL or a value that is not a blob.
    public func blobValueRequired(in row: SQLRow) throws -> Data {
        try row.requiredValue(self).asData(column: name)
    }

    /// The date in this column, read as ``SQLValue/asDate(column:)`` reads it (REAL or INTEGER
    /// unix seconds, or ISO-8601 text), or nil for NULL, a missing column or a value that is not a
    /// date.
    ///
    /// - Parameter row: the row.
    public func dateValue(in row: SQLRow) -> Date? {
        guard let value = row[self], !value.isNull else { return nil }
        return try? value.asDate(column: name)
    }

    /// The date in this column; see ``SQLValue/asDate(column:)``.
    ///
    /// - Parameter row: the row.
    /// - Throws: ``SQLError`` for a missing column, NULL or a value that is not a date.
    public func dateValueRequired(in row: SQLRow) throws -> Date {
        try row.requiredValue(self).asDate(column: name)
    }
}
