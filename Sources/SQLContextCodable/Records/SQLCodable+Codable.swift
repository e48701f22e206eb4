import Foundation
import SQLContext

// A `Codable` type is an `SQLCodable` record without writing `init(row:context:)` or
// `encode(row:)`: it names its table and columns, and its `Codable` conformance maps each coding
// key to the column of that name, with SQLContextCodable's conversions.

extension SQLCodable where Self: Decodable {
    /// Makes the record from a row of its table by its `Decodable` conformance, as
    /// `SQLRow.decode(_:)` reads a row: each coding key from the column of that name
    /// (exactly, else without regard to case), `Date` from unix seconds or ISO-8601 text, `UUID`
    /// and `URL` from text, `Data` from a blob, `Bool` from 0 or 1, an enum from its raw value,
    /// any other nested type from JSON text.
    ///
    /// ```swift
    /// struct Todo: Codable, SQLCodable {
    ///     var id: Int64 = 0
    ///     var title: String
    ///     var due: Date?
    ///
    ///     static let id = SQLColumn(name: "id", type: .long, primaryKey: true, autoincrement: true)
    ///     static let title = SQLColumn(name: "title", type: .text, nullable: false)
    ///     static let due = SQLColumn(name: "due", type: .real)
    ///     static let table = SQLTable(name: "todo", columns: [id, title, due])
    /// }
    /// ```
    /// A type that writes its own `init(row:context:)` uses its own.
    /// - Parameters:
    ///   - row: the row, with the table's columns.
    ///   - context: the context that read it (unused: a `Decodable` type reads only its row).
    /// - Throws: `SQLError` as `SQLRow.decode(_:)` does: `SQLITE_RANGE`
    ///   naming a non-optional key that no column has, `SQLITE_MISMATCH` naming the column for NULL
    ///   in a non-optional field or a value the field's type cannot hold.
    ///
    /// Nothing here calls SQLite: the row was read with `sqlite3_column_value`.
    public init(row: SQLRow, context: SQLContext) throws {
        self = try row.decode(Self.self)
    }
}

extension SQLCodable where Self: Encodable {
    /// Writes the record's fields into `row` by its `Encodable` conformance, each coding key into
    /// the column of that name (exactly, else without regard to case), converted as
    /// `SQLRow.init(encoding:)` converts them; nil is NULL. A `Date` written to a
    /// column whose `SQLColumn.type` is `.text` is stored as ISO-8601 text
    /// (`SQLDateText.string(from:)`, to the millisecond), elsewhere as REAL unix
    /// seconds. Columns that the type does not encode keep NULL.
    ///
    /// A type that writes its own `encode(row:)` uses its own.
    /// - Parameter row: the row to fill, with the table's columns.
    /// - Throws: a `SQLITE_MISUSE` `SQLError` naming a field that no column of the
    ///   table has (leave it out of the type's `CodingKeys`, or add the column), and the errors of
    ///   `SQLRow.init(encoding:)`; `row` is unchanged then.
    ///
    /// Nothing here calls SQLite; the record methods bind the row with `sqlite3_bind_*`.
    public func encode(row: inout SQLRow) throws {
        let fields = try RowEncoder.encoding(self)
        let table = type(of: self).table
        var columns: [Int] = []
        for name in fields.names {
            guard let column = row.columnMap.index(of: name) else {
                throw SQLError.codableMisuse(
                    "field '" + name + "' of " + typeName(Self.self) + " has no column in table '" + table.name
                        + "' (columns: " + row.columnNames.joined(separator: ", ")
                        + "); add the column, or leave the field out of the type's CodingKeys")
            }
            columns.append(column)
        }
        var position = 0
        for column in columns {
            var value = fields.values[position]
            if fields.dates.contains(position), column < table.columns.count,
                table.columns[column].type == SQLType.text, let seconds = value.realValue
            {
                value = SQLValue.text(SQLDateText.string(from: Date(timeIntervalSince1970: seconds)))
            }
            row.setValue(value, named: row.columnNames[column])
            position += 1
        }
    }
}
