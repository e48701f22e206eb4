import Foundation
import SQLContext

/// Thrown by ``ColumnDecoder`` when a type asks for a keyed or unkeyed container: its value is
/// nested, and is read from the column's JSON text instead.
struct NestedValueSignal: Error {}

/// Decodes one column's value: the single value of an enum with a raw value, of a wrapper type,
/// of an optional. A type that asks for a keyed or unkeyed container is nested, and is read from
/// JSON text (see ``decodeColumn(_:from:column:)``).
struct ColumnDecoder: Decoder, SingleValueDecodingContainer {
    /// The column's value.
    let value: SQLValue
    /// The column's name, for errors.
    let column: String

    /// Empty: the errors name the column themselves.
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw NestedValueSignal()
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw NestedValueSignal() }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try value.asBool(column: column) }
    func decode(_ type: String.Type) throws -> String { try value.asString(column: column) }
    func decode(_ type: Double.Type) throws -> Double { try value.asDouble(column: column) }
    func decode(_ type: Float.Type) throws -> Float { try value.asFloat(column: column) }
    func decode(_ type: Int.Type) throws -> Int { try value.asInt(column: column) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value.exactInteger(type, column: column) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value.exactInteger(type, column: column) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value.asInt32(column: column) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value.asInt64(column: column) }
    func decode(_ type: UInt.Type) throws -> UInt { try value.exactInteger(type, column: column) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value.exactInteger(type, column: column) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value.exactInteger(type, column: column) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value.exactInteger(type, column: column) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value.exactInteger(type, column: column) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeColumn(type, from: value, column: column) }
}

/// A coding key made of a column or field name.
struct ColumnKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The column value `value` as `T`, by SQLContext's conversions: `Date` (REAL or INTEGER unix
/// seconds, or ISO-8601 text), `UUID` and `URL` (text), `Data` (a blob), the numbers, `Bool` and
/// `String` as the typed reads convert them; an enum with a raw value, or any type that decodes a
/// single value, through that value; any other type (a struct, an array, a dictionary) from the
/// column's JSON text.
///
/// - Throws: a `SQLITE_MISMATCH` ``SQLError`` naming the column and the type.
func decodeColumn<T: Decodable>(_ type: T.Type, from value: SQLValue, column: String) throws -> T {
    if let special = try specialColumn(type, from: value, column: column) { return special }
    do {
        return try T(from: ColumnDecoder(value: value, column: column))
    } catch is NestedValueSignal {
        return try NestedJSON.value(type, from: value, column: column)
    } catch let error as DecodingError {
        throw SQLError.cannotRead(value, as: typeName(T.self), column: column, reason: reason(of: error))
    }
}

/// The value as a `Date`, `UUID`, `URL` or `Data` when `T` is one of them (their own Codable forms
/// are not SQLContext's storage), else nil.
@inline(__always)
func specialColumn<T>(_ type: T.Type, from value: SQLValue, column: String) throws -> T? {
    if T.self == Date.self { return try value.asDate(column: column) as? T }
    if T.self == UUID.self { return try value.asUUID(column: column) as? T }
    if T.self == URL.self { return try value.asURL(column: column) as? T }
    if T.self == Data.self { return try value.asData(column: column) as? T }
    return nil
}

/// Whether `T` is `Date`, `UUID`, `URL` or `Data`, which SQLContext stores in its own forms.
@inline(__always)
func isSpecialColumnType<T>(_ type: T.Type) -> Bool {
    T.self == Date.self || T.self == UUID.self || T.self == URL.self || T.self == Data.self
}
