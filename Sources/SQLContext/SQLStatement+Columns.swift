import Foundation
import SQLFFI

extension SQLStatement {
    /// The storage class of column `column` (0-based) in the current row; `.null` out of range.
    ///
    /// The corresponding SQLite function is [`sqlite3_column_type`](https://sqlite.org/c3ref/column_blob.html).
    @inlinable public func type(at column: Int) -> SQLType {
        switch handle.type(at: Int32(clamping: column)) {
        case SQLiteConstants.integerType: return .integer
        case SQLiteConstants.floatType: return .real
        case SQLiteConstants.textType: return .text
        case SQLiteConstants.blobType: return .blob
        default: return .null
        }
    }

    /// Whether column `column` of the current row is NULL (true out of range).
    @inlinable public func isNull(at column: Int) -> Bool {
        handle.type(at: Int32(clamping: column)) == SQLiteConstants.nullType
    }

    /// Column `column` as a 64-bit integer, converted by SQLite's rules: 0 for NULL.
    ///
    /// The corresponding SQLite function is [`sqlite3_column_int64`](https://sqlite.org/c3ref/column_blob.html).
    @inlinable public func integer(at column: Int) -> Int64 {
        handle.int64(at: Int32(clamping: column))
    }

    /// Column `column` as a floating-point number, converted by SQLite's rules: 0.0 for NULL.
    ///
    /// The corresponding SQLite function is [`sqlite3_column_double`](https://sqlite.org/c3ref/column_blob.html).
    @inlinable public func real(at column: Int) -> Double {
        handle.double(at: Int32(clamping: column))
    }

    /// Column `column` as text, or nil for NULL. Numbers are converted to text.
    ///
    /// The text is read by its byte length, so embedded NUL characters are kept. Bytes that are not
    /// valid UTF-8 read as U+FFFD replacement characters; ``blob(at:)`` returns them exactly.
    ///
    /// The corresponding SQLite functions are [`sqlite3_column_text`](https://sqlite.org/c3ref/column_blob.html)
    /// and `sqlite3_column_bytes`.
    @inlinable public func text(at column: Int) -> String? {
        handle.text(at: Int32(clamping: column))
    }

    /// Column `column` as bytes, or nil for NULL: a zero-length blob is empty `Data`, text gives
    /// its exact UTF-8 bytes.
    ///
    /// The corresponding SQLite functions are [`sqlite3_column_blob`](https://sqlite.org/c3ref/column_blob.html)
    /// and `sqlite3_column_bytes`.
    @inlinable public func blob(at column: Int) -> Data? {
        handle.data(at: Int32(clamping: column))
    }

    /// Column `column` of the current row as a ``SQLValue`` of its storage class.
    @inlinable public func value(at column: Int) -> SQLValue {
        let index = Int32(clamping: column)
        switch handle.type(at: index) {
        case SQLiteConstants.integerType: return .integer(handle.int64(at: index))
        case SQLiteConstants.floatType: return .real(handle.double(at: index))
        case SQLiteConstants.textType: return .text(handle.text(at: index) ?? "")
        case SQLiteConstants.blobType: return .blob(handle.data(at: index) ?? Data())
        default: return .null
        }
    }

    /// Every column of the current row, in order.
    @inlinable public func rowValues() -> [SQLValue] {
        let count = Int(handle.columnCount)
        var values: [SQLValue] = []
        values.reserveCapacity(count)
        var column = 0
        while column < count {
            values.append(value(at: column))
            column += 1
        }
        return values
    }

    /// The value of the column named `name` (see ``columnIndex(named:)``); NULL when there is none.
    public func value(named name: String) -> SQLValue {
        guard let column = columnIndex(named: name) else { return .null }
        return value(at: column)
    }
}
