import Foundation

// The typed reads a record's initializer makes of its columns (`Self.id.longValueRequired(in:
// row)`), written twice: in Swift the usual case (the column found at its first slot, holding the
// storage class asked for) is always inlined into the record's own code, the rest left to the
// full read; in Kotlin, where Skip makes `@inline(__always)` an `inline` function that may not
// call the internal reads, they are plain functions. Both forms give the same value or the same
// error (ColumnReadTests).
//
// Always inlined, not only `@inlinable`: the optimizer kept `longValueRequired(in:)` a call in a
// ten-column initializer (callgrind, fetch_struct --size small: 4 515 instructions a record as a
// call, 4 279 inlined).
extension SQLColumn {
    #if SKIP
    /// Kotlin's form of `longValue(in:)` below.
    public func longValue(in row: SQLRow) -> Int64? {
        row[self]?.longValue
    }

    /// Kotlin's form of `longValueRequired(in:)` below.
    public func longValueRequired(in row: SQLRow) throws -> Int64 {
        try row.requiredValue(self).asInt64(column: name)
    }

    /// Kotlin's form of `realValueRequired(in:)` below.
    public func realValueRequired(in row: SQLRow) throws -> Double {
        try row.requiredValue(self).asDouble(column: name)
    }

    /// Kotlin's form of `textValue(in:)` below.
    public func textValue(in row: SQLRow) -> String? {
        row[self]?.textValue
    }

    /// Kotlin's form of `textValueRequired(in:)` below.
    public func textValueRequired(in row: SQLRow) throws -> String {
        try row.requiredValue(self).asString(column: name)
    }
    #else
    /// The integer in this column, or nil for NULL, a missing column or another storage class.
    ///
    /// - Parameter row: the row.
    @inlinable @inline(__always) public func longValue(in row: SQLRow) -> Int64? {
        if let integer = row.quickValue(self)?.longValue { return integer }
        return row[self]?.longValue
    }

    /// The integer in this column (a REAL that holds a whole number too; see
    /// ``SQLValue/asInt64(column:)``).
    ///
    /// - Parameter row: the row.
    /// - Throws: ``SQLError`` for a missing column, NULL, or a value that is not an integer.
    @inlinable @inline(__always) public func longValueRequired(in row: SQLRow) throws -> Int64 {
        if let integer = row.quickValue(self)?.longValue { return integer }
        return try row.requiredValue(self).asInt64(column: name)
    }

    /// The number in this column as a `Double`; see ``SQLValue/asDouble(column:)``.
    ///
    /// - Parameter row: the row.
    /// - Throws: ``SQLError`` for a missing column, NULL, text or a blob.
    @inlinable @inline(__always) public func realValueRequired(in row: SQLRow) throws -> Double {
        if let real = row.quickValue(self)?.realValue { return real }
        return try row.requiredValue(self).asDouble(column: name)
    }

    /// The text in this column, or nil for NULL, a missing column or another storage class.
    ///
    /// - Parameter row: the row.
    @inlinable @inline(__always) public func textValue(in row: SQLRow) -> String? {
        if let text = row.quickValue(self)?.textValue { return text }
        return row[self]?.textValue
    }

    /// The text in this column; see ``SQLValue/asString(column:)``.
    ///
    /// - Parameter row: the row.
    /// - Throws: ``SQLError`` for a missing column, NULL or a value that is not text.
    @inlinable @inline(__always) public func textValueRequired(in row: SQLRow) throws -> String {
        if let text = row.quickValue(self)?.textValue { return text }
        return try row.requiredValue(self).asString(column: name)
    }
    #endif
}
