import Foundation
import SQLContext

/// Encodes one field's value: the single value of an enum with a raw value, of a wrapper type, of
/// an optional. A type that asks for a keyed or unkeyed container is nested, and is stored as
/// JSON text instead (see ``encodeColumn(_:field:)``).
final class ColumnEncoder: Encoder, SingleValueEncodingContainer {
    /// The field's name, for errors.
    let field: String
    /// The value encoded, once it is.
    var value: SQLValue?
    /// Whether the value asked for a keyed or unkeyed container.
    var isNested = false

    init(field: String) { self.field = field }

    /// Empty: the errors name the field themselves.
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        isNested = true
        return KeyedEncodingContainer(DiscardingContainer<Key>())
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        isNested = true
        return DiscardingContainer<ColumnKey>()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    func encodeNil() throws { value = .null }
    func encode(_ value: Bool) throws { self.value = SQLValue(value) }
    func encode(_ value: String) throws { self.value = .text(value) }
    func encode(_ value: Double) throws { self.value = .real(value) }
    func encode(_ value: Float) throws { self.value = SQLValue(value) }
    func encode(_ value: Int) throws { self.value = SQLValue(value) }
    func encode(_ value: Int8) throws { self.value = .long(Int64(value)) }
    func encode(_ value: Int16) throws { self.value = .long(Int64(value)) }
    func encode(_ value: Int32) throws { self.value = .long(Int64(value)) }
    func encode(_ value: Int64) throws { self.value = .long(value) }
    func encode(_ value: UInt) throws { self.value = try SQLValue.exactInteger(value, field: field) }
    func encode(_ value: UInt8) throws { self.value = try SQLValue.exactInteger(value, field: field) }
    func encode(_ value: UInt16) throws { self.value = try SQLValue.exactInteger(value, field: field) }
    func encode(_ value: UInt32) throws { self.value = try SQLValue.exactInteger(value, field: field) }
    func encode(_ value: UInt64) throws { self.value = try SQLValue.exactInteger(value, field: field) }
    func encode<T: Encodable>(_ value: T) throws { self.value = try encodeColumn(value, field: field) }
}

/// `value` as one column, by SQLContext's conversions: `Date` as REAL unix seconds, `UUID` and
/// `URL` as text, `Data` as a blob, `Bool` as 0 or 1, the numbers and `String` as themselves; an
/// enum with a raw value, or any type that encodes a single value, as that value; any other type
/// (a struct, an array, a dictionary) as JSON text.
///
/// - Throws: a `SQLITE_MISMATCH` ``SQLError`` naming the field, for an integer beyond SQLite's
///   range or a value JSON cannot hold, or one that encodes nothing.
func encodeColumn<T: Encodable>(_ value: T, field: String) throws -> SQLValue {
    if let date = value as? Date { return SQLValue(date) }
    if let uuid = value as? UUID { return SQLValue(uuid) }
    if let url = value as? URL { return SQLValue(url) }
    if let data = value as? Data { return SQLValue(data) }
    let encoder = ColumnEncoder(field: field)
    try value.encode(to: encoder)
    if encoder.isNested { return try NestedJSON.text(of: value, field: field) }
    guard let encoded = encoder.value else {
        throw SQLError.cannotStore(typeName(T.self), field: field, reason: "it encodes no value")
    }
    return encoded
}

/// An encoder whose containers discard what they are given: what a container request that
/// cannot throw returns after the request has been recorded as nested or failed.
struct DiscardingEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(DiscardingContainer<Key>())
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { DiscardingContainer<ColumnKey>() }
    func singleValueContainer() -> any SingleValueEncodingContainer { DiscardingContainer<ColumnKey>() }
}

/// A keyed, unkeyed and single-value container that discards every value (see ``DiscardingEncoder``).
struct DiscardingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol, UnkeyedEncodingContainer,
    SingleValueEncodingContainer
{
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    mutating func encodeNil() throws {}
    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(DiscardingContainer<NestedKey>())
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(DiscardingContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { DiscardingEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { DiscardingEncoder() }
}
