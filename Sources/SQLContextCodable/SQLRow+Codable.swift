import Foundation
import SQLContext

extension SQLRow {
    /// The row as a `Decodable` type: each key of `T` is read from the column of that name (exactly,
    /// else without regard to case), with the conversions of the typed reads (``SQLRow/int(_:)``
    /// and its siblings): `Date` from unix seconds or ISO-8601 text, `UUID` and `URL` from text,
    /// `Data` from a blob, `Bool` from 0 or 1, an enum from its raw value, and any other nested
    /// type (a struct, an array, a dictionary) from JSON text. A type that decodes a single value
    /// (`Int`, `String`, an enum) reads the first column.
    ///
    /// - Parameter type: the type to decode.
    /// - Throws: ``SQLError``: `SQLITE_RANGE` naming the key and listing the columns for a key that
    ///   no column has (an optional key reads nil instead); `SQLITE_MISMATCH` naming the column and
    ///   the type for NULL into a non-optional or a value the type cannot hold; `SQLITE_MISUSE` for a
    ///   type that decodes an array.
    ///
    /// Rows read from SQLite come from `sqlite3_column_value`; nothing here calls SQLite.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = RowDecoder(row: self)
        defer { decoder.finish() }
        return try decoder.decode(type)
    }

    /// A row of `value`'s fields: one column for each key, named after it, in the order `value`
    /// encodes them, converted as `SQLValue`'s initializers convert (`Date` as REAL unix seconds,
    /// `UUID` and `URL` as text, `Data` as a blob, `Bool` as 0 or 1, an enum as its raw value);
    /// nested values (structs, arrays, dictionaries) as JSON text; nil as NULL (never left out).
    ///
    /// Bind it to a statement's `:name` parameters with ``SQLStatement/bind(row:)``.
    /// - Parameter value: a struct, a class or a `[String: …]` dictionary.
    /// - Throws: ``SQLError``: `SQLITE_MISMATCH` naming the field for an integer beyond SQLite's
    ///   64-bit range or a value JSON cannot hold; `SQLITE_MISUSE` for a value that does not encode
    ///   named fields (an array, a single value) or that asks for a nested container.
    ///
    /// Nothing here calls SQLite; binding the row calls `sqlite3_bind_*`.
    public init<T: Encodable>(encoding value: T) throws {
        let fields = try RowEncoder.fields(of: value)
        try self.init(columnNames: fields.names, values: fields.values)
    }
}
