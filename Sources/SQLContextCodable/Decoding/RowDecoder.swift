import Foundation
import SQLContext
import SQLFFI

/// Decodes rows of one result into a `Decodable` type: one key for each column by name.
///
/// One decoder serves every row of a run (``decode(_:)`` once per row), so that each key is
/// resolved to its column once. A type decodes its keys in the same order for every row, so the
/// key asked for next is, row after row, the one after the key asked for last: one comparison of
/// equal strings (usually the same literal), no hashing. A key asked for out of that order is
/// looked for among the keys already seen, then in the column map. A row then costs the value
/// decoded and the keyed container that `Decodable` asks for.
///
/// Whoever makes a decoder calls ``finish()`` when done with it: until then it keeps its last
/// keyed container, which refers back to it.
///
/// The class is not generic, so that the keyed container's calls into it, made from code generic
/// over the type's keys, run specialized code.
final class RowDecoder: Decoder {
    /// The statement whose current row is decoded, read column by column as the keys ask: no
    /// row array. Nil when the row is ``values``.
    let statement: SQLStatement?
    /// The statement's SQLFFI statement, which the per-key reads read from; nil when the row is
    /// ``values``.
    let sqlite: SQLiteStatement?
    /// The values of the row, when it is an ``SQLRow``.
    private let values: [SQLValue]
    /// The columns of the result.
    let map: SQLColumnMap
    /// The keys asked for so far, in the order first asked, each with its column (-1 for a key
    /// that no column has): one array, so that a look-up holds one buffer.
    private var keys: [(name: String, column: Int)] = []
    /// The position in ``keys`` of the key expected next.
    private var next = 0
    /// The keyed container made last, kept for the next row: it holds nothing of a row (only this
    /// decoder), and making one looks up the generic metadata of two types (the container and the
    /// standard library's box around it) each time. Nil again after ``finish()``, which breaks
    /// the reference cycle through the container.
    private var lastContainer: AnyObject?
    /// The `CodingKey` type of ``lastContainer``.
    private var lastContainerKeys: ObjectIdentifier?

    /// A decoder of the statement's current row, and of its next rows.
    init(statement: SQLStatement, map: SQLColumnMap) {
        self.statement = statement
        self.sqlite = statement.sqliteStatement
        self.values = []
        self.map = map
    }

    /// A decoder of one ``SQLRow``.
    init(row: SQLRow) {
        self.statement = nil
        self.sqlite = nil
        self.values = row.values
        self.map = row.columnMap
    }

    /// The current row as `T`.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        next = 0
        if isSpecialColumnType(type) { return try decodeSpecial(type) }
        return try T(from: self)
    }

    /// The current row as `T`, one of the types stored in SQLContext's own forms (a `Date`, …):
    /// from the first column. Out of line: written into ``decode(_:)``, its `T?` made every row
    /// look up the metadata of `Optional<T>` (callgrind, codable fetch_struct --size small: 325
    /// instructions per row).
    @inline(never) private func decodeSpecial<T: Decodable>(_ type: T.Type) throws -> T {
        if let name = map.names.first, let special = try specialColumn(type, from: value(at: 0), column: name) {
            return special
        }
        return try T(from: self)
    }

    /// The value of column `column` of the current row.
    @inline(__always) func value(at column: Int) -> SQLValue {
        if let statement { return statement.value(at: column) }
        return values[column]
    }

    /// The column of the key named `name`, or nil when the result has none.
    @inline(__always) func column(of name: String) -> Int? {
        let position = next
        if position < keys.count {
            let key = keys[position]
            if key.name == name {
                next = position + 1
                return key.column >= 0 ? key.column : nil
            }
        }
        return lookUp(name)
    }

    /// ``column(of:)`` for a key that is not the one expected next.
    private func lookUp(_ name: String) -> Int? {
        var position = 0
        for key in keys {
            if key.name == name {
                next = position + 1
                return key.column >= 0 ? key.column : nil
            }
            position += 1
        }
        let column = map.index(of: name)
        // A whole assignment, never an in-place append: with every access to the property
        // instantaneous, the optimizer drops the exclusivity checks of the per-key reads.
        keys = keys + [(name, column ?? -1)]
        next = keys.count
        return column
    }

    /// The value of the column named `name`.
    ///
    /// - Throws: the `SQLITE_RANGE` ``SQLError`` of ``SQLColumnMap/requiredIndex(of:)``, which names
    ///   the key and lists the columns.
    @inline(__always) func value(named name: String) throws -> SQLValue {
        if let column = column(of: name) { return value(at: column) }
        return value(at: try map.requiredIndex(of: name))
    }

    /// The value of the column named `name`; nil when no column has that name or it is NULL.
    @inline(__always) func presentValue(named name: String) -> SQLValue? {
        guard let column = column(of: name) else { return nil }
        let value = value(at: column)
        return value.isNull ? nil : value
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if let holder = lastContainer, lastContainerKeys == ObjectIdentifier(type) {
            // The holder was made for this `Key` (checked above): no dynamic cast, whose type
            // check would look the metadata up again.
            return unsafeDowncast(holder, to: ContainerHolder<Key>.self).container
        }
        let container = KeyedDecodingContainer(RowKeyedDecodingContainer<Key>(decoder: self))
        lastContainer = ContainerHolder(container)
        lastContainerKeys = ObjectIdentifier(type)
        return container
    }

    /// Lets go of the kept container; call when the run's last row is decoded.
    func finish() {
        lastContainer = nil
        lastContainerKeys = nil
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw SQLError.codableMisuse(
            "a row decodes into a type with named fields (a struct or class) or a single value, not an array")
    }

    /// The first column, for a type that decodes a single value (`query(Int.self, sql: "SELECT count(*) …")`).
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        guard let name = map.names.first else {
            throw SQLError(code: 25, message: "no column to decode a single value from; the result has none")
        }
        return ColumnDecoder(value: value(at: 0), column: name)
    }
}

/// A keyed container kept by a ``RowDecoder`` between rows.
private final class ContainerHolder<Key: CodingKey> {
    let container: KeyedDecodingContainer<Key>
    init(_ container: KeyedDecodingContainer<Key>) { self.container = container }
}
