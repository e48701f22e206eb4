#if !SKIP
/// A column of the current row as SQLite holds it, read with one column lookup: its datatype code
/// and, when it is a number, the number.
///
/// `SQLiteStatement.columnValue(at:)` makes it. Reading the code and the number from the one
/// `sqlite3_value` costs one column lookup where `sqlite3_column_type` followed by
/// `sqlite3_column_int64` costs two. Text and blob columns carry only their code: read their
/// bytes with `SQLiteStatement.text(at:)` or `data(at:)`.
@usableFromInline package struct SQLiteColumnValue {
    /// The datatype code: `SQLiteConstants.integerType`, `floatType`, `textType`, `blobType` or
    /// `nullType`.
    @usableFromInline package let type: Int32
    /// The integer when `type` is `integerType`, else 0.
    @usableFromInline package let integer: Int64
    /// The floating-point value when `type` is `floatType`, else 0.0.
    @usableFromInline package let real: Double

    @usableFromInline init(type: Int32, integer: Int64 = 0, real: Double = 0.0) {
        self.type = type
        self.integer = integer
        self.real = real
    }

    /// The value of a NULL column, of a column out of range and of a finalized statement.
    @inlinable static var null: SQLiteColumnValue { SQLiteColumnValue(type: SQLiteConstants.nullType) }
}

extension SQLiteStatement {
    /// A column of the current row with its datatype code and, for INTEGER and FLOAT, its number
    /// (`sqlite3_column_value`, then `sqlite3_value_type` and `sqlite3_value_int64` or
    /// `sqlite3_value_double`). NULL when no row is ready, the index is out of range or the
    /// statement is finalized (its nil handle reaches SQLite, which answers with its NULL value).
    ///
    /// `sqlite3_column_value` returns an *unprotected* value, which SQLite's documentation lets the
    /// `sqlite3_value_*` readers read only when the connection has no mutex of its own (opened with
    /// `SQLITE_OPEN_NOMUTEX`, as SQLContext opens its connections unless told otherwise, or in a
    /// single-threaded SQLite). A statement of a serialized connection reads through
    /// ``protectedColumnValue(at:)`` instead: a SQLite built with `SQLITE_DEBUG` asserts that
    /// the mutex is held when an unprotected value of such a connection is read.
    ///
    /// The reads are written out here, and again in `SQLiteFunctionCall.argument(at:)`: shared
    /// through a helper that takes the library (held `unowned(unsafe)`) as an argument, they
    /// retained and released it for every value (callgrind, `--size small` convenience
    /// fetch_positional: 278.0 M instructions with the helper, 269.0 M without). Always inlined:
    /// SQLContextCodable's per-key reads, generic over the key type, called it (36 instructions a
    /// call on top of SQLite's own; callgrind, codable fetch_struct --size small).
    @inlinable @inline(__always) package func columnValue(at column: Int) -> SQLiteColumnValue {
        if readsUnderMutex { return protectedColumnValue(at: column) }
        guard let value = library.functions.columnValue(live, Self.position(column)) else { return .null }
        let type = library.functions.valueType(value)
        if type == SQLiteConstants.integerType {
            return SQLiteColumnValue(type: type, integer: library.functions.valueInt64(value))
        }
        if type == SQLiteConstants.floatType {
            return SQLiteColumnValue(type: type, real: library.functions.valueDouble(value))
        }
        return SQLiteColumnValue(type: type)
    }

    /// ``columnValue(at:)`` on a serialized connection, where the `sqlite3_value` of
    /// `sqlite3_column_value` is unprotected and may not be read: `sqlite3_column_type`, then
    /// `sqlite3_column_int64` or `sqlite3_column_double`, each of which takes the connection's mutex.
    @usableFromInline package func protectedColumnValue(at column: Int) -> SQLiteColumnValue {
        let position = Self.position(column)
        let type = library.functions.columnType(live, position)
        if type == SQLiteConstants.integerType {
            return SQLiteColumnValue(type: type, integer: library.functions.columnInt64(live, position))
        }
        if type == SQLiteConstants.floatType {
            return SQLiteColumnValue(type: type, real: library.functions.columnDouble(live, position))
        }
        return SQLiteColumnValue(type: type)
    }
}
#endif
