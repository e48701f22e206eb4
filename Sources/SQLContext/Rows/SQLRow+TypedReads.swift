import Foundation

// Typed reads of a column by name. Each `x(_:)` reads a non-optional value and throws for NULL;
// each `optionalX(_:)` gives nil for NULL. Both throw a `SQLITE_RANGE` SQLError for a name that no
// column has, and a `SQLITE_MISMATCH` one (naming the column, the storage class and the type) for
// a value the type cannot hold: the conversions are SQLValue's `asX(column:)`, documented there.
extension SQLRow {
    /// The column named `name` as a `Int`; see ``SQLValue/asInt(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL or a
    ///   value that is not a `Int`.
    public func int(_ name: String) throws -> Int {
        try value(named: name).asInt(column: name)
    }

    /// The column named `name` as a `Int`, or nil for NULL; see ``SQLValue/asInt(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for a value
    ///   that is not a `Int`.
    public func optionalInt(_ name: String) throws -> Int? {
        let stored = try value(named: name)
        if stored.isNull { return nil }
        return try stored.asInt(column: name)
    }

    /// The column named `name` as a `Int64`; see ``SQLValue/asInt64(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL or a
    ///   value that is not a `Int64`.
    public func int64(_ name: String) throws -> Int64 {
        try value(named: name).asInt64(column: name)
    }

    /// The column named `name` as a `Int64`, or nil for NULL; see ``SQLValue/asInt64(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for a value
    ///   that is not a `Int64`.
    public func optionalInt64(_ name: String) throws -> Int64? {
        let stored = try value(named: name)
        if stored.isNull { return nil }
        return try stored.asInt64(column: name)
    }

    /// The column named `name` as a `Int32`; see ``SQLValue/asInt32(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL or a
    ///   value that is not a `Int32`.
    public func int32(_ name: String) throws -> Int32 {
        try value(named: name).asInt32(column: name)
    }

    /// The column named `name` as a `Int32`, or nil for NULL; see ``SQLValue/asInt32(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for a value
    ///   that is not a `Int32`.
    public func optionalInt32(_ name: String) throws -> Int32? {
        let stored = try value(named: name)
        if stored.isNull { return nil }
        return try stored.asInt32(column: name)
    }

    /// The column named `name` as a `Bool`; see ``SQLValue/asBool(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL or a
    ///   value that is not a `Bool`.
    public func bool(_ name: String) throws -> Bool {
        try value(named: name).asBool(column: name)
    }

    /// The column named `name` as a `Bool`, or nil for NULL; see ``SQLValue/asBool(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for a value
    ///   that is not a `Bool`.
    public func optionalBool(_ name: String) throws -> Bool? {
        let stored = try value(named: name)
        if stored.isNull { return nil }
        return try stored.asBool(column: name)
    }

    /// The column named `name` as a `Double`; see ``SQLValue/asDouble(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL or a
    ///   value that is not a `Double`.
    public func double(_ name: String) throws -> Double {
        try value(named: name).asDouble(column: name)
    }

    /// The column named `name` as a `Double`, or nil for NULL; see ``SQLValue/asDouble(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for a value
    ///   that is not a `Double`.
    public func optionalDouble(_ name: String) throws -> Double? {
        let stored = try value(named: name)
        if stored.isNull { return nil }
        return try stored.asDouble(column: name)
    }

    /// The column named `name` as a `Float`; see ``SQLValue/asFloat(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL or a
    ///   value that is not a `Float`.
    public func float(_ name: String) throws -> Float {
        try value(named: name).asFloat(column: name)
    }

    /// The column named `name` as a `Float`, or nil for NULL; see ``SQLValue/asFloat(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for a value
    ///   that is not a `Float`.
    public func optionalFloat(_ name: String) throws -> Float? {
        let stored = try value(named: name)
        if stored.isNull { return nil }
        return try stored.asFloat(column: name)
    }

    /// The column named `name` as a `String`; see ``SQLValue/asString(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL or a
    ///   value that is not a `String`.
    public func string(_ name: String) throws -> String {
        try value(named: name).asString(column: name)
    }

    /// The column named `name` as a `String`, or nil for NULL; see ``SQLValue/asString(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for a value
    ///   that is not a `String`.
    public func optionalString(_ name: String) throws -> String? {
        let stored = try value(named: name)
        if stored.isNull { return nil }
        return try stored.asString(column: name)
    }

    /// The column named `name` as a `Data`; see ``SQLValue/asData(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL or a
    ///   value that is not a `Data`.
    public func data(_ name: String) throws -> Data {
        try value(named: name).asData(column: name)
    }

    /// The column named `name` as a `Data`, or nil for NULL; see ``SQLValue/asData(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for a value
    ///   that is not a `Data`.
    public func optionalData(_ name: String) throws -> Data? {
        let stored = try value(named: name)
        if stored.isNull { return nil }
        return try stored.asData(column: name)
    }

    /// The column named `name` as a `Date`; see ``SQLValue/asDate(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL or a
    ///   value that is not a `Date`.
    public func date(_ name: String) throws -> Date {
        try value(named: name).asDate(column: name)
    }

    /// The column named `name` as a `Date`, or nil for NULL; see ``SQLValue/asDate(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for a value
    ///   that is not a `Date`.
    public func optionalDate(_ name: String) throws -> Date? {
        let stored = try value(named: name)
        if stored.isNull { return nil }
        return try stored.asDate(column: name)
    }

    /// The column named `name` as a `UUID`; see ``SQLValue/asUUID(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL or a
    ///   value that is not a `UUID`.
    public func uuid(_ name: String) throws -> UUID {
        try value(named: name).asUUID(column: name)
    }

    /// The column named `name` as a `UUID`, or nil for NULL; see ``SQLValue/asUUID(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for a value
    ///   that is not a `UUID`.
    public func optionalUUID(_ name: String) throws -> UUID? {
        let stored = try value(named: name)
        if stored.isNull { return nil }
        return try stored.asUUID(column: name)
    }

    /// The column named `name` as a `URL`; see ``SQLValue/asURL(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL or a
    ///   value that is not a `URL`.
    public func url(_ name: String) throws -> URL {
        try value(named: name).asURL(column: name)
    }

    /// The column named `name` as a `URL`, or nil for NULL; see ``SQLValue/asURL(column:)``.
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for a value
    ///   that is not a `URL`.
    public func optionalURL(_ name: String) throws -> URL? {
        let stored = try value(named: name)
        if stored.isNull { return nil }
        return try stored.asURL(column: name)
    }

    /// The text of the column named `name`, converted by `convert`: how a `RawRepresentable`
    /// enum whose raw value is a `String` is read (`try row.string("color") { Color(rawValue: $0) }`).
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL, a
    ///   value that is not text, or text for which `convert` returns nil.
    public func string<T>(_ name: String, _ convert: (String) -> T?) throws -> T {
        let stored = try value(named: name)
        guard let converted = convert(try stored.asString(column: name)) else {
            throw stored.mismatch("the requested type", column: name, reason: "the conversion refused the text")
        }
        return converted
    }

    /// Like ``string(_:_:)``, with nil for NULL.
    public func optionalString<T>(_ name: String, _ convert: (String) -> T?) throws -> T? {
        if try value(named: name).isNull { return nil }
        return try string(name, convert)
    }

    /// The integer of the column named `name`, converted by `convert`: how a `RawRepresentable`
    /// enum whose raw value is an `Int` is read (`try row.int("level") { Level(rawValue: $0) }`).
    ///
    /// - Throws: ``SQLError`` `SQLITE_RANGE` for an unknown name, `SQLITE_MISMATCH` for NULL, a
    ///   value that is not an `Int`, or an integer for which `convert` returns nil.
    public func int<T>(_ name: String, _ convert: (Int) -> T?) throws -> T {
        let stored = try value(named: name)
        guard let converted = convert(try stored.asInt(column: name)) else {
            throw stored.mismatch("the requested type", column: name, reason: "the conversion refused the integer")
        }
        return converted
    }

    /// Like ``int(_:_:)``, with nil for NULL.
    public func optionalInt<T>(_ name: String, _ convert: (Int) -> T?) throws -> T? {
        if try value(named: name).isNull { return nil }
        return try int(name, convert)
    }
}
