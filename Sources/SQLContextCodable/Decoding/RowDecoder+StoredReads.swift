import Foundation
import SQLContext
import SQLFFI

// The keyed reads of a statement's row that skip the SQLValue: the column's datatype code and
// number come from one `sqlite3_column_value` (SQLiteStatement.columnValue), and when SQLite holds
// the type asked for (an INTEGER for an Int64, …) that number is the result. Any other case (a
// REAL read as an integer, NULL, text, a row of values) takes SQLValue's conversion, so both paths
// give the same value or the same error (callgrind, codable fetch_struct --size small: see
// RowKeyedDecodingContainer).
extension RowDecoder {
    /// Column `column` of the statement's current row as SQLite holds it; nil for a row of values.
    ///
    /// Optional chaining, not `guard let`: the bound copy of the statement was retained and
    /// released around every read (callgrind, codable fetch_struct --size small: 7 142 → 6 602
    /// instructions a row, ten keys).
    @inline(__always) func stored(at column: Int) -> SQLiteColumnValue? {
        sqlite?.columnValue(at: column)
    }

    /// The key's column by `fast` when it takes the stored value, else by `slow`, one of SQLValue's
    /// reads (`SQLValue.asInt64`, …).
    ///
    /// - Throws: `SQLITE_RANGE` for a name that no column has; what `slow` throws.
    @inline(__always) func read<Key: CodingKey, T>(
        _ key: Key, _ fast: (SQLiteColumnValue) -> T?, _ slow: (SQLValue) -> (String?) throws -> T
    ) throws -> T {
        let name = key.stringValue
        let column = try requiredColumn(of: name)
        if let stored = stored(at: column), let result = fast(stored) { return result }
        return try slow(value(at: column))(name)
    }

    /// ``read(_:_:_:)``, or nil for a missing column or NULL.
    @inline(__always) func readIfPresent<Key: CodingKey, T>(
        _ key: Key, _ fast: (SQLiteColumnValue) -> T?, _ slow: (SQLValue) -> (String?) throws -> T
    ) throws -> T? {
        let name = key.stringValue
        guard let column = column(of: name) else { return nil }
        if let stored = stored(at: column) {
            if stored.type == SQLiteConstants.nullType { return nil }
            if let result = fast(stored) { return result }
        }
        let value = value(at: column)
        if value.isNull { return nil }
        return try slow(value)(name)
    }

    /// The text of the key's column (see `SQLValue.asString(column:)`).
    @inline(__always) func string<Key: CodingKey>(_ key: Key) throws -> String {
        let name = key.stringValue
        let column = try requiredColumn(of: name)
        if let text = storedText(at: column) { return text }
        return try value(at: column).asString(column: name)
    }

    /// ``string(_:)``, or nil for a missing column or NULL.
    @inline(__always) func stringIfPresent<Key: CodingKey>(_ key: Key) throws -> String? {
        let name = key.stringValue
        guard let column = column(of: name) else { return nil }
        if let text = storedText(at: column) { return text }
        let value = value(at: column)
        if value.isNull { return nil }
        return try value.asString(column: name)
    }

    /// The column of the key named `name`.
    ///
    /// - Throws: the `SQLITE_RANGE` ``SQLError`` of ``SQLColumnMap/requiredIndex(of:)``, which names
    ///   the key and lists the columns.
    @inline(__always) func requiredColumn(of name: String) throws -> Int {
        if let column = column(of: name) { return column }
        return try map.requiredIndex(of: name)
    }

    /// The text of column `column` when the row is the statement's and SQLite holds TEXT there.
    @inline(__always) func storedText(at column: Int) -> String? {
        sqlite?.type(at: column) == SQLiteConstants.textType ? sqlite?.text(at: column) : nil
    }
}

/// The conversions of a stored value that need no SQLValue: each gives nil where SQLValue's own
/// read (`SQLValue.asInt64`, …) has a case to handle (another storage class, a value out of range).
enum StoredValue {
    /// An INTEGER.
    @inline(__always) static func int64(_ stored: SQLiteColumnValue) -> Int64? {
        stored.type == SQLiteConstants.integerType ? stored.integer : nil
    }

    /// An INTEGER that fits an `Int`.
    @inline(__always) static func int(_ stored: SQLiteColumnValue) -> Int? {
        stored.type == SQLiteConstants.integerType ? Int(exactly: stored.integer) : nil
    }

    /// An INTEGER that fits an `Int32`.
    @inline(__always) static func int32(_ stored: SQLiteColumnValue) -> Int32? {
        stored.type == SQLiteConstants.integerType ? Int32(exactly: stored.integer) : nil
    }

    /// The INTEGER 0 or 1.
    @inline(__always) static func bool(_ stored: SQLiteColumnValue) -> Bool? {
        guard stored.type == SQLiteConstants.integerType, stored.integer == 0 || stored.integer == 1 else {
            return nil
        }
        return stored.integer == 1
    }

    /// A FLOAT, or an INTEGER converted to the nearest `Double`.
    @inline(__always) static func double(_ stored: SQLiteColumnValue) -> Double? {
        if stored.type == SQLiteConstants.floatType { return stored.real }
        if stored.type == SQLiteConstants.integerType { return Double(stored.integer) }
        return nil
    }
}
