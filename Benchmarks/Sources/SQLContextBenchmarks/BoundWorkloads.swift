import Foundation
import SQLContext
import SQLFFI

// Two bounds measured beside fetch_struct's implementations. Neither is a way to use the API:
// each leaves out a check that a correct implementation makes, to show what is left once it is
// gone (the Performance article's "Rows into structs" sections).
//
//   codable-floor        a Decoder that checks no key and no storage class: the n-th
//                        decode(_:forKey:) of a row returns column n with long(at:), through the
//                        standard library's KeyedDecodingContainer, the keyed container kept from
//                        row to row as SQLContextCodable's decoder keeps its own. What any Decoder
//                        costs at least; codable's target of 2.0 × typed is measured against it.
//   records-by-position  SQLContext's records (fetchAll, the row copied into [SQLValue] as
//                        always), the record reading its fields by position (`row.values[k]`)
//                        instead of through its columns' names.

/// The least a `Decoder` does: the columns in the order the keys are asked for, no key looked at.
private final class FloorDecoder: Decoder {
    let statement: SQLStatement
    /// The column the next `decode(_:forKey:)` returns.
    var next = 0
    /// The keyed container made for the first row, handed to every row.
    private var kept: AnyObject?
    /// The `CodingKey` type of ``kept``.
    private var keptKeys: ObjectIdentifier?

    init(statement: SQLStatement) { self.statement = statement }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        // As SQLContextCodable's decoder does: the holder was made for this Key (checked), so no
        // dynamic cast.
        if let kept, keptKeys == ObjectIdentifier(type) {
            return unsafeDowncast(kept, to: FloorHolder<Key>.self).container
        }
        let container = KeyedDecodingContainer(FloorContainer<Key>(decoder: self))
        kept = FloorHolder(container)
        keptKeys = ObjectIdentifier(type)
        return container
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw BenchmarkFailure("codable-floor decodes keyed containers only")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw BenchmarkFailure("codable-floor decodes keyed containers only")
    }

    /// Lets go of the kept container, which refers back to this decoder.
    func finish() {
        kept = nil
        keptKeys = nil
    }
}

/// A keyed container kept by a ``FloorDecoder``.
private final class FloorHolder<Key: CodingKey> {
    let container: KeyedDecodingContainer<Key>
    init(_ container: KeyedDecodingContainer<Key>) { self.container = container }
}

/// The floor decoder's keyed container: 64-bit integers by position; nothing else.
private struct FloorContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: FloorDecoder

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }
    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        let column = decoder.next
        decoder.next = column + 1
        return decoder.statement.long(at: column)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        throw BenchmarkFailure("codable-floor decodes Int64 only")
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw BenchmarkFailure("codable-floor has no nested containers")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw BenchmarkFailure("codable-floor has no nested containers")
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
}

/// `Item` as a record that reads its row by position.
private struct PositionedItemRecord: SQLCodable {
    var item: Item

    static let table = ItemRecord.table

    init(row: SQLRow, context: SQLContext) throws {
        let values = row.values
        item = Item(
            a: try Self.long(values, 0), b: try Self.long(values, 1), c: try Self.long(values, 2),
            d: try Self.long(values, 3), e: try Self.long(values, 4), f: try Self.long(values, 5),
            g: try Self.long(values, 6), h: try Self.long(values, 7), i: try Self.long(values, 8),
            j: try Self.long(values, 9))
    }

    func encode(row: inout SQLRow) throws {
        throw BenchmarkFailure("records-by-position only reads")
    }

    /// The integer at `position`.
    @inline(__always) static func long(_ values: [SQLValue], _ position: Int) throws -> Int64 {
        guard let value = values[position].longValue else {
            throw BenchmarkFailure("records-by-position: column \(position) is not an integer")
        }
        return value
    }
}

enum BoundBench {
    /// codable-floor: every row through ``FloorDecoder``.
    static func codableFloor(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            let statement = try context.prepare(sql: selectItemsSQL)
            defer { statement.close() }
            let decoder = FloorDecoder(statement: statement)
            defer { decoder.finish() }
            var items: [Item] = []
            while try statement.next() {
                decoder.next = 0
                items.append(try Item(from: decoder))
            }
            return itemSum(items)
        }
    }

    /// records-by-position: `fetchAll` of ``PositionedItemRecord``, summed as the records run sums.
    static func recordsByPosition(path: String, library: SQLiteLibrary, expected: Int64) throws -> PreparedRun {
        try SQLContextBench.onFile(path: path, library: library, expected: expected) { context in
            var sum: Int64 = 0
            for record in try context.fetchAll(PositionedItemRecord.self) { sum &+= record.item.sum }
            return sum
        }
    }
}
