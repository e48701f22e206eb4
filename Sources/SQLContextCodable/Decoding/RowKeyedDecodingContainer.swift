import Foundation
import SQLContext
import SQLFFI

/// The keyed container of a ``RowDecoder``: each key is a column name. Each call takes the key's
/// name once and hands it to the decoder's non-generic reads.
///
/// The container holds its decoder strongly: a type whose `init(from:)` keeps its container and
/// reads it later reads a valid decoder (the statement's current row, or an error once the
/// statement is closed), never freed memory.
struct RowKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The decoder whose row the keys read.
    let decoder: RowDecoder

    /// A container of `decoder`'s rows.
    init(decoder: RowDecoder) { self.decoder = decoder }

    /// `body` with the decoder.
    @inline(__always) func withDecoder<T>(_ body: (RowDecoder) throws -> T) rethrows -> T {
        try body(decoder)
    }

    var codingPath: [any CodingKey] { [] }

    /// The keys of `Key` that name a column.
    var allKeys: [Key] { decoder.map.names.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { decoder.column(of: key.stringValue) != nil }

    /// The key's column, converted by one of SQLValue's reads (`SQLValue.asBool`, …).
    @inline(__always) func read<T>(_ key: Key, _ convert: (SQLValue) -> (String?) throws -> T) throws -> T {
        let name = key.stringValue
        return try convert(decoder.value(named: name))(name)
    }

    /// ``read(_:_:)``, or nil for a missing column or NULL.
    @inline(__always) func readIfPresent<T>(_ key: Key, _ convert: (SQLValue) -> (String?) throws -> T) throws -> T? {
        let name = key.stringValue
        guard let value = decoder.presentValue(named: name) else { return nil }
        return try convert(value)(name)
    }

    /// The key's column as an integer type that SQLValue has no conversion of its own for.
    func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
        let name = key.stringValue
        return try decoder.value(named: name).exactInteger(T.self, column: name)
    }

    /// ``integer(_:)``, or nil for a missing column or NULL.
    func presentInteger<T: FixedWidthInteger>(_ key: Key) throws -> T? {
        let name = key.stringValue
        return try decoder.presentValue(named: name)?.exactInteger(T.self, column: name)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder.value(named: key.stringValue).isNull }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try withDecoder { try $0.read(key, StoredValue.bool, SQLValue.asBool) }
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try withDecoder { try $0.string(key) }
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try withDecoder { try $0.read(key, StoredValue.double, SQLValue.asDouble) }
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(key, SQLValue.asFloat) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try withDecoder { try $0.read(key, StoredValue.int, SQLValue.asInt) }
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try withDecoder { try $0.read(key, StoredValue.int32, SQLValue.asInt32) }
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try withDecoder { try $0.read(key, StoredValue.int64, SQLValue.asInt64) }
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let name = key.stringValue
        return try decodeColumn(type, from: decoder.value(named: name), column: name)
    }

    // decodeIfPresent: nil for a missing column or NULL, with one look-up (the defaults make three).

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try withDecoder { try $0.readIfPresent(key, StoredValue.bool, SQLValue.asBool) }
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try withDecoder { try $0.stringIfPresent(key) }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try withDecoder { try $0.readIfPresent(key, StoredValue.double, SQLValue.asDouble) }
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try readIfPresent(key, SQLValue.asFloat)
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try withDecoder { try $0.readIfPresent(key, StoredValue.int, SQLValue.asInt) }
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try presentInteger(key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try presentInteger(key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try withDecoder { try $0.readIfPresent(key, StoredValue.int32, SQLValue.asInt32) }
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try withDecoder { try $0.readIfPresent(key, StoredValue.int64, SQLValue.asInt64) }
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try presentInteger(key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try presentInteger(key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try presentInteger(key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try presentInteger(key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try presentInteger(key) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let name = key.stringValue
        guard let value = decoder.presentValue(named: name) else { return nil }
        return try decodeColumn(type, from: value, column: name)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw nestedMisuse(key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw nestedMisuse(key)
    }

    /// The row itself: a subclass and its superclass read their columns from the same row.
    func superDecoder() throws -> any Decoder { decoder }

    /// A decoder of the key's column alone.
    func superDecoder(forKey key: Key) throws -> any Decoder {
        let name = key.stringValue
        return ColumnDecoder(value: try decoder.value(named: name), column: name)
    }

    /// The error for a nested container asked of a row.
    func nestedMisuse(_ key: Key) -> SQLError {
        SQLError.codableMisuse(
            "column '" + key.stringValue
                + "': a row has no nested containers; decode the column as a Decodable type (read from JSON text)")
    }
}
