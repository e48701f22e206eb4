import Foundation
import SQLContext

/// Decodes rows of one result into a `Decodable` type: one key for each column by name.
///
/// One decoder serves every row of a run (``decode(_:)`` once per row), so that the keys are
/// resolved to columns once (``KeyColumns``) and a row costs the value it builds and the keyed
/// container that `Decodable` asks for.
final class RowDecoder<Source: RowValueSource>: Decoder {
    /// The values of the current row.
    var source: Source
    /// The column of each key.
    var keys: KeyColumns

    init(source: Source, map: SQLColumnMap) {
        self.source = source
        self.keys = KeyColumns(map: map)
    }

    /// The current row as `T`.
    @inline(__always) func decode<T: Decodable>(_ type: T.Type) throws -> T {
        keys.startRow()
        if isSpecialColumnType(type), let name = keys.map.names.first,
            let special = try specialColumn(type, from: source.value(at: 0), column: name)
        {
            return special
        }
        return try T(from: self)
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RowKeyedDecodingContainer<Key, Source>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw SQLError.codableMisuse(
            "a row decodes into a type with named fields (a struct or class) or a single value, not an array")
    }

    /// The first column, for a type that decodes a single value (`query(Int.self, sql: "SELECT count(*) …")`).
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        guard let name = keys.map.names.first else {
            throw SQLError(code: 25, message: "no column to decode a single value from; the result has none")
        }
        return ColumnDecoder(value: source.value(at: 0), column: name)
    }
}

/// The keyed container of a ``RowDecoder``: each key is a column name.
struct RowKeyedDecodingContainer<Key: CodingKey, Source: RowValueSource>: KeyedDecodingContainerProtocol {
    let decoder: RowDecoder<Source>

    var codingPath: [any CodingKey] { [] }

    /// The keys of `Key` that name a column.
    var allKeys: [Key] { decoder.keys.map.names.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { decoder.keys.column(of: key.stringValue) != nil }

    /// The value of the key's column.
    ///
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` naming the key and listing the columns.
    @inline(__always) func value(_ key: Key) throws -> SQLValue {
        decoder.source.value(at: try decoder.keys.requiredColumn(of: key.stringValue))
    }

    /// The value of the key's column; nil when no column has that name or the value is NULL.
    @inline(__always) func presentValue(_ key: Key) -> SQLValue? {
        guard let column = decoder.keys.column(of: key.stringValue) else { return nil }
        let value = decoder.source.value(at: column)
        return value.isNull ? nil : value
    }

    /// The key's column as an integer type that SQLValue has no conversion of its own for.
    func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
        try value(key).exactInteger(T.self, column: key.stringValue)
    }

    /// ``integer(_:)``, or nil for a missing column or NULL.
    func presentInteger<T: FixedWidthInteger>(_ key: Key) throws -> T? {
        try presentValue(key)?.exactInteger(T.self, column: key.stringValue)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).asBool(column: key.stringValue) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try value(key).asString(column: key.stringValue)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try value(key).asDouble(column: key.stringValue)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key).asFloat(column: key.stringValue) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).asInt(column: key.stringValue) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).asInt32(column: key.stringValue) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).asInt64(column: key.stringValue) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeColumn(type, from: value(key), column: key.stringValue)
    }

    // decodeIfPresent: nil for a missing column or NULL, with one look-up (the defaults make three).

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try presentValue(key)?.asBool(column: key.stringValue)
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try presentValue(key)?.asString(column: key.stringValue)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentValue(key)?.asDouble(column: key.stringValue)
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try presentValue(key)?.asFloat(column: key.stringValue)
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try presentValue(key)?.asInt(column: key.stringValue)
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try presentInteger(key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try presentInteger(key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try presentValue(key)?.asInt32(column: key.stringValue)
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try presentValue(key)?.asInt64(column: key.stringValue)
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try presentInteger(key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try presentInteger(key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try presentInteger(key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try presentInteger(key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try presentInteger(key) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = presentValue(key) else { return nil }
        return try decodeColumn(type, from: value, column: key.stringValue)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw nestedMisuse(key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw nestedMisuse(key) }

    /// The row itself: a subclass and its superclass read their columns from the same row.
    func superDecoder() throws -> any Decoder { decoder }

    /// A decoder of the key's column alone.
    func superDecoder(forKey key: Key) throws -> any Decoder {
        ColumnDecoder(value: try value(key), column: key.stringValue)
    }

    /// The error for a nested container asked of a row.
    func nestedMisuse(_ key: Key) -> SQLError {
        SQLError.codableMisuse(
            "column '" + key.stringValue
                + "': a row has no nested containers; decode the column as a Decodable type (read from JSON text)")
    }
}
