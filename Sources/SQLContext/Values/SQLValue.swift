import Foundation

/// A value that SQLite stores, binds or returns: one of its five storage classes.
///
/// The cases are SkipSQL's: `.long` is SQLite's 64-bit `INTEGER` class.
///
/// Values round-trip exactly: every `Int64`, every `Double` but NaN (which SQLite stores as NULL),
/// text with embedded NUL characters, an empty string (distinct from NULL) and an empty blob
/// (distinct from NULL).
public enum SQLValue: Hashable, Sendable, CustomStringConvertible {
    /// A signed 64-bit integer (SQLite's `INTEGER` storage class).
    case long(Int64)
    /// A 64-bit floating-point number.
    case real(Double)
    /// Text, stored as UTF-8.
    case text(String)
    /// Bytes.
    case blob(Data)
    /// NULL.
    case null

    /// The storage class of the value.
    public var type: SQLType {
        switch self {
        case .long: return .long
        case .real: return .real
        case .text: return .text
        case .blob: return .blob
        case .null: return .null
        }
    }

    /// The integer, or nil for any other storage class.
    @inlinable public var longValue: Int64? {
        if case .long(let value) = self { return value }
        return nil
    }

    /// The floating-point number, or nil for any other storage class.
    @inlinable public var realValue: Double? {
        if case .real(let value) = self { return value }
        return nil
    }

    /// The text, or nil for any other storage class.
    @inlinable public var textValue: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    /// The bytes, or nil for any other storage class.
    public var blobValue: Data? {
        if case .blob(let value) = self { return value }
        return nil
    }

    /// Whether the value is NULL.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value as plain text, as SkipSQL prints it: `42`, `1.5`, the text itself (no quotes),
    /// `3 bytes` for a blob, `null`. For SQL, use ``literalValue`` (or better, bind the value).
    /// A real is printed the platform's way: `1e+20` in Swift, `1.0E20` in Kotlin on Android.
    public var description: String {
        switch self {
        case .long(let value): return String(value)
        case .real(let value): return String(value)
        case .text(let value): return value
        case .blob(let value): return String(value.count) + " bytes"
        case .null: return "null"
        }
    }

    /// The value as a SQL literal: `42`, `1.5`, `'it''s'`, `x'00ff'`, `NULL`, for SQL that cannot
    /// bind it (a `DEFAULT` clause). Text is in single quotes, SQL's string quotes (SkipSQL writes
    /// double quotes, which SQLite reads as an identifier when a column of that name is in scope,
    /// and which builds without the double-quoted-string misfeature refuse). Infinities read as
    /// `9e999` and `-9e999` (which SQLite parses back to infinity), NaN as `NULL` (which is how
    /// SQLite stores it). A real is written the platform's way (`1e+20` in Swift, `1.0E20` in
    /// Kotlin), and SQLite reads either back to the same value.
    ///
    /// See [Literal Values](https://sqlite.org/lang_expr.html#literal_values_constants_).
    public var literalValue: String {
        switch self {
        case .long(let value):
            return String(value)
        case .real(let value):
            if value.isNaN { return "NULL" }
            if value.isInfinite { return value < 0.0 ? "-9e999" : "9e999" }
            return String(value)
        case .text(let value):
            return "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let value):
            var text = "x'"
            let digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"]
            // SkipFoundation's Data is not a sequence: its bytes are read from an array.
            // SKIP REPLACE: val bytes = value.bytes
            let bytes = [UInt8](value)
            var index = 0
            while index < bytes.count {
                let byte = Int(bytes[index])
                text += digits[byte / 16] + digits[byte % 16]
                index += 1
            }
            return text + "'"
        case .null:
            return "NULL"
        }
    }
}
