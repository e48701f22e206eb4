import Foundation

// SQLValue into Swift values. Each read accepts the storage classes that hold the type without
// loss and throws a `SQLITE_MISMATCH` SQLError for anything else: NULL (read optionals through
// `SQLRow`'s `optional…` reads, or test `isNull` first), another storage class, a number out of
// the type's range, text that is not a date, UUID or URL. The message names the column when one
// is given, the storage class found and the type asked for; never the value itself.
extension SQLValue {
    /// The error for a value that cannot be read as `type`.
    func mismatch(_ type: String, column: String?, reason: String? = nil) -> SQLError {
        var message = ""
        if let column { message += "column '" + column + "': " }
        message += "cannot read " + self.type.description + " as " + type
        if let reason { message += ": " + reason }
        return SQLError.mismatch(message)
    }

    /// The value as an `Int64`: an integer, or a REAL that holds a whole number in range.
    ///
    /// - Parameter column: the column name for the error message, when known.
    /// - Throws: a `SQLITE_MISMATCH` ``SQLError`` for NULL, text, a blob or another REAL.
    public func asInt64(column: String? = nil) throws -> Int64 {
        try integer(as: "Int64", column: column)
    }

    /// The integer that ``asInt64(column:)`` reads, with errors that name `type`.
    func integer(as type: String, column: String?) throws -> Int64 {
        switch self {
        case .long(let value):
            return value
        case .real(let value):
            // 2^63 is exact as a Double; Int64 holds -2^63 ..< 2^63. NaN fails both comparisons.
            guard value >= -9_223_372_036_854_775_808.0 && value < 9_223_372_036_854_775_808.0 else {
                throw mismatch(type, column: column, reason: "out of range")
            }
            let integer = Int64(value)
            guard Double(integer) == value else {
                throw mismatch(type, column: column, reason: "not a whole number")
            }
            return integer
        default:
            throw mismatch(type, column: column)
        }
    }

    /// The value as an `Int` (see ``asInt64(column:)``), range-checked for the platform's `Int`.
    ///
    /// - Throws: a `SQLITE_MISMATCH` ``SQLError`` as ``asInt64(column:)`` does, or when the
    ///   integer does not fit in an `Int`.
    public func asInt(column: String? = nil) throws -> Int {
        let value = try integer(as: "Int", column: column)
        guard value >= Int64(Int.min) && value <= Int64(Int.max) else {
            throw mismatch("Int", column: column, reason: "out of range")
        }
        return Int(value)
    }

    /// The value as an `Int32` (see ``asInt64(column:)``).
    ///
    /// - Throws: a `SQLITE_MISMATCH` ``SQLError`` as ``asInt64(column:)`` does, or when the
    ///   integer lies outside `Int32.min ... Int32.max`.
    public func asInt32(column: String? = nil) throws -> Int32 {
        let value = try integer(as: "Int32", column: column)
        guard value >= Int64(Int32.min) && value <= Int64(Int32.max) else {
            throw mismatch("Int32", column: column, reason: "out of range")
        }
        return Int32(value)
    }

    /// The value as a `Bool`: the integer 0 is false, 1 is true (as `SQLValue(Bool)` stores them
    /// and SQLite's comparisons return them).
    ///
    /// - Throws: a `SQLITE_MISMATCH` ``SQLError`` for any other integer (a boolean column that
    ///   holds 2 is a data error to report, not a truth to guess), NULL, text or a blob.
    public func asBool(column: String? = nil) throws -> Bool {
        let value = try integer(as: "Bool", column: column)
        // Int64(…), not bare literals: Kotlin compares a Long with an Int literal by neither == nor !=.
        guard value == Int64(0) || value == Int64(1) else {
            throw mismatch("Bool", column: column, reason: "a boolean is 0 or 1")
        }
        return value == Int64(1)
    }

    /// The value as a `Double`: a REAL, or an integer converted to the nearest `Double`.
    ///
    /// - Throws: a `SQLITE_MISMATCH` ``SQLError`` for NULL, text or a blob.
    public func asDouble(column: String? = nil) throws -> Double {
        try number(as: "Double", column: column)
    }

    /// The number that ``asDouble(column:)`` reads, with errors that name `type`.
    func number(as type: String, column: String?) throws -> Double {
        switch self {
        case .real(let value): return value
        case .long(let value): return Double(value)
        default: throw mismatch(type, column: column)
        }
    }

    /// The value as a `Float` (see ``asDouble(column:)``), rounded to the nearest `Float`.
    ///
    /// - Throws: a `SQLITE_MISMATCH` ``SQLError`` as ``asDouble(column:)`` does, or for a finite
    ///   number beyond `Float`'s range.
    public func asFloat(column: String? = nil) throws -> Float {
        let value = try number(as: "Float", column: column)
        let narrowed = Float(value)
        guard narrowed.isFinite || !value.isFinite else {
            throw mismatch("Float", column: column, reason: "out of range")
        }
        return narrowed
    }

    /// The value as a `String`: text only. Numbers are not turned into text here; SQL's
    /// `CAST(x AS TEXT)` does that.
    ///
    /// - Throws: a `SQLITE_MISMATCH` ``SQLError`` for NULL, a number or a blob.
    public func asString(column: String? = nil) throws -> String {
        guard case .text(let value) = self else { throw mismatch("String", column: column) }
        return value
    }

    /// The value as `Data`: a blob only.
    ///
    /// - Throws: a `SQLITE_MISMATCH` ``SQLError`` for NULL, a number or text.
    public func asData(column: String? = nil) throws -> Data {
        guard case .blob(let value) = self else { throw mismatch("Data", column: column) }
        return value
    }

    /// The value as a `Date`: an integer or REAL is seconds since 1970-01-01 00:00:00 UTC (as
    /// `SQLValue(date)` stores it); text is ISO-8601, as ``SQLDateText/date(from:)`` reads it
    /// (`2024-05-01`, `2024-05-01 12:30:00`, `2024-05-01T12:30:00.250Z`, `…+02:00`).
    ///
    /// - Throws: a `SQLITE_MISMATCH` ``SQLError`` for NULL, a blob, or text that is not such a date.
    public func asDate(column: String? = nil) throws -> Date {
        switch self {
        case .long(let value):
            return Date(timeIntervalSince1970: Double(value))
        case .real(let value):
            return Date(timeIntervalSince1970: value)
        case .text(let value):
            guard let date = SQLDateText.date(from: value) else {
                throw mismatch("Date", column: column, reason: "not an ISO-8601 date")
            }
            return date
        default:
            throw mismatch("Date", column: column)
        }
    }

    /// The value as a `UUID`: text in the 8-4-4-4-12 hexadecimal form, in either case.
    ///
    /// - Throws: a `SQLITE_MISMATCH` ``SQLError`` for NULL, a number, a blob, or text that is not
    ///   a UUID.
    public func asUUID(column: String? = nil) throws -> UUID {
        guard case .text(let value) = self else { throw mismatch("UUID", column: column) }
        guard let uuid = UUID(uuidString: value) else {
            throw mismatch("UUID", column: column, reason: "not a UUID")
        }
        return uuid
    }

    /// The value as a `URL`: text that `URL(string:)` accepts.
    ///
    /// - Throws: a `SQLITE_MISMATCH` ``SQLError`` for NULL, a number, a blob, or text that is not
    ///   a URL.
    public func asURL(column: String? = nil) throws -> URL {
        guard case .text(let value) = self else { throw mismatch("URL", column: column) }
        guard let url = URL(string: value) else {
            throw mismatch("URL", column: column, reason: "not a URL")
        }
        return url
    }
}
