import Foundation
import SQLContext

/// Encodes an `Encodable` value as fields: a name (its coding key) and an ``SQLValue`` for each,
/// in the order the value encodes them.
final class RowEncoder: Encoder {
    /// The field names, in order.
    var names: [String] = []
    /// The value of each field.
    var values: [SQLValue] = []
    /// The positions in ``names`` of the fields that were a `Date` (stored as REAL seconds), so
    /// that a record can store them as text in a text column.
    var dates: Set<Int> = []
    /// The first error of a container request, which cannot throw: thrown by ``fields(of:)``.
    var failure: SQLError?

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The fields of `value`.
    ///
    /// - Throws: a `SQLITE_MISMATCH` ``SQLError`` for a field that cannot be stored, a
    ///   `SQLITE_MISUSE` one for a value that does not encode named fields.
    static func fields<T: Encodable>(of value: T) throws -> (names: [String], values: [SQLValue]) {
        let encoded = try encoding(value)
        return (encoded.names, encoded.values)
    }

    /// The encoder after encoding `value`: its ``names``, ``values`` and ``dates``.
    ///
    /// - Throws: as ``fields(of:)`` does.
    static func encoding<T: Encodable>(_ value: T) throws -> RowEncoder {
        let encoder = RowEncoder()
        try value.encode(to: encoder)
        if let failure = encoder.failure { throw failure }
        return encoder
    }

    /// Sets field `name`: replaces its value when the value encodes the same key twice.
    func set(_ value: SQLValue, _ name: String) {
        var index = names.count - 1
        while index >= 0 {
            if names[index] == name {
                values[index] = value
                dates.remove(index)
                return
            }
            index -= 1
        }
        names.append(name)
        values.append(value)
    }

    /// Keeps the first failure.
    func fail(_ error: SQLError) {
        if failure == nil { failure = error }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RowKeyedEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        fail(
            SQLError.codableMisuse(
                "a row is encoded from named fields (a struct, a class or a dictionary), not an array"))
        return DiscardingContainer<ColumnKey>()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        fail(
            SQLError.codableMisuse(
                "a row is encoded from named fields (a struct, a class or a dictionary), not a single value"))
        return DiscardingContainer<ColumnKey>()
    }
}

/// The keyed container of a ``RowEncoder``: each key is a field. Nil optionals are NULL fields
/// (`encodeIfPresent` does not skip them), so that a `:name` parameter always finds its field.
struct RowKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: RowEncoder

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { encoder.set(.null, key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.set(SQLValue(value), key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { encoder.set(.text(value), key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { encoder.set(.real(value), key.stringValue) }
    mutating func encode(_ value: Float, forKey key: Key) throws { encoder.set(SQLValue(value), key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) throws { encoder.set(SQLValue(value), key.stringValue) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { encoder.set(.long(Int64(value)), key.stringValue) }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        encoder.set(.long(Int64(value)), key.stringValue)
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        encoder.set(.long(Int64(value)), key.stringValue)
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws { encoder.set(.long(value), key.stringValue) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let name = key.stringValue
        encoder.set(try encodeColumn(value, field: name), name)
        if value is Date, let index = encoder.names.lastIndex(of: name) { encoder.dates.insert(index) }
    }

    /// An integer that must fit SQLite's 64-bit signed integers.
    func encodeInteger<T: FixedWidthInteger>(_ value: T, _ key: Key) throws {
        encoder.set(try SQLValue.exactInteger(value, field: key.stringValue), key.stringValue)
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        try encodeOptional(value, key)
    }

    /// NULL for nil, else the value as ``encode(_:forKey:)`` stores it.
    mutating func encodeOptional<T: Encodable>(_ value: T?, _ key: Key) throws {
        if let value { try encode(value, forKey: key) } else { encoder.set(.null, key.stringValue) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        encoder.fail(nestedMisuse(key))
        return KeyedEncodingContainer(DiscardingContainer<NestedKey>())
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.fail(nestedMisuse(key))
        return DiscardingContainer<ColumnKey>()
    }

    /// The row itself: a subclass and its superclass write their fields into the same row.
    mutating func superEncoder() -> any Encoder { encoder }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.fail(nestedMisuse(key))
        return DiscardingEncoder()
    }

    /// The error for a nested container asked of a row.
    func nestedMisuse(_ key: Key) -> SQLError {
        SQLError.codableMisuse(
            "field '" + key.stringValue
                + "': a row has no nested containers; encode the field as an Encodable type (stored as JSON text)")
    }
}
