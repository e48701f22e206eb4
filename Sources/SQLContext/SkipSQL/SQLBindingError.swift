import Foundation

/// SkipSQL's errors of the record layer, and its helper for required values in a record's
/// `init(row:context:)`.
///
/// The cases are declared so that code which throws or catches them compiles; a record's own
/// `init(row:context:)` or `encode(row:)` may throw them, and the record methods pass them on as
/// they are. SQLContext itself throws an ``SQLError`` instead, like every error of this library:
/// ``checkNonNull(_:_:)`` throws `SQLITE_MISMATCH` naming the column (``SQLError/isMismatch``),
/// and a record method on a table without a primary key throws `SQLITE_MISUSE` naming the table.
public enum SQLBindingError: Error {
    /// A column the row does not have.
    case unknownColumn(SQLColumn)
    /// A column that is NULL where a value is required.
    case nullColumn(SQLColumn)
    /// A number of columns and a number of values that differ.
    case columnValuesMismatch(Int, Int)
    /// A table, named, without a primary key.
    case noPrimaryKeys(String)

    /// `value`, or a `SQLITE_MISMATCH` ``SQLError`` naming `column` when it is nil.
    ///
    /// ```swift
    /// self.id = try SQLBindingError.checkNonNull(UUID(uuidString: Self.id.textValueRequired(in: row)), Self.id)
    /// ```
    ///
    /// - Parameters:
    ///   - value: the value read, nil when it was missing or could not be converted.
    ///   - column: the column it was read from.
    public static func checkNonNull<T>(_ value: T?, _ column: SQLColumn) throws -> T {
        // The message names the column and its declared type, not `T`: Kotlin has no value for a
        // type parameter that is not reified, and a public inline function (which would make it
        // reified) may not call this library's internal `SQLError.mismatch`.
        guard let value else {
            throw SQLError.mismatch(
                "column '" + column.name + "' (" + column.type.description + "): NULL, or a value that does not convert"
            )
        }
        return value
    }

    #if !SKIP
    /// `value`, or the error of ``checkNonNull(_:_:)``: the form SkipSQL's README shows.
    ///
    /// Swift only: Kotlin has no argument labels to tell it from ``checkNonNull(_:_:)`` (SkipSQL
    /// itself declares only that one).
    ///
    /// - Parameters:
    ///   - value: the value read.
    ///   - column: the column it was read from.
    public static func checkNonNull<T>(_ value: T?, in column: SQLColumn) throws -> T {
        try checkNonNull(value, column)
    }
    #endif
}
