import Foundation
import SQLFFI

extension SQLStatement {
    /// The storage class of column `column` (0-based) in the current row; `.null` out of range.
    ///
    /// The corresponding SQLite function is [`sqlite3_column_type`](https://sqlite.org/c3ref/column_blob.html).
    @inlinable public func type(at column: Int) -> SQLType {
        switch sqliteStatement.type(at: column) {
        case SQLiteConstants.integerType: return .long
        case SQLiteConstants.floatType: return .real
        case SQLiteConstants.textType: return .text
        case SQLiteConstants.blobType: return .blob
        default: return .null
        }
    }

    /// Whether column `column` of the current row is NULL (true out of range).
    @inlinable public func isNull(at column: Int) -> Bool {
        sqliteStatement.type(at: column) == SQLiteConstants.nullType
    }

    /// Column `column` as a 64-bit integer, converted by SQLite's rules: 0 for NULL.
    ///
    /// The corresponding SQLite function is [`sqlite3_column_int64`](https://sqlite.org/c3ref/column_blob.html).
    @inlinable public func long(at column: Int) -> Int64 {
        sqliteStatement.int64(at: column)
    }

    /// Column `column` as a floating-point number, converted by SQLite's rules: 0.0 for NULL.
    ///
    /// The corresponding SQLite function is [`sqlite3_column_double`](https://sqlite.org/c3ref/column_blob.html).
    @inlinable public func real(at column: Int) -> Double {
        sqliteStatement.double(at: column)
    }

    /// Column `column` as text, or nil for NULL. Numbers are converted to text.
    ///
    /// The text is read by its byte length, so embedded NUL characters are kept. Bytes that are not
    /// valid UTF-8 read as U+FFFD replacement characters; ``blob(at:)-(Int)`` returns them exactly.
    ///
    /// The corresponding SQLite functions are [`sqlite3_column_text`](https://sqlite.org/c3ref/column_blob.html)
    /// and `sqlite3_column_bytes`.
    @inlinable public func text(at column: Int) -> String? {
        sqliteStatement.text(at: column)
    }

    /// Column `column` as bytes, or nil for NULL: a zero-length blob is empty `Data`, text gives
    /// its exact UTF-8 bytes.
    ///
    /// The corresponding SQLite functions are [`sqlite3_column_blob`](https://sqlite.org/c3ref/column_blob.html)
    /// and `sqlite3_column_bytes`.
    @inlinable public func blob(at column: Int) -> Data? {
        sqliteStatement.data(at: column)
    }

    /// Column `column` of the current row as a ``SQLValue`` of its storage class; `.null` out of
    /// range.
    ///
    /// The storage class and a number come from one column lookup; text and blobs are read by
    /// their byte length, as ``text(at:)-(Int)`` and ``blob(at:)-(Int)`` read them.
    ///
    /// The corresponding SQLite functions are [`sqlite3_column_value`](https://sqlite.org/c3ref/column_blob.html)
    /// and [`sqlite3_value_type`](https://sqlite.org/c3ref/value_blob.html).
    @inlinable @inline(__always) public func value(at column: Int) -> SQLValue {
        // Always inlined: with the column read inlined into it, the optimizer stopped inlining it
        // into rowValues() (callgrind, convenience fetch_struct --size small: 45 instructions a
        // column).
        let stored = sqliteStatement.columnValue(at: column)
        switch stored.type {
        case SQLiteConstants.integerType: return .long(stored.integer)
        case SQLiteConstants.floatType: return .real(stored.real)
        case SQLiteConstants.textType: return .text(sqliteStatement.text(at: column) ?? "")
        case SQLiteConstants.blobType: return .blob(sqliteStatement.data(at: column) ?? Data())
        default: return .null
        }
    }

    /// Every column of the current row, in order.
    ///
    /// A loop that reads each row with `rowValues()` and lets the array go before the next call
    /// allocates nothing per row: the statement keeps the array it returned last, until
    /// ``reset()`` or ``close()``, and refills it in place when nobody else holds it. An array the
    /// caller keeps is never changed: the next call then builds a new one.
    public func rowValues() -> [SQLValue] {
        let count = Int(sqliteStatement.columnCount)
        // Take the array out of the statement, so that the caller's reference is the only other one.
        var values = recycledRow
        recycledRow = []
        var column = 0
        if values.count == count {
            // Overwritten in place (the array of the last row, which a loop that reads a row at
            // a time has let go of; when the caller kept it, the first write copies it and the
            // caller's array is left as it was). Cheaper than emptying it and appending: callgrind,
            // fetch_struct --size small, 36 instructions per column less.
            while column < count {
                values[column] = value(at: column)
                column += 1
            }
        } else {
            values = []
            values.reserveCapacity(count)
            while column < count {
                values.append(value(at: column))
                column += 1
            }
        }
        recycledRow = values
        return values
    }

    /// Every column of the current row in a new array, for a caller that keeps each row (as
    /// ``SQLContext/query(sql:parameters:)`` does): one allocation of exactly the row's size.
    ///
    /// The loop is written out here and in ``rowValues()``: shared through an `inout` helper, the
    /// array lived in memory instead of registers (callgrind: 8.5 M → 9.2 M instructions in
    /// `--size small` materialise).
    func newRowValues() -> [SQLValue] {
        let count = Int(sqliteStatement.columnCount)
        var values: [SQLValue] = []
        values.reserveCapacity(count)
        var column = 0
        while column < count {
            values.append(value(at: column))
            column += 1
        }
        return values
    }

    /// The value of the column named `name` (see ``columnIndex(named:)``).
    ///
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` that names `name` and lists the columns when there
    ///   is no such column, as ``SQLRow/value(named:)`` does.
    public func value(named name: String) throws -> SQLValue {
        guard let column = columnIndex(named: name) else {
            throw SQLError.range("no column named '" + name + "'; the columns are: " + columnMap.listed, sql: sql)
        }
        return value(at: column)
    }
}
